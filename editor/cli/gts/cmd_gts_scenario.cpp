// The scenario commands for a GTS scenario: `check`, `timeline` and `export`
// run the GTS jobs; `check --setup` refuses (Sighting setups are FF's [FF 6]).
// Registered for the kind gts-scenario (<scenario system="gts">), with `sheet` and `info`.

#include "editor/cli/commands.h"
#include "editor/cli/kind_commands.h"

#include "editor/jobs/gts/gts_scenario_jobs.h"

#include <iostream>

namespace crestline::cli {

using namespace scenarios::gts;

namespace {

int gtsCheck(const jobs::GtsScenarioDocument& doc, const CheckArgs& args)
{
    if (!args.setups.empty()) {
        std::cerr << args.file << ": a GTS scenario has no Sighting setups (--setup is for FF scenarios)\n";
        return kExitBadInput;
    }
    const auto result = jobs::checkGtsScenarioFile(doc);
    if (result.outcome == jobs::Outcome::BadInput) return reportNotRun(result);
    printFindings(std::cout, result.findings);
    if (!result.problem.empty()) std::cerr << result.problem << "\n";
    if (result.findings.empty()) std::cout << args.file << ": no findings\n";
    return result.done() && !hasErrors(result.findings) ? kExitOk : kExitFindings;
}

int gtsTimeline(const jobs::GtsScenarioDocument& doc)
{
    const auto result = jobs::gtsTimelineOf(doc);
    if (!result.done()) return reportNotRun(result);
    std::cout << jobs::gtsTimelineText(doc, result);
    return kExitOk;
}

int gtsExport(const jobs::GtsScenarioDocument& doc, const std::string& out)
{
    const auto result = jobs::exportGtsScenario(doc, out == "-" ? std::filesystem::path() : std::filesystem::path(out));
    if (!result.done()) return reportNotRun(result);
    if (out == "-") std::cout << result.json;
    return kExitOk;
}

const jobs::GtsScenarioDocument& gts(jobs::Document& doc) { return *jobs::as<jobs::GtsScenarioDocument>(doc); }

} // namespace

void registerGtsCommands(KindCommands& commands)
{
    const std::string kind = "gts-scenario";
    commands.on<CheckArgs>("check", kind, [](jobs::Document& doc, const CheckArgs& args) { return gtsCheck(gts(doc), args); });
    commands.on<TimelineArgs>("timeline", kind, [](jobs::Document& doc, const TimelineArgs&) { return gtsTimeline(gts(doc)); });
    commands.on<ExportArgs>("export", kind, [](jobs::Document& doc, const ExportArgs& args) { return gtsExport(gts(doc), args.out); });
    commands.on<SheetArgs>("sheet", kind, [](jobs::Document& doc, const SheetArgs& args) {
        return reportPicture(jobs::writeGtsSetupSheet(gts(doc), {args.out, args.paper, args.side, args.setup}));
    });
    commands.on<InfoArgs>("info", kind, [](jobs::Document& doc, const InfoArgs&) {
        if (!doc.loaded()) return checkFindings(doc);
        const GtsScenario& s = gts(doc).scenario();
        printScenarioHead(s.title, s.id, s.system, s.maps);
        return infoFindings(doc.findings());
    });
}

} // namespace crestline::cli
