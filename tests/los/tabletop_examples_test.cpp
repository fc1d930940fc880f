// tabletop-los.md, "Worked examples" 1, 2, 3, 4, 6 and 9 (the LOS parts;
// concealment, friends, barrage and arcs are later steps). Expected values
// are the spec's; every witness is checked to lie in both bases and to miss
// the active pieces' interiors.

#include "tabletop_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline::test::tabletop;

namespace {

/// The ruling both ways round; they agree ("Reciprocity"), and each witness is a real sight segment.
TabletopLos rule(const Table& t, const Team& f, const Team& g)
{
    const TabletopLos r = decideLos(t, f, g), back = decideLos(t, g, f);
    CHECK(r.los == back.los);
    for (const auto& [res, a, b] : {std::tuple{&r, &f, &g}, std::tuple{&back, &g, &f}}) {
        if (res->step != LosStep::Clear) continue;
        REQUIRE(res->witness);
        CHECK(inPolygon(res->witness->from, a->base));
        CHECK(inPolygon(res->witness->to, b->base));
        std::vector<Polygon> active;
        for (const ActivePiece& p : res->active)
            for (const Piece& q : t.pieces)
                if (q.id == p.id) active.push_back(q.outline);
        CHECK(missesInterior(*res->witness, active));
    }
    return r;
}

std::vector<int> ids(const std::vector<ActivePiece>& a)
{
    std::vector<int> out;
    for (const ActivePiece& p : a) out.push_back(p.id);
    return out;
}

} // namespace

TEST_CASE("tabletop example 1: into area terrain, not beyond it [Cover & Terrain]", "[los][tabletop][example]")
{
    const Table t = table({piece(1, PieceKind::Forest, rect(10, 20, -6, 6))});
    const Team f = team(1, 0, 0);
    const TabletopLos into = rule(t, f, team(2, 15, 0));
    CHECK(into.los);
    CHECK(into.step == LosStep::Clear);
    CHECK(into.active.empty()); // the wood holds t: it drops out
    const TabletopLos beyond = rule(t, f, team(2, 30, 0));
    CHECK_FALSE(beyond.los);
    CHECK(beyond.step == LosStep::Blocked);
    CHECK(ids(beyond.active) == std::vector<int>{1});
    CHECK(beyond.cutting == std::vector<int>{1});
    CHECK_FALSE(beyond.cutJointly);
    CHECK_FALSE(rule(t, team(2, 30, 0), f).los);
}

TEST_CASE("tabletop example 2: woods sharing an edge merge, the seam is solid", "[los][tabletop][example][tie]")
{
    const Table t = table({piece(1, PieceKind::Forest, rect(10, 20, -6, 0)), piece(2, PieceKind::Forest, rect(10, 20, 0, 6))});
    const TabletopLos r = rule(t, team(1, 0, 0), team(2, 30, 0));
    CHECK_FALSE(r.los);
    CHECK(r.cutJointly); // neither wood alone cuts every segment
    CHECK(r.cutting == std::vector<int>{1, 2});
}

TEST_CASE("tabletop example 3: woods meeting at one point leave a gap", "[los][tabletop][example][tie]")
{
    const Table t = table({piece(1, PieceKind::Forest, rect(10, 20, 0, 10)), piece(2, PieceKind::Forest, rect(20, 30, -10, 0))});
    const TabletopLos r = rule(t, team(1, 0, -20), team(2, 40, 20));
    CHECK(r.los);
    REQUIRE(r.witness);
    CHECK(sideOfSegment(*r.witness, {in(20), 0}) == 0); // only lines through (20, 0)
}

TEST_CASE("tabletop example 4: walls taller than both teams block [Cover & Terrain]", "[los][tabletop][example]")
{
    const Polygon wall = rect(10, 10.25, -10, 10);
    const Team f = team(1, 0, 0), t = team(2, 20, 0);
    const TabletopLos blocked = rule(table({piece(1, PieceKind::Wall, wall, 2.0)}), f, t);
    CHECK_FALSE(blocked.los);
    CHECK(blocked.cutting == std::vector<int>{1});
    CHECK(rule(table({piece(1, PieceKind::Fence, wall, 0.5)}), f, t).los);
    const Team tank = team(1, 0, 0, 2.5, TeamType::Tank);
    const TabletopLos over = rule(table({piece(1, PieceKind::Wall, wall, 2.0)}), tank, t);
    CHECK(over.los);
    CHECK(over.tallest == 2500);
    CHECK(over.active.empty());
}

TEST_CASE("tabletop example 6: smoke is area terrain that blocks [Indirect Fire]", "[los][tabletop][example]")
{
    const Table t = table({piece(1, PieceKind::Smoke, rect(7, 13, -3, 3))});
    const Team f = team(1, 0, 0);
    CHECK_FALSE(rule(t, f, team(2, 20, 0)).los);
    const TabletopLos inSmoke = rule(t, f, team(2, 10, 0));
    CHECK(inSmoke.los);
    CHECK(inSmoke.active.empty());
}

TEST_CASE("tabletop example 9: hills hide what lies beyond from lower teams (DECISION)", "[los][tabletop][example]")
{
    const Piece hill = piece(1, PieceKind::Hill, rect(10, 20, -6, 6), 0, 1);
    const Team f = team(1, 0, 0);
    const TabletopLos low = rule(table({hill}), f, team(2, 30, 0));
    CHECK_FALSE(low.los);
    CHECK(low.top == 0);
    CHECK(low.cutting == std::vector<int>{1});

    const Table two = table({hill, piece(2, PieceKind::Hill, rect(25, 35, -6, 6), 0, 1)});
    const TabletopLos up = rule(two, f, team(2, 30, 0));
    CHECK(up.los);
    CHECK(up.levelFrom == 0);
    CHECK(up.levelTo == 1);
    CHECK(up.top == 1);

    const Table wood = table({piece(1, PieceKind::Hill, rect(-5, 5, -6, 6), 0, 1), piece(2, PieceKind::Hill, rect(25, 35, -6, 6), 0, 1),
                              piece(3, PieceKind::Forest, rect(10, 20, -6, 6))});
    const TabletopLos over = rule(wood, f, team(2, 30, 0));
    CHECK(over.los);
    CHECK(over.top == 1);
    CHECK(over.active.empty());
}
