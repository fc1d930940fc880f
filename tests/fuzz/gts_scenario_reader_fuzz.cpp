// libFuzzer target: the GTS scenario reader (NAME.scenario.xml with
// system="gts"), the writer's round trip, and the GTS checks, timeline and
// JSON export against the GTS test board (a <map href> naming
// small-gts.map.xml is that board, with entry hexes A6 "30" and F1 "12VG";
// any other map is "not loaded").

#include "fuzz_support.h"

#include "formats/scenario/gts/gts_scenario_format.h"
#include "scenarios/gts/gts_checks.h"
#include "scenarios/gts/gts_timeline.h"

namespace {

using namespace crestline;

const formats::LoadedMap& testBoard()
{
    static const formats::LoadedMap board = [] {
        auto read = formats::loadMap(fuzz::sourceDir() / "tests/scenarios/data/gts/small-gts.map.xml");
        if (!read.value) fuzz::fail("gts_scenario_reader_fuzz", "cannot load small-gts.map.xml");
        read.value->map.entries.push_back({{0, 5}, {"30"}, "allied", {}, 0});
        read.value->map.entries.push_back({{5, 0}, {"12VG"}, "axis", {}, 0});
        return std::move(*read.value);
    }();
    return board;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto read = formats::readGtsScenarioText(fuzz::asText(data, size), "fuzz.scenario.xml");
    if (!read.value) return 0;
    const scenarios::gts::GtsScenario& scenario = *read.value;
    fuzz::checkRoundTrip(
        "gts_scenario_reader_fuzz", scenario, read.findings,
        [](const std::string& text) { return formats::readGtsScenarioText(text, "rewritten.scenario.xml"); },
        [](const scenarios::gts::GtsScenario& s) { return formats::writeGtsScenarioText(s); });

    std::vector<scenarios::Board> boards;
    for (const scenarios::MapPlacement& m : scenario.maps) {
        if (std::filesystem::path(m.href).filename() == "small-gts.map.xml")
            boards.push_back({m.id, &testBoard().map, &testBoard().catalog});
        else
            boards.push_back({m.id, nullptr, nullptr});
    }
    const scenarios::BoardSet boardSet(std::move(boards));
    const Findings checks = scenarios::gts::checkGtsScenario(scenario, boardSet, "fuzz.scenario.xml");
    (void)scenarios::gts::buildGtsTimeline(scenario);
    if (!hasErrors(read.findings) && !hasErrors(checks)) (void)formats::exportGtsScenarioJson(scenario, boardSet);
    return 0;
}
