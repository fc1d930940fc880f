#pragma once
// What Grand Tactical Series LOS reads of a map, by offset coordinate:
// whole-hex terrain with its chart LOS entry (the centre dot's colour, 1.2),
// hexside features (crests, bridges), observation posts and strongpoints
// (gts-los.md, "What the map and scenario files must hold"). Whole-hex terrain
// needs no artwork and no contact tests: the walk says which hexes the string
// passes through and which hexsides it crosses or runs along. A map attaches
// one to its Scene (Scene::setHexTable); the GTS rules read it from there.

#include "geometry/hex_grid.h"
#include "geometry/los/hexside_slots.h"
#include "geometry/los/scene.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::geometry::los {

/// A terrain's LOS entry on the Terrain Effects Chart [15.4, 15.4.1 Q&A].
enum class GtsLos : std::uint8_t {
    Clear,  ///< LOS passes
    Blocks, ///< Blocking Terrain [29.9]
    Pair,   ///< blocks only in pairs (orchards, 15.4.1 Q&A)
};
std::string_view gtsLosName(GtsLos los); ///< "clear", "blocks", "pair"

/// The GTS LOS data of one map. Off-map hexes are clear, with no hexside
/// features (gts-los.md, map edge DECISION).
class GtsBoard final : public HexTable {
public:
    /// Every hex clear ("clear" terrain), no hexside features, no OPs or strongpoints.
    explicit GtsBoard(HexGrid grid);

    const HexGrid& grid() const { return m_grid; }

    /// Set a hex's terrain (its id, for explanations) and that terrain's LOS
    /// entry. Throws std::invalid_argument naming the hex if it is off the map.
    void setTerrain(OffsetCoord hex, std::string_view terrain, GtsLos los);
    /// Set a feature on the hexside between two adjacent on-map hexes (a
    /// crest, a bridge); `blocks` is its chart row's LOS entry [1.2, 15.4.1].
    /// Throws std::invalid_argument naming the hexes if they are not adjacent
    /// or not both on the map.
    void setHexside(OffsetCoord a, OffsetCoord b, std::string_view feature, bool blocks);
    /// Mark an observation post [15.4.2] / strongpoint [15.4.3]; throws if off the map.
    void setObservationPost(OffsetCoord hex, bool on = true);
    void setStrongpoint(OffsetCoord hex, bool on = true);

    /// The hex's LOS entry; Clear off the map.
    GtsLos los(OffsetCoord hex) const { return m_grid.contains(hex) ? m_hexes[std::size_t(m_grid.index(hex))].los : GtsLos::Clear; }
    /// The hex's terrain id ("clear" off the map).
    std::string_view terrain(OffsetCoord hex) const;
    bool observationPost(OffsetCoord hex) const { return m_grid.contains(hex) && m_hexes[std::size_t(m_grid.index(hex))].observationPost; }
    bool strongpoint(OffsetCoord hex) const { return m_grid.contains(hex) && m_hexes[std::size_t(m_grid.index(hex))].strongpoint; }

    /// How many observation posts / strongpoints the board holds (decides whether LOS on it may be non-reciprocal).
    int observationPosts() const { return m_observationPosts; }
    int strongpoints() const { return m_strongpoints; }

    /// The side of `a` that faces `b` (0..5, as HexGrid::sideName), -1 if not adjacent. Exact and cheap (centre difference).
    int sideBetween(OffsetCoord a, OffsetCoord b) const { return m_slots.sideBetween(a, b); }
    /// Whether the hexside between adjacent hexes a and b holds a blocking feature (false if either is off the map).
    bool hexsideBlocks(OffsetCoord a, OffsetCoord b) const;
    /// The feature on that hexside ("" if none).
    std::string_view hexsideFeature(OffsetCoord a, OffsetCoord b) const;

private:
    struct Hex {
        GtsLos los = GtsLos::Clear;
        bool observationPost = false;
        bool strongpoint = false;
        std::uint16_t terrain = 0;      ///< index into m_names
    };
    struct Hexside {
        std::uint16_t feature = 0;      ///< index into m_names + 1; 0: none
        bool blocks = false;
    };
    HexGrid m_grid;
    std::vector<Hex> m_hexes;
    HexsideSlots m_slots;
    std::vector<Hexside> m_hexsides;    ///< one per HexsideSlots slot
    std::vector<std::string> m_names;   ///< terrain and feature ids, each once
    int m_observationPosts = 0, m_strongpoints = 0;

    std::uint16_t nameIndex(std::string_view name);
    std::int64_t slot(OffsetCoord a, OffsetCoord b) const { return m_slots.slot(a, b); }
    void requireOnMap(OffsetCoord hex, const char* what) const;
};

} // namespace crestline::geometry::los
