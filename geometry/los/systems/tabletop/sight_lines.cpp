// tabletop-los.md, "Deciding step 3", the reference O(n^3) method, exact:
// U is the regularized union of the active pieces (CGAL Polygon_set_2 on the
// exact-constructions kernel), so pieces sharing an edge merge and the seam
// is interior, while pieces meeting at one point leave that point on U's
// boundary. V holds the vertices of both bases, U's vertices in the hull
// conv(B_f ∪ B_t), and every crossing of a U edge with a base or hull edge.
// Each line through two points of V is cut by the bases into two chords;
// the line joins them through unblocked points iff the gap between the
// chords' facing ends misses U's interior, and that gap is the witness.
// Only interiors block: points on U's boundary are free.
// The same search serves "Fire" (findClippedWitness): friendly bases join U
// and the target is first clipped to the firer's arc, a closed half-plane
// through the rational point c(B_f); the clipped target is a convex polygon,
// a segment or a point with rational corners, and the argument above holds
// for it unchanged (its corners join V).

#include "geometry/los/systems/tabletop/sight_lines.h"

#include <CGAL/Boolean_set_operations_2.h>
#include <CGAL/Exact_predicates_exact_constructions_kernel.h>
#include <CGAL/Polygon_2.h>
#include <CGAL/Polygon_set_2.h>
#include <CGAL/Polygon_with_holes_2.h>
#include <CGAL/convex_hull_2.h>

#include <algorithm>
#include <iterator>
#include <sstream>

namespace crestline::geometry::los::tabletop {

namespace {

using K = CGAL::Exact_predicates_exact_constructions_kernel;
using P = K::Point_2;
using Segment = K::Segment_2;
using Line = K::Line_2;
using CPolygon = CGAL::Polygon_2<K>;
using CPolygonWithHoles = CGAL::Polygon_with_holes_2<K>;
using PolygonSet = CGAL::Polygon_set_2<K>;
/// A convex region with exact corners, counter-clockwise: a polygon, or a
/// segment (2 corners) or a point (1) where a base was clipped to a line.
using Shape = std::vector<P>;

P toP(TablePoint p) { return P(double(p.x), double(p.y)); } // |coord| <= 1e8: exact in double

CPolygon toCgal(const Polygon& poly)
{
    CPolygon out;
    for (const TablePoint& p : poly) out.push_back(toP(p));
    return out;
}

/// U: the boundary edges of the union of the active pieces.
struct Region {
    std::vector<Segment> edges;
    std::vector<CGAL::Bbox_2> boxes;  ///< one per edge, filled by finish()
    mutable std::size_t lastCrossed = 0; ///< the edge that blocked the last segment: tried first (same answer, sooner)
    void finish()
    {
        boxes.clear();
        for (const Segment& e : edges) boxes.push_back(e.bbox());
    }
};

/// [a, b] crosses edge e at one point inside both (so it enters U there).
bool crossesProperly(const P& a, const P& b, const Segment& e)
{
    const CGAL::Orientation oc = CGAL::orientation(a, b, e.source()), od = CGAL::orientation(a, b, e.target());
    if (oc == CGAL::COLLINEAR || od == CGAL::COLLINEAR || oc == od) return false;
    const CGAL::Orientation oa = CGAL::orientation(e.source(), e.target(), a), ob = CGAL::orientation(e.source(), e.target(), b);
    return oa != CGAL::COLLINEAR && ob != CGAL::COLLINEAR && oa != ob;
}

Region unionOf(const std::vector<const Polygon*>& pieces)
{
    Region u;
    if (pieces.empty()) return u;
    if (pieces.size() == 1) { // a simple polygon is its own regularized union
        for (std::size_t i = 0, n = pieces[0]->size(); i < n; ++i)
            u.edges.emplace_back(toP((*pieces[0])[i]), toP((*pieces[0])[(i + 1) % n]));
        u.finish();
        return u;
    }
    std::vector<CPolygon> polys;
    for (const Polygon* p : pieces) polys.push_back(toCgal(*p));
    PolygonSet set;
    set.join(polys.begin(), polys.end());
    std::vector<CPolygonWithHoles> parts;
    set.polygons_with_holes(std::back_inserter(parts));
    for (const CPolygonWithHoles& part : parts) {
        for (auto e = part.outer_boundary().edges_begin(); e != part.outer_boundary().edges_end(); ++e) u.edges.push_back(*e);
        for (auto h = part.holes_begin(); h != part.holes_end(); ++h)
            for (auto e = h->edges_begin(); e != h->edges_end(); ++e) u.edges.push_back(*e);
    }
    u.finish();
    return u;
}

/// p lies in U's interior: on no boundary edge, and an odd number of edges
/// cross the ray to +x (half-open rule on y).
bool interiorToU(const Region& u, const P& p)
{
    bool inside = false;
    for (const Segment& e : u.edges) {
        const P &a = e.source(), &b = e.target();
        const CGAL::Orientation o = CGAL::orientation(a, b, p);
        if (o == CGAL::COLLINEAR && CGAL::collinear_are_ordered_along_line(a, p, b)) return false;
        const bool aAbove = CGAL::compare_y(a, p) == CGAL::LARGER, bAbove = CGAL::compare_y(b, p) == CGAL::LARGER;
        if (aAbove != bAbove && (bAbove ? o == CGAL::LEFT_TURN : o == CGAL::RIGHT_TURN)) inside = !inside;
    }
    return inside;
}

/// The closed segment [a, b] misses U's interior.
bool segmentFree(const Region& u, const P& a, const P& b)
{
    const CGAL::Bbox_2 box = a.bbox() + b.bbox();
    // A proper crossing of a boundary edge enters the side of it that is U.
    if (u.lastCrossed < u.edges.size() && CGAL::do_overlap(box, u.boxes[u.lastCrossed]) && crossesProperly(a, b, u.edges[u.lastCrossed]))
        return false;
    std::vector<P> splits{a, b};
    for (std::size_t k = 0; k < u.edges.size(); ++k) {
        if (!CGAL::do_overlap(box, u.boxes[k])) continue;
        const Segment& e = u.edges[k];
        const P &c = e.source(), &d = e.target();
        const CGAL::Orientation oc = CGAL::orientation(a, b, c), od = CGAL::orientation(a, b, d);
        if (oc != CGAL::COLLINEAR && od != CGAL::COLLINEAR && oc != od) {
            const CGAL::Orientation oa = CGAL::orientation(c, d, a), ob = CGAL::orientation(c, d, b);
            if (oa != CGAL::COLLINEAR && ob != CGAL::COLLINEAR && oa != ob) {
                u.lastCrossed = k;
                return false;
            }
            continue; // the edge's line crosses [a, b] only at a or b, or outside it: a, b are splits already
        }
        // Otherwise [a, b] meets the edge only at its ends c, d (or a, b).
        if (oc == CGAL::COLLINEAR && CGAL::collinear_are_ordered_along_line(a, c, b)) splits.push_back(c);
        if (od == CGAL::COLLINEAR && CGAL::collinear_are_ordered_along_line(a, d, b)) splits.push_back(d);
    }
    // Every point where [a, b] meets U's boundary is now a split; between two
    // splits the segment is wholly inside U, outside it, or on its boundary.
    const bool forward = CGAL::compare_xy(a, b) == CGAL::SMALLER;
    std::sort(splits.begin(), splits.end(), [&](const P& p, const P& q) {
        return forward ? CGAL::compare_xy(p, q) == CGAL::SMALLER : CGAL::compare_xy(p, q) == CGAL::LARGER;
    });
    splits.erase(std::unique(splits.begin(), splits.end()), splits.end());
    for (std::size_t i = 0; i + 1 < splits.size(); ++i)
        if (interiorToU(u, CGAL::midpoint(splits[i], splits[i + 1]))) return false;
    return splits.size() > 1 || !interiorToU(u, a);
}

/// The chord ℓ ∩ B of a convex base, ℓ the line through p and q, as its two
/// ends in lexicographic order; none if ℓ misses B. Orientation predicates
/// decide which edges ℓ meets (exact and cheap on integer corners); a
/// crossing point is constructed only where ℓ crosses an edge strictly.
std::optional<std::pair<P, P>> chordOf(const P& p, const P& q, const std::vector<Segment>& base, const Shape& corners)
{
    if (corners.size() == 1) { // a point: no edges
        if (CGAL::orientation(p, q, corners[0]) != CGAL::COLLINEAR) return std::nullopt;
        return std::make_pair(corners[0], corners[0]);
    }
    std::vector<P> pts;
    std::optional<Line> line;
    for (const Segment& e : base) {
        const CGAL::Orientation s0 = CGAL::orientation(p, q, e.source()), s1 = CGAL::orientation(p, q, e.target());
        if (s0 == CGAL::COLLINEAR) pts.push_back(e.source());
        if (s0 != CGAL::COLLINEAR && s1 != CGAL::COLLINEAR && s0 != s1) {
            if (!line) line.emplace(p, q);
            const auto hit = CGAL::intersection(*line, e);
            if (const P* x = hit ? boost::get<P>(&*hit) : nullptr) pts.push_back(*x);
        }
    }
    if (pts.empty()) return std::nullopt;
    const auto [lo, hi] = std::minmax_element(pts.begin(), pts.end(), [](const P& a, const P& b) { return CGAL::compare_xy(a, b) == CGAL::SMALLER; });
    return std::make_pair(*lo, *hi);
}

std::string exactText(const K::FT& v)
{
    std::ostringstream os;
    os << CGAL::exact(v);
    std::string s = os.str();
    if (s.size() > 2 && s.compare(s.size() - 2, 2, "/1") == 0) s.resize(s.size() - 2);
    return s;
}

ExactPoint exactPoint(const P& p)
{
    return {exactText(p.x()), exactText(p.y()), CGAL::to_double(p.x()) / kThouPerInch, CGAL::to_double(p.y()) / kThouPerInch};
}

/// "p" or "p/q" (any terms) to an exact number; the quotient is taken, so it is canonical.
K::FT parseExact(const std::string& s)
{
    const std::size_t slash = s.find('/');
    if (slash == std::string::npos) return K::FT(K::FT::ET(s));
    return K::FT(K::FT::ET(s.substr(0, slash)) / K::FT::ET(s.substr(slash + 1)));
}

P fromExact(const ExactPoint& p) { return P(parseExact(p.x), parseExact(p.y)); }

P centreOf(const Shape& shape)
{
    K::FT x = 0, y = 0;
    for (const P& p : shape) {
        x += p.x();
        y += p.y();
    }
    return P(x / int(shape.size()), y / int(shape.size()));
}

Shape shapeOf(const Polygon& poly)
{
    Shape out;
    for (const TablePoint& p : poly) out.push_back(toP(p));
    return out;
}

/// The edges of a shape: a segment's both ways (so chordOf sees each end as
/// a source), none for a point.
std::vector<Segment> edgesOf(const Shape& shape)
{
    std::vector<Segment> out;
    if (shape.size() < 2) return out;
    for (std::size_t i = 0, n = shape.size(); i < n; ++i) out.emplace_back(shape[i], shape[(i + 1) % n]);
    return out;
}

/// A base and its edges, as the search reads them.
struct Base {
    Shape corners;
    std::vector<Segment> edges;
    explicit Base(Shape s) : corners(std::move(s)), edges(edgesOf(corners)) {}
};

/// The line through p and q joins the chords of both bases through free points: the gap is the witness.
std::optional<SightSegment> tryLine(const P& p, const P& q, const Base& from, const Base& to, const Region& u)
{
    if (p == q) return std::nullopt;
    const auto f = chordOf(p, q, from.edges, from.corners);
    if (!f) return std::nullopt;
    const auto t = chordOf(p, q, to.edges, to.corners);
    if (!t) return std::nullopt;
    P a, b; // the chords' facing ends, a on f's, b on t's
    if (CGAL::compare_xy(f->second, t->first) == CGAL::SMALLER) {
        a = f->second;
        b = t->first;
    } else if (CGAL::compare_xy(t->second, f->first) == CGAL::SMALLER) {
        a = f->first;
        b = t->second;
    } else {
        return std::nullopt; // chords overlap: the bases touch (step 1's case)
    }
    if (!segmentFree(u, a, b)) return std::nullopt;
    return SightSegment{exactPoint(a), exactPoint(b)};
}

bool inClosedConvex(const std::vector<Segment>& hull, const P& p)
{
    return std::all_of(hull.begin(), hull.end(), [&](const Segment& e) { return CGAL::orientation(e.source(), e.target(), p) != CGAL::RIGHT_TURN; });
}

/// p lies in the closed shape (a polygon, a segment or a point).
bool inShape(const Base& b, const P& p)
{
    if (b.corners.size() == 1) return p == b.corners[0];
    if (b.corners.size() == 2)
        return CGAL::orientation(b.corners[0], b.corners[1], p) == CGAL::COLLINEAR && CGAL::collinear_are_ordered_along_line(b.corners[0], p, b.corners[1]);
    return inClosedConvex(b.edges, p);
}

void addMeetings(const Segment& e, const std::vector<Segment>& edges, std::vector<P>& out)
{
    for (const Segment& g : edges) {
        if (!CGAL::do_intersect(e, g)) continue;
        const auto hit = CGAL::intersection(e, g);
        if (!hit) continue;
        if (const P* q = boost::get<P>(&*hit)) {
            out.push_back(*q);
        } else if (const Segment* s = boost::get<Segment>(&*hit)) {
            out.push_back(s->source());
            out.push_back(s->target());
        }
    }
}

/// The part of `poly` in the closed half-plane (all of it without one):
/// one pass of polygon clipping, exact; empty if none of it is in.
Shape clipped(const Polygon& poly, const std::optional<sight::ClosedHalfPlane>& clip)
{
    Shape in = shapeOf(poly);
    if (!clip) return in;
    const P c(K::FT(double(clip->px)) / K::FT(double(clip->den)), K::FT(double(clip->py)) / K::FT(double(clip->den)));
    const P c2 = c + K::Vector_2(double(clip->dx), double(clip->dy));
    const auto keep = [&](const P& p) { return CGAL::orientation(c, c2, p) != CGAL::LEFT_TURN; };
    const Line line(c, c2);
    Shape out;
    for (std::size_t i = 0, n = in.size(); i < n; ++i) {
        const P &a = in[i], &b = in[(i + 1) % n];
        if (keep(a)) out.push_back(a);
        const CGAL::Orientation oa = CGAL::orientation(c, c2, a), ob = CGAL::orientation(c, c2, b);
        if (oa != CGAL::COLLINEAR && ob != CGAL::COLLINEAR && oa != ob) {
            const auto hit = CGAL::intersection(line, Segment(a, b));
            if (const P* x = hit ? boost::get<P>(&*hit) : nullptr) out.push_back(*x);
        }
    }
    out.erase(std::unique(out.begin(), out.end()), out.end());
    while (out.size() > 1 && out.front() == out.back()) out.pop_back();
    return out;
}

/// conv(a ∪ b), counter-clockwise, no collinear corners.
Shape hullOfShapes(const Shape& a, const Shape& b)
{
    Shape all = a;
    all.insert(all.end(), b.begin(), b.end());
    Shape out;
    CGAL::convex_hull_2(all.begin(), all.end(), std::back_inserter(out));
    return out;
}

CGAL::Bbox_2 boxOf(const Shape& s)
{
    CGAL::Bbox_2 box;
    for (const P& p : s) box += p.bbox();
    return box;
}

/// The pieces whose boxes meet `box` (only pieces meeting the hull matter; this keeps the union small).
std::vector<const Polygon*> nearBox(const std::vector<const Polygon*>& pieces, const CGAL::Bbox_2& box)
{
    std::vector<const Polygon*> near;
    for (const Polygon* piece : pieces) {
        CGAL::Bbox_2 b;
        for (const TablePoint& p : *piece) b += toP(p).bbox();
        if (CGAL::do_overlap(b, box)) near.push_back(piece);
    }
    return near;
}

/// "Fire", touching bases: a common point of the two shapes counts as a
/// segment when it lies in no obstacle's interior, each piece or friendly
/// base taken alone (the spec's words: a point on the seam of two pieces
/// counts, though the seam is inside U). The set of such points is closed,
/// so if it is not empty its lexicographically least point is a vertex of
/// the arrangement of the shapes' and the obstacles' edges (elsewhere one
/// could move along the one edge through it, or in any direction): a corner
/// of one shape in the other (`common`, with the crossings of their edges),
/// an obstacle's vertex, or a crossing of an obstacle's edge with a shape's
/// edge or another obstacle's edge. Each such point in both shapes is tried,
/// least first.
std::optional<SightSegment> commonPoint(const Base& from, const Base& to, const std::vector<P>& common, const std::vector<const Polygon*>& near)
{
    const CGAL::Bbox_2 fromBox = boxOf(from.corners), toBox = boxOf(to.corners);
    if (!CGAL::do_overlap(fromBox, toBox)) return std::nullopt;
    const CGAL::Bbox_2 box(std::max(fromBox.xmin(), toBox.xmin()), std::max(fromBox.ymin(), toBox.ymin()), std::min(fromBox.xmax(), toBox.xmax()),
                           std::min(fromBox.ymax(), toBox.ymax())); // holds every common point (CGAL's boxes round outwards)
    std::vector<CPolygon> polys;
    std::vector<std::vector<Segment>> edges; // per obstacle, those whose box meets `box`
    for (const Polygon* o : near) {
        polys.push_back(toCgal(*o));
        edges.emplace_back();
        for (auto e = polys.back().edges_begin(); e != polys.back().edges_end(); ++e)
            if (CGAL::do_overlap(e->bbox(), box)) edges.back().push_back(*e);
    }
    std::vector<P> candidates = common;
    for (std::size_t k = 0; k < edges.size(); ++k)
        for (const Segment& e : edges[k]) {
            candidates.push_back(e.source());
            addMeetings(e, from.edges, candidates);
            addMeetings(e, to.edges, candidates);
            for (std::size_t l = k + 1; l < edges.size(); ++l) addMeetings(e, edges[l], candidates);
        }
    std::sort(candidates.begin(), candidates.end(), [](const P& p, const P& q) { return CGAL::compare_xy(p, q) == CGAL::SMALLER; });
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    for (const P& p : candidates) {
        if (!inShape(from, p) || !inShape(to, p)) continue;
        if (std::none_of(polys.begin(), polys.end(), [&](const CPolygon& o) { return o.bounded_side(p) == CGAL::ON_BOUNDED_SIDE; }))
            return SightSegment{exactPoint(p), exactPoint(p)};
    }
    return std::nullopt;
}

/// The search of "Deciding step 3" between two shapes. With `mayMeet`, the
/// common points of the shapes are tried first as segments of length zero
/// (commonPoint); then the lines, as for bases apart: a segment joining
/// chords that overlap on its line passes through a common point, which
/// would be free, so when no common point is, only lines whose chords are
/// apart can give a witness.
std::optional<SightSegment> search(const Base& from, const Base& to, const std::vector<const Polygon*>& obstacles, bool centreFirst, bool mayMeet)
{
    const Shape hull = hullOfShapes(from.corners, to.corners);
    const std::vector<Segment> hullEdges = edgesOf(hull);
    const CGAL::Bbox_2 hullBox = boxOf(hull);
    const Region u = unionOf(nearBox(obstacles, hullBox));

    // Where the shapes meet: corners of one in the other, crossings of their edges.
    std::vector<P> common;
    if (mayMeet) {
        for (const P& p : from.corners)
            if (inShape(to, p)) common.push_back(p);
        for (const P& p : to.corners)
            if (inShape(from, p)) common.push_back(p);
        for (const Segment& e : from.edges) addMeetings(e, to.edges, common);
    }
    const bool meet = !common.empty();

    // A natural witness first: centre to centre (not needed for exactness; it never joins shapes that meet).
    if (centreFirst && !meet)
        if (auto w = tryLine(centreOf(from.corners), centreOf(to.corners), from, to, u)) return w;

    // V: base corners, U's vertices in the hull, U's edges meeting base or hull edges.
    std::vector<P> v = from.corners;
    v.insert(v.end(), to.corners.begin(), to.corners.end());
    v.insert(v.end(), common.begin(), common.end());
    for (const Segment& e : u.edges) {
        if (!CGAL::do_overlap(e.bbox(), hullBox)) continue;
        if (inClosedConvex(hullEdges, e.source())) v.push_back(e.source());
        addMeetings(e, from.edges, v);
        addMeetings(e, to.edges, v);
        addMeetings(e, hullEdges, v);
    }
    std::sort(v.begin(), v.end(), [](const P& p, const P& q) { return CGAL::compare_xy(p, q) == CGAL::SMALLER; });
    v.erase(std::unique(v.begin(), v.end()), v.end());

    if (meet)
        if (auto w = commonPoint(from, to, common, nearBox(obstacles, hullBox))) return w;

    for (std::size_t i = 0; i < v.size(); ++i)
        for (std::size_t j = i + 1; j < v.size(); ++j)
            if (auto w = tryLine(v[i], v[j], from, to, u)) return w;
    return std::nullopt;
}

} // namespace

namespace sight {

std::optional<SightSegment> findWitness(const Polygon& from, const Polygon& to, const std::vector<const Polygon*>& active, bool centreFirst)
{
    return search(Base(shapeOf(from)), Base(shapeOf(to)), active, centreFirst, false);
}

std::optional<SightSegment> findClippedWitness(const Polygon& from, const Polygon& to, const std::vector<const Polygon*>& active,
                                               const std::vector<const Polygon*>& extra, const std::optional<ClosedHalfPlane>& clip)
{
    Shape target = clipped(to, clip);
    if (target.empty()) return std::nullopt;
    std::vector<const Polygon*> obstacles = active;
    obstacles.insert(obstacles.end(), extra.begin(), extra.end());
    return search(Base(shapeOf(from)), Base(std::move(target)), obstacles, true, true);
}

std::vector<std::size_t> meetingClippedHull(const Polygon& from, const Polygon& to, const std::optional<ClosedHalfPlane>& clip,
                                            const std::vector<const Polygon*>& obstacles)
{
    std::vector<std::size_t> out;
    const Shape target = clipped(to, clip);
    if (target.empty()) return out;
    const Shape hull = hullOfShapes(shapeOf(from), target);
    const CGAL::Bbox_2 hullBox = boxOf(hull);
    const CPolygon hullPolygon(hull.begin(), hull.end());
    for (std::size_t i = 0; i < obstacles.size(); ++i) {
        if (nearBox({obstacles[i]}, hullBox).empty()) continue;
        PolygonSet s(toCgal(*obstacles[i]));
        s.intersection(hullPolygon);
        if (!s.is_empty()) out.push_back(i);
    }
    return out;
}

bool polygonInside(const Polygon& inner, const Polygon& outer)
{
    PolygonSet s(toCgal(inner));
    s.difference(toCgal(outer));
    return s.is_empty();
}

bool interiorsMeet(const Polygon& piece, const Polygon& hull)
{
    PolygonSet s(toCgal(piece));
    s.intersection(toCgal(hull));
    return !s.is_empty();
}

} // namespace sight

int sideOfSegment(const SightSegment& s, TablePoint p)
{
    const CGAL::Orientation o = CGAL::orientation(fromExact(s.from), fromExact(s.to), toP(p));
    return o == CGAL::LEFT_TURN ? 1 : o == CGAL::RIGHT_TURN ? -1 : 0;
}

bool inPolygon(const ExactPoint& p, const Polygon& polygon)
{
    return toCgal(polygon).bounded_side(fromExact(p)) != CGAL::ON_UNBOUNDED_SIDE;
}

bool missesInterior(const SightSegment& s, const std::vector<Polygon>& pieces)
{
    std::vector<const Polygon*> ptrs;
    for (const Polygon& p : pieces) ptrs.push_back(&p);
    return segmentFree(unionOf(ptrs), fromExact(s.from), fromExact(s.to));
}

} // namespace crestline::geometry::los::tabletop
