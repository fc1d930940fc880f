// "Within X inches" (tabletop-los.md, "Ties"): closest points of the closed
// polygons, equal counts, exact. Distances worked out by hand; each equal
// case sits beside the 1/1000" on either side.

#include "geometry/los/systems/tabletop/tabletop_measure.h"
#include "tabletop_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline::test::tabletop;

TEST_CASE("tabletop distance: two bases 2\" apart edge to edge", "[tabletop][measure]")
{
    const Team a = team(1, 0, 0), b = team(2, 3, 0); // [-0.5, 0.5] and [2.5, 3.5]: a 2" gap
    CHECK(compareClosestDistance(a.base, b.base, in(2)) == 0);
    CHECK(within(a.base, b.base, in(2)));
    CHECK(compareClosestDistance(a.base, b.base, in(1.999)) == 1);
    CHECK_FALSE(within(a.base, b.base, in(1.999)));
    CHECK(compareClosestDistance(a.base, b.base, in(2.001)) == -1);
    CHECK(compareClosestDistance(b.base, a.base, in(2)) == 0); // either way round
    CHECK(closestDistanceInches(a.base, b.base) == Approx(2.0));
}

TEST_CASE("tabletop distance: corner to corner is the diagonal", "[tabletop][measure]")
{
    // Corners (0.5, 0.5) and (2.5, 3.5): sqrt(2^2 + 3^2) = sqrt(13) = 3.6055...
    const Team a = team(1, 0, 0), b = team(2, 3, 4);
    CHECK(compareClosestDistance(a.base, b.base, in(3.605)) == 1);
    CHECK(compareClosestDistance(a.base, b.base, in(3.606)) == -1);
    // A 3-4-5 diagonal is exact: corners (0.5, 0.5) and (3.5, 4.5).
    const Team c = team(3, 4, 5);
    CHECK(compareClosestDistance(a.base, c.base, in(5)) == 0);
    CHECK(compareClosestDistance(a.base, c.base, in(4.999)) == 1);
}

TEST_CASE("tabletop distance: a vertex nearest an edge's inside, not its ends", "[tabletop][measure]")
{
    // Wall [-10, 10] x [-0.25, 0]; base [-0.5, 0.5] x [4.5, 5.5]: 4.5" above the wall's top edge.
    const Polygon wall = rect(-10, 10, -0.25, 0);
    const Team t = team(1, 0, 5);
    CHECK(compareClosestDistance(t.base, wall, in(4.5)) == 0);
    CHECK(compareClosestDistance(t.base, wall, in(4.499)) == 1);
    // A turned base, a diamond with its lowest corner at (0, 3): 3" from the wall.
    const Polygon diamond{{0, in(3)}, {in(1), in(4)}, {0, in(5)}, {in(-1), in(4)}};
    CHECK(compareClosestDistance(diamond, wall, in(3)) == 0);
    CHECK(compareClosestDistance(diamond, wall, in(2.999)) == 1);
}

TEST_CASE("tabletop distance: touching, overlapping and nested polygons are 0 apart", "[tabletop][measure]")
{
    const Team a = team(1, 0, 0), touching = team(2, 1, 0), overlapping = team(3, 0.5, 0.5);
    CHECK(polygonsMeet(a.base, touching.base));
    CHECK(compareClosestDistance(a.base, touching.base, 0) == 0);
    CHECK(compareClosestDistance(a.base, overlapping.base, 0) == 0);
    const Polygon wood = rect(-5, 5, -5, 5); // holds the base wholly: no edges meet
    CHECK(polygonsMeet(a.base, wood));
    CHECK(polygonsMeet(wood, a.base));
    CHECK(compareClosestDistance(wood, a.base, in(1)) == -1);
    // 1/1000" apart: not meeting.
    const Team apart = team(4, 1.001, 0);
    CHECK_FALSE(polygonsMeet(a.base, apart.base));
    CHECK(compareClosestDistance(a.base, apart.base, 1) == 0);
    CHECK(compareClosestDistance(a.base, apart.base, 0) == 1);
}

TEST_CASE("tabletop distance: far corners of the largest table and a negative distance", "[tabletop][measure]")
{
    const Polygon nearCorner{{-kMaxCoord, -kMaxCoord}, {-kMaxCoord + 1000, -kMaxCoord}, {-kMaxCoord, -kMaxCoord + 1000}};
    const Polygon farCorner{{kMaxCoord, kMaxCoord}, {kMaxCoord - 1000, kMaxCoord}, {kMaxCoord, kMaxCoord - 1000}};
    CHECK(compareClosestDistance(nearCorner, farCorner, kMaxCoord) == 1);      // about 2.8e8 apart
    CHECK(compareClosestDistance(nearCorner, farCorner, 3 * kMaxCoord) == -1); // no overflow past the cap
    CHECK_THROWS_AS(compareClosestDistance(nearCorner, farCorner, -1), std::invalid_argument);
}
