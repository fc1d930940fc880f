#pragma once
// CoH scenario jobs: check, timeline and JSON export, as a GTS scenario has
// them (gts_scenario_jobs.h), for a scenario with system="coh". A CoH
// scenario opens as a read-only CohScenarioDocument; the FF editor refuses it
// (wrong-system). Nothing is timed or exported from a scenario with errors.

#include "editor/jobs/job_report.h"
#include "formats/scenario/coh/coh_scenario_format.h"
#include "formats/scenario/gts/gts_scenario_format.h"
#include "scenarios/coh/coh_timeline.h"

#include <filesystem>
#include <memory>
#include <string>

namespace crestline::jobs {

/// A CoH scenario with its maps and the loader's findings, read-only. Move-only.
class CohScenarioDocument {
public:
    /// Read a CoH scenario and its maps; always returns a document.
    static CohScenarioDocument open(const std::filesystem::path& file);

    /// Whether there is a model (false only for fatal problems).
    bool loaded() const { return m_model != nullptr; }
    const Findings& findings() const { return m_findings; }
    const std::filesystem::path& file() const { return m_file; }
    const scenarios::coh::CohScenario& scenario() const { return m_model->scenario; }
    const scenarios::BoardSet& boards() const { return m_model->boards; }

private:
    std::filesystem::path m_file;
    std::unique_ptr<formats::LoadedCohScenario> m_model;
    Findings m_findings;
};

/// Loader findings and the CoH checks. Done even with errors: the findings are the result.
struct CohCheckResult : JobReport {};
CohCheckResult checkCohScenarioFile(const CohScenarioDocument& doc);

/// Round by round; refused when the loader or the checks found errors. Rounds point into the document.
struct CohTimelineResult : JobReport {
    std::vector<scenarios::coh::CohTimelineRound> rounds;
};
CohTimelineResult cohTimelineOf(const CohScenarioDocument& doc);

/// The resolved scenario as JSON; written to `out` unless it is empty.
struct CohExportResult : JobReport {
    std::string json;
};
CohExportResult exportCohScenario(const CohScenarioDocument& doc, const std::filesystem::path& out);

} // namespace crestline::jobs
