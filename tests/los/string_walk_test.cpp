// The exact walk, checked against walks worked out by hand in the lattice
// frame (flat-top, odd parity: hex (c, r) centre (3c, 2r + (c & 1))).

#include "geometry/los/string_walk.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace crestline::geometry;
using namespace crestline::geometry::los;

namespace {

HexGrid grid()
{
    GridSpec s;
    s.columns = 8;
    s.rows = 10;
    return HexGrid(s);
}

struct Expected {
    std::string label;
    std::int64_t loN, loD, hiN, hiD;
    Crossing how;
};

void checkWalk(const std::string& from, const std::string& to, const std::vector<Expected>& expected)
{
    const HexGrid g = grid();
    std::vector<HexPart> parts;
    walkString(g, *g.parseLabel(from), *g.parseLabel(to), parts);
    REQUIRE(parts.size() == expected.size());
    for (std::size_t i = 0; i < parts.size(); ++i) {
        INFO("part " << i << " expected " << expected[i].label);
        CHECK(g.label(parts[i].hex) == expected[i].label);
        CHECK(parts[i].lo == Param{expected[i].loN, expected[i].loD});
        CHECK(parts[i].hi == Param{expected[i].hiN, expected[i].hiD});
        CHECK(parts[i].how == expected[i].how);
    }
}

} // namespace

TEST_CASE("walk down a column crosses hexsides at their midpoints", "[walk]")
{
    // C1 (6,0) -> C4 (6,6): hexsides at v = 1, 3, 5, i.e. t = 1/6, 1/2, 5/6.
    checkWalk("C1", "C4",
              {{"C1", 0, 1, 1, 6, Crossing::Interior},
               {"C2", 1, 6, 1, 2, Crossing::Interior},
               {"C3", 1, 2, 5, 6, Crossing::Interior},
               {"C4", 5, 6, 1, 1, Crossing::Interior}});
}

TEST_CASE("walk along a hexside lists both hexes beside it", "[walk]")
{
    // A2 (0,2) -> C2 (6,2): corner (2,2) at t = 1/3, hexside B1|B2 to (4,2) at t = 2/3.
    const HexGrid g = grid();
    std::vector<HexPart> parts;
    walkString(g, *g.parseLabel("A2"), *g.parseLabel("C2"), parts);
    REQUIRE(parts.size() == 4);
    CHECK(g.label(parts[0].hex) == "A2");
    CHECK(g.label(parts[3].hex) == "C2");
    std::vector<std::string> middle{g.label(parts[1].hex), g.label(parts[2].hex)};
    std::sort(middle.begin(), middle.end());
    CHECK(middle == std::vector<std::string>{"B1", "B2"});
    for (int i : {1, 2}) {
        CHECK(parts[std::size_t(i)].how == Crossing::Hexside);
        CHECK(parts[std::size_t(i)].lo == Param{1, 3});
        CHECK(parts[std::size_t(i)].hi == Param{2, 3});
        const std::string side(g.sideName(parts[std::size_t(i)].side));
        CHECK(side == (g.label(parts[std::size_t(i)].hex) == "B1" ? "S" : "N"));
    }
}

TEST_CASE("walk through vertices: A1 -> C7 along u = v / 2", "[walk]")
{
    // Worked by hand: exits A1 at (0.5, 1), A2 at (4/3, 8/3), B2 at corner
    // (2, 4) where A3 is met only at that corner, B3 at (3, 6), B4 at corner
    // (4, 8) where C5 is met only there, B5 at (14/3, 28/3), C6 at (5.5, 11).
    checkWalk("A1", "C7",
              {{"A1", 0, 1, 1, 12, Crossing::Interior},
               {"A2", 1, 12, 2, 9, Crossing::Interior},
               {"B2", 2, 9, 1, 3, Crossing::Interior},
               {"A3", 1, 3, 1, 3, Crossing::Vertex},
               {"B3", 1, 3, 1, 2, Crossing::Interior},
               {"B4", 1, 2, 2, 3, Crossing::Interior},
               {"C5", 2, 3, 2, 3, Crossing::Vertex},
               {"B5", 2, 3, 7, 9, Crossing::Interior},
               {"C6", 7, 9, 11, 12, Crossing::Interior},
               {"C7", 11, 12, 1, 1, Crossing::Interior}});
}

TEST_CASE("walk of adjacent hexes meets at the shared hexside", "[walk]")
{
    checkWalk("C2", "C3", {{"C2", 0, 1, 1, 2, Crossing::Interior}, {"C3", 1, 2, 1, 1, Crossing::Interior}});
}

TEST_CASE("walk is the reverse of the reverse walk", "[walk]")
{
    const HexGrid g = grid();
    std::vector<HexPart> fwd, back;
    for (int i = 0; i < g.count(); i += 3)
        for (int j = 0; j < g.count(); j += 5) {
            walkString(g, g.fromIndex(i), g.fromIndex(j), fwd);
            walkString(g, g.fromIndex(j), g.fromIndex(i), back);
            REQUIRE(fwd.size() == back.size());
            std::vector<OffsetCoord> a, b;
            for (const auto& p : fwd) a.push_back(p.hex);
            for (const auto& p : back) b.push_back(p.hex);
            std::sort(a.begin(), a.end());
            std::sort(b.begin(), b.end());
            CHECK(a == b);
        }
}
