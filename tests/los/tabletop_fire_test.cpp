// tabletop-los.md "Fire" [Firing]: examples 7 (friends) and 11 (arc), each
// tie beside its near miss 1/1000" away: a target touching the arc line from
// behind, range exactly 1x and 2x, a segment grazing a friendly base's edge or
// corner, and a target whose in-arc part alone is hidden. Expected values by
// hand from the spec; every witness is checked exactly against the bases,
// the terrain and the friends.

#include "geometry/los/systems/tabletop/tabletop_fire.h"
#include "tabletop_fixture.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <stdexcept>

using namespace crestline::test::tabletop;

namespace {

constexpr int kFriends = 0, kEnemy = 1;

/// A 1" square base centred on (cx, cy) facing +x: the front edge (vertices 0 -> 1) is its right side.
Team facingPlusX(int id, double cx, double cy, TeamType type, int side = kFriends)
{
    return Team{id, side, type, {{in(cx + 0.5), in(cy - 0.5)}, {in(cx + 0.5), in(cy + 0.5)}, {in(cx - 0.5), in(cy + 0.5)}, {in(cx - 0.5), in(cy - 0.5)}},
                in(1)};
}

Team enemy(int id, double cx, double cy) { return Team{id, kEnemy, TeamType::Infantry, rect(cx - 0.5, cx + 0.5, cy - 0.5, cy + 0.5), in(1)}; }

/// A base of the given side and type on an explicit rectangle.
Team base(int id, int side, TeamType type, Polygon outline) { return Team{id, side, type, std::move(outline), in(1)}; }

Table with(std::initializer_list<Piece> pieces, std::initializer_list<Team> teams) { return Table{pieces, teams}; }

std::vector<FireBar> bars(const std::vector<FireReason>& reasons)
{
    std::vector<FireBar> out;
    for (const FireReason& r : reasons) out.push_back(r.bar);
    return out;
}

/// The witness runs from the firer's base to the target's and misses the interiors of `obstacles`.
void requireWitness(const FireSight& s, const Team& f, const Team& t, const std::vector<Polygon>& obstacles)
{
    REQUIRE(s.witness);
    CHECK(inPolygon(s.witness->from, f.base));
    CHECK(inPolygon(s.witness->to, t.base));
    CHECK(missesInterior(*s.witness, obstacles));
}

const Thou kRifle = in(12); // 12": every target of examples 7 and 11 is at short range

} // namespace

TEST_CASE("example 7: a friendly Infantry base stops Infantry, not a Gun, a Tank base stops both", "[tabletop][fire]")
{
    const Team t = enemy(2, 10, 0);
    const Polygon between = rect(4, 6, -2, 2);
    const Team infantryFirer = team(1, 0, 0);
    const Team gunFirer = facingPlusX(1, 0, 0, TeamType::Gun);

    const Table infantryBetween = with({}, {infantryFirer, t, base(3, kFriends, TeamType::Infantry, between)});
    const TabletopFire inf = decideFire(infantryBetween, infantryFirer, t, kRifle);
    CHECK(inf.sight.los.los); // teams never block LOS
    CHECK(inf.sight.targetInArc);
    CHECK(inf.sight.sightInArc);
    CHECK_FALSE(inf.sight.clearOfFriends);
    CHECK_FALSE(inf.mayFire);
    CHECK_FALSE(inf.sight.witness);
    REQUIRE(bars(inf.reasons) == std::vector<FireBar>{FireBar::Friends});
    CHECK(inf.reasons[0].teams == std::vector<int>{3});
    CHECK_FALSE(inf.reasons[0].jointly);
    CHECK(inf.band == RangeBand::Short);

    const Table gunBehind = with({}, {gunFirer, t, base(3, kFriends, TeamType::Infantry, between)});
    const TabletopFire gun = decideFire(gunBehind, gunFirer, t, kRifle);
    CHECK(gun.mayFire); // [Firing] may fire over Infantry
    CHECK(gun.reasons.empty());
    CHECK(gun.sight.firedOver == std::vector<int>{3});
    requireWitness(gun.sight, gunFirer, t, {});

    const Polygon tankBase = rect(4, 6, -2, 2);
    const Table tankBetween = with({}, {infantryFirer, t, base(3, kFriends, TeamType::Tank, tankBase)});
    const TabletopFire infVsTank = decideFire(tankBetween, infantryFirer, t, kRifle);
    CHECK_FALSE(infVsTank.mayFire);
    REQUIRE(bars(infVsTank.reasons) == std::vector<FireBar>{FireBar::Friends});
    CHECK(infVsTank.reasons[0].teams == std::vector<int>{3});
    const Table tankBeforeGun = with({}, {gunFirer, t, base(3, kFriends, TeamType::Tank, tankBase)});
    const TabletopFire gunVsTank = decideFire(tankBeforeGun, gunFirer, t, kRifle);
    CHECK_FALSE(gunVsTank.mayFire);
    REQUIRE(bars(gunVsTank.reasons) == std::vector<FireBar>{FireBar::Friends});
    CHECK(gunVsTank.reasons[0].teams == std::vector<int>{3});
    CHECK(gunVsTank.sight.firedOver.empty());
}

TEST_CASE("example 7 turned round: enemy bases never block fire", "[tabletop][fire]")
{
    const Team f = team(1, 0, 0);
    const Team t = enemy(2, 10, 0);
    const Table table = with({}, {f, t, base(3, kEnemy, TeamType::Tank, rect(4, 6, -2, 2))});
    const TabletopFire r = decideFire(table, f, t, kRifle);
    CHECK(r.mayFire);
    requireWitness(r.sight, f, t, {});
}

TEST_CASE("example 11: a Tank facing +x: (-5,0) out of arc, (0,5) in", "[tabletop][fire]")
{
    const Team tank = facingPlusX(1, 0, 0, TeamType::Tank);
    const Team behind = enemy(2, -5, 0), beside = enemy(3, 0, 5);
    const Table table = with({}, {tank, behind, beside});

    const TabletopFire out = decideFire(table, tank, behind, kRifle);
    CHECK(out.sight.los.los);
    CHECK_FALSE(out.sight.targetInArc);
    CHECK_FALSE(out.mayFire);
    REQUIRE(bars(out.reasons) == std::vector<FireBar>{FireBar::OutOfArc});
    CHECK(out.reasons[0].pieces.empty());

    const TabletopFire in = decideFire(table, tank, beside, kRifle);
    CHECK(in.mayFire);
    CHECK(in.reasons.empty());
    requireWitness(in.sight, tank, beside, {});
    CHECK(inPolygon(in.sight.witness->to, rect(0, 0.5, 4.5, 5.5))); // the part of t in the arc x >= 0

    // Fire is not reciprocal: the Infantry behind the Tank sees all round.
    CHECK(decideFire(table, behind, tank, kRifle).mayFire);
}

TEST_CASE("arc tie: a target touching the arc line from behind is in arc, 1/1000 inch behind it is not", "[tabletop][fire][ties]")
{
    const Team tank = facingPlusX(1, 0, 0, TeamType::Tank);
    const Team touching = base(2, kEnemy, TeamType::Infantry, rect(-1, 0, 4.5, 5.5));
    const Team behind = base(3, kEnemy, TeamType::Infantry, rect(-1.001, -0.001, 4.5, 5.5));
    const Table table = with({}, {tank, touching, behind});

    const TabletopFire on = decideFire(table, tank, touching, kRifle);
    CHECK(on.sight.targetInArc);
    CHECK(on.mayFire);
    requireWitness(on.sight, tank, touching, {});
    CHECK(on.sight.witness->to.x == "0"); // the in-arc part is the edge x = 0

    const TabletopFire off = decideFire(table, tank, behind, kRifle);
    CHECK_FALSE(off.sight.targetInArc);
    CHECK_FALSE(off.mayFire);
    CHECK(bars(off.reasons) == std::vector<FireBar>{FireBar::OutOfArc});
}

TEST_CASE("range ties: exactly 1x is short, 1/1000 inch more long, exactly 2x long, 1/1000 inch more out", "[tabletop][fire][ties]")
{
    const Thou rifle = in(8);
    const Team f = team(1, 0, 0);
    // f's base ends at x = 0.5; a target centred on x = c starts at c - 0.5: the gap is c - 1.
    const Team at8 = enemy(2, 9, 0), past8 = enemy(3, 9.001, 0), at16 = enemy(4, 17, 0), past16 = enemy(5, 17.001, 0);
    const Table table = with({}, {f, at8, past8, at16, past16});

    CHECK(decideFire(table, f, at8, rifle).band == RangeBand::Short);
    CHECK(decideFire(table, f, past8, rifle).band == RangeBand::Long);
    const TabletopFire twice = decideFire(table, f, at16, rifle);
    CHECK(twice.band == RangeBand::Long);
    CHECK(twice.mayFire);
    const TabletopFire beyond = decideFire(table, f, past16, rifle);
    CHECK(beyond.band == RangeBand::Out);
    CHECK_FALSE(beyond.mayFire);
    CHECK(bars(beyond.reasons) == std::vector<FireBar>{FireBar::OutOfRange});
    CHECK(beyond.sight.witness); // LOS, arc and friends are fine: only the range stops it
    CHECK(rangeBandOf(f.base, at8.base, 0) == RangeBand::Out);
    CHECK_THROWS_AS(rangeBandOf(f.base, at8.base, -1), std::invalid_argument);
}

TEST_CASE("friends tie: a segment along a friendly base's edge is clear, 1/1000 inch into it is not", "[tabletop][fire][ties]")
{
    const Team f = team(1, 0, 0), t = enemy(2, 10, 0);
    // The friend covers all of y in [-0.5, 0.5] over x in [4, 6] but the line y = 0.5, its top edge.
    const Polygon edge = rect(4, 6, -3, 0.5), into = rect(4, 6, -3, 0.501);
    const TabletopFire graze = decideFire(with({}, {f, t, base(3, kFriends, TeamType::Infantry, edge)}), f, t, kRifle);
    CHECK(graze.mayFire);
    requireWitness(graze.sight, f, t, {edge});
    CHECK(graze.sight.witness->from.y == "500");
    CHECK(graze.sight.witness->to.y == "500");

    const TabletopFire blocked = decideFire(with({}, {f, t, base(3, kFriends, TeamType::Infantry, into)}), f, t, kRifle);
    CHECK_FALSE(blocked.mayFire);
    REQUIRE(bars(blocked.reasons) == std::vector<FireBar>{FireBar::Friends});
    CHECK(blocked.reasons[0].teams == std::vector<int>{3});
}

TEST_CASE("friends tie: two friendly bases meeting at a corner leave a gap, 1/1000 inch of overlap closes it", "[tabletop][fire][ties]")
{
    const Team f = team(1, 0, 0), t = enemy(2, 10, 0);
    const Polygon upper = rect(4, 6, 0, 2), lower = rect(6, 8, -2, 0), lowerUp = rect(6, 8, -2, 0.001);
    const TabletopFire gap = decideFire(
        with({}, {f, t, base(3, kFriends, TeamType::Infantry, upper), base(4, kFriends, TeamType::Infantry, lower)}), f, t, kRifle);
    CHECK(gap.mayFire);
    requireWitness(gap.sight, f, t, {upper, lower});
    CHECK(sideOfSegment(*gap.sight.witness, {in(6), 0}) == 0); // every free segment passes the corner (6, 0)

    const TabletopFire shut = decideFire(
        with({}, {f, t, base(3, kFriends, TeamType::Infantry, upper), base(4, kFriends, TeamType::Infantry, lowerUp)}), f, t, kRifle);
    CHECK_FALSE(shut.mayFire);
    REQUIRE(bars(shut.reasons) == std::vector<FireBar>{FireBar::Friends});
    CHECK(shut.reasons[0].jointly); // neither alone stops every segment
    CHECK(shut.reasons[0].teams == std::vector<int>{3, 4});
}

TEST_CASE("a target partly in arc whose in-arc part is hidden by a wood: out of arc, not blocked", "[tabletop][fire]")
{
    const Team tank = facingPlusX(1, 0, 0, TeamType::Tank);
    const Team t = enemy(2, 0, 5); // [-0.5, 0.5] x [4.5, 5.5]; in arc x >= 0
    // Every segment from the tank's base to x >= 0 of t's crosses y = 3 at x in
    // [-0.25, 0.5], inside the wood; the segment x = -0.5 passes left of it.
    const Table table = with({piece(7, PieceKind::Forest, rect(-0.4, 3, 2, 4))}, {tank, t});
    const TabletopFire r = decideFire(table, tank, t, kRifle);
    CHECK(r.sight.los.los);
    CHECK(r.sight.targetInArc);
    CHECK_FALSE(r.sight.sightInArc);
    CHECK_FALSE(r.mayFire);
    REQUIRE(bars(r.reasons) == std::vector<FireBar>{FireBar::OutOfArc});
    CHECK(r.reasons[0].pieces == std::vector<int>{7});
    CHECK_FALSE(r.reasons[0].jointly);

    // Infantry there sees all round, and so fires.
    const Team inf = team(1, 0, 0);
    CHECK(decideFire(with({piece(7, PieceKind::Forest, rect(-0.4, 3, 2, 4))}, {inf, t}), inf, t, kRifle).mayFire);
}

TEST_CASE("every reason that applies is given: no LOS, out of arc and out of range at once", "[tabletop][fire]")
{
    const Team tank = facingPlusX(1, 0, 0, TeamType::Tank);
    const Team t = enemy(2, -30, 0);
    const Table table = with({piece(5, PieceKind::Forest, rect(-20, -10, -6, 6))}, {tank, t});
    const TabletopFire r = decideFire(table, tank, t, in(8)); // 29" > 16"
    CHECK_FALSE(r.mayFire);
    REQUIRE(bars(r.reasons) == std::vector<FireBar>{FireBar::NoLos, FireBar::OutOfArc, FireBar::OutOfRange});
    CHECK(r.reasons[0].pieces == std::vector<int>{5});
}

TEST_CASE("touching bases: LOS by step 1, the arc still counts", "[tabletop][fire][ties]")
{
    const Team tank = facingPlusX(1, 0, 0, TeamType::Tank);
    const Team back = enemy(2, -1, 0), front = enemy(3, 1, 0), side = enemy(4, 0, 1);
    const Table table = with({}, {tank, back, front, side});

    const TabletopFire b = decideFire(table, tank, back, kRifle);
    CHECK(b.sight.los.step == LosStep::Touching);
    CHECK(bars(b.reasons) == std::vector<FireBar>{FireBar::OutOfArc});

    const TabletopFire f = decideFire(table, tank, front, kRifle);
    CHECK(f.mayFire);
    requireWitness(f.sight, tank, front, {});

    const TabletopFire s = decideFire(table, tank, side, kRifle);
    CHECK(s.mayFire);
    requireWitness(s.sight, tank, side, {});
    CHECK(inPolygon(s.sight.witness->to, rect(0, 0.5, 0.5, 1.5)));
}

TEST_CASE("a target of the firer's own side is refused", "[tabletop][fire]")
{
    const Team f = team(1, 0, 0), g = team(2, 10, 0);
    CHECK_THROWS_AS(decideFire(with({}, {f, g}), f, g, kRifle), std::invalid_argument);
}

namespace {

/// A 1" square team at integer centre (cx, cy) inches facing direction d (0 +x, 1 +y, 2 -x, 3 -y), front edge first.
Team facing(int id, int side, TeamType type, int cx, int cy, int d)
{
    const Thou x = in(cx), y = in(cy), h = 500;
    Polygon b{{x + h, y - h}, {x + h, y + h}, {x - h, y + h}, {x - h, y - h}}; // +x
    std::rotate(b.begin(), b.begin() + d, b.end());                             // each turn: the next side is the front
    return Team{id, side, type, b, in(1)};
}

/// The closed half-plane in front of a team facing d from (cx, cy), as a large rectangle.
Polygon frontOf(int cx, int cy, int d)
{
    const double far = 1000;
    switch (d) {
    case 0: return rect(cx, cx + far, cy - far, cy + far);
    case 1: return rect(cx - far, cx + far, cy, cy + far);
    case 2: return rect(cx - far, cx, cy - far, cy + far);
    default: return rect(cx - far, cx + far, cy - far, cy);
    }
}

std::vector<Polygon> activeOf(const Table& table, const TabletopLos& los)
{
    std::vector<Polygon> out;
    for (const ActivePiece& a : los.active)
        for (const Piece& p : table.pieces)
            if (p.id == a.id) out.push_back(p.outline);
    return out;
}

Table shifted(Table t, Thou dx, Thou dy)
{
    for (Piece& p : t.pieces)
        for (TablePoint& q : p.outline) q = {q.x + dx, q.y + dy};
    for (Team& m : t.teams)
        for (TablePoint& q : m.base) q = {q.x + dx, q.y + dy};
    return t;
}

} // namespace

TEST_CASE("fire properties on random tables: witness meets every condition, friends only take away, shift invariance", "[tabletop][fire][properties]")
{
    std::mt19937 rng(20261125);
    std::uniform_int_distribution<int> cell(0, 14), small(0, 3), dir(0, 3), type(0, 2), len(1, 5);
    int mayFire = 0, friendsStop = 0, arcStops = 0;
    for (int round = 0; round < 400; ++round) {
        Table table;
        const int pieces = small(rng) + 1;
        for (int i = 0; i < pieces; ++i) {
            // Each draw in its own statement: the order of a call's arguments is unspecified
            // (GCC and clang differ), and the tables must be the same whichever compiles this.
            const int x = cell(rng), y = cell(rng);
            const int h = len(rng);
            const int w = len(rng);
            table.pieces.push_back(piece(i + 1, PieceKind::Forest, rect(x, x + w, y, y + h)));
        }
        std::set<std::pair<int, int>> used;
        const auto freeCell = [&] {
            for (;;) {
                const std::pair<int, int> c{cell(rng), cell(rng)};
                if (used.insert(c).second) return c;
            }
        };
        const auto [fx, fy] = freeCell();
        const int fd = dir(rng);
        const Team f = facing(1, kFriends, TeamType(type(rng)), fx, fy, fd);
        const auto [tx, ty] = freeCell();
        const Team t = facing(2, kEnemy, TeamType::Infantry, tx, ty, dir(rng));
        table.teams = {f, t};
        const int friends = small(rng);
        for (int i = 0; i < friends; ++i) {
            // The first friend stands half way between f and t when that cell is free, so that
            // friends in the way (and Infantry fired over) come up often enough to be tested.
            std::pair<int, int> g{(fx + tx) / 2, (fy + ty) / 2};
            if (i != 0 || !used.insert(g).second) g = freeCell();
            const int d = dir(rng);
            const TeamType kind = TeamType(type(rng));
            table.teams.push_back(facing(3 + i, kFriends, kind, g.first, g.second, d));
        }

        const FireSight s = decideFireSight(table, f, t);
        Table alone = table;
        alone.teams = {f, t};
        const FireSight bare = decideFireSight(alone, f, t);
        CAPTURE(round);
        if (s.witness) {
            ++mayFire;
            CHECK(s.los.los);
            CHECK(inPolygon(s.witness->from, f.base));
            CHECK(inPolygon(s.witness->to, t.base));
            CHECK(inPolygon(s.witness->to, f.type == TeamType::Infantry ? t.base : frontOf(fx, fy, fd)));
            // Touching bases are no exception (issue 27): the pair's active pieces count for them too.
            TabletopLos active = s.los;
            if (s.los.step == LosStep::Touching) active.active = activePieces(table.pieces, f, t);
            std::vector<Polygon> obstacles = activeOf(table, active);
            for (std::size_t i = 2; i < table.teams.size(); ++i)
                if (f.type == TeamType::Infantry || table.teams[i].type != TeamType::Infantry) obstacles.push_back(table.teams[i].base);
            // A common point (a segment of length zero) need only be in no obstacle's interior, each alone.
            if (s.witness->from.x == s.witness->to.x && s.witness->from.y == s.witness->to.y)
                for (const Polygon& o : obstacles) CHECK(missesInterior(*s.witness, {o}));
            else
                CHECK(missesInterior(*s.witness, obstacles));
            CHECK(bare.witness); // friends only take away
        }
        if (f.type == TeamType::Infantry) CHECK(bare.witness.has_value() == bare.los.los);
        CHECK(s.sightInArc == bare.sightInArc); // friends play no part in LOS or the arc
        if (s.sightInArc && !s.witness) ++friendsStop;
        if (s.los.los && !s.sightInArc) ++arcStops;

        const FireSight moved = decideFireSight(shifted(table, in(3), in(-5)), shifted(table, in(3), in(-5)).teams[0],
                                                shifted(table, in(3), in(-5)).teams[1]);
        CHECK(moved.witness.has_value() == s.witness.has_value());
        CHECK(bars(moved.reasons) == bars(s.reasons));
    }
    // The cases are not all of one kind.
    CHECK(mayFire > 10);
    CHECK(friendsStop > 0);
    CHECK(arcStops > 0);
}
