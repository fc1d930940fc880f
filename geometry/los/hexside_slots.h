#pragma once
// Per-hexside tables for whole-hex rule systems (GTS crests, CoH walls):
// every hexside of a grid gets one slot, shared by the two hexes beside it.
// Exact and cheap: adjacency is read from the difference of the centres.

#include "geometry/hex_grid.h"

#include <array>
#include <cstdint>

namespace crestline::geometry::los {

/// Numbers the hexsides of a grid: three slots per hex (its sides 0, 1, 2;
/// side k >= 3 of a hex is side k - 3 of the hex across it).
class HexsideSlots {
public:
    explicit HexsideSlots(const HexGrid& grid);

    /// How many slots a table needs.
    std::size_t count() const { return m_count; }
    /// The side of `a` that faces `b` (0..5, as HexGrid::sideName), -1 if not adjacent.
    int sideBetween(OffsetCoord a, OffsetCoord b) const;
    /// The slot of the hexside between a and b, -1 if either is off the map or they are not adjacent.
    std::int64_t slot(OffsetCoord a, OffsetCoord b) const;

private:
    HexGrid m_grid;
    std::size_t m_count = 0;
    std::array<IPoint, 6> m_sideDelta{}; ///< centre of the hex across side k, minus this centre
};

} // namespace crestline::geometry::los
