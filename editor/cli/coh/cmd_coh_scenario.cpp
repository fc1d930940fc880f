// The scenario commands for a CoH scenario: `check`, `timeline` and `export`
// run the CoH jobs; `check --setup` refuses (Sighting setups are FF's).
// Registered for the kind coh-scenario (<scenario system="coh">), with `sheet` and `info`.

#include "editor/cli/commands.h"
#include "editor/cli/kind_commands.h"

#include "editor/jobs/coh/coh_hidden_jobs.h"
#include "editor/jobs/coh/coh_kinds.h"
#include "editor/jobs/coh/coh_scenario_jobs.h"
#include "editor/jobs/coh/coh_picture_jobs.h"

#include <iostream>

namespace crestline::cli {

using namespace scenarios::coh;

namespace {

const jobs::CohScenarioDocument& coh(jobs::Document& doc) { return *jobs::as<jobs::CohScenarioDocument>(doc); }

int cohCheck(const jobs::CohScenarioDocument& doc, const CheckArgs& args)
{
    auto result = jobs::checkCohScenarioFile(doc);
    if (result.done() && doc.loaded()) jobs::checkHiddenSetupFiles(doc, {args.setups.begin(), args.setups.end()}, result);
    if (result.outcome == jobs::Outcome::BadInput) return reportNotRun(result);
    printFindings(std::cout, result.findings);
    if (!result.problem.empty()) std::cerr << result.problem << "\n";
    if (result.findings.empty()) std::cout << args.file << ": no findings\n";
    return result.done() && !hasErrors(result.findings) ? kExitOk : kExitFindings;
}

int cohTimeline(const jobs::CohScenarioDocument& doc)
{
    const auto result = jobs::cohTimelineOf(doc);
    if (!result.done()) return reportNotRun(result);
    std::cout << jobs::cohTimelineText(doc, result);
    return kExitOk;
}

int cohExport(const jobs::CohScenarioDocument& doc, const std::string& out)
{
    const auto result = jobs::exportCohScenario(doc, out == "-" ? std::filesystem::path() : std::filesystem::path(out));
    if (!result.done()) return reportNotRun(result);
    if (out == "-") std::cout << result.json;
    return kExitOk;
}

} // namespace

void addRevealCheckCommand(KindCommands& commands); // cmd_reveal_check.cpp

void registerCohCommands(KindCommands& commands)
{
    addRevealCheckCommand(commands);
    const std::string kind = "coh-scenario";
    commands.on<CheckArgs>("check", kind, [](jobs::Document& doc, const CheckArgs& args) { return cohCheck(coh(doc), args); });
    commands.on<TimelineArgs>("timeline", kind, [](jobs::Document& doc, const TimelineArgs&) { return cohTimeline(coh(doc)); });
    commands.on<ExportArgs>("export", kind, [](jobs::Document& doc, const ExportArgs& args) { return cohExport(coh(doc), args.out); });
    commands.on<SheetArgs>("sheet", kind, [](jobs::Document& doc, const SheetArgs& args) {
        return reportPicture(jobs::writeCohSetupSheet(coh(doc), {args.out, args.paper, args.side, args.setup}));
    });
    commands.on<InfoArgs>("info", kind, [](jobs::Document& doc, const InfoArgs&) {
        if (!doc.loaded()) return checkFindings(doc);
        const CohScenario& s = coh(doc).scenario();
        printScenarioHead(s.title, s.id, s.system, s.maps);
        std::cout << "rounds: " << s.rounds << "; units: " << s.units.size() << "\n";
        return infoFindings(doc.findings());
    });
    commands.on<InfoArgs>("info", "coh-hidden-setup", [](jobs::Document& doc, const InfoArgs&) {
        const auto* h = jobs::as<jobs::CohHiddenSetupDocument>(doc);
        if (!h->loaded()) return checkFindings(doc);
        const HiddenSetup& setup = *h->value;
        const bool owner = setup.view == scenarios::SetupView::Owner;
        std::cout << "CoH hidden set-up (" << (owner ? (setup.setupId.empty() ? "owner's plan" : "owner's file") : "opponent's file") << ") of scenario "
                  << setup.scenarioId << ", side " << setup.side << "\n";
        std::cout << "hidden units: " << setup.units.size() << "\n";
        return infoFindings(doc.findings());
    });
    commands.on<InfoArgs>("info", "coh-position", [](jobs::Document& doc, const InfoArgs&) {
        const auto* p = jobs::as<jobs::CohPositionDocument>(doc);
        if (!p->loaded()) return checkFindings(doc);
        std::cout << "CoH position: " << p->value->units.size() << " units, " << p->value->counters.size() << " counters, " << p->value->smoke.size()
                  << " smoke counters\n";
        return infoFindings(doc.findings());
    });
}

} // namespace crestline::cli
