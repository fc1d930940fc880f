// The card grid's CellWalk: CardWalk's cards with their exact pieces of the string.

#include "geometry/los/square_walk.h"

#include <cstdlib>

namespace crestline::geometry::los {

SquareWalker::SquareWalker(const SquareGrid& grid, OffsetCoord from, OffsetCoord to)
    : m_grid(grid), m_walk(from, to), m_from(from), m_adc(std::abs(std::int64_t(to.col) - from.col)),
      m_adr(std::abs(std::int64_t(to.row) - from.row))
{
    m_walk.next(m_card); // S
}

bool SquareWalker::next(HexPart& part)
{
    if (m_nextVertex < m_vertices) {
        part = m_vertex[m_nextVertex++];
        return true;
    }
    if (m_done) return false;
    part = HexPart{};
    part.hex = m_card.card;
    part.onMap = m_grid.contains(m_card.card);
    part.how = Crossing::Interior;
    part.lo = m_lo;
    CardStep after;
    if (!m_walk.next(after)) { // T: the string ends at its centre
        part.hi = Param{1, 1};
        m_done = true;
        return true;
    }
    // The seam crossed leaving this card: x at |xs - 2c_S| / (2|dc|), y at |ys - 2r_S| / (2|dr|).
    const bool stepsX = after.card.col != m_card.card.col;
    const std::int64_t k = stepsX ? std::abs(std::int64_t(m_card.card.col) - m_from.col) : std::abs(std::int64_t(m_card.card.row) - m_from.row);
    part.hi = Param{2 * k + 1, 2 * (stepsX ? m_adc : m_adr)};
    m_vertices = m_nextVertex = 0;
    if (after.corner) {
        for (int i = 0; i < 2; ++i) {
            HexPart& v = m_vertex[i];
            v = HexPart{};
            v.hex = m_walk.cornerCard(i);
            v.onMap = m_grid.contains(v.hex);
            v.how = Crossing::Vertex;
            v.lo = v.hi = part.hi;
        }
        if (m_vertex[1].hex < m_vertex[0].hex) std::swap(m_vertex[0], m_vertex[1]);
        m_vertices = 2;
    }
    m_card = after;
    m_lo = part.hi;
    return true;
}

void walkCards(const SquareGrid& grid, OffsetCoord from, OffsetCoord to, std::vector<HexPart>& parts)
{
    parts.clear();
    SquareWalker w(grid, from, to);
    HexPart p;
    while (w.next(p)) parts.push_back(p);
}

} // namespace crestline::geometry::los
