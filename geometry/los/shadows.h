#pragma once
// Shadows seen from one hex: a shortcut for analysis that rules on many
// strings from the same centre dot (viewsheds, a row of the all-pairs matrix).
//
// A piece of artwork is connected, so the directions in which rays from the
// viewer's centre dot meet it form one arc, bounded by two of its vertices.
// A string whose direction lies in that closed arc meets the piece; if the
// piece lies wholly outside both end hexes and wholly before the target's
// centre dot along the string, the meeting point is on the intervening part
// of the string.
// Hexes wholly inside blocking artwork stand in for pieces near an end hex:
// a string whose direction lies strictly inside such a hex's arc passes
// through the hexagon's interior, which no other hex shares, so it touches
// the artwork between the end hexes even beside one of them.
// An obstacle a road runs through [FF 24.8] blocks a string that touches it
// and misses every hex where a road corridor meets it (other than the end
// hexes): wherever it touches, that hex holds no road.
// Every step of that argument is an exact test (orientation signs, integer
// boxes and squared distances), so a "blocked" answer is exact. Pieces that
// fail any condition (wrapping round the viewer) are simply not used: the
// caller then walks the string.

#include "geometry/los/scene.h"
#include "geometry/los/viewer_arcs.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace crestline::geometry::los {

/// A closed box of the lattice frame (integers) that holds the viewer's
/// centre dot and the centre dot of every target it will be asked about, so
/// every such string (a string lies in the box of its two ends): artwork
/// wholly outside it is touched by none of them and is left out of the
/// viewer's shadows and sweep (the rows of a reciprocal matrix ask only
/// about the hexes after the viewer's).
struct StringReach {
    std::int64_t minU, minV, maxU, maxV;
    /// Box b lies wholly outside (exact comparisons).
    bool apart(const Box& b) const
    {
        return b.maxU < double(minU) || b.minU > double(maxU) || b.maxV < double(minV) || b.minV > double(maxV);
    }
};

/// A target as the row loop knows it: its hex, index and centre dot, and
/// the pseudo-angle of the string's direction (viewer_arcs::pseudoAngle of
/// centre minus the viewer's centre), which only chooses direction bins.
struct StringTarget {
    OffsetCoord hex;
    IPoint centre;
    int index;
    double angle;
};

/// What the shadows of every viewer of one scene are built from, found once
/// a scene: the solid hexes (Scene::solidHexes, and hexes wholly inside an
/// obstacle a road runs through where no corridor meets the hex) and, for
/// each obstacle a road runs through, the hexes where a corridor meets it.
/// Leaving a piece out only costs a shortcut, never a wrong answer.
class ShadowSources {
public:
    explicit ShadowSources(const Scene& scene);

    struct Opened {
        std::int32_t artwork;
        std::int32_t roadBegin, roadEnd; ///< range of roadHexes
    };
    /// Solid hexes with a neighbour that is off the map or less solid (a
    /// string from outside a solid region touches one of these first).
    std::vector<SolidHex> solid;
    /// The others, used only beside the viewer; per hex, its entry or -1.
    std::vector<SolidHex> interior;
    std::vector<std::int32_t> interiorAt;
    /// Obstacles and hindrances a road runs through (the shadows use the obstacles only).
    std::vector<Opened> opened;
    std::vector<std::int32_t> openedOf;  ///< per artwork: its entry in `opened`, or -1
    std::vector<std::int32_t> roadHexes; ///< hex indices
    /// Per hex index h, the road corridors among its candidates (the
    /// artwork FF's rules test for a string's part in h lying along a road
    /// [24.8]): corridors[corridorStart[h] .. corridorStart[h + 1]).
    std::vector<std::int32_t> corridorStart, corridors;

private:
    void addOpened(const Scene& scene, const HexGrid& grid);
};

class ViewerShadows {
public:
    ViewerShadows(const Scene& scene, OffsetCoord viewer);
    /// Built from sources found once (the scene's, outliving this). Null:
    /// the shadows as they were before issue 30 (whole pieces and the
    /// scene's solid hexes, apart from both end hexes; no obstacle a road
    /// runs through), which the baseline matrix keeps.
    ViewerShadows(const Scene& scene, const ShadowSources* sources, OffsetCoord viewer);
    ViewerShadows(const ViewerShadows&) = delete;
    ViewerShadows& operator=(const ViewerShadows&) = delete;

    /// The shadows of another viewer of the same scene (reuses the storage);
    /// with `reach`, only for the strings inside it; `arcs`: the artwork's
    /// arcs from this viewer's centre dot, shared with its sweep.
    void reset(OffsetCoord viewer, const StringReach* reach = nullptr, viewer_arcs::ArcMemo* arcs = nullptr);

    /// True only if the string from the viewer to `to` touches, outside both
    /// end hexes, artwork that `blocking` names. False says nothing.
    bool certainlyBlocked(OffsetCoord to, const BlockingLevels& blocking) const;
    bool certainlyBlocked(const StringTarget& to, const BlockingLevels& blocking) const;
    /// `to` as the row loop passes it.
    StringTarget target(OffsetCoord to) const;

    /// Pieces that cast a shadow (for tests and measurements).
    std::size_t pieceCount() const { return m_pieces.size(); }

private:
    enum class Kind : std::uint8_t {
        Artwork, ///< a whole piece, its box apart from the viewer's hex
        Hex,     ///< a hex wholly inside the artwork
        Opened,  ///< a whole obstacle a road runs through; `ref` its first road hex in m_roads
    };
    struct Piece {
        std::int64_t near2;                  ///< no point of the piece is nearer (squared distance)
        std::int64_t minU, minV, maxU, maxV; ///< integer box holding the piece
        Box box;                             ///< bounding box
        Point first, last;                   ///< vertices bounding the arc (counter-clockwise)
        int level;
        std::int32_t ref;    ///< Hex: its index; Opened: first road hex
        std::int32_t refEnd; ///< Opened: end of its road hexes
        Kind kind;
        bool levelArea;
        bool nearViewer; ///< Hex: its box meets the viewer's hex box
    };
    /// A hex where a road corridor meets an obstacle, seen from the viewer.
    struct RoadHex {
        std::int64_t minU, minV, maxU, maxV;
        Point first, last;
        std::int32_t index;
        bool viewer; ///< the viewer's own hex
    };
    const Scene& m_scene;
    std::optional<ShadowSources> m_own;
    const ShadowSources* m_sources = nullptr; ///< null: the baseline's shadows
    IPoint m_centre;
    std::int64_t m_halfU = 2, m_halfV = 1; ///< a hexagon's half extents
    int m_binCount = 0;
    std::vector<Piece> m_pieces;
    std::vector<RoadHex> m_roads;
    std::vector<std::int32_t> m_binStart, m_bins; ///< pieces per direction bin, nearest first (compressed rows)
    // Scratch for reset(), kept to avoid allocating per viewer.
    std::vector<std::int32_t> m_fill;
    std::vector<std::pair<int, int>> m_arcs;
    viewer_arcs::NearestFirst m_nearestFirst;
    std::vector<Piece> m_sorted;

    int binOf(double du, double dv) const;
    bool apart(const Box& b, IPoint centre) const;
};

} // namespace crestline::geometry::los
