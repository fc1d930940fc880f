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
    : m_grid(std::move(grid)), m_hexes(std::size_t(m_grid.count())), m_hexsides(std::size_t(m_grid.count()) * 3)
{
    m_names.push_back("clear");
    const auto corners = m_grid.corners({0, 0});
    const IPoint c = m_grid.centre({0, 0});
    for (std::size_t k = 0; k < 6; ++k) {
        // The hex across side k is the reflection of the centre across that side.
        const IPoint a = corners[k], b = corners[(k + 1) % 6];
        m_sideDelta[k] = {a.u + b.u - 2 * c.u, a.v + b.v - 2 * c.v};
    }
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

int GtsBoard::sideBetween(OffsetCoord a, OffsetCoord b) const
{
    const IPoint ca = m_grid.centre(a), cb = m_grid.centre(b);
    const IPoint d{cb.u - ca.u, cb.v - ca.v};
    for (int k = 0; k < 6; ++k)
        if (m_sideDelta[std::size_t(k)] == d) return k;
    return -1;
}

std::int64_t GtsBoard::slot(OffsetCoord a, OffsetCoord b) const
{
    if (!m_grid.contains(a) || !m_grid.contains(b)) return -1;
    const int k = sideBetween(a, b);
    if (k < 0) return -1;
    // Side k >= 3 of a is side k - 3 of b.
    return k < 3 ? std::int64_t(m_grid.index(a)) * 3 + k : std::int64_t(m_grid.index(b)) * 3 + (k - 3);
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
