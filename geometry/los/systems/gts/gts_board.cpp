// The GTS LOS table of a map: per hex a terrain and its LOS entry, per
// hexside a feature and whether it blocks, OPs and strongpoints.

#include "geometry/los/systems/gts/gts_board.h"

#include <algorithm>
#include <stdexcept>

namespace crestline::geometry::los {

std::string_view gtsLosName(GtsLos los)
{
    switch (los) {
    case GtsLos::Clear: return "clear";
    case GtsLos::Blocks: return "blocks";
    case GtsLos::Pair: return "pair";
    }
    return "?";
}

GtsBoard::GtsBoard(HexGrid grid)
    : m_grid(std::move(grid)), m_hexes(std::size_t(m_grid.count())), m_slots(m_grid), m_hexsides(m_slots.count())
{
    m_names.push_back("clear");
}

std::uint16_t GtsBoard::nameIndex(std::string_view name)
{
    const auto it = std::find(m_names.begin(), m_names.end(), name);
    if (it != m_names.end()) return std::uint16_t(it - m_names.begin());
    if (m_names.size() >= 0xfffe) throw std::length_error("GTS board: more than 65534 terrain and feature ids");
    m_names.emplace_back(name);
    return std::uint16_t(m_names.size() - 1);
}

void GtsBoard::requireOnMap(OffsetCoord hex, const char* what) const
{
    if (!m_grid.contains(hex))
        throw std::invalid_argument(std::string("GTS board: ") + what + " in hex " + std::to_string(hex.col) + "," + std::to_string(hex.row) +
                                    ", which is off the map");
}

void GtsBoard::setTerrain(OffsetCoord hex, std::string_view terrain, GtsLos los)
{
    requireOnMap(hex, "terrain");
    Hex& h = m_hexes[std::size_t(m_grid.index(hex))];
    h.los = los;
    h.terrain = nameIndex(terrain);
}

std::string_view GtsBoard::terrain(OffsetCoord hex) const
{
    if (!m_grid.contains(hex)) return m_names[0];
    return m_names[m_hexes[std::size_t(m_grid.index(hex))].terrain];
}

void GtsBoard::setObservationPost(OffsetCoord hex, bool on)
{
    requireOnMap(hex, "observation post");
    bool& op = m_hexes[std::size_t(m_grid.index(hex))].observationPost;
    m_observationPosts += int(on) - int(op);
    op = on;
}

void GtsBoard::setStrongpoint(OffsetCoord hex, bool on)
{
    requireOnMap(hex, "strongpoint");
    bool& sp = m_hexes[std::size_t(m_grid.index(hex))].strongpoint;
    m_strongpoints += int(on) - int(sp);
    sp = on;
}

void GtsBoard::setHexside(OffsetCoord a, OffsetCoord b, std::string_view feature, bool blocks)
{
    requireOnMap(a, "hexside feature");
    requireOnMap(b, "hexside feature");
    const std::int64_t s = slot(a, b);
    if (s < 0)
        throw std::invalid_argument("GTS board: hexside feature between hexes " + std::to_string(a.col) + "," + std::to_string(a.row) + " and " +
                                    std::to_string(b.col) + "," + std::to_string(b.row) + ", which are not adjacent");
    Hexside& h = m_hexsides[std::size_t(s)];
    h.feature = std::uint16_t(nameIndex(feature) + 1);
    h.blocks = blocks;
}

bool GtsBoard::hexsideBlocks(OffsetCoord a, OffsetCoord b) const
{
    const std::int64_t s = slot(a, b);
    return s >= 0 && m_hexsides[std::size_t(s)].blocks;
}

std::string_view GtsBoard::hexsideFeature(OffsetCoord a, OffsetCoord b) const
{
    const std::int64_t s = slot(a, b);
    if (s < 0 || m_hexsides[std::size_t(s)].feature == 0) return {};
    return m_names[m_hexsides[std::size_t(s)].feature - 1u];
}

} // namespace crestline::geometry::los
