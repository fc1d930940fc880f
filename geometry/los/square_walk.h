#pragma once
// The card grid's walk behind the CellWalk interface (docs/rule-systems.md,
// "The grid behind the walk"): the parts of the string o(S) -> o(T) card by
// card, each with its exact closed piece [lo, hi]. A card whose interior
// the string meets is an Interior part; at a corner passage the other two
// cards there are Vertex parts (lo = hi, touched at a point), between the
// card before the corner and the card after it. The string never runs
// along a side (centres are even, sides odd), so no Hexside parts.

#include "geometry/los/string_walk.h"
#include "geometry/square_grid.h"

namespace crestline::geometry::los {

/// Walks the card grid from the centre of `from` to the centre of `to`.
/// HexPart::hex is the card (c, r); onMap says whether the grid contains it.
class SquareWalker final : public CellWalk {
public:
    SquareWalker(const SquareGrid& grid, OffsetCoord from, OffsetCoord to);
    /// The next card met; false when the target's card has been given.
    bool next(HexPart& part) override;

private:
    const SquareGrid& m_grid;
    CardWalk m_walk;
    OffsetCoord m_from;
    std::int64_t m_adc, m_adr;
    CardStep m_card;     ///< the card whose part is given next
    Param m_lo;          ///< where the string enters it
    HexPart m_vertex[2]; ///< corner cards still to give
    int m_vertices = 0, m_nextVertex = 0;
    bool m_done = false;
};

/// The whole walk at once.
void walkCards(const SquareGrid& grid, OffsetCoord from, OffsetCoord to, std::vector<HexPart>& parts);

} // namespace crestline::geometry::los
