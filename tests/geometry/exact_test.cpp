// Exact predicates (geometry/exact.h): orientation of collinear and nearly
// collinear points, rational points on lattice segments, and polygon/hexagon
// contact where sharing an edge or a corner must not count as overlap.
// Every expected sign below is worked out by hand in the comments.

#include "geometry/exact.h"

#include "catch_printers.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>
#include <vector>

using namespace crestline::geometry;

namespace {

// The flat-top hexagon of hex (0,0) in the lattice frame, positive orientation.
const Ring kHex{{2, 0}, {1, 1}, {-1, 1}, {-2, 0}, {-1, -1}, {1, -1}};

Ring box(double u0, double v0, double u1, double v1) { return {{u0, v0}, {u1, v0}, {u1, v1}, {u0, v1}}; }

Ring reversed(Ring r)
{
    std::reverse(r.begin(), r.end());
    return r;
}

PolygonWithHoles poly(Ring outer, std::vector<Ring> holes = {}) { return {std::move(outer), std::move(holes)}; }

} // namespace

TEST_CASE("orientation of lattice integers", "[geometry][exact]")
{
    CHECK(orientation(Point{0, 0}, Point{1, 3}, Point{2, 6}) == 0);
    CHECK(orientation(IPoint{0, 0}, IPoint{1, 3}, IPoint{2, 6}) == 0);
    // (0,0) -> (1,0) -> (0,1): cross((1,0),(0,1)) = +1, a left turn.
    CHECK(orientation(Point{0, 0}, Point{1, 0}, Point{0, 1}) == 1);
    CHECK(orientation(Point{0, 0}, Point{0, 1}, Point{1, 0}) == -1);
    CHECK(orientation(IPoint{0, 0}, IPoint{1, 0}, IPoint{0, 1}) == 1);
    // Far from the origin the int64 overload still has room: |coord| < 2^30.
    const std::int64_t big = (std::int64_t(1) << 29) + 7;
    CHECK(orientation(IPoint{big, big}, IPoint{big + 1, big + 3}, IPoint{big + 2, big + 6}) == 0);
    CHECK(orientation(IPoint{-big, big}, IPoint{big, -big}, IPoint{0, 1}) == 1); // cross((2b,-2b),(b,1-b)) = 2b > 0
    CHECK(orientation(Point{double(big), 1}, Point{double(-big), -1}, Point{0, 0}) == 0);
}

TEST_CASE("orientation of collinear points scaled by non-representable factors", "[geometry][exact]")
{
    // p = s * (a, b) with s not representable: p is rounded, but 2p and 4p are
    // exact doubles of the rounded p (scaling by 2 is exact), so 0, p, 2p, 4p
    // are exactly collinear as doubles and the exact answer is 0.
    const std::vector<double> scales{0.1, 1.0 / 3.0, std::sqrt(3.0), std::sqrt(3.0) / 2, std::numbers::pi / 7, 1e-7 * std::sqrt(2.0),
                                     12345.678};
    const std::vector<IPoint> directions{{1, 3}, {3, 1}, {2, 0}, {1, 1}, {-1, 3}, {3, -1}, {7, 5}};
    for (double s : scales) {
        for (const IPoint& d : directions) {
            const Point p{double(d.u) * s, double(d.v) * s};
            const Point p2{2 * p.u, 2 * p.v}, p4{4 * p.u, 4 * p.v};
            CAPTURE(s, d.u, d.v);
            CHECK(orientation(Point{0, 0}, p, p2) == 0);
            CHECK(orientation(p, p2, p4) == 0);
            CHECK(orientation(p4, p, p2) == 0);
            // Shifting a point along v by one ulp breaks the tie, and the side
            // is known: moving p4 up (more v) with the line going right (d.u > 0)
            // is a left turn, +1; with d.u < 0 it is a right turn.
            const Point up{p4.u, std::nextafter(p4.v, 1e300)};
            if (d.u != 0) CHECK(orientation(p, p2, up) == (d.u > 0 ? 1 : -1));
        }
    }
}

TEST_CASE("orientation near a line is exact where doubles fail", "[geometry][exact]")
{
    // p = (0.5 + i u, 0.5 + j u), u = 2^-53, against q = (12,12), r = (24,24)
    // (after Kettner et al., "Classroom examples of robustness problems").
    // By hand: cross(q - p, r - p) = 12 (p.v - p.u), so the sign is sign(j - i).
    const double ulp = std::ldexp(1.0, -53);
    const Point q{12, 12}, r{24, 24};
    int naiveWrong = 0;
    for (int i = 0; i < 128; ++i) {
        for (int j = 0; j < 128; ++j) {
            const Point p{0.5 + i * ulp, 0.5 + j * ulp};
            const int expected = (j > i) - (j < i);
            CAPTURE(i, j);
            CHECK(orientation(p, q, r) == expected);
            CHECK(orientation(q, r, p) == expected);
            CHECK(orientation(r, q, p) == -expected);
            const double naive = (q.u - p.u) * (r.v - p.v) - (q.v - p.v) * (r.u - p.u);
            naiveWrong += ((naive > 0) - (naive < 0)) != expected;
        }
    }
    // The plain double formula gets many of these wrong; that is why exact.h exists.
    CHECK(naiveWrong > 0);
}

TEST_CASE("segments: touching, crossing and missing by an ulp", "[geometry][exact]")
{
    CHECK(segmentsIntersect({0, 0}, {2, 0}, {1, 0}, {1, 5}));      // T-junction
    CHECK_FALSE(segmentsCrossProperly({0, 0}, {2, 0}, {1, 0}, {1, 5}));
    CHECK(segmentsIntersect({0, 0}, {2, 2}, {0, 2}, {2, 0}));      // X at (1,1)
    CHECK(segmentsCrossProperly({0, 0}, {2, 2}, {0, 2}, {2, 0}));
    CHECK(segmentsIntersect({0, 0}, {2, 0}, {1, 0}, {3, 0}));      // collinear overlap
    CHECK_FALSE(segmentsCrossProperly({0, 0}, {2, 0}, {1, 0}, {3, 0}));
    CHECK_FALSE(segmentsIntersect({0, 0}, {2, 0}, {1, std::nextafter(0.0, 1.0)}, {1, 5}));
    // Segments through the point (2,0) "by symmetry", (2-x, y) -> (2+x, -y),
    // typed as decimals. Whether (2,0) is really on them depends on how the
    // decimals round; the signs below were worked out in exact rational
    // arithmetic on the doubles (Python fractions.Fraction):
    // 1.9 + 2.1 is exactly 4 as doubles, so (2,0) is exactly the midpoint;
    // 1.7 + 2.3 is not, and (2,0) lies 6.7e-17 (twice the area) to the left;
    // for 1.3 / 2.7 it lies 1.6e-16 to the right.
    CHECK(orientation(Point{1.9, 0.1}, Point{2.1, -0.1}, Point{2, 0}) == 0);
    CHECK(segmentsIntersect({1.9, 0.1}, {2.1, -0.1}, {2, 0}, {2, 0}));
    CHECK(orientation(Point{1.7, 0.3}, Point{2.3, -0.3}, Point{2, 0}) == 1);
    CHECK_FALSE(segmentsIntersect({1.7, 0.3}, {2.3, -0.3}, {2, 0}, {2, 0}));
    CHECK(orientation(Point{1.3, 0.7}, Point{2.7, -0.7}, Point{2, 0}) == -1);
    CHECK_FALSE(segmentsIntersect({1.3, 0.7}, {2.7, -0.7}, {2, 0}, {2, 0}));
}

TEST_CASE("rational points on lattice segments", "[geometry][exact]")
{
    // (0,0) -> (1,3) at t = 1/3 is (1/3, 1): on the S hexside v = 1 of kHex.
    CHECK(sideOfRing(kHex, RationalPointOnSegment{{0, 0}, {1, 3}, 1, 3}) == Side::OnBoundary);
    // t a hair below 1/3: v = 3t < 1, inside; a hair above: outside.
    const std::int64_t n = 1000000000;
    CHECK(sideOfRing(kHex, RationalPointOnSegment{{0, 0}, {1, 3}, n, 3 * n + 1}) == Side::Inside);
    CHECK(sideOfRing(kHex, RationalPointOnSegment{{0, 0}, {1, 3}, n, 3 * n - 1}) == Side::Outside);
    // (0,0) -> (5,1) at t = 1/3 is (5/3, 1/3): u + v = 2, on the SE hexside.
    CHECK(sideOfRing(kHex, RationalPointOnSegment{{0, 0}, {5, 1}, 1, 3}) == Side::OnBoundary);
    CHECK(sideOfRing(kHex, RationalPointOnSegment{{0, 0}, {5, 1}, n, 3 * n + 1}) == Side::Inside);
    CHECK(sideOfRing(kHex, RationalPointOnSegment{{0, 0}, {5, 1}, n, 3 * n - 1}) == Side::Outside);
    // (0,0) -> (3,3) at t = 1/3 is the corner (1,1).
    CHECK(sideOfRing(kHex, RationalPointOnSegment{{0, 0}, {3, 3}, 1, 3}) == Side::OnBoundary);
    CHECK(sideOfRing(reversed(kHex), RationalPointOnSegment{{0, 0}, {3, 3}, 1, 3}) == Side::OnBoundary);
    // The same on the neighbour's side: (3,1) is the SE neighbour's centre.
    const Ring se{{5, 1}, {4, 2}, {2, 2}, {1, 1}, {2, 0}, {4, 0}};
    CHECK(sideOfRing(se, RationalPointOnSegment{{0, 0}, {5, 1}, 1, 3}) == Side::OnBoundary);
    CHECK(sideOfRing(se, RationalPointOnSegment{{0, 0}, {5, 1}, n, 3 * n - 1}) == Side::Inside);
    // Orientation against the SE hexside (2,0) -> (1,1): 0 on it; the centre
    // side of it is to the left (orientation((2,0),(1,1),(0,0)) = +2).
    CHECK(orientation(Point{2, 0}, Point{1, 1}, RationalPointOnSegment{{0, 0}, {5, 1}, 1, 3}) == 0);
    CHECK(orientation(Point{2, 0}, Point{1, 1}, RationalPointOnSegment{{0, 0}, {5, 1}, n, 3 * n + 1}) == 1);
    CHECK(orientation(Point{2, 0}, Point{1, 1}, RationalPointOnSegment{{0, 0}, {5, 1}, n, 3 * n - 1}) == -1);
    // With holes: the hexagon as a hole in a big square.
    const PolygonWithHoles holed = poly(box(-3, -3, 3, 3), {kHex});
    CHECK(sideOfPolygon(holed, RationalPointOnSegment{{0, 0}, {1, 3}, 1, 3}) == Side::OnBoundary);
    CHECK(sideOfPolygon(holed, RationalPointOnSegment{{0, 0}, {1, 3}, n, 3 * n + 1}) == Side::Outside);
    CHECK(sideOfPolygon(holed, RationalPointOnSegment{{0, 0}, {1, 3}, n, 3 * n - 1}) == Side::Inside);
}

TEST_CASE("positions along a segment and rational comparison", "[geometry][exact]")
{
    // (1,1) is at t = 1/3 on (0,0) -> (3,3).
    CHECK(compareAlong({0, 0}, {3, 3}, {1, 1}, 1, 3) == 0);
    CHECK(compareAlong({0, 0}, {3, 3}, {1, 1}, 1, 2) == -1);
    CHECK(compareAlong({0, 0}, {3, 3}, {1, 1}, 1, 4) == 1);
    // The double 0.1 is 0.1000000000000000055..., a little past t = 1/30.
    CHECK(compareAlong({0, 0}, {3, 3}, {0.1, 0.1}, 1, 30) == 1);
    CHECK(compareRational(1, 3, 2, 6) == 0);
    CHECK(compareRational(1, 3, 333333333, 1000000000) == 1);
    CHECK(compareRational(-1, 3, 0, 1) == -1);
}

TEST_CASE("sideOfRing: centre, hexsides, corners, either orientation", "[geometry][exact]")
{
    for (const Ring& r : {kHex, reversed(kHex)}) {
        CHECK(sideOfRing(r, Point{0, 0}) == Side::Inside);
        CHECK(sideOfRing(r, Point{0, 1}) == Side::OnBoundary);
        CHECK(sideOfRing(r, Point{1.5, 0.5}) == Side::OnBoundary);
        CHECK(sideOfRing(r, Point{2, 0}) == Side::OnBoundary);
        CHECK(sideOfRing(r, Point{-2, 0}) == Side::OnBoundary);
        CHECK(sideOfRing(r, Point{1.5, std::nextafter(0.5, 0.0)}) == Side::Inside);
        CHECK(sideOfRing(r, Point{1.5, std::nextafter(0.5, 1.0)}) == Side::Outside);
        CHECK(sideOfRing(r, Point{3, 0}) == Side::Outside);
        CHECK(sideOfRing(r, Point{-3, 0}) == Side::Outside); // on the line of no edge, left of the ring
        CHECK(sideOfRing(r, Point{0, 1.5}) == Side::Outside);
    }
    // A non-convex ring: a U shape; its notch is outside.
    const Ring u{{0, 0}, {3, 0}, {3, 3}, {2, 3}, {2, 1}, {1, 1}, {1, 3}, {0, 3}};
    CHECK(sideOfRing(u, Point{1.5, 2}) == Side::Outside);
    CHECK(sideOfRing(u, Point{1.5, 1}) == Side::OnBoundary);
    CHECK(sideOfRing(u, Point{0.5, 2}) == Side::Inside);
    CHECK(sideOfRing(reversed(u), Point{2.5, 2}) == Side::Inside);
    CHECK(ringOrientationSign(kHex) == 1);
    CHECK(ringOrientationSign(reversed(kHex)) == -1);
}

TEST_CASE("polygonOverlapsConvex: sharing an edge or a corner is not overlap", "[geometry][exact]")
{
    struct Case {
        const char* what;
        PolygonWithHoles polygon;
        bool overlaps;
        bool touches;
    };
    const double below2 = std::nextafter(2.0, 0.0), above2 = std::nextafter(2.0, 3.0);
    const std::vector<Case> table{
        {"square on the S hexside", poly(box(-1, 1, 1, 3)), false, true},
        {"same square, clockwise", poly(reversed(box(-1, 1, 1, 3))), false, true},
        {"half the S hexside", poly(box(0, 1, 1, 2)), false, true},
        {"square across the east corner", poly(box(1, -0.5, 3, 0.5)), true, true},
        {"the hexagon itself", poly(kHex), true, true},
        {"the hexagon, clockwise", poly(reversed(kHex)), true, true},
        {"triangle on alternate corners", poly({{2, 0}, {-1, 1}, {-1, -1}}), true, true},
        {"parallelogram on hexside midpoints", poly({{1.5, 0.5}, {0, 1}, {-1.5, -0.5}, {0, -1}}), true, true},
        {"square corner on the east corner", poly(box(2, 0, 3, 1)), false, true},
        {"square edge through the east corner", poly(box(2, -1, 4, 1)), false, true},
        {"square an ulp east of the corner", poly(box(above2, -1, 4, 1)), false, false},
        {"square an ulp over the corner", poly(box(below2, -1, 4, 1)), true, true},
        {"square around the hexagon", poly(box(-5, -5, 5, 5)), true, true},
        {"square inside the hexagon", poly(box(-0.5, -0.5, 0.5, 0.5)), true, true},
        {"hexagon-shaped hole", poly(box(-3, -3, 3, 3), {kHex}), false, true},
        {"hole around the hexagon", poly(box(-3, -3, 3, 3), {box(-2.5, -1.5, 2.5, 1.5)}), false, false},
        {"notch hugging the east corner",
         poly({{2, 0}, {1, 1}, {1, 3}, {4, 3}, {4, -3}, {1, -3}, {1, -1}}), false, true},
        {"notch an ulp too deep",
         poly({{below2, 0}, {1, 1}, {1, 3}, {4, 3}, {4, -3}, {1, -3}, {1, -1}}), true, true},
        {"far away", poly(box(10, 10, 11, 11)), false, false},
    };
    for (const Case& c : table) {
        CAPTURE(c.what);
        CHECK(polygonOverlapsConvex(c.polygon, kHex) == c.overlaps);
        CHECK(polygonTouchesConvex(c.polygon, kHex) == c.touches);
    }
}

TEST_CASE("polylines against a hexagon", "[geometry][exact]")
{
    // Along the SE hexside from beyond the east corner: touches, never enters.
    CHECK(polylineTouchesConvex({{3, -1}, {1, 1}}, kHex));
    CHECK_FALSE(polylineEntersConvex({{3, -1}, {1, 1}}, kHex));
    // Tangent at the east corner.
    CHECK(polylineTouchesConvex({{2, -1}, {2, 1}}, kHex));
    CHECK_FALSE(polylineEntersConvex({{2, -1}, {2, 1}}, kHex));
    // Through the centre, and corner to opposite corner.
    CHECK(polylineEntersConvex({{-3, 0}, {3, 0}}, kHex));
    CHECK(polylineEntersConvex({{2, 0}, {-2, 0}}, kHex));
    // Ending exactly on a hexside from outside: touches only.
    CHECK(polylineTouchesConvex({{0, 3}, {0, 1}}, kHex));
    CHECK_FALSE(polylineEntersConvex({{0, 3}, {0, 1}}, kHex));
    CHECK(polylineEntersConvex({{0, 3}, {0, std::nextafter(1.0, 0.0)}}, kHex));
    // A single point.
    CHECK(polylineTouchesConvex({{1, 1}}, kHex));
    CHECK_FALSE(polylineEntersConvex({{1, 1}}, kHex));
    CHECK(polylineEntersConvex({{0.5, 0.5}}, kHex));
}

TEST_CASE("ring self-intersection", "[geometry][exact]")
{
    CHECK_FALSE(ringSelfIntersects(kHex));
    CHECK(ringSelfIntersects({{0, 0}, {2, 2}, {2, 0}, {0, 2}}));        // bow tie
    CHECK(ringSelfIntersects({{0, 0}, {2, 0}, {1, 0}, {1, 1}}));        // folds back along itself
    CHECK_FALSE(ringSelfIntersects({{0, 0}, {1, 0}, {2, 0}, {1, 1}}));  // straight through a vertex
    CHECK(ringSelfIntersects({{0, 0}, {4, 0}, {4, 4}, {2, 0}, {0, 4}})); // vertex on a non-adjacent edge
}

TEST_CASE("the inline orientation filter gives the exact predicate's answer", "[geometry][exact]")
{
    // orientation() trusts the double determinant only beyond Shewchuk's
    // certified error bound and asks CGAL otherwise; on every input the two
    // must agree. Nearly collinear triples (a point on a line, nudged by a
    // few ulps), and magnitudes where the filter must step aside (products
    // near underflow or overflow).
    std::mt19937_64 rng(20261121);
    std::uniform_real_distribution<double> coord(-1000, 1000), frac(0, 1);
    std::uniform_int_distribution<int> nudge(-3, 3);
    int ties = 0, naiveWrong = 0;
    for (int k = 0; k < 200000; ++k) {
        // Every other triple on the 1/64 grid with t a multiple of 1/8:
        // exactly representable, so exactly collinear until nudged.
        const bool dyadic = k % 2 == 0;
        auto pick = [&] { return dyadic ? std::round(coord(rng) * 64) / 64 : coord(rng); };
        const Point a{pick(), pick()}, b{pick(), pick()};
        const double t = dyadic ? std::floor(frac(rng) * 8) / 8 : frac(rng);
        Point c{a.u + t * (b.u - a.u), a.v + t * (b.v - a.v)};
        for (int n = nudge(rng); n > 0; --n) c.u = std::nextafter(c.u, 1e300);
        for (int n = nudge(rng); n < 0; ++n) c.v = std::nextafter(c.v, -1e300);
        const int exact = orientationExact(a, b, c);
        ties += exact == 0;
        const double naive = (b.u - a.u) * (c.v - a.v) - (b.v - a.v) * (c.u - a.u);
        naiveWrong += ((naive > 0) - (naive < 0)) != exact;
        CAPTURE(a.u, a.v, b.u, b.v, c.u, c.v);
        REQUIRE(orientation(a, b, c) == exact);
    }
    // The triples are hard ones: some exactly collinear, some that the plain
    // double formula gets wrong.
    CHECK(ties > 0);
    CHECK(naiveWrong > 0);
    for (double scale : {1e-160, 1e-300, 1e150, 1e300}) {
        const Point a{0, 0}, b{3 * scale, 1 * scale}, c{6 * scale, 2 * scale};
        const Point d{6 * scale, std::nextafter(2 * scale, 1e308)};
        CAPTURE(scale);
        CHECK(orientation(a, b, c) == orientationExact(a, b, c));
        CHECK(orientation(a, b, d) == orientationExact(a, b, d));
        CHECK(orientation(a, b, d) == 1); // d sits just above the line through a and b
    }
}
