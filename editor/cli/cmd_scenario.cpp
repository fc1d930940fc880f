// Scenario commands: `check`, `timeline`, `export`, `setup` and `reveal`. Each
// runs its job from crestline::jobs and prints the result. check, timeline,
// export (and info) of a scenario of kind "scenario" are here; other kinds
// register their own from their system's folder (kind_commands.h).

#include "editor/cli/commands.h"

#include "editor/cli/kind_commands.h"

#include "editor/jobs/document_io.h"
#include "editor/jobs/file_kinds.h"
#include "editor/jobs/scenario_jobs.h"

#include <iostream>

namespace crestline::cli {

namespace {

using namespace scenarios;

std::vector<std::filesystem::path> paths(const std::vector<std::string>& files) { return {files.begin(), files.end()}; }

std::string describeUnits(const std::vector<Unit>& units)
{
    std::string out;
    for (const Unit& u : units)
        out += (out.empty() ? "" : ", ") + std::to_string(u.count) + " x " + u.name + " (" + std::string(unitTypeName(u.type)) + " " +
               std::string(unitSizeName(u.size)) + ")";
    return out;
}

std::string describeEntry(const Entry& e)
{
    std::string where;
    if (e.edge) where = "along the " + std::string(mapEdgeName(*e.edge)) + " edge" + (e.map.empty() ? "" : " of " + e.map);
    if (!e.hexes.empty()) {
        std::string hexes;
        for (const HexName& h : e.hexes) hexes += (hexes.empty() ? "" : ", ") + h.text();
        where += (where.empty() ? "at " : ", at ") + hexes;
    }
    return where;
}

void printTurn(const TimelineTurn& t)
{
    std::cout << "Turn " << t.space << (t.start ? " (start)" : "") << ": ";
    if (t.suddenDeath) std::cout << "sudden death roll: the game ends if 2d10 is less than " << *t.suddenDeath << " [21.22]\n";
    else std::cout << "no sudden death roll\n";
    // [21.12a] the roll comes before reinforcements [21.12e]; 2d10 is never less than 2.
    if (t.suddenDeath && *t.suddenDeath > 2 && !t.arrivals.empty())
        std::cout << "  (the roll comes first: these arrive only if the game goes on [21.12a, 21.12e])\n";
    for (const Reinforcement* r : t.arrivals) {
        std::cout << "  " << r->side << ":";
        if (!r->units.empty()) std::cout << " " << describeUnits(r->units) << " enter " << (r->entry ? describeEntry(*r->entry) : "(no entry given)") << ";";
        if (r->commandMarkers > 0)
            std::cout << " " << r->commandMarkers << " Command marker" << (r->commandMarkers > 1 ? "s" : "") << " to the Available box [21.12e];";
        std::cout << "\n";
        if (!r->text.empty()) std::cout << "    " << r->text << "\n";
    }
}

} // namespace

int runCheck(const CheckArgs& args) { return runOnFile("check", args.file, args); }
int runTimeline(const TimelineArgs& args) { return runOnFile("timeline", args.scenario, args); }
int runExport(const ExportArgs& args) { return runOnFile("export", args.scenario, args); }

void registerScenarioCommands(KindCommands& commands)
{
    commands.on<CheckArgs>("check", "scenario", [](jobs::Document& file, const CheckArgs& args) {
        const auto& doc = *jobs::as<jobs::ScenarioDocument>(file);
        const auto result = jobs::checkScenarioFiles(doc, paths(args.setups));
        if (result.outcome == jobs::Outcome::BadInput) return reportNotRun(result);
        // The findings are what `check` reports: all of them, on standard output.
        printFindings(std::cout, result.findings);
        if (!result.problem.empty()) std::cerr << result.problem << "\n";
        if (result.findings.empty()) std::cout << args.file << ": no findings\n";
        return result.done() && !hasErrors(result.findings) ? kExitOk : kExitFindings;
    });
    commands.on<InfoArgs>("info", "scenario", [](jobs::Document& file, const InfoArgs&) {
        const auto& doc = *jobs::as<jobs::ScenarioDocument>(file);
        if (!doc.loaded()) return checkFindings(file);
        printScenarioHead(doc.scenario().title, doc.scenario().id, doc.scenario().system, doc.scenario().maps);
        return infoFindings(doc.findings());
    });
    commands.on<TimelineArgs>("timeline", "scenario", [](jobs::Document& file, const TimelineArgs&) {
        const auto& doc = *jobs::as<jobs::ScenarioDocument>(file);
        const auto result = jobs::timelineOf(doc);
        if (!result.done()) return reportNotRun(result);
        const Scenario& s = doc.scenario();
        const TimeTrack& tt = s.track.timeTrack;
        std::cout << s.title << " (" << s.id << ")\n";
        std::cout << "Time Track: Turn marker on space " << tt.turnStart << ", Sudden Death marker on space " << tt.suddenDeathSpace << ", last space "
                  << tt.lastSpace() << "\n";
        for (const TimelineTurn& t : result.turns) printTurn(t);
        return kExitOk;
    });
    commands.on<ExportArgs>("export", "scenario", [](jobs::Document& file, const ExportArgs& args) {
        const auto& doc = *jobs::as<jobs::ScenarioDocument>(file);
        const auto result = jobs::exportScenario(doc, args.out == "-" ? std::filesystem::path() : std::filesystem::path(args.out));
        if (!result.done()) return reportNotRun(result);
        if (args.out == "-") std::cout << result.json;
        return kExitOk;
    });
}

void printScenarioHead(const std::string& title, const std::string& id, const std::string& system, const std::vector<scenarios::MapPlacement>& maps)
{
    std::cout << title << " (" << id << "), scenario, system " << system << "\n";
    std::cout << "maps: " << maps.size();
    for (std::size_t i = 0; i < maps.size(); ++i) std::cout << (i ? ", " : ": ") << maps[i].id << " (" << maps[i].href << ")";
    std::cout << "\n";
}

int runSetup(const SetupArgs& args)
{
    const auto result = jobs::sealSetupPlan({args.plan, args.scenario, args.owner, args.opponent, args.only});
    if (!result.done()) return reportNotRun(result);
    printFindings(std::cerr, result.findings); // warnings only, or it would not have run
    return kExitOk;
}

std::string setupScenario(const SetupArgs& args)
{
    if (!args.scenario.empty()) return args.scenario;
    const jobs::RootSniff plan = jobs::sniffRoot(args.plan);
    const std::string href = plan.attribute("scenario-href");
    if (!plan.read() || href.empty()) return {};
    Findings ignored; // reference-outside: setup reports it itself
    return jobs::setupScenarioPath(args.plan, href, ignored, "").string();
}

int runReveal(const std::vector<std::string>& files, const std::vector<std::string>& only)
{
    const auto result = jobs::revealSetup(paths(files), only);
    if (!result.done()) return reportNotRun(result);
    for (const jobs::RevealedLine& r : result.revealed)
        std::cout << r.marker << " (owner's " << r.ownerId << ") in " << r.hex << ": " << r.content << " -- matches the commitment made before play\n";
    printFindings(std::cout, result.findings);
    return result.proved ? kExitOk : kExitFindings;
}

} // namespace crestline::cli
