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

int sign(double d) { return (d > 0) - (d < 0); }

/// Rays p->a and p->b point the same way (a, b != p, collinear with p).
bool sameDirection(Point p, Point a, Point b)
{
    return sign(a.u - p.u) == sign(b.u - p.u) && sign(a.v - p.v) == sign(b.v - p.v);
}

/// 0 for rays in [0, pi) counter-clockwise from the ray p->ref, 1 for [pi, 2 pi).
int halfFrom(Point p, Point ref, Point q)
{
    const int o = orientation(p, ref, q);
    if (o > 0) return 0;
    if (o < 0) return 1;
    return sameDirection(p, ref, q) ? 0 : 1;
}

/// The ray p->a comes strictly before the ray p->b, turning counter-clockwise from p->ref.
bool beforeFrom(Point p, Point ref, Point a, Point b)
{
    const int ha = halfFrom(p, ref, a), hb = halfFrom(p, ref, b);
    if (ha != hb) return ha < hb;
    return orientation(p, a, b) > 0;
}

/// The directions just counter-clockwise of the ray p->d lie in the sector.
bool coversJustAfter(Point p, const Sector& s, Point d)
{
    return beforeFrom(p, s.from, d, s.to);
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
    // The uncovered directions, if any, form open arcs; each begins where some
    // sector ends. So the union covers every direction exactly when, just past
    // the end of each sector, some sector goes on.
    for (const Sector& s : sectors) {
        const bool continued = std::any_of(sectors.begin(), sectors.end(), [&](const Sector& t) { return coversJustAfter(p, t, s.to); });
        if (!continued) return false;
    }
    return true;
}

} // namespace crestline::geometry
