// Hexside numbering for whole-hex tables (see hexside_slots.h).

#include "geometry/los/hexside_slots.h"

namespace crestline::geometry::los {

HexsideSlots::HexsideSlots(const HexGrid& grid) : m_grid(grid), m_count(std::size_t(grid.count()) * 3)
{
    const auto corners = m_grid.corners({0, 0});
    const IPoint c = m_grid.centre({0, 0});
    for (std::size_t k = 0; k < 6; ++k) {
        // The hex across side k is the reflection of the centre across that side.
        const IPoint a = corners[k], b = corners[(k + 1) % 6];
        m_sideDelta[k] = {a.u + b.u - 2 * c.u, a.v + b.v - 2 * c.v};
    }
}

int HexsideSlots::sideBetween(OffsetCoord a, OffsetCoord b) const
{
    const IPoint ca = m_grid.centre(a), cb = m_grid.centre(b);
    const IPoint d{cb.u - ca.u, cb.v - ca.v};
    for (int k = 0; k < 6; ++k)
        if (m_sideDelta[std::size_t(k)] == d) return k;
    return -1;
}

std::int64_t HexsideSlots::slot(OffsetCoord a, OffsetCoord b) const
{
    if (!m_grid.contains(a) || !m_grid.contains(b)) return -1;
    const int k = sideBetween(a, b);
    if (k < 0) return -1;
    return k < 3 ? std::int64_t(m_grid.index(a)) * 3 + k : std::int64_t(m_grid.index(b)) * 3 + (k - 3);
}

} // namespace crestline::geometry::los
