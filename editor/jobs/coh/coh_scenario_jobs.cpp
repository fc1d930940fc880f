// CoH scenario jobs (see coh_scenario_jobs.h).

#include "editor/jobs/coh/coh_scenario_jobs.h"

#include "editor/jobs/document_io.h"
#include "scenarios/coh/coh_checks.h"

namespace crestline::jobs {

namespace fs = std::filesystem;

namespace {

bool readable(const CohScenarioDocument& doc, JobReport& report)
{
    report.findings = doc.findings();
    if (doc.loaded()) return true;
    refuse(report, refusalFor(doc.findings()), doc.file().string() + ": the scenario could not be read");
    return false;
}

bool usable(const CohScenarioDocument& doc, JobReport& report, const std::string& why)
{
    if (!readable(doc, report)) return false;
    append(report.findings, scenarios::coh::checkCohScenario(doc.scenario(), doc.boards(), doc.file().string()));
    if (!hasErrors(report.findings)) return true;
    refuse(report, Outcome::Refused, why);
    return false;
}

} // namespace

CohScenarioDocument CohScenarioDocument::open(const fs::path& file)
{
    CohScenarioDocument doc;
    doc.m_file = file;
    auto read = formats::loadCohScenario(file);
    doc.m_findings = std::move(read.findings);
    if (read.value) doc.m_model = std::make_unique<formats::LoadedCohScenario>(std::move(*read.value));
    return doc;
}

CohCheckResult checkCohScenarioFile(const CohScenarioDocument& doc)
{
    CohCheckResult result;
    if (!readable(doc, result)) return result;
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
