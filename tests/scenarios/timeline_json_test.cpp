// The timeline [21.12e, 21.22] and the JSON export. The golden JSON of the
// Hold the Ridge sample was written out by hand from the scenario file, its
// hex lists worked out from the board's layout (see the comments there and in
// docs/scenario-format.md), and is compared byte for byte.

#include "fixture_support.h"

#include "formats/common/atomic_file.h"
#include "scenarios/timeline.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::scenarios;

TEST_CASE("timeline: turn by turn from the Turn marker's space", "[scenarios][timeline]")
{
    const auto s = test::loadFixture(test::dataText("base.scenario.xml"));
    const std::vector<TimelineTurn> t = buildTimeline(s.scenario);
    REQUIRE(t.size() == 6);
    CHECK(t[0].space == 1);
    CHECK(t[0].start);
    CHECK_FALSE(t[1].start);
    // Sudden Death marker on space 5 [21.22]: rolls on 5 and 6, against the Turn marker's space.
    for (int i = 0; i < 4; ++i) CHECK_FALSE(t[std::size_t(i)].suddenDeath);
    CHECK(t[4].suddenDeath == 11);
    CHECK(t[5].suddenDeath == 13);
    // Reinforcements on turn 3: the Sherman and one Command marker [21.12e].
    for (std::size_t i = 0; i < t.size(); ++i) CHECK(t[i].arrivals.size() == (t[i].space == 3 ? 1u : 0u));
    CHECK(t[2].arrivals[0]->units[0].id == "a-sherman");
    CHECK(t[2].commandMarkers("american") == 1);
    CHECK(t[2].commandMarkers("german") == 0);
}

TEST_CASE("timeline: a later start and a Sudden Death marker at or before it", "[scenarios][timeline]")
{
    std::string text = test::patched(test::dataText("base.scenario.xml"), "turn-start=\"1\" sudden-death=\"5\"", "turn-start=\"3\" sudden-death=\"2\"");
    text = test::patched(text, "<reinforcement side=\"american\" turn=\"3\">", "<reinforcement side=\"american\" turn=\"4\">");
    const auto s = test::loadFixture(text);
    const std::vector<TimelineTurn> t = buildTimeline(s.scenario);
    REQUIRE(t.size() == 4);
    CHECK(t[0].space == 3);
    CHECK(t[0].start);
    CHECK_FALSE(t[0].suddenDeath); // no roll until the Turn marker advances [21.22]
    CHECK(t[1].suddenDeath == 9);
    CHECK(t[1].arrivals.size() == 1);
    CHECK(t[3].space == 6);
    CHECK(t[3].suddenDeath == 13);
}

TEST_CASE("JSON export: the Hold the Ridge sample matches the hand-checked golden file", "[formats][json]")
{
    auto r = formats::loadScenario(std::filesystem::path(CRESTLINE_SOURCE_DIR) / "scenarios/library/hold-the-ridge.scenario.xml");
    INFO(test::describe(r.findings));
    REQUIRE(r.ok());
    const std::string json = formats::exportScenarioJson(r.value->scenario, r.value->boards);
    CHECK(json == test::dataText("hold-the-ridge.json"));
}

TEST_CASE("JSON export: strings are escaped", "[formats][json]")
{
    std::string text = test::patched(test::dataText("base.scenario.xml"), "<title>Base fixture</title>",
                                     "<title>Say \"hi\" \\ tab&#9;and&#10;newline</title>");
    const auto s = test::loadFixture(text);
    const std::string json = formats::exportScenarioJson(s.scenario, s.boards);
    CHECK(json.find("\"title\": \"Say \\\"hi\\\" \\\\ tab\\tand\\nnewline\",") != std::string::npos);
}
