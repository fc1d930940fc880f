#pragma once
// What the LOS engine sees of a map: the hex grid, each hex's level, and the
// LOS-relevant artwork (level areas, obstacles, hindrances, road corridors)
// in the lattice frame, indexed by hex. Built from a map by maps/los_scene.h;
// tests build small scenes directly.

#include "geometry/hex_grid.h"
#include "geometry/point.h"

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace crestline::geometry::los {

/// What a piece of artwork does to a string that touches it.
enum class ArtworkRole {
    LevelArea,    ///< hill or depression: ground of `level` inside [24.5]
    Obstacle,     ///< blocks at or above its level [24.4, 24.52]
    Hindrance,    ///< hinders with `hindrance` at or above its level [23.31, 24.54]
    RoadCorridor, ///< a string wholly inside it within a hex is "along the road" [24.8]
};

/// Artwork levels that block every string touching them between the end
/// hexes, whatever else the string meets (a rule system's answer for one
/// pair of end levels; the default blocks nothing).
struct BlockingLevels {
    int levelArea = 1 << 20; ///< level areas of this level or higher
    int obstacle = 1 << 20;  ///< obstacles standing at this level or higher
};

/// One piece of LOS artwork. Areas are closed polygons with holes; lines
/// (walls drawn as lines) are open polylines stored in `shape.outer`.
struct Artwork {
    std::string id;          ///< feature id, for explanations
    std::string terrain;     ///< terrain id, for explanations
    ArtworkRole role = ArtworkRole::Obstacle;
    int level = 0;           ///< LevelArea: its elevation; others: the level it stands on
    int hindrance = 0;       ///< Hindrance: its value
    bool isLine = false;
    PolygonWithHoles shape;
    /// Obstacles and hindrances: a road corridor meets this artwork, so a
    /// string running along the road may pass it [FF 24.8]. Set by Scene.
    bool roadOpens = false;
};

/// Artwork edges and facts relevant to one hex (the index entry).
struct HexCandidate {
    std::int32_t artwork = 0;
    std::int32_t edgeBegin = 0;  ///< range into Scene::edges
    std::int32_t edgeEnd = 0;
    bool centreInside = false;   ///< the hex centre is inside the (area) artwork
    std::int32_t hexIndex = 0;   ///< the hex this entry belongs to
    std::uint8_t cornersInside = 0;  ///< bit k: hex corner k strictly inside the artwork
    std::uint8_t cornersOutside = 0; ///< bit k: hex corner k strictly outside
    /// Obstacles only: the artwork is drawn in this hex — overlaps the
    /// hexagon with area > 0, or a line enters its interior (an "obstacle
    /// hex" [FF 24.1, 24.53]; touching is not overlapping).
    bool overlapsHex = false;
};

/// A hex wholly inside blocking artwork: no edge of the artwork meets the
/// closed hex and its centre dot is inside, so the whole hexagon is.
/// Obstacles a road runs through (Artwork::roadOpens) are left out.
struct SolidHex {
    static constexpr int kNone = -(1 << 20);
    std::int32_t hexIndex = 0;
    int levelArea = kNone; ///< highest level area (level > 0) holding it
    int obstacle = kNone;  ///< highest obstacle holding it
};

/// An artwork edge (closed segment) stored flat for the index.
struct Edge {
    Point a, b;
};

/// Map data a rule system reads by hex instead of as artwork: whole-hex
/// terrain and hexside features. Each system that reads one derives its own
/// (in its folder under systems/); artwork-only systems ignore it.
class HexTable {
public:
    virtual ~HexTable() = default;
};

/// The LOS scene: built whole, or updated after an edit of the map (update()).
class Scene {
public:
    Scene() = default;
    Scene(HexGrid grid, std::vector<Artwork> artwork, std::vector<int> hexLevels);

    const HexGrid& grid() const { return m_grid; }
    const std::vector<Artwork>& artwork() const { return m_artwork; }
    /// L(H): the level at the hex's centre dot [24.5].
    int hexLevel(OffsetCoord h) const { return m_hexLevels[std::size_t(m_grid.index(h))]; }
    /// Index entries of an on-map hex: artwork whose closed region meets the closed hex.
    const std::vector<HexCandidate>& candidates(OffsetCoord h) const { return m_index[std::size_t(m_grid.index(h))]; }
    const std::vector<Edge>& edges() const { return m_edges; }
    /// Hexes wholly inside a level area of level > 0 or an obstacle.
    const std::vector<SolidHex>& solidHexes() const { return m_solid; }
    /// Bounding box of each artwork piece.
    const Box& artworkBox(int i) const { return m_boxes[std::size_t(i)]; }
    /// A conservative filter ahead of the exact tests: false only if no level
    /// area of level >= minLevelArea and no obstacle or hindrance standing at
    /// level >= minStanding can touch the string a-b between parameters
    /// tFrom and tTo. Edge boxes sit in a packed R-tree, widened by a margin
    /// far above floating-point error; a string wholly inside an area is
    /// caught by an exact test of its midpoint. True says nothing.
    bool mayMeetRelevantArtwork(IPoint a, IPoint b, double tFrom, double tTo, int minLevelArea, int minStanding) const;

    /// Replace the artwork and the hex levels after an edit, on the same
    /// grid: a piece equal in role, kind and shape to a piece of this scene
    /// keeps that piece's index entries (renumbered), and only the others are
    /// indexed again. The result equals Scene(grid, artwork, hexLevels): the
    /// same candidates in the same order in every hex (their edges may sit
    /// elsewhere in edges()). Returns how many pieces were indexed again.
    int update(std::vector<Artwork> artwork, std::vector<int> hexLevels);

    /// The whole-hex table of a system that reads one; null if none. Kept by update().
    const HexTable* hexTable() const { return m_hexTable.get(); }
    /// Attach (or with null, drop) the whole-hex table; shared, never copied.
    void setHexTable(std::shared_ptr<const HexTable> table) { m_hexTable = std::move(table); }

private:
    HexGrid m_grid;
    std::vector<Artwork> m_artwork;
    std::vector<int> m_hexLevels;
    std::vector<std::vector<HexCandidate>> m_index;
    std::vector<Edge> m_edges;
    std::vector<SolidHex> m_solid;
    std::vector<Box> m_boxes;
    struct Tree;
    std::shared_ptr<const Tree> m_tree;

    std::size_t m_liveEdges = 0; ///< edges some candidate still refers to
    std::shared_ptr<const HexTable> m_hexTable;

    void buildIndex();
    /// Add artwork ai's entries to the hexes it meets, in artwork order.
    void indexArtwork(std::size_t ai);
    /// [FF 24.8] roadOpens of the obstacles and hindrances marked in `recheck` (all if empty).
    void markRoadOpenings(const std::vector<char>& recheck);
    void buildTree();
    void findSolidHexes();
    void compactEdges();
};

} // namespace crestline::geometry::los
