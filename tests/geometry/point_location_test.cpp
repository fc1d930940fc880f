// Exact point location: centres, hexside midpoints, corners, points a hair
// (1e-12, or one ulp) off a hexside or corner, off-map points and the map's
// outer edge, for flat-top and pointy-top grids.

#include "geometry/exact.h"
#include "geometry/hex_grid.h"

#include "catch_printers.h"

#include "grid_fixtures.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

using namespace crestline::geometry;
using crestline::test::kLayouts;
using crestline::test::Layout;
using crestline::test::makeGrid;
using Kind = PointLocation::Kind;

namespace {

const char* kindName(Kind k)
{
    switch (k) {
    case Kind::Inside: return "Inside";
    case Kind::OnHexside: return "OnHexside";
    case Kind::OnVertex: return "OnVertex";
    case Kind::OffMap: return "OffMap";
    }
    return "?";
}

struct TieCase {
    double du, dv; // offset from the centre of hex (4,4), lattice units
    Kind kind;
    std::vector<OffsetCoord> hexes; // sorted
};

void checkTable(const HexGrid& g, const std::vector<TieCase>& table)
{
    const IPoint c = g.centre({4, 4});
    for (const TieCase& t : table) {
        const Point p{double(c.u) + t.du, double(c.v) + t.dv};
        CAPTURE(t.du, t.dv, p.u, p.v);
        const PointLocation loc = g.locate(p);
        CHECK(std::string(kindName(loc.kind)) == kindName(t.kind));
        CHECK(loc.hexes == t.hexes);
    }
}

// Brute-force oracle: every hex near the point whose closed hexagon holds it.
std::vector<OffsetCoord> holders(const HexGrid& g, Point p, bool onMapOnly)
{
    std::vector<OffsetCoord> out;
    for (int col = -3; col < g.columns() + 3; ++col) {
        for (int row = -3; row < g.rows() + 3; ++row) {
            const OffsetCoord h{col, row};
            if (onMapOnly && !g.contains(h)) continue;
            if (sideOfRing(g.hexagon(h), p) != Side::Outside) out.push_back(h);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

Point midpoint(IPoint a, IPoint b) { return {(double(a.u) + double(b.u)) / 2, (double(a.v) + double(b.v)) / 2}; }

// Move p by t of the way towards q (t tiny: p + t (q - p) is q's side of p).
Point towards(Point p, Point q, double t) { return {p.u + t * (q.u - p.u), p.v + t * (q.v - p.v)}; }

} // namespace

TEST_CASE("flat-top tie cases around hex (4,4)", "[geometry][locate]")
{
    // Flat odd: hex (4,4) is centred at (12,8). Its neighbours, worked out by
    // hand: SE (5,4) at (15,9), S (4,5) at (12,10), SW (3,4) at (9,9),
    // NW (3,3) at (9,7), N (4,3) at (12,6), NE (5,3) at (15,7).
    // Relative to the centre the hexsides are: SE u+v=2, S v=1, N v=-1, ...
    const HexGrid g = makeGrid(HexOrientation::FlatTop, OffsetParity::Odd, 10, 10);
    const OffsetCoord h{4, 4}, se{5, 4}, s{4, 5}, sw{3, 4}, nw{3, 3}, ne{5, 3};
    const std::vector<TieCase> table{
        {0, 0, Kind::Inside, {h}},
        {0.1, 0.3, Kind::Inside, {h}},
        {1.5, 0.5, Kind::OnHexside, {h, se}},                 // SE hexside midpoint
        {1.5 - 1e-12, 0.5, Kind::Inside, {h}},
        {1.5 + 1e-12, 0.5, Kind::Inside, {se}},
        {1.5, 0.5 - 1e-12, Kind::Inside, {h}},
        {1.5, 0.5 + 1e-12, Kind::Inside, {se}},
        {0, 1, Kind::OnHexside, {h, s}},                      // S hexside midpoint
        {0, 1 - 1e-12, Kind::Inside, {h}},
        {0, 1 + 1e-12, Kind::Inside, {s}},
        {0.999999999999, 1, Kind::OnHexside, {h, s}},         // on the S hexside, near its end
        {1, 0.999999999999, Kind::Inside, {h}},               // below v=1 and u+v<2
        {1, 1, Kind::OnVertex, {h, s, se}},                   // corner of H, S and SE
        {1, 1.000000000001, Kind::Inside, {s}},               // S's NE hexside is v=u; v>u is inside
        {1.000000000001, 1, Kind::Inside, {se}},              // SE's NW hexside is u+v=2
        {1.000000000001, 1.000000000001, Kind::OnHexside, {s, se}}, // on v=u, their shared hexside
        {2, 0, Kind::OnVertex, {h, ne, se}},                  // east corner
        {2 - 1e-12, 0, Kind::Inside, {h}},
        {2 + 1e-12, 0, Kind::OnHexside, {ne, se}},            // NE and SE share v=0, u in [2,4]
        {-2, 0, Kind::OnVertex, {nw, sw, h}},                 // west corner
        {-1.5, -0.5, Kind::OnHexside, {nw, h}},               // NW hexside midpoint
        {0.5, 1, Kind::OnHexside, {h, s}},
    };
    checkTable(g, table);
}

TEST_CASE("pointy-top tie cases around hex (4,4)", "[geometry][locate]")
{
    // Pointy odd: hex (4,4) is centred at (8,12). Neighbours by hand: E (5,4)
    // at (10,12), W (3,4) at (6,12), NE (4,3) at (9,9), NW (3,3) at (7,9),
    // SE (4,5) at (9,15), SW (3,5) at (7,15). Relative hexsides: E u=1,
    // SE u+v=2, SW v-u=2, ...
    const HexGrid g = makeGrid(HexOrientation::PointyTop, OffsetParity::Odd, 10, 10);
    const OffsetCoord h{4, 4}, e{5, 4}, w{3, 4}, se{4, 5}, sw{3, 5};
    const std::vector<TieCase> table{
        {0, 0, Kind::Inside, {h}},
        {1, 0, Kind::OnHexside, {h, e}},                      // E hexside midpoint
        {1 - 1e-12, 0, Kind::Inside, {h}},
        {1 + 1e-12, 0, Kind::Inside, {e}},
        {0.5, 1.5, Kind::OnHexside, {h, se}},                 // SE hexside midpoint
        {0.5 - 1e-12, 1.5, Kind::Inside, {h}},
        {0.5 + 1e-12, 1.5, Kind::Inside, {se}},
        {1, 0.999999999999, Kind::OnHexside, {h, e}},         // on u=1 near its end
        {0.999999999999, 1, Kind::Inside, {h}},
        {1, 1, Kind::OnVertex, {h, se, e}},
        {1, 1.000000000001, Kind::Inside, {se}},              // past H's u+v=2, on SE's side of E|SE (v=u)
        {1.000000000001, 1, Kind::Inside, {e}},
        {0, 2, Kind::OnVertex, {sw, h, se}},                  // south corner
        {0, 2 - 1e-12, Kind::Inside, {h}},
        {0, 2 + 1e-12, Kind::OnHexside, {sw, se}},            // SW and SE share u=0, v in [2,4]
        {-1, 0, Kind::OnHexside, {w, h}},                     // W hexside midpoint
    };
    checkTable(g, table);
}

TEST_CASE("the map's outer edge reports only on-map hexes", "[geometry][locate]")
{
    // Flat odd, hex (0,0) at the origin: its north hexside is v=-1, its west
    // corner (-2,0) is shared with (-1,-1) and (-1,0), both off the map; its
    // east corner (2,0) with (1,0) on the map and (1,-1) off it.
    const HexGrid flat = makeGrid(HexOrientation::FlatTop, OffsetParity::Odd, 10, 10);
    const std::vector<std::pair<Point, PointLocation>> flatCases{
        {{0, -1}, {Kind::OnHexside, {{0, 0}}}},
        {{0, -1 - 1e-12}, {Kind::OffMap, {}}},
        {{0, -1 + 1e-12}, {Kind::Inside, {{0, 0}}}},
        {{-2, 0}, {Kind::OnVertex, {{0, 0}}}},
        {{-2 - 1e-12, 0}, {Kind::OffMap, {}}},
        {{1, -1}, {Kind::OnVertex, {{0, 0}}}},
        {{2, 0}, {Kind::OnVertex, {{0, 0}, {1, 0}}}},
        {{-3, 1}, {Kind::OffMap, {}}}, // centre of (-1,0)
        {{-100, -100}, {Kind::OffMap, {}}},
        {{1e6, 3}, {Kind::OffMap, {}}},
        {{3, 1e6}, {Kind::OffMap, {}}},
    };
    for (const auto& [p, expected] : flatCases) {
        CAPTURE(p.u, p.v);
        const PointLocation loc = flat.locate(p);
        CHECK(std::string(kindName(loc.kind)) == kindName(expected.kind));
        CHECK(loc.hexes == expected.hexes);
    }
    // Pointy odd, hex (0,0) at the origin: west hexside u=-1, north corner
    // (0,-2), corner (1,-1) shared with (1,0) on the map and (0,-1) off it.
    const HexGrid pointy = makeGrid(HexOrientation::PointyTop, OffsetParity::Odd, 10, 10);
    const std::vector<std::pair<Point, PointLocation>> pointyCases{
        {{-1, 0}, {Kind::OnHexside, {{0, 0}}}},
        {{-1 - 1e-12, 0}, {Kind::OffMap, {}}},
        {{-1 + 1e-12, 0}, {Kind::Inside, {{0, 0}}}},
        {{0, -2}, {Kind::OnVertex, {{0, 0}}}},
        {{0, -2 - 1e-12}, {Kind::OffMap, {}}},
        {{1, -1}, {Kind::OnVertex, {{0, 0}, {1, 0}}}},
        {{-100, -100}, {Kind::OffMap, {}}},
    };
    for (const auto& [p, expected] : pointyCases) {
        CAPTURE(p.u, p.v);
        const PointLocation loc = pointy.locate(p);
        CHECK(std::string(kindName(loc.kind)) == kindName(expected.kind));
        CHECK(loc.hexes == expected.hexes);
    }
}

TEST_CASE("points far off the map, infinite or NaN are off the map", "[geometry][locate][regression]")
{
    // Regression: the first guess converted u/3 to int, undefined behaviour
    // (and in practice a wrong or crashing answer) for |u| past 6e9 or NaN.
    for (const Layout& l : kLayouts) {
        CAPTURE(l.name);
        const HexGrid g = makeGrid(l.orientation, l.parity, 10, 10);
        const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
        for (const Point p : {Point{1e10, 5}, Point{5, -1e10}, Point{1e300, 1e300}, Point{-1e300, 0}, Point{inf, 3},
                              Point{3, -inf}, Point{nan, 3}, Point{3, nan}, Point{nan, nan}}) {
            CAPTURE(p.u, p.v);
            const PointLocation loc = g.locate(p);
            CHECK(loc.kind == Kind::OffMap);
            CHECK(loc.hexes.empty());
        }
        // The far corner of the map is still found.
        const OffsetCoord last{9, 9};
        CHECK(g.locate(g.centre(last).toPoint()).hexes == std::vector<OffsetCoord>{last});
        for (const IPoint& c : g.corners(last)) CHECK(!g.locate(c.toPoint()).hexes.empty());
    }
}

TEST_CASE("every centre, hexside and corner of a grid, and points a hair off them", "[geometry][locate]")
{
    for (const Layout& l : kLayouts) {
        CAPTURE(l.name);
        const HexGrid g = makeGrid(l.orientation, l.parity, 9, 8);
        for (int i = 0; i < g.count(); ++i) {
            const OffsetCoord h = g.fromIndex(i);
            CAPTURE(h.col, h.row);
            const Point c = g.centre(h).toPoint();
            const PointLocation atCentre = g.locate(c);
            CHECK(atCentre.kind == Kind::Inside);
            CHECK(atCentre.hexes == std::vector<OffsetCoord>{h});
            const auto cs = g.corners(h);
            for (int k = 0; k < 6; ++k) {
                CAPTURE(k);
                const OffsetCoord n = g.neighbour(h, k);
                const IPoint a = cs[std::size_t(k)], b = cs[std::size_t((k + 1) % 6)];
                // Hexside midpoint: exactly the two hexes (or h alone at the edge).
                std::vector<OffsetCoord> both{h};
                if (g.contains(n)) both.push_back(n);
                std::sort(both.begin(), both.end());
                const Point m = midpoint(a, b);
                const PointLocation onSide = g.locate(m);
                CHECK(onSide.kind == Kind::OnHexside);
                CHECK(onSide.hexes == both);
                // 1e-12 towards either centre: strictly inside that hex.
                const Point nc = g.centre(n).toPoint();
                const PointLocation in = g.locate(towards(m, c, 1e-12));
                CHECK(in.kind == Kind::Inside);
                CHECK(in.hexes == std::vector<OffsetCoord>{h});
                const PointLocation out = g.locate(towards(m, nc, 1e-12));
                CHECK(out.kind == (g.contains(n) ? Kind::Inside : Kind::OffMap));
                CHECK(out.hexes == (g.contains(n) ? std::vector<OffsetCoord>{n} : std::vector<OffsetCoord>{}));
                // One ulp: move u across the hexside unless it runs along u.
                const bool alongU = a.v == b.v;
                const Point inUlp = alongU ? Point{m.u, std::nextafter(m.v, c.v)} : Point{std::nextafter(m.u, c.u), m.v};
                const Point outUlp = alongU ? Point{m.u, std::nextafter(m.v, nc.v)} : Point{std::nextafter(m.u, nc.u), m.v};
                CHECK(g.locate(inUlp).hexes == std::vector<OffsetCoord>{h});
                CHECK(g.locate(outUlp).hexes == (g.contains(n) ? std::vector<OffsetCoord>{n} : std::vector<OffsetCoord>{}));
                // Corner k: the on-map hexes that list it among their corners.
                std::vector<OffsetCoord> owners;
                for (int j = 0; j < g.count(); ++j) {
                    const auto other = g.corners(g.fromIndex(j));
                    if (std::find(other.begin(), other.end(), a) != other.end()) owners.push_back(g.fromIndex(j));
                }
                std::sort(owners.begin(), owners.end());
                const PointLocation atCorner = g.locate(a.toPoint());
                CHECK(atCorner.kind == Kind::OnVertex);
                CHECK(atCorner.hexes == owners);
                const PointLocation nearCorner = g.locate(towards(a.toPoint(), c, 1e-12));
                CHECK(nearCorner.kind == Kind::Inside);
                CHECK(nearCorner.hexes == std::vector<OffsetCoord>{h});
            }
        }
        // Interior corners belong to exactly three hexes.
        CHECK(g.locate(g.corners({4, 4})[0].toPoint()).hexes.size() == 3);
    }
}

TEST_CASE("locate agrees with brute force on random and near-boundary points", "[geometry][locate]")
{
    std::mt19937_64 rng(20240611);
    for (const Layout& l : kLayouts) {
        CAPTURE(l.name);
        const HexGrid g = makeGrid(l.orientation, l.parity, 7, 6);
        const IPoint far = g.centre({6, 5});
        std::uniform_real_distribution<double> du(-6, double(far.u) + 6), dv(-6, double(far.v) + 6);
        std::uniform_int_distribution<int> pick(0, g.count() - 1), side(0, 5);
        std::uniform_real_distribution<double> along(0, 1);
        for (int i = 0; i < 4000; ++i) {
            Point p{du(rng), dv(rng)};
            if (i % 2 == 1) {
                // A point on a hexside (rounded), then perhaps an ulp off it.
                const OffsetCoord h = g.fromIndex(pick(rng));
                const auto cs = g.corners(h);
                const int k = side(rng);
                const Point a = cs[std::size_t(k)].toPoint(), b = cs[std::size_t((k + 1) % 6)].toPoint();
                const double t = along(rng);
                p = {a.u + t * (b.u - a.u), a.v + t * (b.v - a.v)};
                if (i % 4 == 3) p.u = std::nextafter(p.u, i % 8 == 3 ? 1e9 : -1e9);
            }
            CAPTURE(p.u, p.v);
            const auto all = holders(g, p, false);
            const auto onMap = holders(g, p, true);
            REQUIRE(!all.empty()); // the hexes tile the plane
            const PointLocation loc = g.locate(p);
            CHECK(loc.hexes == onMap);
            const Kind expected = onMap.empty()      ? Kind::OffMap
                                  : all.size() == 1 ? Kind::Inside
                                  : all.size() == 2 ? Kind::OnHexside
                                                    : Kind::OnVertex;
            CHECK(std::string(kindName(loc.kind)) == kindName(expected));
        }
    }
}
