// Resizing the grid (editor/edit/grid_resize.h): the kept hexes stay under
// the artwork (lattice shifts worked out by hand from the hex centres
// (3c, 2r + shove(c)) flat-top, (2c + shove(r), 3r) pointy-top), hex data on
// removed hexes is listed and dropped only when confirmed, features are never
// dropped (the map checks report those outside), and the undo gives the XML
// back byte for byte.

#include "editor/edit/grid_resize.h"
#include "formats/map/map_format.h"
#include "maps/map_analysis.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::edit;
using geometry::OffsetCoord;
using geometry::Point;

namespace {

maps::Map small(geometry::HexOrientation orientation)
{
    maps::Map map;
    map.id = "resize";
    map.name = "Resize";
    map.system = "ff";
    map.catalogHref = "ff-sample.terrain.xml";
    map.grid.orientation = orientation;
    map.grid.parity = geometry::OffsetParity::Odd;
    map.grid.columns = 4;
    map.grid.rows = 3;
    map.grid.hexSize = 50;
    maps::Feature f;
    f.id = "building-1";
    f.terrain = "building";
    f.area.outer = {{0, 0}, {2, 0}, {1, 1}}; // hex (0,0)'s centre, its E corner, its SE corner (flat-top)
    map.features.push_back(f);
    return map;
}

/// Pushes the plan's command, checks undo gives the XML back and redo the resized map.
void doUndoRedo(maps::Map& map, GridResizePlan plan, bool confirm)
{
    REQUIRE(plan.refusal.empty());
    const maps::Map expected = plan.after;
    const std::string before = formats::writeMapText(map);
    auto command = resizeGrid(std::move(plan), confirm);
    REQUIRE(command);
    MapCommandStack stack;
    stack.push(std::move(command), map);
    CHECK(map == expected);
    stack.undo(map);
    CHECK(formats::writeMapText(map) == before);
    stack.redo(map);
    CHECK(map == expected);
}

} // namespace

TEST_CASE("Grid resize: a column added at the left flips the parity and shifts the artwork by 3", "[edit][resize]")
{
    maps::Map map = small(geometry::HexOrientation::FlatTop);
    map.hexTerrain.push_back({{1, 2}, "woods", {}, 0, std::nullopt});
    // Letter-number labels with column letters: keeping them would need a column before A.
    GridResize r;
    r.left = 1;
    const GridResizePlan refused = planGridResize(map, r);
    CHECK(refused.refusal.find("before the letter A") != std::string::npos);
    CHECK_FALSE(resizeGrid(refused, true));
    r.renumber = true;
    GridResizePlan plan = planGridResize(map, r);
    CHECK(plan.label == "Resize grid to 5 x 3");
    CHECK(plan.lost.empty());
    // Old hex (0,0) at (0,0) is new hex (1,0); even-q: column 1 unshifted, centre (3, 0). So u + 3.
    CHECK(plan.after.grid.parity == geometry::OffsetParity::Even);
    CHECK(geometry::HexGrid(plan.after.grid).centre({1, 0}) == geometry::IPoint{3, 0});
    CHECK(plan.after.features[0].area.outer == std::vector<Point>{{3, 0}, {5, 0}, {4, 1}});
    CHECK(plan.after.hexTerrain[0].hex == OffsetCoord{2, 2});
    CHECK(plan.after.grid.firstColumn == 1); // renumbered: the new column is A
    doUndoRedo(map, std::move(plan), false);
}

TEST_CASE("Grid resize: kept hexes keep their labels by default", "[edit][resize]")
{
    maps::Map map = small(geometry::HexOrientation::FlatTop);
    map.grid.label.scheme = geometry::LabelScheme::Digits;
    map.grid.firstColumn = 10;
    map.grid.firstRow = 10;
    GridResize r;
    r.left = 2;
    r.top = 1;
    const GridResizePlan plan = planGridResize(map, r);
    REQUIRE(plan.refusal.empty());
    // Two columns: parity kept; hex (0,0) -> (2,1): centre (6, 2): u + 6, v + 2.
    CHECK(plan.after.grid.parity == geometry::OffsetParity::Odd);
    CHECK(plan.after.features[0].area.outer == std::vector<Point>{{6, 2}, {8, 2}, {7, 3}});
    const geometry::HexGrid before(map.grid), after(plan.after.grid);
    CHECK(after.label({2, 1}) == before.label({0, 0}));
    CHECK(after.label({5, 3}) == before.label({3, 2}));
    CHECK(plan.after.grid.firstColumn == 8);
    CHECK(plan.after.grid.firstRow == 9);
}

TEST_CASE("Grid resize: painted hexes on removed rows are lost only when confirmed, hexsides move to the kept side", "[edit][resize]")
{
    maps::Map map = small(geometry::HexOrientation::FlatTop);
    map.hexTerrain.push_back({{0, 0}, "woods", {}, 0, std::nullopt});
    map.hexTerrain.push_back({{1, 1}, "rough", {}, 0, std::nullopt});
    map.hexsides.push_back({{0, 0}, 1, "wall", {}, 0});  // S of (0,0) = N of (0,1), which stays
    map.hexsides.push_back({{2, 0}, 4, "hedge", {}, 0}); // N of (2,0): the other side is off the map
    map.markers.push_back({{3, 0}, "observation-post", "", {}, 0});
    GridResize r;
    r.top = -1;
    GridResizePlan plan = planGridResize(map, r);
    REQUIRE(plan.refusal.empty());
    CHECK(plan.lost == std::vector<std::string>{"painted woods on A1", "hexside hedge on C1 N", "marker observation-post on D1"});
    CHECK_FALSE(resizeGrid(plan, false));
    // Row 0 goes: v - 2; the building (0,0) (2,0) (1,1) now lies above the grid: kept, not dropped.
    CHECK(plan.after.features[0].area.outer == std::vector<Point>{{0, -2}, {2, -2}, {1, -1}});
    REQUIRE(plan.after.hexTerrain.size() == 1);
    CHECK(plan.after.hexTerrain[0].hex == OffsetCoord{1, 0});
    REQUIRE(plan.after.hexsides.size() == 1);
    CHECK(plan.after.hexsides[0].hex == OffsetCoord{0, 0});
    CHECK(plan.after.hexsides[0].side == 4);
    CHECK(plan.after.markers.empty());
    CHECK(plan.after.grid.firstRow == 2); // the kept hexes keep their labels: old (0,1), A2, is new (0,0), still A2
    CHECK(geometry::HexGrid(plan.after.grid).label({0, 0}) == "A2");
    // The map checks report the building as off the map.
    const auto catalog = formats::loadCatalogFile(std::string(CRESTLINE_SOURCE_DIR) + "/maps/catalogs/ff-sample.terrain.xml");
    REQUIRE(catalog.value);
    bool reported = false;
    for (const Finding& f : maps::checkMap(plan.after, *catalog.value, "resized.map.xml"))
        reported = reported || ((f.code == "feature-off-map" || f.code == "feature-partly-off-map") && f.where.feature == "building-1");
    CHECK(reported);
    doUndoRedo(map, std::move(plan), true);
}

TEST_CASE("Grid resize: pointy-top rows at the top flip the parity and shift by 3", "[edit][resize]")
{
    maps::Map map = small(geometry::HexOrientation::PointyTop);
    map.features[0].area.outer = {{0, 0}, {1, 1}, {0, 2}}; // hex (0,0)'s centre, SE and S corners (pointy-top)
    GridResize r;
    r.top = 1;
    r.right = 2;
    r.renumber = false;
    map.grid.label.letterAxis = geometry::LetterAxis::Column; // rows are numbers: first row 1 -> 0 is allowed
    GridResizePlan plan = planGridResize(map, r);
    REQUIRE(plan.refusal.empty());
    // Old (0,0) -> new (0,1); odd-r flipped to even-r: row 1 unshifted, centre (0, 3). v + 3.
    CHECK(plan.after.grid.parity == geometry::OffsetParity::Even);
    CHECK(geometry::HexGrid(plan.after.grid).centre({0, 1}) == geometry::IPoint{0, 3});
    CHECK(plan.after.features[0].area.outer == std::vector<Point>{{0, 3}, {1, 4}, {0, 5}});
    CHECK(plan.after.grid.columns == 6);
    CHECK(plan.after.grid.rows == 4);
    doUndoRedo(map, std::move(plan), false);
}

TEST_CASE("Grid resize: a grid with no columns or past the limits is refused", "[edit][resize]")
{
    const maps::Map map = small(geometry::HexOrientation::FlatTop);
    GridResize r;
    r.left = -2;
    r.right = -2;
    CHECK(planGridResize(map, r).refusal.find("at least one") != std::string::npos);
    r = {};
    r.right = geometry::kMaxGridColumns;
    CHECK_FALSE(planGridResize(map, r).refusal.empty());
}
