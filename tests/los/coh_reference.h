#pragma once
// A brute-force Conflict of Heroes reference, written apart from the engine:
// no StringWalker, no HexGrid, no CohBoard. For every hex of the board it
// clips the string against the closed hexagon (Cyrus-Beck, exact rationals
// in __int128) to get the closed piece [lo, hi] of the string in the hex;
// the intervening part is (tS, tT), where the string leaves the firer's
// hexagon and enters the target's. Steps 2 to 5 of coh-los.md are then
// read straight off the spec. Flat-top odd-q grids only: hex c.r is centred
// at (3c, 2r + c mod 2), corners at (+-2, 0) and (+-1, +-1) from it.

#include "geometry/hex_grid.h"

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace crestline::test::cohref {

using geometry::OffsetCoord;
__extension__ typedef __int128 i128;

/// The board as plain data.
struct RefBoard {
    int columns = 0, rows = 0;
    std::vector<int> level;
    std::vector<char> blocks;
    std::vector<int> smoke;                                   ///< 0, 1, 2 per hex
    std::set<std::pair<OffsetCoord, OffsetCoord>> walls;      ///< each stored with first < second

    RefBoard(int c, int r) : columns(c), rows(r), level(std::size_t(c * r), 0), blocks(std::size_t(c * r), 0), smoke(std::size_t(c * r), 0) {}
    std::size_t at(OffsetCoord h) const { return std::size_t(h.row * columns + h.col); }
    bool wall(OffsetCoord a, OffsetCoord b) const { return walls.count(a < b ? std::make_pair(a, b) : std::make_pair(b, a)) > 0; }
    void addWall(OffsetCoord a, OffsetCoord b) { walls.insert(a < b ? std::make_pair(a, b) : std::make_pair(b, a)); }
};

struct RefResult {
    std::string outcome; ///< "sees", "blocked", "blind"
    int ar = 0, dm = 0;  ///< modifiers' totals when it sees
};

namespace detail {

struct Pt {
    i128 u = 0, v = 0;
};
inline Pt centre(OffsetCoord h) { return {3 * i128(h.col), 2 * i128(h.row) + (h.col & 1)}; }
inline std::vector<Pt> hexagon(OffsetCoord h)
{
    const Pt c = centre(h);
    // Counter-clockwise in (u, v) as plain axes.
    return {{c.u + 2, c.v}, {c.u + 1, c.v + 1}, {c.u - 1, c.v + 1}, {c.u - 2, c.v}, {c.u - 1, c.v - 1}, {c.u + 1, c.v - 1}};
}
inline i128 cross(Pt a, Pt b) { return a.u * b.v - a.v * b.u; }

/// A rational num / den with den > 0.
struct Q {
    i128 n = 0, d = 1;
};
inline int cmp(Q a, Q b)
{
    const i128 l = a.n * b.d, r = b.n * a.d;
    return l < r ? -1 : (l > r ? 1 : 0);
}

/// The closed piece [lo, hi] of the segment p0 -> p1 (t in [0, 1]) inside hexagon h, if any.
inline std::optional<std::pair<Q, Q>> clip(Pt p0, Pt p1, OffsetCoord h)
{
    const auto poly = hexagon(h);
    Q lo{0, 1}, hi{1, 1};
    const Pt d{p1.u - p0.u, p1.v - p0.v};
    for (std::size_t k = 0; k < 6; ++k) {
        const Pt a = poly[k], b = poly[(k + 1) % 6];
        const Pt e{b.u - a.u, b.v - a.v};
        // Inside (closed): cross(e, p - a) >= 0 for a counter-clockwise ring.
        const i128 f0 = cross(e, {p0.u - a.u, p0.v - a.v});
        const i128 fd = cross(e, d);
        if (fd == 0) {
            if (f0 < 0) return std::nullopt;
            continue;
        }
        // f0 + t fd >= 0
        Q bound = fd > 0 ? Q{-f0, fd} : Q{f0, -fd};
        if (fd > 0) {
            if (cmp(bound, lo) > 0) lo = bound;
        } else {
            if (cmp(bound, hi) < 0) hi = bound;
        }
    }
    if (cmp(lo, hi) > 0) return std::nullopt;
    return std::make_pair(lo, hi);
}

/// Whether the point p0 + t (p1 - p0) lies on the closed side between corners a and b.
inline bool onSide(Pt p0, Pt p1, Q t, Pt a, Pt b)
{
    // Scale by t.d to stay in integers: P = (p0 * d + t.n * (p1 - p0)) / d.
    const Pt P{p0.u * t.d + t.n * (p1.u - p0.u), p0.v * t.d + t.n * (p1.v - p0.v)};
    const Pt A{a.u * t.d, a.v * t.d}, B{b.u * t.d, b.v * t.d};
    const Pt ab{B.u - A.u, B.v - A.v}, ap{P.u - A.u, P.v - A.v};
    if (cross(ab, ap) != 0) return false;
    const i128 dotp = ab.u * ap.u + ab.v * ap.v, len = ab.u * ab.u + ab.v * ab.v;
    return dotp >= 0 && dotp <= len;
}

/// The neighbour of h across the side between its corners k and k + 1 (as listed by hexagon()).
inline OffsetCoord across(OffsetCoord h, std::size_t k)
{
    const auto poly = hexagon(h);
    const Pt a = poly[k], b = poly[(k + 1) % 6], c = centre(h);
    const i128 u = a.u + b.u - c.u, v = a.v + b.v - c.v; // reflection of the centre
    const int col = int(u / 3);
    return {col, int((v - (col & 1)) / 2)};
}

} // namespace detail

/// The reference ruling from s to t under attack `direct` (false: mortar or artillery).
inline RefResult rule(const RefBoard& b, OffsetCoord s, OffsetCoord t, bool direct = true)
{
    using namespace detail;
    const auto on = [&](OffsetCoord h) { return h.col >= 0 && h.row >= 0 && h.col < b.columns && h.row < b.rows; };
    const auto lev = [&](OffsetCoord h) { return on(h) ? b.level[b.at(h)] : 0; };
    const auto smk = [&](OffsetCoord h) { return on(h) ? b.smoke[b.at(h)] : 0; };
    const int a = lev(s), bb = lev(t), top = std::max(a, bb), m = a == bb ? top + 1 : top;
    RefResult out;
    out.outcome = "sees";
    if (!(s == t)) {
        const Pt p0 = centre(s), p1 = centre(t);
        const Q tS = clip(p0, p1, s)->second, tT = clip(p0, p1, t)->first;
        const OffsetCoord low = a < bb ? s : t;
        bool height = false, obstacle = false, blind = false;
        int smokeBetween = 0;
        for (int c = 0; c < b.columns; ++c) {
            for (int r = 0; r < b.rows; ++r) {
                const OffsetCoord x{c, r};
                if (x == s || x == t) continue;
                const auto piece = clip(p0, p1, x);
                if (!piece || cmp(piece->second, tS) <= 0 || cmp(piece->first, tT) >= 0) continue; // not in (tS, tT)
                const int l = lev(x);
                const bool blk = b.blocks[b.at(x)] != 0;
                if (l >= m) height = true;
                if ((blk && l >= top) || smk(x) == 2) obstacle = true;
                if (smk(x) == 1) ++smokeBetween;
                if (a != bb && blk && l < top && std::min(a, bb) <= l) {
                    // sigma meets R(O) and R(D) at a common point.
                    const bool meets = low == t ? cmp(piece->second, tT) >= 0 : cmp(piece->first, tS) <= 0;
                    if (meets) blind = true;
                }
            }
        }
        if (height || obstacle) {
            out.outcome = "blocked";
            return out;
        }
        if (blind) {
            out.outcome = "blind";
            return out;
        }
        out.dm += smk(s) == 2 ? 2 : 0;
        out.dm += smk(t);
        out.dm += smokeBetween;
        if (direct) {
            const auto poly = hexagon(t);
            for (std::size_t k = 0; k < 6; ++k) {
                const OffsetCoord n = across(t, k);
                if (on(n) && b.wall(t, n) && onSide(p0, p1, tT, poly[k], poly[(k + 1) % 6])) {
                    out.dm += 1;
                    break;
                }
            }
        }
    } else {
        out.dm += smk(s);
    }
    if (a > bb) out.ar += 1;
    if (bb > a) out.dm += 1;
    return out;
}

} // namespace crestline::test::cohref
