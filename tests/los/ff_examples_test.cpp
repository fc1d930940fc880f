// Every worked example of /shared/specs/ff-los.md, on purpose-built maps.
// Column C (index 2) has centres (6, 2r): a string down column C passes
// through the centre of each intervening hex and crosses each hexside at its
// midpoint (6, 2r + 1). Hex Cn spans v in [2n - 3, 2n - 1] along u = 6.

#include "los_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline::test;
using crestline::geometry::los::Ruling;

namespace {

const Ring kWholeMap = LosFixture::rect(-3, -2, 30, 22);

void checkReciprocal(LosFixture& f, const std::string& a, const std::string& b)
{
    const Ruling x = f.ruling(a, b), y = f.ruling(b, a);
    CHECK(x.verdict == y.verdict);
    CHECK(x.hindrance == y.hindrance);
    CHECK(x.rule == y.rule);
}

} // namespace

TEST_CASE("23.32: two rough hexes hinder 2, not 4, Smoke 5 replaces it", "[los][ff][23.32]")
{
    LosFixture f;
    f.area("r1", "rough", LosFixture::rect(5.5, 1.5, 6.5, 2.5)).area("r2", "rough", LosFixture::rect(5.5, 3.5, 6.5, 4.5));
    Ruling r = f.ruling("C1", "C4");
    CHECK(r.verdict == Verdict::Hindered);
    CHECK(r.hindrance == 2);
    CHECK(r.rule == "[23.31]");
    checkReciprocal(f, "C1", "C4");

    f.smoke("C3", 5);
    r = f.ruling("C1", "C4");
    CHECK(r.hindrance == 5);
    CHECK(r.rule == "[23.33]");
    checkReciprocal(f, "C1", "C4");
}

TEST_CASE("23.32: without rough the default hindrance 1 applies", "[los][ff][23.32]")
{
    LosFixture f;
    const Ruling r = f.ruling("C1", "C4");
    CHECK(r.verdict == Verdict::Clear);
    CHECK(r.hindrance == 1);
}

TEST_CASE("23.33: Smoke in the firer's own hex raises the hindrance to 5", "[los][ff][23.33]")
{
    LosFixture f;
    f.area("r1", "rough", LosFixture::rect(5.5, 1.5, 6.5, 2.5)).area("r2", "rough", LosFixture::rect(5.5, 3.5, 6.5, 4.5));
    f.smoke("C1", 5);
    const Ruling r = f.ruling("C1", "C4");
    CHECK(r.verdict == Verdict::Hindered);
    CHECK(r.hindrance == 5);
    CHECK(r.rule == "[23.33]");
    checkReciprocal(f, "C1", "C4");
}

TEST_CASE("23.33: depleted Smoke is 2 and does not add to rough", "[los][ff][23.33]")
{
    LosFixture f;
    f.area("r1", "rough", LosFixture::rect(5.5, 1.5, 6.5, 2.5));
    f.smoke("C3", 2);
    const Ruling r = f.ruling("C1", "C4");
    CHECK(r.hindrance == 2);
}

TEST_CASE("24.512: a level 2 unit sees past a level 2 hill only to level 2, 3 or 4", "[los][ff][24.512]")
{
    LosFixture f;
    f.area("base", "hill-1", kWholeMap);
    f.area("s2", "hill-2", LosFixture::rect(4.5, -1.5, 7.5, 0.5));    // under C1's centre, inside C1
    f.area("mid2", "hill-2", LosFixture::rect(5, 3.5, 7, 4.5));       // in C3 only
    f.area("t6", "hill-2", LosFixture::rect(5, 9.5, 7, 10.5));        // C6 at level 2
    f.area("t7a", "hill-2", LosFixture::rect(5, 11.2, 7, 12.8));      // C7 at level 3
    f.area("t7b", "hill-3", LosFixture::rect(5.5, 11.5, 6.5, 12.5));
    REQUIRE(f.level("C1") == 2);
    REQUIRE(f.level("C3") == 2);
    REQUIRE(f.level("C5") == 1);
    REQUIRE(f.level("C6") == 2);
    REQUIRE(f.level("C7") == 3);

    Ruling r = f.ruling("C1", "C5");
    CHECK(r.verdict == Verdict::Blocked);
    CHECK(r.rule == "[24.512]");
    REQUIRE(r.artwork >= 0);
    CHECK(f.scene().artwork()[std::size_t(r.artwork)].id == "mid2");
    CHECK(r.contactHex == f.hex("C3"));
    checkReciprocal(f, "C1", "C5");

    CHECK(f.ruling("C1", "C6").verdict == Verdict::Clear);
    CHECK(f.ruling("C1", "C7").verdict == Verdict::Clear);
    checkReciprocal(f, "C1", "C7");
}

TEST_CASE("24.512: past a level 3 hill a level 2 unit sees only a level 4 crest hex", "[los][ff][24.512]")
{
    auto base = [](LosFixture& f) {
        f.area("base", "hill-1", kWholeMap);
        f.area("s2", "hill-2", LosFixture::rect(4.5, -1.5, 7.5, 0.5));
        f.area("mid2", "hill-2", LosFixture::rect(4.6, 3.2, 7.4, 4.8));
        f.area("mid3", "hill-3", LosFixture::rect(5, 3.5, 7, 4.5));
    };
    SECTION("level 4 crest hex: its level 4 ground starts inside the target hex")
    {
        LosFixture f;
        base(f);
        f.area("t2", "hill-2", LosFixture::rect(4.6, 7.2, 7.4, 8.8))
            .area("t3", "hill-3", LosFixture::rect(4.8, 7.4, 7.2, 8.6))
            .area("t4", "hill-4", LosFixture::rect(5, 7.6, 7, 8.4));
        REQUIRE(f.level("C5") == 4);
        CHECK(f.analysis().hex(f.hex("C5")).crest);
        CHECK(f.ruling("C1", "C5").verdict == Verdict::Clear);
        checkReciprocal(f, "C1", "C5");
    }
    SECTION("level 4 hex that is not the initial crest hex: level 4 ground reaches C4")
    {
        LosFixture f;
        base(f);
        f.area("t2", "hill-2", LosFixture::rect(4.2, 5.2, 7.8, 10.8))
            .area("t3", "hill-3", LosFixture::rect(4.4, 5.4, 7.6, 10.6))
            .area("t4", "hill-4", LosFixture::rect(4.5, 5.5, 7.5, 10.5));
        REQUIRE(f.level("C4") == 4);
        REQUIRE(f.level("C6") == 4);
        const Ruling r = f.ruling("C1", "C6");
        CHECK(r.verdict == Verdict::Blocked);
        CHECK(r.rule == "[24.512]");
        checkReciprocal(f, "C1", "C6");
    }
    SECTION("level 3 target beyond the level 3 hill is blocked")
    {
        LosFixture f;
        base(f);
        f.area("t2", "hill-2", LosFixture::rect(4.6, 7.2, 7.4, 8.8)).area("t3", "hill-3", LosFixture::rect(5, 7.5, 7, 8.5));
        REQUIRE(f.level("C5") == 3);
        const Ruling r = f.ruling("C1", "C5");
        CHECK(r.verdict == Verdict::Blocked);
        CHECK(f.scene().artwork()[std::size_t(r.artwork)].id == "mid3");
    }
}

TEST_CASE("24.513: a level 1 unit cannot see past a level 2 hill to another level 1 hex", "[los][ff][24.513]")
{
    LosFixture f;
    f.area("base", "hill-1", kWholeMap).area("mid2", "hill-2", LosFixture::rect(5, 3.5, 7, 4.5));
    const Ruling r = f.ruling("C1", "C5");
    CHECK(r.verdict == Verdict::Blocked);
    CHECK(r.rule == "[24.513]");
    CHECK(r.hindrance == 0);
    checkReciprocal(f, "C1", "C5");
}

TEST_CASE("24.52: a level 1 unit sees over a level 0 building, a building on the hill blocks", "[los][ff][24.52]")
{
    SECTION("building at level 0 between two level 1 hills")
    {
        LosFixture f;
        f.area("h-s", "hill-1", LosFixture::rect(4.5, -1.5, 7.5, 0.8)).area("h-t", "hill-1", LosFixture::rect(4.5, 7.2, 7.5, 8.8));
        f.area("b1", "building", LosFixture::rect(5.5, 3.5, 6.5, 4.5));
        REQUIRE(f.level("C1") == 1);
        REQUIRE(f.level("C5") == 1);
        REQUIRE(f.analysis().featureLevel(2) == 0);
        const Ruling r = f.ruling("C1", "C5");
        CHECK(r.verdict == Verdict::Clear);
        CHECK(r.hindrance == 1);
        checkReciprocal(f, "C1", "C5");
        // The same building blocks two level 0 hexes.
        CHECK(f.ruling("C2", "C4").verdict == Verdict::Blocked);
        CHECK(f.ruling("C2", "C4").rule == "[24.4]");
    }
    SECTION("the building stands on the level 1 hill")
    {
        LosFixture f;
        f.area("base", "hill-1", kWholeMap).area("b1", "building", LosFixture::rect(5.5, 3.5, 6.5, 4.5));
        const Ruling r = f.ruling("C1", "C5");
        CHECK(r.verdict == Verdict::Blocked);
        CHECK(r.rule == "[24.52]");
        CHECK(f.scene().artwork()[std::size_t(r.artwork)].id == "b1");
        checkReciprocal(f, "C1", "C5");
    }
}

TEST_CASE("24.53: a ground-level unit sees past a depression building except into the hex behind it", "[los][ff][24.53]")
{
    LosFixture f;
    f.area("dep", "depression", LosFixture::rect(4.5, 0.5, 7.5, 9.5));
    f.area("b1", "building", LosFixture::rect(5.5, 1.5, 6.5, 2.5));
    REQUIRE(f.level("C1") == 0);
    REQUIRE(f.level("C2") == -1);
    REQUIRE(f.level("C3") == -1);
    REQUIRE(f.analysis().featureLevel(1) == -1);
    CHECK(f.ruling("C1", "C2").verdict == Verdict::Clear); // into the building hex itself
    const Ruling r = f.ruling("C1", "C3");
    CHECK(r.verdict == Verdict::Blind);
    CHECK(r.rule == "[24.53]");
    CHECK(r.contactHex == f.hex("C2"));
    checkReciprocal(f, "C1", "C3");
    CHECK(f.ruling("C1", "C4").verdict == Verdict::Clear); // beyond the one-hex blind zone
    CHECK(f.ruling("C1", "C5").verdict == Verdict::Clear);
}

TEST_CASE("24.53: a level 1 unit sees past a level 1 building to level 2 unless it is in the first hex", "[los][ff][24.53]")
{
    auto base = [](LosFixture& f) {
        f.area("base", "hill-1", kWholeMap).area("t2", "hill-2", LosFixture::rect(5, 7.5, 7, 8.5));
    };
    SECTION("building in the second intervening hex")
    {
        LosFixture f;
        base(f);
        f.area("b1", "building", LosFixture::rect(5.5, 3.5, 6.5, 4.5));
        REQUIRE(f.level("C5") == 2);
        CHECK(f.ruling("C1", "C5").verdict == Verdict::Clear);
        checkReciprocal(f, "C1", "C5");
    }
    SECTION("building in the first intervening hex from the level 1 unit")
    {
        LosFixture f;
        base(f);
        f.area("b1", "building", LosFixture::rect(5.5, 1.5, 6.5, 2.5));
        const Ruling r = f.ruling("C1", "C5");
        CHECK(r.verdict == Verdict::Blind);
        CHECK(r.rule == "[24.53]");
        checkReciprocal(f, "C1", "C5");
    }
}

TEST_CASE("24.54: rough at level 0 does not hinder between two level 1 hexes, on the hill it does", "[los][ff][24.54]")
{
    SECTION("rough below both ends")
    {
        LosFixture f;
        f.area("h-s", "hill-1", LosFixture::rect(4.5, -1.5, 7.5, 0.8)).area("h-t", "hill-1", LosFixture::rect(4.5, 7.2, 7.5, 8.8));
        f.area("r1", "rough", LosFixture::rect(5.5, 3.5, 6.5, 4.5));
        const Ruling r = f.ruling("C1", "C5");
        CHECK(r.verdict == Verdict::Clear);
        CHECK(r.hindrance == 1);
    }
    SECTION("rough on a level 1 hill between two level 1 hexes")
    {
        LosFixture f;
        f.area("base", "hill-1", kWholeMap).area("r1", "rough", LosFixture::rect(5.5, 3.5, 6.5, 4.5));
        const Ruling r = f.ruling("C1", "C5");
        CHECK(r.verdict == Verdict::Hindered);
        CHECK(r.hindrance == 2);
    }
}

TEST_CASE("24.8: a string wholly along the road in a hex is not hindered there", "[los][ff][24.8]")
{
    LosFixture f;
    f.area("r1", "rough", LosFixture::rect(4.5, 2.5, 7.5, 5.5)); // rough over C3 and part of C2/C4
    SECTION("road along the string through the rough")
    {
        f.road("rd", {{6, -1}, {6, 4}, {6, 12}}, 0.6); // collinear vertices merge into one corridor
        const Ruling r = f.ruling("C1", "C5");
        CHECK(r.verdict == Verdict::Clear);
    }
    SECTION("road that leaves the string inside a rough hex")
    {
        f.road("rd", {{6, -1}, {6, 4}, {9, 6}}, 0.6);
        const Ruling r = f.ruling("C1", "C5");
        CHECK(r.verdict == Verdict::Hindered);
        CHECK(r.hindrance == 2);
    }
}

TEST_CASE("23.1: the same hex is clear, artwork in the end hexes does not count", "[los][ff][23.1]")
{
    LosFixture f;
    f.area("b-own", "building", LosFixture::rect(5, -0.5, 7, 0.5)); // inside C1
    f.area("b-tgt", "building", LosFixture::rect(5, 5.5, 7, 6.5));  // inside C4
    CHECK(f.ruling("C1", "C1").verdict == Verdict::Clear);
    CHECK(f.ruling("C1", "C1").hindrance == 1);
    CHECK(f.ruling("C1", "C4").verdict == Verdict::Clear);
}
