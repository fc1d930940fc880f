// Loading a GTS scenario with its maps: the same map loading as an FF
// scenario's (scenario_xml::loadBoards), so a map that cannot be loaded is a
// placeholder with "map-unreadable" and the rest can still be checked.

#include "formats/scenario/gts/gts_scenario_format.h"
#include "formats/scenario/scenario_xml.h"

namespace crestline::formats {

ReadResult<LoadedGtsScenario> loadGtsScenario(const std::filesystem::path& file)
{
    return scenario_xml::loadMapsOf<LoadedGtsScenario>(readGtsScenarioFile(file), file);
}

ReadResult<LoadedGtsScenario> loadGtsScenarioText(std::string_view text, const std::filesystem::path& file)
{
    return scenario_xml::loadMapsOf<LoadedGtsScenario>(readGtsScenarioText(text, file.string()), file);
}

} // namespace crestline::formats
