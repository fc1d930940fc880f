// libFuzzer target: the Fields of Fire mission reader (NAME.scenario.xml with
// system="fof"), the writer's round trip, the mission checks, the contacts
// by turn and the JSON export against the Mission 1 card map (a <map href>
// naming mission1.map.xml is that map with its deck, loaded once; any other
// map is "not loaded").

#include "fuzz_support.h"

#include "formats/scenario/fof/fof_mission_format.h"
#include "scenarios/fof/fof_checks.h"
#include "scenarios/fof/fof_timeline.h"

namespace {

using namespace crestline;

/// The Mission 1 card map with its deck, loaded once.
const formats::LoadedFofMap& mission1()
{
    static const formats::LoadedFofMap map = [] {
        auto read = formats::loadFofMap(fuzz::sourceDir() / "maps/boards/mission1.map.xml");
        if (!read.value || hasErrors(read.findings)) fuzz::fail("fof_mission_reader_fuzz", "cannot load mission1.map.xml");
        return std::move(*read.value);
    }();
    return map;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto read = formats::readFofMissionText(fuzz::asText(data, size), "fuzz.scenario.xml");
    if (!read.value) return 0;
    const scenarios::fof::Mission& mission = *read.value;
    fuzz::checkRoundTrip(
            "fof_mission_reader_fuzz", mission, read.findings,
            [](const std::string& text) { return formats::readFofMissionText(text, "rewritten.scenario.xml"); },
            [](const scenarios::fof::Mission& m) { return formats::writeFofMissionText(m); });

    const formats::LoadedFofMap* map = std::filesystem::path(mission.mapHref).filename() == "mission1.map.xml" ? &mission1() : nullptr;
    const Findings checks =
            scenarios::fof::checkFofMission(mission, map ? &map->map : nullptr, map ? map->decks : std::vector<maps::FofDeck>{}, "fuzz.scenario.xml");
    (void)scenarios::fof::contactsByTurn(mission);
    if (!hasErrors(read.findings) && !hasErrors(checks)) (void)formats::exportFofMissionJson(mission, map);
    return 0;
}
