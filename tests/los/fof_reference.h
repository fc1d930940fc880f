#pragma once
// A brute-force Fields of Fire reference, written apart from the engine: no
// CardWalk, no SquareWalker, no SquareGrid, no FofBoard. For every cell in
// the ends' bounding box it clips the string o(S) -> o(T) against the
// closed square [2c-1, 2c+1] x [2r-1, 2r+1] with exact rationals; the walk
// is the cells whose piece [lo, hi] has lo < hi (the string meets their
// interior: it never runs along a side), ordered by lo. Segments are named
// from the step to the neighbouring walk card. Steps 1 to 8 of fof-los.md
// are then read straight off the spec. Segments are strings ("NE").

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace crestline::test::fofref {

/// A cell (c, r); row 0 the Main Staging Area, (1, -1) and (2, -1) the Helicopter Staging Areas.
using Cell = std::pair<int, int>;

/// The board as plain data.
struct RefBoard {
    int columns = 0, rows = 0;
    std::vector<char> present;
    std::vector<int> level;
    std::vector<std::set<std::string>> dark; ///< the stack's dark segment names
    std::vector<char> icon;
    std::vector<int> eye;      ///< e of a position on the cell
    std::set<Cell> obscured;

    RefBoard(int c, int r)
        : columns(c), rows(r), present(std::size_t(c * (r + 1)), 0), level(present.size(), 0), dark(present.size()), icon(present.size(), 0),
          eye(present.size(), 0)
    {
        for (int col = 1; col <= c; ++col) present[at({col, 0})] = 1;
    }
    bool inside(Cell x) const { return x.first >= 1 && x.first <= columns && x.second >= 0 && x.second <= rows; }
    std::size_t at(Cell x) const { return std::size_t(x.second * columns + x.first - 1); }
    static bool helicopter(Cell x) { return x == Cell{1, -1} || x == Cell{2, -1}; }
    bool has(Cell x) const { return helicopter(x) || (inside(x) && present[at(x)]); }
    int lev(Cell x) const { return inside(x) ? level[at(x)] : 0; }
    bool isDark(Cell x, const std::string& s) const { return inside(x) && dark[at(x)].count(s) > 0; }
    int e(Cell x) const { return inside(x) ? eye[at(x)] : 0; }
};

struct RefWalkCard {
    Cell cell;
    std::string entry, exit; ///< "" for none
};

struct RefResult {
    std::string outcome; ///< "LOS", "blocked", "too far", "undetermined", "no LOS"
    int step = 0;
    std::optional<Cell> card;
    std::string segment;
    int distance = 0;
    std::string band; ///< "P", "C", "L", "V", "beyond"
    std::vector<RefWalkCard> walk;
    std::vector<Cell> cornerTouched; ///< cells met at a single point
    std::string cover;
    bool coverDark = false;
    int elevation = 0;
};

namespace detail {

/// num / den with den > 0.
struct Q {
    std::int64_t n = 0, d = 1;
};
inline Q q(std::int64_t n, std::int64_t d) { return d < 0 ? Q{-n, -d} : Q{n, d}; }
inline int cmp(Q a, Q b)
{
    const std::int64_t l = a.n * b.d, r = b.n * a.d;
    return l < r ? -1 : (l > r ? 1 : 0);
}

/// The closed piece [lo, hi] of a + t (b - a), t in [0, 1], inside the closed square of cell x.
inline std::optional<std::pair<Q, Q>> clip(Cell s, Cell t, Cell x)
{
    Q lo{0, 1}, hi{1, 1};
    const std::int64_t a[2] = {2 * s.first, 2 * s.second}, d[2] = {2 * (t.first - s.first), 2 * (t.second - s.second)};
    const std::int64_t mid[2] = {2 * x.first, 2 * x.second};
    for (int k = 0; k < 2; ++k) {
        const std::int64_t lo0 = mid[k] - 1, hi0 = mid[k] + 1;
        if (d[k] == 0) {
            if (a[k] < lo0 || a[k] > hi0) return std::nullopt;
            continue;
        }
        Q t0 = q(lo0 - a[k], d[k]), t1 = q(hi0 - a[k], d[k]);
        if (cmp(t1, t0) < 0) std::swap(t0, t1);
        if (cmp(t0, lo) > 0) lo = t0;
        if (cmp(t1, hi) < 0) hi = t1;
    }
    if (cmp(lo, hi) > 0) return std::nullopt;
    return std::make_pair(lo, hi);
}

/// The name of the segment of `x` facing its neighbour `y`.
inline std::string facing(Cell x, Cell y)
{
    const int dc = y.first - x.first, dr = y.second - x.second;
    if (std::abs(dc) > 1 || std::abs(dr) > 1 || (dc == 0 && dr == 0)) throw std::logic_error("fofref: walk cards not neighbours");
    std::string out = dr > 0 ? "N" : dr < 0 ? "S" : "";
    return out + (dc > 0 ? "E" : dc < 0 ? "W" : "");
}

} // namespace detail

/// The walk and the cells touched at a point, from the clipping alone.
inline void walkOf(Cell s, Cell t, std::vector<RefWalkCard>& walk, std::vector<Cell>& touched)
{
    using namespace detail;
    std::vector<std::pair<Q, Cell>> in;
    for (int c = std::min(s.first, t.first) - 1; c <= std::max(s.first, t.first) + 1; ++c)
        for (int r = std::min(s.second, t.second) - 1; r <= std::max(s.second, t.second) + 1; ++r) {
            const auto piece = clip(s, t, {c, r});
            if (!piece) continue;
            if (cmp(piece->first, piece->second) < 0) in.push_back({piece->first, {c, r}});
            else touched.push_back({c, r});
        }
    std::sort(in.begin(), in.end(), [](const auto& a, const auto& b) { return cmp(a.first, b.first) < 0; });
    for (std::size_t i = 0; i < in.size(); ++i) {
        RefWalkCard w{in[i].second, "", ""};
        if (i > 0) w.entry = facing(in[i].second, in[i - 1].second);
        if (i + 1 < in.size()) w.exit = facing(in[i].second, in[i + 1].second);
        walk.push_back(w);
    }
    std::sort(touched.begin(), touched.end());
}

/// The reference ruling from s to t: purpose comm (else fire), range M.
inline RefResult rule(const RefBoard& b, Cell s, Cell t, bool comm, int m)
{
    RefResult out;
    const int a = b.lev(s) + b.e(s), bb = b.lev(t) + b.e(t), top = std::max(a, bb);
    out.elevation = a > bb ? 1 : a < bb ? -1 : 0;
    const bool heli = RefBoard::helicopter(s) || RefBoard::helicopter(t);
    out.distance = heli ? -1 : std::max(std::abs(s.first - t.first), std::abs(s.second - t.second));
    static const char* bands[] = {"P", "C", "L", "V"};
    out.band = !heli && out.distance <= 3 ? bands[out.distance] : "beyond";
    if (!heli && s != t) {
        walkOf(s, t, out.walk, out.cornerTouched);
        out.cover = out.walk.back().entry;
        out.coverDark = b.isDark(t, out.cover);
    }
    const auto done = [&](int step, const char* o) {
        out.step = step;
        out.outcome = o;
        return out;
    };
    if (heli) return done(1, "no LOS");                                        // 1 [2.4.2 B]
    if (s.second == 0 || t.second == 0) {                                      // 2 [2.4.2]
        if (!comm) return done(2, "no LOS");
        if (s.second == 0 && t.second == 0) return done(2, "LOS");
    }
    if (s == t) return done(3, "LOS");                                         // 3
    if (b.obscured.count(s) || b.obscured.count(t)) {                          // 4
        out.card = b.obscured.count(s) ? s : t;
        return done(4, "blocked");
    }
    if (out.distance > m) return done(5, "too far");                           // 5
    if (out.distance == 1) return done(6, "LOS");                              // 6
    for (std::size_t i = 1; i + 1 < out.walk.size(); ++i)                      // 7, empty cells first
        if (!b.has(out.walk[i].cell)) {
            out.card = out.walk[i].cell;
            return done(7, "undetermined");
        }
    for (std::size_t i = 1; i + 1 < out.walk.size(); ++i) {
        const RefWalkCard& x = out.walk[i];
        if (b.obscured.count(x.cell)) {
            out.card = x.cell;
            return done(7, "blocked");
        }
        if (b.lev(x.cell) < top) continue;
        if (b.isDark(x.cell, x.entry) || b.isDark(x.cell, x.exit)) {
            out.card = x.cell;
            out.segment = b.isDark(x.cell, x.entry) ? x.entry : x.exit;
            return done(7, "blocked");
        }
    }
    return done(8, "LOS");                                                     // 8
}

} // namespace crestline::test::fofref
