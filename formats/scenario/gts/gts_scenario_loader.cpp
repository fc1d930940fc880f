// Loading a GTS scenario with its maps: the same map loading as an FF
// scenario's (scenario_xml::loadBoards), so a map that cannot be loaded is a
// placeholder with "map-unreadable" and the rest can still be checked.

#include "formats/scenario/gts/gts_scenario_format.h"
#include "formats/scenario/scenario_xml.h"

namespace crestline::formats {

namespace {

ReadResult<LoadedGtsScenario> loadMapsOf(ReadResult<scenarios::gts::GtsScenario> read, const std::filesystem::path& file)
{
    ReadResult<LoadedGtsScenario> result;
    result.findings = std::move(read.findings);
    if (!read.value) return result;
    LoadedGtsScenario loaded;
    loaded.scenario = std::move(*read.value);
    loaded.file = file;
    loaded.boards = scenario_xml::loadBoards(loaded.scenario.maps, file, loaded.maps, result.findings);
    result.value = std::move(loaded);
    return result;
}

} // namespace

ReadResult<LoadedGtsScenario> loadGtsScenario(const std::filesystem::path& file)
{
    return loadMapsOf(readGtsScenarioFile(file), file);
}

ReadResult<LoadedGtsScenario> loadGtsScenarioText(std::string_view text, const std::filesystem::path& file)
{
    return loadMapsOf(readGtsScenarioText(text, file.string()), file);
}

} // namespace crestline::formats
