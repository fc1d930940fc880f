// [Indirect Fire] templates (tabletop-los.md "Ties", example 10): placement
// with its one rounding, the under-template test, the barrage-over-obstacle
// check, and a smoke template blocking LOS. Expected values worked by hand.

#include "geometry/los/systems/tabletop/tabletop_templates.h"
#include "tabletop_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline::test::tabletop;

namespace {

std::vector<Polygon> unitOf(std::initializer_list<Team> teams)
{
    std::vector<Polygon> bases;
    for (const Team& t : teams) bases.push_back(t.base);
    return bases;
}

} // namespace

TEST_CASE("nearestOverRoot rounds n / sqrt(m) to the nearest integer, ties away from zero", "[tabletop][templates]")
{
    CHECK(nearestOverRoot(0, 7) == 0);
    CHECK(nearestOverRoot(1, 4) == 1);   // 0.5: a tie, away from zero
    CHECK(nearestOverRoot(-1, 4) == -1); // -0.5
    CHECK(nearestOverRoot(1, 5) == 0);   // 0.447
    CHECK(nearestOverRoot(5, 4) == 3);   // 2.5: a tie
    CHECK(nearestOverRoot(5, 5) == 2);   // sqrt 5 = 2.236
    CHECK(nearestOverRoot(3000 * 3, 5) == 4025);   // 4024.92
    CHECK(nearestOverRoot(-3000, 5) == -1342);     // -1341.64
    CHECK(nearestOverRoot(3000 * 2, 2) == 4243);   // 3000 sqrt 2 = 4242.64
    CHECK(nearestOverRoot(6001, 4) == 3001);       // 3000.5: a tie
    CHECK(nearestOverRoot(5999, 4) == 3000);       // 2999.5: a tie
    CHECK_THROWS_AS(nearestOverRoot(1, 0), std::invalid_argument);
}

TEST_CASE("a template aimed straight along +x needs no rounding", "[tabletop][templates]")
{
    // Unit centre (0, 0), aim (20, 0): u = (1, 0), w = (0, 1); corners 20 +- 3, 0 +- 3,
    // first the near corner on the firer's right (x 17, y -3).
    const Polygon square = placeTemplate(unitOf({team(1, 0, 0)}), {in(20), 0});
    CHECK(square == rect(17, 23, -3, 3));
    CHECK(isPlacedSquare(square, {in(20), 0}));
    // A unit of two teams at (0, 1) and (0, -1) has its centre at (0, 0): the same square.
    CHECK(placeTemplate(unitOf({team(1, 0, 1), team(2, 0, -1)}), {in(20), 0}) == square);
}

TEST_CASE("a template on a 3-4-5 direction is exact", "[tabletop][templates]")
{
    // Centre (0, 0), aim (6, 8): u = (0.6, 0.8), w = (-0.8, 0.6).
    // aim - 3u - 3w = (6.6, 3.8); + 3u - 3w = (10.2, 8.6); + 3u + 3w = (5.4, 12.2); - 3u + 3w = (1.8, 7.4).
    const Polygon expected{{6600, 3800}, {10200, 8600}, {5400, 12200}, {1800, 7400}};
    CHECK(placeTemplate(unitOf({team(1, 0, 0)}), {in(6), in(8)}) == expected);
    // Three teams at (0, 0), (3, 0), (0, 3): the unit's centre is the mean (1, 1); aim (4, 5) is the same direction.
    // aim - 3u - 3w = (4.6, 0.8); + 3u - 3w = (8.2, 5.6); + 3u + 3w = (3.4, 9.2); - 3u + 3w = (-0.2, 4.4).
    const Polygon shifted{{4600, 800}, {8200, 5600}, {3400, 9200}, {-200, 4400}};
    CHECK(placeTemplate(unitOf({team(1, 0, 0), team(2, 3, 0), team(3, 0, 3)}), {in(4), in(5)}) == shifted);
}

TEST_CASE("a template on a diagonal is rounded once to 1/1000 inch", "[tabletop][templates]")
{
    // Centre (0, 0), aim (10, 10): the corners lie 3 sqrt 2 = 4.2426406" from the aim along the axes -> 4.243".
    const Polygon square = placeTemplate(unitOf({team(1, 0, 0)}), {in(10), in(10)});
    CHECK(square == Polygon{{10000, 5757}, {14243, 10000}, {10000, 14243}, {5757, 10000}});
    CHECK(isPlacedSquare(square, {in(10), in(10)}));
    // Direction (1, 2): a = 9000 / sqrt 5 = 4024.92 -> 4025, b = -3000 / sqrt 5 = -1341.64 -> -1342.
    CHECK(placeTemplate(unitOf({team(1, 0, 0)}), {in(1), in(2)}) == Polygon{{2342, -2025}, {5025, 3342}, {-342, 6025}, {-3025, 658}});
}

TEST_CASE("an aim point at the firing unit's centre is refused", "[tabletop][templates]")
{
    CHECK_THROWS_AS(placeTemplate(unitOf({team(1, 5, 5)}), {in(5), in(5)}), std::invalid_argument);
    CHECK_THROWS_AS(placeTemplate(unitOf({team(1, 0, 1), team(2, 0, -1)}), {0, 0}), std::invalid_argument);
    CHECK_THROWS_AS(placeTemplate({}, {0, 0}), std::invalid_argument);
    // A corner beyond 100000" (kMaxCoord) is refused; 3" inside the limit the square just fits.
    CHECK_THROWS_AS(placeTemplate(unitOf({team(1, 0, 0)}), {kMaxCoord - 2999, 0}), std::invalid_argument);
    CHECK(placeTemplate(unitOf({team(1, 0, 0)}), {kMaxCoord - 3000, 0})[1] == TablePoint{kMaxCoord, -3000});
    // 1/1000" off the centre is a direction.
    CHECK(placeTemplate(unitOf({team(1, 5, 5)}), {in(5.001), in(5)}) == rect(2.001, 8.001, 2, 8));
}

TEST_CASE("a stored square is checked exactly against the rounding allowance", "[tabletop][templates]")
{
    const TablePoint aim{in(10), in(10)};
    // The diagonal's half-diagonal 4242.64 rounds to 4243 only.
    const auto diamond = [&](Thou a) { return Polygon{{aim.x, aim.y - a}, {aim.x + a, aim.y}, {aim.x, aim.y + a}, {aim.x - a, aim.y}}; };
    CHECK(isPlacedSquare(diamond(4243), aim));
    CHECK_FALSE(isPlacedSquare(diamond(4242), aim));
    CHECK_FALSE(isPlacedSquare(diamond(4244), aim));
    // Axis-aligned: 6" is right; 6.002" (half-side 3.001) is not.
    CHECK(isPlacedSquare(rect(7, 13, 7, 13), aim));
    CHECK_FALSE(isPlacedSquare(rect(6.999, 13.001, 6.999, 13.001), aim));
    // Any first vertex; clockwise, off-centre or a non-square is refused.
    const Polygon r = rect(7, 13, 7, 13);
    CHECK(isPlacedSquare({r[2], r[3], r[0], r[1]}, aim));
    CHECK_FALSE(isPlacedSquare({r[3], r[2], r[1], r[0]}, aim));
    CHECK_FALSE(isPlacedSquare(rect(7, 13, 7, 13), {in(10.001), in(10)}));
    CHECK_FALSE(isPlacedSquare({r[0], r[1], r[2]}, aim));
}

TEST_CASE("a team is under the template if its base meets the open square", "[tabletop][templates]")
{
    const Polygon square = rect(17, 23, -3, 3);
    CHECK_FALSE(underTemplate(team(1, 16.5, 0).base, square));   // touches the edge x = 17 only
    CHECK(underTemplate(team(1, 16.501, 0).base, square));       // 1/1000" inside
    CHECK_FALSE(underTemplate(team(1, 16.5, 3.5).base, square)); // touches the corner (17, 3) only
    CHECK(underTemplate(team(1, 16.501, 3.499).base, square));
    CHECK(underTemplate(team(1, 20, 0).base, square));           // wholly inside
    CHECK_FALSE(underTemplate(team(1, 20, 3.5).base, square));   // along the far edge y = 3
    // The diagonal template: a base touching the slanted edge (10, 5.757)-(14.243, 10) only at a corner.
    const Polygon diamond = placeTemplate(unitOf({team(1, 0, 0)}), {in(10), in(10)});
    CHECK_FALSE(underTemplate(rect(14.243, 15.243, 10, 11), diamond));
    CHECK(underTemplate(rect(14.242, 15.242, 10, 11), diamond));
}

TEST_CASE("example 10: barrage over a 2 inch wall", "[tabletop][templates][examples]")
{
    // Wall [10, 10.25] x [-10, 10], h 2; the template's centre at (20, 0).
    const std::vector<Piece> pieces{piece(1, PieceKind::Wall, rect(10, 10.25, -10, 10), 2.0)};
    const TablePoint centre{in(20), 0};
    // Base [6, 7.001]: the wall is 1.999" away, nearer than its height: may not fire.
    const BarrageClearance near = barrageClearance(team(1, 7.501, 0).base, centre, pieces);
    REQUIRE(near.obstacles.size() == 1);
    CHECK(near.obstacles[0].piece == 1);
    CHECK(near.obstacles[0].height == 2000);
    CHECK(near.obstacles[0].distanceSign == -1);
    CHECK_FALSE(near.allowed);
    // Base [7, 8]: exactly 2.000" away; equal is enough.
    const BarrageClearance at = barrageClearance(team(1, 7.5, 0).base, centre, pieces);
    REQUIRE(at.obstacles.size() == 1);
    CHECK(at.obstacles[0].distanceSign == 0);
    CHECK(at.allowed);
    CHECK(barrageClearance(team(1, 7.499, 0).base, centre, pieces).obstacles.at(0).distanceSign == 1);
}

TEST_CASE("an obstacle is a piece with height the line from the firing team's centre meets inside", "[tabletop][templates]")
{
    const Team firer = team(1, 9, 0); // 0.5" from a wall at x = 10: near enough to matter
    const TablePoint centre{in(20), 0};
    // The segment (9, 0) -> (20, 0) runs along the wall's edge y = 0: only interiors count.
    CHECK(barrageClearance(firer.base, centre, {piece(1, PieceKind::Wall, rect(10, 10.25, 0, 10), 2.0)}).obstacles.empty());
    const BarrageClearance crossed = barrageClearance(firer.base, centre, {piece(1, PieceKind::Wall, rect(10, 10.25, -0.001, 10), 2.0)});
    CHECK(crossed.obstacles.size() == 1);
    CHECK_FALSE(crossed.allowed);
    // Beside the line: no obstacle.
    CHECK(barrageClearance(firer.base, centre, {piece(1, PieceKind::Wall, rect(10, 10.25, 1, 10), 2.0)}).allowed);
    // A building with a height counts; hills, smoke and pieces without a height do not (DECISION).
    CHECK_FALSE(barrageClearance(firer.base, centre, {piece(2, PieceKind::Building, rect(12, 14, -1, 1), 3.0)}).allowed);
    CHECK(barrageClearance(firer.base, centre, {piece(2, PieceKind::Building, rect(12, 14, -1, 1), 0.0)}).obstacles.empty());
    CHECK(barrageClearance(firer.base, centre, {piece(3, PieceKind::Hill, rect(12, 14, -1, 1), 3.0, 1)}).obstacles.empty());
    CHECK(barrageClearance(firer.base, centre, {piece(4, PieceKind::Smoke, rect(12, 14, -1, 1), 3.0)}).obstacles.empty());
    // A fence 0.5" tall, 0.5" away: clear.
    CHECK(barrageClearance(firer.base, centre, {piece(5, PieceKind::Fence, rect(10, 10.25, -10, 10), 0.5)}).allowed);
    // The firing team's centre at a rational point: teams' centres are means of vertices (a triangle here).
    const Polygon triangle{{in(8), in(-1)}, {in(9), in(-1)}, {in(9), in(1)}}; // centre (26/3, -1/3)"
    const BarrageClearance tri = barrageClearance(triangle, centre, {piece(1, PieceKind::Wall, rect(10, 10.25, -10, 10), 2.0)});
    CHECK(tri.obstacles.size() == 1);
    CHECK_FALSE(tri.allowed); // 1" away
}

TEST_CASE("a smoke template blocks LOS as a smoke piece", "[tabletop][templates][examples]")
{
    // Fired from (-20, 0) at (10, 0): the square [7, 13] x [-3, 3], example 6's smoke.
    const Polygon square = placeTemplate(unitOf({team(9, -20, 0)}), {in(10), 0});
    REQUIRE(square == rect(7, 13, -3, 3));
    const Table t{{Piece{-1, PieceKind::Smoke, Cover::Soft, square, 0, 0, {}}}, {}};
    CHECK_FALSE(los(t, team(1, 0, 0), team(2, 20, 0)));
    CHECK_FALSE(los(t, team(2, 20, 0), team(1, 0, 0)));
    CHECK(los(t, team(1, 0, 0), team(2, 10, 0))); // inside the smoke: seen into, concealed
    // Past the smoke's edge on one side: a line along y = 3.5 misses it.
    CHECK(los(t, team(1, 0, 4), team(2, 20, 4)));
}
