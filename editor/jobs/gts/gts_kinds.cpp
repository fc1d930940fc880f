// The GTS kind of file (file_kinds.h): a scenario with system="gts" opens as
// a GtsScenarioDocument with its maps (edited in the editor's GTS forms). GTS hex maps are hex maps
// (file_kinds.cpp).

#include "editor/jobs/gts/gts_kinds.h"

#include "editor/jobs/gts/gts_scenario_jobs.h"

namespace crestline::jobs {

void registerGtsFileKinds(FileKindRegistry& registry)
{
    FileKind scenario{"gts-scenario", "GTS scenario", "scenario", std::string(formats::kGtsSystem),
                      [](const std::filesystem::path& file) -> std::unique_ptr<Document> {
                          return std::make_unique<DocumentOf<GtsScenarioDocument>>("gts-scenario", file, GtsScenarioDocument::open(file));
                      }};
    scenario.overview = [](const Document& opened) {
        const auto& doc = *as<GtsScenarioDocument>(opened);
        const GtsTimelineResult timeline = gtsTimelineOf(doc);
        return scenarioOverview(doc, checkGtsScenarioFile(doc).findings, timeline.done() ? gtsTimelineText(doc, timeline) : std::string());
    };
    registry.add(std::move(scenario));
}

} // namespace crestline::jobs
