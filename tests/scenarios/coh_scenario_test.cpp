// The CoH scenario (firefight): the base fixture read as written (values
// checked against the file by hand), the golden round trip, the dispatch on
// `system` (FF and GTS readers refuse a CoH file, the CoH reader refuses
// theirs: wrong-system), a missing facing reported with its line, each check
// code beside a near miss that stays clean, the round-by-round timeline and
// the JSON export. Fixtures: tests/scenarios/data/coh (a 5 x 4 board, 0202
// and 0502 heavy woods NA for wheeled units, a road through 0502, 0303 water NA for all).

#include "fixture_support.h"

#include "formats/common/atomic_file.h"
#include "formats/scenario/coh/coh_scenario_format.h"
#include "formats/scenario/gts/gts_scenario_format.h"
#include "formats/scenario/scenario_format.h"
#include "scenarios/coh/coh_checks.h"
#include "scenarios/coh/coh_timeline.h"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <set>

using namespace crestline;
using namespace crestline::scenarios::coh;

namespace {

std::string baseText() { return test::dataText("coh/base.scenario.xml"); }

/// `text` with `from` replaced by `to` (REQUIREs `from` to be there once).
std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    REQUIRE(text.find(from, at + 1) == std::string::npos);
    return text.replace(at, from.size(), to);
}

formats::LoadedCohScenario load(const std::string& text)
{
    auto r = formats::loadCohScenarioText(text, test::dataPath("coh/fixture.scenario.xml"));
    INFO(test::describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE_FALSE(hasErrors(r.findings));
    return std::move(*r.value);
}

/// The codes the CoH checks report for scenario text.
std::multiset<std::string> checkCodes(const std::string& text)
{
    const formats::LoadedCohScenario s = load(text);
    std::multiset<std::string> out;
    for (const Finding& f : checkCohScenario(s.scenario, s.boards, "fixture.scenario.xml")) out.insert(f.code);
    return out;
}

} // namespace

TEST_CASE("coh scenario: the base fixture reads as written", "[scenarios][coh][format]")
{
    const auto r = formats::readCohScenarioText(baseText(), "base.scenario.xml");
    INFO(test::describe(r.findings));
    REQUIRE(r.ok());
    CHECK(r.findings.empty());
    const CohScenario& s = *r.value;
    CHECK(s.system == "coh");
    CHECK(s.rounds == 4);
    REQUIRE(s.sides.size() == 2);
    CHECK(s.sides[0].caps == 6);
    CHECK(s.sides[1].cardsDealt == 3);
    REQUIRE(s.sides[0].draws.size() == 2);
    CHECK(s.sides[0].draws[1].round == 3);
    CHECK(s.sides[0].draws[1].cards == 2);
    REQUIRE(s.sides[0].artillery.size() == 1);
    CHECK(s.sides[0].artillery[0].strikes == 1);
    REQUIRE(s.units.size() == 6);
    const Unit& ht = s.units[1];
    CHECK(ht.side == "us");
    CHECK(ht.movement == Movement::Wheeled);
    CHECK(ht.isVehicle());
    CHECK(ht.flankDefence == 4);
    CHECK(ht.bonusMoves == 2);
    CHECK(ht.openTop);
    CHECK_FALSE(ht.turret);
    CHECK(ht.facing == 1);
    const Unit& rifle2 = s.units[2];
    CHECK_FALSE(rifle2.hex);
    CHECK(rifle2.carriedBy == "halftrack-1");
    REQUIRE(s.hexOf(rifle2));
    CHECK(s.hexOf(rifle2)->label == "0102"); // rides in its carrier's hex [17.0]
    CHECK_FALSE(s.units[0].flankDefence);
    REQUIRE(s.units[0].weaponCards.size() == 1);
    CHECK(s.units[0].weaponCards[0].name == "Bazooka");
    CHECK(s.units[3].turret);
    CHECK_FALSE(s.units[3].hex);
    CHECK(s.arrivalOf("sherman-1") == &s.reinforcements[0]);
    CHECK(s.units[4].side == "de");
    CHECK(s.units[4].hidden);
    CHECK_FALSE(s.units[0].hidden);
    REQUIRE(s.fortifications.size() == 3);
    CHECK(s.fortifications[2].kind == FortificationKind::HastyDefence);
    CHECK(s.fortifications[2].unit == "mg-1");
    CHECK(s.fortifications[1].side.empty());
    REQUIRE(s.smoke.size() == 1);
    CHECK(s.smoke[0].level == 2);
    REQUIRE(s.reinforcements.size() == 1);
    REQUIRE(s.reinforcements[0].entry.size() == 2);
    CHECK(s.reinforcements[0].entry[1].label == "0103");
    REQUIRE(s.victory.objectives.size() == 1);
    CHECK(s.victory.objectives[0].control == "de");
    CHECK(s.victory.objectives[0].values[0].vp == 3);
    CHECK(s.specialRules.size() == 1);
}

TEST_CASE("coh scenario: golden round trip, read -> write -> the same bytes", "[scenarios][coh][format]")
{
    const std::string golden = baseText();
    const auto r = formats::readCohScenarioText(golden, "base.scenario.xml");
    REQUIRE(r.ok());
    const std::string written = formats::writeCohScenarioText(*r.value);
    CHECK(written == golden);
    const auto again = formats::readCohScenarioText(written, "again.scenario.xml");
    REQUIRE(again.ok());
    CHECK(*again.value == *r.value);
}

TEST_CASE("coh scenario: each reader refuses another system's file as wrong-system", "[scenarios][coh][format]")
{
    const auto ff = formats::readScenarioText(baseText(), "base.scenario.xml");
    CHECK_FALSE(ff.value);
    REQUIRE(ff.findings.size() == 1);
    CHECK(ff.findings[0].code == "wrong-system");
    const auto gts = formats::readGtsScenarioText(baseText(), "base.scenario.xml");
    CHECK_FALSE(gts.value);
    REQUIRE(gts.findings.size() == 1);
    CHECK(gts.findings[0].code == "wrong-system");
    const auto coh = formats::readCohScenarioText(test::dataText("gts/base.scenario.xml"), "gts.scenario.xml");
    CHECK_FALSE(coh.value);
    REQUIRE(coh.findings.size() == 1);
    CHECK(coh.findings[0].code == "wrong-system");
    CHECK(formats::scenarioSystemOf(baseText()) == std::string("coh"));
}

TEST_CASE("coh scenario: a unit in a hex without a facing is reported with its line, not given one", "[scenarios][coh][format]")
{
    const std::string text = replaced(baseText(), R"(hex="0402" facing="4")", R"(hex="0402")");
    const auto r = formats::readCohScenarioText(text, "bad.scenario.xml");
    REQUIRE(r.value);
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "missing-attribute");
    CHECK(r.findings[0].where.line == 19); // the mg-1 line of base.scenario.xml
    CHECK_FALSE(r.value->units[4].facing);
    // Near miss: a carried unit (rifle-2) has neither hex nor facing and reads cleanly (the base fixture).
}

TEST_CASE("coh scenario: the base fixture has no check findings", "[scenarios][coh][checks]")
{
    CHECK(checkCodes(baseText()).empty());
}

TEST_CASE("coh scenario: each check code, beside a near miss", "[scenarios][coh][checks]")
{
    struct Case {
        const char* what;
        const char* from;
        const char* hit;       ///< replacement that breaks the rule
        const char* nearMiss;  ///< replacement that comes close and keeps it
        const char* code;
    };
    const Case cases[] = {
        {"a unit off the 5 x 4 board", R"(hex="0101" facing="2")", R"(hex="0105" facing="2")", R"(hex="0504" facing="2")", "hex-off-map"},
        {"a wheeled unit in heavy woods (NA) / a foot unit there", R"(hex="0102" facing="1")", R"(hex="0202" facing="1")", R"(hex="0201" facing="1")",
         "coh-setup-impassable"},
        {"a wheeled unit in heavy woods off the road / on the road [5.0.1]", R"(hex="0102" facing="1")", R"(hex="0202" facing="1")",
         R"(hex="0502" facing="1")", "coh-setup-impassable"},
        {"a foot unit in water (NA) / in heavy woods (+1)", R"(hex="0101" facing="2")", R"(hex="0303" facing="2")", R"(hex="0202" facing="2")",
         "coh-setup-impassable"},
        {"facing 6 / facing 5", R"(hex="0402" facing="4")", R"(hex="0402" facing="6")", R"(hex="0402" facing="5")", "coh-facing"},
        {"facing -1 / facing 0", R"(hex="0402" facing="4")", R"(hex="0402" facing="-1")", R"(hex="0402" facing="0")", "coh-facing"},
        {"carried by no unit / by the halftrack named exactly", R"(carried-by="halftrack-1")", R"(carried-by="halftrack-2")",
         R"(carried-by="halftrack-1" hex="0102")", "coh-carrier-missing"},
        {"carried unit in another hex / in its carrier's hex", R"(carried-by="halftrack-1")", R"(carried-by="halftrack-1" hex="0101")",
         R"(carried-by="halftrack-1" hex="0102")", "coh-carrier-apart"},
        {"reinforcement on round 5 of 4 / on round 4", R"(side="us" round="3")", R"(side="us" round="5")", R"(side="us" round="4")", "coh-round-beyond-count"},
        {"cards drawn on round 5 of 4 / on round 4", R"(<draw round="2" cards="1" />)", R"(<draw round="5" cards="1" />)",
         R"(<draw round="4" cards="1" />)", "coh-round-beyond-count"},
        {"hasty defence without its unit / with it", R"(side="de" unit="mg-1")", R"(side="de")", R"(side="de" unit="mg-1")", "coh-hasty-without-unit"},
        {"hasty defence of a unit in another hex / of the unit in its hex", R"(side="de" unit="mg-1")", R"(side="de" unit="pak-1")",
         R"(side="de" unit="mg-1")", "coh-hasty-without-unit"},
        {"two units with the same id / different ids", R"(<unit id="pak-1")", R"(<unit id="mg-1")", R"(<unit id="pak-2")", "duplicate-id"},
        {"bunker of an unknown side / of a known one", R"(hex="0404" side="de")", R"(hex="0404" side="ru")", R"(hex="0404" side="us")",
         "coh-unknown-reference"},
        {"a reinforcement of another side's unit / of its own", R"(<reinforcement side="us")", R"(<reinforcement side="de")",
         R"(<reinforcement side="us")", "coh-unknown-reference"},
        {"a Sherman on the map that also arrives / only arriving", R"(bonus-moves="3" turret="true" />)",
         R"(bonus-moves="3" turret="true" hex="0104" facing="0" />)", R"(bonus-moves="3" turret="true" />)", "coh-placed-twice"},
        {"a unit with no hex, carrier or arrival / with a hex", R"(hex="0503" facing="5" hidden="true")", R"(hidden="true")",
         R"(hex="0504" facing="5" hidden="true")", "coh-never-placed"},
    };
    for (const Case& c : cases) {
        INFO(c.what);
        const auto hit = checkCodes(replaced(baseText(), c.from, c.hit));
        CHECK(hit == std::multiset<std::string>{c.code});
        const auto miss = checkCodes(replaced(baseText(), c.from, c.nearMiss));
        CHECK(miss.empty());
    }
}

TEST_CASE("coh scenario: the timeline round by round", "[scenarios][coh][timeline]")
{
    const auto r = formats::readCohScenarioText(baseText(), "base.scenario.xml");
    REQUIRE(r.ok());
    const auto rounds = buildCohTimeline(*r.value);
    REQUIRE(rounds.size() == 4);
    REQUIRE(rounds[0].cards.size() == 2); // both sides dealt before round 1
    CHECK(rounds[0].cards[0].side == "us");
    CHECK(rounds[0].cards[0].dealt == 2);
    CHECK(rounds[0].cards[1].dealt == 3);
    REQUIRE(rounds[1].cards.size() == 1);
    CHECK(rounds[1].cards[0].drawn == 1);
    CHECK(rounds[1].cards[0].dealt == 0);
    CHECK(rounds[1].arrivals.empty());
    REQUIRE(rounds[2].arrivals.size() == 1);
    CHECK(rounds[2].arrivals[0]->units[0].ref == "sherman-1");
    CHECK(rounds[2].cards[0].drawn == 2);
    CHECK(rounds[3].cards.empty());
    CHECK(rounds[3].last);
    CHECK_FALSE(rounds[2].last);
}

TEST_CASE("coh scenario: the JSON export resolves hexes, carriers and arrivals", "[scenarios][coh][json]")
{
    const formats::LoadedCohScenario s = load(baseText());
    const auto j = nlohmann::json::parse(formats::exportCohScenarioJson(s.scenario, s.boards));
    CHECK(j["format"] == "crestline-coh-scenario-resolved");
    CHECK(j["rounds"] == 4);
    REQUIRE(j["units"].size() == 6);
    CHECK(j["units"][2]["id"] == "rifle-2");
    CHECK(j["units"][2]["hex"] == "small-coh:0102"); // the halftrack's hex
    CHECK(j["units"][2]["carriedBy"] == "halftrack-1");
    CHECK(j["units"][3]["hex"].is_null());
    CHECK(j["units"][3]["arrivesRound"] == 3);
    CHECK(j["units"][4]["hidden"] == true);
    CHECK(j["units"][1]["vehicle"] == true);
    CHECK(j["fortifications"][2]["kind"] == "hasty-defence");
    CHECK(j["fortifications"][2]["hex"] == "small-coh:0402");
    CHECK(j["smoke"][0]["level"] == 2);
    CHECK(j["roundByRound"][2]["arrivals"][0]["entry"][0] == "small-coh:0104");
    CHECK(j["victory"]["objectives"][0]["hexes"][0] == "small-coh:0302");
}

TEST_CASE("coh scenario: the Kleinbach Crossroads sample reads without a finding and round-trips", "[scenarios][coh][format]")
{
    // Its board (maps/boards/kleinbach.map.xml) is checked with it by check_bundled_scenarios; here only the file itself.
    const std::filesystem::path file = std::filesystem::path(CRESTLINE_SOURCE_DIR) / "scenarios/library/kleinbach-crossroads.scenario.xml";
    const auto text = formats::readWholeFile(file);
    REQUIRE(text);
    const auto r = formats::readCohScenarioText(*text, file.string());
    INFO(test::describe(r.findings));
    REQUIRE(r.ok());
    CHECK(r.findings.empty());
    CHECK(formats::writeCohScenarioText(*r.value) == *text);
    // Hidden at start [10.0]: de-mg-1, de-rifle-1, de-mg-2 and de-mortar, all German and on foot.
    std::vector<std::string> hidden;
    for (const Unit& u : r.value->units)
        if (u.hidden) {
            CHECK(u.side == "de");
            CHECK_FALSE(u.isVehicle());
            hidden.push_back(u.id);
        }
    CHECK(hidden == std::vector<std::string>{"de-mg-1", "de-rifle-1", "de-mg-2", "de-mortar"});
    REQUIRE(r.value->fortifications.size() == 6);
    CHECK(r.value->fortifications[0].kind == FortificationKind::Bunker);
    CHECK(r.value->fortifications[0].hex.label == "1002");
}

TEST_CASE("coh scenario: a value outside its choices is bad-value at its line, never replaced", "[scenarios][coh][format]")
{
    struct Case {
        const char* from;
        const char* to;
        int line; // of the element in base.scenario.xml
    };
    const Case cases[] = {
        {R"(<smoke hex="0203" level="2" />)", R"(<smoke hex="0203" level="3" />)", 25},          // [13.0] +1 or +2 only
        {R"(<fortification kind="mines")", R"(<fortification kind="minefield")", 23},
        {R"(movement="tracked" ar-red="4")", R"(movement="hover" ar-red="4")", 20},
    };
    for (const Case& c : cases) {
        INFO(c.to);
        const auto r = formats::readCohScenarioText(replaced(baseText(), c.from, c.to), "bad.scenario.xml");
        REQUIRE(r.value);
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].code == "bad-value");
        CHECK(r.findings[0].where.line == c.line);
    }
}

TEST_CASE("coh scenario: a side id twice, and card draws past INT_MAX (found by fuzzing)", "[scenarios][coh][format]")
{
    // Two <side id="de">: the second is a duplicate-id error at its line;
    // written back, de's units stay under the first <side> only (once each).
    const std::string twice = replaced(baseText(), "  <fortification kind=\"bunker\"",
                                       "  <side id=\"de\" name=\"Again\" caps=\"1\" cards-dealt=\"0\" />\n  <fortification kind=\"bunker\"");
    const auto r = formats::readCohScenarioText(twice, "twice.scenario.xml");
    REQUIRE(r.value);
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "duplicate-id");
    const std::string written = formats::writeCohScenarioText(*r.value);
    std::size_t count = 0;
    for (auto at = written.find("id=\"mg-1\""); at != std::string::npos; at = written.find("id=\"mg-1\"", at + 1)) ++count;
    CHECK(count == 1);
    // Two draws of 2147483647 cards in one round: the timeline's sum saturates at INT_MAX instead of overflowing.
    const std::string huge = replaced(baseText(), "    <draw round=\"2\" cards=\"1\" />",
                                      "    <draw round=\"2\" cards=\"2147483647\" />\n    <draw round=\"2\" cards=\"2147483647\" />");
    const formats::LoadedCohScenario s = load(huge);
    const auto rounds = buildCohTimeline(s.scenario);
    REQUIRE(rounds.size() == 4);
    REQUIRE_FALSE(rounds[1].cards.empty());
    CHECK(rounds[1].cards[0].side == "us");
    CHECK(rounds[1].cards[0].drawn == 2147483647);
}

TEST_CASE("coh scenario: 2000 rounds with an arrival on round 1500 are listed to the end (issue 27 #5)", "[scenarios][coh][timeline]")
{
    // Before: the timeline stopped at round 1000 and dropped the round 1500
    // reinforcement, while the check said nothing. Every round is listed now.
    const std::string long_ = replaced(replaced(baseText(), R"(<rounds count="4" />)", R"(<rounds count="2000" />)"),
                                       R"(<reinforcement side="us" round="3")", R"(<reinforcement side="us" round="1500")");
    CHECK(checkCodes(long_).empty());
    const formats::LoadedCohScenario s = load(long_);
    const auto rounds = buildCohTimeline(s.scenario);
    REQUIRE(rounds.size() == 2000);
    CHECK(rounds[1499].number == 1500);
    REQUIRE(rounds[1499].arrivals.size() == 1);
    CHECK(rounds[1499].arrivals[0]->units[0].ref == "sherman-1");
    CHECK(rounds[2].arrivals.empty()); // round 3 no longer has it
    CHECK(rounds[1999].last);
    CHECK_FALSE(rounds[1998].last);
    // The draws of the base file stay where they were: us draws 1 on round 2, 2 on round 3.
    REQUIRE(rounds[1].cards.size() == 1);
    CHECK(rounds[1].cards[0].drawn == 1);
    REQUIRE(rounds[2].cards.size() == 1);
    CHECK(rounds[2].cards[0].drawn == 2);
    const auto j = nlohmann::json::parse(formats::exportCohScenarioJson(s.scenario, s.boards));
    REQUIRE(j["rounds"] == 2000);
    REQUIRE(j["roundByRound"].size() == 2000);
    CHECK(j["roundByRound"][1499]["number"] == 1500);
    CHECK(j["roundByRound"][1499]["arrivals"].size() == 1);
}

TEST_CASE("coh scenario: a round count above the timeline's limit is a finding naming it, not a cut", "[scenarios][coh][timeline]")
{
    // At the limit: clean, every round listed. One more: bad-value at <rounds>
    // naming the limit (so timeline and export refuse), and the timeline
    // itself refuses by name.
    const std::string at = replaced(baseText(), R"(<rounds count="4" />)", R"(<rounds count="100000" />)");
    CHECK(checkCodes(at).empty());
    CHECK(buildCohTimeline(load(at).scenario).size() == 100000);
    const std::string over = replaced(baseText(), R"(<rounds count="4" />)", R"(<rounds count="100001" />)");
    CHECK(checkCodes(over) == std::multiset<std::string>{"bad-value"});
    CHECK_THROWS_WITH(buildCohTimeline(load(over).scenario), Catch::Contains("100000"));
}
