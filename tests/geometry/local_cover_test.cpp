// insideUnion: is a point inside a union of polygons, where each polygon
// alone has it on its boundary? Every tie (a shared edge, a vertex where
// squares meet, a hole filled exactly) beside its near miss (a gap of 1/8,
// a missing quadrant, a notch left open). Expected answers by drawing.

#include "geometry/local_cover.h"

#include <catch2/catch.hpp>

using namespace crestline::geometry;

namespace {

/// The axis-aligned square [u0, u1] x [v0, v1], counter-clockwise or clockwise.
PolygonWithHoles box(double u0, double v0, double u1, double v1, bool ccw = true)
{
    PolygonWithHoles p;
    p.outer = {{u0, v0}, {u1, v0}, {u1, v1}, {u0, v1}};
    if (!ccw) p.outer = {{u0, v0}, {u0, v1}, {u1, v1}, {u1, v0}};
    return p;
}

bool inside(std::initializer_list<const PolygonWithHoles*> ps, Point p) { return insideUnion(std::vector<const PolygonWithHoles*>(ps), p); }

} // namespace

TEST_CASE("insideUnion: a point on the edge two squares share is inside their union", "[geometry][exact][cover]")
{
    const PolygonWithHoles left = box(0, 0, 2, 2), right = box(2, 0, 4, 2, false);
    CHECK(inside({&left, &right}, {2, 1}));
    CHECK_FALSE(inside({&left}, {2, 1}));  // alone: on its boundary
    CHECK_FALSE(inside({&right}, {2, 1}));
    CHECK(inside({&left, &right}, {2, 0}) == false); // on the outer boundary of the union
}

TEST_CASE("insideUnion: the same squares 1/8 apart leave the point on a boundary", "[geometry][exact][cover]")
{
    const PolygonWithHoles left = box(0, 0, 2, 2), right = box(2.125, 0, 4, 2);
    CHECK_FALSE(inside({&left, &right}, {2, 1}));
}

TEST_CASE("insideUnion: four squares meeting at a vertex hold it, three do not", "[geometry][exact][cover]")
{
    const PolygonWithHoles a = box(0, 0, 1, 1), b = box(-1, 0, 0, 1, false), c = box(-1, -1, 0, 0), d = box(0, -1, 1, 0);
    CHECK(inside({&a, &b, &c, &d}, {0, 0}));
    CHECK_FALSE(inside({&a, &b, &c}, {0, 0}));
    CHECK_FALSE(inside({&a, &c}, {0, 0})); // a bow-tie: two opposite quadrants
}

TEST_CASE("insideUnion: strictly inside one polygon, or outside all", "[geometry][exact][cover]")
{
    const PolygonWithHoles a = box(0, 0, 2, 2);
    CHECK(inside({&a}, {1, 1}));
    CHECK_FALSE(inside({&a}, {3, 3}));
    CHECK_FALSE(inside({&a}, {0, 0}));
    CHECK_FALSE(inside({}, {1, 1}));
}

TEST_CASE("insideUnion: a hole filled exactly by another polygon", "[geometry][exact][cover]")
{
    PolygonWithHoles frame = box(0, 0, 6, 6);
    frame.holes.push_back({{2, 2}, {2, 4}, {4, 4}, {4, 2}}); // clockwise
    const PolygonWithHoles plug = box(2, 2, 4, 4), small = box(2, 2, 3.875, 4);
    CHECK(inside({&frame, &plug}, {4, 3}));  // the middle of the hole's edge
    CHECK(inside({&frame, &plug}, {2, 2}));  // the hole's corner
    CHECK_FALSE(inside({&frame, &small}, {4, 3})); // the plug 1/8 short: a slit stays open
    CHECK(inside({&frame, &small}, {2, 3}));
    PolygonWithHoles frameCcwHole = frame;
    frameCcwHole.holes[0] = {{2, 2}, {4, 2}, {4, 4}, {2, 4}}; // either orientation
    CHECK(inside({&frameCcwHole, &plug}, {4, 3}));
    CHECK_FALSE(inside({&frameCcwHole}, {4, 3}));
}

TEST_CASE("insideUnion: a reflex corner filled by a square, and left open", "[geometry][exact][cover]")
{
    // An L: the square [0,2]^2 without [1,2]x[1,2]; its reflex vertex is (1,1).
    PolygonWithHoles l;
    l.outer = {{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}};
    const PolygonWithHoles notch = box(1, 1, 2, 2), offset = box(1.125, 1, 2, 2);
    CHECK(inside({&l, &notch}, {1, 1}));
    CHECK_FALSE(inside({&l}, {1, 1}));
    CHECK_FALSE(inside({&l, &offset}, {1, 1}));
    CHECK(inside({&l, &notch}, {1.5, 1})); // on the L's edge, the notch above it
}

TEST_CASE("insideUnion: piles of areas on one point answer as one of each", "[geometry][exact][cover]")
{
    // 3,000 copies of three quadrants leave the fourth open; one copy of the
    // fourth closes it. (A pile like this once made the level reading ask
    // the same question per area; the sweep answers each in one pass.)
    const PolygonWithHoles a = box(0, 0, 1, 1), b = box(-1, 0, 0, 1, false), c = box(-1, -1, 0, 0), d = box(0, -1, 1, 0);
    std::vector<const PolygonWithHoles*> pile;
    for (int i = 0; i < 1000; ++i) {
        pile.push_back(&a);
        pile.push_back(&b);
        pile.push_back(&c);
    }
    CHECK_FALSE(insideUnion(pile, {0, 0}));
    pile.push_back(&d);
    CHECK(insideUnion(pile, {0, 0}));
}

TEST_CASE("insideUnion: sectors that cross the +u direction", "[geometry][exact][cover]")
{
    // p is the middle of the right square's left edge: it covers the
    // half-plane u >= 0, -90 to 90 degrees across angle 0; the left square
    // the other half. A wedge of -26.6 to 26.6 degrees leaves two gaps.
    const PolygonWithHoles right = box(0, -1, 2, 1), left = box(-2, -1, 0, 1);
    CHECK_FALSE(inside({&right}, {0, 0}));
    CHECK(inside({&right, &left}, {0, 0})); // two half-planes: x >= 0 and x <= 0
    const PolygonWithHoles wedge = [] {
        PolygonWithHoles w;
        w.outer = {{0, 0}, {2, -1}, {2, 1}}; // -26.6 to 26.6 degrees
        return w;
    }();
    CHECK_FALSE(inside({&wedge, &left}, {0, 0}));
}
