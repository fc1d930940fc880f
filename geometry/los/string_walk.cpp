// The walk clips the string against one hexagon at a time (Cyrus-Beck with
// exact rational parameters: corners and centres are lattice integers) and
// steps to the neighbours across the hexsides that bound the piece's far end:
// one neighbour when it leaves through a hexside, two when it leaves through
// a corner (then the string goes on into one of them or along their shared
// hexside). No candidate band, no rounding: every hex met is found.

#include "geometry/los/string_walk.h"

#include <algorithm>
#include <array>

namespace crestline::geometry::los {

int compare(Param a, Param b)
{
    const Int128 l = (Int128)a.num * b.den, r = (Int128)b.num * a.den;
    return (l > r) - (l < r);
}

namespace {

struct Clip {
    bool hit = false;
    Param lo{0, 1}, hi{1, 1};
    std::array<int, 2> exitSides{-1, -1}; ///< sides whose line bounds the far end
    int exitCount = 0;
    int alongSide = -1;                   ///< side whose line holds the whole string
};

Clip clipHex(const HexGrid& grid, OffsetCoord h, IPoint a, IPoint b)
{
    Clip c;
    const auto corners = grid.corners(h);
    for (int k = 0; k < 6; ++k) {
        const IPoint c0 = corners[std::size_t(k)], c1 = corners[std::size_t((k + 1) % 6)];
        const std::int64_t ex = c1.u - c0.u, ey = c1.v - c0.v;
        // f(t) = oA + t (oB - oA) >= 0 inside (corners run in positive orientation).
        const std::int64_t oA = ex * (a.v - c0.v) - ey * (a.u - c0.u);
        const std::int64_t oB = ex * (b.v - c0.v) - ey * (b.u - c0.u);
        const std::int64_t slope = oB - oA;
        if (slope == 0) {
            if (oA < 0) return c; // parallel and outside
            if (oA == 0) c.alongSide = k;
            continue;
        }
        Param t{-oA, slope};
        if (t.den < 0) t = {-t.num, -t.den};
        if (slope > 0) {
            if (c.lo < t) c.lo = t;
        } else {
            const int cmp = compare(t, c.hi);
            if (cmp < 0) {
                c.hi = t;
                c.exitSides = {k, -1};
                c.exitCount = 1;
            } else if (cmp == 0 && c.exitCount < 2) {
                c.exitSides[std::size_t(c.exitCount++)] = k;
            }
        }
    }
    c.hit = !(c.hi < c.lo);
    return c;
}

} // namespace

void walkString(const HexGrid& grid, OffsetCoord from, OffsetCoord to, std::vector<HexPart>& parts)
{
    parts.clear();
    const IPoint a = grid.centre(from), b = grid.centre(to);
    auto addPart = [&](OffsetCoord h, const Clip& c) {
        HexPart p;
        p.hex = h;
        p.onMap = grid.contains(h);
        p.lo = c.lo;
        p.hi = c.hi;
        if (c.lo == c.hi) p.how = Crossing::Vertex;
        else if (c.alongSide >= 0) {
            p.how = Crossing::Hexside;
            p.side = c.alongSide;
        }
        parts.push_back(p);
    };
    if (from == to) {
        parts.push_back({from, grid.contains(from), {0, 1}, {1, 1}, Crossing::Interior, -1});
        return;
    }
    struct Front {
        OffsetCoord hex;
        Clip clip;
    };
    std::vector<Front> front{{from, clipHex(grid, from, a, b)}};
    addPart(from, front.front().clip);
    auto seen = [&](OffsetCoord h) {
        return std::any_of(parts.end() - std::min<std::ptrdiff_t>(std::ptrdiff_t(parts.size()), 8), parts.end(),
                           [&](const HexPart& p) { return p.hex == h; });
    };
    std::vector<Front> next;
    while (!front.empty() && !(front.front().clip.hi == Param{1, 1})) {
        next.clear();
        for (const Front& f : front)
            for (int i = 0; i < f.clip.exitCount; ++i) {
                const OffsetCoord n = grid.neighbour(f.hex, f.clip.exitSides[std::size_t(i)]);
                if (seen(n)) continue;
                const Clip c = clipHex(grid, n, a, b);
                if (!c.hit) continue;
                addPart(n, c);
                next.push_back({n, c});
            }
        // Only the pieces reaching furthest carry the walk on.
        Param far{0, 1};
        for (const Front& f : next)
            if (far < f.clip.hi) far = f.clip.hi;
        front.clear();
        for (const Front& f : next)
            if (f.clip.hi == far) front.push_back(f);
    }
    std::stable_sort(parts.begin(), parts.end(), [](const HexPart& x, const HexPart& y) {
        const int c = compare(x.lo, y.lo);
        if (c != 0) return c < 0;
        return compare(x.hi, y.hi) < 0;
    });
}

} // namespace crestline::geometry::los
