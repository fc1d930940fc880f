// The map checks' fast ring tests (maps/ring_checks.h) against hand-worked
// answers and against the quadratic reference geometry::ringSelfIntersects:
// ties (a vertex on an edge, edges overlapping along a line, a pinch) beside
// near misses 1/8 unit away, and many small rings on a coarse lattice where
// ties are the rule, not the exception. Then checkMap on an area with 5,000
// holes: the box index must still find the one overlapping pair.

#include "geometry/exact.h"
#include "maps/map_analysis.h"
#include "maps/ring_checks.h"

#include <catch2/catch.hpp>

#include <random>
#include <string>

using namespace crestline;
using geometry::Point;
using geometry::Ring;

namespace {

struct RingCase {
    const char* name;
    Ring ring;
    bool crosses;
};

} // namespace

TEST_CASE("ringCrossesItself: ties and near misses, worked by hand", "[maps][checks][ring]")
{
    const RingCase c = GENERATE(values<RingCase>({
        {"hexagon", {{2, 0}, {1, 1}, {-1, 1}, {-2, 0}, {-1, -1}, {1, -1}}, false},
        {"triangle", {{0, 0}, {4, 0}, {0, 3}}, false},
        {"bow tie: two edges cross", {{0, 0}, {2, 2}, {2, 0}, {0, 2}}, true},
        {"adjacent edges fold back along each other", {{0, 0}, {2, 0}, {1, 0}, {1, 1}}, true},
        {"adjacent edges fold back, vertical", {{0, 0}, {2, 0}, {2, 2}, {2, 1}, {0, 2}}, true},
        {"straight on through a vertex", {{0, 0}, {1, 0}, {2, 0}, {1, 1}}, false},
        {"a vertex exactly on a non-adjacent edge", {{0, 0}, {4, 0}, {4, 4}, {2, 0}, {0, 4}}, true},
        {"the same vertex 1/8 above that edge", {{0, 0}, {4, 0}, {4, 4}, {2, 0.125}, {0, 4}}, false},
        // (4,0)-(2,0) runs along the bottom edge (0,0)-(6,0): collinear overlap.
        {"non-adjacent edges overlapping along a line", {{0, 0}, {6, 0}, {6, 4}, {4, 4}, {4, 0}, {2, 0}, {2, 4}, {0, 4}}, true},
        {"the same notch floor 1/8 above", {{0, 0}, {6, 0}, {6, 4}, {4, 4}, {4, 0.125}, {2, 0.125}, {2, 4}, {0, 4}}, false},
        {"a pinch: one vertex visited twice", {{0, 0}, {2, 0}, {1, 1}, {2, 2}, {0, 2}, {1, 1}}, true},
        {"two vertices 1/8 apart instead of a pinch", {{0, 0}, {2, 0}, {1.125, 1}, {2, 2}, {0, 2}, {1, 1}}, false},
        {"a spike touching the far side at its tip", {{0, 0}, {4, 0}, {4, 4}, {2.5, 4}, {2, 0}, {1.5, 4}, {0, 4}}, true},
        {"the spike 1/8 short", {{0, 0}, {4, 0}, {4, 4}, {2.5, 4}, {2, 0.125}, {1.5, 4}, {0, 4}}, false},
    }));
    INFO(c.name);
    CHECK(maps::ringCrossesItself(c.ring) == c.crosses);
    CHECK(geometry::ringSelfIntersects(c.ring) == c.crosses); // the reference agrees with the hand answer
}

TEST_CASE("ringCrossesItself agrees with the quadratic reference on small rings full of ties", "[maps][checks][ring]")
{
    // Points on a 4 x 4 lattice: collinear triples, vertices on edges and
    // shared vertices are everywhere.
    std::mt19937 rng(20261124);
    std::uniform_int_distribution<int> coord(0, 3), size(3, 8);
    int crossing = 0, simple = 0;
    for (int trial = 0; trial < 4000; ++trial) {
        Ring ring;
        const int n = size(rng);
        while (int(ring.size()) < n) {
            const Point p{double(coord(rng)), double(coord(rng))};
            if (!ring.empty() && ring.back() == p) continue;
            ring.push_back(p);
        }
        if (ring.front() == ring.back()) continue; // repeated-vertex is reported before this test
        const bool reference = geometry::ringSelfIntersects(ring);
        INFO("trial " << trial);
        REQUIRE(maps::ringCrossesItself(ring) == reference);
        ++(reference ? crossing : simple);
    }
    CHECK(simple > 100); // both answers were exercised
    CHECK(crossing > 100);
}

TEST_CASE("RingBoxIndex: closed boxes, touching counts", "[maps][checks][ring]")
{
    const std::vector<Ring> rings{
        {{0, 0}, {1, 0}, {0, 1}},       // box [0,1]x[0,1]
        {{1, 1}, {2, 1}, {2, 2}},       // touches box 0 at its corner (1,1)
        {{1.125, 0}, {2, 0}, {2, 0.5}}, // 1/8 right of box 0; meets box 1? v up to 0.5 < 1: no
        {},                             // empty: meets nothing
        {{0.5, 0.5}, {3, 0.5}, {3, 3}}, // overlaps all three
    };
    const maps::RingBoxIndex index(rings);
    CHECK(index.earlierMeeting(0).empty());
    CHECK(index.earlierMeeting(1) == std::vector<std::size_t>{0});
    CHECK(index.earlierMeeting(2).empty());
    CHECK(index.earlierMeeting(3).empty());
    CHECK(index.earlierMeeting(4) == std::vector<std::size_t>{0, 1, 2});
}

TEST_CASE("checkMap: 5,000 holes, one overlapping pair, found through the box index", "[maps][checks][ring]")
{
    maps::TerrainCatalog catalog;
    maps::Terrain woods;
    woods.id = "woods";
    catalog.terrains.push_back(woods);
    catalog.defaultType = "woods";
    maps::Map m;
    m.grid.columns = 40;
    m.grid.rows = 60;
    maps::Feature f;
    f.id = "holey";
    f.terrain = "woods";
    f.line = 7;
    f.area.outer = {{1, 1}, {110, 1}, {110, 110}, {1, 110}};
    // 100 x 50 squares of side 1/2, one unit apart across and two down: no two meet.
    for (int i = 0; i < 100; ++i)
        for (int j = 0; j < 50; ++j) {
            const double u = 2 + i, v = 2 + 2 * j;
            f.area.holes.push_back({{u, v}, {u + 0.5, v}, {u + 0.5, v + 0.5}, {u, v + 0.5}});
        }
    // Hole 5,001 overlaps hole 1 ((2,2)-(2.5,2.5)) by a quarter; hole 5,002
    // touches hole 2 ((2,4)-(2.5,4.5)) along its edge u = 2.5 only.
    f.area.holes.push_back({{2.25, 2.25}, {2.75, 2.25}, {2.75, 2.75}, {2.25, 2.75}});
    f.area.holes.push_back({{2.5, 4}, {2.75, 4}, {2.75, 4.5}, {2.5, 4.5}});
    m.features.push_back(f);
    const Findings fs = maps::checkMap(m, catalog, "holes.map.xml");
    REQUIRE(fs.size() == 1);
    CHECK(fs[0].code == "holes-overlap");
    CHECK(fs[0].message == "holes 1 and 5001 overlap");
    CHECK(fs[0].where.line == 7);
}
