#pragma once
// Which hexes an area feature touches and overlaps, for the map checks and
// the analysis: for every hex of a range, the answers of
// geometry::polygonTouchesConvex and polygonOverlapsConvex, found with each
// polygon edge tested only against the hexes near it and one point-in-polygon
// test per connected run of hexes the boundary does not reach. Linear in the
// edges (times the hexes each edge's box covers) instead of hexes x edges.

#include "geometry/hex_grid.h"
#include "geometry/point.h"

#include <vector>

namespace crestline::maps {

/// A block of columns and rows of hexes; may include off-map hexes.
struct HexRange {
    int col0 = 0, col1 = -1, row0 = 0, row1 = -1;
    bool empty() const { return col1 < col0 || row1 < row0; }
};

/// Hexes whose closed hexagons may meet `box` (a filter with a one-hex
/// margin), clamped to the grid plus the ring of off-map hexes around it.
HexRange hexRange(const geometry::HexGrid& grid, const geometry::Box& box);

/// How a closed area meets one closed hex.
struct AreaInHex {
    geometry::OffsetCoord hex;
    bool overlaps = false; ///< the interiors meet (area > 0), as geometry::polygonOverlapsConvex
    bool boundaryTouches = false; ///< some edge of a ring meets the closed hexagon
    bool boundaryEnters = false;  ///< some edge of a ring meets the open hexagon
};

/// The hexes of `range` the closed area touches (as geometry::polygonTouchesConvex),
/// row by row; hexes it does not touch are left out. Exact.
std::vector<AreaInHex> areaHexes(const geometry::HexGrid& grid, const geometry::PolygonWithHoles& area, HexRange range);

} // namespace crestline::maps
