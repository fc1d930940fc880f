#pragma once
// GTS scenario jobs: check, timeline and JSON export, the jobs an FF scenario
// has (scenario_jobs.h) for a scenario with system="gts". The editable
// ScenarioDocument is FF-bound (its edit commands change an FF Scenario), so a
// GTS scenario opens as a GtsScenarioDocument beside it, which the jobs only
// read; the editor's GTS forms edit its text and read it again (fromRead);
// the Sighting commands refuse a GTS scenario (the FF reader's wrong-system). Nothing is timed or exported from a scenario with errors.

#include "editor/jobs/job_report.h"
#include "editor/jobs/loaded_scenario_document.h"
#include "editor/jobs/scenario_jobs.h"
#include "editor/jobs/picture_jobs.h"
#include "formats/scenario/gts/gts_scenario_format.h"
#include "scenarios/gts/gts_timeline.h"

#include <filesystem>
#include <string>

namespace crestline::jobs {

/// A GTS scenario with its maps and the loader's findings (the jobs read it; the editor's forms re-read an edited text).
using GtsScenarioDocument = LoadedScenarioDocument<formats::LoadedGtsScenario, &formats::loadGtsScenario>;

/// Loader findings and the GTS checks. Done even with errors: the findings are the result.
using GtsCheckResult = CheckResult;
GtsCheckResult checkGtsScenarioFile(const GtsScenarioDocument& doc);

/// Turn by turn; refused when the loader or the checks found errors. Turns point into the document.
struct GtsTimelineResult : JobReport {
    std::vector<scenarios::gts::GtsTimelineTurn> turns;
};
GtsTimelineResult gtsTimelineOf(const GtsScenarioDocument& doc);
/// The timeline in words, as `crestline timeline` prints it: the title, the
/// weather and turns, then turn by turn what arrives and what is gained.
std::string gtsTimelineText(const GtsScenarioDocument& doc, const GtsTimelineResult& timeline);

/// The resolved scenario as JSON; written to `out` unless it is empty.
using GtsExportResult = ExportResult;
GtsExportResult exportGtsScenario(const GtsScenarioDocument& doc, const std::filesystem::path& out);

/// The printable set-up sheet (PDF only, `options.out` ending in .pdf);
/// refused when the loader or the checks found errors. GTS hides nothing at
/// set-up, so there is one sheet for both players: `options.side` and
/// `options.ownerSetup` must be empty (BadInput otherwise).
PictureResult writeGtsSetupSheet(const GtsScenarioDocument& doc, const SheetJobOptions& options);

} // namespace crestline::jobs
