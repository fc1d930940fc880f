#pragma once
// Exact contact between a piece of the string and a piece of artwork
// ("touches the physical depiction" [FF 23.1]: closed-set contact, so grazing
// a corner or running along an edge counts).

#include "geometry/los/scene.h"
#include "geometry/los/string_walk.h"

namespace crestline::geometry::los {

/// A piece of the string: the points with parameter in [lo, hi], minus an
/// end that is open (the point shared with the sighter's or target's hex).
struct Span {
    IPoint a, b;       ///< the whole string's ends (centre dots)
    Param lo, hi;
    bool loOpen = false, hiOpen = false;
    bool empty() const { return hi < lo || (lo == hi && (loOpen || hiOpen)); }
};

enum class TouchKind {
    None,
    Boundary, ///< the span meets an edge of the artwork
    Inside,   ///< the span lies wholly inside the artwork's interior
};

/// Whether the span touches the candidate artwork of its hex. When `where` is
/// given and there is contact, it receives an approximate contact point
/// (lattice frame, for display only: the decision itself is exact).
TouchKind touch(const Scene& scene, const HexCandidate& candidate, const Span& span, Point* where = nullptr);

/// The same test with no index: every edge of the artwork is tried.
TouchKind touchArtwork(const Artwork& artwork, const Span& span);

/// Spans for a walk from s to t: each part's [lo, hi] with the points shared
/// with the sighter's and target's hexes left out; the end hexes get empty spans.
void interveningSpans(const HexGrid& grid, OffsetCoord s, OffsetCoord t, const std::vector<HexPart>& parts, std::vector<Span>& spans);

/// Whether the closed span lies inside a convex artwork region (road corridors).
bool spanInsideConvex(const Artwork& convex, const Span& span);

/// The span's point at parameter t, rounded to doubles (display only).
Point approxPoint(const Span& span, Param t);

} // namespace crestline::geometry::los
