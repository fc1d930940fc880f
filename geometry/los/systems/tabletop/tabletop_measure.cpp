// Closest distances between closed polygons, exact. Disjoint polygons are
// nearest at a vertex of one and an edge of the other, so the distance is
// the least vertex-to-edge distance both ways; meeting polygons are 0 apart.
// A vertex-to-edge distance squared is |w|^2 when the foot falls outside the
// edge, else cross(e, w)^2 / |e|^2; it is compared with d^2 by
// cross-multiplying. Bounds: coordinates within kMaxCoord (1e8) give
// differences below 2^29, so |w|^2 and cross^2 stay below 2^118 and
// d^2 |e|^2 below 2^120 once d is capped at 2^29 (farther than any two
// points of the table can be): all in int128.

#include "geometry/los/systems/tabletop/tabletop_measure.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace crestline::geometry::los::tabletop {

namespace {

/// Farther than any two points with coordinates within kMaxCoord (2^29 > 2 sqrt(2) 1e8).
constexpr Thou kBeyondTable = Thou(1) << 29;


/// Sign of dist(p, [a, b]) - d for an integer point and a closed segment.
int compareToSegment(TablePoint p, TablePoint a, TablePoint b, Thou d)
{
    const Int128 ex = b.x - a.x, ey = b.y - a.y, wx = p.x - a.x, wy = p.y - a.y;
    const Int128 dd = Int128(d) * d;
    const Int128 dot = ex * wx + ey * wy, len2 = ex * ex + ey * ey;
    if (dot <= 0 || len2 == 0) return sign(wx * wx + wy * wy - dd);
    if (dot >= len2) {
        const Int128 vx = p.x - b.x, vy = p.y - b.y;
        return sign(vx * vx + vy * vy - dd);
    }
    const Int128 cross = ex * wy - ey * wx;
    return sign(cross * cross - dd * len2);
}

double distanceToSegment(TablePoint p, TablePoint a, TablePoint b)
{
    const double ex = double(b.x - a.x), ey = double(b.y - a.y), wx = double(p.x - a.x), wy = double(p.y - a.y);
    const double len2 = ex * ex + ey * ey;
    const double t = len2 == 0 ? 0 : std::clamp((ex * wx + ey * wy) / len2, 0.0, 1.0);
    return std::hypot(wx - t * ex, wy - t * ey);
}

template <class F> void eachVertexEdge(const Polygon& a, const Polygon& b, F&& f)
{
    for (const Polygon* pair : {&a, &b}) {
        const Polygon& verts = *pair;
        const Polygon& edges = pair == &a ? b : a;
        for (const TablePoint& p : verts)
            for (std::size_t i = 0, n = edges.size(); i < n; ++i) f(p, edges[i], edges[(i + 1) % n]);
    }
}

} // namespace

bool polygonsMeet(const Polygon& a, const Polygon& b)
{
    for (std::size_t i = 0, n = a.size(); i < n; ++i)
        for (std::size_t j = 0, m = b.size(); j < m; ++j)
            if (segmentsMeet(a[i], a[(i + 1) % n], b[j], b[(j + 1) % m])) return true;
    // No edges meet: either one lies wholly inside the other, or they are apart.
    return (!a.empty() && placeOfPoint(b, a[0]) != Place::Outside) || (!b.empty() && placeOfPoint(a, b[0]) != Place::Outside);
}

int compareClosestDistance(const Polygon& a, const Polygon& b, Thou d)
{
    if (d < 0) throw std::invalid_argument("a distance to compare with must not be negative (" + std::to_string(d) + ")");
    if (polygonsMeet(a, b)) return d == 0 ? 0 : -1;
    d = std::min(d, kBeyondTable);
    int best = 1;
    eachVertexEdge(a, b, [&](TablePoint p, TablePoint u, TablePoint v) { best = std::min(best, compareToSegment(p, u, v, d)); });
    return best;
}

double closestDistanceInches(const Polygon& a, const Polygon& b)
{
    if (polygonsMeet(a, b)) return 0;
    double best = INFINITY;
    eachVertexEdge(a, b, [&](TablePoint p, TablePoint u, TablePoint v) { best = std::min(best, distanceToSegment(p, u, v)); });
    return best / double(kThouPerInch);
}

} // namespace crestline::geometry::los::tabletop
