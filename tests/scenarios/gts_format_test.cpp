// The GTS scenario format: the base fixture read as written (values checked
// against the file by hand), the golden round trip (read -> write -> the same
// bytes), the dispatch on `system` (each reader refuses the other system's
// file as wrong-system, fatal) and bad input reported with file, line and
// element path, never filled in.

#include "fixture_support.h"
#include "gts_fixture.h"

#include "formats/common/atomic_file.h"
#include "formats/scenario/scenario_format.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::scenarios::gts;

namespace {

/// Findings of reading `text` as a GTS scenario.
Findings readFindings(const std::string& text)
{
    return formats::readGtsScenarioText(text, "bad.scenario.xml").findings;
}

/// The one finding with `code` (REQUIREs exactly one).
Finding only(const Findings& findings, FindingCode c)
{
    std::vector<Finding> hits;
    for (const Finding& f : findings)
        if (hasCode(f, c)) hits.push_back(f);
    INFO(test::describe(findings));
    REQUIRE(hits.size() == 1);
    return hits.front();
}

} // namespace

TEST_CASE("gts scenario: the base fixture reads as written", "[scenarios][gts][format]")
{
    const auto r = formats::readGtsScenarioText(test::gtsText("base.scenario.xml"), "base.scenario.xml");
    INFO(test::describe(r.findings));
    REQUIRE(r.ok());
    CHECK(r.findings.empty());
    const GtsScenario& s = *r.value;
    CHECK(s.system == "gts");
    REQUIRE(s.turnRecord.turns.size() == 9);
    CHECK(s.turnRecord.last == 8);
    CHECK(s.turnRecord.turns[6].night);
    CHECK(s.turnRecord.turns[6].time == "1900-0500");
    CHECK_FALSE(s.turnRecord.turns[5].night);
    REQUIRE(s.turnRecord.turns[1].air.size() == 2);
    CHECK(s.turnRecord.turns[1].air[1].army == "axis");
    CHECK(s.turnRecord.turns[1].air[1].units == 1);
    CHECK(s.weather.start == Weather::Overcast);
    CHECK(s.weather.mayChange);
    REQUIRE(s.armies.size() == 2);
    CHECK(s.armies[1].rearguardsTotal == 4);
    CHECK_FALSE(s.armies[0].rearguardsTotal);
    CHECK(s.armies[0].roadBlocks == 2);
    const Division* d30 = s.findDivision("30id");
    REQUIRE(d30);
    CHECK(d30->chitInPlay);
    CHECK(d30->commandRating == 3);
    CHECK(d30->dispatchRating == 5);
    CHECK(d30->commandPoints == 4);
    CHECK(d30->dispatchPoints == 2);
    REQUIRE(d30->discount);
    CHECK(d30->discount->thisTurn == 3);
    CHECK(d30->discount->nextTurn == 2);
    CHECK(s.findDivision("12vg")->dispatchPoints == 19);
    CHECK_FALSE(s.findDivision("3ad")->chitInPlay);
    const Formation* ind = s.findFormation("30-ind");
    REQUIRE(ind);
    CHECK(ind->independent);
    CHECK_FALSE(ind->leader);
    CHECK(s.findFormation("117")->leader->commandRange == 3);
    const UnitPlace inf = s.findUnit("cca-inf");
    REQUIRE(inf.unit);
    CHECK(inf.unit->organicTransport);
    CHECK(inf.unit->movement == MovementClass::Leg);
    CHECK(inf.army->id == "allied");
    CHECK(inf.division->id == "3ad");
    CHECK(inf.formation->id == "cca");
    CHECK(s.findUnit("48-pak").unit->movement == MovementClass::Immobile);
    CHECK(s.findUnit("2-117").unit->extras.attributes.size() == 1); // ext:note kept
    REQUIRE(s.setup.size() == 7);
    CHECK(s.setup[0].mode == UnitMode::Column);
    CHECK(s.setup[1].stepLosses == 1);
    CHECK(s.setup[1].mode == UnitMode::Deployed);
    CHECK(s.setup[4].position == Position::Improved);
    CHECK(s.setup[5].position == Position::Entrenchment);
    REQUIRE(s.leaderSetup.size() == 2);
    CHECK(s.leaderSetup[1].hex.label == "E5");
    REQUIRE(s.reinforcements.size() == 2);
    CHECK(s.reinforcements[0].divisionChit);
    CHECK(s.reinforcements[0].entry->hex->label == "A6");
    CHECK(s.reinforcements[0].leaders.size() == 1);
    CHECK_FALSE(s.reinforcements[1].divisionChit);
    CHECK_FALSE(s.reinforcements[1].entry->hex);
    CHECK(s.reinforcements[1].entry->symbol == "12VG");
    CHECK(s.firstTurn.firstPlayer == "axis");
    REQUIRE(s.firstTurn.mug.size() == 5);
    CHECK(s.firstTurn.mug[2].kind == ChitKind::Formation);
    CHECK(s.firstTurn.mug[3].kind == ChitKind::DirectCommand);
    REQUIRE(s.victory.hexes.size() == 2);
    CHECK(s.victory.hexes[1].hex.map == "small-gts");
    CHECK(s.specialRules.size() == 1);
}

TEST_CASE("gts scenario: golden round trip, read -> write -> the same bytes", "[scenarios][gts][format]")
{
    const std::string golden = test::gtsText("base.scenario.xml");
    const auto r = formats::readGtsScenarioText(golden, "base.scenario.xml");
    REQUIRE(r.ok());
    const std::string written = formats::writeGtsScenarioText(*r.value);
    CHECK(written == golden);
    const auto again = formats::readGtsScenarioText(written, "written.scenario.xml");
    REQUIRE(again.ok());
    CHECK(again.findings.empty());
}

TEST_CASE("gts scenario: the reader dispatches on system, each refusing the other's file", "[scenarios][gts][format]")
{
    const std::string gts = test::gtsText("base.scenario.xml");
    CHECK(formats::scenarioSystemOf(gts) == "gts");
    CHECK(formats::scenarioSystemOf(test::dataText("base.scenario.xml")) == "ff");
    CHECK_FALSE(formats::scenarioSystemOf("<map version=\"1\"/>"));
    CHECK_FALSE(formats::scenarioSystemOf("not xml"));

    const auto asFf = formats::readScenarioText(gts, "g.scenario.xml");
    CHECK_FALSE(asFf.ok());
    const Finding f = only(asFf.findings, code::WrongSystem);
    CHECK(f.severity == Severity::Fatal);
    CHECK(f.where.line == 2);

    const auto asGts = formats::readGtsScenarioText(test::dataText("base.scenario.xml"), "f.scenario.xml");
    CHECK_FALSE(asGts.ok());
    CHECK(only(asGts.findings, code::WrongSystem).severity == Severity::Fatal);
    // Near miss: the FF fixture still reads with the FF reader.
    const auto ff = formats::readScenarioText(test::dataText("base.scenario.xml"), "f.scenario.xml");
    CHECK(ff.ok());
    CHECK_FALSE(hasErrors(ff.findings));
}

TEST_CASE("gts scenario: a missing required value is an error at its line and element, never filled in", "[scenarios][gts][format]")
{
    const std::string base = test::gtsText("base.scenario.xml");
    SECTION("a division's command points")
    {
        const std::string text = test::patched(base, "command-rating=\"4\" dispatch-rating=\"4\" command-points=\"0\" ", "command-rating=\"4\" dispatch-rating=\"4\" ");
        const Finding f = only(readFindings(text), code::MissingAttribute);
        CHECK(f.where.line == test::lineOf(text, "<division id=\"3ad\""));
        CHECK(f.where.element == "/scenario/army[1]/division[2]");
        CHECK(f.where.file == "bad.scenario.xml");
    }
    SECTION("a unit's Movement Class")
    {
        const std::string text = test::patched(base, "name=\"I/48\" movement=\"leg\" ", "name=\"I/48\" ");
        const Finding f = only(readFindings(text), code::MissingAttribute);
        CHECK(f.where.line == test::lineOf(text, "name=\"I/48\""));
    }
    SECTION("a misspelt Movement Class")
    {
        const std::string text = test::patched(base, "name=\"I/48\" movement=\"leg\"", "name=\"I/48\" movement=\"hover\"");
        CHECK(only(readFindings(text), code::BadValue).where.line == test::lineOf(text, "movement=\"hover\""));
    }
    SECTION("three steps")
    {
        const std::string text = test::patched(base, "name=\"III/48\" movement=\"leg\" steps=\"2\"", "name=\"III/48\" movement=\"leg\" steps=\"3\"");
        CHECK(only(readFindings(text), code::BadValue).where.line == test::lineOf(text, "steps=\"3\""));
    }
    SECTION("the weather")
    {
        const std::string text = test::patched(base, "<weather start=\"overcast\" may-change=\"true\" />", "<weather start=\"overcast\" />");
        CHECK(only(readFindings(text), code::MissingAttribute).where.line == test::lineOf(text, "<weather"));
    }
    SECTION("the turn record")
    {
        const std::string text = test::patched(base, "<turns last=\"8\">", "<turns>");
        CHECK(only(readFindings(text), code::MissingAttribute).where.element == "/scenario/turns");
    }
    SECTION("an entry with neither hex nor symbol")
    {
        const std::string text = test::patched(base, "<entry symbol=\"12VG\" />", "<entry />");
        CHECK(only(readFindings(text), code::MissingAttribute).where.line == test::lineOf(text, "<entry />"));
    }
    SECTION("units arriving without an entry")
    {
        const std::string text = test::patched(base, "    <entry symbol=\"12VG\" />\n", "");
        CHECK(only(readFindings(text), code::MissingElement).where.line == test::lineOf(text, "<reinforcement turn=\"5\""));
    }
    SECTION("the set-up")
    {
        const std::string from = base.substr(base.find("  <setup>"), base.find("  <reinforcement turn=\"3\"") - base.find("  <setup>"));
        const std::string text = test::patched(base, from, "");
        CHECK(only(readFindings(text), code::MissingElement).where.line == 2);
    }
    SECTION("an element of no namespace the format does not define")
    {
        const std::string text = test::patched(base, "<setup>", "<setup>\n    <artillery ref=\"x\" />");
        CHECK(only(readFindings(text), code::UnknownElement).where.line == test::lineOf(text, "<artillery"));
    }
    SECTION("near miss: the base fixture has no finding")
    {
        CHECK(readFindings(base).empty());
    }
}

TEST_CASE("gts scenario: the Aldenfeld Crossing sample reads without a finding and round-trips", "[scenarios][gts][format]")
{
    // Its board is checked with it by check_bundled_scenarios; here only the file itself.
    const std::filesystem::path file = std::filesystem::path(CRESTLINE_SOURCE_DIR) / "scenarios/library/aldenfeld-crossing.scenario.xml";
    const auto text = formats::readWholeFile(file);
    REQUIRE(text);
    const auto r = formats::readGtsScenarioText(*text, file.string());
    INFO(test::describe(r.findings));
    REQUIRE(r.ok());
    CHECK(r.findings.empty());
    CHECK(formats::writeGtsScenarioText(*r.value) == *text);
    CHECK(r.value->turnRecord.last == 10);
    CHECK(r.value->turnRecord.turns[6].night);
    CHECK(r.value->turnRecord.turns[6].air.empty());
}
