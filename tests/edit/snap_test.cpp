// Snapping (editor/edit/snap.h): the candidates and their priority, the
// pixel radius, the fine quarter lattice, and that snapped coordinates are
// exact binary fractions written to and read back from the XML unchanged.
//
// The grid: flat-top, odd columns shifted, 10 x 8. Hex (col 3, row 5) is in
// an odd column: centre (3*3, 2*5 + 1) = (9, 11); flat-top corners are the
// centre + (2,0) (1,1) (-1,1) (-2,0) (-1,-1) (1,-1): (11,11) (10,12) (8,12)
// (7,11) (8,10) (10,10). Screen scale 10 px per lattice u, 17 px per v.

#include "editor/edit/snap.h"
#include "formats/map/map_format.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <random>

using namespace crestline;
using edit::SnapKind;
using geometry::Point;

namespace {

geometry::HexGrid grid()
{
    geometry::GridSpec spec;
    spec.columns = 10;
    spec.rows = 8;
    spec.hexSize = 60;
    return geometry::HexGrid(spec);
}

edit::SnapScale scale(double radius) { return {radius, 10, 17}; }

} // namespace

TEST_CASE("snap: a corner, a centre and a hexside midpoint within the radius", "[edit][snap]")
{
    const auto g = grid();
    SECTION("near corner (8,10): 2 px and 1.7 px off")
    {
        const auto r = edit::snapPoint(g, {8.2, 10.1}, scale(12));
        CHECK(r.kind == SnapKind::Corner);
        CHECK(r.point == Point{8, 10});
    }
    SECTION("near centre (9,11)")
    {
        const auto r = edit::snapPoint(g, {9.1, 11.1}, scale(12));
        CHECK(r.kind == SnapKind::Centre);
        CHECK(r.point == Point{9, 11});
    }
    SECTION("hexside (8,10)-(10,10): its midpoint (9,10) when no corner is within 6 px")
    {
        // Corner (8,10) is 10.5 px and 1.7 px away: 10.6 px, outside a 6 px radius.
        const auto r = edit::snapPoint(g, {9.05, 10.1}, scale(6));
        CHECK(r.kind == SnapKind::HexsideMidpoint);
        CHECK(r.point == Point{9, 10});
    }
    SECTION("a slanted hexside (10,10)-(11,11) has its midpoint at halves")
    {
        const auto r = edit::snapPoint(g, {10.45, 10.55}, scale(4));
        CHECK(r.kind == SnapKind::HexsideMidpoint);
        CHECK(r.point == Point{10.5, 10.5});
    }
}

TEST_CASE("snap: corners and centres outrank hexside midpoints, whichever is nearer", "[edit][snap]")
{
    const auto g = grid();
    // (8.7, 10): midpoint (9,10) is 3 px away, corner (8,10) 7 px: the corner wins.
    const auto r = edit::snapPoint(g, {8.7, 10}, scale(12));
    CHECK(r.kind == SnapKind::Corner);
    CHECK(r.point == Point{8, 10});
    // Between a centre and a corner the nearer wins: (9,11) is 2 px from (9.2,11), corner (10,10) 19 px.
    const auto c = edit::snapPoint(g, {9.2, 11}, scale(40));
    CHECK(c.kind == SnapKind::Centre);
    CHECK(c.point == Point{9, 11});
}

TEST_CASE("snap: nothing within the radius gives the nearest quarter lattice point", "[edit][snap]")
{
    const auto g = grid();
    // Hex (2,1) (even column, not shifted): centre (6,2), corner (5,3) is 3.7 px and 1.7 px away (4.1 px).
    const auto r = edit::snapPoint(g, {5.37, 3.1}, scale(3));
    CHECK(r.kind == SnapKind::Fine);
    CHECK(r.point == Point{5.25, 3});
    // Far off the map: no on-map candidate at all.
    const auto off = edit::snapPoint(g, {-100.3, -50.6}, scale(12));
    CHECK(off.kind == SnapKind::Fine);
    CHECK(off.point == Point{-100.25, -50.5});
}

TEST_CASE("snap: every snapped coordinate times 4 is an integer, and survives the XML exactly", "[edit][snap]")
{
    const auto g = grid();
    std::mt19937 random(12);
    std::uniform_real_distribution<double> u(-3, 33), v(-3, 19), radius(0.5, 30);
    maps::Map map;
    map.id = "snap";
    map.catalogHref = "ff.terrain.xml";
    map.grid = g.spec();
    maps::Feature f;
    f.id = "snapped";
    f.terrain = "building";
    for (int i = 0; i < 400; ++i) {
        const auto r = edit::snapPoint(g, {u(random), v(random)}, scale(radius(random)));
        const double u4 = r.point.u * 4, v4 = r.point.v * 4;
        REQUIRE(u4 == std::floor(u4));
        REQUIRE(v4 == std::floor(v4));
        if (i < 60) f.area.outer.push_back(r.point);
    }
    map.features.push_back(f);
    const std::string xml = formats::writeMapText(map);
    const auto back = formats::readMapText(xml, "snap.map.xml");
    std::string problems;
    for (const auto& finding : back.findings) problems += formatFinding(finding) + "\n";
    INFO(problems);
    REQUIRE(back.value);
    REQUIRE(back.value->features.size() == 1);
    CHECK(back.value->features[0].area.outer == f.area.outer);
}

TEST_CASE("snap: the points written for a building on corners are the corners' integers", "[edit][snap]")
{
    maps::Map map;
    map.id = "corners";
    map.grid = grid().spec();
    maps::Feature f;
    f.id = "building-1";
    f.terrain = "building";
    for (Point p : {Point{8.2, 10.1}, Point{9.8, 10.2}, Point{9.9, 11.8}, Point{8.1, 11.9}})
        f.area.outer.push_back(edit::snapPoint(grid(), p, scale(12)).point);
    map.features.push_back(f);
    CHECK(formats::writeMapText(map).find("points=\"8,10 10,10 10,12 8,12\"") != std::string::npos);
}

TEST_CASE("formatLatticePoint and roundToFine print and make exact binary fractions", "[edit][snap]")
{
    CHECK(edit::formatLatticePoint({12.25, -7.5}) == "u 12.25  v -7.5");
    CHECK(edit::formatLatticePoint({1.0 / 64, 3}) == "u 0.015625  v 3");
    CHECK(edit::roundToFine({1.0 / 3, 0.984375 + 0.001}, 1.0 / 64) == Point{0.328125, 0.984375}); // 21.33 and 63.06 sixty-fourths
}
