// The GTS kind of file (file_kinds.h): a scenario with system="gts" opens as
// a GtsScenarioDocument with its maps (edited in the editor's GTS forms). GTS hex maps are hex maps
// (file_kinds.cpp).

#include "editor/jobs/gts/gts_kinds.h"

#include "editor/jobs/gts/gts_scenario_jobs.h"
#include "editor/jobs/gts/gts_vassal.h"
#include "editor/jobs/picture_jobs.h"

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
    const auto gts = [](const Document& d) -> const GtsScenarioDocument& { return *as<GtsScenarioDocument>(d); };
    scenario.exports = {
        {"json", "Scenario &JSON for the play engine...", "The scenario resolved for a play engine (crestline export)", "JSON (*.json)|*.json",
         "scenario.json", [gts](const Document& d, const std::filesystem::path& out) -> JobReport { return exportGtsScenario(gts(d), out); }},
        {"sheet", "Setup &sheet (PDF)...", "The public setup sheet, printable (crestline sheet)", "PDF (*.pdf)|*.pdf", "setup-sheet.pdf",
         [gts](const Document& d, const std::filesystem::path& out) -> JobReport { return writeGtsSetupSheet(gts(d), publicSheet(out)); }},
    };
    scenario.vassal = gtsScenarioVassal();
    registry.add(std::move(scenario));
}

} // namespace crestline::jobs
