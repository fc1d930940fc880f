#pragma once
// Clear and hindered strings settled from one hex without a walk: the other
// half of the viewer's shadows (shadows.h settles blocked strings).
//
// Seen from the viewer's centre dot c, a connected piece of artwork whose
// bounding box lies strictly away from c meets rays from c exactly in the
// closed arc of directions between its most clockwise and most
// counter-clockwise vertex. A string whose direction lies outside that arc
// does not touch the piece at all; one that lies inside it and reaches past
// the piece (the piece wholly short of the target's centre dot, clear of
// both end hexes) touches it between the end hexes. A rule system that
// says which artwork can change a string's ruling (SweepSettling) then lets
// the sweep rule a string that touches none of it Clear, and one that
// touches only hindrances Hindered by the largest, when the largest is
// certainly touched and no piece that might be touched exceeds it. Every
// test is exact (orientation signs, integer boxes and squared distances);
// direction bins only choose which pieces to test, and a piece is filed in
// one bin more on each side of its arc than the rounded pseudo-angles say,
// so none that could be touched is missed. Anything else is left to the
// rules (the caller walks the string).

#include "geometry/exact.h"
#include "geometry/los/analysis.h"
#include "geometry/los/scene.h"
#include "geometry/los/shadows.h"
#include "geometry/los/sweep_settling.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace crestline::geometry::los {

class ViewerSweep {
public:
    /// `sources` (the scene's, outliving this; may be null): the hexes where
    /// a road corridor meets an obstacle, so that a string touching one a
    /// road runs through outside those hexes may be settled Blocked.
    ViewerSweep(const Scene& scene, OffsetCoord viewer, const ShadowSources* sources = nullptr);
    ViewerSweep(const ViewerSweep&) = delete;
    ViewerSweep& operator=(const ViewerSweep&) = delete;

    /// The sweep of another viewer of the same scene (reuses the storage);
    /// with `reach`, only for the strings inside it (see StringReach).
    void reset(OffsetCoord viewer, const StringReach* reach = nullptr, viewer_arcs::ArcMemo* arcs = nullptr);

    /// The cell of the string from the viewer to `to` when the sweep can
    /// rule it under `levels` (see SweepSettling): Blocked when it touches,
    /// between the end hexes, artwork that `blocking` names (as
    /// ViewerShadows), else Clear or Hindered as above; nullopt says nothing.
    std::optional<Cell> settle(OffsetCoord to, const SweepLevels& levels, const BlockingLevels& blocking) const;
    std::optional<Cell> settle(const StringTarget& to, const SweepLevels& levels, const BlockingLevels& blocking) const;

    /// Pieces filed in bins, and pieces every direction may meet (tests, measurements).
    std::size_t pieceCount() const { return m_pieces.size(); }
    std::size_t everywhereCount() const { return m_everywhere.size(); }

private:
    enum class Kind : std::uint8_t { LevelArea, Obstacle, Hindrance };
    struct Piece {
        std::int64_t near2;                  ///< no point of the piece is nearer (squared distance)
        std::int64_t minU, minV, maxU, maxV; ///< integer box holding the piece
        Point first, last;                   ///< vertices bounding the arc (counter-clockwise)
        const Ring* outer;                   ///< the piece's outer ring (or line)
        const Point* ring;                   ///< its points
        std::int32_t ringSize;
        std::int32_t roadBegin, roadEnd;     ///< a road runs through: the hexes where it does (ShadowSources::roadHexes)
        int level;
        int hindrance;
        Kind kind;
        bool roadOpens;
        bool isLine;
        bool grid64;        ///< every vertex on the 1/64 grid (viewer_arcs::onGrid64)
        bool centreOutside; ///< the viewer's centre dot lies outside the closed outer ring
    };
    /// How the closed string meets a piece, from its edges alone.
    enum class Contact : std::uint8_t {
        Miss,    ///< not at all
        Between, ///< an edge crosses it properly strictly between the end hexes
        Unknown,
    };
    const Scene& m_scene;
    const ShadowSources* m_sources;
    IPoint m_centre;
    std::int64_t m_halfU = 2, m_halfV = 1; ///< a hexagon's half extents
    int m_binCount = 0;
    std::vector<char> m_grid64; ///< per artwork: viewer_arcs::onGrid64 of its outer ring
    std::vector<Piece> m_pieces;
    std::vector<Piece> m_everywhere;                  ///< the viewer is inside or on their box: any direction may meet them
    std::vector<std::int32_t> m_binStart, m_bins;     ///< pieces per direction bin, nearest first (compressed rows)
    // Scratch for reset(), kept to avoid allocating per viewer.
    std::vector<Piece> m_unsorted;
    std::vector<std::pair<int, int>> m_arcs, m_sortedArcs;
    std::vector<std::int32_t> m_fill;
    viewer_arcs::NearestFirst m_nearestFirst;

    int binOf(double du, double dv) const;
    /// `qs`, `qt`: where the string leaves the viewer's hex and enters the target's.
    Contact contact(const Piece& p, Point c, Point t, const RationalPointOnSegment& qs, const RationalPointOnSegment& qt) const;
    /// The closed string between qs and qt (between the end hexes) misses the piece.
    static bool missesBetween(const Piece& p, Point c, Point t, const RationalPointOnSegment& qs, const RationalPointOnSegment& qt);
    /// The closed edge a-b's box lies apart from hexagon h's box (exact).
    bool apartFromHex(Point a, Point b, IPoint h) const;
    /// A point where the closed edge a-b crosses the string properly lies
    /// outside hex h, or the string's part in h lies along none of h's road
    /// corridors (exact; o3, o4 the sides of the string's ends).
    bool crossingCountsIn(Point a, Point b, int o3, int o4, const RationalPointOnSegment& string, int h, bool grid64) const;
};

} // namespace crestline::geometry::los
