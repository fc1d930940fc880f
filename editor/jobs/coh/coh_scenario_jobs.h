#pragma once
// CoH scenario jobs: check, timeline and JSON export, as a GTS scenario has
// them (gts_scenario_jobs.h), for a scenario with system="coh". A CoH
// scenario opens as a CohScenarioDocument, which the jobs only read; the
// editor's CoH forms edit its text and read it again (fromRead). Nothing is timed or exported from a scenario with errors.

#include "editor/jobs/job_report.h"
#include "editor/jobs/loaded_scenario_document.h"
#include "editor/jobs/scenario_jobs.h"
#include "formats/scenario/coh/coh_scenario_format.h"
#include "scenarios/coh/coh_timeline.h"

#include <filesystem>
#include <string>

namespace crestline::jobs {

/// A CoH scenario with its maps and the loader's findings (the jobs read it; the editor's forms re-read an edited text).
using CohScenarioDocument = LoadedScenarioDocument<formats::LoadedCohScenario, &formats::loadCohScenario>;

/// Loader findings and the CoH checks. Done even with errors: the findings are the result.
using CohCheckResult = CheckResult;
CohCheckResult checkCohScenarioFile(const CohScenarioDocument& doc);

/// Round by round; refused when the loader or the checks found errors. Rounds point into the document.
struct CohTimelineResult : JobReport {
    std::vector<scenarios::coh::CohTimelineRound> rounds;
};
CohTimelineResult cohTimelineOf(const CohScenarioDocument& doc);
/// The timeline in words, as `crestline timeline` prints it: the title,
/// rounds and CAPs, then round by round the cards and the reinforcements.
std::string cohTimelineText(const CohScenarioDocument& doc, const CohTimelineResult& timeline);

/// The resolved scenario as JSON; written to `out` unless it is empty.
using CohExportResult = ExportResult;
CohExportResult exportCohScenario(const CohScenarioDocument& doc, const std::filesystem::path& out);

} // namespace crestline::jobs
