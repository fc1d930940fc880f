#pragma once
// A brute-force Grand Tactical Series reference, written apart from the
// engine: no StringWalker, no GtsBoard lookups, no tie formulas. It finds
// every hex the string passes through by locating the midpoints between all
// its events (vertices on it, hexsides it crosses) among every hex of a
// bounding box; it counts blocking hexsides by proper crossing tests; and it
// judges each tie site by actually nudging a piece of the string around
// the site a small rational distance to either side (exact: all points are
// scaled to integers, predicates in __int128) and counting what the nudged
// piece passes through and crosses. Flat-top odd-q grids only.

#include "geometry/hex_grid.h"
#include "geometry/los/ruling.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace crestline::test::gtsref {

using geometry::OffsetCoord;
__extension__ typedef __int128 i128;

/// The board as plain data: what the random generators write beside the GtsBoard.
struct RefBoard {
    int columns = 0, rows = 0;
    std::vector<char> los;                 ///< per hex (row-major by column): 0 clear, 1 blocks, 2 pair
    std::vector<char> op, strongpoint;
    std::set<std::pair<OffsetCoord, OffsetCoord>> crests; ///< blocking hexsides, each pair stored with first < second
    std::set<OffsetCoord> barrage;

    RefBoard(int c, int r) : columns(c), rows(r), los(std::size_t(c * r), 0), op(std::size_t(c * r), 0), strongpoint(std::size_t(c * r), 0) {}
    bool onMap(OffsetCoord h) const { return h.col >= 0 && h.row >= 0 && h.col < columns && h.row < rows; }
    std::size_t at(OffsetCoord h) const { return std::size_t(h.row * columns + h.col); }
    bool blocks(OffsetCoord h) const { return onMap(h) && (los[at(h)] == 1 || barrage.count(h)); }
    bool pair(OffsetCoord h) const { return onMap(h) && los[at(h)] == 2 && !barrage.count(h); }
    bool crest(OffsetCoord a, OffsetCoord b) const { return crests.count(a < b ? std::make_pair(a, b) : std::make_pair(b, a)) > 0; }
    void addCrest(OffsetCoord a, OffsetCoord b) { crests.insert(a < b ? std::make_pair(a, b) : std::make_pair(b, a)); }
};

/// The reference's ruling.
struct RefResult {
    std::string outcome; ///< "sees", "blocked", "out of range"
    int k = 0, distance = 0, range = 0, allowance = 0;
    std::vector<std::pair<int, int>> ties; ///< each site's (left, right) nudge counts, in order along the string
};

namespace detail {

struct Pt {
    i128 u = 0, v = 0;
    friend bool operator==(const Pt&, const Pt&) = default;
};
inline int sgn(i128 x) { return x > 0 ? 1 : (x < 0 ? -1 : 0); }
inline i128 cross(Pt a, Pt b, Pt c) { return (b.u - a.u) * (c.v - a.v) - (b.v - a.v) * (c.u - a.u); }

/// Hex c.r centred at (3c, 2r + c mod 2).
inline Pt centre(OffsetCoord h) { return {3 * i128(h.col), 2 * i128(h.row) + (h.col & 1)}; }
/// Corners, counter-clockwise in the (u, v) frame.
inline std::array<Pt, 6> corners(OffsetCoord h)
{
    const Pt c = centre(h);
    static const int du[6] = {2, 1, -1, -2, -1, 1}, dv[6] = {0, 1, 1, 0, -1, -1};
    std::array<Pt, 6> out;
    for (int i = 0; i < 6; ++i) out[std::size_t(i)] = {c.u + du[i], c.v + dv[i]};
    return out;
}
inline OffsetCoord hexAt(Pt c)
{
    const int col = int(c.u / 3);
    return {col, int((c.v - (col & 1)) / 2)};
}
inline Pt scaled(Pt p, i128 k) { return {p.u * k, p.v * k}; }

inline int distance(OffsetCoord a, OffsetCoord b)
{
    auto cube = [](OffsetCoord h) { return std::array<int, 3>{h.col, h.row - (h.col - (h.col & 1)) / 2, 0}; };
    auto x = cube(a), y = cube(b);
    x[2] = -x[0] - x[1];
    y[2] = -y[0] - y[1];
    return std::max({std::abs(x[0] - y[0]), std::abs(x[1] - y[1]), std::abs(x[2] - y[2])});
}

/// A hexside between hexes x and y, with its corners.
struct Side {
    OffsetCoord x, y;
    Pt a, b;
};

} // namespace detail

/// Rule from s to t by brute force (see the file comment).
inline RefResult reference(const RefBoard& board, OffsetCoord s, OffsetCoord t, const geometry::los::Conditions& c)
{
    using namespace detail;
    RefResult out;
    out.distance = distance(s, t);
    const bool opSpot = board.onMap(s) && board.op[board.at(s)] && c.purpose == geometry::los::Purpose::Spot;
    const bool poor = c.night || c.weather == geometry::los::Weather::Fog || c.weather == geometry::los::Weather::Rain;
    out.range = poor ? 2 : (opSpot ? 13 : 8);
    out.allowance = std::max(board.strongpoint[board.at(s)] ? 2 : 0, opSpot ? 3 : 0);
    if (s == t) return out.outcome = "sees", out;
    if (out.distance > out.range) return out.outcome = "out of range", out;

    const Pt S = centre(s), T = centre(t);
    const Pt d{T.u - S.u, T.v - S.v};
    auto inter = [&](OffsetCoord h) { return h != s && h != t; };

    // Every hex of the bounding box, one ring wider, and every hexside of them.
    std::vector<OffsetCoord> hexes;
    for (int col = std::min(s.col, t.col) - 1; col <= std::max(s.col, t.col) + 1; ++col)
        for (int row = std::min(s.row, t.row) - 1; row <= std::max(s.row, t.row) + 1; ++row) hexes.push_back({col, row});
    std::vector<Side> sides;
    for (const OffsetCoord& x : hexes) {
        const auto cs = corners(x);
        for (int i = 0; i < 6; ++i) {
            const Pt a = cs[std::size_t(i)], b = cs[std::size_t((i + 1) % 6)];
            const Pt cx = centre(x);
            const OffsetCoord y = hexAt({a.u + b.u - cx.u, a.v + b.v - cx.v});
            if (x < y || std::find(hexes.begin(), hexes.end(), y) == hexes.end()) sides.push_back({x, y, a, b});
        }
    }
    auto sideBlocks = [&](const Side& e) { return inter(e.x) && inter(e.y) && board.onMap(e.x) && board.onMap(e.y) && board.crest(e.x, e.y); };

    // Events along the string: rational parameters num/den.
    struct Q {
        i128 num, den;
    };
    std::vector<Q> events{{0, 1}, {1, 1}};
    auto properCross = [](Pt p0, Pt p1, Pt a, Pt b) {
        return sgn(cross(p0, p1, a)) * sgn(cross(p0, p1, b)) < 0 && sgn(cross(a, b, p0)) * sgn(cross(a, b, p1)) < 0;
    };
    const i128 g = d.u != 0 ? (d.u < 0 ? -d.u : d.u) : (d.v < 0 ? -d.v : d.v);
    auto paramOf = [&](Pt v) { // a vertex on the string: t = a / g
        return d.u != 0 ? (v.u - S.u) * (d.u < 0 ? -1 : 1) : (v.v - S.v) * (d.v < 0 ? -1 : 1);
    };
    std::set<std::pair<long long, long long>> seenVertex;
    std::vector<i128> vertexParams; // numerators over g, strictly inside
    std::vector<std::pair<i128, i128>> runs; // numerators of the run's end vertices
    int baseSides = 0;
    for (const Side& e : sides) {
        const int oa = sgn(cross(S, T, e.a)), ob = sgn(cross(S, T, e.b));
        if (properCross(S, T, e.a, e.b)) {
            const i128 fs = cross(e.a, e.b, S), ft = cross(e.a, e.b, T);
            Q q{fs, fs - ft};
            if (q.den < 0) q = {-q.num, -q.den};
            events.push_back(q);
            if (sideBlocks(e)) ++baseSides;
        }
        for (const Pt& v : {e.a, e.b}) {
            if (sgn(cross(S, T, v)) != 0) continue;
            const i128 a = paramOf(v);
            if (a <= 0 || a >= g) continue;
            if (seenVertex.insert({(long long)v.u, (long long)v.v}).second) {
                vertexParams.push_back(a);
                events.push_back({a, g});
            }
        }
        if (oa == 0 && ob == 0) {
            i128 a = paramOf(e.a), b = paramOf(e.b);
            if (a > b) std::swap(a, b);
            if (a > 0 && b < g) runs.push_back({a, b});
        }
    }
    std::sort(events.begin(), events.end(), [](Q x, Q y) { return x.num * y.den < y.num * x.den; });

    // Hexes passed through: those strictly holding a midpoint between events.
    std::set<OffsetCoord> passed;
    for (std::size_t i = 0; i + 1 < events.size(); ++i) {
        const Q x = events[i], y = events[i + 1];
        if (x.num * y.den == y.num * x.den) continue;
        const i128 den = 2 * x.den * y.den, num = x.num * y.den + y.num * x.den;
        const Pt m{S.u * den + num * d.u, S.v * den + num * d.v}; // scaled by den
        for (const OffsetCoord& h : hexes) {
            const auto cs = corners(h);
            bool inside = true;
            for (int k = 0; k < 6 && inside; ++k)
                inside = cross(scaled(cs[std::size_t(k)], den), scaled(cs[std::size_t((k + 1) % 6)], den), m) > 0;
            if (inside) passed.insert(h);
        }
    }
    int blocking = 0, pairs = 0;
    for (const OffsetCoord& h : passed) {
        if (!inter(h)) continue;
        if (board.blocks(h)) ++blocking;
        else if (board.pair(h)) ++pairs;
    }
    out.k = blocking + baseSides + pairs / 2;

    // Tie sites: runs (their end vertices belong to them) and the other vertices.
    struct Site {
        i128 lo, hi;
    };
    std::vector<Site> sites;
    for (auto [a, b] : runs) sites.push_back({a, b});
    for (i128 a : vertexParams) {
        const bool ofRun = std::any_of(runs.begin(), runs.end(), [&](auto r) { return r.first == a || r.second == a; });
        if (!ofRun) sites.push_back({a, a});
    }
    std::sort(sites.begin(), sites.end(), [](Site x, Site y) { return x.lo < y.lo; });

    const i128 D = std::max(d.u < 0 ? -d.u : d.u, d.v < 0 ? -d.v : d.v);
    const i128 E = 64 * D * D, K = 8 * D * g * E; // lattice -> nudge frame
    for (const Site& site : sites) {
        // The piece from lo - 1/(8 D g) to hi + 1/(8 D g) (in t), shifted one nudge-frame unit times (dv, -du): left, as seen on the printed map.
        const Pt p0{S.u * K + (8 * D * site.lo - 1) * E * d.u, S.v * K + (8 * D * site.lo - 1) * E * d.v};
        const Pt p1{S.u * K + (8 * D * site.hi + 1) * E * d.u, S.v * K + (8 * D * site.hi + 1) * E * d.v};
        int counts[2] = {0, 0};
        for (int side = 0; side < 2; ++side) {
            const i128 sh = side == 0 ? 1 : -1; // 0: left, 1: right
            const Pt a{p0.u + sh * d.v, p0.v - sh * d.u}, b{p1.u + sh * d.v, p1.v - sh * d.u};
            std::set<OffsetCoord> met;
            for (const OffsetCoord& h : hexes) { // the hex holding the piece's start
                const auto cs = corners(h);
                bool inside = true;
                for (int k = 0; k < 6 && inside; ++k) inside = cross(scaled(cs[std::size_t(k)], K), scaled(cs[std::size_t((k + 1) % 6)], K), a) > 0;
                if (inside) met.insert(h);
            }
            if (met.size() != 1) throw std::logic_error("reference: the nudged piece does not start inside one hex");
            int n = 0;
            for (const Side& e : sides) {
                const Pt ea = scaled(e.a, K), eb = scaled(e.b, K);
                if (cross(a, b, ea) == 0 || cross(a, b, eb) == 0) {
                    // a vertex on the nudged piece's line: only allowed well outside the piece
                    const i128 pa = (ea.u - a.u) * d.u + (ea.v - a.v) * d.v, pb = (eb.u - a.u) * d.u + (eb.v - a.v) * d.v;
                    const i128 len = (b.u - a.u) * d.u + (b.v - a.v) * d.v;
                    if ((cross(a, b, ea) == 0 && pa >= 0 && pa <= len) || (cross(a, b, eb) == 0 && pb >= 0 && pb <= len))
                        throw std::logic_error("reference: the nudged piece meets a vertex");
                }
                if (!properCross(a, b, ea, eb)) continue;
                met.insert(e.x);
                met.insert(e.y);
                if (sideBlocks(e)) ++n;
            }
            for (const OffsetCoord& h : met)
                if (inter(h) && !passed.count(h) && board.blocks(h)) ++n;
            counts[side] = n;
        }
        out.ties.push_back({counts[0], counts[1]});
        out.k += std::min(counts[0], counts[1]);
    }
    out.outcome = out.k > out.allowance ? "blocked" : "sees";
    return out;
}

} // namespace crestline::test::gtsref
