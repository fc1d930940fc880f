// libFuzzer target: the scenario reader (NAME.scenario.xml), the writer's
// round trip, and the scenario checks and JSON export against the bundled
// maps (a <map href> is matched by file name: ridge-farm, millbrook, or the
// test fixture small.map.xml; any other map is "not loaded").

#include "fuzz_support.h"

#include "formats/scenario/scenario_format.h"
#include "scenarios/scenario_checks.h"

#include <list>
#include <map>

namespace {

using namespace crestline;

/// The maps a fuzzed scenario may name, loaded once.
const std::map<std::string, formats::LoadedMap>& bundledMaps()
{
    static const std::map<std::string, formats::LoadedMap> maps = [] {
        std::map<std::string, formats::LoadedMap> loaded;
        for (const char* file : {"maps/boards/ridge-farm.map.xml", "maps/boards/millbrook.map.xml",
                                 "tests/scenarios/data/small.map.xml"}) {
            auto read = formats::loadMap(fuzz::sourceDir() / file);
            if (!read.value) fuzz::fail("scenario_reader_fuzz", std::string("cannot load ") + file);
            loaded.emplace(std::filesystem::path(file).filename().string(), std::move(*read.value));
        }
        return loaded;
    }();
    return maps;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto read = formats::readScenarioText(fuzz::asText(data, size), "fuzz.scenario.xml");
    if (!read.value) return 0;
    const scenarios::Scenario& scenario = *read.value;
    fuzz::checkRoundTrip(
        "scenario_reader_fuzz", scenario, read.findings,
        [](const std::string& text) { return formats::readScenarioText(text, "rewritten.scenario.xml"); },
        [](const scenarios::Scenario& s) { return formats::writeScenarioText(s); });

    std::vector<scenarios::Board> boards;
    for (const scenarios::MapPlacement& m : scenario.maps) {
        const auto& maps = bundledMaps();
        auto found = maps.find(std::filesystem::path(m.href).filename().string());
        if (found == maps.end()) boards.push_back({m.id, nullptr, nullptr});
        else boards.push_back({m.id, &found->second.map, &found->second.catalog});
    }
    const scenarios::BoardSet boardSet(std::move(boards));
    const Findings checks = scenarios::checkScenario(scenario, boardSet, "fuzz.scenario.xml");
    if (!hasErrors(read.findings) && !hasErrors(checks)) (void)formats::exportScenarioJson(scenario, boardSet);
    return 0;
}
