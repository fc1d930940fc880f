// The scenario pane's fields as text (editor/gui/scenario_text.h): each
// parser reads what the form shows, refuses what it cannot read with a
// sentence naming the bad part, and keeps what the text does not mention.

#include "editor/gui/scenario_text.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::scenarios;
namespace st = crestline::gui::scenario_text;

TEST_CASE("scenario text: VPs per side [22.3]")
{
    Objective o;
    o.values = {{"german", 2, {}, 17}};
    o.values[0].extras.attributes.push_back({"x-note", "kept"});
    REQUIRE(st::parseObjectiveValues("german=1 american=3", o).empty());
    REQUIRE(o.values.size() == 2);
    CHECK(o.values[0].side == "german");
    CHECK(o.values[0].vp == 1);
    CHECK(o.values[0].line == 17); // the value kept its place in the file
    CHECK(o.values[0].extras.attributes.size() == 1);
    CHECK(o.values[1].side == "american");
    CHECK(o.values[1].vp == 3);
    CHECK(st::objectiveValues(o) == "german=1 american=3");

    const Objective before = o;
    CHECK(st::parseObjectiveValues("german=-1", o) == "the VP of german must be a whole number of at least 0, not \"-1\"");
    CHECK(st::parseObjectiveValues("german:2", o) == "VPs are written side=VP, e.g. german=2; not \"german:2\"");
    CHECK(st::parseObjectiveValues("", o) == "an objective needs a VP value for at least one side [22.3]");
    CHECK(o == before); // a refused text changes nothing
}

TEST_CASE("scenario text: track positions and Time Track spaces")
{
    TrackPosition p;
    REQUIRE(st::parseTrackPosition("3 american", p).empty());
    CHECK(p.space == 3);
    CHECK(p.side == "american");
    CHECK(st::trackPosition(p) == "3 american");
    CHECK_FALSE(st::parseTrackPosition("21 american", p).empty()); // spaces 0..20 [1.21]
    CHECK_FALSE(st::parseTrackPosition("0 german", p).empty());
    CHECK_FALSE(st::parseTrackPosition("4", p).empty());
    CHECK(p.space == 3);

    TimeTrack t;
    REQUIRE(st::parseTimeSpaces("1:3 2:5", t).empty());
    REQUIRE(t.spaces.size() == 2);
    CHECK(t.spaces[1].number == 2);
    CHECK(t.spaces[1].suddenDeath == 5);
    CHECK(st::timeSpaces(t) == "1:3 2:5");
    CHECK(st::parseTimeSpaces("1-3", t) == "Time Track spaces are NUMBER:SUDDEN-DEATH, e.g. 1:3; not \"1-3\"");
}

TEST_CASE("scenario text: units one a line")
{
    std::vector<Unit> units;
    REQUIRE(st::parseUnitLines("a-sherman | Sherman | vehicle | platoon | 1\n\n g-mg | MG 42 | infantry | squad | 2 ", units).empty());
    REQUIRE(units.size() == 2);
    CHECK(units[0].type == UnitType::Vehicle);
    CHECK(units[0].size == UnitSize::Platoon);
    CHECK(units[1].name == "MG 42");
    CHECK(units[1].count == 2);
    CHECK(st::unitLines(units) == "a-sherman | Sherman | vehicle | platoon | 1\ng-mg | MG 42 | infantry | squad | 2");
    CHECK(st::parseUnitLines("x | X | tank | squad | 1", units) == "unit x: the type is infantry, gun or vehicle [3.1], not \"tank\"");
    CHECK(st::parseUnitLines("x | X | gun | squad", units) == "a unit is \"id | name | type | size | count\"; not \"x | X | gun | squad\"");
    CHECK(units.size() == 2);
}

TEST_CASE("scenario text: Sighting contents and Hiding markers [6.4, 6.5]")
{
    std::vector<SightingContent> contents;
    REQUIRE(st::parseContentLines("hidden A\nfalse-sighting 2\nfortification wire 1 at J8", contents).empty());
    REQUIRE(contents.size() == 3);
    CHECK(contents[0].kind == SightingKind::Hidden);
    CHECK(contents[0].letter == "A");
    CHECK(contents[1].kind == SightingKind::FalseSighting);
    CHECK(contents[1].count == 2);
    CHECK(contents[2].fortification == "wire");
    CHECK(contents[2].hexes == std::vector<HexName>{{"", "J8"}});
    CHECK(st::contentLines(contents) == "hidden A\nfalse-sighting 2\nfortification wire 1 at J8");
    CHECK_FALSE(st::parseContentLines("hidden", contents).empty());

    std::vector<HidingMarker> hiding;
    REQUIRE(st::parseHidingLines("A: unit g-gren-sqd 1, fortification g-trench 1\nB: chosen at setup", hiding).empty());
    REQUIRE(hiding.size() == 2);
    REQUIRE(hiding[0].pieces.size() == 2);
    CHECK(hiding[0].pieces[1].kind == HiddenPiece::Kind::Fortification);
    CHECK(hiding[0].pieces[1].ref == "g-trench");
    CHECK(hiding[1].chosenAtSetup);
    CHECK(hiding[1].pieces.empty());
    CHECK(st::hidingLines(hiding) == "A: unit g-gren-sqd 1, fortification g-trench 1\nB: chosen at setup");
    CHECK(st::parseHidingLines("A unit x 1", hiding).find("a Hiding marker is") == 0);
    CHECK(st::parseHidingLines("A: tank x 1", hiding) == "Hiding marker A: a piece is \"unit ID COUNT\" or \"fortification ID COUNT\"; not \"tank x 1\"");
}

TEST_CASE("scenario text: map edges as a form's choice")
{
    // The four edges of <entry edge> and <exit edge>, and none first.
    CHECK(st::edgeChoices() == std::vector<std::string>{"", "north", "south", "east", "west"});
    std::optional<MapEdge> edge = MapEdge::North;
    CHECK(st::parseEdge(" west ", edge).empty());
    CHECK(edge == MapEdge::West);
    CHECK(st::parseEdge("", edge).empty());
    CHECK_FALSE(edge.has_value());
    const std::string problem = st::parseEdge("up", edge);
    CHECK(problem.find("\"up\"") != std::string::npos);
    CHECK_FALSE(edge.has_value());
}
