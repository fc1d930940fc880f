// Derived hex facts [FF 24.1, 24.5, 24.511]: terrain type by precedence among
// artwork that overlaps a hex with positive area (touching is not
// overlapping), the level at the centre dot, and crest hexes.
// C2 is hex (2,1): centre (6,2), corners (8,2) (7,3) (5,3) (4,2) (5,1) (7,1).

#include "los_fixture.h"

#include "geometry/exact.h"

#include <algorithm>

#include <catch2/catch.hpp>

using namespace crestline::test;

TEST_CASE("artwork that only touches a hex does not give it its terrain type", "[maps][24.1]")
{
    LosFixture f;
    // A building whose top edge lies exactly on C2's south hexside (v = 3).
    f.area("b", "building", LosFixture::rect(5.5, 3, 6.5, 3.8));
    CHECK(f.analysis().hex(f.hex("C3")).terrainType == "building");
    CHECK(f.analysis().hex(f.hex("C2")).terrainType == "open-ground");
    CHECK(f.analysis().hex(f.hex("C2")).overlapping.empty());
    CHECK(f.analysis().hex(f.hex("C2")).touching.size() == 1);
}

TEST_CASE("a sliver overlapping a hex gives it the type even off its centre dot", "[maps][24.1]")
{
    LosFixture f;
    // Rough mostly in C3, crossing C2's south hexside by 0.001.
    f.area("r", "rough", LosFixture::rect(5.5, 2.999, 6.5, 3.8));
    CHECK(f.analysis().hex(f.hex("C2")).terrainType == "rough");
}

TEST_CASE("the type nearest the top of the chart wins", "[maps][24.1]")
{
    LosFixture f;
    f.area("r", "rough", LosFixture::rect(4.5, 1.2, 7.5, 2.8)).area("b", "building", LosFixture::rect(7, 1.5, 7.5, 2));
    CHECK(f.analysis().hex(f.hex("C2")).terrainType == "building");
}

TEST_CASE("a corner touching a hex's corner is not an overlap", "[maps][24.1]")
{
    LosFixture f;
    // A square with its corner on C2's corner (8, 2), lying outside C2.
    f.area("b", "building", {{8, 2}, {9, 1.5}, {10, 2}, {9, 2.5}});
    CHECK(f.analysis().hex(f.hex("C2")).terrainType == "open-ground");
}

TEST_CASE("level at the centre dot and crest hexes", "[maps][24.5][24.511]")
{
    LosFixture f;
    // Hill 1 whose north edge lies on C2's south hexside and cuts through C3 and C4.
    f.area("h1", "hill-1", LosFixture::rect(5, 3, 7, 7.5));
    const auto& a = f.analysis();
    CHECK(a.hex(f.hex("C3")).level == 1);
    CHECK(a.hex(f.hex("C4")).level == 1);
    CHECK(a.hex(f.hex("C5")).level == 0);  // centre (6, 8) is below v = 7.5
    CHECK(a.hex(f.hex("C2")).level == 0);
    CHECK(a.hex(f.hex("C3")).crest);       // the crest line crosses it
    CHECK(a.hex(f.hex("C5")).crest);       // the hill reaches into it
    CHECK(a.hex(f.hex("C2")).crest);       // its hexside is a crest line of height 1 [ff-los.md: boundary is the higher level]
    CHECK_FALSE(a.hex(f.hex("C7")).crest);
    CHECK(a.groundLevel({6, 3}) == 1);     // on the crest line: the higher level
    CHECK(a.groundLevel({6, 2.999}) == 0);
}

TEST_CASE("depressions: level -1 strictly inside, 0 on the edge", "[maps][24.5]")
{
    LosFixture f;
    f.area("d", "depression", LosFixture::rect(4.5, 3.5, 7.5, 8.5));
    const auto& a = f.analysis();
    CHECK(a.hex(f.hex("C3")).level == -1);
    CHECK(a.groundLevel({4.5, 5}) == 0);
    CHECK(a.groundLevel({4.6, 5}) == -1);
}

TEST_CASE("a feature's level defaults to the ground under it", "[maps][24.52]")
{
    LosFixture f;
    f.area("h1", "hill-1", LosFixture::rect(-3, -2, 30, 5)).area("b-hill", "building", LosFixture::rect(5.5, 1.5, 6.5, 2.5));
    f.area("b-low", "building", LosFixture::rect(5.5, 7.5, 6.5, 8.5)).area("b-set", "building", LosFixture::rect(5.5, 9.5, 6.5, 10.5), 3);
    CHECK(f.analysis().featureLevel(1) == 1);
    CHECK(f.analysis().featureLevel(2) == 0);
    CHECK(f.analysis().featureLevel(3) == 3);
    // No building stands across a crest line (no level-ambiguous). The hill's
    // south edge v = 5 does run through the centres of the odd columns' row-2
    // hexes (B3 (3,5), D3 (9,5), ...): those are centre-on-crest warnings.
    for (const crestline::Finding& finding : f.analysis().findings()) {
        CHECK(finding.code == "centre-on-crest");
        CHECK(finding.where.hex.substr(1) == "3");
    }
}

TEST_CASE("a hex wholly inside a level area is not a crest hex (regression)", "[maps][24.511][regression]")
{
    LosFixture f;
    f.area("h1", "hill-1", LosFixture::rect(-3, -2, 11, 22)).area("h2", "hill-2", LosFixture::rect(3.5, 0.5, 8.5, 9.5));
    f.area("d", "depression", LosFixture::rect(12.5, 0.5, 17.5, 9.5));
    const auto& a = f.analysis();
    CHECK(a.hex(f.hex("C3")).level == 2);
    CHECK_FALSE(a.hex(f.hex("C3")).crest); // C3 (6,4) spans u 4..8, v 3..5: inside hill-2, away from its edge
    CHECK(a.hex(f.hex("C1")).crest);       // hill-2's edge v = 0.5 runs through C1
    CHECK(a.hex(f.hex("F3")).level == -1); // F is column 5 (odd): F3 centre (15, 5), wholly inside the depression
    CHECK_FALSE(a.hex(f.hex("F3")).crest);
}

TEST_CASE("a long line is indexed in exactly the hexes it touches or enters", "[maps][index]")
{
    // Lines are indexed segment by segment (each among the hexes near it);
    // the result must be what the exact predicates say for the whole line
    // against every hex of the map. A zig-zag road across the board that
    // runs along hexsides and through vertices (lattice values) on the way.
    LosFixture f(12, 12);
    const std::vector<Point> path{{-1, 3}, {6, 3}, {12, 10}, {21, 10}, {27, 4}, {33, 23}, {30, 24.5}};
    f.road("r1", path, 0.5);
    const auto& analysis = f.analysis();
    const auto g = f.grid();
    int touched = 0, entered = 0;
    for (int i = 0; i < g.count(); ++i) {
        const auto h = g.fromIndex(i);
        const auto hexagon = g.hexagon(h);
        const auto& facts = analysis.hex(h);
        const bool touches = std::find(facts.touching.begin(), facts.touching.end(), 0) != facts.touching.end();
        const bool enters = std::find(facts.overlapping.begin(), facts.overlapping.end(), 0) != facts.overlapping.end();
        INFO(g.label(h));
        CHECK(touches == crestline::geometry::polylineTouchesConvex(path, hexagon));
        CHECK(enters == crestline::geometry::polylineEntersConvex(path, hexagon));
        touched += touches;
        entered += enters;
    }
    // Some hexes only touched (along a hexside or at a vertex), most entered.
    CHECK(touched > entered);
    CHECK(entered > 10);
}
