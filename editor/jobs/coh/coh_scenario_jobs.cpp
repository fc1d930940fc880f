// CoH scenario jobs (see coh_scenario_jobs.h).

#include "editor/jobs/coh/coh_scenario_jobs.h"

#include "editor/jobs/document_io.h"
#include "scenarios/coh/coh_checks.h"

namespace crestline::jobs {

namespace fs = std::filesystem;

namespace {

bool usable(const CohScenarioDocument& doc, JobReport& report, const std::string& why)
{
    return scenarioUsable(doc, report, why, scenarios::coh::checkCohScenario);
}

} // namespace

CohCheckResult checkCohScenarioFile(const CohScenarioDocument& doc)
{
    CohCheckResult result;
    if (!scenarioReadable(doc, result)) return result;
    append(result.findings, scenarios::coh::checkCohScenario(doc.scenario(), doc.boards(), doc.file().string()));
    return result;
}

CohTimelineResult cohTimelineOf(const CohScenarioDocument& doc)
{
    CohTimelineResult result;
    if (!usable(doc, result, doc.file().string() + ": no timeline is given because the scenario has errors")) return result;
    result.rounds = scenarios::coh::buildCohTimeline(doc.scenario());
    return result;
}

CohExportResult exportCohScenario(const CohScenarioDocument& doc, const fs::path& out)
{
    CohExportResult result;
    if (!usable(doc, result, doc.file().string() + ": not exported: fix the errors above first")) return result;
    result.json = formats::exportCohScenarioJson(doc.scenario(), doc.boards());
    if (!out.empty()) saveOutput(result, out, result.json);
    return result;
}

} // namespace crestline::jobs
