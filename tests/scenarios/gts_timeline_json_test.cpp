// The GTS timeline [3.0, 8.0, 9.0, 10.0.3, 12.0, 27.0, 28.0] and the JSON
// export, on the base fixture. Expected values read off the fixture by hand:
// turns 1 to 8 (the record's turn 9 is past the last), turn 7 the night,
// 3rd Armored arriving on turn 3 at A6 with its chit, III/48 on turn 5 at
// any 12VG entry hex (F1, F6).

#include "gts_fixture.h"

#include "scenarios/gts/gts_timeline.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace crestline;
using namespace crestline::scenarios::gts;

TEST_CASE("gts timeline: turn by turn to the last turn", "[scenarios][gts][timeline]")
{
    const auto s = test::loadGts(test::gtsText("base.scenario.xml"));
    const std::vector<GtsTimelineTurn> t = buildGtsTimeline(s.scenario);
    REQUIRE(t.size() == 8);
    for (std::size_t i = 0; i < t.size(); ++i) {
        INFO("turn " << i + 1);
        CHECK(t[i].number == int(i) + 1);
        CHECK(t[i].night == (i == 6));
        CHECK(t[i].last == (i == 7));
        CHECK(t[i].beforeNight == (i == 5)); // [10.0.3] +2 Dispatch Points on turn 6
        CHECK(t[i].arrivals.size() == (i == 2 || i == 4 ? 1u : 0u));
        CHECK(t[i].chitsGained == (i == 2 ? std::vector<std::string>{"3ad"} : std::vector<std::string>{}));
    }
    CHECK(t[6].time == "1900-0500");
    REQUIRE(t[0].air.size() == 1);
    CHECK(t[0].air[0]->army == "allied");
    CHECK(t[0].air[0]->units == 2);
    CHECK(t[1].air.size() == 2);
    CHECK(t[2].air.empty());
    CHECK(t[2].arrivals[0]->division == "3ad");
    CHECK(t[4].arrivals[0]->units[0].ref == "3-48");
}

TEST_CASE("gts timeline: the night keeps its air units out, a chit alone arrives", "[scenarios][gts][timeline]")
{
    // Checks would refuse air at night; the timeline still never lists it [27.0, 28.0].
    GtsScenario s = test::loadGts(test::gtsText("base.scenario.xml")).scenario;
    s.turnRecord.turns[6].air.push_back({"allied", 3, {}, 0});
    s.reinforcements.push_back({6, "30id", {}, {}, true, std::nullopt, {}, 0});
    const std::vector<GtsTimelineTurn> t = buildGtsTimeline(s);
    CHECK(t[6].air.empty());
    CHECK(t[5].arrivals.empty());
    CHECK(t[5].chitsGained == std::vector<std::string>{"30id"});
}

TEST_CASE("gts export: the resolved scenario as JSON", "[scenarios][gts][json]")
{
    const auto s = test::loadGts(test::gtsText("base.scenario.xml"));
    const std::string text = formats::exportGtsScenarioJson(s.scenario, s.boards);
    CHECK(text == formats::exportGtsScenarioJson(s.scenario, s.boards)); // deterministic
    const nlohmann::json j = nlohmann::json::parse(text);
    CHECK(j["format"] == "crestline-gts-scenario-resolved");
    CHECK(j["system"] == "gts");
    CHECK(j["lastTurn"] == 8);
    CHECK(j["firstPlayer"] == "axis");
    CHECK(j["weather"]["start"] == "overcast");
    CHECK(j["weather"]["mayChange"] == true);
    CHECK(j["firstTurnMug"].size() == 5);
    CHECK(j["armies"][1]["rearguardsTotal"] == 4);
    CHECK(j["armies"][0]["rearguardsTotal"].is_null());
    CHECK(j["armies"][0]["divisions"][0]["discount"]["thisTurn"] == 3);
    CHECK(j["armies"][0]["divisions"][0]["formations"][1]["leader"].is_null());
    REQUIRE(j["units"].size() == 10);
    const nlohmann::json inf = j["units"][5];
    CHECK(inf["id"] == "cca-inf");
    CHECK(inf["army"] == "allied");
    CHECK(inf["division"] == "3ad");
    CHECK(inf["formation"] == "cca");
    CHECK(inf["movementClass"] == "leg");
    CHECK(inf["organicTransport"] == true);
    CHECK(j["setup"]["units"][0]["hex"] == "small-gts:A1");
    CHECK(j["setup"]["units"][0]["mode"] == "column");
    CHECK(j["setup"]["units"][1]["stepLosses"] == 1);
    CHECK(j["setup"]["units"][4]["position"] == "improved");
    CHECK(j["setup"]["leaders"][1]["hex"] == "small-gts:E5");
    REQUIRE(j["turns"].size() == 8);
    CHECK(j["turns"][0]["airIfClear"]["allied"] == 2);
    CHECK(j["turns"][6]["night"] == true);
    CHECK(j["turns"][6]["airIfClear"].empty());
    CHECK(j["turns"][5]["beforeNight"] == true);
    CHECK(j["turns"][2]["chitsGained"] == nlohmann::json::array({"3ad"}));
    CHECK(j["turns"][2]["arrivals"][0]["entryHexes"] == nlohmann::json::array({"small-gts:A6"}));
    CHECK(j["turns"][2]["arrivals"][0]["leaders"] == nlohmann::json::array({"boudinot"}));
    CHECK(j["turns"][4]["arrivals"][0]["entryHexes"] == nlohmann::json::array({"small-gts:F1", "small-gts:F6"}));
    CHECK(j["victory"]["objectives"][0]["hex"] == "small-gts:C3");
    CHECK(j["victory"]["objectives"][1]["points"] == 3);
}

TEST_CASE("gts timeline: a last turn of INT_MAX walks the record, not two billion turns", "[scenarios][gts][timeline]")
{
    // Regression: the timeline once counted 1..last and looked each turn up.
    GtsScenario s = test::loadGts(test::gtsText("base.scenario.xml")).scenario;
    s.turnRecord.last = 2147483647;
    s.turnRecord.turns.back().number = 2147483647;
    const std::vector<GtsTimelineTurn> t = buildGtsTimeline(s);
    REQUIRE(t.size() == 9);
    CHECK(t[7].number == 8);
    CHECK_FALSE(t[7].last);
    CHECK(t[8].number == 2147483647);
    CHECK(t[8].last);
    CHECK_FALSE(t[8].beforeNight);
}
