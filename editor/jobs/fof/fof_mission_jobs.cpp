// Fields of Fire mission jobs (see fof_mission_jobs.h).

#include "editor/jobs/fof/fof_mission_jobs.h"

#include "editor/jobs/document_io.h"
#include "formats/scenario/fof/fof_mission_format.h"

namespace crestline::jobs {

JobReport fofMissionUsable(const FofMissionDocument& doc, const std::string& why)
{
    JobReport report;
    report.findings = doc.findings();
    if (!doc.loaded()) refuse(report, refusalFor(report.findings), doc.file().string() + ": the mission could not be read");
    else if (hasErrors(report.findings)) refuse(report, Outcome::Refused, why);
    return report;
}

FofTimelineResult fofTimelineOf(const FofMissionDocument& doc)
{
    FofTimelineResult result;
    static_cast<JobReport&>(result) = fofMissionUsable(doc, doc.file().string() + ": no timeline is given because the mission has errors");
    if (result.done()) result.turns = scenarios::fof::contactsByTurn(doc.mission().mission);
    return result;
}

ExportResult exportFofMission(const FofMissionDocument& doc, const std::filesystem::path& out)
{
    ExportResult result;
    static_cast<JobReport&>(result) = fofMissionUsable(doc, doc.file().string() + ": not exported: fix the errors above first");
    if (!result.done()) return result;
    const formats::LoadedFofMission& loaded = doc.mission();
    result.json = formats::exportFofMissionJson(loaded.mission, loaded.map ? &*loaded.map : nullptr);
    if (!out.empty()) saveOutput(result, out, result.json);
    return result;
}

} // namespace crestline::jobs
