// tabletop-los.md, "Deciding step 3", exact and without a union (no CGAL).
//
// Method. U is the union of the active pieces; only its interior blocks.
// 1. Pieces: only those meeting the closed hull H = conv(B_f ∪ B_t) matter
//    (every sight segment lies in H). Pieces touching H only from outside
//    are kept too: their seam with a piece inside H is solid.
// 2. Quick reject (sufficient for "blocked"): a convex piece P that shares
//    no point with either base and whose interior meets the open
//    relative interior of both bridges (the two hull edges joining a
//    vertex of B_f to a vertex of B_t). Then a chord of H lies in int(P),
//    from one bridge to the other; it cuts H in two parts, the one holding
//    B_f's hull vertices and the one holding B_t's, and as the bases are
//    connected and miss the chord, every sight segment crosses the chord,
//    at a point of int(P).
// 3. Candidate points V', a superset of the spec's V: the base vertices;
//    the piece vertices in H; proper crossings of piece edges with base
//    edges, hull edges and other pieces' edges (the last when in H). U's
//    boundary vertices are piece vertices or crossings of two piece edges,
//    and U's boundary edges lie on piece edges, so V ⊆ V'. By the spec's
//    argument, if a free sight segment exists, one lies on a line through
//    two points of V; testing more lines cannot give a wrong answer, since
//    each line is decided exactly (4.). The centre-to-centre line and the
//    lines joining a corner of one base to a corner of the other are
//    tried first (cheap; they find most witnesses).
// 4. One line ℓ (integer coefficients a x + b y + c = 0, from two exact
//    points; positions on ℓ are the x, or the y for a vertical ℓ, as exact
//    fractions): the chords ℓ ∩ B_f and ℓ ∩ B_t, and the gap (ta, tb)
//    between their facing ends. Each piece's events along ℓ: a parity
//    toggle where an edge crosses ℓ (half-open rule: a vertex on ℓ counts
//    as on the a x + b y + c >= 0 side, the usual crossing-number rule with
//    ℓ as the ray), and the start and end of each edge lying along ℓ,
//    labelled by the side of ℓ the piece lies on (a counter-clockwise
//    piece lies left of its edge). Between two consecutive events of a
//    piece, ℓ meets that piece's boundary only along ℓ. A point of ℓ that
//    is no event of any piece is interior to U iff some piece holds it strictly (odd
//    parity, not on that piece's own edge along ℓ; tested piece by piece,
//    sweeping that piece's events) or it lies on edges along ℓ of pieces
//    covering both sides (a seam; one sweep over all edges along ℓ). A lone
//    edge along ℓ is boundary (clear); pieces touching at one point leave
//    an event position between two free open intervals (the point gap).
//    The gap [ta, tb] misses int(U) iff no open interval meeting (ta, tb)
//    is interior (int(U) is open, so the ends need no test). That gap is
//    the witness.
//
// Numbers (|coordinate| <= kMaxCoord = 1e8 < 2^27):
//   crossing of two integer segments: x = X/W, |W| <= 8e16 < 2^57 and, the
//   point lying in the box, |X|, |Y| <= 1e8 |W| < 2^84 (int128);
//   line through two such points: |a|, |b| < 2^141, |c| < 2^168, and
//   |a x + b y + c| < 2^170 at a table point (checked int256); a position
//   (x_c L_d - x_d L_c) / (L_d - L_c) has numerator < 2^198, denominator
//   < 2^171 (int256) and two are compared by products < 2^369 (checked
//   int512). Through two integer points: |a|, |b| <= 2e8, |c| <= 2e16,
//   |L| <= 6e16, numerator <= 1.2e25 < 2^84 (int128), compared in int256.

#include "geometry/los/systems/tabletop/fast_sight.h"

#include <boost/multiprecision/cpp_int.hpp>

#include <algorithm>

namespace crestline::geometry::los::tabletop::fast {

namespace {

using Int256 = boost::multiprecision::checked_int256_t;
using Int512 = boost::multiprecision::checked_int512_t;


/// Twice the signed area of a, b, c (the turn a -> b -> c), as the number itself.
Int128 cross3(TablePoint a, TablePoint b, TablePoint c)
{
    return (Int128)(b.x - a.x) * (c.y - a.y) - (Int128)(b.y - a.y) * (c.x - a.x);
}

/// An exact point (x / w, y / w), w > 0: a table point (w = 1) or a crossing of two integer segments.
struct HPoint {
    Int128 x = 0, y = 0, w = 1;
};

HPoint exact(TablePoint p) { return {p.x, p.y, 1}; }

/// Lexicographic order of exact points (|x w'| < 2^141: int256).
int compareXY(const HPoint& p, const HPoint& q)
{
    if (p.w == 1 && q.w == 1) return p.x != q.x ? (p.x < q.x ? -1 : 1) : (p.y < q.y ? -1 : p.y > q.y);
    const Int256 l = Int256(p.x) * Int256(q.w), r = Int256(q.x) * Int256(p.w);
    if (l != r) return l < r ? -1 : 1;
    const Int256 ly = Int256(p.y) * Int256(q.w), ry = Int256(q.y) * Int256(p.w);
    return ly < ry ? -1 : ly > ry;
}

/// The closed convex polygon (counter-clockwise) holds the exact point.
bool inClosedConvex(const Polygon& convex, const HPoint& p)
{
    for (std::size_t i = 0, n = convex.size(); i < n; ++i) {
        const TablePoint a = convex[i], b = convex[(i + 1) % n];
        // (b - a) x (p - a) scaled by w: |p.x - a.x w| < 2^85, times 2^28: int128.
        const Int128 o = (Int128)(b.x - a.x) * (p.y - a.y * p.w) - (Int128)(b.y - a.y) * (p.x - a.x * p.w);
        if (o < 0) return false;
    }
    return true;
}

/// The proper crossing (one point, inside both) of integer segments [a, b] and [c, d], if any.
std::optional<HPoint> properCrossing(TablePoint a, TablePoint b, TablePoint c, TablePoint d)
{
    const int o1 = sign(cross3(a, b, c)), o2 = sign(cross3(a, b, d));
    if (o1 == 0 || o2 == 0 || o1 == o2) return std::nullopt;
    const int o3 = sign(cross3(c, d, a)), o4 = sign(cross3(c, d, b));
    if (o3 == 0 || o4 == 0 || o3 == o4) return std::nullopt;
    // a + t (b - a), t = ((c - a) x (d - c)) / ((b - a) x (d - c)).
    Int128 w = (Int128)(b.x - a.x) * (d.y - c.y) - (Int128)(b.y - a.y) * (d.x - c.x);
    Int128 t = (Int128)(c.x - a.x) * (d.y - c.y) - (Int128)(c.y - a.y) * (d.x - c.x);
    if (w < 0) w = -w, t = -t;
    return HPoint{a.x * w + (b.x - a.x) * t, a.y * w + (b.y - a.y) * t, w};
}

/// A bound s on the parameter of u + s (v - u), as the fraction num / den (den > 0).
struct Bound {
    Int128 num, den;
    bool strict;
};

int compareBounds(const Bound& p, const Bound& q) // |num|, |den| < 2^58: products < 2^116
{
    const Int128 l = p.num * q.den, r = q.num * p.den;
    return (l > r) - (l < r);
}

/// The segment u -> v (its ends included unless `openEnds`) meets the
/// convex counter-clockwise polygon: its interior if `interior`, else the closed polygon.
bool segmentMeetsConvex(TablePoint u, TablePoint v, bool openEnds, const Polygon& convex, bool interior)
{
    Bound lo{0, 1, openEnds}, hi{1, 1, openEnds};
    for (std::size_t i = 0, n = convex.size(); i < n; ++i) {
        const TablePoint a = convex[i], b = convex[(i + 1) % n];
        // alpha + s beta > 0 (or >= 0) on the inner side of edge a -> b.
        const Int128 alpha = cross3(a, b, u), beta = cross3(a, b, v) - alpha;
        if (beta == 0) {
            if (interior ? alpha <= 0 : alpha < 0) return false;
            continue;
        }
        const Bound cand = beta > 0 ? Bound{-alpha, beta, interior} : Bound{alpha, -beta, interior};
        Bound& side = beta > 0 ? lo : hi;
        const int c = compareBounds(cand, side);
        if (beta > 0 ? c > 0 : c < 0)
            side = cand;
        else if (c == 0)
            side.strict = side.strict || interior;
    }
    const int c = compareBounds(lo, hi);
    return c < 0 || (c == 0 && !lo.strict && !hi.strict);
}

bool isConvex(const Polygon& p)
{
    for (std::size_t i = 0, n = p.size(); i < n; ++i)
        if (cross3(p[i], p[(i + 1) % n], p[(i + 2) % n]) < 0) return false;
    return true;
}

/// Where an integer point lies relative to a polygon (the centre test with a one-vertex "base").
Place placeOf(TablePoint p, const Polygon& polygon) { return placeOfCentre(Polygon{p}, polygon); }

/// A position on a line: the fraction n / d (d > 0) of the x (or y) coordinate.
template <class Num>
struct Position {
    Num n, d;
};

/// Exact arithmetic for one line: `Num` holds its coefficients, values at
/// table points and positions; `Wide` the products comparing two positions.
template <class Num, class Wide>
struct Line {
    Num a, b, c;
    bool byX; ///< positions are x (ℓ not vertical), else y

    Num at(TablePoint p) const { return a * Num(p.x) + b * Num(p.y) + c; }
    Position<Num> ofVertex(TablePoint p) const { return {Num(byX ? p.x : p.y), Num(1)}; }
    /// Where edge p -> q meets ℓ; lp, lq are the values there, not both 0, of opposite signs or one 0.
    Position<Num> ofCrossing(TablePoint p, TablePoint q, const Num& lp, const Num& lq) const
    {
        if (lp == 0) return ofVertex(p);
        if (lq == 0) return ofVertex(q);
        const Num kp(byX ? p.x : p.y), kq(byX ? q.x : q.y);
        Num n = kp * lq - kq * lp, d = lq - lp;
        if (d < 0) n = -n, d = -d;
        return {n, d};
    }
    static int compare(const Position<Num>& p, const Position<Num>& q)
    {
        if (p.d == 1 && q.d == 1) return (p.n > q.n) - (p.n < q.n);
        const Wide l = Wide(p.n) * Wide(q.d), r = Wide(q.n) * Wide(p.d);
        return (l > r) - (l < r);
    }
};

using SmallLine = Line<Int128, Int256>; // through two table points
using BigLine = Line<Int256, Int512>;   // through any two exact points

/// One event of a piece along ℓ.
template <class Num>
struct Event {
    Position<Num> at;
    int kind; ///< 0 parity toggle; 1, 2 an edge along ℓ starts (piece on side 0, 1); 3, 4 it ends
};

std::string fractionText(Int512 n, Int512 d)
{
    if (d < 0) n = -n, d = -d;
    const Int512 g = gcd(n < 0 ? Int512(-n) : n, d);
    if (g > 1) n /= g, d /= g;
    return d == 1 ? n.str() : n.str() + "/" + d.str();
}

ExactPoint exactPoint(const Int512& xn, const Int512& xd, const Int512& yn, const Int512& yd)
{
    const double x = xn.convert_to<double>() / xd.convert_to<double>(), y = yn.convert_to<double>() / yd.convert_to<double>();
    return {fractionText(xn, xd), fractionText(yn, yd), x / kThouPerInch, y / kThouPerInch};
}

/// The pair and the pieces that matter, with scratch space reused by every line.
class Sight {
public:
    Sight(const Polygon& from, const Polygon& to, std::vector<const Polygon*> pieces)
        : m_from(from), m_to(to), m_pieces(std::move(pieces))
    {
    }

    /// Step 4 for the line through p and q (distinct exact points): the witness if ℓ joins the chords through free points.
    std::optional<SightSegment> tryLine(const HPoint& p, const HPoint& q)
    {
        if (p.w == 1 && q.w == 1) {
            if (p.x == q.x && p.y == q.y) return std::nullopt; // the same point
            SmallLine l{p.y - q.y, q.x - p.x, p.x * q.y - p.y * q.x, q.x != p.x};
            return tryLineOf(l);
        }
        const Int256 px(p.x), py(p.y), pw(p.w), qx(q.x), qy(q.y), qw(q.w);
        BigLine l{py * qw - pw * qy, pw * qx - px * qw, px * qy - py * qx, false};
        l.byX = l.b != 0;
        if (l.b == 0 && l.a == 0) return std::nullopt; // the same point
        return tryLineOf(l);
    }

private:
    template <class Num>
    struct Scratch {
        std::vector<Num> values;
        std::vector<Event<Num>> events, seams;
    };
    Scratch<Int128> m_small;
    Scratch<Int256> m_big;
    Scratch<Int128>& scratch(const SmallLine&) { return m_small; }
    Scratch<Int256>& scratch(const BigLine&) { return m_big; }

    /// The chord ℓ ∩ base as its lowest and highest positions; false if ℓ misses the base.
    template <class L, class Num>
    static bool chordOf(const L& line, const Polygon& base, Position<Num>& lo, Position<Num>& hi)
    {
        bool any = false;
        const auto add = [&](const Position<Num>& t) {
            if (!any || L::compare(t, lo) < 0) lo = t;
            if (!any || L::compare(t, hi) > 0) hi = t;
            any = true;
        };
        const std::size_t n = base.size();
        Num first = line.at(base[0]), lp = first;
        for (std::size_t i = 0; i < n; ++i) {
            const Num lq = i + 1 < n ? line.at(base[i + 1]) : first;
            if (lp == 0)
                add(line.ofVertex(base[i]));
            else if ((lp > 0 && lq < 0) || (lp < 0 && lq > 0))
                add(line.ofCrossing(base[i], base[(i + 1) % n], lp, lq));
            lp = lq;
        }
        return any;
    }

    template <class L>
    std::optional<SightSegment> tryLineOf(const L& line)
    {
        using Num = decltype(line.a);
        Position<Num> flo, fhi, tlo, thi;
        if (!chordOf(line, m_from, flo, fhi) || !chordOf(line, m_to, tlo, thi)) return std::nullopt;
        Position<Num> ta, tb; // the gap between the chords' facing ends
        bool fromFirst = true;
        if (L::compare(fhi, tlo) < 0) {
            ta = fhi, tb = tlo;
        } else if (L::compare(thi, flo) < 0) {
            ta = thi, tb = flo, fromFirst = false;
        } else {
            return std::nullopt; // the chords overlap: the bases touch (step 1's case)
        }
        if (blockedBetween(line, ta, tb)) return std::nullopt;
        const SightSegment s{pointAt(line, fromFirst ? ta : tb), pointAt(line, fromFirst ? tb : ta)};
        return s;
    }

    /// Some point strictly between positions ta < tb on ℓ is interior to U:
    /// strictly inside one piece (each piece alone, the last blocker first),
    /// or on edges along ℓ of pieces covering both sides of it (a seam).
    template <class L, class Num>
    bool blockedBetween(const L& line, const Position<Num>& ta, const Position<Num>& tb)
    {
        auto& s = scratch(line);
        s.seams.clear();
        const auto compare = [](const Position<Num>& x, const Position<Num>& y) { return L::compare(x, y); };
        for (std::size_t i = 0; i < m_pieces.size(); ++i) {
            const std::size_t k = i == 0 ? m_lastBlocker : i == m_lastBlocker ? 0 : i;
            if (!eventsOf(line, *m_pieces[k], s)) continue;
            std::sort(s.events.begin(), s.events.end(), [&](const Event<Num>& x, const Event<Num>& y) { return compare(x.at, y.at) < 0; });
            if (holdsBetween(s.events, ta, tb, compare)) {
                m_lastBlocker = k;
                return true;
            }
            for (const Event<Num>& e : s.events)
                if (e.kind != 0) s.seams.push_back(e);
        }
        if (s.seams.empty()) return false;
        std::sort(s.seams.begin(), s.seams.end(), [&](const Event<Num>& x, const Event<Num>& y) { return compare(x.at, y.at) < 0; });
        return seamBetween(s.seams, ta, tb, compare);
    }

    /// One piece's events along ℓ into s.events; false if the piece lies strictly on one side of ℓ.
    template <class L, class S>
    static bool eventsOf(const L& line, const Polygon& poly, S& s)
    {
        using Num = decltype(line.a);
        const std::size_t n = poly.size();
        s.values.resize(n);
        s.events.clear();
        bool above = false, below = false;
        for (std::size_t i = 0; i < n; ++i) {
            s.values[i] = line.at(poly[i]);
            above = above || s.values[i] >= 0;
            below = below || s.values[i] <= 0;
        }
        if (!above || !below) return false;
        for (std::size_t i = 0; i < n; ++i) {
            const TablePoint p = poly[i], q = poly[(i + 1) % n];
            const Num &lp = s.values[i], &lq = s.values[(i + 1) % n];
            if (lp == 0 && lq == 0) {
                const Position<Num> tp = line.ofVertex(p), tq = line.ofVertex(q);
                const bool forward = L::compare(tp, tq) < 0;
                const int side = forward ? 0 : 1; // the piece lies left of ℓ's direction, or right
                s.events.push_back({forward ? tp : tq, 1 + side});
                s.events.push_back({forward ? tq : tp, 3 + side});
            } else if ((lp >= 0) != (lq >= 0)) {
                s.events.push_back({line.ofCrossing(p, q, lp, lq), 0});
            }
        }
        return true;
    }

    /// One piece's sorted events: an open interval between consecutive
    /// positions, meeting (ta, tb), lies strictly inside the piece (odd
    /// parity, not along the piece's own edge).
    template <class Num, class Compare>
    static bool holdsBetween(const std::vector<Event<Num>>& events, const Position<Num>& ta, const Position<Num>& tb, Compare compare)
    {
        int parity = 0, along = 0;
        for (std::size_t i = 0; i < events.size();) {
            const Position<Num>& at = events[i].at;
            if (compare(at, tb) >= 0) return false; // later intervals lie beyond the gap
            for (; i < events.size() && compare(events[i].at, at) == 0; ++i) {
                const int kind = events[i].kind;
                if (kind == 0) parity ^= 1;
                else along += kind <= 2 ? 1 : -1;
            }
            // The open interval (at, next position) meets (ta, tb) if next > ta.
            if (parity == 1 && along == 0 && (i == events.size() || compare(events[i].at, ta) > 0)) return true;
        }
        return false;
    }

    /// The sorted starts and ends of edges along ℓ: an open interval meeting
    /// (ta, tb) covered by edges with pieces on both sides (a solid seam).
    template <class Num, class Compare>
    static bool seamBetween(const std::vector<Event<Num>>& events, const Position<Num>& ta, const Position<Num>& tb, Compare compare)
    {
        int sides[2] = {0, 0};
        for (std::size_t i = 0; i < events.size();) {
            const Position<Num>& at = events[i].at;
            if (compare(at, tb) >= 0) return false;
            for (; i < events.size() && compare(events[i].at, at) == 0; ++i) {
                const int kind = events[i].kind;
                if (kind <= 2) ++sides[kind - 1];
                else --sides[kind - 3];
            }
            if (sides[0] > 0 && sides[1] > 0 && (i == events.size() || compare(events[i].at, ta) > 0)) return true;
        }
        return false;
    }

    /// The exact point of ℓ at position t.
    template <class L, class Num>
    static ExactPoint pointAt(const L& line, const Position<Num>& t)
    {
        const Int512 a(line.a), b(line.b), c(line.c), n(t.n), d(t.d);
        // byX: y = -(a x + c) / b; else x = -(b y + c) / a.
        if (line.byX) return exactPoint(n, d, -(a * n + c * d), b * d);
        return exactPoint(-(b * n + c * d), a * d, n, d);
    }

    const Polygon& m_from;
    const Polygon& m_to;
    std::vector<const Polygon*> m_pieces;
    std::size_t m_lastBlocker = 0; ///< the piece that blocked the last line: tried first (same answer, sooner)
};

/// The two hull edges joining a vertex of `from` to a vertex of `to`; false if they are not exactly two.
bool bridgesOf(const Polygon& hull, const Polygon& from, std::pair<TablePoint, TablePoint> out[2])
{
    int found = 0;
    const auto inFrom = [&](TablePoint p) { return std::find(from.begin(), from.end(), p) != from.end(); };
    for (std::size_t i = 0, n = hull.size(); i < n; ++i) {
        const TablePoint a = hull[i], b = hull[(i + 1) % n];
        if (inFrom(a) == inFrom(b)) continue;
        if (found == 2) return false;
        out[found++] = {a, b};
    }
    return found == 2;
}

/// Quick reject (2. above): a convex piece, apart from both bases, whose interior crosses both bridges.
bool cutsCorridor(const Polygon& piece, const Polygon& from, const Polygon& to, const std::pair<TablePoint, TablePoint> bridges[2])
{
    if (!isConvex(piece)) return false;
    if (!segmentMeetsConvex(bridges[0].first, bridges[0].second, true, piece, true)) return false;
    if (!segmentMeetsConvex(bridges[1].first, bridges[1].second, true, piece, true)) return false;
    return !basesTouch(piece, from) && !basesTouch(piece, to);
}

/// A closed bounding box, a cheap filter before the exact tests.
struct Box {
    Thou x0, y0, x1, y1;
    bool meets(const Box& o) const { return x0 <= o.x1 && o.x0 <= x1 && y0 <= o.y1 && o.y0 <= y1; }
};

Box boxOf(const Polygon& p)
{
    Box b{p[0].x, p[0].y, p[0].x, p[0].y};
    for (const TablePoint& q : p) b = {std::min(b.x0, q.x), std::min(b.y0, q.y), std::max(b.x1, q.x), std::max(b.y1, q.y)};
    return b;
}

HPoint homCentreOf(const Polygon& base)
{
    HPoint c{0, 0, Int128(base.size())};
    for (const TablePoint& p : base) c.x += p.x, c.y += p.y;
    return c;
}

/// V' (3. above), sorted and without repeats.
std::vector<HPoint> candidatesOf(const Polygon& from, const Polygon& to, const Polygon& hull, const std::vector<const Polygon*>& pieces)
{
    std::vector<HPoint> v;
    for (const TablePoint& p : from) v.push_back(exact(p));
    for (const TablePoint& p : to) v.push_back(exact(p));
    const auto crossings = [&](TablePoint a, TablePoint b, const Polygon& other, bool onlyInHull) {
        for (std::size_t j = 0, m = other.size(); j < m; ++j)
            if (const auto x = properCrossing(a, b, other[j], other[(j + 1) % m]))
                if (!onlyInHull || inClosedConvex(hull, *x)) v.push_back(*x);
    };
    for (std::size_t k = 0; k < pieces.size(); ++k) {
        const Polygon& poly = *pieces[k];
        for (std::size_t i = 0, n = poly.size(); i < n; ++i) {
            const TablePoint a = poly[i], b = poly[(i + 1) % n];
            if (inClosedConvex(hull, exact(a))) v.push_back(exact(a));
            if (!segmentMeetsConvex(a, b, false, hull, false)) continue; // the edge misses H: none of its crossings is needed
            crossings(a, b, from, false);
            crossings(a, b, to, false);
            crossings(a, b, hull, false);
            for (std::size_t l = k + 1; l < pieces.size(); ++l) crossings(a, b, *pieces[l], true);
        }
    }
    std::sort(v.begin(), v.end(), [](const HPoint& p, const HPoint& q) { return compareXY(p, q) < 0; });
    v.erase(std::unique(v.begin(), v.end(), [](const HPoint& p, const HPoint& q) { return compareXY(p, q) == 0; }), v.end());
    return v;
}

} // namespace

bool closedMeet(const Polygon& piece, const Polygon& hull)
{
    for (std::size_t i = 0, n = piece.size(); i < n; ++i)
        if (segmentMeetsConvex(piece[i], piece[(i + 1) % n], false, hull, false)) return true;
    // No edge meets the hull: the hull lies wholly inside the piece or outside it.
    return placeOf(hull[0], piece) != Place::Outside;
}

bool interiorsMeet(const Polygon& piece, const Polygon& hull)
{
    for (std::size_t i = 0, n = piece.size(); i < n; ++i)
        if (segmentMeetsConvex(piece[i], piece[(i + 1) % n], false, hull, true)) return true;
    // The piece's boundary misses the hull's interior, so that interior lies
    // wholly inside the piece or outside it: test the centroid of three hull vertices.
    return placeOfCentre(Polygon{hull[0], hull[1], hull[2]}, piece) == Place::Inside;
}

std::optional<SightSegment> findWitness(const Polygon& from, const Polygon& to, const std::vector<const Polygon*>& active)
{
    const Polygon hull = hullOf(from, to);
    const Box hullBox = boxOf(hull);
    std::vector<const Polygon*> pieces;
    for (const Polygon* p : active)
        if (boxOf(*p).meets(hullBox) && closedMeet(*p, hull)) pieces.push_back(p);

    std::pair<TablePoint, TablePoint> bridges[2];
    if (bridgesOf(hull, from, bridges))
        for (const Polygon* p : pieces)
            if (cutsCorridor(*p, from, to, bridges)) return std::nullopt;

    Sight sight(from, to, pieces);
    // Quick accept: centre to centre, then corner to corner.
    if (auto w = sight.tryLine(homCentreOf(from), homCentreOf(to))) return w;
    for (const TablePoint& p : from)
        for (const TablePoint& q : to)
            if (auto w = sight.tryLine(exact(p), exact(q))) return w;
    if (pieces.empty()) return std::nullopt; // unreachable: with nothing in the way the centre line is free

    const std::vector<HPoint> v = candidatesOf(from, to, hull, pieces);
    for (std::size_t i = 0; i < v.size(); ++i)
        for (std::size_t j = i + 1; j < v.size(); ++j)
            if (auto w = sight.tryLine(v[i], v[j])) return w;
    return std::nullopt;
}

} // namespace crestline::geometry::los::tabletop::fast
