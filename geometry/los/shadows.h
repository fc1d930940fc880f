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
// Every step of that argument is an exact test (orientation signs, integer
// boxes and squared distances), so a "blocked" answer is exact. Pieces that
// fail any condition (near either end, wrapping round the viewer) are
// simply not used: the caller then walks the string.

#include "geometry/los/scene.h"

#include <cstdint>
#include <vector>

namespace crestline::geometry::los {

class ViewerShadows {
public:
    ViewerShadows(const Scene& scene, OffsetCoord viewer);

    /// True only if the string from the viewer to `to` touches, outside both
    /// end hexes, artwork that `blocking` names. False says nothing.
    bool certainlyBlocked(OffsetCoord to, const BlockingLevels& blocking) const;

    /// Pieces that cast a shadow (for tests and measurements).
    std::size_t pieceCount() const { return m_pieces.size(); }

private:
    struct Piece {
        std::int64_t near2;     ///< no point of the piece is nearer (squared distance)
        std::int64_t minU, minV, maxU, maxV; ///< integer box holding the piece
        Box box;                ///< bounding box
        Point first, last;      ///< vertices bounding the arc (counter-clockwise)
        bool levelArea;
        int level;
    };
    const Scene& m_scene;
    IPoint m_centre;
    double m_halfU = 2, m_halfV = 1;             ///< a hexagon's half extents
    int m_binCount = 0;
    std::vector<Piece> m_pieces;
    std::vector<std::int32_t> m_binStart, m_bins; ///< pieces per direction bin, nearest first (compressed rows)

    int binOf(double du, double dv) const;
    bool apartFromHex(const Box& b, IPoint centre) const;
};

} // namespace crestline::geometry::los
