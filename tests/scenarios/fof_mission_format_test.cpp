// The Fields of Fire mission file: the base fixture read as written (values
// checked against the file by hand), the golden round trip (extensions kept),
// the dispatch on `system` (wrong-system both ways), one bad-input case per
// reader error with its line, the atomic save, the loader's map-unreadable
// and the JSON export. Fixture: tests/scenarios/data/fof/base.scenario.xml on
// maps/boards/mission1.map.xml (the rulebook's 2.2.1 example layout).

#include "fixture_support.h"

#include "formats/common/atomic_file.h"
#include "formats/scenario/coh/coh_scenario_format.h"
#include "formats/scenario/fof/fof_mission_format.h"
#include "formats/scenario/gts/gts_scenario_format.h"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

using namespace crestline;
using namespace crestline::scenarios::fof;

namespace {

std::string baseText() { return test::dataText("fof/base.scenario.xml"); }

/// The findings of reading `text` (REQUIREs a model: none of these cases is fatal).
Findings readFindings(const std::string& text)
{
    auto r = formats::readFofMissionText(text, "bad.scenario.xml");
    REQUIRE(r.ok());
    return r.findings;
}

/// The one finding of `code` among `findings` (REQUIREs exactly one), as a
/// copy: callers pass findings that die at the end of their statement.
Finding only(const Findings& findings, FindingCode code)
{
    const Finding* found = nullptr;
    int count = 0;
    for (const Finding& f : findings)
        if (hasCode(f, code)) found = &f, ++count;
    INFO(test::describe(findings));
    REQUIRE(count == 1);
    return *found;
}

/// The mission with every source line set to 0 (to compare models read from differently laid out text).
Mission withoutLines(Mission m)
{
    m.detailsLine = m.mapLine = 0;
    for (auto& l : m.lines) l.line = 0;
    for (auto& p : m.points) p.line = 0;
    for (auto& c : m.contacts) c.line = 0;
    for (auto& u : m.units) u.line = 0;
    return m;
}

} // namespace

TEST_CASE("fof mission: the base fixture reads as written", "[scenarios][fof][format]")
{
    const auto r = formats::readFofMissionText(baseText(), "base.scenario.xml");
    INFO(test::describe(r.findings));
    REQUIRE(r.ok());
    CHECK(r.findings.empty());
    const Mission& m = *r.value;
    CHECK(m.id == "fof-base");
    CHECK(m.name == "Mission 1: Trevieres Offensive (test fixture)");
    CHECK(m.subtitle == "June 8 to 10, 1944; First Battle with the German Army");
    CHECK(m.campaign.empty());
    CHECK(m.type == MissionType::Offensive);
    CHECK(m.turns == 10);
    CHECK(m.columns == 4);
    CHECK(m.rows == 3);
    CHECK(m.attempts == 2);
    CHECK(m.visibility == Visibility{"Daylight", 0, true});
    CHECK(m.usStart.kind == UsStart::Kind::StagingArea);
    CHECK(m.usStart.text == "Enter from staging area below Row 1");
    CHECK(m.initialPlacements.empty());
    CHECK(m.opponent == "352nd Division, 90th Brigade");
    CHECK(m.mapHref == "../../../../maps/boards/mission1.map.xml");
    REQUIRE(m.lines.size() == 6);
    CHECK(m.lines[1].kind == LineControlKind::PhaseLine);
    CHECK(m.lines[1].seam == 1);
    CHECK(m.lines[1].number == 1);
    CHECK(m.lines[4].kind == LineControlKind::RightBoundary);
    CHECK(m.lines[4].seam == 4);
    CHECK(m.lines[5].kind == LineControlKind::LimitOfAdvance);
    CHECK(m.lines[5].seam == 3);
    CHECK(m.lines[0].line == 11);
    REQUIRE(m.points.size() == 4);
    CHECK(m.points[0].kind == PointControlKind::PrimaryObjective);
    CHECK(m.points[0].cell == Cell{4, 3});
    CHECK(m.points[3].kind == PointControlKind::RegisteredTarget);
    CHECK(m.points[3].number == 1);
    CHECK(m.points[2].extras.attributes.size() == 1);
    REQUIRE(m.contacts.size() == 3);
    CHECK(m.contacts[0].row == 1);
    CHECK_FALSE(m.contacts[0].random);
    CHECK(m.contacts[0].letter == "C");
    CHECK(m.contacts[0].turn == 0);
    CHECK_FALSE(m.contacts[0].column);
    CHECK(m.contacts[1].column == 2);
    CHECK(m.contacts[2].random);
    CHECK(m.contacts[2].letter.empty());
    CHECK(m.contacts[2].turn == 4);
    REQUIRE(m.units.size() == 3);
    CHECK(m.units[0].cell == Cell{2, 0});
    CHECK(m.units[0].force == Force::Us);
    CHECK(m.units[2].force == Force::Enemy);
    CHECK(m.units[2].cover == "Trenches");
    CHECK(m.units[2].eyeLevel == 1);
    CHECK(m.units[2].extras.elements.size() == 1);
}

TEST_CASE("fof mission: golden round trip keeps every value and extension", "[scenarios][fof][format]")
{
    const std::string text = baseText();
    const auto r = formats::readFofMissionText(text, "base.scenario.xml");
    REQUIRE(r.ok());
    // The fixture is written in the writer's own form: writing the model gives the file back byte for byte.
    const std::string written = formats::writeFofMissionText(*r.value);
    CHECK(written == text);
    const auto again = formats::readFofMissionText(written, "written.scenario.xml");
    REQUIRE(again.ok());
    CHECK(again.findings.empty());
    CHECK(*again.value == *r.value);
}

TEST_CASE("fof mission: the bundled Mission 1 round trips", "[scenarios][fof][format]")
{
    const auto path = std::filesystem::path(CRESTLINE_SOURCE_DIR) / "scenarios/library/mission1-trevieres.scenario.xml";
    const auto r = formats::readFofMissionFile(path);
    INFO(test::describe(r.findings));
    REQUIRE(r.ok());
    CHECK(r.findings.empty());
    const std::string written = formats::writeFofMissionText(*r.value);
    const auto again = formats::readFofMissionText(written, "written.scenario.xml");
    REQUIRE(again.ok());
    // The sample's comment is not kept; every value is (source lines aside: the comment moved them).
    CHECK(withoutLines(*again.value) == withoutLines(*r.value));
    CHECK(formats::writeFofMissionText(*again.value) == written);
}

TEST_CASE("fof mission: the system decides the reader", "[scenarios][fof][format]")
{
    const auto coh = formats::readFofMissionText(test::dataText("coh/base.scenario.xml"), "coh.scenario.xml");
    CHECK_FALSE(coh.ok());
    CHECK(hasCode(only(coh.findings, code::WrongSystem), code::WrongSystem));
    const auto fof = formats::readCohScenarioText(baseText(), "fof.scenario.xml");
    CHECK_FALSE(fof.ok());
    only(fof.findings, code::WrongSystem);
    CHECK(formats::scenarioSystemOf(baseText()) == "fof");
}

TEST_CASE("fof mission: a missing required value is an error, never a default", "[scenarios][fof][format]")
{
    const std::string text = baseText();
    SECTION("turns")
    {
        const std::string bad = test::patched(text, R"( turns="10")", "");
        const auto r = formats::readFofMissionText(bad, "bad.scenario.xml");
        REQUIRE(r.ok());
        const Finding& f = only(r.findings, code::MissingAttribute);
        CHECK(f.where.line == 5);
        CHECK(f.where.element == "/scenario/details");
        CHECK(r.value->turns == 0);
    }
    SECTION("the daylight flag (M is never guessed from the name)")
    {
        const Finding& f = only(readFindings(test::patched(text, R"( daylight="true")", "")), code::MissingAttribute);
        CHECK(f.where.line == 6);
    }
    SECTION("a Phase Line's number")
    {
        const Finding& f = only(readFindings(test::patched(text, R"( after-row="2" number="2")", R"( after-row="2")")), code::MissingAttribute);
        CHECK(f.where.line == 13);
    }
    SECTION("the letter of a contact that is not random")
    {
        const Finding& f = only(readFindings(test::patched(text, R"( letter="C")", "")), code::MissingAttribute);
        CHECK(f.where.line == 21);
    }
    SECTION("a unit's place")
    {
        const Finding& f = only(readFindings(test::patched(text, R"( column="3" row="0")", "")), code::MissingAttribute);
        CHECK(f.where.line == 25);
    }
    SECTION("the map")
    {
        only(readFindings(test::patched(text, R"(  <map href="../../../../maps/boards/mission1.map.xml" />
)", "")),
             code::MissingElement);
    }
}

TEST_CASE("fof mission: values out of their form are bad-value with their line", "[scenarios][fof][format]")
{
    const std::string text = baseText();
    struct Case {
        const char* what;
        const char* from;
        const char* to;
        int line;
    };
    const Case cases[] = {
        {"turns 0", R"(turns="10")", R"(turns="0")", 5},
        {"attempts 0", R"(attempts="2")", R"(attempts="0")", 5},
        {"an unknown mission type", R"(type="offensive")", R"(type="assault")", 5},
        {"a LOD on a column seam", R"(<line kind="lod" after-row="0" />)", R"(<line kind="lod" after-row="0" after-column="1" />)", 11},
        {"a number on a LOD", R"(<line kind="lod" after-row="0" />)", R"(<line kind="lod" after-row="0" number="1" />)", 11},
        {"a number on OBJ 1", R"(<point kind="obj-1" column="4" row="3" />)", R"(<point kind="obj-1" column="4" row="3" number="1" />)", 17},
        {"a unit on a cell and in a helicopter area", R"(name="1st PLT HQ" force="us" column="2" row="0")",
         R"(name="1st PLT HQ" force="us" column="2" row="0" staging="enroute")", 24},
        {"a contact turn below 0", R"(turn="4")", R"(turn="-1")", 23},
        {"a visibility modifier that is not a number", R"(modifier="+0")", R"(modifier="zero")", 6},
    };
    for (const Case& c : cases) {
        INFO(c.what);
        const Finding& f = only(readFindings(test::patched(text, c.from, c.to)), code::BadValue);
        CHECK(f.where.line == c.line);
    }
}

TEST_CASE("fof mission: a unit id twice, unknown XML", "[scenarios][fof][format]")
{
    const std::string text = baseText();
    const Finding& dup = only(readFindings(test::patched(text, R"(id="sq-1-1plt")", R"(id="hq-1plt")")), code::DuplicateId);
    CHECK(dup.where.line == 25);
    // Near miss: ids that differ by case are two ids.
    CHECK(readFindings(test::patched(text, R"(id="sq-1-1plt")", R"(id="HQ-1plt")")).empty());
    const Finding& attr = only(readFindings(test::patched(text, R"(<contact row="1")", R"(<contact rows="2" row="1")")), code::UnknownAttribute);
    CHECK(attr.where.line == 21);
    const Finding& elem = only(readFindings(test::patched(text, "  <ed:layer", "  <layer />\n  <ed:layer")), code::UnknownElement);
    CHECK(elem.where.line == 29);
}

TEST_CASE("fof mission: saving is atomic", "[scenarios][fof][format]")
{
    const auto r = formats::readFofMissionText(baseText(), "base.scenario.xml");
    REQUIRE(r.ok());
    const auto dir = std::filesystem::temp_directory_path() / "crestline-fof-mission-save";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const auto file = dir / "m.scenario.xml";
    CHECK(formats::writeFofMissionFile(*r.value, file).empty());
    const auto back = formats::readFofMissionFile(file);
    REQUIRE(back.ok());
    CHECK(*back.value == *r.value);
    // A folder that does not exist: save-failed, nothing written.
    const Findings failed = formats::writeFofMissionFile(*r.value, dir / "missing" / "m.scenario.xml");
    only(failed, code::SaveFailed);
    CHECK_FALSE(std::filesystem::exists(dir / "missing"));
    std::filesystem::remove_all(dir);
}

TEST_CASE("fof mission: the loader reads the card map, or says it cannot", "[scenarios][fof][format]")
{
    const auto path = test::dataPath("fof/base.scenario.xml");
    const auto ok = formats::loadFofMission(path);
    INFO(test::describe(ok.findings));
    REQUIRE(ok.ok());
    // The map lies outside the fixture's folder: said as an info, nothing else.
    REQUIRE(ok.findings.size() == 1);
    CHECK(hasCode(ok.findings[0], code::ReferenceOutside));
    CHECK(ok.findings[0].severity == Severity::Info);
    CHECK(ok.findings[0].where.line == 10);
    REQUIRE(ok.value->map);
    CHECK(ok.value->map->map.id == "fof-mission1");
    CHECK(ok.value->map->decks.size() == 1);

    const auto missing = formats::loadFofMissionText(test::patched(baseText(), "mission1.map.xml", "no-such.map.xml"), path);
    REQUIRE(missing.ok());
    CHECK_FALSE(missing.value->map);
    const Finding& f = only(missing.findings, code::MapUnreadable);
    CHECK(f.severity == Severity::Error);
    CHECK(f.where.line == 10);
}

TEST_CASE("fof mission: JSON export", "[scenarios][fof][json]")
{
    const auto loaded = formats::loadFofMission(test::dataPath("fof/base.scenario.xml"));
    REQUIRE(loaded.ok());
    const auto j = nlohmann::json::parse(formats::exportFofMissionJson(loaded.value->mission, &*loaded.value->map));
    CHECK(j["format"] == "crestline-fof-mission-resolved");
    CHECK(j["system"] == "fof");
    CHECK(j["details"]["turns"] == 10);
    CHECK(j["details"]["visibility"]["losRange"] == 3); // daylight: M = 3 [1.2.7]
    CHECK(j["details"]["map"]["id"] == "fof-mission1");
    CHECK(j["details"]["attempts"] == 2);
    CHECK(j["details"]["initialPlacements"].is_null());
    REQUIRE(j["controls"]["lines"].size() == 6);
    CHECK(j["controls"]["lines"][2]["label"] == "PL 2");
    CHECK(j["controls"]["lines"][2]["afterRow"] == 2);
    CHECK(j["controls"]["lines"][3]["afterColumn"] == 0);
    // OBJ 1 on (4, 3): card 25, the Village; the Farm at (2, 2) stands on a Hill card (level 1).
    CHECK(j["controls"]["points"][0]["label"] == "OBJ 1");
    CHECK(j["controls"]["points"][0]["card"]["number"] == 25);
    CHECK(j["controls"]["points"][0]["card"]["name"] == "Village");
    CHECK(j["controls"]["points"][3]["label"] == "TRP 1");
    CHECK(j["controls"]["points"][3]["card"]["name"] == "Marsh");
    // Set-up with two contacts, then turn 4 with one (turns that add none are left out).
    REQUIRE(j["contactsByTurn"].size() == 2);
    CHECK(j["contactsByTurn"][0]["turn"] == 0);
    CHECK(j["contactsByTurn"][0]["contacts"].size() == 2);
    CHECK(j["contactsByTurn"][1]["turn"] == 4);
    REQUIRE(j["contactsByTurn"][1]["contacts"].size() == 1);
    CHECK(j["contactsByTurn"][1]["contacts"][0]["letter"].is_null());
    CHECK(j["contactsByTurn"][0]["contacts"][1]["card"]["level"] == 1);
    CHECK(j["contactsByTurn"][0]["contacts"][1]["card"]["name"] == "Farm");
    REQUIRE(j["units"].size() == 3);
    CHECK(j["units"][0]["place"] == "main-staging");
    CHECK(j["units"][0]["card"].is_null());
    CHECK(j["units"][2]["place"] == "card");
    CHECK(j["units"][2]["card"]["name"] == "Village");
    CHECK(j["units"][2]["eyeLevel"] == 1);
}
