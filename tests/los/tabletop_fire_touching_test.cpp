// Issue 27, tabletop-los.md "Fire" as corrected: fire needs a sight segment,
// touching bases too. Step 1 gives touching bases LOS, but fire still needs a
// segment in the arc missing int(U); a common point of the bases counts when
// it lies in the arc and in no piece's interior. Coordinates worked by hand:
//
// The Tank f: base [0,2] x [0,1] facing +x (front edge (2,0) -> (2,1)); its
// centre (1, 0.5), so its arc is x >= 1. The enemy target: a rectangle with
// its lowest corner p on f's top edge (it touches f there and nowhere else),
// sides A = (1.5, 6) and B = (-1, 0.25) from p.

#include "geometry/los/systems/tabletop/tabletop_fire.h"
#include "tabletop_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline::test::tabletop;

namespace {

const Team kTank{1, 0, TeamType::Tank, {{in(2), 0}, {in(2), in(1)}, {0, in(1)}, {0, 0}}, in(1)};

/// The target with its lowest corner at p = (px, 1) inches: p, p + A, p + A + B, p + B.
Team target(double px)
{
    const Thou x = in(px), y = in(1);
    return Team{2, 1, TeamType::Infantry, {{x, y}, {x + 1500, y + 6000}, {x + 500, y + 6250}, {x - 1000, y + 250}}, in(1)};
}

Piece wall(int id, Polygon outline, double h = 2) { return piece(id, PieceKind::Wall, std::move(outline), h); }

TabletopFire fire(std::initializer_list<Piece> pieces, const Team& t) { return decideFire(Table{pieces, {kTank, t}}, kTank, t, in(12)); }

bool isPoint(const SightSegment& s, const char* x, const char* y) { return s.from.x == x && s.from.y == y && s.to.x == x && s.to.y == y; }

} // namespace

TEST_CASE("tabletop issue 27: a Tank touching its target only behind its arc line may not fire through a wall", "[tabletop][fire][ties]")
{
    // p = (0, 1): behind the arc line x = 1. The in-arc part of the target
    // (x >= 1) lies at y >= 5; the 2" wall [-5,10] x [2.5,3] lies across every
    // segment from f (y <= 1) to it, and holds neither centre (f (1, 0.5), t (0.25, 4.125)).
    const Team t = target(0);
    const Piece w = wall(7, rect(-5, 10, 2.5, 3));
    const TabletopFire r = fire({w}, t);
    CHECK(r.sight.los.step == LosStep::Touching); // LOS all the same (step 1)
    CHECK(r.sight.targetInArc);
    CHECK_FALSE(r.sight.sightInArc);
    CHECK_FALSE(r.sight.witness);
    CHECK_FALSE(r.mayFire);
    REQUIRE(r.reasons.size() == 1);
    CHECK(r.reasons[0].bar == FireBar::OutOfArc);
    CHECK(r.reasons[0].pieces == std::vector<int>{7}); // the wall decides
    // Near miss: a wall 1" tall is not taller than the teams (h = H does not block): may fire.
    const TabletopFire low = fire({wall(7, rect(-5, 10, 2.5, 3), 1)}, t);
    CHECK(low.mayFire);
    REQUIRE(low.sight.witness);
    CHECK(inPolygon(low.sight.witness->from, kTank.base));
    CHECK(inPolygon(low.sight.witness->to, t.base));
    CHECK_FALSE(isPoint(*low.sight.witness, low.sight.witness->from.x.c_str(), low.sight.witness->from.y.c_str())); // a true segment
}

TEST_CASE("tabletop issue 27: a common point of touching bases counts when in the arc and in no piece's interior", "[tabletop][fire][ties]")
{
    // A 2" wall [-5,10] x [1,1.5] lies on f's top edge: every segment of
    // length > 0 from f into the target passes through its interior, so only
    // the common point p can carry the fire.
    const Piece w = wall(7, rect(-5, 10, 1, 1.5));
    // p = (1, 1), on the arc line (closed: in the arc) and on the wall's edge: may fire, the point is the witness.
    const TabletopFire on = fire({w}, target(1));
    CHECK(on.mayFire);
    REQUIRE(on.sight.witness);
    CHECK(isPoint(*on.sight.witness, "1000", "1000"));
    // p = (0.999, 1): 1/1000" behind the arc line; the in-arc part is beyond the wall's interior.
    const TabletopFire behind = fire({w}, target(0.999));
    CHECK_FALSE(behind.mayFire);
    CHECK(behind.sight.los.step == LosStep::Touching);
    REQUIRE(behind.reasons.size() == 1);
    CHECK(behind.reasons[0].bar == FireBar::OutOfArc);
    // The wall 1/1000" lower, [-5,10] x [0.999,1.5]: p is inside it: may not fire.
    const TabletopFire inside = fire({wall(7, rect(-5, 10, 0.999, 1.5))}, target(1));
    CHECK_FALSE(inside.mayFire);
    CHECK_FALSE(inside.sight.witness);
    // As the spec is written, "in no piece's interior": two walls [-5,1] and
    // [1,10] x [0.999,1.5] meet along x = 1, and p lies on their seam, in
    // neither interior (though inside their union): it counts.
    const TabletopFire seam = fire({wall(7, rect(-5, 1, 0.999, 1.5)), wall(8, rect(1, 10, 0.999, 1.5))}, target(1));
    CHECK(seam.mayFire);
    REQUIRE(seam.sight.witness);
    CHECK(isPoint(*seam.sight.witness, "1000", "1000"));
    // Near miss: the two walls overlapping by 1/1000" ([-5,1.001]): p is inside the first.
    const TabletopFire overlap = fire({wall(7, rect(-5, 1.001, 0.999, 1.5)), wall(8, rect(1, 10, 0.999, 1.5))}, target(1));
    CHECK_FALSE(overlap.mayFire);
}

TEST_CASE("tabletop issue 27: touching bases in the open fire as before", "[tabletop][fire]")
{
    // No terrain: p = (1, 1) in the arc, and (0, 1) behind it with the in-arc part in the open.
    const TabletopFire on = fire({}, target(1));
    CHECK(on.mayFire);
    const TabletopFire behind = fire({}, target(0));
    CHECK(behind.mayFire); // a segment into the target's in-arc part (x >= 1), nothing in the way
    REQUIRE(behind.sight.witness);
    CHECK(inPolygon(behind.sight.witness->to, rect(1, 100, -100, 100))); // in the arc, x >= 1
}
