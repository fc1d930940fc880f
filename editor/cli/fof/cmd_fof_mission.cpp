// The scenario commands for a Fields of Fire mission (system="fof"): `check`
// lists the reader's, the card map's and the mission checks' findings;
// `timeline` lists the Potential Contacts placed at set-up and on each turn
// [2.2.2, 3.2.2]; `export` writes the JSON of docs/fof-mission.md. A
// mission with error findings gets no timeline and no export (exit 1).
// Registered for the kind fof-mission (<scenario system="fof">), with
// `sheet` and `info`, on the jobs::FofMissionDocument (fof_kinds.h).

#include "editor/cli/commands.h"
#include "editor/cli/kind_commands.h"

#include "editor/jobs/fof/fof_kinds.h"
#include "editor/jobs/fof/fof_mission_jobs.h"
#include "editor/jobs/fof/fof_picture_jobs.h"
#include "scenarios/fof/fof_checks.h"

#include <iostream>

namespace crestline::cli {

namespace {

using namespace scenarios::fof;

const jobs::FofMissionDocument& mission(jobs::Document& doc) { return *jobs::as<jobs::FofMissionDocument>(doc); }

int fofCheck(const jobs::FofMissionDocument& doc, const CheckArgs& args)
{
    if (!args.setups.empty()) {
        std::cerr << args.file << ": a Fields of Fire mission has no Sighting setups; --setup is for FF scenarios\n";
        return kExitBadInput;
    }
    const jobs::JobReport report = jobs::fofMissionUsable(doc, "");
    if (report.outcome == jobs::Outcome::BadInput) return reportNotRun(report);
    printFindings(std::cout, report.findings);
    if (report.findings.empty()) std::cout << args.file << ": no findings\n";
    return !hasErrors(report.findings) ? kExitOk : kExitFindings;
}

int fofTimeline(const jobs::FofMissionDocument& doc)
{
    const jobs::FofTimelineResult result = jobs::fofTimelineOf(doc);
    if (!result.done()) return reportNotRun(result);
    for (const jobs::FofTimelineLine& line : jobs::fofTimelineLines(doc, result)) std::cout << line.text << "\n";
    return kExitOk;
}

int fofExport(const jobs::FofMissionDocument& doc, const std::string& out)
{
    const jobs::ExportResult result = jobs::exportFofMission(doc, out == "-" ? std::string() : out);
    if (!result.done()) return reportNotRun(result);
    if (out == "-") std::cout << result.json;
    return kExitOk;
}

/// The set-up sheet from the mission and the card map it was opened with (no second read).
int fofSheet(const jobs::FofMissionDocument& doc, const SheetArgs& args)
{
    const jobs::JobReport report = jobs::fofMissionUsable(doc, doc.file().string() + ": nothing is printed because the mission or its card map has errors");
    if (!report.done()) return reportNotRun(report);
    if (!doc.mission().map) { // an unreadable map is an error finding, so this is not reached; kept for safety
        std::cerr << doc.file().string() << ": the mission's card map could not be read\n";
        return kExitBadInput;
    }
    return reportPicture(jobs::writeFofMissionSheet(doc.mission().mission, *doc.mission().map, {args.out, args.paper, args.side, args.setup}));
}

} // namespace

void registerFofMissionCommands(KindCommands& commands)
{
    const std::string kind = "fof-mission";
    commands.on<CheckArgs>("check", kind, [](jobs::Document& doc, const CheckArgs& args) { return fofCheck(mission(doc), args); });
    commands.on<TimelineArgs>("timeline", kind, [](jobs::Document& doc, const TimelineArgs&) { return fofTimeline(mission(doc)); });
    commands.on<ExportArgs>("export", kind, [](jobs::Document& doc, const ExportArgs& args) { return fofExport(mission(doc), args.out); });
    commands.on<SheetArgs>("sheet", kind, [](jobs::Document& doc, const SheetArgs& args) { return fofSheet(mission(doc), args); });
    commands.on<InfoArgs>("info", kind, [](jobs::Document& doc, const InfoArgs&) {
        if (!doc.loaded()) return checkFindings(doc);
        const Mission& m = mission(doc).mission().mission;
        std::cout << m.name << " (" << m.id << "), Fields of Fire mission, system fof\n";
        std::cout << "card map: " << m.mapHref << "; " << m.columns << " columns by " << m.rows << " rows; turns: " << m.turns << "\n";
        return infoFindings(doc.findings());
    });
}

} // namespace crestline::cli
