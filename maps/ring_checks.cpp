// Ring tests for the map checks (see ring_checks.h). CGAL decides
// simplicity; Boost.Geometry's R-tree filters pairs of rings by their
// closed bounding boxes (comparisons of exact coordinates, no tolerance);
// how two rings lie is decided by the exact predicates of geometry/exact.h.

#include "maps/ring_checks.h"

#include "geometry/exact.h"

#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/Polygon_2_algorithms.h>
#include <boost/geometry.hpp>
#include <boost/geometry/index/rtree.hpp>

#include <algorithm>

namespace crestline::maps {

namespace {

using Kernel = CGAL::Exact_predicates_inexact_constructions_kernel;
namespace bg = boost::geometry;
namespace bgi = boost::geometry::index;
using BPoint = bg::model::point<double, 2, bg::cs::cartesian>;
using BBox = bg::model::box<BPoint>;

BBox toBoost(const geometry::Box& b) { return BBox(BPoint(b.minU, b.minV), BPoint(b.maxU, b.maxV)); }

using geometry::Point;
using geometry::Ring;

geometry::Side pieceStart(const Ring& ring, int sign, Point s, Point t);
unsigned piecesAlong(const Ring& ring, int sign, Point p, Point q);

unsigned bit(geometry::Side side) { return 1u << unsigned(side); }

/// Some piece of [p,q] lies outside `outer`, given that p and q are not
/// outside and [p,q] crosses no outer edge properly.
bool edgeLeaves(const Ring& outer, int sign, Point p, Point q)
{
    return piecesAlong(outer, sign, p, q) & bit(geometry::Side::Outside);
}

/// Where the pieces of [p,q] lie relative to `ring` (a bit per Side), given
/// that [p,q] crosses no ring edge properly. The ring's vertices on [p,q]
/// cut it into pieces that are each wholly inside, outside or on the
/// boundary; each piece is classified by the direction it leaves its start.
unsigned piecesAlong(const Ring& ring, int sign, Point p, Point q)
{
    const bool useU = p.u != q.u;
    auto along = [&](Point x) { return useU ? x.u : x.v; };
    std::vector<Point> cuts{p, q};
    for (const Point& v : ring) {
        const double a = along(v), lo = std::min(along(p), along(q)), hi = std::max(along(p), along(q));
        if (geometry::orientation(p, q, v) == 0 && a > lo && a < hi) cuts.push_back(v);
    }
    const bool forward = along(q) > along(p);
    std::sort(cuts.begin(), cuts.end(), [&](Point a, Point b) { return forward ? along(a) < along(b) : along(a) > along(b); });
    unsigned found = 0;
    for (std::size_t k = 0; k + 1 < cuts.size(); ++k)
        if (cuts[k] != cuts[k + 1]) found |= bit(pieceStart(ring, sign, cuts[k], cuts[k + 1]));
    return found;
}

/// Where the open segment from s towards t starts, relative to `ring`.
geometry::Side pieceStart(const Ring& ring, int sign, Point s, Point t)
{
    using geometry::Side;
    const Side at = geometry::sideOfRing(ring, s);
    if (at != Side::OnBoundary) return at;
    auto left = [&](Point a, Point b, Point x) { return sign * geometry::orientation(a, b, x); };
    auto sameDirection = [&](Point from, Point a, Point b) {
        auto sgn = [](double x) { return (x > 0) - (x < 0); };
        return geometry::orientation(from, a, b) == 0 && sgn(a.u - from.u) == sgn(b.u - from.u) && sgn(a.v - from.v) == sgn(b.v - from.v);
    };
    const std::size_t n = ring.size();
    for (std::size_t k = 0; k < n; ++k) {
        if (ring[k] != s) continue;
        const Point u = ring[(k + n - 1) % n], w = ring[(k + 1) % n];
        if (sameDirection(s, t, u) || sameDirection(s, t, w)) return Side::OnBoundary; // runs along the boundary
        const int turn = left(u, s, w), l1 = left(u, s, t), l2 = left(s, w, t);
        const bool inside = turn > 0 ? (l1 > 0 && l2 > 0) : turn < 0 ? (l1 > 0 || l2 > 0) : l1 > 0;
        return inside ? Side::Inside : Side::Outside;
    }
    for (std::size_t k = 0; k < n; ++k) {
        const Point a = ring[k], b = ring[(k + 1) % n];
        const bool between = std::min(a.u, b.u) <= s.u && s.u <= std::max(a.u, b.u) && std::min(a.v, b.v) <= s.v && s.v <= std::max(a.v, b.v);
        if (geometry::orientation(a, b, s) != 0 || !between) continue;
        const int l = left(a, b, t); // on an edge: inside is to its left (for a positive ring)
        return l > 0 ? Side::Inside : l < 0 ? Side::Outside : Side::OnBoundary;
    }
    return Side::OnBoundary;
}

} // namespace

/// The interiors of two simple rings share a point. Without a proper
/// crossing of their edges, they do exactly when a piece of one ring's
/// boundary runs through the other's interior, or the two boundaries are
/// the same (no piece of one lies inside or outside the other).
bool ringInteriorsOverlap(const Ring& a, const Ring& b)
{
    for (std::size_t i = 0; i < a.size(); ++i)
        for (std::size_t j = 0; j < b.size(); ++j)
            if (geometry::segmentsCrossProperly(a[i], a[(i + 1) % a.size()], b[j], b[(j + 1) % b.size()])) return true;
    auto sidesOfEdges = [](const Ring& edges, const Ring& ring) {
        const int sign = geometry::ringOrientationSign(ring);
        unsigned found = 0;
        for (std::size_t i = 0; i < edges.size(); ++i) found |= piecesAlong(ring, sign, edges[i], edges[(i + 1) % edges.size()]);
        return found;
    };
    const unsigned aInB = sidesOfEdges(a, b), bInA = sidesOfEdges(b, a);
    if ((aInB | bInA) & bit(geometry::Side::Inside)) return true;
    return !(aInB & bit(geometry::Side::Outside)); // a's boundary lies on b's: the same ring
}

/// The closed hole lies in the closed outer region (both simple rings): no
/// hole point outside, no proper crossing of the boundaries, and no piece of
/// a hole edge leaving the outer ring through its vertices (exact throughout).
bool ringInsideRing(const Ring& hole, const Ring& outer)
{
    for (const Point& p : hole)
        if (geometry::sideOfRing(outer, p) == geometry::Side::Outside) return false;
    for (std::size_t i = 0; i < hole.size(); ++i)
        for (std::size_t j = 0; j < outer.size(); ++j)
            if (geometry::segmentsCrossProperly(hole[i], hole[(i + 1) % hole.size()], outer[j], outer[(j + 1) % outer.size()]))
                return false;
    const int sign = geometry::ringOrientationSign(outer);
    for (std::size_t i = 0; i < hole.size(); ++i)
        if (edgeLeaves(outer, sign, hole[i], hole[(i + 1) % hole.size()])) return false;
    return true;
}

bool ringCrossesItself(const geometry::Ring& ring)
{
    if (ring.size() < 3) return false;
    std::vector<Kernel::Point_2> points;
    points.reserve(ring.size());
    for (const geometry::Point& p : ring) points.emplace_back(p.u, p.v);
    // is_simple_2: no two edges meet except consecutive ones at their shared
    // vertex; a repeated vertex anywhere makes it non-simple.
    return !CGAL::is_simple_2(points.begin(), points.end(), Kernel());
}

struct RingBoxIndex::Tree {
    bgi::rtree<std::pair<BBox, std::size_t>, bgi::rstar<16>> boxes;
};

RingBoxIndex::RingBoxIndex(const std::vector<geometry::Ring>& rings)
{
    std::vector<std::pair<BBox, std::size_t>> items;
    m_boxes.reserve(rings.size());
    for (std::size_t i = 0; i < rings.size(); ++i) {
        if (rings[i].empty()) {
            m_boxes.emplace_back();
            continue;
        }
        m_boxes.emplace_back(geometry::boundingBox(rings[i]));
        items.emplace_back(toBoost(*m_boxes.back()), i);
    }
    m_tree = std::make_unique<Tree>(Tree{{items.begin(), items.end()}}); // packed (bulk-loaded)
}

RingBoxIndex::~RingBoxIndex() = default;

std::vector<std::size_t> RingBoxIndex::earlierMeeting(std::size_t i) const
{
    std::vector<std::size_t> out;
    if (i >= m_boxes.size() || !m_boxes[i]) return out;
    // bgi::intersects on boxes counts shared edges and corners: closed boxes.
    for (auto it = m_tree->boxes.qbegin(bgi::intersects(toBoost(*m_boxes[i]))); it != m_tree->boxes.qend(); ++it)
        if (it->second < i) out.push_back(it->second);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace crestline::maps
