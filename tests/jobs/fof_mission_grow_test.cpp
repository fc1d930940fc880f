// A Fields of Fire mission following its card map's growth (editor/jobs/
// fof/fof_mission_grow.h), on Mission 1 (scenarios/library/mission1-
// trevieres: 4 x 3 cards, a Main Staging Area card under each column; LOD
// after row 0, PL 1 after row 1, Left Boundary after column 0, Right
// Boundary after column 4, LOA after row 3; OBJ 1 on 4,3, OBJ 2 on 3,3, AP
// on 3,2; contacts C, A, B in rows 1, 2, 3; units on 2,0, 2,0, 3,0, 3,0).
// Every expected cell and seam below is worked out by hand from the
// decisions in the header: cells move with their cards, a line on the edge
// grown at stays on the edge.

#include "editor/jobs/fof/fof_kinds.h"
#include "editor/jobs/fof/fof_mission_grow.h"
#include "geometry/hex_grid.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace crestline;
using namespace crestline::jobs;
namespace fofm = crestline::scenarios::fof;

namespace {

namespace fs = std::filesystem;

struct GrowSample {
    fofm::Mission mission;
    maps::FofMap map;
};

GrowSample grownMission1()
{
    const FofMissionDocument doc = FofMissionDocument::open(fs::path(CRESTLINE_SOURCE_DIR) / "scenarios/library/mission1-trevieres.scenario.xml");
    REQUIRE(doc.loaded());
    REQUIRE(doc.mission().map.has_value());
    return {doc.mission().mission, doc.mission().map->map};
}

std::vector<std::string> pointCells(const fofm::Mission& m)
{
    std::vector<std::string> out;
    for (const fofm::PointControl& p : m.points) out.push_back(maps::cellName(p.cell.column, p.cell.row));
    return out;
}
std::vector<int> contactRows(const fofm::Mission& m)
{
    std::vector<int> out;
    for (const fofm::PotentialContact& c : m.contacts) out.push_back(c.row);
    return out;
}
std::vector<std::string> unitCells(const fofm::Mission& m)
{
    std::vector<std::string> out;
    for (const fofm::UnitPlacement& u : m.units) out.push_back(u.cell ? maps::cellName(u.cell->column, u.cell->row) : "-");
    return out;
}
/// The seams in file order: LOD, PL 1, Left Boundary, Right Boundary, LOA.
std::vector<int> seams(const fofm::Mission& m)
{
    std::vector<int> out;
    for (const fofm::LineControl& l : m.lines) out.push_back(l.seam);
    return out;
}

} // namespace

TEST_CASE("fof mission growth: a column at the left moves every column, the Left Boundary stays the edge", "[jobs][fof]")
{
    const GrowSample s = grownMission1();
    REQUIRE(seams(s.mission) == std::vector<int>{0, 1, 0, 4, 3});
    const FofMissionGrowth g = growFofMission(s.mission, s.map, FofSide::Left, true);
    REQUIRE(g.refusal.empty());
    CHECK(g.label == "Add a column at the left");
    CHECK(g.map.columns == 5);
    CHECK(g.mission.columns == 5);
    CHECK(g.mission.rows == 3);
    CHECK(pointCells(g.mission) == std::vector<std::string>{"5,3", "4,3", "4,2"});
    CHECK(contactRows(g.mission) == std::vector<int>{1, 2, 3});
    CHECK(unitCells(g.mission) == std::vector<std::string>{"3,0", "3,0", "4,0", "4,0"});
    CHECK(seams(g.mission) == std::vector<int>{0, 1, 0, 5, 3});
    // Removed again: the mission and the map as they were.
    const FofMissionGrowth back = growFofMission(g.mission, g.map, FofSide::Left, false);
    REQUIRE(back.refusal.empty());
    CHECK(back.mission == s.mission);
    CHECK(back.map == s.map);
}

TEST_CASE("fof mission growth: a row at the bottom moves every row but the Main Staging Area, the LOD stays under Row 1", "[jobs][fof]")
{
    const GrowSample s = grownMission1();
    const FofMissionGrowth g = growFofMission(s.mission, s.map, FofSide::Bottom, true);
    REQUIRE(g.refusal.empty());
    CHECK(g.mission.columns == 4);
    CHECK(g.mission.rows == 4);
    CHECK(g.map.rows == 4);
    CHECK(pointCells(g.mission) == std::vector<std::string>{"4,4", "3,4", "3,3"});
    CHECK(contactRows(g.mission) == std::vector<int>{2, 3, 4});
    CHECK(unitCells(g.mission) == std::vector<std::string>{"2,0", "2,0", "3,0", "3,0"});
    CHECK(seams(g.mission) == std::vector<int>{0, 2, 0, 4, 4});
    const FofMissionGrowth back = growFofMission(g.mission, g.map, FofSide::Bottom, false);
    REQUIRE(back.refusal.empty());
    CHECK(back.mission == s.mission);
}

TEST_CASE("fof mission growth: a column at the right or a row at the top moves only the far edge's line", "[jobs][fof]")
{
    const GrowSample s = grownMission1();
    const FofMissionGrowth right = growFofMission(s.mission, s.map, FofSide::Right, true);
    REQUIRE(right.refusal.empty());
    CHECK(right.mission.columns == 5);
    CHECK(pointCells(right.mission) == std::vector<std::string>{"4,3", "3,3", "3,2"});
    CHECK(seams(right.mission) == std::vector<int>{0, 1, 0, 5, 3});
    const FofMissionGrowth top = growFofMission(s.mission, s.map, FofSide::Top, true);
    REQUIRE(top.refusal.empty());
    CHECK(top.mission.rows == 4);
    CHECK(contactRows(top.mission) == std::vector<int>{1, 2, 3});
    CHECK(seams(top.mission) == std::vector<int>{0, 1, 0, 4, 4});
}

TEST_CASE("fof mission growth: a line removed that holds the mission's things is refused naming them", "[jobs][fof]")
{
    const GrowSample s = grownMission1();
    // The card map's own refusal first: column 1 holds cards.
    const FofMissionGrowth cards = growFofMission(s.mission, s.map, FofSide::Left, false);
    CHECK(cards.refusal.starts_with("column 1 holds 1,3 (card 42)"));

    // Grown at the left, column 1 is empty of cards; the mission then puts a TRP and a unit there.
    FofMissionGrowth g = growFofMission(s.mission, s.map, FofSide::Left, true);
    REQUIRE(g.refusal.empty());
    fofm::Mission m = g.mission;
    m.points.push_back({fofm::PointControlKind::RegisteredTarget, {1, 2}, 1, {}, 0});
    m.units[0].cell = fofm::Cell{1, 0};
    const FofMissionGrowth refused = growFofMission(m, g.map, FofSide::Left, false);
    CHECK(refused.refusal == "column 1 holds the mission's TRP 1 on 1,2, unit hq-1plt on 1,0: move or remove them first");

    // A contact fixed in the row removed, and a US start on row 1 only.
    FofMissionGrowth b = growFofMission(s.mission, s.map, FofSide::Bottom, true);
    REQUIRE(b.refusal.empty());
    fofm::Mission r = b.mission;
    r.contacts[0].row = 1;
    r.contacts[0].column = 2;
    r.usStart = {fofm::UsStart::Kind::OnRows, 1, ""};
    const FofMissionGrowth rowRefused = growFofMission(r, b.map, FofSide::Bottom, false);
    CHECK(rowRefused.refusal ==
          "row 1 holds the mission's Potential Contact C (row 1, column 2), US start on row 1: move or remove them first");
}

TEST_CASE("fof mission growth: a US start on rows 1..n covers the same rows after a row at the bottom", "[jobs][fof]")
{
    GrowSample s = grownMission1();
    s.mission.usStart = {fofm::UsStart::Kind::OnRows, 2, "Start on Rows 1 and 2"};
    const FofMissionGrowth g = growFofMission(s.mission, s.map, FofSide::Bottom, true);
    REQUIRE(g.refusal.empty());
    CHECK(g.mission.usStart.throughRow == 3);
    const FofMissionGrowth top = growFofMission(s.mission, s.map, FofSide::Top, true);
    CHECK(top.mission.usStart.throughRow == 2);
}

TEST_CASE("fof mission growth: a card map at the grid's limit is not grown past it", "[jobs][fof]")
{
    GrowSample s = grownMission1();
    s.map.columns = geometry::kMaxGridColumns;
    s.mission.columns = geometry::kMaxGridColumns;
    const FofMissionGrowth g = growFofMission(s.mission, s.map, FofSide::Right, true);
    CHECK(g.refusal == "the card map would have " + std::to_string(geometry::kMaxGridColumns + 1) + " columns by 3 rows, past the card grid's limit of " +
                           std::to_string(geometry::kMaxGridColumns) + " by " + std::to_string(geometry::kMaxGridRows));
    const FofMissionGrowth rows = growFofMission(s.mission, s.map, FofSide::Top, true);
    CHECK(rows.refusal.empty()); // the rows are far from theirs
}
