// Properties of tabletop LOS on random small tables (seeded): reciprocity;
// invariance under translation, rotation by 90 degrees and mirroring (exact
// on integers); every witness a real sight segment; and no sampled sight
// segment is free when the ruling says blocked. Coordinates on a coarse
// grid, so ties (shared edges, collinear corners) are common.

#include "tabletop_fixture.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <random>

using namespace crestline::test::tabletop;

namespace {

using Map = std::function<TablePoint(TablePoint)>;

/// Apply a map to a polygon; a mirror reverses the order to stay counter-clockwise (front edge kept first).
Polygon mapped(const Polygon& p, const Map& m, bool mirror)
{
    Polygon out;
    for (const TablePoint& q : p) out.push_back(m(q));
    if (mirror) {
        // v0 v1 ... v(n-1) becomes v1' v0' v(n-1)' ... v2': counter-clockwise with edge v1'-v0' first.
        Polygon r{out[1], out[0]};
        for (std::size_t i = out.size() - 1; i >= 2; --i) r.push_back(out[i]);
        out = r;
    }
    return out;
}

struct Case {
    Table table;
    Team f, t;
};

Case mappedCase(const Case& c, const Map& m, bool mirror)
{
    Case out = c;
    for (Piece& p : out.table.pieces) p.outline = mapped(p.outline, m, mirror);
    out.f.base = mapped(c.f.base, m, mirror);
    out.t.base = mapped(c.t.base, m, mirror);
    return out;
}

/// A random simple counter-clockwise piece: a rectangle or a triangle on a grid of `step` thousandths.
Polygon randomOutline(std::mt19937& rng, Thou step)
{
    std::uniform_int_distribution<int> coord(0, 24), size(1, 8), shape(0, 2);
    const auto g = [&](int v) { return Thou(v) * step; };
    if (shape(rng) != 0) {
        const int x = coord(rng), y = coord(rng);
        return {{g(x), g(y)}, {g(x + size(rng)), g(y)}, {g(x + size(rng)), g(y + size(rng))}, {g(x), g(y + size(rng))}};
    }
    for (;;) {
        Polygon tri{{g(coord(rng)), g(coord(rng))}, {g(coord(rng)), g(coord(rng))}, {g(coord(rng)), g(coord(rng))}};
        const crestline::geometry::Int128 a = twiceArea(tri);
        if (a == 0) continue;
        if (a < 0) std::swap(tri[1], tri[2]);
        return tri;
    }
}

Case randomCase(std::mt19937& rng)
{
    Case c;
    const Thou step = std::uniform_int_distribution<int>(0, 1)(rng) ? 1000 : 500;
    const int n = std::uniform_int_distribution<int>(1, 6)(rng);
    const PieceKind kinds[] = {PieceKind::Forest, PieceKind::Building, PieceKind::Smoke, PieceKind::Wall, PieceKind::Hill};
    for (int i = 0; i < n; ++i) {
        const PieceKind k = kinds[std::uniform_int_distribution<int>(0, 4)(rng)];
        const int level = k == PieceKind::Hill ? std::uniform_int_distribution<int>(1, 2)(rng) : 0;
        c.table.pieces.push_back(Piece{i + 1, k, Cover::Soft, randomOutline(rng, step), k == PieceKind::Wall ? 2000 : 0, level, {}});
    }
    // Hills must nest ("Words"): a hill crossing an earlier one becomes a wood.
    for (auto crossing = crossingHills(c.table.pieces); !crossing.empty(); crossing = crossingHills(c.table.pieces)) {
        Piece& later = c.table.pieces[crossing[0].second];
        later.kind = PieceKind::Forest;
        later.level = 0;
    }
    std::uniform_int_distribution<int> at(0, 25);
    const auto base = [&](int id) {
        const Thou x = at(rng) * step, y = at(rng) * step;
        return Team{id, id, TeamType::Infantry, {{x, y}, {x + 1000, y}, {x + 1000, y + 1000}, {x, y + 1000}}, 1000};
    };
    c.f = base(1);
    do c.t = base(2);
    while (c.t.base == c.f.base);
    return c;
}

std::vector<Polygon> activeOutlines(const Case& c)
{
    std::vector<Polygon> out;
    for (const ActivePiece& a : activePieces(c.table.pieces, c.f, c.t)) out.push_back(c.table.pieces[std::size_t(a.id - 1)].outline);
    return out;
}

} // namespace

TEST_CASE("tabletop properties: reciprocity and invariance under translation, rotation and mirroring", "[los][tabletop][property]")
{
    std::mt19937 rng(20261124);
    const Map moves[] = {[](TablePoint p) { return TablePoint{p.x + 12345, p.y - 6789}; },
                         [](TablePoint p) { return TablePoint{-p.y, p.x}; },
                         [](TablePoint p) { return TablePoint{-p.x, p.y}; }};
    int seen = 0, blocked = 0;
    for (int i = 0; i < 300; ++i) {
        const Case c = randomCase(rng);
        const TabletopLos r = decideLos(c.table, c.f, c.t);
        INFO("case " << i);
        CHECK(decideLos(c.table, c.t, c.f).los == r.los);
        for (int m = 0; m < 3; ++m) {
            const Case moved = mappedCase(c, moves[m], m == 2);
            INFO("move " << m);
            CHECK(decideLos(moved.table, moved.f, moved.t).los == r.los);
        }
        (r.los ? seen : blocked)++;
    }
    // The generator must exercise both verdicts.
    CHECK(seen > 30);
    CHECK(blocked > 30);
}

TEST_CASE("tabletop properties: witnesses are sight segments, sampled free segments mean LOS", "[los][tabletop][property]")
{
    std::mt19937 rng(7);
    for (int i = 0; i < 300; ++i) {
        const Case c = randomCase(rng);
        const TabletopLos r = decideLos(c.table, c.f, c.t);
        INFO("case " << i);
        const std::vector<Polygon> active = activeOutlines(c);
        if (r.step == LosStep::Clear) {
            REQUIRE(r.witness);
            CHECK(inPolygon(r.witness->from, c.f.base));
            CHECK(inPolygon(r.witness->to, c.t.base));
            CHECK(missesInterior(*r.witness, active));
        }
        if (r.los) continue;
        CHECK_FALSE(r.cutting.empty());
        // Blocked: no segment between corners, edge midpoints or centres of the bases is free.
        const auto samples = [](const Polygon& b) {
            std::vector<ExactPoint> out;
            for (std::size_t k = 0; k < b.size(); ++k) {
                const TablePoint p = b[k], q = b[(k + 1) % b.size()];
                out.push_back({std::to_string(p.x), std::to_string(p.y), 0, 0});
                out.push_back({std::to_string(p.x + q.x) + "/2", std::to_string(p.y + q.y) + "/2", 0, 0});
            }
            out.push_back({std::to_string(b[0].x + b[2].x) + "/2", std::to_string(b[0].y + b[2].y) + "/2", 0, 0});
            return out;
        };
        for (const ExactPoint& p : samples(c.f.base))
            for (const ExactPoint& q : samples(c.t.base)) CHECK_FALSE(missesInterior(SightSegment{p, q}, active));
    }
}

TEST_CASE("tabletop properties: fewer pieces never hide more, witnesses miss each active piece", "[los][tabletop][property]")
{
    std::mt19937 rng(1123);
    int checked = 0;
    for (int i = 0; i < 300; ++i) {
        const Case c = randomCase(rng);
        const TabletopLos r = decideLos(c.table, c.f, c.t);
        INFO("case " << i);
        if (!r.los) continue;
        if (r.witness)
            for (const Polygon& p : activeOutlines(c)) CHECK(missesInterior(*r.witness, {p}));
        // Levels come from hills only: without any one other piece, U can only shrink.
        for (std::size_t k = 0; k < c.table.pieces.size(); ++k) {
            if (c.table.pieces[k].kind == PieceKind::Hill) continue;
            Table fewer = c.table;
            fewer.pieces.erase(fewer.pieces.begin() + std::ptrdiff_t(k));
            CHECK(decideLos(fewer, c.f, c.t).los);
            ++checked;
        }
    }
    CHECK(checked > 100);
}
