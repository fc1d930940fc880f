// Setup areas resolved on the small test board (10 columns A..J x 8 rows,
// flat-top, odd columns shifted down half a hex, a road through E1..E8).
// Expected sets worked out by hand from the offset layout: a hex in an even
// column touches rows r-1 and r of the columns beside it; a hex in an odd
// column touches rows r and r+1.

#include "fixture_support.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::scenarios;

namespace {

AreaExpr leaf(AreaOp op, std::string label)
{
    AreaExpr e;
    e.op = op;
    e.label = std::move(label);
    return e;
}

AreaExpr within(int distance, const std::string& centre)
{
    AreaExpr e;
    e.op = AreaOp::Within;
    e.distance = distance;
    e.centre = parseHexName(centre);
    return e;
}

AreaExpr hexes(std::initializer_list<const char*> list)
{
    AreaExpr e;
    e.op = AreaOp::Hexes;
    for (const char* h : list) e.hexes.push_back(parseHexName(h));
    return e;
}

AreaExpr containing(const std::string& terrain)
{
    AreaExpr e;
    e.op = AreaOp::Containing;
    e.terrain = terrain;
    return e;
}

AreaExpr combine(AreaOp op, std::vector<AreaExpr> children)
{
    AreaExpr e;
    e.op = op;
    e.children = std::move(children);
    return e;
}

std::vector<std::string> labels(const formats::LoadedScenario& s, const AreaExpr& e)
{
    const ResolvedArea r = s.boards.resolveExpr(e);
    INFO("issues: " << r.issues.size());
    CHECK(r.issues.empty());
    std::vector<std::string> out;
    for (const std::string& l : s.boards.labels(r.hexes)) out.push_back(l.substr(l.find(':') + 1));
    return out;
}

using Labels = std::vector<std::string>;

} // namespace

TEST_CASE("setup areas: leaves resolve to the hexes a player would count", "[scenarios][areas]")
{
    const auto s = test::loadFixture(test::dataText("base.scenario.xml"));
    CHECK(labels(s, within(1, "E4")) == Labels{"D3", "D4", "E3", "E4", "E5", "F3", "F4"});
    CHECK(labels(s, within(1, "F4")) == Labels{"E4", "E5", "F3", "F4", "F5", "G4", "G5"});
    CHECK(labels(s, within(1, "A1")) == Labels{"A1", "A2", "B1"});
    CHECK(labels(s, within(0, "C3")) == Labels{"C3"});
    CHECK(labels(s, within(2, "E4")) == Labels{"C3", "C4", "C5", "D2", "D3", "D4", "D5", "E2", "E3", "E4", "E5", "E6",
                                               "F2", "F3", "F4", "F5", "G3", "G4", "G5"});
    CHECK(labels(s, leaf(AreaOp::Column, "C")) == Labels{"C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8"});
    CHECK(labels(s, leaf(AreaOp::Row, "8")) == Labels{"A8", "B8", "C8", "D8", "E8", "F8", "G8", "H8", "I8", "J8"});
    CHECK(labels(s, leaf(AreaOp::SouthOf, "6")) ==
          Labels{"A7", "A8", "B7", "B8", "C7", "C8", "D7", "D8", "E7", "E8", "F7", "F8", "G7", "G8", "H7", "H8", "I7", "I8", "J7", "J8"});
    CHECK(labels(s, leaf(AreaOp::NorthOf, "2")) == Labels{"A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1", "I1", "J1"});
    CHECK(labels(s, leaf(AreaOp::EastOf, "H")) ==
          Labels{"I1", "I2", "I3", "I4", "I5", "I6", "I7", "I8", "J1", "J2", "J3", "J4", "J5", "J6", "J7", "J8"});
    CHECK(labels(s, leaf(AreaOp::WestOf, "B")) == Labels{"A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8"});
    CHECK(labels(s, containing("road")) == Labels{"E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8"});
    CHECK(labels(s, containing("woods")).empty());
    CHECK(labels(s, hexes({"J8", "A1", "small:A1"})) == Labels{"A1", "J8"});
}

TEST_CASE("setup areas: unions, intersections and differences", "[scenarios][areas]")
{
    const auto s = test::loadFixture(test::dataText("base.scenario.xml"));
    CHECK(labels(s, combine(AreaOp::Intersection, {leaf(AreaOp::WestOf, "C"), leaf(AreaOp::NorthOf, "3")})) == Labels{"A1", "A2", "B1", "B2"});
    CHECK(labels(s, combine(AreaOp::Union, {hexes({"B2"}), within(0, "C3")})) == Labels{"B2", "C3"});
    CHECK(labels(s, combine(AreaOp::Difference, {leaf(AreaOp::Column, "E"), containing("road")})).empty());
    // "Hexes of row 8, except those containing a road, and E1".
    CHECK(labels(s, combine(AreaOp::Union, {combine(AreaOp::Difference, {leaf(AreaOp::Row, "8"), containing("road")}), hexes({"E1"})})) ==
          Labels{"A8", "B8", "C8", "D8", "E1", "F8", "G8", "H8", "I8", "J8"});
    // The difference takes away every later child.
    CHECK(labels(s, combine(AreaOp::Difference, {within(1, "E4"), hexes({"E4"}), leaf(AreaOp::Column, "D")})) ==
          Labels{"E3", "E5", "F3", "F4"});
}

TEST_CASE("setup areas: references off the map or mis-spelled are reported, not guessed", "[scenarios][areas]")
{
    const auto s = test::loadFixture(test::dataText("base.scenario.xml"));
    auto problem = [&](const AreaExpr& e) {
        const ResolvedArea r = s.boards.resolveExpr(e);
        REQUIRE(r.issues.size() == 1);
        return r.issues.front().problem;
    };
    CHECK(problem(leaf(AreaOp::Row, "9")) == HexProblem::OffMap);
    CHECK(problem(leaf(AreaOp::Column, "K")) == HexProblem::OffMap);
    CHECK(problem(leaf(AreaOp::SouthOf, "0")) == HexProblem::OffMap);
    CHECK(problem(leaf(AreaOp::Row, "H")) == HexProblem::BadLabel);   // rows are numbered on this board
    CHECK(problem(leaf(AreaOp::Column, "3")) == HexProblem::BadLabel); // columns are lettered
    CHECK(problem(hexes({"K1"})) == HexProblem::OffMap);
    CHECK(problem(hexes({"E04"})) == HexProblem::BadLabel);            // not as the map prints it
    CHECK(problem(hexes({"elsewhere:E4"})) == HexProblem::UnknownMap);
    CHECK(problem(within(1, "Q4")) == HexProblem::OffMap);
}

TEST_CASE("map edges: the first and last rows and columns", "[scenarios][areas]")
{
    const auto s = test::loadFixture(test::dataText("base.scenario.xml"));
    const BoardSet& b = s.boards;
    CHECK(b.labels(b.edgeHexes(0, MapEdge::North)).front() == "small:A1");
    CHECK(b.edgeHexes(0, MapEdge::North).size() == 10);
    CHECK(b.edgeHexes(0, MapEdge::East).size() == 8);
    CHECK(b.labels(b.edgeHexes(0, MapEdge::East)).back() == "small:J8");
    CHECK(b.onEdge(*b.resolve(parseHexName("E8")).hex, MapEdge::South));
    CHECK_FALSE(b.onEdge(*b.resolve(parseHexName("E7")).hex, MapEdge::South));
    CHECK(b.onEdge(*b.resolve(parseHexName("A5")).hex, MapEdge::West));
    CHECK(b.edgeLength(0, MapEdge::North) == 10);
    CHECK(b.edgeLength(0, MapEdge::West) == 8);
}
