// The scenario and Sighting setup formats: golden round trip (read -> write
// gives the file back byte for byte, extensions in a declared namespace
// included), unknown XML in no namespace is an error and dropped, the bundled
// files round trip, and atomic saves keep the old file when writing fails.

#include "fixture_support.h"

#include "formats/common/atomic_file.h"
#include "formats/scenario/gts/gts_scenario_format.h"

#include <catch2/catch.hpp>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace crestline;
using namespace crestline::formats;
namespace fs = std::filesystem;

namespace {

scenarios::Scenario readOk(const std::string& text, const std::string& name = "s.scenario.xml")
{
    auto r = readScenarioText(text, name);
    INFO(test::describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE_FALSE(hasErrors(r.findings));
    return *r.value;
}

fs::path freshDir(const std::string& name)
{
    const fs::path dir = fs::temp_directory_path() / ("crestline-scenario-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

} // namespace

TEST_CASE("scenario format: the golden file reads and writes back byte for byte", "[formats][scenario]")
{
    const std::string golden = test::dataText("roundtrip.scenario.xml");
    auto r = readScenarioText(golden, "roundtrip.scenario.xml");
    INFO(test::describe(r.findings));
    REQUIRE(r.ok());
    CHECK(r.findings.empty()); // extensions in another namespace raise no warning
    CHECK(writeScenarioText(*r.value) == golden);
    CHECK(readOk(writeScenarioText(*r.value)) == *r.value);
}

TEST_CASE("scenario format: the golden file's values are read as written", "[formats][scenario]")
{
    const scenarios::Scenario s = readOk(test::dataText("roundtrip.scenario.xml"));
    CHECK(s.title == "Round trip");
    CHECK(s.location == "Ridge Farm & Millbrook");
    CHECK(s.history == "Two lines\nof history, with \"quotes\" <and> brackets.");
    REQUIRE(s.maps.size() == 2);
    CHECK(s.maps[1].rotation == 180);
    REQUIRE(s.joins.size() == 1);
    CHECK(s.joins[0].toEdge == scenarios::MapEdge::South);
    CHECK(s.firstToSetUp == "german");
    CHECK(s.track.initiativePawn == scenarios::TrackPosition{3, "american"});
    REQUIRE(s.track.vpMarker);
    CHECK(*s.track.vpMarker == scenarios::TrackPosition{2, "german"});
    CHECK(s.track.timeTrack.turnStart == 1);
    CHECK(s.track.timeTrack.suddenDeathSpace == 3);
    CHECK(s.track.timeTrack.find(4)->suddenDeath == 9);
    CHECK_FALSE(s.victory.elimination[0].size);
    CHECK(s.victory.elimination[1].size == scenarios::UnitSize::Squad);
    CHECK(s.victory.objectives[0].control == "none");
    CHECK(s.victory.objectives[0].hexes == std::vector<scenarios::HexName>{{"north", "E4"}, {"north", "E5"}});
    const scenarios::AreaExpr& diff = s.setupAreas[1].parts[0];
    CHECK(diff.op == scenarios::AreaOp::Difference);
    REQUIRE(diff.children.size() == 3);
    CHECK(diff.children[0].children[1].op == scenarios::AreaOp::Column);
    CHECK(diff.children[1].distance == 1);
    CHECK(diff.children[2].children[0].terrain == "road");
    const scenarios::SightingAllotment& a = s.sighting[0];
    CHECK(a.markers == 5);
    CHECK(a.contents[0].hexes == std::vector<scenarios::HexName>{{"north", "B2"}});
    CHECK(a.contents[2].count == 2);
    CHECK(a.hiding[1].chosenAtSetup);
    CHECK(a.hiding[0].pieces[1].kind == scenarios::HiddenPiece::Kind::Fortification);
    CHECK(s.reinforcements[1].commandMarkers == 2);
    CHECK(s.reinforcements[1].units.empty());
    CHECK_FALSE(s.reinforcements[1].entry);
    CHECK(s.specialRules[1].title.empty());
}

TEST_CASE("scenario format: unknown XML in no namespace is an error at its line, and dropped", "[formats][scenario]")
{
    std::string text = test::dataText("base.scenario.xml");
    text = test::patched(text, "<title>Base fixture</title>", "<title>Base fixture</title>\n  <designer>Someone</designer>");
    text = test::patched(text, "<vp-marker space=\"0\"/>", "<vp-marker space=\"0\" colour=\"red\"/>");
    auto r = readScenarioText(text, "s.scenario.xml");
    INFO(test::describe(r.findings));
    REQUIRE(r.ok()); // errors, not fatal: the scenario is returned and the caller decides
    REQUIRE(r.findings.size() == 2);
    for (const Finding& f : r.findings) CHECK(f.severity == Severity::Error);
    auto at = [&](const char* code, const std::string& element, int line) {
        return std::any_of(r.findings.begin(), r.findings.end(),
                           [&](const Finding& f) { return f.code == code && f.where.element == element && f.where.line == line; });
    };
    CHECK(at("unknown-attribute", "/scenario/track-display/vp-marker", test::lineOf(text, "<vp-marker")));
    CHECK(at("unknown-element", "/scenario/designer", test::lineOf(text, "<designer>")));
    const std::string written = writeScenarioText(*r.value);
    CHECK(written.find("designer") == std::string::npos);
    CHECK(written.find("<vp-marker space=\"0\" />") != std::string::npos);
    CHECK(writeScenarioText(readOk(written)) == written); // what remains reads without a finding
}

TEST_CASE("scenario format: extensions on text elements are carried and written back in place", "[formats][scenario]")
{
    std::string text = test::dataText("base.scenario.xml");
    text = test::patched(text, "<scenario version=\"1\" id=\"base\" system=\"ff\">",
                         "<scenario version=\"1\" id=\"base\" system=\"ff\" xmlns:x=\"urn:example:x\">");
    text = test::patched(text, "<title>Base fixture</title>", "<title xml:lang=\"en\">Base fixture<x:sub>one</x:sub></title>");
    const scenarios::Scenario s = readOk(text);
    CHECK(s.title == "Base fixture");
    const std::string written = writeScenarioText(s);
    // Attributes, then the text, then the elements (pugixml indents before the closing tag of mixed content).
    CHECK(written.find("<title xml:lang=\"en\">Base fixture<x:sub>one</x:sub>") != std::string::npos);
    CHECK(writeScenarioText(readOk(written)) == written);
}

TEST_CASE("scenario format: the bundled scenarios and setups round trip", "[formats][scenario]")
{
    const fs::path dir = fs::path(CRESTLINE_SOURCE_DIR) / "scenarios/library";
    int scenarios = 0, setups = 0;
    for (const auto& e : fs::directory_iterator(dir)) {
        const std::string name = e.path().filename().string();
        const auto text = readWholeFile(e.path());
        REQUIRE(text);
        if (name.size() > 13 && name.ends_with(".scenario.xml")) {
            // Their own readers: gts_format_test, coh_scenario_test and fof_mission_format_test round-trip them.
            const auto system = formats::scenarioSystemOf(*text);
            if (system == "gts" || system == "coh" || system == "fof") continue;
            const scenarios::Scenario s = readOk(*text, name);
            CHECK(readOk(writeScenarioText(s), name) == readOk(writeScenarioText(readOk(writeScenarioText(s)))));
            ++scenarios;
        } else if (name.ends_with(".setup.xml")) {
            auto r = readSetupText(*text, name);
            REQUIRE(r.ok());
            CHECK(writeSetupText(*r.value) == *text); // written by `crestline setup`: canonical already
            ++setups;
        }
    }
    CHECK(scenarios >= 2);
    CHECK(setups >= 2);
}

TEST_CASE("setup format: owner's and opponent's views", "[formats][setup]")
{
    auto plan = readSetupText(test::dataText("base.german.setup.xml"), "plan.setup.xml");
    REQUIRE(plan.ok());
    CHECK(plan.value->view == scenarios::SetupView::Owner);
    REQUIRE(plan.value->markers.size() == 4);
    CHECK(plan.value->markers[1].content->pieces.size() == 2);
    CHECK(plan.value->markers[0].salt.empty());
    auto again = readSetupText(writeSetupText(*plan.value), "again.setup.xml");
    REQUIRE(again.ok());
    CHECK(writeSetupText(*again.value) == writeSetupText(*plan.value));

    // An opponent's view is written without salts or contents whatever the model holds.
    scenarios::SightingSetup leaky = *plan.value;
    leaky.view = scenarios::SetupView::Opponent;
    leaky.markers[0].salt = "00112233445566778899aabbccddeeff";
    leaky.markers[0].commitment = std::string(64, 'c');
    const std::string text = writeSetupText(leaky);
    CHECK(text.find("salt") == std::string::npos);
    CHECK(text.find("hidden") == std::string::npos);
    CHECK(text.find("g-sqd") == std::string::npos);
}

TEST_CASE("atomic save: a failed write keeps the old scenario file", "[formats][scenario][atomic]")
{
    const fs::path dir = freshDir("atomic");
    const fs::path file = dir / "s.scenario.xml";
    const std::string old = "old contents, byte for byte\n";
    REQUIRE_FALSE(saveAtomically(file, old));
    const scenarios::Scenario s = readOk(test::dataText("roundtrip.scenario.xml"));

    // Limit the size of files this process may write below the scenario's size: the write fails (EFBIG).
    struct rlimit before {};
    REQUIRE(::getrlimit(RLIMIT_FSIZE, &before) == 0);
    const auto previous = std::signal(SIGXFSZ, SIG_IGN);
    struct rlimit small = before;
    small.rlim_cur = 256;
    REQUIRE(::setrlimit(RLIMIT_FSIZE, &small) == 0);
    const Findings error = writeScenarioFile(s, file);
    ::setrlimit(RLIMIT_FSIZE, &before);
    std::signal(SIGXFSZ, previous);

    REQUIRE(error.size() == 1);
    CHECK(error[0].code == "save-failed");
    CHECK(error[0].where.file == file.string());
    CHECK(*readWholeFile(file) == old);
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
    CHECK(names == std::vector<std::string>{"s.scenario.xml"}); // no temporary left behind

    REQUIRE(writeScenarioFile(s, file).empty());
    CHECK(*readWholeFile(file) == writeScenarioText(s));
    fs::remove_all(dir);
}

TEST_CASE("atomic save: a failed write keeps the old setup file", "[formats][setup][atomic]")
{
    const fs::path dir = freshDir("atomic-setup");
    const fs::path target = dir / "s.setup.xml";
    fs::create_directories(target); // a directory where the file should go: the rename fails
    auto plan = readSetupText(test::dataText("base.german.setup.xml"), "plan.setup.xml");
    REQUIRE(plan.ok());
    const Findings error = writeSetupFile(*plan.value, target);
    REQUIRE(error.size() == 1);
    CHECK(error[0].code == "save-failed");
    CHECK(fs::is_directory(target));
    fs::remove_all(dir);
}
