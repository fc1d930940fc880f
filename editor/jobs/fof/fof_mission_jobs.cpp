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

namespace {

std::string timelineContact(const scenarios::fof::PotentialContact& c)
{
    std::string s = "Row " + std::to_string(c.row) + (c.column ? ", column " + std::to_string(*c.column) : std::string()) + ": ";
    if (c.random) s += "random" + (c.letter.empty() ? std::string() : " (letter " + c.letter + ")");
    else s += "letter " + c.letter;
    return s;
}

} // namespace

std::vector<FofTimelineLine> fofTimelineLines(const FofMissionDocument& doc, const FofTimelineResult& result)
{
    using namespace scenarios::fof;
    std::vector<FofTimelineLine> out;
    if (!result.done()) return out;
    const Mission& mission = doc.mission().mission;
    out.push_back({mission.name + " (" + mission.id + ", FoF " + std::string(missionTypeName(mission.type)) + ")", {}});
    out.push_back({"Turns: " + std::to_string(mission.turns) + " [2.1]; Potential Contacts [2.2.2, 3.2.2]:", {}});
    for (const ContactsOnTurn& t : result.turns) {
        if (t.turn > 0 && t.contacts.empty()) continue;
        out.push_back({(t.turn == 0 ? std::string("Set-up") : "Turn " + std::to_string(t.turn)) + ": " + std::to_string(t.contacts.size()) +
                           " Potential Contact" + (t.contacts.size() == 1 ? "" : "s"),
                       t.contacts});
        for (const PotentialContact* c : t.contacts) out.push_back({"  " + timelineContact(*c), {c}});
    }
    return out;
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
