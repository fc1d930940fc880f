// libFuzzer target: the CoH scenario reader (NAME.scenario.xml with
// system="coh"), the writer's round trip, and the CoH checks, timeline and
// JSON export against the sample board (a <map href> naming
// kleinbach.map.xml is that board, loaded once; any other map is "not
// loaded").

#include "fuzz_support.h"

#include "formats/scenario/coh_scenario_format.h"
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

// Two known bugs, each with its input in tests/fuzz/pending/coh_scenario_reader/,
// are stepped around until their fixes land (then delete the guard and move
// the input to regressions/):
// - side-id-twice-units-doubled: a side id given twice reads without error,
//   and the writer writes each of its units under both sides.
// - card-draw-sum-overflow: buildCohTimeline (and so the JSON export) sums a
//   round's draws in int.

/// Whether two <side> share an id (the round trip is skipped for now).
bool sideIdTwice(const scenarios::coh::CohScenario& s)
{
    std::set<std::string> ids;
    for (const auto& side : s.sides)
        if (!ids.insert(side.id).second) return true;
    return false;
}

/// Whether a side's draws for one round pass INT_MAX cards (timeline and JSON are skipped for now).
bool drawsOverflow(const scenarios::coh::CohScenario& s)
{
    for (const auto& side : s.sides) {
        std::map<int, std::int64_t> perRound;
        for (const auto& d : side.draws)
            if ((perRound[d.round] += d.cards) > std::numeric_limits<int>::max()) return true;
    }
    return false;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto read = formats::readCohScenarioText(fuzz::asText(data, size), "fuzz.scenario.xml");
    if (!read.value) return 0;
    const scenarios::coh::CohScenario& scenario = *read.value;
    if (!sideIdTwice(scenario))
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
    if (drawsOverflow(scenario)) return 0;
    (void)scenarios::coh::buildCohTimeline(scenario);
    if (!hasErrors(read.findings) && !hasErrors(checks)) (void)formats::exportCohScenarioJson(scenario, boardSet);
    return 0;
}
