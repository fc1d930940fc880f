// The corrected readings of /shared/specs/ff-los.md, each tie beside its
// near miss: Smoke within the same hex (step 1), a blind hex needs an
// obstacle hex (step 4), a road corridor clears obstacles too (Roads).
// Hexes: flat-top, column C has centres (6, 2r): C1 (6,0), C2 (6,2), C3 (6,4).

#include "geometry/los/brute_force.h"
#include "los_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::geometry::los;
using test::LosFixture;

namespace {

void checkBothWays(LosFixture& f, const std::string& a, const std::string& b, Verdict v, int hindrance)
{
    for (Detail d : {Detail::Cell, Detail::Verdict, Detail::Full}) {
        INFO(a << " <-> " << b << " detail " << int(d));
        CHECK(f.ruling(a, b, d).verdict == v);
        CHECK(f.ruling(b, a, d).verdict == v);
        CHECK(f.ruling(a, b, d).hindrance == hindrance);
        CHECK(f.ruling(b, a, d).hindrance == hindrance);
    }
    const Ruling brute = bruteForceRuling(f.scene(), f.hex(a), f.hex(b), f.state());
    CHECK(brute.verdict == v);
    CHECK(brute.hindrance == hindrance);
}

} // namespace

TEST_CASE("same hex: Smoke in the hex hinders within it, terrain never does", "[los][ff][23.33][same-hex]")
{
    LosFixture f;
    f.area("r1", "rough", LosFixture::rect(4.5, 2.5, 7.5, 5.5)); // rough all over C3
    SECTION("no Smoke: clear 1 even in a rough hex")
    {
        const Ruling r = f.ruling("C3", "C3");
        CHECK(r.verdict == Verdict::Clear);
        CHECK(r.hindrance == 1);
        CHECK(r.rule == "[23.1]");
    }
    SECTION("full Smoke in the hex: 5")
    {
        f.smoke("C3", 5);
        const Ruling r = f.ruling("C3", "C3");
        CHECK(r.verdict == Verdict::Hindered);
        CHECK(r.hindrance == 5);
        CHECK(r.rule == "[23.33]");
        CHECK(bruteForceRuling(f.scene(), f.hex("C3"), f.hex("C3"), f.state()).hindrance == 5);
    }
    SECTION("depleted Smoke: 2; full and depleted together: 5")
    {
        f.smoke("C3", 2);
        CHECK(f.ruling("C3", "C3").hindrance == 2);
        f.smoke("C3", 5);
        CHECK(f.ruling("C3", "C3").hindrance == 5);
    }
    SECTION("near miss: Smoke in the next hex does not reach into this one")
    {
        f.smoke("C2", 5);
        CHECK(f.ruling("C3", "C3").verdict == Verdict::Clear);
        CHECK(f.ruling("C3", "C3").hindrance == 1);
    }
}

TEST_CASE("24.53: a blind hex needs an obstacle hex, not a building that only touches it", "[los][ff][24.53][ties]")
{
    // C1 at level 0 looks down into a depression (C2..C5 at level -1) to C4.
    // The hex directly before C4 is C3. A building in C2 (level -1) comes
    // down to a point on the C2/C3 hexside that the string passes through.
    LosFixture f;
    f.area("dep", "depression", LosFixture::rect(4.5, 0.5, 7.5, 9.5));
    SECTION("tie: the building touches C3 only at the hexside point (6, 3): not an obstacle hex of C3")
    {
        f.area("b1", "building", {{5.5, 2.5}, {6.5, 2.5}, {6, 3}});
        REQUIRE(f.level("C4") == -1);
        REQUIRE(f.level("C1") == 0);
        checkBothWays(f, "C1", "C4", Verdict::Clear, 1);
        checkBothWays(f, "C1", "C3", Verdict::Blind, 0); // C2 is its obstacle hex and directly before C3
    }
    SECTION("near miss: the building reaches 1/64 into C3: C3 is its obstacle hex")
    {
        f.area("b1", "building", {{5.5, 2.5}, {6.5, 2.5}, {6, 3 + 1.0 / 64}});
        checkBothWays(f, "C1", "C4", Verdict::Blind, 0);
        const Ruling r = f.ruling("C1", "C4");
        CHECK(r.rule == "[24.53]");
        CHECK(r.contactHex == f.hex("C3"));
    }
}

TEST_CASE("24.8: a string wholly along a road through a building is not blocked there", "[los][ff][24.8][ties]")
{
    LosFixture f;
    f.area("b1", "building", LosFixture::rect(5, 3.5, 7, 4.5)); // across C3, level 0
    SECTION("no road: the building blocks [24.4]")
    {
        checkBothWays(f, "C1", "C5", Verdict::Blocked, 0);
        CHECK(f.ruling("C1", "C5").rule == "[24.4]");
    }
    SECTION("road along the string through the building: clear")
    {
        f.road("rd", {{6, -1}, {6, 12}}, 0.6);
        checkBothWays(f, "C1", "C5", Verdict::Clear, 1);
    }
    SECTION("tie: the road's edge runs exactly along the string (corridor u in [6, 6.5]): still inside, clear")
    {
        f.road("rd", {{6.25, -1}, {6.25, 12}}, 0.5);
        checkBothWays(f, "C1", "C5", Verdict::Clear, 1);
    }
    SECTION("near miss: the corridor stops 1/64 short of the string (u in [6 + 1/64, ...]): blocked")
    {
        f.road("rd", {{6.25 + 1.0 / 64, -1}, {6.25 + 1.0 / 64, 12}}, 0.5);
        checkBothWays(f, "C1", "C5", Verdict::Blocked, 0);
    }
    SECTION("road that leaves the string inside the building's hex: blocked")
    {
        f.road("rd", {{6, -1}, {6, 4}, {9, 6}}, 0.6);
        checkBothWays(f, "C1", "C5", Verdict::Blocked, 0);
    }
}
