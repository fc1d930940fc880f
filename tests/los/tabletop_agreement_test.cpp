// The fast step 3 (fast_sight.cpp) against the spec's reference method
// (sight_lines.cpp, "Deciding step 3") on seeded random tables built for
// ties: pieces on coarse grids (rectangles, thin and slanted walls, L and U
// shapes, triangles), pieces sharing edges or touching at a corner, bases
// touching pieces, collinear corners. For every pair of teams the verdicts
// agree, and each fast witness is checked independently: its ends lie in
// the bases and it misses the active interiors (CGAL's union). Then the
// fast method's own ties, each beside its near miss 1/1000" away.

#include "tabletop_fixture.h"

#include "geometry/los/systems/tabletop/fast_sight.h"
#include "geometry/los/systems/tabletop/sight_lines.h"

#include <catch2/catch.hpp>

#include <array>
#include <random>

using namespace crestline::test::tabletop;
namespace fast = crestline::geometry::los::tabletop::fast;
namespace sight = crestline::geometry::los::tabletop::sight;

namespace {

class RandomTable {
public:
    explicit RandomTable(unsigned seed) : m_rng(seed)
    {
        const Thou steps[] = {1000, 500, 250};
        m_step = steps[pick(0, 2)];
    }

    Table make()
    {
        Table t;
        if (pick(0, 3) == 0) addChannel(t);
        const int n = pick(t.pieces.empty() ? 1 : 0, 6);
        for (int i = 0; i < n; ++i) {
            Polygon outline = outlineFor(pick(0, 9), t);
            const int kind = pick(0, 5);
            const PieceKind k = kind <= 2 ? PieceKind::Forest : kind == 3 ? PieceKind::Wall : kind == 4 ? PieceKind::Building : PieceKind::Smoke;
            t.pieces.push_back(Piece{int(t.pieces.size()) + 1, k, Cover::Soft, std::move(outline), k == PieceKind::Wall ? 2000 : 0, 0, {}});
        }
        const int teams = pick(2, 4);
        for (int i = int(t.teams.size()); i < teams; ++i) t.teams.push_back(Team{i + 1, i, TeamType::Infantry, base(), 1000});
        return t;
    }

    /// The spec's channel ("Deciding step 3"): two walls whose corners lie
    /// 200" away, their facing edges along the line through two grid points
    /// (rounded at the far ends) and a few thousandths apart or touching,
    /// and a team near each of the two points, often with no free line
    /// through any corner.
    void addChannel(Table& t)
    {
        const Thou far = 200000, deep = 1000000;
        const TablePoint p{g(pick(0, 4)), g(pick(0, 20))}, q{g(pick(16, 20)), g(pick(0, 20))};
        const auto yAt = [&](Thou x) { return p.y + (q.y - p.y) * (x - p.x) / (q.x - p.x); };
        const Thou yl = yAt(-far), yr = yAt(far);
        const Thou gaps[] = {0, 0, 1, 2, m_step / 4};
        const Thou dl = gaps[pick(0, 4)], dr = gaps[pick(0, 4)];
        t.pieces.push_back(Piece{1, PieceKind::Wall, Cover::Hard, {{-far, -deep}, {far, -deep}, {far, yr}, {-far, yl}}, 2000, 0, {}});
        t.pieces.push_back(Piece{2, PieceKind::Wall, Cover::Hard, {{-far, yl + dl}, {far, yr + dr}, {far, deep}, {-far, deep}}, 2000, 0, {}});
        for (const TablePoint c : {p, q}) {
            const Thou s = g(pick(1, 2)), dx = pick(-2, 2), dy = pick(-2, 2);
            t.teams.push_back(Team{int(t.teams.size()) + 1, 0, TeamType::Infantry, box(c.x - s / 2 + dx, c.y - s / 2 + dy, c.x + s / 2 + dx, c.y + s / 2 + dy), 1000});
        }
    }

private:
    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(m_rng); }
    Thou g(int v) const { return Thou(v) * m_step; }

    static Polygon box(Thou x0, Thou y0, Thou x1, Thou y1) { return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}; }

    Polygon outlineFor(int shape, const Table& t)
    {
        const Thou x = g(pick(0, 20)), y = g(pick(0, 20)), w = g(pick(1, 6)), h = g(pick(1, 6));
        const Thou thin = pick(0, 1) ? m_step / 4 : 1; // a wall's footprint, down to 1/1000"
        switch (shape) {
        case 0: return box(x, y, x + w, y + h);
        case 1: return pick(0, 1) ? box(x, y, x + w, y + thin) : box(x, y, x + thin, y + h);
        case 2: { // L: a w x h box without its upper right part
            const Thou s = std::min(w, h) / 2 + 1;
            return {{x, y}, {x + w + s, y}, {x + w + s, y + s}, {x + s, y + s}, {x + s, y + h + s}, {x, y + h + s}};
        }
        case 3: { // U: a notch from the top
            const Thou s = m_step;
            return {{x, y}, {x + 3 * s, y}, {x + 3 * s, y + 3 * s}, {x + 2 * s, y + 3 * s}, {x + 2 * s, y + s}, {x + s, y + s}, {x + s, y + 3 * s}, {x, y + 3 * s}};
        }
        case 4: { // a slanted wall, a thin parallelogram
            const Thou dx = g(pick(1, 6)), dy = g(pick(-6, 6));
            return {{x, y}, {x + dx, y + dy}, {x + dx, y + dy + thin}, {x, y + thin}};
        }
        case 5:
        case 6: { // beside the last piece, sharing (part of) its right or top edge
            if (t.pieces.empty()) return box(x, y, x + w, y + h);
            const auto [x0, y0, x1, y1] = boxOf(t.pieces.back().outline);
            if (shape == 5) return box(x1, y0 + (y1 - y0) / 2 * pick(0, 1), x1 + w, y1);
            return box(x0, y1, x1, y1 + h);
        }
        case 7: { // touching the last piece at its upper right corner only
            if (t.pieces.empty()) return box(x, y, x + w, y + h);
            const auto [x0, y0, x1, y1] = boxOf(t.pieces.back().outline);
            (void)x0, (void)y0;
            return box(x1, y1, x1 + w, y1 + h);
        }
        default: { // a triangle on the grid
            for (;;) {
                Polygon tri{{g(pick(0, 20)), g(pick(0, 20))}, {g(pick(0, 20)), g(pick(0, 20))}, {g(pick(0, 20)), g(pick(0, 20))}};
                const crestline::geometry::Int128 a = twiceArea(tri);
                if (a == 0) continue;
                if (a < 0) std::swap(tri[1], tri[2]);
                return tri;
            }
        }
        }
    }

    static std::array<Thou, 4> boxOf(const Polygon& p)
    {
        std::array<Thou, 4> b{p[0].x, p[0].y, p[0].x, p[0].y};
        for (const TablePoint& q : p) b = {std::min(b[0], q.x), std::min(b[1], q.y), std::max(b[2], q.x), std::max(b[3], q.y)};
        return b;
    }

    Polygon base()
    {
        const Thou x = g(pick(0, 22)), y = g(pick(0, 22)), s = g(pick(1, 2));
        switch (pick(0, 3)) {
        case 0: return {{x, y}, {x + s, y}, {x + s / 2, y + s}};                   // triangle
        case 1: return {{x, y - s}, {x + s, y}, {x, y + s}, {x - s, y}};           // diamond
        default: return box(x, y, x + s, y + g(1));
        }
    }

    std::mt19937 m_rng;
    Thou m_step = 1000;
};

std::vector<Polygon> outlinesOf(const Table& t, const std::vector<ActivePiece>& active)
{
    std::vector<Polygon> out;
    for (const ActivePiece& a : active) out.push_back(t.pieces[std::size_t(a.id - 1)].outline);
    return out;
}

} // namespace

TEST_CASE("tabletop fast step 3 agrees with the reference on random tables", "[los][tabletop][agreement]")
{
    int pairs = 0, clear = 0, blocked = 0, full = 0;
    for (unsigned seed = 1; seed <= 2500; ++seed) {
        RandomTable gen(seed);
        const Table t = gen.make();
        for (std::size_t i = 0; i < t.teams.size(); ++i)
            for (std::size_t j = i + 1; j < t.teams.size(); ++j) {
                const Team &f = t.teams[i], &g = t.teams[j];
                if (basesTouch(f.base, g.base)) continue;
                INFO("seed " << seed << ", teams " << f.id << " and " << g.id);
                const std::vector<Polygon> active = outlinesOf(t, activePieces(t.pieces, f, g));
                std::vector<const Polygon*> ptrs;
                for (const Polygon& p : active) ptrs.push_back(&p);
                const auto w = fast::findWitness(f.base, g.base, ptrs);
                const bool reference = sight::findWitness(f.base, g.base, ptrs).has_value();
                REQUIRE(w.has_value() == reference);
                CHECK(fast::findWitness(g.base, f.base, ptrs).has_value() == reference);
                ++pairs;
                (reference ? clear : blocked)++;
                if (w) {
                    CHECK(inPolygon(w->from, f.base));
                    CHECK(inPolygon(w->to, g.base));
                    CHECK(missesInterior(*w, active));
                }
                if (seed % 8 == 0) { // the whole ruling, cutting pieces included
                    const TabletopLos a = decideLos(t, f, g), b = decideLosReference(t, f, g);
                    CHECK(a.los == b.los);
                    CHECK(a.step == b.step);
                    CHECK(a.cutting == b.cutting);
                    CHECK(a.cutJointly == b.cutJointly);
                    ++full;
                }
            }
    }
    WARN("agreement: " << pairs << " pairs (" << clear << " clear, " << blocked << " blocked), " << full << " whole rulings");
    CHECK(clear > 500);
    CHECK(blocked > 500);
}

TEST_CASE("tabletop fast tie: along one piece's edge is clear, along a seam is blocked", "[los][tabletop][tie][fast]")
{
    // Bases 1" squares at y in [0, 1]; a wood below y = 1 between them (its top edge on the bases' top line).
    const Team f = team(1, 0.5, 0.5), t = team(2, 20.5, 0.5);
    const Piece below = piece(1, PieceKind::Forest, rect(5, 15, -10, 1));
    const TabletopLos along = decideLos(table({below}), f, t);
    REQUIRE(along.los);
    REQUIRE(along.witness);
    CHECK(along.witness->from.y == "1000");
    CHECK(along.witness->to.y == "1000");
    // A second wood above, sharing the edge: the seam is solid.
    CHECK_FALSE(los(table({below, piece(2, PieceKind::Forest, rect(5, 15, 1, 10))}), f, t));
    // The second wood 1/1000" higher: a channel 1/1000" wide, clear.
    CHECK(los(table({below, piece(2, PieceKind::Forest, rect(5, 15, 1.001, 10))}), f, t));
    // Sharing only part of the edge still closes it.
    CHECK_FALSE(los(table({below, piece(2, PieceKind::Forest, rect(8, 9, 1, 10))}), f, t));
}

TEST_CASE("tabletop fast tie: pieces touching at a point leave a gap, 1/1000\" of overlap closes it", "[los][tabletop][tie][fast]")
{
    // Woods [5,10] x [-10,1] and [10,15] x [1,10] meet only at (10,1); the bases' top line y = 1 passes through it.
    const Team f = team(1, 0.5, 0.5), t = team(2, 20.5, 0.5);
    const Piece left = piece(1, PieceKind::Forest, rect(5, 10, -10, 1));
    const TabletopLos gap = decideLos(table({left, piece(2, PieceKind::Forest, rect(10, 15, 1, 10))}), f, t);
    REQUIRE(gap.los);
    CHECK(sideOfSegment(*gap.witness, {in(10), in(1)}) == 0);
    CHECK_FALSE(los(table({left, piece(2, PieceKind::Forest, rect(9.999, 15, 1, 10))}), f, t)); // a seam 1/1000" long
    CHECK(los(table({left, piece(2, PieceKind::Forest, rect(10.001, 15, 1, 10))}), f, t));
    // A diagonal point gap: woods meeting at (10, 0.5), the only free lines pass through it.
    const Team g = team(1, 0, 0), h = team(2, 20, 1);
    const Polygon lower{{in(5), in(-10)}, {in(10), in(-10)}, {in(10), in(0.5)}, {in(5), in(0.25)}};
    CHECK(los(table({piece(1, PieceKind::Forest, lower), piece(2, PieceKind::Forest, rect(10, 15, 0.5, 10))}), g, h));
    CHECK_FALSE(los(table({piece(1, PieceKind::Forest, lower), piece(2, PieceKind::Forest, rect(10, 15, 0.499, 10))}), g, h));
}

TEST_CASE("tabletop fast tie: grazing a corner is clear, the corner 1/1000\" further in blocks", "[los][tabletop][tie][fast]")
{
    // The only sight lines pass y = 1 at x = 10 or lower: a triangle's apex at (10, 1) is grazed.
    const Team f = team(1, 0.5, 0.5), t = team(2, 20.5, 0.5);
    const auto apex = [](Thou y) { return Polygon{{in(5), in(-10)}, {in(15), in(-10)}, {in(10), y}}; };
    const Polygon a1000 = apex(1000), a1001 = apex(1001), a999 = apex(999);
    const auto w = fast::findWitness(f.base, t.base, {&a1000});
    REQUIRE(w);
    CHECK(sideOfSegment(*w, {in(10), 1000}) == 0);
    CHECK(missesInterior(*w, {a1000}));
    CHECK_FALSE(fast::findWitness(f.base, t.base, {&a1001}));
    CHECK(fast::findWitness(f.base, t.base, {&a999}));
}

TEST_CASE("tabletop fast step 3 at the coordinate limit: no overflow, same verdict as the reference", "[los][tabletop][agreement]")
{
    // Triangles anywhere in |x|, |y| <= kMaxCoord: crossings with the largest
    // denominators and lines through them, the bounds fast_sight.cpp proves.
    std::mt19937 rng(100000);
    std::uniform_int_distribution<Thou> coord(-kMaxCoord, kMaxCoord);
    const auto triangle = [&] {
        for (;;) {
            Polygon tri{{coord(rng), coord(rng)}, {coord(rng), coord(rng)}, {coord(rng), coord(rng)}};
            const crestline::geometry::Int128 a = twiceArea(tri);
            if (a == 0) continue;
            if (a < 0) std::swap(tri[1], tri[2]);
            return tri;
        }
    };
    int clear = 0, blocked = 0;
    for (int i = 0; i < 150; ++i) {
        const Polygon f = triangle(), t = triangle();
        if (basesTouch(f, t)) continue;
        std::vector<Polygon> pieces;
        for (int k = 0; k < 3; ++k) pieces.push_back(triangle());
        std::vector<const Polygon*> ptrs;
        for (const Polygon& p : pieces) ptrs.push_back(&p);
        INFO("case " << i);
        const auto w = fast::findWitness(f, t, ptrs);
        REQUIRE(w.has_value() == sight::findWitness(f, t, ptrs).has_value());
        (w ? clear : blocked)++;
        if (w) {
            CHECK(inPolygon(w->from, f));
            CHECK(inPolygon(w->to, t));
            CHECK(missesInterior(*w, pieces));
        }
    }
    CHECK(clear > 10);
    CHECK(blocked > 10);
}

TEST_CASE("tabletop fast: a piece across both bridges that reaches into a base does not cut alone", "[los][tabletop][tie][fast]")
{
    // f a 1" square at the origin; t a triangle pointing at f, apex (ax, 0);
    // a wall [14.9, 15.1] x [-10, 10] crosses both hull bridges. With the apex
    // short of the wall, the wall meets t's base and the apex stays in view.
    const Team f = team(1, 0.5, 0);
    const auto target = [](double ax) { return Team{2, 1, TeamType::Infantry, {{in(20), in(-5)}, {in(20), in(5)}, {in(ax), 0}}, in(1)}; };
    const Table wall = table({piece(1, PieceKind::Wall, rect(14.9, 15.1, -10, 10), 2.0)});
    CHECK(los(wall, f, target(10)));
    CHECK(los(wall, f, target(14.899)));
    CHECK(los(wall, f, target(14.9)));        // the apex on the wall's face: clear
    CHECK_FALSE(los(wall, f, target(14.901))); // 1/1000" into the wall
    CHECK_FALSE(los(wall, f, target(15.2)));   // apart from the wall: the quick reject
    for (const double ax : {10.0, 14.899, 14.9, 14.901, 15.1, 15.2}) {
        INFO("apex " << ax);
        CHECK(decideLos(wall, f, target(ax)).los == decideLosReference(wall, f, target(ax)).los);
    }
}

TEST_CASE("tabletop fast: which pieces meet the hull, closed and by interiors", "[los][tabletop][tie][fast]")
{
    // The hull of [0,1] x [0,1] and [20,21] x [0,1] is [0,21] x [0,1].
    const Polygon hull = hullOf(team(1, 0.5, 0.5).base, team(2, 20.5, 0.5).base);
    REQUIRE(hull == rect(0, 21, 0, 1));
    const Polygon sharesEdge = rect(5, 6, 1, 2), overlaps = rect(5, 6, 0.999, 2), apart = rect(5, 6, 1.001, 2);
    CHECK(fast::closedMeet(sharesEdge, hull));
    CHECK_FALSE(fast::interiorsMeet(sharesEdge, hull));
    CHECK(fast::closedMeet(overlaps, hull));
    CHECK(fast::interiorsMeet(overlaps, hull));
    CHECK_FALSE(fast::closedMeet(apart, hull));
    CHECK_FALSE(fast::interiorsMeet(apart, hull));
    const Polygon corner = rect(21, 22, 1, 2), around = rect(-5, 30, -5, 5), within = rect(5, 6, 0.25, 0.75);
    CHECK(fast::closedMeet(corner, hull));
    CHECK_FALSE(fast::interiorsMeet(corner, hull));
    CHECK(fast::interiorsMeet(around, hull)); // no edge inside: the hull lies in the piece
    CHECK(fast::closedMeet(around, hull));
    CHECK(fast::interiorsMeet(within, hull));
    for (const Polygon& p : {sharesEdge, overlaps, apart, corner, around, within}) CHECK(fast::interiorsMeet(p, hull) == sight::interiorsMeet(p, hull));
}
