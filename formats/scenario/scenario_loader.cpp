// Loading a scenario with its maps. A map that cannot be loaded is kept as a
// placeholder (a Board without a map) with a "map-unreadable" error at the
// scenario's <map> element, so the rest of the scenario can still be checked.
// The map's own errors are passed on; its warnings belong to `crestline info`.
// The scenario is loaded whenever it was read, with errors or without (the
// caller decides what to do with a scenario that has error findings).

#include "formats/scenario/scenario_format.h"

#include "formats/common/file_reference.h"
#include "formats/scenario/scenario_xml.h"

#include "geometry/finding_builder.h"

namespace crestline::formats {

namespace scenario_xml {

bool requireSystem(xml::ReadContext& ctx, pugi::xml_node root, std::string_view expected, std::string_view what)
{
    const std::string system = root.attribute("system").value();
    if (system == expected) return true;
    ctx.report(code::WrongSystem, root,
               "a scenario of system '" + system + "', not " + std::string(what) + " (system=\"" + std::string(expected) + "\"): read it with the " +
                   (system.empty() ? std::string("reader of its system") : system + " reader"));
    return false;
}

scenarios::BoardSet loadBoards(const std::vector<scenarios::MapPlacement>& placements, const std::filesystem::path& file,
                               std::list<LoadedMap>& maps, Findings& findings)
{
    std::vector<scenarios::Board> boards;
    for (const scenarios::MapPlacement& m : placements) {
        Location at;
        at.file = file.string();
        at.line = m.line;
        at.element = "/scenario/map";
        at.feature = m.id;
        ResolvedReference ref = resolveReference(file, m.href, at);
        if (ref.outside) findings.push_back(std::move(*ref.outside));
        const std::filesystem::path mapFile = ref.path;
        auto map = loadMap(mapFile);
        for (Finding& f : map.findings)
            if (f.severity >= Severity::Error) {
                if (f.severity == Severity::Fatal) changeSeverity(f, Severity::Error); // the scenario itself still loads
                findings.push_back(std::move(f));
            }
        if (!map.value) {
            findings.push_back(makeFinding(code::MapUnreadable)
                                   .file(file.string())
                                   .line(m.line)
                                   .element("/scenario/map")
                                   .feature(m.id)
                                   .message("map '" + m.id + "' (" + mapFile.lexically_normal().string() +
                                            ") could not be loaded; checks that need it are skipped"));
            boards.push_back({m.id, nullptr, nullptr});
            continue;
        }
        LoadedMap& kept = maps.emplace_back(std::move(*map.value));
        boards.push_back({m.id, &kept.map, &kept.catalog});
    }
    return scenarios::BoardSet(std::move(boards));
}

} // namespace scenario_xml

ReadResult<LoadedScenario> loadScenario(const std::filesystem::path& file)
{
    return scenario_xml::loadMapsOf<LoadedScenario>(readScenarioFile(file), file);
}

ReadResult<LoadedScenario> loadScenarioText(std::string_view text, const std::filesystem::path& file)
{
    return scenario_xml::loadMapsOf<LoadedScenario>(readScenarioText(text, file.string()), file);
}

} // namespace crestline::formats
