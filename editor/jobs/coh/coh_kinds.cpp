// The Conflict of Heroes kinds of file (see coh_kinds.h).

#include "editor/jobs/coh/coh_kinds.h"

#include "editor/jobs/coh/coh_hidden_jobs.h"
#include "editor/jobs/coh/coh_picture_jobs.h"
#include "editor/jobs/coh/coh_scenario_jobs.h"
#include "editor/jobs/coh/coh_vassal.h"
#include "formats/scenario/coh/coh_scenario_format.h"

namespace crestline::jobs {

namespace fs = std::filesystem;

void registerCohFileKinds(FileKindRegistry& registry)
{
    const std::string coh(formats::kCohSystem);
    FileKind scenario{"coh-scenario", "CoH scenario", "scenario", coh, [](const fs::path& file) -> std::unique_ptr<Document> {
                          return std::make_unique<DocumentOf<CohScenarioDocument>>("coh-scenario", file, CohScenarioDocument::open(file));
                      }};
    scenario.overview = [](const Document& opened) {
        const auto& doc = *as<CohScenarioDocument>(opened);
        const CohTimelineResult timeline = cohTimelineOf(doc);
        return scenarioOverview(doc, checkCohScenarioFile(doc).findings, timeline.done() ? cohTimelineText(doc, timeline) : std::string());
    };
    const auto cohDoc = [](const Document& d) -> const CohScenarioDocument& { return *as<CohScenarioDocument>(d); };
    scenario.exports = {
        {"json", "Scenario &JSON for the play engine...", "The scenario resolved for a play engine, hidden contents left out (crestline export)",
         "JSON (*.json)|*.json", "scenario.json",
         [cohDoc](const Document& d, const fs::path& out) -> JobReport { return exportCohScenario(cohDoc(d), out); }},
        {"sheet", "Setup &sheet (PDF)...", "The public setup sheet, printable (crestline sheet)", "PDF (*.pdf)|*.pdf", "setup-sheet.pdf",
         [cohDoc](const Document& d, const fs::path& out) -> JobReport { return writeCohSetupSheet(cohDoc(d), publicSheet(out)); }},
    };
    scenario.vassal = cohScenarioVassal();
    registry.add(std::move(scenario));
    FileKind hidden{"coh-hidden-setup", "CoH hidden set-up", "hidden-setup", coh, [](const fs::path& file) {
                        return readDocumentOf<scenarios::coh::HiddenSetup>("coh-hidden-setup", file, formats::readHiddenSetupFile(file));
                    }};
    hidden.seal = sealHiddenSetupPlan;
    hidden.reveal = revealHiddenSetup;
    registry.add(std::move(hidden));
    registry.add({"coh-position", "CoH position", "position", coh, [](const fs::path& file) {
                      return readDocumentOf<formats::Position>("coh-position", file, formats::readPositionFile(file));
                  }});
}

} // namespace crestline::jobs
