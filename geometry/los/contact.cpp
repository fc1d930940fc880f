// Contact tests in three steps, all exact: (1) each artwork edge near the hex
// against the span: side-of-line signs decide whether and where the edge meets
// the string's line, and the contact's position is compared with the span's
// rational ends; (2) if no edge meets the span, the span lies wholly inside or
// wholly outside the artwork, decided by one point of it; (3) nothing else.

#include "geometry/los/contact.h"

#include "geometry/exact.h"

#include <algorithm>

namespace crestline::geometry::los {

namespace {

// Position of an exact double point z (on the string's line) relative to t.
int cmpPoint(const Span& s, Point z, Param t) { return compareAlong(s.a, s.b, z, t.num, t.den); }

bool pointInSpan(const Span& s, Point z)
{
    const int l = cmpPoint(s, z, s.lo), h = cmpPoint(s, z, s.hi);
    return (s.loOpen ? l > 0 : l >= 0) && (s.hiOpen ? h < 0 : h <= 0);
}

RationalPointOnSegment rational(const Span& s, Param t) { return {s.a, s.b, t.num, t.den}; }

Param midpoint(Param x, Param y)
{
    return {x.num * y.den + y.num * x.den, 2 * x.den * y.den};
}

// Does the closed edge [e0, e1] meet the span? Sets *at for display.
bool edgeTouchesSpan(const Span& s, Point e0, Point e1, Point* at)
{
    const Point A = s.a.toPoint(), B = s.b.toPoint();
    const int o0 = orientation(A, B, e0), o1 = orientation(A, B, e1);
    if (o0 * o1 > 0) return false; // both strictly on one side of the string's line
    if (o0 == 0 && o1 == 0) {
        // Collinear: the edge covers [min, max] of its ends' positions.
        const int l0 = cmpPoint(s, e0, s.lo), l1 = cmpPoint(s, e1, s.lo);
        const int h0 = cmpPoint(s, e0, s.hi), h1 = cmpPoint(s, e1, s.hi);
        const bool reachesLo = s.loOpen ? (l0 > 0 || l1 > 0) : (l0 >= 0 || l1 >= 0);
        const bool reachesHi = s.hiOpen ? (h0 < 0 || h1 < 0) : (h0 <= 0 || h1 <= 0);
        if (!(reachesLo && reachesHi)) return false;
        if (at) *at = pointInSpan(s, e0) ? e0 : (pointInSpan(s, e1) ? e1 : approxPoint(s, midpoint(s.lo, s.hi)));
        return true;
    }
    if (o0 == 0 || o1 == 0) {
        // One end lies on the string's line: that end is the only contact.
        const Point z = o0 == 0 ? e0 : e1;
        if (!pointInSpan(s, z)) return false;
        if (at) *at = z;
        return true;
    }
    // The edge crosses the line at one constructed point Q; find Q's position
    // by the side of the edge's line that A, B and the span ends lie on.
    const int sA = orientation(e0, e1, A), sB = orientation(e0, e1, B);
    if (sA != 0 && sA == sB) return false; // Q is outside the string
    if (sA == 0 || sB == 0) {
        const Point z = sA == 0 ? A : B;
        if (!pointInSpan(s, z)) return false;
        if (at) *at = z;
        return true;
    }
    const int sLo = orientation(e0, e1, rational(s, s.lo));
    const bool afterLo = s.loOpen ? sLo == sA : (sLo == sA || sLo == 0);
    if (!afterLo) return false;
    const int sHi = orientation(e0, e1, rational(s, s.hi));
    const bool beforeHi = s.hiOpen ? sHi == sB : (sHi == sB || sHi == 0);
    if (!beforeHi) return false;
    if (at) {
        // Display only: intersection of the two lines in doubles.
        const double d = (B.u - A.u) * (e1.v - e0.v) - (B.v - A.v) * (e1.u - e0.u);
        const double t = ((e0.u - A.u) * (e1.v - e0.v) - (e0.v - A.v) * (e1.u - e0.u)) / d;
        *at = {A.u + t * (B.u - A.u), A.v + t * (B.v - A.v)};
    }
    return true;
}

} // namespace

Point approxPoint(const Span& s, Param t)
{
    const double f = double(t.num) / double(t.den);
    return {double(s.a.u) + f * double(s.b.u - s.a.u), double(s.a.v) + f * double(s.b.v - s.a.v)};
}

TouchKind touch(const Scene& scene, const HexCandidate& c, const Span& span, Point* where)
{
    if (span.empty()) return TouchKind::None;
    const Artwork& art = scene.artwork()[std::size_t(c.artwork)];
    if (c.edgeBegin == c.edgeEnd) {
        // No boundary near this hex: the whole hex is inside the artwork.
        if (!c.centreInside) return TouchKind::None;
        if (where) *where = approxPoint(span, midpoint(span.lo, span.hi));
        return TouchKind::Inside;
    }
    const auto& edges = scene.edges();
    const Point A = span.a.toPoint(), B = span.b.toPoint();
    int edgeSide = 0; // +1 / -1: every nearby edge strictly on that side of the string's line; 2: mixed
    for (std::int32_t i = c.edgeBegin; i < c.edgeEnd; ++i) {
        const Edge& e = edges[std::size_t(i)];
        if (edgeTouchesSpan(span, e.a, e.b, where)) return TouchKind::Boundary;
        if (edgeSide != 2) {
            const int o0 = orientation(A, B, e.a), o1 = orientation(A, B, e.b);
            const int side = (o0 == o1 && o0 != 0) ? o0 : 2;
            edgeSide = (edgeSide == 0 || edgeSide == side) ? side : 2;
        }
    }
    if (art.isLine) return TouchKind::None;
    if (edgeSide == 1 || edgeSide == -1) {
        // The part of the hex strictly across the string's line from every
        // nearby edge holds no artwork boundary, so the span (which borders
        // it) is in or out as any hex corner there is; corners were located
        // exactly when the index was built.
        const auto corners = scene.grid().corners(scene.grid().fromIndex(c.hexIndex));
        for (int k = 0; k < 6; ++k) {
            if (orientation(span.a, span.b, corners[std::size_t(k)]) != -edgeSide) continue;
            if (c.cornersInside & (1u << k)) {
                if (where) *where = approxPoint(span, midpoint(span.lo, span.hi));
                return TouchKind::Inside;
            }
            if (c.cornersOutside & (1u << k)) return TouchKind::None;
        }
    }
    // No edge meets the span, so it is wholly inside or wholly outside: test one point.
    const Param mid = span.lo == span.hi ? span.lo : midpoint(span.lo, span.hi);
    if (sideOfPolygon(art.shape, rational(span, mid)) != Side::Inside) return TouchKind::None;
    if (where) *where = approxPoint(span, mid);
    return TouchKind::Inside;
}

TouchKind touchArtwork(const Artwork& art, const Span& span)
{
    if (span.empty()) return TouchKind::None;
    auto ringTouches = [&](const Ring& r, bool closed) {
        const std::size_t n = r.size();
        if (n == 1) return edgeTouchesSpan(span, r[0], r[0], nullptr);
        const std::size_t count = closed ? n : n - 1;
        for (std::size_t i = 0; i < count; ++i)
            if (edgeTouchesSpan(span, r[i], r[(i + 1) % n], nullptr)) return true;
        return false;
    };
    if (ringTouches(art.shape.outer, !art.isLine)) return TouchKind::Boundary;
    if (art.isLine) return TouchKind::None;
    for (const Ring& h : art.shape.holes)
        if (ringTouches(h, true)) return TouchKind::Boundary;
    const Param mid = span.lo == span.hi ? span.lo : midpoint(span.lo, span.hi);
    return sideOfPolygon(art.shape, rational(span, mid)) == Side::Inside ? TouchKind::Inside : TouchKind::None;
}

void interveningSpans(const HexGrid& grid, OffsetCoord s, OffsetCoord t, const std::vector<HexPart>& parts, std::vector<Span>& spans)
{
    spans.resize(parts.size());
    if (parts.empty()) return;
    // [23.1] the closed end hexes are cut off the string: tS = where it
    // leaves the sighter's hex, tT = where it enters the target's.
    const Param tS = parts.front().hi, tT = parts.back().lo;
    const IPoint a = grid.centre(s), b = grid.centre(t);
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const HexPart& p = parts[i];
        Span& sp = spans[i];
        sp.a = a;
        sp.b = b;
        sp.lo = p.lo;
        sp.hi = p.hi;
        sp.loOpen = p.lo == tS;
        sp.hiOpen = p.hi == tT;
        if (p.hex == s || p.hex == t) sp.hi = Param{-1, 1}; // never intervening
    }
}

bool spanInsideConvex(const Artwork& convex, const Span& span)
{
    return sideOfRing(convex.shape.outer, rational(span, span.lo)) != Side::Outside &&
           sideOfRing(convex.shape.outer, rational(span, span.hi)) != Side::Outside;
}

} // namespace crestline::geometry::los
