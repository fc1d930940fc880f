// The CoH LOS table of a map: per hex terrain, level, blocks and cover; per
// hexside a wall.

#include "geometry/los/systems/coh/coh_board.h"

#include <algorithm>
#include <stdexcept>

namespace crestline::geometry::los {

CohBoard::CohBoard(HexGrid grid) : m_grid(std::move(grid)), m_hexes(std::size_t(m_grid.count())), m_slots(m_grid), m_wall(m_slots.count())
{
    m_names.push_back("open");
}

std::uint16_t CohBoard::nameIndex(std::string_view name)
{
    const auto it = std::find(m_names.begin(), m_names.end(), name);
    if (it != m_names.end()) return std::uint16_t(it - m_names.begin());
    if (m_names.size() >= 0xfffe) throw std::length_error("CoH board: more than 65534 terrain and feature ids");
    m_names.emplace_back(name);
    return std::uint16_t(m_names.size() - 1);
}

void CohBoard::requireOnMap(OffsetCoord hex, const char* what) const
{
    if (!m_grid.contains(hex))
        throw std::invalid_argument(std::string("CoH board: ") + what + " in hex " + std::to_string(hex.col) + "," + std::to_string(hex.row) +
                                    ", which is off the map");
}

void CohBoard::setHex(OffsetCoord hex, std::string_view terrain, int level, bool blocks, bool cover)
{
    requireOnMap(hex, "terrain");
    if (level < 0 || level > kMaxLevel)
        throw std::invalid_argument("CoH board: level " + std::to_string(level) + " in hex " + std::to_string(hex.col) + "," + std::to_string(hex.row) +
                                    " (levels run 0 to " + std::to_string(kMaxLevel) + ")");
    Hex& h = m_hexes[std::size_t(m_grid.index(hex))];
    h.level = std::uint8_t(level);
    h.blocks = blocks;
    h.cover = cover;
    h.terrain = nameIndex(terrain);
}

std::string_view CohBoard::terrain(OffsetCoord hex) const
{
    if (!m_grid.contains(hex)) return m_names[0];
    return m_names[m_hexes[std::size_t(m_grid.index(hex))].terrain];
}

void CohBoard::setWall(OffsetCoord a, OffsetCoord b, std::string_view feature)
{
    requireOnMap(a, "wall");
    requireOnMap(b, "wall");
    const std::int64_t s = m_slots.slot(a, b);
    if (s < 0)
        throw std::invalid_argument("CoH board: wall between hexes " + std::to_string(a.col) + "," + std::to_string(a.row) + " and " +
                                    std::to_string(b.col) + "," + std::to_string(b.row) + ", which are not adjacent");
    std::uint16_t& w = m_wall[std::size_t(s)];
    if (w == 0) ++m_walls;
    w = std::uint16_t(nameIndex(feature) + 1);
}

bool CohBoard::wall(OffsetCoord a, OffsetCoord b) const
{
    const std::int64_t s = m_slots.slot(a, b);
    return s >= 0 && m_wall[std::size_t(s)] != 0;
}

std::string_view CohBoard::wallFeature(OffsetCoord a, OffsetCoord b) const
{
    const std::int64_t s = m_slots.slot(a, b);
    if (s < 0 || m_wall[std::size_t(s)] == 0) return {};
    return m_names[m_wall[std::size_t(s)] - 1u];
}

bool CohBoard::hasWall(OffsetCoord hex) const
{
    for (int k = 0; k < 6; ++k)
        if (wallOnSide(hex, k)) return true;
    return false;
}

} // namespace crestline::geometry::los
