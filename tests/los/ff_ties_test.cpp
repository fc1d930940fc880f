// Tie cases: grazing a corner, running along a hexside, passing exactly
// through a hex vertex, tangent to a hill edge, artwork only in the end
// hexes, Smoke on a hexside. Each tie is paired with a near miss 1e-9 away,
// which must rule the other way: the decision is exact, not tolerant.

#include "los_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline::test;
using crestline::geometry::los::Crossing;
using crestline::geometry::los::Ruling;

namespace {

/// A small diamond whose left corner is at (u, v) and which lies to the right of it.
Ring diamondRightOf(double u, double v) { return {{u, v}, {u + 1, v - 0.5}, {u + 1.5, v}, {u + 1, v + 0.5}}; }
/// A small diamond whose right corner is at (u, v).
Ring diamondLeftOf(double u, double v) { return {{u, v}, {u - 1, v + 0.5}, {u - 1.5, v}, {u - 1, v - 0.5}}; }

} // namespace

TEST_CASE("tie: a string grazing a building corner touches it", "[los][tie]")
{
    // The string C1 -> C5 runs along u = 6.
    struct Row {
        double u, v;
        Verdict expected;
    };
    const Row rows[] = {
        {6, 4, Verdict::Blocked},          // corner exactly on the string, mid-hex C3
        {6, 3, Verdict::Blocked},          // corner on the string at the C2/C3 hexside midpoint
        {6.000000001, 4, Verdict::Clear},  // a billionth of a unit away
        {6 + 1e-15, 4, Verdict::Clear},    // the next doubles away from 6
    };
    for (const Row& row : rows) {
        LosFixture f;
        f.area("b", "building", diamondRightOf(row.u, row.v));
        const Ruling r = f.ruling("C1", "C5");
        INFO("corner at " << row.u << ", " << row.v);
        CHECK(r.verdict == row.expected);
        CHECK(f.ruling("C5", "C1").verdict == row.expected);
    }
}

TEST_CASE("tie: a string running along a hexside beside a building", "[los][tie]")
{
    // A2 (0,2) -> C2 (6,2) passes corner (2,2), runs along the B1|B2 hexside
    // from (2,2) to (4,2), and enters C2 at corner (4,2).
    SECTION("building edge lies on the hexside the string runs along")
    {
        LosFixture f;
        f.area("b", "building", LosFixture::rect(2.5, 0.5, 3.5, 2));
        const Ruling r = f.ruling("A2", "C2");
        CHECK(r.verdict == Verdict::Blocked);
        CHECK(r.contactHex == f.hex("B1"));
        REQUIRE(r.trace.size() == 4);
        CHECK(r.trace[1].how == Crossing::Hexside);
        CHECK(r.trace[2].how == Crossing::Hexside);
    }
    SECTION("building edge a billionth short of the hexside")
    {
        LosFixture f;
        f.area("b", "building", LosFixture::rect(2.5, 0.5, 3.5, 2 - 1e-9));
        CHECK(f.ruling("A2", "C2").verdict == Verdict::Clear);
    }
    SECTION("building touching the string only at the sighter's corner (2,2)")
    {
        LosFixture f;
        f.area("b", "building", {{2, 2}, {2.5, 1}, {3.5, 1}, {3, 1.8}});
        CHECK(f.ruling("A2", "C2").verdict == Verdict::Clear);
        CHECK(f.ruling("C2", "A2").verdict == Verdict::Clear);
    }
}

TEST_CASE("tie: a string passing exactly through a hex vertex", "[los][tie]")
{
    // A1 (0,0) -> C7 (6,12) runs along u = v / 2 and meets A3 only at its corner (2,4).
    SECTION("A3 is met at the vertex only")
    {
        LosFixture f;
        const Ruling r = f.ruling("A1", "C7");
        bool found = false;
        for (const auto& step : r.trace)
            if (step.hex == f.hex("A3")) {
                found = true;
                CHECK(step.how == Crossing::Vertex);
            }
        CHECK(found);
    }
    SECTION("building in A3 with its corner on that vertex blocks")
    {
        LosFixture f;
        f.area("b", "building", diamondLeftOf(2, 4));
        const Ruling r = f.ruling("A1", "C7");
        CHECK(r.verdict == Verdict::Blocked);
        CHECK(r.contactHex == f.hex("A3"));
    }
    SECTION("the same building moved 0.01 left is clear")
    {
        LosFixture f;
        f.area("b", "building", diamondLeftOf(1.99, 4));
        CHECK(f.ruling("A1", "C7").verdict == Verdict::Clear);
    }
    SECTION("a corner on the string at (2.5, 5), exactly representable, blocks")
    {
        LosFixture f;
        f.area("b", "building", diamondRightOf(2.5, 5));
        CHECK(f.ruling("A1", "C7").verdict == Verdict::Blocked);
        LosFixture g;
        g.area("b", "building", diamondRightOf(2.5000000000000004, 5));
        CHECK(g.ruling("A1", "C7").verdict == Verdict::Clear);
    }
}

TEST_CASE("tie: a string tangent to a hill edge", "[los][tie]")
{
    // Two level 1 hexes; a level 2 hill whose left edge lies on the string.
    LosFixture f;
    f.area("base", "hill-1", LosFixture::rect(-3, -2, 30, 22)).area("h2", "hill-2", LosFixture::rect(6, 3.5, 7, 4.5));
    const Ruling r = f.ruling("C1", "C5");
    CHECK(r.verdict == Verdict::Blocked);
    CHECK(r.rule == "[24.513]");

    LosFixture g;
    g.area("base", "hill-1", LosFixture::rect(-3, -2, 30, 22)).area("h2", "hill-2", LosFixture::rect(6.000000001, 3.5, 7, 4.5));
    CHECK(g.ruling("C1", "C5").verdict == Verdict::Clear);
}

TEST_CASE("tie: artwork only inside the sighter's hex", "[los][tie]")
{
    SECTION("reaching exactly to the hexside where the string leaves")
    {
        LosFixture f;
        f.area("b", "building", LosFixture::rect(5.5, 0, 6.5, 1)); // C1's south hexside is v = 1
        CHECK(f.ruling("C1", "C5").verdict == Verdict::Clear);
        CHECK(f.ruling("C5", "C1").verdict == Verdict::Clear);
    }
    SECTION("crossing that hexside by a hair")
    {
        LosFixture f;
        f.area("b", "building", LosFixture::rect(5.5, 0, 6.5, 1.000000001));
        CHECK(f.ruling("C1", "C5").verdict == Verdict::Blocked);
    }
    SECTION("reaching exactly to the target's hexside")
    {
        LosFixture f;
        f.area("b", "building", LosFixture::rect(5.5, 7, 6.5, 8)); // C5's north hexside is v = 7
        CHECK(f.ruling("C1", "C5").verdict == Verdict::Clear);
    }
}

TEST_CASE("tie: Smoke only on a hexside the string runs along", "[los][tie][23.33]")
{
    LosFixture f;
    f.smoke("B1", 5); // A2 -> C2 runs along the B1|B2 hexside
    Ruling r = f.ruling("A2", "C2");
    CHECK(r.verdict == Verdict::Hindered);
    CHECK(r.hindrance == 5);
    CHECK(r.rule == "[23.33]");

    LosFixture g;
    g.smoke("A3", 2); // A1 -> C7 touches A3 at one vertex only
    r = g.ruling("A1", "C7");
    CHECK(r.hindrance == 2);

    LosFixture h;
    h.smoke("A4", 5); // A4 is not met by A1 -> C7
    CHECK(h.ruling("A1", "C7").hindrance == 1);
}
