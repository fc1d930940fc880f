// Exact predicates for the lattice frame. Doubles and int64 inputs are
// converted exactly into CGAL's filtered number types: an interval evaluation
// decides whenever its sign is certain, and an exact rational (Gmpq)
// evaluation decides otherwise. No tolerance appears anywhere in this file.

#include "geometry/exact.h"

#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/Gmpq.h>
#include <CGAL/Interval_nt.h>

#include <algorithm>
#include <cmath>

namespace crestline::geometry {

namespace {

using Epick = CGAL::Exact_predicates_inexact_constructions_kernel;
using EPoint = Epick::Point_2;
using Interval = CGAL::Interval_nt<false>;

EPoint ep(Point p) { return EPoint(p.u, p.v); }

/// A rational point (x/den, y/den) with int64 numerators, den > 0.
struct RPoint {
    std::int64_t x, y, den;
};

RPoint toRational(const RationalPointOnSegment& r)
{
    return {r.den * r.a.u + r.num * (r.b.u - r.a.u), r.den * r.a.v + r.num * (r.b.v - r.a.v), r.den};
}

template <class NT>
NT nt(std::int64_t i)
{
    if constexpr (std::is_same_v<NT, CGAL::Gmpq>)
        return CGAL::Gmpq(static_cast<long>(i));
    else
        return NT(static_cast<double>(i)); // |i| < 2^53 is asserted by callers' ranges
}

template <class NT>
int signOf(const NT& x)
{
    if constexpr (std::is_same_v<NT, CGAL::Gmpq>)
        return x.sign();
    else
        return CGAL::sign(x);
}

// sign(cross(q - p, r - p)) with r rational, evaluated in NT.
template <class NT>
NT orientExpr(Point p, Point q, const RPoint& r)
{
    const NT pu(p.u), pv(p.v), qu(q.u), qv(q.v);
    const NT d = nt<NT>(r.den);
    return (qu - pu) * (nt<NT>(r.y) - d * pv) - (qv - pv) * (nt<NT>(r.x) - d * pu);
}

bool fitsInDouble(std::int64_t i) { return i < (std::int64_t(1) << 53) && i > -(std::int64_t(1) << 53); }

int orientRational(Point p, Point q, const RPoint& r)
{
    if (fitsInDouble(r.x) && fitsInDouble(r.y) && fitsInDouble(r.den)) {
        CGAL::Protect_FPU_rounding<true> guard;
        const Interval e = orientExpr<Interval>(p, q, r);
        if (e.inf() > 0) return 1;
        if (e.sup() < 0) return -1;
    }
    return signOf(orientExpr<CGAL::Gmpq>(p, q, r));
}

// sign(c - x/den) for double c.
int compareCoord(double c, std::int64_t x, std::int64_t den)
{
    if (fitsInDouble(x) && fitsInDouble(den)) {
        // Static filter: den and x convert exactly, and the two roundings of
        // c * den - x err by at most (2|c den| + |x|) 2^-53; 2^-51 (|c den| + |x|)
        // bounds that with room to spare. Outside the bound the double's sign
        // is the exact sign; inside it, the interval and exact paths decide.
        const double cd = c * double(den), d = cd - double(x);
        const double bound = (std::fabs(cd) + std::fabs(double(x))) * 0x1p-51;
        if (std::fabs(cd) > 0x1p-900 || c == 0) {
            if (d > bound) return 1;
            if (d < -bound) return -1;
        }
        CGAL::Protect_FPU_rounding<true> guard;
        const Interval e = Interval(c) * Interval(double(den)) - Interval(double(x));
        if (e.inf() > 0) return 1;
        if (e.sup() < 0) return -1;
    }
    return signOf(CGAL::Gmpq(c) * nt<CGAL::Gmpq>(den) - nt<CGAL::Gmpq>(x));
}

// Winding-number point location, generic over how the query point compares.
// cmpV(e) = sign(e.v - p.v); orient(e0, e1) = orientation(e0, e1, p);
// onSegmentBox(e0, e1): p within the closed bounding box of the edge.
template <class CmpV, class Orient, class InBox>
Side sideOfRingGeneric(const Ring& ring, CmpV cmpV, Orient orient, InBox inBox)
{
    const std::size_t n = ring.size();
    if (n < 3) return Side::Outside;
    int winding = 0;
    int cb = cmpV(ring[0]);
    for (std::size_t i = 0; i < n; ++i) {
        const Point a = ring[i];
        const Point b = ring[(i + 1) % n];
        const int ca = cb; // each vertex is compared once
        cb = cmpV(b);
        // An edge entirely above or below the point neither holds it nor is crossed.
        if ((ca > 0 && cb > 0) || (ca < 0 && cb < 0)) continue;
        const int o = orient(a, b);
        if (o == 0 && inBox(a, b)) return Side::OnBoundary;
        if (ca <= 0) {
            if (cb > 0 && o > 0) ++winding; // upward crossing, p left of edge
        } else {
            if (cb <= 0 && o < 0) --winding; // downward crossing, p right of edge
        }
    }
    return winding != 0 ? Side::Inside : Side::Outside;
}

Side combineWithHoles(Side outer, const PolygonWithHoles& poly, auto holeSide)
{
    if (outer != Side::Inside) return outer;
    for (const Ring& h : poly.holes) {
        const Side s = holeSide(h);
        if (s == Side::Inside) return Side::Outside;
        if (s == Side::OnBoundary) return Side::OnBoundary;
    }
    return Side::Inside;
}

bool pointInClosedConvex(const Ring& convex, Point p)
{
    const std::size_t n = convex.size();
    for (std::size_t i = 0; i < n; ++i)
        if (orientation(convex[i], convex[(i + 1) % n], p) < 0) return false;
    return true;
}

bool pointInOpenConvex(const Ring& convex, Point p)
{
    const std::size_t n = convex.size();
    for (std::size_t i = 0; i < n; ++i)
        if (orientation(convex[i], convex[(i + 1) % n], p) <= 0) return false;
    return true;
}

// Closed segment meets the closed convex polygon.
bool segmentTouchesConvexImpl(Point a, Point b, const Ring& convex)
{
    if (pointInClosedConvex(convex, a) || pointInClosedConvex(convex, b)) return true;
    const std::size_t n = convex.size();
    for (std::size_t i = 0; i < n; ++i)
        if (segmentsIntersect(a, b, convex[i], convex[(i + 1) % n])) return true;
    return false;
}

// Closed segment meets the open interior of the convex polygon: clip the
// segment's parameter range against each open half-plane, exactly in Gmpq
// (rare path: called only when cheaper tests left the answer open).
bool segmentEntersConvex(Point a, Point b, const Ring& convex)
{
    using Q = CGAL::Gmpq;
    Q lo(0), hi(1);
    bool loOpen = false, hiOpen = false;
    const std::size_t n = convex.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Point c = convex[i], d = convex[(i + 1) % n];
        // f(t) = cross(d - c, a + t(b - a) - c) must be > 0.
        const Q dcx = Q(d.u) - Q(c.u), dcy = Q(d.v) - Q(c.v);
        const Q fa = dcx * (Q(a.v) - Q(c.v)) - dcy * (Q(a.u) - Q(c.u));
        const Q fb = dcx * (Q(b.v) - Q(c.v)) - dcy * (Q(b.u) - Q(c.u));
        const Q slope = fb - fa;
        if (slope.sign() == 0) {
            if (fa.sign() <= 0) return false;
            continue;
        }
        const Q t = -fa / slope; // f(t) = 0
        if (slope.sign() > 0) {  // need t' > t
            if (t > lo || (t == lo)) { lo = t; loOpen = true; }
        } else {                 // need t' < t
            if (t < hi || (t == hi)) { hi = t; hiOpen = true; }
        }
    }
    if (lo < hi) return true;
    return lo == hi && !loOpen && !hiOpen;
}

} // namespace

Box boundingBox(const Ring& ring)
{
    if (ring.empty()) return {};
    Box b = Box::of(ring.front());
    for (const Point& p : ring) b.expand(p);
    return b;
}

int orientationExact(Point a, Point b, Point c)
{
    switch (CGAL::orientation(ep(a), ep(b), ep(c))) {
    case CGAL::LEFT_TURN: return 1;
    case CGAL::RIGHT_TURN: return -1;
    default: return 0;
    }
}

int orientation(Point p, Point q, const RationalPointOnSegment& r)
{
    return orientRational(p, q, toRational(r));
}

int compareAlong(IPoint a, IPoint b, Point z, std::int64_t num, std::int64_t den)
{
    // sign(dot(z - a, b - a) * den - num * |b - a|^2)
    const std::int64_t du = b.u - a.u, dv = b.v - a.v;
    const std::int64_t len2 = du * du + dv * dv;
    {
        CGAL::Protect_FPU_rounding<true> guard;
        const Interval e = ((Interval(z.u) - Interval(double(a.u))) * Interval(double(du)) +
                            (Interval(z.v) - Interval(double(a.v))) * Interval(double(dv))) *
                               Interval(double(den)) -
                           Interval(double(num)) * Interval(double(len2));
        if (e.inf() > 0) return 1;
        if (e.sup() < 0) return -1;
    }
    using Q = CGAL::Gmpq;
    const Q e = ((Q(z.u) - Q(long(a.u))) * Q(long(du)) + (Q(z.v) - Q(long(a.v))) * Q(long(dv))) * Q(long(den)) -
                Q(long(num)) * Q(long(len2));
    return e.sign();
}

bool segmentTouchesConvex(Point a, Point b, const Ring& convex) { return segmentTouchesConvexImpl(a, b, convex); }

bool segmentsIntersect(Point a, Point b, Point c, Point d)
{
    return CGAL::do_intersect(Epick::Segment_2(ep(a), ep(b)), Epick::Segment_2(ep(c), ep(d)));
}

bool segmentsCrossProperly(Point a, Point b, Point c, Point d)
{
    const int o1 = orientation(a, b, c), o2 = orientation(a, b, d);
    const int o3 = orientation(c, d, a), o4 = orientation(c, d, b);
    return o1 * o2 < 0 && o3 * o4 < 0;
}

Side sideOfRing(const Ring& ring, Point p)
{
    return sideOfRingGeneric(
        ring, [&](Point e) { return (e.v > p.v) - (e.v < p.v); },
        [&](Point e0, Point e1) { return orientation(e0, e1, p); },
        [&](Point e0, Point e1) {
            return p.u >= std::min(e0.u, e1.u) && p.u <= std::max(e0.u, e1.u) &&
                   p.v >= std::min(e0.v, e1.v) && p.v <= std::max(e0.v, e1.v);
        });
}

Side sideOfRing(const Ring& ring, const RationalPointOnSegment& rp)
{
    const RPoint r = toRational(rp);
    return sideOfRingGeneric(
        ring, [&](Point e) { return compareCoord(e.v, r.y, r.den); },
        [&](Point e0, Point e1) { return orientRational(e0, e1, r); },
        [&](Point e0, Point e1) {
            const int u0 = compareCoord(e0.u, r.x, r.den), u1 = compareCoord(e1.u, r.x, r.den);
            const int v0 = compareCoord(e0.v, r.y, r.den), v1 = compareCoord(e1.v, r.y, r.den);
            return u0 * u1 <= 0 && v0 * v1 <= 0;
        });
}

Side sideOfPolygon(const PolygonWithHoles& poly, Point p)
{
    return combineWithHoles(sideOfRing(poly.outer, p), poly, [&](const Ring& h) { return sideOfRing(h, p); });
}

Side sideOfPolygon(const PolygonWithHoles& poly, const RationalPointOnSegment& p)
{
    return combineWithHoles(sideOfRing(poly.outer, p), poly, [&](const Ring& h) { return sideOfRing(h, p); });
}

int ringOrientationSign(const Ring& ring)
{
    using Q = CGAL::Gmpq;
    Q area(0);
    const std::size_t n = ring.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Point a = ring[i], b = ring[(i + 1) % n];
        area += Q(a.u) * Q(b.v) - Q(b.u) * Q(a.v);
    }
    return area.sign();
}

bool polygonTouchesConvex(const PolygonWithHoles& poly, const Ring& convex)
{
    auto ringEdgesTouch = [&](const Ring& r) {
        for (std::size_t i = 0; i < r.size(); ++i)
            if (segmentTouchesConvexImpl(r[i], r[(i + 1) % r.size()], convex)) return true;
        return false;
    };
    if (ringEdgesTouch(poly.outer)) return true;
    for (const Ring& h : poly.holes)
        if (ringEdgesTouch(h)) return true;
    // No boundary contact: the convex polygon is wholly inside or wholly outside.
    return !convex.empty() && sideOfPolygon(poly, convex.front()) != Side::Outside;
}

bool polygonOverlapsConvex(const PolygonWithHoles& poly, const Ring& convex)
{
    if (convex.size() < 3) return false;
    // 1. A polygon vertex strictly inside the convex polygon: a wedge of the
    //    polygon's interior lies near it, so the interiors meet.
    auto anyVertexInside = [&](const Ring& r) {
        return std::any_of(r.begin(), r.end(), [&](Point p) { return pointInOpenConvex(convex, p); });
    };
    if (anyVertexInside(poly.outer)) return true;
    for (const Ring& h : poly.holes)
        if (anyVertexInside(h)) return true;
    // 2. A polygon edge crossing a convex edge transversally at interior points.
    bool boundaryContact = false;
    auto scanRing = [&](const Ring& r) {
        for (std::size_t i = 0; i < r.size(); ++i) {
            const Point a = r[i], b = r[(i + 1) % r.size()];
            for (std::size_t j = 0; j < convex.size(); ++j) {
                const Point c = convex[j], d = convex[(j + 1) % convex.size()];
                if (segmentsCrossProperly(a, b, c, d)) return true;
                if (segmentsIntersect(a, b, c, d)) boundaryContact = true;
            }
        }
        return false;
    };
    if (scanRing(poly.outer)) return true;
    for (const Ring& h : poly.holes)
        if (scanRing(h)) return true;
    if (!boundaryContact) {
        // Boundaries are disjoint: either one contains the other or they are apart.
        if (sideOfPolygon(poly, convex.front()) == Side::Inside) return true;
        return false; // polygon inside convex would have had a vertex inside (case 1)
    }
    // 3. Only touching contacts (shared edges, vertices on edges). Decide by
    //    whether any polygon edge passes through the open convex interior, or
    //    the convex polygon's interior points near its vertices/edge midpoints
    //    lie inside the polygon.
    auto edgesEnter = [&](const Ring& r) {
        for (std::size_t i = 0; i < r.size(); ++i)
            if (segmentEntersConvex(r[i], r[(i + 1) % r.size()], convex)) return true;
        return false;
    };
    if (edgesEnter(poly.outer)) return true;
    for (const Ring& h : poly.holes)
        if (edgesEnter(h)) return true;
    // No polygon edge enters the convex interior, so the open convex region is
    // wholly inside or wholly outside the polygon: test one interior point,
    // the vertex average (exact for lattice hexagons: their centre).
    double su = 0, sv = 0;
    for (const Point& p : convex) { su += p.u; sv += p.v; }
    const Point centre{su / double(convex.size()), sv / double(convex.size())};
    return sideOfPolygon(poly, centre) == Side::Inside;
}

bool polylineTouchesConvex(const std::vector<Point>& line, const Ring& convex)
{
    if (line.size() == 1) return pointInClosedConvex(convex, line.front());
    for (std::size_t i = 0; i + 1 < line.size(); ++i)
        if (segmentTouchesConvexImpl(line[i], line[i + 1], convex)) return true;
    return false;
}

bool polylineEntersConvex(const std::vector<Point>& line, const Ring& convex)
{
    for (const Point& p : line)
        if (pointInOpenConvex(convex, p)) return true;
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
        if (!segmentTouchesConvexImpl(line[i], line[i + 1], convex)) continue;
        if (segmentEntersConvex(line[i], line[i + 1], convex)) return true;
    }
    return false;
}

bool ringSelfIntersects(const Ring& ring)
{
    const std::size_t n = ring.size();
    if (n < 3) return false;
    for (std::size_t i = 0; i < n; ++i) {
        const Point a = ring[i], b = ring[(i + 1) % n];
        for (std::size_t j = i + 1; j < n; ++j) {
            const Point c = ring[j], d = ring[(j + 1) % n];
            const bool adjacent = (j == i + 1) || (i == 0 && j == n - 1);
            if (!adjacent) {
                if (segmentsIntersect(a, b, c, d)) return true;
            } else {
                // Adjacent edges share one vertex; they must not fold back onto each other.
                const Point shared = (j == i + 1) ? b : a;
                const Point p = (j == i + 1) ? a : b;
                const Point q = (j == i + 1) ? d : c;
                if (orientation(p, shared, q) == 0) {
                    // Collinear: the edges fold back if p and q lie on the same
                    // side of the shared vertex (coordinate comparisons only).
                    auto sideOf = [&](Point x) {
                        if (x.u != shared.u) return x.u > shared.u ? 1 : -1;
                        return (x.v > shared.v) - (x.v < shared.v);
                    };
                    if (sideOf(p) == sideOf(q)) return true;
                }
            }
        }
    }
    return false;
}

} // namespace crestline::geometry
