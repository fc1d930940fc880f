// The artwork bound (maps::kMaxFeatureHexLoad): features' bounding boxes,
// clipped to the grid, summed. Areas larger than the board each count the
// whole board (columns x rows), so the sums are worked out by multiplying.

#include "maps/map_analysis.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::maps;

namespace {

TerrainCatalog catalog()
{
    TerrainCatalog c;
    Terrain open;
    open.id = "open";
    c.terrains.push_back(open);
    Terrain woods;
    woods.id = "woods";
    c.terrains.push_back(woods);
    c.defaultType = "open";
    return c;
}

/// A `columns` x `rows` flat-top map with `areas` woods areas, each far larger than the board.
Map boardWideAreas(int columns, int rows, int areas)
{
    Map m;
    m.id = "m";
    m.grid.columns = columns;
    m.grid.rows = rows;
    const double far = 10.0 * std::max(columns, rows) * 3;
    for (int i = 0; i < areas; ++i) {
        Feature f;
        f.id = "w" + std::to_string(i);
        f.terrain = "woods";
        f.line = 10 + i;
        f.area.outer = {{-far, -far}, {far, -far}, {far, far}, {-far, far}};
        m.features.push_back(f);
    }
    return m;
}

} // namespace

TEST_CASE("featureHexLoad: board-wide areas count the whole board each, a line each segment", "[maps][limits]")
{
    Map m = boardWideAreas(10, 10, 3);
    CHECK(featureHexLoad(m, geometry::HexGrid(m.grid)) == 300);
    Feature road;
    road.id = "road";
    road.terrain = "woods";
    road.shape = FeatureShape::Line;
    road.path = {{-500, -500}, {500, 500}, {-500, -501}}; // two board-wide segments (diagonals)
    m.features.push_back(road);
    CHECK(featureHexLoad(m, geometry::HexGrid(m.grid)) == 500);
}

TEST_CASE("map-too-complex: eight board-wide areas on a 1,000 x 250 grid are at the bound, nine are past it", "[maps][limits]")
{
    // 1,000 x 250 = 250,000 hexes; 8 x 250,000 = 2,000,000 = the bound.
    const Map eight = boardWideAreas(1000, 250, 8);
    CHECK(featureHexLoad(eight, geometry::HexGrid(eight.grid)) == kMaxFeatureHexLoad);
    const Map nine = boardWideAreas(1000, 250, 9);
    CHECK(featureHexLoad(nine, geometry::HexGrid(nine.grid)) > kMaxFeatureHexLoad);

    const TerrainCatalog c = catalog();
    const MapAnalysis a(nine, c);
    REQUIRE(a.findings().size() == 1);
    CHECK(a.findings()[0].code == "map-too-complex");
    CHECK(a.findings()[0].severity == Severity::Error);
    CHECK(a.findings()[0].message ==
          "the features' bounding boxes cover more than 2000000 hexes in total (9 features); split or simplify the artwork");
    // Nothing placed: the woods are on no hex, every hex is plain level 0 ground.
    CHECK(a.hex({500, 100}).overlapping.empty());
    CHECK(a.hex({500, 100}).terrainType == "open");
    CHECK(a.hex({500, 100}).level == 0);
    // The checks do not walk the hexes either (and add nothing of their own).
    for (const Finding& f : checkMap(nine, c, "nine.map.xml")) CHECK(f.code != "map-too-complex");
}
