#pragma once
// Exact geometric predicates on lattice-frame points. Inputs are doubles (or
// int64 lattice points); every answer is exact: CGAL's filtered predicates
// (interval arithmetic, exact fallback) decide, never a tolerance.
// exact.cpp is the only geometry translation unit that includes CGAL for
// predicates (maps/ring_checks.cpp uses CGAL's is_simple_2 sweep on its own).

#include "geometry/point.h"

#include <cstdint>

namespace crestline::geometry {

/// The same sign computed by CGAL's filtered predicate (interval arithmetic,
/// exact fallback): the exact answer for every input.
int orientationExact(Point a, Point b, Point c);

/// Sign of the orientation of (a, b, c): +1 left turn (counter-clockwise in a
/// y-up frame), -1 right turn, 0 collinear. Exact: the determinant is taken
/// in doubles and its sign trusted only when it exceeds Shewchuk's certified
/// bound on the rounding error (orient2d, error bound A, valid while no
/// product underflows or overflows, hence the range check); otherwise the
/// exact predicate decides.
inline int orientation(Point a, Point b, Point c)
{
    const double l = (b.u - a.u) * (c.v - a.v), r = (b.v - a.v) * (c.u - a.u);
    const double det = l - r, sum = (l < 0 ? -l : l) + (r < 0 ? -r : r);
    constexpr double kBound = (3.0 + 16.0 * 0x1p-53) * 0x1p-53; // (3 + 16 eps) eps
    if (sum > 1e-250 && sum < 1e250) {
        if (det > kBound * sum) return 1;
        if (-det > kBound * sum) return -1;
    }
    return orientationExact(a, b, c);
}

/// Exact orientation for integer points (int64, no overflow for |coord| < 2^30).
inline int orientation(IPoint a, IPoint b, IPoint c)
{
    const Int128 d = (Int128)(b.u - a.u) * (c.v - a.v) - (Int128)(b.v - a.v) * (c.u - a.u);
    return (d > 0) - (d < 0);
}

/// A point on the segment a->b given by an exact rational parameter t = num/den
/// (den > 0); a and b are integer lattice points. Used for the ends of the
/// pieces of the string inside each hex.
struct RationalPointOnSegment {
    IPoint a, b;
    std::int64_t num = 0, den = 1;
};

/// Sign of orientation(p, q, r) where r is a rational point on an integer
/// segment. Exact (interval filter, exact rational fallback).
int orientation(Point p, Point q, const RationalPointOnSegment& r);

/// Compare the position along a->b of a double point z (assumed on the line
/// a-b) with the rational parameter num/den: -1 if z comes before, 0 same, +1 after.
int compareAlong(IPoint a, IPoint b, Point z, std::int64_t num, std::int64_t den);

/// Compare two rationals n1/d1 and n2/d2 (d1, d2 > 0).
inline int compareRational(std::int64_t n1, std::int64_t d1, std::int64_t n2, std::int64_t d2)
{
    constexpr std::int64_t kSmall = std::int64_t(1) << 31;
    if (n1 < kSmall && n1 > -kSmall && n2 < kSmall && n2 > -kSmall && d1 < kSmall && d2 < kSmall) {
        const std::int64_t l = n1 * d2, r = n2 * d1; // |products| < 2^62
        return (l > r) - (l < r);
    }
    const Int128 l = (Int128)n1 * d2, r = (Int128)n2 * d1;
    return (l > r) - (l < r);
}

/// Closed segments [a,b] and [c,d] share at least one point. Exact.
bool segmentsIntersect(Point a, Point b, Point c, Point d);

/// Where a closed point lies relative to a closed ring.
enum class Side { Outside, OnBoundary, Inside };

/// Exact point-in-ring test (ring may be convex or not, either orientation).
Side sideOfRing(const Ring& ring, Point p);

/// Exact point-in-ring test for a rational point on an integer segment.
Side sideOfRing(const Ring& ring, const RationalPointOnSegment& p);

/// Exact point-in-polygon-with-holes: Inside means in the interior.
Side sideOfPolygon(const PolygonWithHoles& poly, Point p);
Side sideOfPolygon(const PolygonWithHoles& poly, const RationalPointOnSegment& p);

/// Twice the signed area of a ring, computed exactly and rounded once (for
/// display and for the sign only: the sign is exact).
int ringOrientationSign(const Ring& ring);

/// True if the closed polygon (with holes) and the closed convex polygon
/// `convex` (counter-clockwise, y-up sense of orientation() > 0) share a point.
bool polygonTouchesConvex(const PolygonWithHoles& poly, const Ring& convex);

/// True if the interiors of the polygon and the convex polygon intersect
/// (their overlap has area > 0; touching along an edge or at a corner does not count).
bool polygonOverlapsConvex(const PolygonWithHoles& poly, const Ring& convex);

/// True if the closed polyline shares a point with the *interior* of the convex polygon.
bool polylineEntersConvex(const std::vector<Point>& line, const Ring& convex);

/// True if the closed polyline shares a point with the closed convex polygon.
bool polylineTouchesConvex(const std::vector<Point>& line, const Ring& convex);

/// True if the closed segment [a,b] shares a point with the closed convex polygon.
bool segmentTouchesConvex(Point a, Point b, const Ring& convex);

/// True if segments [a,b] and [c,d] cross at a single point interior to both.
bool segmentsCrossProperly(Point a, Point b, Point c, Point d);

/// Self-intersection check of a ring: true if two non-adjacent edges share a
/// point or adjacent edges overlap. Exact.
bool ringSelfIntersects(const Ring& ring);

} // namespace crestline::geometry
