#pragma once
// Grids for the geometry tests: every orientation and parity.

#include "geometry/hex_grid.h"

#include <vector>

namespace crestline::test {

inline geometry::HexGrid makeGrid(geometry::HexOrientation orientation, geometry::OffsetParity parity, int columns, int rows,
                                  double size = 1, double originX = 0, double originY = 0)
{
    geometry::GridSpec spec;
    spec.orientation = orientation;
    spec.parity = parity;
    spec.columns = columns;
    spec.rows = rows;
    spec.hexSize = size;
    spec.originX = originX;
    spec.originY = originY;
    return geometry::HexGrid(spec);
}

struct Layout {
    geometry::HexOrientation orientation;
    geometry::OffsetParity parity;
    const char* name;
};

inline const std::vector<Layout> kLayouts{{geometry::HexOrientation::FlatTop, geometry::OffsetParity::Odd, "flat odd"},
                                          {geometry::HexOrientation::FlatTop, geometry::OffsetParity::Even, "flat even"},
                                          {geometry::HexOrientation::PointyTop, geometry::OffsetParity::Odd, "pointy odd"},
                                          {geometry::HexOrientation::PointyTop, geometry::OffsetParity::Even, "pointy even"}};

} // namespace crestline::test
