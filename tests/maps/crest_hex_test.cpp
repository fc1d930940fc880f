// Crest hexes [FF 24.511] against the levels read point by point: on random
// boards of level areas with integer vertices (rectangles, diamonds with
// edges of slope +-1, hex outlines, some of them holes, stacked in any
// order), so that crest lines lie along hexsides and through hex corners
// often. For every hex, the ground level [24.5] (MapAnalysis::groundLevel, a
// point on a crest line taking the higher level) is read at every point of
// the closed hexagon on a 1/4 lattice grid, corners included:
// * two levels among them: it is a crest hex;
// * no crest line entering the open hex: it is a crest hex exactly when two
//   levels are among them. Here the grid is a complete test: the level can
//   change only at a polygon vertex on the hexagon or at a hex corner on a
//   crest line (map_analysis.cpp, touchedLevelDiffers), both integer points.
// With lines entering, a hex whose levels the grid sees as one may still be
// a crest hex (a sliver between grid points), so only the first holds.

#include "../benchmarks/generated_board.h"
#include "formats/map/map_format.h"
#include "geometry/exact.h"
#include "maps/map_analysis.h"

#include <catch2/catch.hpp>

#include <random>
#include <set>

using namespace crestline;
using namespace crestline::maps;
using geometry::OffsetCoord;
using geometry::Point;
using geometry::Ring;

namespace {

TerrainCatalog ffCatalog()
{
    auto core = formats::readCatalogFile(std::string(CRESTLINE_SOURCE_DIR) + "/maps/catalogs/ff-core.terrain.xml");
    REQUIRE(core.value);
    return std::move(*core.value);
}

/// Random level areas on an empty 12 x 10 board (lattice u 0..33, v 0..20).
Map randomLevels(unsigned seed)
{
    Map m = bench::generatedBoard(12, 10, 1);
    m.features.clear();
    std::mt19937 rng(seed);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const geometry::HexGrid grid(m.grid);
    const char* terrains[] = {"hill-1", "hill-2", "hill-3", "depression"};
    for (int k = pick(3, 7); k > 0; --k) {
        Feature f;
        f.id = "a" + std::to_string(k);
        f.terrain = terrains[pick(0, 3)];
        const double u = pick(-2, 34), v = pick(-1, 21);
        switch (pick(0, 3)) {
        case 0: f.area.outer = {{u, v}, {u + pick(1, 12), v}, {u + pick(1, 12), v + pick(1, 8)}, {u, v + pick(1, 8)}}; break;
        case 1: {
            const double r = pick(1, 5);
            f.area.outer = {{u, v}, {u + r, v + r}, {u, v + 2 * r}, {u - r, v + r}};
            break;
        }
        case 2: f.area.outer = grid.hexagon({pick(0, 11), pick(0, 9)}); break;
        default: { // a rectangle with a hex-shaped hole where one fits
            const OffsetCoord h{pick(1, 10), pick(1, 8)};
            const geometry::IPoint c = grid.centre(h);
            const double w = pick(2, 5), t = pick(1, 4);
            f.area.outer = {{c.u - 2 - w, c.v - 1 - t}, {c.u + 2 + w, c.v - 1 - t}, {c.u + 2 + w, c.v + 1 + t}, {c.u - 2 - w, c.v + 1 + t}};
            f.area.holes.push_back(grid.hexagon(h));
        }
        }
        m.features.push_back(std::move(f));
    }
    return m;
}

/// The rings of an area closed into polylines (last point = first).
std::vector<std::vector<Point>> closedRings(const Feature& f)
{
    std::vector<std::vector<Point>> out{f.area.outer};
    for (const Ring& h : f.area.holes) out.push_back(h);
    for (auto& r : out) r.push_back(r.front());
    return out;
}

} // namespace

TEST_CASE("crest hexes agree with the levels read point by point in each hex", "[maps][24.511]")
{
    const TerrainCatalog catalog = ffCatalog();
    int touchedOnlyCrest = 0, touchedOnlyFlat = 0, enteredNotCrest = 0, enteredCrest = 0;
    for (unsigned seed = 1; seed <= 60; ++seed) {
        const Map map = randomLevels(seed);
        const MapAnalysis analysis(map, catalog);
        const auto& grid = analysis.grid();
        for (int i = 0; i < grid.count(); ++i) {
            const OffsetCoord h = grid.fromIndex(i);
            const Ring hexagon = grid.hexagon(h);
            const geometry::IPoint c = grid.centre(h);
            std::set<int> levels;
            for (int du = -8; du <= 8; ++du)
                for (int dv = -4; dv <= 4; ++dv) {
                    const Point p{c.u + du / 4.0, c.v + dv / 4.0};
                    if (geometry::polylineTouchesConvex({p}, hexagon)) levels.insert(analysis.groundLevel(p));
                }
            bool touched = false, entered = false;
            for (const int a : analysis.levelAreas())
                for (const auto& ring : closedRings(map.features[std::size_t(a)])) {
                    touched = touched || geometry::polylineTouchesConvex(ring, hexagon);
                    entered = entered || geometry::polylineEntersConvex(ring, hexagon);
                }
            const bool crest = analysis.hex(h).crest;
            INFO("seed " << seed << " hex " << grid.label(h) << " levels seen " << levels.size());
            if (levels.size() > 1) CHECK(crest);
            if (!entered) CHECK(crest == (levels.size() > 1));
            if (touched && !entered) ++(crest ? touchedOnlyCrest : touchedOnlyFlat);
            if (entered) ++(crest ? enteredCrest : enteredNotCrest);
        }
    }
    // The boards made every case: lines only touching hexes with and
    // without a second level there, and lines entering hexes hidden under
    // a higher area (or not). (At the time of writing 910, 541, 1168 and 56
    // hexes; the analysis that read a touching line's level at the area's
    // first vertex got 50 of the touching-only hexes wrong.)
    CHECK(touchedOnlyCrest > 0);
    CHECK(touchedOnlyFlat > 0);
    CHECK(enteredCrest > 0);
    CHECK(enteredNotCrest > 0);
}
