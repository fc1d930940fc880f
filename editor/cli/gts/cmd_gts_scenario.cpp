// The scenario commands for a GTS scenario: `check`, `timeline` and `export`
// run the GTS jobs; `check --setup` refuses (Sighting setups are FF's [FF 6]).
// Registered for the kind gts-scenario (<scenario system="gts">), with `sheet` and `info`.

#include "editor/cli/commands.h"
#include "editor/cli/kind_commands.h"

#include "editor/jobs/gts/gts_scenario_jobs.h"

#include <iostream>

namespace crestline::cli {

namespace {

using namespace scenarios::gts;

std::string joined(const std::vector<PieceRef>& refs)
{
    std::string out;
    for (const PieceRef& r : refs) out += (out.empty() ? "" : ", ") + r.ref;
    return out;
}

std::string describeEntry(const Reinforcement& r)
{
    if (!r.entry) return "(no entry given)";
    if (r.entry->hex) return "entry hex " + r.entry->hex->text();
    return "any entry hex marked '" + r.entry->symbol + "'";
}

void printTurn(const GtsScenario& s, const GtsTimelineTurn& t)
{
    std::cout << "Turn " << t.number << " (" << t.time << ")" << (t.night ? " night [28.0]" : "") << (t.last ? " last turn [12.0]" : "") << "\n";
    for (const AirUnits* a : t.air) std::cout << "  " << a->army << ": " << a->units << " air units if the weather is clear [27.0]\n";
    if (t.beforeNight) std::cout << "  turn before the night: +2 Dispatch Points to a Division whose chit is drawn [10.0.3]\n";
    for (const Reinforcement* r : t.arrivals) {
        std::cout << "  " << r->division << ": ";
        if (!r->units.empty()) std::cout << "units " << joined(r->units);
        if (!r->leaders.empty()) std::cout << (r->units.empty() ? "" : "; ") << "leaders " << joined(r->leaders);
        const Division* d = s.findDivision(r->division);
        std::cout << " placed on " << (r->entry && !r->entry->hex && r->entry->symbol.empty() && d ? "any entry hex marked '" + d->symbol + "'" : describeEntry(*r))
                  << " [8.0]\n";
    }
    for (const std::string& d : t.chitsGained) std::cout << "  " << d << ": Division Activation Chit goes into the mug [9.0]\n";
}

} // namespace

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
    const GtsScenario& s = doc.scenario();
    std::cout << s.title << " (" << s.id << ", GTS)\n";
    std::cout << "Weather: starts " << weatherName(s.weather.start) << (s.weather.mayChange ? ", may change [6.0]" : ", does not change [6.0]")
              << "; last turn " << s.turnRecord.last << "; first player " << s.firstTurn.firstPlayer << " [10.0.1]\n";
    for (const GtsTimelineTurn& t : result.turns) printTurn(s, t);
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
