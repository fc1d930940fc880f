// tabletop-los.md, "Ties": each tie beside its near miss 1/1000" away. Only
// interiors block; seams are solid; point gaps are open; h = H does not
// block; a centre on an edge is in; a hill edge takes the higher level.
// Also the channel case of "Deciding step 3" and bad input.

#include "tabletop_fixture.h"

#include "geometry/los/systems/tabletop/sight_lines.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <stdexcept>

using namespace crestline::test::tabletop;
namespace sight = crestline::geometry::los::tabletop::sight;

TEST_CASE("tabletop tie: a segment along a piece's edge is clear, 1/1000\" inside is blocked", "[los][tabletop][tie]")
{
    // Every segment from f to t crosses x in [5, 15] at y <= 0.5; only y = 0.5 runs along the wood's top edge.
    const Team f = team(1, 0, 0), t = team(2, 20, 0);
    const TabletopLos along = decideLos(table({piece(1, PieceKind::Forest, rect(5, 15, -10, 0.5))}), f, t);
    CHECK(along.los);
    REQUIRE(along.witness);
    CHECK(along.witness->from.y == "500");
    CHECK(along.witness->to.y == "500");
    CHECK_FALSE(los(table({piece(1, PieceKind::Forest, rect(5, 15, -10, 0.501))}), f, t));
}

TEST_CASE("tabletop tie: a segment through a piece's corner is clear, 1/1000\" higher is blocked", "[los][tabletop][tie]")
{
    const Team f = team(1, 0, 0), t = team(2, 20, 0);
    const auto apex = [](Thou y) { return Polygon{{in(5), in(-10)}, {in(15), in(-10)}, {in(10), y}}; };
    const TabletopLos corner = decideLos(table({piece(1, PieceKind::Building, apex(500))}), f, t);
    CHECK(corner.los);
    REQUIRE(corner.witness);
    CHECK(sideOfSegment(*corner.witness, {in(10), 500}) == 0);
    CHECK_FALSE(los(table({piece(1, PieceKind::Building, apex(501))}), f, t));
}

TEST_CASE("tabletop tie: a point gap is open, a shared edge or an overlap of 1/1000\" closes it", "[los][tabletop][tie]")
{
    const Team f = team(1, 0, -20), t = team(2, 40, 20);
    const Piece upper = piece(1, PieceKind::Forest, rect(10, 20, 0, 10));
    CHECK(los(table({upper, piece(2, PieceKind::Forest, rect(20, 30, -10, 0))}), f, t));
    CHECK_FALSE(los(table({upper, piece(2, PieceKind::Forest, rect(19.999, 30, -10, 0))}), f, t)); // seam 1/1000" long
    CHECK_FALSE(los(table({upper, piece(2, PieceKind::Forest, rect(19.999, 30, -10, 0.001))}), f, t));
    CHECK(los(table({upper, piece(2, PieceKind::Forest, rect(20.001, 30, -10, 0))}), f, t)); // a wider gap
}

TEST_CASE("tabletop tie: h = H does not block, h = H + 1/1000\" does [Cover & Terrain]", "[los][tabletop][tie]")
{
    const Team f = team(1, 0, 0), t = team(2, 20, 0);
    const Polygon wall = rect(10, 10.25, -10, 10);
    CHECK(los(table({piece(1, PieceKind::Wall, wall, 1.0)}), f, t));
    CHECK_FALSE(los(table({piece(1, PieceKind::Wall, wall, 1.001)}), f, t));
    CHECK_FALSE(los(table({piece(1, PieceKind::Bocage, wall, 1.001)}), f, t));
    // A linear piece standing below top does not block; at l = top it does.
    const Piece hf = piece(2, PieceKind::Hill, rect(-5, 5, -6, 6), 0, 1), ht = piece(3, PieceKind::Hill, rect(15, 25, -6, 6), 0, 1);
    CHECK(los(table({piece(1, PieceKind::Wall, wall, 2.0, 0), hf, ht}), f, t));
    CHECK_FALSE(los(table({piece(1, PieceKind::Wall, wall, 2.0, 1), hf, ht}), f, t));
}

TEST_CASE("tabletop tie: a centre on an area edge is in it, 1/1000\" outside is not", "[los][tabletop][tie]")
{
    const Table t = table({piece(1, PieceKind::Forest, rect(10, 20, -6, 6))});
    const Team f = team(1, 0, 0);
    const TabletopLos onEdge = decideLos(t, f, team(2, 20, 0));
    CHECK(onEdge.los);
    CHECK(onEdge.active.empty());
    const TabletopLos outside = decideLos(t, f, team(2, 20.001, 0));
    CHECK_FALSE(outside.los);
    CHECK(outside.active.size() == 1);
    // A corner of the wood holds a centre too.
    CHECK(holdsCentre(rect(10, 20, -6, 6), team(3, 20, 6).base));
    CHECK_FALSE(holdsCentre(rect(10, 20, -6, 6), team(3, 20.001, 6).base));
}

TEST_CASE("tabletop tie: the centre is the mean of the vertices, a rational", "[los][tabletop][tie]")
{
    // Base (0,0) (1000,0) (0,1000): centre (1000/3, 1000/3), which no thousandth holds.
    const Polygon base{{0, 0}, {1000, 0}, {0, 1000}};
    CHECK(placeOfCentre(base, Polygon{{0, 0}, {2000, 2000}, {-2000, 2000}}) == Place::OnBoundary); // edge y = x
    CHECK(placeOfCentre(base, Polygon{{0, 1}, {2000, 2001}, {-2000, 2001}}) == Place::Outside);    // edge y = x + 1
    CHECK(placeOfCentre(base, Polygon{{0, -1}, {2000, 1999}, {-2000, 1999}}) == Place::Inside);   // edge y = x - 1
    // Rounded to 333 the centre would sit on x = 333; it lies just right of it.
    CHECK(placeOfCentre(base, Polygon{{333, 0}, {1000, 0}, {1000, 1000}, {333, 1000}}) == Place::Inside);
    CHECK(placeOfCentre(base, Polygon{{334, 0}, {1000, 0}, {1000, 1000}, {334, 1000}}) == Place::Outside);
    CHECK(placeOfCentre(base, Polygon{{0, 0}, {333, 0}, {333, 1000}, {0, 1000}}) == Place::Outside);
}

TEST_CASE("tabletop tie: a hill edge takes the higher level, nested hills, the innermost", "[los][tabletop][tie]")
{
    const Piece left = piece(1, PieceKind::Hill, rect(-5, 0, -6, 6), 0, 1), middle = piece(2, PieceKind::Hill, rect(10, 20, -6, 6), 0, 1);
    const Team t = team(2, 30, 0);
    const TabletopLos onEdge = decideLos(table({left, middle}), team(1, 0, 0), t);
    CHECK(onEdge.levelFrom == 1);
    CHECK(onEdge.los); // a hill at level top does not block
    const TabletopLos off = decideLos(table({left, middle}), team(1, 0.001, 0), t);
    CHECK(off.levelFrom == 0);
    CHECK_FALSE(off.los);

    const std::vector<Piece> nested{piece(1, PieceKind::Hill, rect(-10, 10, -10, 10), 0, 1), piece(2, PieceKind::Hill, rect(-5, 0, -5, 5), 0, 2)};
    CHECK(levelOf(nested, team(1, 0, 0)) == 2);      // on the inner hill's edge
    CHECK(levelOf(nested, team(1, 0.001, 0)) == 1);  // just off it, on the outer hill
    CHECK(levelOf(nested, team(1, 10, 0)) == 1);     // the outer hill's edge
    CHECK(levelOf(nested, team(1, 10.001, 0)) == 0);
    // Side by side, sharing an edge: the higher level.
    const std::vector<Piece> beside{piece(1, PieceKind::Hill, rect(-5, 0, -5, 5), 0, 1), piece(2, PieceKind::Hill, rect(0, 5, -5, 5), 0, 2)};
    CHECK(levelOf(beside, team(1, 0, 0)) == 2);
    CHECK(levelOf(beside, team(1, -0.001, 0)) == 1);
}

TEST_CASE("tabletop tie: an area piece at l = top blocks, a hill at top does not", "[los][tabletop][tie]")
{
    const Piece hf = piece(1, PieceKind::Hill, rect(-5, 5, -6, 6), 0, 1), ht = piece(2, PieceKind::Hill, rect(25, 35, -6, 6), 0, 1);
    const Team f = team(1, 0, 0), t = team(2, 30, 0);
    CHECK_FALSE(los(table({hf, ht, piece(3, PieceKind::Forest, rect(10, 20, -6, 6), 0, 1)}), f, t));
    CHECK(los(table({hf, ht, piece(3, PieceKind::Hill, rect(10, 20, -6, 6), 0, 1)}), f, t));
    CHECK_FALSE(los(table({hf, ht, piece(3, PieceKind::Hill, rect(10, 20, -6, 6), 0, 2)}), f, t));
    CHECK_FALSE(los(table({hf, ht, piece(3, PieceKind::Smoke, rect(10, 20, -6, 6), 0, 0)}), f, t)); // smoke at any level
}

TEST_CASE("tabletop tie: a held piece drops out whole, an unheld overlapping piece does not", "[los][tabletop][tie]")
{
    // An L-shaped wood holds t; its other lobe lies across the line: dropped. A second wood there: blocks.
    const Polygon ell{{in(10), in(-6)}, {in(32), in(-6)}, {in(32), in(6)}, {in(28), in(6)}, {in(28), in(-2)}, {in(14), in(-2)},
                      {in(14), in(6)}, {in(10), in(6)}};
    const Team f = team(1, 0, 0), t = team(2, 30, 0);
    CHECK(los(table({piece(1, PieceKind::Forest, ell)}), f, t));
    CHECK_FALSE(los(table({piece(1, PieceKind::Forest, ell), piece(2, PieceKind::Forest, rect(11, 13, -3, 3))}), f, t));
}

TEST_CASE("tabletop: outlines with vertices along an edge rule as the plain rectangle", "[los][tabletop][tie]")
{
    // Wood [10,20] x [-6,6] with extra vertices at (15,-6) and (15,6); a second wood meets it along x = 20.
    const Polygon wood{{in(10), in(-6)}, {in(15), in(-6)}, {in(20), in(-6)}, {in(20), in(6)}, {in(15), in(6)}, {in(10), in(6)}};
    const Team f = team(1, 0, 0);
    CHECK_FALSE(los(table({piece(1, PieceKind::Forest, wood)}), f, team(2, 30, 0)));
    CHECK(los(table({piece(1, PieceKind::Forest, wood)}), f, team(2, 15, 6))); // centre on the extra vertex: in it
    CHECK(los(table({piece(1, PieceKind::Forest, wood), piece(2, PieceKind::Forest, rect(20, 30, -6, 6))}), team(1, 0, 5.5), team(2, 40, 5.5)));
    CHECK_FALSE(los(table({piece(1, PieceKind::Forest, wood), piece(2, PieceKind::Forest, rect(20, 30, -6, 6.001))}), team(1, 0, 5.5), team(2, 40, 5.5)));
}

TEST_CASE("tabletop step 1: touching bases see each other", "[los][tabletop][tie]")
{
    const Table t = table({piece(1, PieceKind::Building, rect(-5, 5, -5, 5))});
    const TabletopLos touch = decideLos(t, team(1, 0, 0), team(2, 1, 1)); // corner to corner
    CHECK(touch.los);
    CHECK(touch.step == LosStep::Touching);
    CHECK(basesTouch(team(1, 0, 0).base, team(2, 1, 0).base));
    CHECK_FALSE(basesTouch(team(1, 0, 0).base, team(2, 1.001, 0).base));
}

TEST_CASE("tabletop: the channel with no vertex in the hull gives LOS (Deciding step 3)", "[los][tabletop][tie]")
{
    // Woods above y = 50 + x/1000 and below y = -50 + x/1000 (thousandths),
    // their corners 100" away: the only free lines run along the channel, and
    // no line through two base corners does.
    const Polygon above{{-100000, -50}, {100000, 150}, {100000, 10000}, {-100000, 10000}};
    const Polygon below{{-100000, -10000}, {100000, -10000}, {100000, 50}, {-100000, -150}};
    const Team f = team(1, 0, 0), t = team(2, 20, 0);
    CHECK(los(table({piece(1, PieceKind::Forest, above), piece(2, PieceKind::Forest, below)}), f, t));
    const auto w = sight::findWitness(f.base, t.base, {&above, &below}, false); // V's lines alone, no centre line
    REQUIRE(w);
    CHECK(missesInterior(*w, {above, below}));
    // No line through two base corners: with the woods touching along the channel, none at all.
    const Polygon closed{{-100000, -10000}, {100000, -10000}, {100000, 150}, {-100000, -50}};
    CHECK_FALSE(sight::findWitness(f.base, t.base, {&above, &closed}, false));
}

TEST_CASE("tabletop: bad pieces and bases are named", "[los][tabletop][input]")
{
    const Team f = team(1, 0, 0), t = team(2, 20, 0);
    const auto message = [&](const Table& tab, const Team& a) {
        try {
            (void)decideLos(tab, a, t);
        } catch (const std::invalid_argument& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    Polygon cw = rect(10, 12, 0, 2);
    std::reverse(cw.begin(), cw.end());
    CHECK(message(table({piece(7, PieceKind::Forest, cw)}), f) == "piece 7 (forest): outline is not counter-clockwise");
    const Polygon bow{{0, 0}, {2000, 2000}, {2000, 0}, {0, 2000}};
    CHECK(message(table({piece(8, PieceKind::Wall, bow, 1)}), f) == "piece 8 (wall): not simple, edges 0 and 2 meet");
    CHECK(message(table({piece(9, PieceKind::Field, Polygon{{0, 0}, {1, 0}})}), f) == "piece 9 (field): fewer than 3 vertices");
    Team concave = f;
    concave.base = {{0, 0}, {1000, 0}, {500, 100}, {1000, 1000}, {0, 1000}};
    CHECK(message(table({}), concave) == "team 1: base is not strictly convex and counter-clockwise at vertex 2");
    Team far = f;
    far.base = rect(200000, 200001, 0, 1);
    CHECK(message(table({}), far) == "team 1: coordinate (200000000, 0) beyond 100000 inches");
}
