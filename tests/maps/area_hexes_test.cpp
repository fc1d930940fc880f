// maps::areaHexes (each edge against the hexes near it, one inside test per
// run of hexes the boundary misses) gives exactly the answers of the whole-
// polygon predicates geometry::polygonTouchesConvex / polygonOverlapsConvex,
// for every hex of the range, off-map ring included: random rings and holes
// with vertices on the half-lattice, so vertices on hex corners, edges along
// hexsides and boundaries through centres are common.

#include "geometry/exact.h"
#include "maps/area_hexes.h"

#include <catch2/catch.hpp>

#include <random>

using namespace crestline;
using geometry::OffsetCoord;
using geometry::Point;
using geometry::Ring;

namespace {

Ring randomRing(std::mt19937& rng, double u0, double v0, double span)
{
    // A star-shaped ring around (u0, v0): simple, with angles in order.
    std::uniform_int_distribution<int> count(3, 9), radius(1, int(2 * span));
    const int n = count(rng);
    Ring r;
    for (int k = 0; k < n; ++k) {
        const double a = 6.283185307179586 * (k + 0.25) / n, rad = radius(rng) / 2.0;
        // Snap to halves: many points land on hex corners, centres and sides.
        r.push_back({u0 + std::round(2 * rad * std::cos(a)) / 2, v0 + std::round(2 * rad * std::sin(a)) / 2});
    }
    return r;
}

} // namespace

TEST_CASE("areaHexes agrees with the whole-polygon predicates on every hex", "[maps][area]")
{
    const auto orientation = GENERATE(geometry::HexOrientation::FlatTop, geometry::HexOrientation::PointyTop);
    geometry::GridSpec spec;
    spec.orientation = orientation;
    spec.columns = 6;
    spec.rows = 5;
    const geometry::HexGrid grid(spec);
    std::mt19937 rng(424242);
    int touchingHexes = 0, overlappingHexes = 0, enteringHexes = 0;
    for (int trial = 0; trial < 300; ++trial) {
        geometry::PolygonWithHoles area;
        area.outer = randomRing(rng, 7, 6, 6);
        if (trial % 3 == 0) area.holes.push_back(randomRing(rng, 7, 6, 2)); // may even cross: the predicates do not care
        const maps::HexRange range = maps::hexRange(grid, geometry::boundingBox(area.outer));
        const auto found = maps::areaHexes(grid, area, range);
        std::size_t k = 0;
        for (int row = range.row0; row <= range.row1; ++row)
            for (int col = range.col0; col <= range.col1; ++col) {
                const OffsetCoord h{col, row};
                const Ring hexagon = grid.hexagon(h);
                const bool touches = geometry::polygonTouchesConvex(area, hexagon);
                const bool overlaps = geometry::polygonOverlapsConvex(area, hexagon);
                const bool listed = k < found.size() && found[k].hex == h;
                INFO("trial " << trial << " hex " << col << "," << row);
                REQUIRE(listed == touches);
                if (!listed) continue;
                CHECK(found[k].overlaps == overlaps);
                // boundaryEnters (orientation tests only) against the rational clipping of geometry::polylineEntersConvex.
                bool enters = false;
                for (const Ring* ring : {&area.outer, area.holes.empty() ? nullptr : &area.holes.front()})
                    if (ring)
                        for (std::size_t i = 0; i < ring->size(); ++i)
                            enters = enters || geometry::polylineEntersConvex({(*ring)[i], (*ring)[(i + 1) % ring->size()]}, hexagon);
                CHECK(found[k].boundaryEnters == enters);
                enteringHexes += enters ? 1 : 0;
                ++k;
                ++touchingHexes;
                overlappingHexes += overlaps ? 1 : 0;
            }
        REQUIRE(k == found.size());
    }
    CHECK(touchingHexes > overlappingHexes); // touching-only hexes were exercised
    CHECK(overlappingHexes > 100);
    CHECK(touchingHexes > enteringHexes); // touching without entering was exercised
}
