// The walk clips the string against one hexagon at a time (Cyrus-Beck with
// exact rational parameters: corners and centres are lattice integers) and
// steps to the neighbours across the hexsides that bound the piece's far end:
// one neighbour when it leaves through a hexside, two when it leaves through
// a corner (then the string goes on into one of them or along their shared
// hexside). Every hex met is found; no rounding anywhere.
//
// For speed, the per-edge terms that do not depend on the hex are computed
// once per string: with corner offsets q_k (from the centre) and edge vectors
// e_k = q_{k+1} - q_k, the side value of point P for edge k of the hex
// centred at C is cross(e_k, P) - cross(e_k, C) - cross(e_k, q_k).

#include "geometry/los/string_walk.h"

#include <algorithm>
#include <array>
#include <new>

namespace crestline::geometry::los {

namespace {

struct Clip {
    bool hit = false;
    Param lo{0, 1}, hi{1, 1};
    std::array<int, 2> exitSides{-1, -1}; ///< sides whose line bounds the far end
    int exitCount = 0;
    int alongSide = -1;                   ///< side whose line holds the whole string
};

/// What the walk needs of a grid's shape: corner offsets, edge vectors,
/// neighbour steps in lattice and offset coordinates. Built once per shape.
struct ShapeTables {
    std::array<std::int64_t, 6> ex{}, ey{}, cornerTerm{};
    std::array<IPoint, 6> neighbourDelta{};
    std::array<std::array<OffsetCoord, 6>, 2> offsetDelta{};
    bool flat = true;

    explicit ShapeTables(const HexGrid& grid)
    {
        flat = grid.spec().orientation == HexOrientation::FlatTop;
        const auto corners = grid.corners({0, 0});
        const IPoint c0 = grid.centre({0, 0});
        for (std::size_t k = 0; k < 6; ++k) {
            const IPoint q{corners[k].u - c0.u, corners[k].v - c0.v};
            const IPoint q1{corners[(k + 1) % 6].u - c0.u, corners[(k + 1) % 6].v - c0.v};
            ex[k] = q1.u - q.u;
            ey[k] = q1.v - q.v;
            cornerTerm[k] = ex[k] * q.v - ey[k] * q.u;
            neighbourDelta[k] = {q.u + q1.u, q.v + q1.v}; // reflection of the centre across side k
        }
        for (int parity = 0; parity < 2; ++parity) {
            const OffsetCoord base = flat ? OffsetCoord{parity, 0} : OffsetCoord{0, parity};
            for (int k = 0; k < 6; ++k) {
                const OffsetCoord n = grid.neighbour(base, k);
                offsetDelta[std::size_t(parity)][std::size_t(k)] = {n.col - base.col, n.row - base.row};
            }
        }
    }
};

const ShapeTables& tablesFor(const HexGrid& grid)
{
    // One table per orientation and parity (the only things they depend on).
    static const auto make = [](HexOrientation o, OffsetParity p) {
        GridSpec s;
        s.orientation = o;
        s.parity = p;
        s.columns = s.rows = 2;
        return ShapeTables(HexGrid(s));
    };
    static const std::array<ShapeTables, 4> tables{make(HexOrientation::FlatTop, OffsetParity::Odd), make(HexOrientation::FlatTop, OffsetParity::Even),
                                                   make(HexOrientation::PointyTop, OffsetParity::Odd),
                                                   make(HexOrientation::PointyTop, OffsetParity::Even)};
    const int i = (grid.spec().orientation == HexOrientation::FlatTop ? 0 : 2) + (grid.spec().parity == OffsetParity::Odd ? 0 : 1);
    return tables[std::size_t(i)];
}

/// Edge terms of one string, shared by every hex it meets.
struct StringFrame {
    const ShapeTables& shape;
    std::array<std::int64_t, 6> crossA{}, slope{};
    const std::array<std::int64_t, 6>& ex;
    const std::array<std::int64_t, 6>& ey;
    const std::array<std::int64_t, 6>& cornerTerm;
    const std::array<IPoint, 6>& neighbourDelta;

    OffsetCoord across(OffsetCoord h, int side) const
    {
        const OffsetCoord d = shape.offsetDelta[std::size_t((shape.flat ? h.col : h.row) & 1)][std::size_t(side)];
        return {h.col + d.col, h.row + d.row};
    }

    /// Sides the string heads out through (slope < 0) and sides parallel to it.
    std::array<int, 3> exitEdges{};
    int exitEdgeCount = 0;
    std::array<int, 2> parallelEdges{};
    int parallelCount = 0;

    StringFrame(const HexGrid& grid, IPoint a, IPoint b)
        : shape(tablesFor(grid)), ex(shape.ex), ey(shape.ey), cornerTerm(shape.cornerTerm), neighbourDelta(shape.neighbourDelta)
    {
        for (std::size_t k = 0; k < 6; ++k) {
            crossA[k] = ex[k] * a.v - ey[k] * a.u;
            slope[k] = (ex[k] * b.v - ey[k] * b.u) - crossA[k];
            if (slope[k] < 0 && exitEdgeCount < 3) exitEdges[std::size_t(exitEdgeCount++)] = int(k);
            if (slope[k] == 0 && parallelCount < 2) parallelEdges[std::size_t(parallelCount++)] = int(k);
        }
    }

    /// Clip of a hex the walk steps into: it is met (it holds the point where
    /// the last piece ended, `lo`), so only the far end needs finding, among
    /// the sides the string heads out through; a parallel side whose line
    /// holds the string means the piece runs along that hexside. Lattice
    /// values are small (|coordinates| < 2^20), so products fit in int64.
    Clip step(IPoint centre, Param lo) const
    {
        Clip c;
        c.hit = true;
        c.lo = lo;
        const std::int64_t cu = centre.u, cv = centre.v;
        std::int64_t bestNum = 0, bestDen = 1;
        for (int i = 0; i < exitEdgeCount; ++i) {
            const std::size_t k = std::size_t(exitEdges[std::size_t(i)]);
            const std::int64_t oA = crossA[k] - (ex[k] * cv - ey[k] * cu) - cornerTerm[k];
            const std::int64_t den = -slope[k];
            if (c.exitCount == 0) {
                bestNum = oA;
                bestDen = den;
                c.exitSides = {int(k), -1};
                c.exitCount = 1;
                continue;
            }
            const std::int64_t l = oA * bestDen, r = bestNum * den;
            if (l < r) {
                bestNum = oA;
                bestDen = den;
                c.exitSides = {int(k), -1};
                c.exitCount = 1;
            } else if (l == r && c.exitCount < 2) {
                c.exitSides[std::size_t(c.exitCount++)] = int(k);
            }
        }
        c.hi = {bestNum, bestDen};
        if (bestNum >= bestDen) { // past the target's centre dot: the string ends here
            c.hi = {1, 1};
            c.exitCount = 0;
        }
        for (int i = 0; i < parallelCount; ++i) {
            const std::size_t k = std::size_t(parallelEdges[std::size_t(i)]);
            if (crossA[k] - (ex[k] * cv - ey[k] * cu) - cornerTerm[k] == 0) c.alongSide = int(k);
        }
        return c;
    }

    Clip clip(IPoint centre) const
    {
        Clip c;
        for (std::size_t k = 0; k < 6; ++k) {
            // f(t) = oA + t * slope >= 0 inside (corners run in positive orientation).
            const std::int64_t oA = crossA[k] - (ex[k] * centre.v - ey[k] * centre.u) - cornerTerm[k];
            if (slope[k] == 0) {
                if (oA < 0) return c; // parallel and outside
                if (oA == 0) c.alongSide = int(k);
                continue;
            }
            Param t{-oA, slope[k]};
            if (t.den < 0) t = {-t.num, -t.den};
            if (slope[k] > 0) {
                if (c.lo < t) c.lo = t;
            } else {
                const int cmp = compare(t, c.hi);
                if (cmp < 0) {
                    c.hi = t;
                    c.exitSides = {int(k), -1};
                    c.exitCount = 1;
                } else if (cmp == 0 && c.exitCount < 2) {
                    c.exitSides[std::size_t(c.exitCount++)] = int(k);
                }
            }
        }
        c.hit = !(c.hi < c.lo);
        return c;
    }
};

HexPart makePart(const HexGrid& grid, OffsetCoord hex, const Clip& c)
{
    HexPart p;
    p.hex = hex;
    p.onMap = grid.contains(p.hex);
    p.lo = c.lo;
    p.hi = c.hi;
    if (c.lo == c.hi) p.how = Crossing::Vertex;
    else if (c.alongSide >= 0) {
        p.how = Crossing::Hexside;
        p.side = c.alongSide;
    }
    return p;
}

struct Front {
    IPoint centre;
    OffsetCoord hex;
    Clip clip;
};

} // namespace

struct StringWalker::State {
    const HexGrid& grid;
    OffsetCoord from, to;
    StringFrame frame;
    // At most two pieces carry the walk on (two when it runs along a hexside);
    // a step adds at most four new hexes.
    std::array<Front, 2> front{};
    int frontCount = 0;
    std::array<Front, 4> pending{};
    int pendingCount = 0, pendingNext = 0;
    bool started = false, finished = false;

    State(const HexGrid& g, OffsetCoord f, OffsetCoord t)
        : grid(g), from(f), to(t), frame(g, g.centre(f), g.centre(t)) {}

    /// Computes the hexes of the next step into `pending`.
    void step()
    {
        pendingCount = pendingNext = 0;
        std::array<IPoint, 6> recent{}; // the front and this step's hexes, to skip repeats
        int recentCount = 0;
        for (int f = 0; f < frontCount; ++f) recent[std::size_t(recentCount++)] = front[std::size_t(f)].centre;
        for (int f = 0; f < frontCount; ++f) {
            const Front& cur = front[std::size_t(f)];
            for (int i = 0; i < cur.clip.exitCount; ++i) {
                const int side = cur.clip.exitSides[std::size_t(i)];
                const IPoint d = frame.neighbourDelta[std::size_t(side)];
                const IPoint n{cur.centre.u + d.u, cur.centre.v + d.v};
                if (std::find(recent.begin(), recent.begin() + recentCount, n) != recent.begin() + recentCount) continue;
                recent[std::size_t(recentCount++)] = n;
                pending[std::size_t(pendingCount++)] = {n, frame.across(cur.hex, side), frame.step(n, cur.clip.hi)};
            }
        }
        // Pieces of one step all start where the last step ended; order them by
        // their far end (a vertex-only piece first); the ones reaching furthest
        // carry the walk on.
        if (pendingCount > 1)
            std::sort(pending.begin(), pending.begin() + pendingCount, [](const Front& x, const Front& y) { return x.clip.hi < y.clip.hi; });
        frontCount = 0;
        for (int i = 0; i < pendingCount; ++i)
            if (pending[std::size_t(i)].clip.hi == pending[std::size_t(pendingCount - 1)].clip.hi && frontCount < 2)
                front[std::size_t(frontCount++)] = pending[std::size_t(i)];
    }
};

StringWalker::StringWalker(const HexGrid& grid, OffsetCoord from, OffsetCoord to)
{
    static_assert(sizeof(State) <= sizeof(m_storage) && alignof(State) <= 16, "StringWalker storage too small");
    new (m_storage) State(grid, from, to);
}

StringWalker::~StringWalker() { state().~State(); }

StringWalker::State& StringWalker::state() { return *std::launder(reinterpret_cast<State*>(m_storage)); }

bool StringWalker::next(HexPart& part)
{
    State& st = state();
    if (st.finished) return false;
    if (!st.started) {
        st.started = true;
        if (st.from == st.to) {
            part = {st.from, st.grid.contains(st.from), {0, 1}, {1, 1}, Crossing::Interior, -1};
            st.finished = true;
            return true;
        }
        const IPoint a = st.grid.centre(st.from);
        st.front[0] = {a, st.from, st.frame.clip(a)};
        st.frontCount = 1;
        part = makePart(st.grid, st.from, st.front[0].clip);
        return true;
    }
    if (st.pendingNext == st.pendingCount) {
        if (st.frontCount == 0 || st.front[0].clip.hi == Param{1, 1}) {
            st.finished = true;
            return false;
        }
        if (st.frontCount == 1 && st.front[0].clip.exitCount == 1) {
            // The common case, in place: the piece left through one hexside
            // into one hex, which carries the walk on.
            Front& cur = st.front[0];
            const int side = cur.clip.exitSides[0];
            const IPoint d = st.frame.neighbourDelta[std::size_t(side)];
            cur.centre = {cur.centre.u + d.u, cur.centre.v + d.v};
            cur.hex = st.frame.across(cur.hex, side);
            cur.clip = st.frame.step(cur.centre, cur.clip.hi);
            part = makePart(st.grid, cur.hex, cur.clip);
            return true;
        }
        st.step();
        if (st.pendingCount == 0) {
            st.finished = true;
            return false;
        }
    }
    const Front& f = st.pending[std::size_t(st.pendingNext++)];
    part = makePart(st.grid, f.hex, f.clip);
    return true;
}

void walkString(const HexGrid& grid, OffsetCoord from, OffsetCoord to, std::vector<HexPart>& parts)
{
    parts.clear();
    StringWalker walker(grid, from, to);
    HexPart p;
    while (walker.next(p)) parts.push_back(p);
}

} // namespace crestline::geometry::los
