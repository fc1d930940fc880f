// libFuzzer target: the CoH scenario reader (NAME.scenario.xml with
// system="coh"), the writer's round trip, and the CoH checks, timeline and
// JSON export against the sample board (a <map href> naming
// kleinbach.map.xml is that board, loaded once; any other map is "not
// loaded").

#include "fuzz_support.h"

#include "formats/scenario/coh/coh_scenario_format.h"
#include "scenarios/coh/coh_checks.h"
#include "scenarios/coh/coh_timeline.h"

#include <limits>
#include <map>
#include <set>

namespace {

using namespace crestline;

/// The sample board with its catalog, loaded once (a scenario's map named kleinbach.map.xml).
const formats::LoadedMap& kleinbach()
{
    static const formats::LoadedMap board = [] {
        auto read = formats::loadMap(fuzz::sourceDir() / "maps/boards/kleinbach.map.xml");
        if (!read.value || hasErrors(read.findings)) fuzz::fail("coh_scenario_reader_fuzz", "cannot load kleinbach.map.xml");
        return std::move(*read.value);
    }();
    return board;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto read = formats::readCohScenarioText(fuzz::asText(data, size), "fuzz.scenario.xml");
    if (!read.value) return 0;
    const scenarios::coh::CohScenario& scenario = *read.value;
    fuzz::checkRoundTrip(
            "coh_scenario_reader_fuzz", scenario, read.findings,
            [](const std::string& text) { return formats::readCohScenarioText(text, "rewritten.scenario.xml"); },
            [](const scenarios::coh::CohScenario& s) { return formats::writeCohScenarioText(s); });

    std::vector<scenarios::Board> boards;
    for (const scenarios::MapPlacement& m : scenario.maps) {
        if (std::filesystem::path(m.href).filename() == "kleinbach.map.xml")
            boards.push_back({m.id, &kleinbach().map, &kleinbach().catalog});
        else
            boards.push_back({m.id, nullptr, nullptr});
    }
    const scenarios::BoardSet boardSet(std::move(boards));
    const Findings checks = scenarios::coh::checkCohScenario(scenario, boardSet, "fuzz.scenario.xml");
    // Above the limit the check says coh-rounds-over-limit and the timeline refuses (throws).
    if (scenario.rounds <= scenarios::coh::kMaxCohTimelineRounds) (void)scenarios::coh::buildCohTimeline(scenario);
    if (!hasErrors(read.findings) && !hasErrors(checks)) (void)formats::exportCohScenarioJson(scenario, boardSet);
    return 0;
}
