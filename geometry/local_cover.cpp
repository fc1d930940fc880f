// insideUnion: the sectors each polygon occupies around a point, and whether
// together they leave any direction out. Directions are never built as
// vectors: each is the ray from p through an input point, compared with the
// exact orientation predicate and exact coordinate comparisons.

#include "geometry/local_cover.h"

#include "geometry/exact.h"

#include <algorithm>
#include <cstddef>

namespace crestline::geometry {

namespace {

/// The closed sector swept counter-clockwise from the ray p->from to the ray p->to.
struct Sector {
    Point from;
    Point to;
};

/// An angle around p, counter-clockwise from the ray p->(+u): 0, the ray
/// through `dir`, or a full turn (the end of a sector split at angle 0).
struct Angle {
    enum Kind { Zero, Ray, FullTurn } kind;
    Point dir;
};

/// 0 for rays in [0, pi) from +u, 1 for [pi, 2 pi).
int half(Point p, Point q) { return (q.v > p.v || (q.v == p.v && q.u > p.u)) ? 0 : 1; }

/// The ray p->q points along +u (angle 0).
bool alongZero(Point p, Point q) { return q.v == p.v && q.u > p.u; }

/// -1, 0 or 1 as angle a is less than, equal to or greater than angle b. Exact.
int compare(Point p, const Angle& a, const Angle& b)
{
    auto rank = [&](const Angle& x) { return x.kind == Angle::Zero || (x.kind == Angle::Ray && alongZero(p, x.dir)) ? 0 : x.kind == Angle::FullTurn ? 2 : 1; };
    const int ra = rank(a), rb = rank(b);
    if (ra != rb || ra != 1) return (ra > rb) - (ra < rb);
    const int ha = half(p, a.dir), hb = half(p, b.dir);
    if (ha != hb) return (ha > hb) - (ha < hb);
    return -orientation(p, a.dir, b.dir); // b counter-clockwise of a: a is less
}

/// p lies on the closed segment [a, b] but is neither end.
bool strictlyOnSegment(Point a, Point b, Point p)
{
    if (p == a || p == b || orientation(a, b, p) != 0) return false;
    return std::min(a.u, b.u) <= p.u && p.u <= std::max(a.u, b.u) && std::min(a.v, b.v) <= p.v && p.v <= std::max(a.v, b.v);
}

/// The sectors a ring's interior side occupies at p (none if p is off the ring).
void ringSectors(const Ring& ring, bool interiorLeft, Point p, std::vector<Sector>& out)
{
    const std::size_t n = ring.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Point a = ring[i], b = ring[(i + 1) % n];
        if (strictlyOnSegment(a, b, p)) {
            // A half-plane: left of a->b turning from b's ray to a's.
            out.push_back(interiorLeft ? Sector{b, a} : Sector{a, b});
            continue;
        }
        if (!(a == p)) continue;
        // A vertex: the angle between the nearest distinct neighbours.
        std::size_t k = (i + n - 1) % n;
        while (k != i && ring[k] == p) k = (k + n - 1) % n;
        std::size_t m = (i + 1) % n;
        while (m != i && ring[m] == p) m = (m + 1) % n;
        if (k == i || m == i) continue; // a ring of one point
        const Point prev = ring[k], next = ring[m];
        out.push_back(interiorLeft ? Sector{next, prev} : Sector{prev, next});
    }
}

} // namespace

bool insideUnion(const std::vector<const PolygonWithHoles*>& polygons, Point p)
{
    std::vector<Sector> sectors;
    for (const PolygonWithHoles* poly : polygons) {
        const Side side = sideOfPolygon(*poly, p);
        if (side == Side::Inside) return true;
        if (side == Side::Outside) continue;
        // Interior to the left of each edge of a counter-clockwise outer ring
        // and of a clockwise hole; to the right otherwise.
        ringSectors(poly->outer, ringOrientationSign(poly->outer) > 0, p, sectors);
        for (const Ring& hole : poly->holes) ringSectors(hole, ringOrientationSign(hole) < 0, p, sectors);
    }
    if (sectors.empty()) return false;
    // Each closed sector as closed intervals of angle in [0, full turn]
    // (split where it crosses angle 0), swept in order of their starts: the
    // union covers every direction exactly when no interval starts past the
    // furthest end reached so far, and the ends reach the full turn.
    struct Interval {
        Angle from, to;
    };
    std::vector<Interval> intervals;
    const Angle zero{Angle::Zero, p}, full{Angle::FullTurn, p};
    for (const Sector& s : sectors) {
        const Angle from{Angle::Ray, s.from}, to{Angle::Ray, s.to};
        if (compare(p, from, to) <= 0) {
            intervals.push_back({from, to});
        } else {
            intervals.push_back({from, full});
            intervals.push_back({zero, to});
        }
    }
    std::sort(intervals.begin(), intervals.end(), [&](const Interval& x, const Interval& y) { return compare(p, x.from, y.from) < 0; });
    Angle reach = zero;
    for (const Interval& i : intervals) {
        if (compare(p, i.from, reach) > 0) return false; // an open arc nothing covers
        if (compare(p, i.to, reach) > 0) reach = i.to;
    }
    return reach.kind == Angle::FullTurn;
}

} // namespace crestline::geometry
