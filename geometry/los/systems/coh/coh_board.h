#pragma once
// What Conflict of Heroes LOS reads of a map, by offset coordinate
// (coh-los.md, "What the map and scenario files must hold"): per hex its
// terrain, level 0..2 (chart: Hills), whether it blocks LOS (chart "Blocks
// LOS? Y") and whether it is cover terrain (10.0); per hexside a wall
// (5.0.2). CoH terrain is whole-hex, so the rules need no artwork: the walk
// says which hexes the string touches. A map attaches one to its Scene
// (Scene::setHexTable); the CoH rules read it from there.

#include "geometry/hex_grid.h"
#include "geometry/los/hexside_slots.h"
#include "geometry/los/scene.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::geometry::los {

/// The CoH LOS data of one map. Off-map hexes are open ground at level 0
/// with no walls (as FF's map edge).
class CohBoard final : public HexTable {
public:
    /// The highest level a hex may have (chart: Hills, L1 and L2).
    static constexpr int kMaxLevel = 2;

    /// Every hex open ground ("open") at level 0, no walls.
    explicit CohBoard(HexGrid grid);

    const HexGrid& grid() const { return m_grid; }

    /// Set a hex's terrain (its id, for explanations), level, and the
    /// terrain's chart entries. Throws std::invalid_argument naming the hex
    /// if it is off the map or the level is outside 0..kMaxLevel.
    void setHex(OffsetCoord hex, std::string_view terrain, int level, bool blocks, bool cover);
    /// Put a wall [5.0.2] (or another hexside feature named `feature` that
    /// gives the wall's +1 DM) on the hexside between two adjacent on-map
    /// hexes. Throws std::invalid_argument naming the hexes otherwise.
    void setWall(OffsetCoord a, OffsetCoord b, std::string_view feature = "wall");

    /// L(H) in 0..2; 0 off the map.
    int level(OffsetCoord hex) const { return m_grid.contains(hex) ? m_hexes[std::size_t(m_grid.index(hex))].level : 0; }
    /// Chart "Blocks LOS? Y" (buildings, woods); false off the map.
    bool blocks(OffsetCoord hex) const { return m_grid.contains(hex) && m_hexes[std::size_t(m_grid.index(hex))].blocks; }
    /// Chart "Cover terrain Y" for the hex's terrain alone (walls and markers not included); false off the map.
    bool coverTerrain(OffsetCoord hex) const { return m_grid.contains(hex) && m_hexes[std::size_t(m_grid.index(hex))].cover; }
    /// Whether any side of the hex holds a wall (a wall makes its hexes cover hexes, 10.0).
    bool hasWall(OffsetCoord hex) const;
    /// The hex's terrain id ("open" off the map).
    std::string_view terrain(OffsetCoord hex) const;

    /// The side of `a` that faces `b` (0..5, as HexGrid::sideName), -1 if not adjacent.
    int sideBetween(OffsetCoord a, OffsetCoord b) const { return m_slots.sideBetween(a, b); }
    /// Whether the hexside between adjacent hexes a and b holds a wall (false if either is off the map).
    bool wall(OffsetCoord a, OffsetCoord b) const;
    /// Whether side k (0..5) of `hex` holds a wall.
    bool wallOnSide(OffsetCoord hex, int side) const { return wall(hex, m_grid.neighbour(hex, side)); }
    /// The wall feature's id on that hexside ("" if none).
    std::string_view wallFeature(OffsetCoord a, OffsetCoord b) const;
    /// How many hexsides hold walls.
    int walls() const { return m_walls; }

private:
    struct Hex {
        std::uint8_t level = 0;
        bool blocks = false;
        bool cover = false;
        std::uint16_t terrain = 0; ///< index into m_names
    };
    HexGrid m_grid;
    std::vector<Hex> m_hexes;
    HexsideSlots m_slots;
    std::vector<std::uint16_t> m_wall; ///< per slot: index into m_names + 1; 0: no wall
    std::vector<std::string> m_names;  ///< terrain and feature ids, each once
    int m_walls = 0;

    std::uint16_t nameIndex(std::string_view name);
    void requireOnMap(OffsetCoord hex, const char* what) const;
};

} // namespace crestline::geometry::los
