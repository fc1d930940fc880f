// The Fields of Fire mission checks: the base fixture and the bundled Mission 1
// are clean; each code beside a near miss that stays clean, with the line it
// points at. Fixture: tests/scenarios/data/fof/base.scenario.xml on
// maps/boards/mission1.map.xml, 4 columns by 3 rows, Main Staging Area
// cards in columns 1..4, no Helicopter Staging Area; (3, 3) Wooded Slope
// (elevation icon), (4, 3) Village and (2, 2) Farm (multi-story icon),
// the other cards without one.

#include "fixture_support.h"

#include "formats/scenario/fof/fof_mission_format.h"
#include "scenarios/fof/fof_checks.h"
#include "scenarios/fof/fof_timeline.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace crestline;
using namespace crestline::scenarios::fof;

namespace {

std::string baseText() { return test::dataText("fof/base.scenario.xml"); }

/// The checks' findings for mission text read as if it were the base fixture (its map loaded).
Findings check(const std::string& text)
{
    auto r = formats::loadFofMissionText(text, test::dataPath("fof/base.scenario.xml"));
    INFO(test::describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE_FALSE(hasErrors(r.findings));
    REQUIRE(r.value->map);
    return checkFofMission(r.value->mission, &r.value->map->map, r.value->map->decks, "fixture.scenario.xml");
}

/// The lines of the findings of `code`.
std::vector<int> linesOf(const Findings& findings, FindingCode code)
{
    std::vector<int> out;
    for (const Finding& f : findings)
        if (hasCode(f, code)) out.push_back(f.where.line);
    return out;
}

/// `text` patched, checked: the findings of `code` are at `lines` and there are no others.
void expectOnly(const std::string& text, FindingCode code, std::vector<int> lines)
{
    const Findings found = check(text);
    INFO(test::describe(found));
    CHECK(linesOf(found, code) == lines);
    CHECK(found.size() == lines.size());
}

void expectClean(const std::string& text)
{
    const Findings found = check(text);
    INFO(test::describe(found));
    CHECK(found.empty());
}

} // namespace

TEST_CASE("fof checks: the base fixture and the bundled Mission 1 are clean", "[scenarios][fof][checks]")
{
    expectClean(baseText());
    const auto path = std::filesystem::path(CRESTLINE_SOURCE_DIR) / "scenarios/library/mission1-trevieres.scenario.xml";
    const auto r = formats::loadFofMission(path);
    INFO(test::describe(r.findings));
    REQUIRE(r.ok());
    CHECK_FALSE(hasErrors(r.findings));
    const Findings found = checkFofMission(r.value->mission, &r.value->map->map, r.value->map->decks, path.string());
    INFO(test::describe(found));
    CHECK(found.empty());
    // As the seed prints it: Offensive, 10 turns, Daylight +0, 4 x 3, two attempts; contacts C, A, B in rows 1, 2, 3.
    const Mission& m = r.value->mission;
    CHECK(m.type == MissionType::Offensive);
    CHECK(m.turns == 10);
    CHECK(m.visibility == Visibility{"Daylight", 0, true});
    CHECK(m.attempts == 2);
    REQUIRE(m.contacts.size() == 3);
    CHECK(m.contacts[0].letter == "C");
    CHECK(m.contacts[1].letter == "A");
    CHECK(m.contacts[2].letter == "B");
    CHECK(std::none_of(m.contacts.begin(), m.contacts.end(), [](const PotentialContact& c) { return c.random; }));
}

TEST_CASE("fof checks: fof-map-size", "[scenarios][fof][checks]")
{
    const std::string text = baseText();
    const Findings found = check(test::patched(text, R"(columns="4" rows="3")", R"(columns="4" rows="4")"));
    REQUIRE(found.size() >= 1);
    CHECK(hasCode(found[0], code::FofMapSize));
    CHECK(found[0].where.element == "/scenario/details");
    CHECK(found[0].where.line == 5);
    // A 5th column also moves the Right Boundary's expected seam: the map size is what is reported.
    CHECK(linesOf(check(test::patched(text, R"(columns="4" rows="3")", R"(columns="5" rows="3")")), code::FofMapSize).size() == 1);
}

TEST_CASE("fof checks: fof-cell-off-map", "[scenarios][fof][checks]")
{
    const std::string text = baseText();
    SECTION("a point control off the cards")
    {
        expectOnly(test::patched(text, R"(<point kind="obj-2" column="3" row="3" />)", R"(<point kind="obj-2" column="5" row="3" />)"), code::FofCellOffMap, {18});
        // Row 0 is the Main Staging Area: no card for a control.
        expectOnly(test::patched(text, R"(<point kind="obj-2" column="3" row="3" />)", R"(<point kind="obj-2" column="3" row="0" />)"), code::FofCellOffMap, {18});
    }
    SECTION("a contact fixed on a card the map lacks")
    {
        expectOnly(test::patched(text, R"(letter="A" column="2")", R"(letter="A" column="0")"), code::FofCellOffMap, {22});
        expectClean(test::patched(text, R"(letter="A" column="2")", R"(letter="A" column="4")"));
    }
    SECTION("units: row 0 where the Main Staging Area has a card, no Helicopter Staging Area on this map")
    {
        expectOnly(test::patched(text, R"(force="us" column="3" row="0")", R"(force="us" column="5" row="0")"), code::FofCellOffMap, {25});
        expectClean(test::patched(text, R"(force="us" column="3" row="0")", R"(force="us" column="4" row="0")"));
        expectOnly(test::patched(text, R"(force="us" column="3" row="0")", R"(force="us" staging="pickup-zone")"), code::FofCellOffMap, {25});
        expectOnly(test::patched(text, R"(column="4" row="3" cover=)", R"(column="4" row="4" cover=)"), code::FofCellOffMap, {26});
    }
}

TEST_CASE("fof checks: fof-seam-off-map", "[scenarios][fof][checks]")
{
    const std::string text = baseText();
    expectOnly(test::patched(text, R"(after-row="2" number="2")", R"(after-row="4" number="2")"), code::FofSeamOffMap, {13});
    expectOnly(test::patched(text, R"(kind="lod" after-row="0")", R"(kind="lod" after-row="-1")"), code::FofSeamOffMap, {11});
    // Near miss: after row 3 (the top edge) is a seam of a 3-row map; a PL may lie there.
    expectClean(test::patched(text, R"(after-row="2" number="2")", R"(after-row="3" number="2")"));
}

TEST_CASE("fof checks: fof-phase-line", "[scenarios][fof][checks]")
{
    const std::string text = baseText();
    const std::string third = R"(<line kind="phase-line" after-row="2" number="2" />
  <line kind="phase-line" after-row="2" number="1" />)";
    // A third PL (and number 1 twice): two findings on its line.
    expectOnly(test::patched(text, R"(<line kind="phase-line" after-row="2" number="2" />)", third), code::FofPhaseLine, {14, 14});
    expectOnly(test::patched(text, R"(after-row="2" number="2")", R"(after-row="2" number="3")"), code::FofPhaseLine, {13});
    expectOnly(test::patched(text, R"(after-row="2" number="2")", R"(after-row="2" number="1")"), code::FofPhaseLine, {13});
    // Near miss: one PL only, numbered 2.
    expectClean(test::patched(text, R"(  <line kind="phase-line" after-row="1" number="1" />
)", ""));
}

TEST_CASE("fof checks: fof-boundary-not-outer is a warning", "[scenarios][fof][checks]")
{
    const std::string text = baseText();
    const Findings found = check(test::patched(text, R"(kind="right-boundary" after-column="4")", R"(kind="right-boundary" after-column="3")"));
    REQUIRE(found.size() == 1);
    CHECK(hasCode(found[0], code::FofBoundaryNotOuter));
    CHECK(found[0].severity == Severity::Warning);
    CHECK(found[0].where.line == 15);
    expectOnly(test::patched(text, R"(kind="left-boundary" after-column="0")", R"(kind="left-boundary" after-column="1")"), code::FofBoundaryNotOuter, {14});
    expectOnly(test::patched(text, R"(kind="loa" after-row="3")", R"(kind="loa" after-row="2")"), code::FofBoundaryNotOuter, {16});
    // Near miss: the LOD may lie anywhere the Mission Instructions say [2.4.1 A].
    expectClean(test::patched(text, R"(kind="lod" after-row="0")", R"(kind="lod" after-row="1")"));
}

TEST_CASE("fof checks: fof-control-for-type", "[scenarios][fof][checks]")
{
    const std::string text = baseText();
    // An MLR in an Offensive mission [2.4.1 A, B]: a warning.
    const Findings mlr = check(test::patched(text, R"(<line kind="lod" after-row="0" />)", R"(<line kind="mlr" after-row="0" />)"));
    REQUIRE(mlr.size() == 1);
    CHECK(hasCode(mlr[0], code::FofControlForType));
    CHECK(mlr[0].severity == Severity::Warning);
    CHECK(mlr[0].where.line == 11);
    // A Route Point in an Offensive mission; near miss: a Registered Target is general purpose [2.4.1 D].
    expectOnly(test::patched(text, R"(kind="registered-target" column="2" row="3" number="1")", R"(kind="route-point" column="2" row="3" number="1")"),
               code::FofControlForType, {20});
    expectClean(test::patched(text, R"(kind="registered-target" column="2" row="3" number="1")", R"(kind="ccp" column="2" row="3")"));
    // The same file as a Defensive mission: the LOD, two PLs, both Boundaries, the LOA, OBJ 1, OBJ 2 and the AP are all foreign.
    CHECK(linesOf(check(test::patched(text, R"(type="offensive")", R"(type="defensive")")), code::FofControlForType) ==
          std::vector<int>{11, 12, 13, 14, 15, 16, 17, 18, 19});
    CHECK(usesControl(MissionType::CombatPatrol, PointControlKind::RoutePoint));
    CHECK(usesControl(MissionType::CombatPatrol, LineControlKind::MainLineOfResistance));
    CHECK_FALSE(usesControl(MissionType::CombatPatrol, PointControlKind::SecondaryObjective));
}

TEST_CASE("fof checks: fof-control-twice", "[scenarios][fof][checks]")
{
    const std::string text = baseText();
    expectOnly(test::patched(text, R"(<point kind="obj-2" column="3" row="3" />)", R"(<point kind="obj-1" column="3" row="3" />)"), code::FofControlTwice, {18});
    expectOnly(test::patched(text, R"(<line kind="loa" after-row="3" />)", R"(<line kind="loa" after-row="3" />
  <line kind="loa" after-row="3" />)"),
               code::FofControlTwice, {17});
    const std::string twoTrps = R"(<point kind="registered-target" column="2" row="3" number="1" />
  <point kind="registered-target" column="1" row="3" number="1" />)";
    expectOnly(test::patched(text, R"(<point kind="registered-target" column="2" row="3" number="1" />)", twoTrps), code::FofControlTwice, {21});
    // Near miss: TRP 1 and TRP 2.
    const std::string trp12 = R"(<point kind="registered-target" column="2" row="3" number="1" />
  <point kind="registered-target" column="1" row="3" number="2" />)";
    expectClean(test::patched(text, R"(<point kind="registered-target" column="2" row="3" number="1" />)", trp12));
}

TEST_CASE("fof checks: fof-number-order (Route Points 1..n)", "[scenarios][fof][checks]")
{
    // A Combat Patrol: MLR, OBJ 1 and Route Points [2.4.1 C].
    std::string patrol = baseText();
    const std::string controls = patrol.substr(patrol.find("  <line kind=\"lod\""), patrol.find("  <contact") - patrol.find("  <line kind=\"lod\""));
    patrol = test::patched(test::patched(patrol, R"(type="offensive")", R"(type="combat-patrol")"), controls, R"(  <line kind="mlr" after-row="1" />
  <point kind="obj-1" column="4" row="3" />
  <point kind="route-point" column="1" row="1" number="1" />
  <point kind="route-point" column="1" row="2" number="2" />
  <point kind="route-point" column="1" row="1" number="3" />
)");
    // Route Points 1, 2, 3 with two on one card: clean [2.4.1 C].
    expectClean(patrol);
    // 1, 2, 4: reported once, at the first Route Point.
    expectOnly(test::patched(patrol, R"(number="3")", R"(number="4")"), code::FofNumberOrder, {13});
    // 1, 2, 2.
    expectOnly(test::patched(patrol, R"(number="3")", R"(number="2")"), code::FofNumberOrder, {13});
    // A Rally Point numbered 0.
    expectOnly(test::patched(patrol, R"(<point kind="obj-1" column="4" row="3" />)", R"(<point kind="obj-1" column="4" row="3" />
  <point kind="rally-point" column="2" row="1" number="0" />)"),
               code::FofNumberOrder, {13});
}

TEST_CASE("fof checks: fof-contact-row and fof-contact-turn", "[scenarios][fof][checks]")
{
    const std::string text = baseText();
    expectOnly(test::patched(text, R"(<contact row="1" random="false" letter="C" />)", R"(<contact row="4" random="false" letter="C" />)"), code::FofContactRow,
               {21});
    expectOnly(test::patched(text, R"(<contact row="1" random="false" letter="C" />)", R"(<contact row="0" random="false" letter="C" />)"), code::FofContactRow,
               {21});
    expectOnly(test::patched(text, R"(turn="4")", R"(turn="11")"), code::FofContactTurn, {23});
    // Near miss: added on the last turn.
    expectClean(test::patched(text, R"(turn="4")", R"(turn="10")"));
}

TEST_CASE("fof checks: fof-eye-level", "[scenarios][fof][checks]")
{
    const std::string text = baseText();
    const std::string mg = R"(column="4" row="3" cover="Trenches" eye-level="1")";
    expectOnly(test::patched(text, mg, R"(column="4" row="3" cover="Trenches" eye-level="2")"), code::FofEyeLevel, {26});
    // (1, 3) Crossroads has no icon; (3, 3) Wooded Slope the elevation one; (2, 2) Farm the multi-story one.
    expectOnly(test::patched(text, mg, R"(column="1" row="3" cover="Trenches" eye-level="1")"), code::FofEyeLevel, {26});
    expectClean(test::patched(text, mg, R"(column="3" row="3" cover="Trenches" eye-level="-1")"));
    expectClean(test::patched(text, mg, R"(column="2" row="2" cover="Trenches" eye-level="1")"));
    // In the Main Staging Area: off the cards.
    expectOnly(test::patched(text, R"(force="us" column="3" row="0")", R"(force="us" column="3" row="0" eye-level="1")"), code::FofEyeLevel, {25});
}

TEST_CASE("fof checks: without the card map only the map-free checks run", "[scenarios][fof][checks]")
{
    auto r = formats::readFofMissionText(test::patched(baseText(), R"(turn="4")", R"(turn="11")"), "m.scenario.xml");
    REQUIRE(r.ok());
    const Findings found = checkFofMission(*r.value, nullptr, {}, "m.scenario.xml");
    INFO(test::describe(found));
    REQUIRE(found.size() == 1);
    CHECK(hasCode(found[0], code::FofContactTurn));
}

TEST_CASE("fof timeline: contacts by turn", "[scenarios][fof][timeline]")
{
    auto r = formats::readFofMissionText(baseText(), "m.scenario.xml");
    REQUIRE(r.ok());
    const auto turns = contactsByTurn(*r.value);
    REQUIRE(turns.size() == 2); // set-up, and turn 4 (the only turn that adds one)
    CHECK(turns[0].turn == 0);
    CHECK(turns[0].contacts.size() == 2);
    CHECK(turns[0].contacts[0]->letter == "C");
    CHECK(turns[1].turn == 4);
    CHECK(turns[1].contacts.size() == 1);
    // A mission of 2 billion turns with no contacts added in play: set-up only, nothing per turn.
    Mission huge = *r.value;
    huge.turns = 2000000000;
    huge.contacts.pop_back();
    CHECK(contactsByTurn(huge).size() == 1);
    // A contact added after the last turn is left out (fof-contact-turn says so).
    Mission late = *r.value;
    late.contacts.back().turn = 11;
    CHECK(contactsByTurn(late).size() == 1);
}
