// Hex grid topology: cube/offset conversion, distance, neighbours, rings and
// side names, for every orientation and offset parity. Expected values come
// from hand calculation on the lattice frame or from brute force over the
// hexagons' corners, never from the code under test.

#include "geometry/hex_grid.h"

#include "catch_printers.h"

#include "grid_fixtures.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <map>
#include <set>
#include <string>
#include <vector>

using namespace crestline::geometry;
using crestline::test::kLayouts;
using crestline::test::Layout;
using crestline::test::makeGrid;

namespace {

// Steps between two lattice centres, from the lattice alone: flat-top steps are
// (0,+-2) and (+-3,+-1); each diagonal step covers 3 of du and 1 of dv, and the
// remaining dv costs one step per 2. Pointy-top swaps u and v.
int latticeSteps(IPoint a, IPoint b, bool flat)
{
    std::int64_t across = std::abs(b.u - a.u), along = std::abs(b.v - a.v);
    if (!flat) std::swap(across, along);
    const std::int64_t diagonal = across / 3;
    return int(diagonal + std::max<std::int64_t>(0, along - diagonal) / 2);
}

int sharedCorners(const HexGrid& g, OffsetCoord a, OffsetCoord b)
{
    const auto ca = g.corners(a), cb = g.corners(b);
    int n = 0;
    for (const IPoint& p : ca) n += int(std::count(cb.begin(), cb.end(), p));
    return n;
}

} // namespace

TEST_CASE("cube and offset coordinates round-trip", "[geometry][grid]")
{
    for (const Layout& l : kLayouts) {
        CAPTURE(l.name);
        const HexGrid g = makeGrid(l.orientation, l.parity, 20, 20);
        for (int col = -7; col < 20; ++col) {
            for (int row = -7; row < 20; ++row) {
                const OffsetCoord h{col, row};
                const CubeCoord c = g.toCube(h);
                CHECK(c.q + c.r + c.s == 0);
                CHECK(g.fromCube(c) == h);
                // The lattice centre is an affine function of the cube
                // coordinates (worked out by hand from the shove rule): flat
                // u = 3q, v = 2r + q + e; pointy u = 2q + r + e, v = 3r, where
                // e = 1 when index 0 is shoved (even parity), else 0.
                const int e = l.parity == OffsetParity::Even ? 1 : 0;
                const IPoint expected = l.orientation == HexOrientation::FlatTop ? IPoint{3 * c.q, 2 * c.r + c.q + e}
                                                                                 : IPoint{2 * c.q + c.r + e, 3 * c.r};
                CHECK(g.centre(h) == expected);
            }
        }
    }
}

TEST_CASE("distance: hand-computed values", "[geometry][grid]")
{
    struct Case {
        HexOrientation orientation;
        OffsetParity parity;
        OffsetCoord a, b;
        int distance;
    };
    using O = HexOrientation;
    using P = OffsetParity;
    // Flat odd: centres (0,0), (3,1), (6,0), (0,6), (9,7). (0,0)->(3,3): du 9 is
    // three diagonal steps reaching dv 3; the other 4 of dv take two more: 5.
    // Flat even: (0,0) is shoved to (0,1); (3,3) is (9,6): 3 diagonal + 1 = 4.
    // Pointy odd: (0,0)->(3,3) is (0,0)->(7,9): 3 diagonal + 2 along = 5.
    // Pointy even: (1,0)->(6,9): 3 diagonal + 1 = 4.
    // (1,0)->(0,1) flat odd: (3,1)->(0,2) is one NW step; flat even:
    // (3,0)->(0,3) is a diagonal plus a vertical step.
    const std::vector<Case> table{
        {O::FlatTop, P::Odd, {0, 0}, {1, 0}, 1},    {O::FlatTop, P::Odd, {0, 0}, {2, 0}, 2},
        {O::FlatTop, P::Odd, {0, 0}, {0, 3}, 3},    {O::FlatTop, P::Odd, {0, 0}, {3, 3}, 5},
        {O::FlatTop, P::Odd, {0, 0}, {1, 1}, 2},    {O::FlatTop, P::Odd, {1, 0}, {0, 1}, 1},
        {O::FlatTop, P::Odd, {2, 2}, {2, 2}, 0},    {O::FlatTop, P::Odd, {0, 0}, {6, 0}, 6},
        {O::FlatTop, P::Even, {0, 0}, {1, 0}, 1},   {O::FlatTop, P::Even, {0, 0}, {1, 1}, 1},
        {O::FlatTop, P::Even, {0, 0}, {3, 3}, 4},   {O::FlatTop, P::Even, {1, 0}, {0, 1}, 2},
        {O::PointyTop, P::Odd, {0, 0}, {0, 1}, 1},  {O::PointyTop, P::Odd, {0, 0}, {1, 0}, 1},
        {O::PointyTop, P::Odd, {0, 0}, {3, 3}, 5},  {O::PointyTop, P::Odd, {1, 0}, {0, 1}, 1},
        {O::PointyTop, P::Odd, {0, 0}, {1, 1}, 2},  {O::PointyTop, P::Even, {0, 0}, {3, 3}, 4},
        {O::PointyTop, P::Even, {0, 1}, {1, 0}, 2}, {O::PointyTop, P::Even, {0, 0}, {0, 1}, 1},
    };
    for (const Case& c : table) {
        const HexGrid g = makeGrid(c.orientation, c.parity, 12, 12);
        CAPTURE(int(c.orientation), int(c.parity), c.a.col, c.a.row, c.b.col, c.b.row);
        CHECK(g.distance(c.a, c.b) == c.distance);
        CHECK(g.distance(c.b, c.a) == c.distance);
    }
}

TEST_CASE("distance agrees with the lattice step count and with breadth-first search", "[geometry][grid]")
{
    for (const Layout& l : kLayouts) {
        CAPTURE(l.name);
        const HexGrid g = makeGrid(l.orientation, l.parity, 12, 12);
        const bool flat = l.orientation == HexOrientation::FlatTop;
        int mismatches = 0;
        for (int i = 0; i < g.count(); ++i) {
            const OffsetCoord from = g.fromIndex(i);
            // Breadth-first search over on-map neighbours. A 12x12 rectangle is
            // convex enough that the on-map path is never longer than the free one.
            std::vector<int> dist(std::size_t(g.count()), -1);
            std::deque<OffsetCoord> queue{from};
            dist[std::size_t(i)] = 0;
            while (!queue.empty()) {
                const OffsetCoord h = queue.front();
                queue.pop_front();
                for (const OffsetCoord& n : g.neighbours(h)) {
                    int& d = dist[std::size_t(g.index(n))];
                    if (d < 0) {
                        d = dist[std::size_t(g.index(h))] + 1;
                        queue.push_back(n);
                    }
                }
            }
            for (int j = 0; j < g.count(); ++j) {
                const OffsetCoord to = g.fromIndex(j);
                const int d = g.distance(from, to);
                if (d != dist[std::size_t(j)] || d != latticeSteps(g.centre(from), g.centre(to), flat)) ++mismatches;
            }
        }
        CHECK(mismatches == 0);
    }
}

TEST_CASE("neighbours are mutual and are exactly the hexes sharing an edge", "[geometry][grid]")
{
    for (const Layout& l : kLayouts) {
        CAPTURE(l.name);
        const HexGrid g = makeGrid(l.orientation, l.parity, 9, 8);
        const bool flat = l.orientation == HexOrientation::FlatTop;
        const std::set<std::pair<std::int64_t, std::int64_t>> steps =
            flat ? std::set<std::pair<std::int64_t, std::int64_t>>{{0, 2}, {0, -2}, {3, 1}, {3, -1}, {-3, 1}, {-3, -1}}
                 : std::set<std::pair<std::int64_t, std::int64_t>>{{2, 0}, {-2, 0}, {1, 3}, {1, -3}, {-1, 3}, {-1, -3}};
        for (int i = 0; i < g.count(); ++i) {
            const OffsetCoord a = g.fromIndex(i);
            const auto ns = g.neighbours(a);
            std::set<OffsetCoord> listed(ns.begin(), ns.end());
            CHECK(listed.size() == ns.size());
            for (int j = 0; j < g.count(); ++j) {
                const OffsetCoord b = g.fromIndex(j);
                if (a == b) continue;
                const int shared = sharedCorners(g, a, b);
                CHECK((shared == 0 || shared == 1 || shared == 2));
                const bool sharesEdge = shared == 2;
                const IPoint ca = g.centre(a), cb = g.centre(b);
                const bool oneStep = steps.count({cb.u - ca.u, cb.v - ca.v}) == 1;
                if (sharesEdge != (listed.count(b) == 1) || oneStep != sharesEdge) {
                    CAPTURE(a.col, a.row, b.col, b.row, shared);
                    FAIL_CHECK("neighbour relation disagrees with shared hexsides");
                }
                const auto back = g.neighbours(b);
                CHECK((std::find(back.begin(), back.end(), a) != back.end()) == sharesEdge);
            }
        }
        // Interior hexes have six; the corner hex (0,0) fewer.
        CHECK(g.neighbours({4, 4}).size() == 6);
        CHECK(g.neighbours({0, 0}).size() < 6);
    }
}

TEST_CASE("neighbour, sideTowards and opposite sides are consistent", "[geometry][grid]")
{
    for (const Layout& l : kLayouts) {
        CAPTURE(l.name);
        const HexGrid g = makeGrid(l.orientation, l.parity, 10, 10);
        for (int col = -2; col < 12; ++col) {
            for (int row = -2; row < 12; ++row) {
                const OffsetCoord a{col, row};
                for (int k = 0; k < 6; ++k) {
                    const OffsetCoord b = g.neighbour(a, k);
                    CHECK(g.distance(a, b) == 1);
                    CHECK(g.sideTowards(a, b) == k);
                    CHECK(g.sideTowards(b, a) == (k + 3) % 6);
                    CHECK(g.neighbour(b, k + 3) == a);
                    // Hexside k is the segment of corners k and k+1; its midpoint
                    // is halfway between the two centres.
                    const auto cs = g.corners(a);
                    const IPoint p = cs[std::size_t(k)], q = cs[std::size_t((k + 1) % 6)];
                    const IPoint ca = g.centre(a), cb = g.centre(b);
                    CHECK(p.u + q.u == ca.u + cb.u);
                    CHECK(p.v + q.v == ca.v + cb.v);
                }
                CHECK_FALSE(g.sideTowards(a, a));
                CHECK_FALSE(g.sideTowards(a, g.neighbour(g.neighbour(a, 0), 0)));
            }
        }
    }
}

TEST_CASE("neighbour takes any side number modulo 6", "[geometry][grid][regression]")
{
    // Regression: a negative side indexed the corner array out of bounds.
    const HexGrid g = makeGrid(HexOrientation::FlatTop, OffsetParity::Odd, 10, 10);
    for (int k = -12; k < 18; ++k) CHECK(g.neighbour({4, 4}, k) == g.neighbour({4, 4}, ((k % 6) + 6) % 6));
}

TEST_CASE("side names follow the compass, v growing south", "[geometry][grid]")
{
    using Step = std::pair<std::int64_t, std::int64_t>;
    // Lattice step to the neighbour named; north is -v, east is +u.
    const std::map<std::string, Step> flatSteps{{"N", {0, -2}}, {"NE", {3, -1}}, {"SE", {3, 1}},
                                                {"S", {0, 2}},  {"SW", {-3, 1}}, {"NW", {-3, -1}}};
    const std::map<std::string, Step> pointySteps{{"NE", {1, -3}}, {"E", {2, 0}},  {"SE", {1, 3}},
                                                  {"SW", {-1, 3}}, {"W", {-2, 0}}, {"NW", {-1, -3}}};
    for (const Layout& l : kLayouts) {
        CAPTURE(l.name);
        const HexGrid g = makeGrid(l.orientation, l.parity, 10, 10);
        const auto& steps = l.orientation == HexOrientation::FlatTop ? flatSteps : pointySteps;
        std::set<std::string> names;
        for (int k = 0; k < 6; ++k) {
            const std::string name(g.sideName(k));
            names.insert(name);
            CAPTURE(k, name);
            REQUIRE(steps.count(name) == 1);
            CHECK(g.sideFromName(name) == k);
            CHECK(g.sideName(k + 6) == name);
            CHECK(g.sideName(k - 6) == name);
            for (OffsetCoord a : {OffsetCoord{4, 4}, OffsetCoord{5, 5}, OffsetCoord{4, 5}, OffsetCoord{5, 4}}) {
                const IPoint ca = g.centre(a), cb = g.centre(g.neighbour(a, k));
                CHECK(Step{cb.u - ca.u, cb.v - ca.v} == steps.at(name));
                // The same in map units (y down, as on screen): N has dy < 0.
                const Point ma = g.toMap(ca.toPoint()), mb = g.toMap(cb.toPoint());
                const double dx = mb.u - ma.u, dy = mb.v - ma.v;
                CHECK((name.find('N') != std::string::npos) == (dy < -1e-9));
                CHECK((name.find('S') != std::string::npos) == (dy > 1e-9));
                CHECK((name.find('E') != std::string::npos) == (dx > 1e-9));
                CHECK((name.find('W') != std::string::npos) == (dx < -1e-9));
            }
        }
        CHECK(names.size() == 6);
        CHECK_FALSE(g.sideFromName("X"));
        CHECK_FALSE(g.sideFromName(""));
        CHECK_FALSE(g.sideFromName("n"));
        CHECK_FALSE(g.sideFromName(l.orientation == HexOrientation::FlatTop ? "E" : "N"));
    }
}

TEST_CASE("side numbering is the file-format contract", "[geometry][grid]")
{
    // Maps store hexside features by number (maps/map.h), so the numbering is
    // pinned: side k joins corners k and k+1, worked out by hand from the
    // corner offsets in the lattice spec.
    const HexGrid flat = makeGrid(HexOrientation::FlatTop, OffsetParity::Odd, 4, 4);
    const HexGrid pointy = makeGrid(HexOrientation::PointyTop, OffsetParity::Odd, 4, 4);
    const std::vector<std::string> flatNames{"SE", "S", "SW", "NW", "N", "NE"};
    const std::vector<std::string> pointyNames{"W", "NW", "NE", "E", "SE", "SW"};
    for (int k = 0; k < 6; ++k) {
        CHECK(flat.sideName(k) == flatNames[std::size_t(k)]);
        CHECK(pointy.sideName(k) == pointyNames[std::size_t(k)]);
    }
}

TEST_CASE("rings: 6r hexes in the interior, all at distance r", "[geometry][grid]")
{
    for (const Layout& l : kLayouts) {
        CAPTURE(l.name);
        const HexGrid g = makeGrid(l.orientation, l.parity, 21, 21);
        for (OffsetCoord centre : {OffsetCoord{10, 10}, OffsetCoord{9, 10}, OffsetCoord{10, 9}, OffsetCoord{9, 9}}) {
            std::set<OffsetCoord> disc;
            for (int r = 0; r <= 8; ++r) {
                CAPTURE(centre.col, centre.row, r);
                const auto ring = g.ring(centre, r);
                const std::set<OffsetCoord> unique(ring.begin(), ring.end());
                CHECK(ring.size() == std::size_t(r == 0 ? 1 : 6 * r));
                CHECK(unique.size() == ring.size());
                for (const OffsetCoord& h : ring) CHECK(g.distance(centre, h) == r);
                disc.insert(ring.begin(), ring.end());
                CHECK(disc.size() == std::size_t(1 + 3 * r * (r + 1)));
            }
        }
    }
}

TEST_CASE("rings near the edge hold exactly the on-map hexes at that distance", "[geometry][grid]")
{
    for (const Layout& l : kLayouts) {
        CAPTURE(l.name);
        const HexGrid g = makeGrid(l.orientation, l.parity, 7, 6);
        for (OffsetCoord centre : {OffsetCoord{0, 0}, OffsetCoord{6, 5}, OffsetCoord{3, 0}, OffsetCoord{-2, 3}}) {
            for (int r = 0; r <= 12; ++r) {
                CAPTURE(centre.col, centre.row, r);
                const auto ring = g.ring(centre, r);
                std::set<OffsetCoord> expected;
                for (int i = 0; i < g.count(); ++i)
                    if (g.distance(centre, g.fromIndex(i)) == r) expected.insert(g.fromIndex(i));
                CHECK(std::set<OffsetCoord>(ring.begin(), ring.end()) == expected);
                CHECK(ring.size() == expected.size());
            }
        }
    }
}
