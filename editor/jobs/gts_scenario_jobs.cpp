// GTS scenario jobs (see gts_scenario_jobs.h).

#include "editor/jobs/gts_scenario_jobs.h"

#include "editor/jobs/document_io.h"
#include "scenarios/gts/gts_checks.h"

#include <algorithm>

namespace crestline::jobs {

namespace fs = std::filesystem;

namespace {

void append(Findings& to, Findings more) { to.insert(to.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end())); }

bool readable(const GtsScenarioDocument& doc, JobReport& report)
{
    report.findings = doc.findings();
    if (doc.loaded()) return true;
    refuse(report, refusalFor(doc.findings()), doc.file().string() + ": the scenario could not be read");
    return false;
}

bool usable(const GtsScenarioDocument& doc, JobReport& report, const std::string& why)
{
    if (!readable(doc, report)) return false;
    append(report.findings, scenarios::gts::checkGtsScenario(doc.scenario(), doc.boards(), doc.file().string()));
    if (!hasErrors(report.findings)) return true;
    refuse(report, Outcome::Refused, why);
    return false;
}

} // namespace

bool isGtsScenarioFile(const fs::path& file)
{
    return formats::scenarioSystemOfFile(file) == std::string(formats::kGtsSystem);
}

GtsScenarioDocument GtsScenarioDocument::open(const fs::path& file)
{
    GtsScenarioDocument doc;
    doc.m_file = file;
    auto read = formats::loadGtsScenario(file);
    doc.m_findings = std::move(read.findings);
    if (read.value) doc.m_model = std::make_unique<formats::LoadedGtsScenario>(std::move(*read.value));
    return doc;
}

GtsCheckResult checkGtsScenarioFile(const GtsScenarioDocument& doc)
{
    GtsCheckResult result;
    if (!readable(doc, result)) return result;
    append(result.findings, scenarios::gts::checkGtsScenario(doc.scenario(), doc.boards(), doc.file().string()));
    return result;
}

GtsTimelineResult gtsTimelineOf(const GtsScenarioDocument& doc)
{
    GtsTimelineResult result;
    if (!usable(doc, result, doc.file().string() + ": no timeline is given because the scenario has errors")) return result;
    result.turns = scenarios::gts::buildGtsTimeline(doc.scenario());
    return result;
}

GtsExportResult exportGtsScenario(const GtsScenarioDocument& doc, const fs::path& out)
{
    GtsExportResult result;
    if (!usable(doc, result, doc.file().string() + ": not exported: fix the errors above first")) return result;
    result.json = formats::exportGtsScenarioJson(doc.scenario(), doc.boards());
    if (!out.empty()) {
        Findings written = saveText(out, result.json);
        if (!written.empty()) {
            append(result.findings, std::move(written));
            refuse(result, Outcome::BadInput, out.string() + ": not written");
        }
    }
    return result;
}

} // namespace crestline::jobs
