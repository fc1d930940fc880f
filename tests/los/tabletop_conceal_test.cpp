// tabletop-los.md "Concealment": worked examples 1, 5, 6 and 8, Infantry
// that did not move, the ties (a centre on an area edge, a base touching a
// linear piece, a centre-to-centre segment through a corner or along an
// edge) each beside its near miss 1/1000" away, the DECISION for a linear
// piece when no firing team sees the target, and Gone to Ground [Firing].
// Expected values worked out by hand from the spec.

#include "tabletop_fixture.h"

#include "geometry/los/systems/tabletop/tabletop_conceal.h"

#include <catch2/catch.hpp>

using namespace crestline::test::tabletop;

namespace {

const TargetStatus kMoved{true, false, false};
const TargetStatus kStill{false, false, false};
const TargetStatus kMovedGone{true, true, false};

/// One target team against a firing unit: the team's result (the unit has just this team).
TeamConcealment one(const Table& t, const std::vector<Team>& firing, const Team& target, TargetStatus s = kMoved)
{
    const UnitConcealment u = decideConcealment(t, firing, {target}, {s});
    REQUIRE(u.teams.size() == 1);
    CHECK(u.concealed == u.teams[0].concealed);
    return u.teams[0];
}

std::vector<int> areaIds(const TeamConcealment& r)
{
    std::vector<int> out;
    for (const AreaCover& a : r.areas) out.push_back(a.piece);
    return out;
}

} // namespace

TEST_CASE("tabletop conceal: example 1, a team in a wood is concealed", "[tabletop][conceal]")
{
    const Table t = table({piece(1, PieceKind::Forest, rect(10, 20, -6, 6))});
    const TeamConcealment r = one(t, {team(1, 0, 0)}, team(2, 15, 0));
    CHECK(r.seenBy == std::vector<int>{1}); // into the wood, not beyond
    CHECK(r.concealed);
    CHECK(r.cover == Cover::Soft);
    REQUIRE(r.areas.size() == 1);
    CHECK(r.areas[0].piece == 1);
    CHECK(r.areas[0].kind == PieceKind::Forest);
    CHECK(r.linears.empty());
    CHECK_FALSE(r.stillInfantry);
}

TEST_CASE("tabletop conceal: a building gives hard cover", "[tabletop][conceal]")
{
    const Table t = table({piece(1, PieceKind::Building, rect(10, 20, -6, 6))});
    const TeamConcealment r = one(t, {team(1, 0, 0)}, team(2, 15, 0));
    CHECK(r.concealed);
    CHECK(r.cover == Cover::Hard);
    // The piece's own class wins over its kind's: a forest the file marks hard is hard.
    Piece hardWood = piece(1, PieceKind::Forest, rect(10, 20, -6, 6));
    hardWood.cover = Cover::Hard;
    CHECK(one(table({hardWood}), {team(1, 0, 0)}, team(2, 15, 0)).cover == Cover::Hard);
}

TEST_CASE("tabletop conceal: example 5, a fence conceals from the opposite side only", "[tabletop][conceal]")
{
    const Table t = table({piece(1, PieceKind::Fence, rect(10, 10.25, -10, 10), 0.5)});
    const Team target = team(10, 10.75, 0); // base [10.25, 11.25]: touches the fence at x = 10.25

    const TeamConcealment near = one(t, {team(1, 0, 0)}, target);
    CHECK(near.seenBy == std::vector<int>{1}); // a 0.5" fence does not block
    CHECK(near.concealed);
    CHECK(near.cover == Cover::Soft); // the fence gives no class of its own: its kind's
    REQUIRE(near.linears.size() == 1);
    CHECK(near.linears[0].piece == 1);
    CHECK(near.linears[0].crossedBy == std::vector<int>{1});
    CHECK(near.linears[0].conceals);

    const TeamConcealment far = one(t, {team(2, 20, 0)}, target);
    CHECK(far.seenBy == std::vector<int>{2});
    CHECK_FALSE(far.concealed);
    CHECK(far.cover == Cover::None);
    REQUIRE(far.linears.size() == 1);
    CHECK(far.linears[0].crossedBy.empty());
    CHECK_FALSE(far.linears[0].conceals);

    // Both firers in one unit: the one at (20,0) sees the target without crossing the fence.
    const UnitConcealment both = decideConcealment(t, {team(1, 0, 0), team(2, 20, 0)}, {target}, {kMoved});
    CHECK(both.teams[0].seenBy == std::vector<int>{1, 2});
    CHECK(both.teams[0].linears[0].crossedBy == std::vector<int>{1});
    CHECK_FALSE(both.concealed);
    CHECK(both.revealedBy == std::vector<int>{10});
}

TEST_CASE("tabletop conceal: a stone wall touched from the opposite side gives hard cover", "[tabletop][conceal]")
{
    const Table t = table({piece(1, PieceKind::Wall, rect(10, 10.25, -10, 10), 0.5)});
    const TeamConcealment r = one(t, {team(1, 0, 0)}, team(10, 10.75, 0));
    CHECK(r.concealed);
    CHECK(r.cover == Cover::Hard);
}

TEST_CASE("tabletop conceal: example 6, a team in smoke is seen and concealed", "[tabletop][conceal]")
{
    const Table t = table({piece(1, PieceKind::Smoke, rect(7, 13, -3, 3))});
    const TeamConcealment r = one(t, {team(1, 0, 0)}, team(2, 10, 0));
    CHECK(r.seenBy == std::vector<int>{1});
    CHECK(r.concealed);
    CHECK(areaIds(r) == std::vector<int>{1});
    CHECK(r.areas[0].kind == PieceKind::Smoke);
    CHECK(r.cover == Cover::Soft);
}

TEST_CASE("tabletop conceal: example 8, one team in the open reveals the unit", "[tabletop][conceal]")
{
    const Table t = table({piece(1, PieceKind::Forest, rect(10, 20, -6, 6))});
    // (15,10)'s base is [14.5,15.5] x [9.5,10.5], above the wood; the centre line from (0,0) passes y = 6.67 at x = 10.
    const UnitConcealment u = decideConcealment(t, {team(1, 0, 0)}, {team(2, 15, 0), team(3, 15, 10)}, {kMoved, kMoved});
    REQUIRE(u.teams.size() == 2);
    CHECK(u.teams[0].concealed);
    CHECK_FALSE(u.teams[1].concealed);
    CHECK(u.teams[1].seenBy == std::vector<int>{1});
    CHECK_FALSE(u.concealed);
    CHECK(u.revealedBy == std::vector<int>{3});
    // Both in the wood: the unit is concealed.
    const UnitConcealment w = decideConcealment(t, {team(1, 0, 0)}, {team(2, 15, 0), team(3, 15, 5)}, {kMoved, kMoved});
    CHECK(w.concealed);
    CHECK(w.revealedBy.empty());
}

TEST_CASE("tabletop conceal: Infantry that did not move is concealed in the open, moved, or a Tank, is not", "[tabletop][conceal]")
{
    const Table t = table({});
    const TeamConcealment still = one(t, {team(1, 0, 0)}, team(2, 15, 10), kStill);
    CHECK(still.concealed);
    CHECK(still.stillInfantry);
    CHECK(still.cover == Cover::None); // concealed, but in the open for saves and hit order

    const TeamConcealment moved = one(t, {team(1, 0, 0)}, team(2, 15, 10), kMoved);
    CHECK_FALSE(moved.concealed);
    CHECK_FALSE(moved.stillInfantry);

    const TeamConcealment tank = one(t, {team(1, 0, 0)}, team(2, 15, 10, 2.5, TeamType::Tank), kStill);
    CHECK_FALSE(tank.concealed);
    CHECK_FALSE(tank.stillInfantry);

    const TeamConcealment gun = one(t, {team(1, 0, 0)}, team(2, 15, 10, 1, TeamType::Gun), kStill);
    CHECK_FALSE(gun.concealed);
}

TEST_CASE("tabletop conceal: a centre on an area edge is in it, 1/1000 inch out is not", "[tabletop][conceal][ties]")
{
    // The firer stands above the wood so that it sees the team outside too.
    const Table t = table({piece(1, PieceKind::Forest, rect(10, 20, -6, 6))});
    const TeamConcealment on = one(t, {team(1, 15, 20)}, team(2, 15, 6));
    CHECK(on.concealed);
    CHECK(areaIds(on) == std::vector<int>{1});
    CHECK(on.seenBy == std::vector<int>{1});

    const TeamConcealment off = one(t, {team(1, 15, 20)}, team(2, 15, 6.001));
    CHECK_FALSE(off.concealed);
    CHECK(off.areas.empty());
    CHECK(off.seenBy == std::vector<int>{1}); // over the wood's top edge, down into the part of the base above y = 6

    // At a corner of the wood: on it, in.
    CHECK(one(t, {team(1, 15, 20)}, team(2, 20, 6)).concealed);
}

TEST_CASE("tabletop conceal: a base touching a linear piece exactly, and 1/1000 inch apart", "[tabletop][conceal][ties]")
{
    const Table t = table({piece(1, PieceKind::Fence, rect(10, 10.25, -10, 10), 0.5)});
    const TeamConcealment touching = one(t, {team(1, 0, 0)}, team(2, 10.75, 0));
    CHECK(touching.concealed);
    CHECK(touching.linears.size() == 1);

    const TeamConcealment apart = one(t, {team(1, 0, 0)}, team(2, 10.751, 0)); // base from x = 10.251
    CHECK_FALSE(apart.concealed);
    CHECK(apart.linears.empty());
    CHECK(apart.seenBy == std::vector<int>{1});
}

TEST_CASE("tabletop conceal: centre-to-centre through the linear piece's corner is clear, 1/1000 inch inside crosses it",
          "[tabletop][conceal][ties]")
{
    // Fence [10,10.25] x [0,10]; target base [10.25,11.25] x [-1,0] touches it at the corner (10.25, 0) only.
    const Table t = table({piece(1, PieceKind::Fence, rect(10, 10.25, 0, 10), 0.5)});
    const Team target = team(2, 10.75, -0.5);
    // (7,2) -> (10.75,-0.5) passes (10,0) at 4/5 of the way, then runs below the fence.
    const TeamConcealment corner = one(t, {team(1, 7, 2)}, target);
    REQUIRE(corner.linears.size() == 1);
    CHECK(corner.seenBy == std::vector<int>{1});
    CHECK(corner.linears[0].crossedBy.empty());
    CHECK_FALSE(corner.concealed);
    // (7,2.001): at x = 10 the segment is at y = 0.0002, on the fence's edge, and enters it.
    const TeamConcealment inside = one(t, {team(1, 7, 2.001)}, target);
    CHECK(inside.linears[0].crossedBy == std::vector<int>{1});
    CHECK(inside.concealed);
}

TEST_CASE("tabletop conceal: centre-to-centre along the linear piece's edge is clear, 1/1000 inch inside crosses it",
          "[tabletop][conceal][ties]")
{
    // Fence [10,10.25] x [0,10]; target base [9.75,10.75] x [-1,0] touches its bottom edge.
    const Table t = table({piece(1, PieceKind::Fence, rect(10, 10.25, 0, 10), 0.5)});
    const Team target = team(2, 10.25, -0.5);
    const TeamConcealment along = one(t, {team(1, 10.25, 20)}, target); // along x = 10.25, the fence's right edge
    CHECK(along.seenBy == std::vector<int>{1});
    REQUIRE(along.linears.size() == 1);
    CHECK(along.linears[0].crossedBy.empty());
    CHECK_FALSE(along.concealed);
    // From x = 10.249 the segment lies at x in (10.2494, 10.2499) while y is in (0, 10): inside.
    CHECK(one(t, {team(1, 10.249, 20)}, target).concealed);
    // From x = 10.251 it stays right of the fence.
    CHECK_FALSE(one(t, {team(1, 10.251, 20)}, target).concealed);
}

TEST_CASE("tabletop conceal: a linear piece when no firing team sees the target (DECISION: concealed)", "[tabletop][conceal]")
{
    // Example 5's far firer, with a wood [14,16] x [-6,6] between: every sight segment keeps |y| <= 0.5 through it.
    const Table t = table({piece(1, PieceKind::Fence, rect(10, 10.25, -10, 10), 0.5), piece(2, PieceKind::Forest, rect(14, 16, -6, 6))});
    const TeamConcealment r = one(t, {team(1, 20, 0)}, team(10, 10.75, 0));
    CHECK(r.seenBy.empty());
    REQUIRE(r.linears.size() == 1);
    CHECK(r.linears[0].crossedBy.empty());
    CHECK(r.linears[0].conceals);
    CHECK(r.concealed);
    // The same team unseen but touching nothing is not concealed: the spec's other reasons do not ask who sees.
    CHECK_FALSE(one(t, {team(1, 20, 0)}, team(10, 10.751, 0)).concealed);
}

TEST_CASE("tabletop conceal: Gone to Ground is kept, lost or absent", "[tabletop][conceal][ground]")
{
    const Table t = table({piece(1, PieceKind::Forest, rect(10, 20, -6, 6))});
    const std::vector<Team> firing{team(1, 0, 0)};
    const std::vector<Team> target{team(2, 15, 0), team(3, 15, 10)}; // both seen by team 1

    const UnitConcealment all = decideConcealment(t, firing, target, {kMovedGone, kMovedGone});
    CHECK(all.ground == GroundBonus::Kept);
    CHECK(all.groundLostBy.empty());
    CHECK(all.teams[0].ground == GroundReason::Declared);

    const UnitConcealment partly = decideConcealment(t, firing, target, {kMovedGone, kMoved});
    CHECK(partly.ground == GroundBonus::Lost);
    CHECK(partly.groundLostBy == std::vector<int>{3});

    const UnitConcealment none = decideConcealment(t, firing, target, {kMoved, kMoved});
    CHECK(none.ground == GroundBonus::None);
    CHECK(none.groundLostBy.empty());

    // A team not Gone to Ground that no firing team sees does not take the bonus away: (30,0) is beyond the wood.
    const UnitConcealment hidden = decideConcealment(t, firing, {team(3, 15, 10), team(4, 30, 0)}, {kMovedGone, kMoved});
    CHECK(hidden.teams[1].seenBy.empty());
    CHECK(hidden.ground == GroundBonus::Kept);
}

TEST_CASE("tabletop conceal: an FO in concealing terrain is Gone to Ground even after moving", "[tabletop][conceal][ground]")
{
    const Table t = table({piece(1, PieceKind::Forest, rect(10, 20, -6, 6))});
    const TargetStatus movedFo{true, false, true};
    const UnitConcealment inWood = decideConcealment(t, {team(1, 0, 0)}, {team(2, 15, 0)}, {movedFo});
    CHECK(inWood.teams[0].ground == GroundReason::ForwardObserver);
    CHECK(inWood.ground == GroundBonus::Kept);
    const UnitConcealment inOpen = decideConcealment(t, {team(1, 0, 0)}, {team(2, 15, 10)}, {movedFo});
    CHECK(inOpen.teams[0].ground == GroundReason::None);
    CHECK(inOpen.ground == GroundBonus::None);
    // Still Infantry in the open is concealed, but that is not concealing terrain.
    const UnitConcealment stillOpen = decideConcealment(t, {team(1, 0, 0)}, {team(2, 15, 10)}, {TargetStatus{false, false, true}});
    CHECK(stillOpen.concealed);
    CHECK(stillOpen.teams[0].ground == GroundReason::None);
}

TEST_CASE("tabletop conceal: centres are exact and bad input is refused", "[tabletop][conceal]")
{
    const ExactPoint c = centreOf({{0, 0}, {1000, 0}, {0, 1000}});
    CHECK(c.x == "1000/3");
    CHECK(c.y == "1000/3");
    CHECK(centreOf(rect(10, 11, -1, 0)).x == "10500");
    CHECK(centreOf(rect(10, 11, -1, 0)).y == "-500");
    const Table t = table({});
    CHECK_THROWS_AS(decideConcealment(t, {}, {team(2, 5, 0)}, {kMoved}), std::invalid_argument);
    CHECK_THROWS_AS(decideConcealment(t, {team(1, 0, 0)}, {team(2, 5, 0)}, {}), std::invalid_argument);
}

TEST_CASE("tabletop conceal: a placed smoke template conceals under its own name", "[tabletop][conceal]")
{
    // A smoke template [7,13] x [-3,3] as jobs::losTableOf adds it (id -1, named by its template id), t at (10, 0) in it.
    Piece smoke = piece(-1, PieceKind::Smoke, rect(7, 13, -3, 3));
    smoke.name = "smoke template smoke-1";
    const Table t = table({smoke});
    const TeamConcealment r = one(t, {team(1, 0, 0)}, team(2, 10, 0));
    CHECK(r.concealed);
    REQUIRE(r.areas.size() == 1);
    CHECK(r.areas[0].piece == -1);
    CHECK(r.areas[0].name == "smoke template smoke-1");
    // A piece of the file has no name of its own: the ruling says "KIND ID".
    const TeamConcealment wood = one(table({piece(4, PieceKind::Forest, rect(7, 13, -3, 3))}), {team(1, 0, 0)}, team(2, 10, 0));
    REQUIRE(wood.areas.size() == 1);
    CHECK(wood.areas[0].name.empty());
}
