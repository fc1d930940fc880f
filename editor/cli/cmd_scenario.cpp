// Scenario commands: `check`, `timeline`, `export`, `setup` and `reveal`. Each
// turns its arguments into a job on the same scenarios:: and formats:: code
// the editor uses. Exit codes: 0 ok; 1 error findings, a failed reveal, or a
// setup that does not fit its scenario; 2 bad arguments or unreadable input.

#include "editor/cli/commands.h"

#include "formats/common/atomic_file.h"
#include "formats/scenario/scenario_format.h"
#include "scenarios/scenario_checks.h"
#include "scenarios/setup_checks.h"
#include "scenarios/timeline.h"

#include <algorithm>
#include <iostream>
#include <memory>

namespace crestline::cli {

namespace {

namespace fs = std::filesystem;
using namespace scenarios;

/// Load a scenario with its maps; on failure print why and set the exit code
/// (2 if the file is unreadable or not a scenario, 1 if it has errors).
std::unique_ptr<formats::LoadedScenario> loadForCommand(const std::string& path, int& result, Findings& findings)
{
    auto r = formats::loadScenario(path);
    findings = std::move(r.findings);
    if (!r.ok()) {
        printFindings(std::cerr, findings);
        const bool fatal = std::any_of(findings.begin(), findings.end(), [](const Finding& f) { return f.severity == Severity::Fatal; });
        result = fatal ? kExitBadInput : kExitFindings;
        return nullptr;
    }
    return std::make_unique<formats::LoadedScenario>(std::move(*r.value));
}

std::optional<SightingSetup> loadSetup(const std::string& path, int& result)
{
    auto r = formats::readSetupFile(path);
    if (!r.ok()) {
        printFindings(std::cerr, r.findings);
        result = kExitBadInput;
        return std::nullopt;
    }
    printFindings(std::cerr, r.findings); // warnings only
    return std::move(*r.value);
}

void runCheck(const std::string& path, const std::vector<std::string>& setups, int& result)
{
    Findings findings;
    auto loaded = loadForCommand(path, result, findings);
    if (!loaded) return;
    for (Finding& f : checkScenario(loaded->scenario, loaded->boards, path)) findings.push_back(std::move(f));
    for (const std::string& file : setups) {
        const auto setup = loadSetup(file, result);
        if (!setup) return;
        const Findings more = setup->view == SetupView::Owner ? checkSetup(*setup, loaded->scenario, loaded->boards, file)
                                                              : checkOpponentSetup(*setup, loaded->scenario, loaded->boards, file);
        findings.insert(findings.end(), more.begin(), more.end());
    }
    result = printFindings(std::cout, findings);
    if (findings.empty()) std::cout << path << ": no findings\n";
}

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

void runTimeline(const std::string& path, int& result)
{
    Findings findings;
    auto loaded = loadForCommand(path, result, findings);
    if (!loaded) return;
    const Scenario& s = loaded->scenario;
    const TimeTrack& tt = s.track.timeTrack;
    std::cout << s.title << " (" << s.id << ")\n";
    std::cout << "Time Track: Turn marker on space " << tt.turnStart << ", Sudden Death marker on space " << tt.suddenDeathSpace
              << ", last space " << tt.lastSpace() << "\n";
    for (const TimelineTurn& t : buildTimeline(s)) {
        std::cout << "Turn " << t.space << (t.start ? " (start)" : "") << ": ";
        if (t.suddenDeath) std::cout << "sudden death roll: the game ends if 2d10 is less than " << *t.suddenDeath << " [21.22]\n";
        else std::cout << "no sudden death roll\n";
        for (const Reinforcement* r : t.arrivals) {
            std::cout << "  " << r->side << ":";
            if (!r->units.empty()) std::cout << " " << describeUnits(r->units) << " enter " << (r->entry ? describeEntry(*r->entry) : "(no entry given)") << ";";
            if (r->commandMarkers > 0)
                std::cout << " " << r->commandMarkers << " Command marker" << (r->commandMarkers > 1 ? "s" : "") << " to the Available box [21.12e];";
            std::cout << "\n";
            if (!r->text.empty()) std::cout << "    " << r->text << "\n";
        }
    }
    result = kExitOk;
}

void runExport(const std::string& path, const std::string& out, int& result)
{
    Findings findings;
    auto loaded = loadForCommand(path, result, findings);
    if (!loaded) return;
    for (Finding& f : checkScenario(loaded->scenario, loaded->boards, path)) findings.push_back(std::move(f));
    if (hasErrors(findings)) {
        printFindings(std::cerr, findings);
        std::cerr << path << ": not exported: fix the errors above first\n";
        result = kExitFindings;
        return;
    }
    const std::string json = formats::exportScenarioJson(loaded->scenario, loaded->boards);
    if (out == "-") {
        std::cout << json;
    } else if (const auto error = formats::saveAtomically(out, json)) {
        std::cerr << *error << "\n";
        result = kExitBadInput;
        return;
    }
    result = kExitOk;
}

/// Path of `target` as seen from the directory of `from`.
std::string relativeTo(const fs::path& target, const fs::path& from)
{
    std::error_code ec;
    const fs::path base = fs::absolute(from, ec).parent_path();
    const fs::path rel = fs::relative(fs::absolute(target, ec), base, ec);
    return ec ? target.generic_string() : rel.generic_string();
}

struct SetupJob {
    std::string plan, scenario, owner, opponent;
    std::vector<std::string> only;
};

void runSetup(const SetupJob& job, int& result)
{
    auto plan = loadSetup(job.plan, result);
    if (!plan) return;
    if (plan->view != SetupView::Owner) {
        std::cerr << job.plan << ": this is an opponent's file; `setup` needs the owner's plan with contents\n";
        result = kExitBadInput;
        return;
    }
    const fs::path scenarioPath =
        !job.scenario.empty() ? fs::path(job.scenario) : fs::path(job.plan).parent_path() / plan->scenarioHref;
    if (job.scenario.empty() && plan->scenarioHref.empty()) {
        std::cerr << job.plan << ": no scenario-href in the plan; give --scenario\n";
        result = kExitBadInput;
        return;
    }
    Findings findings;
    auto loaded = loadForCommand(scenarioPath.string(), result, findings);
    if (!loaded) return;
    findings = checkSetup(*plan, loaded->scenario, loaded->boards, job.plan);
    if (!hasErrors(findings)) {
        const Findings sealing = sealSetup(*plan, job.plan);
        findings.insert(findings.end(), sealing.begin(), sealing.end());
    }
    printFindings(std::cerr, findings);
    if (hasErrors(findings)) {
        std::cerr << job.plan << ": nothing written\n";
        result = kExitFindings;
        return;
    }
    if (!job.opponent.empty()) {
        SightingSetup opp = opponentView(*plan);
        opp.scenarioHref = relativeTo(scenarioPath, job.opponent);
        if (const Findings error = formats::writeSetupFile(opp, job.opponent); !error.empty()) {
            printFindings(std::cerr, error);
            result = kExitBadInput;
            return;
        }
    }
    if (!job.owner.empty()) {
        SightingSetup owner = *plan;
        owner.scenarioHref = relativeTo(scenarioPath, job.owner);
        if (!job.only.empty()) {
            std::vector<PlacedMarker> kept;
            for (const std::string& id : job.only) {
                const PlacedMarker* m = owner.find(id);
                if (!m) {
                    std::cerr << job.plan << ": no marker " << id << "\n";
                    result = kExitBadInput;
                    return;
                }
                kept.push_back(*m);
            }
            owner.markers = std::move(kept);
        }
        if (const Findings error = formats::writeSetupFile(owner, job.owner); !error.empty()) {
            printFindings(std::cerr, error);
            result = kExitBadInput;
            return;
        }
    }
    result = kExitOk;
}

/// "Hidden: A (1 x Grenadier squad g-gren-sqd, ...)" with counter names when the scenario is at hand.
std::string describeRevealed(const MarkerContent& c, const Scenario* scenario, const std::string& side)
{
    if (!scenario || c.pieces.empty()) return describeContent(c);
    MarkerContent named = c;
    for (HiddenPiece& p : named.pieces) {
        if (const Unit* u = scenario->findUnit(side, p.ref))
            p.ref = u->name + " " + std::string(unitSizeName(u->size)) + " (" + p.ref + ")";
        else if (const Fortification* f = scenario->findFortification(side, p.ref))
            p.ref = f->kind + " (" + p.ref + ")";
    }
    return describeContent(named);
}

void runReveal(const std::vector<std::string>& files, const std::vector<std::string>& only, int& result)
{
    std::optional<SightingSetup> owner, opponent;
    std::string ownerFile, opponentFile;
    for (const std::string& f : files) {
        auto s = loadSetup(f, result);
        if (!s) return;
        auto& slot = s->view == SetupView::Owner ? owner : opponent;
        if (slot) {
            std::cerr << f << ": `reveal` takes one owner's file and one opponent's file\n";
            result = kExitBadInput;
            return;
        }
        (s->view == SetupView::Owner ? ownerFile : opponentFile) = f;
        slot = std::move(s);
    }
    if (!owner || !opponent) {
        std::cerr << "`reveal` needs the owner's file (contents and salts) and the opponent's file (commitments)\n";
        result = kExitBadInput;
        return;
    }
    const RevealReport report = verifyReveal(*owner, ownerFile, *opponent, opponentFile, only);
    // Counter names come from the scenario the opponent's file names, when it can be read.
    std::optional<Scenario> scenario;
    if (!opponent->scenarioHref.empty()) {
        auto read = formats::readScenarioFile(fs::path(opponentFile).parent_path() / opponent->scenarioHref);
        if (read.ok() && read.value->id == opponent->scenarioId) scenario = std::move(read.value);
    }
    for (const RevealedMarker& r : report.verified)
        std::cout << r.marker->id << " in " << r.marker->hex.text() << ": "
                  << describeRevealed(*r.marker->content, scenario ? &*scenario : nullptr, owner->side)
                  << " -- matches the commitment made before play\n";
    printFindings(std::cout, report.findings);
    result = report.ok() ? kExitOk : kExitFindings;
}

} // namespace

void addScenarioCommands(CLI::App& app, int& result)
{
    auto* check = app.add_subcommand("check", "Check a scenario (and optionally Sighting setups) and list findings with codes");
    auto checkPath = std::make_shared<std::string>();
    auto checkSetups = std::make_shared<std::vector<std::string>>();
    check->add_option("SCENARIO", *checkPath, "scenario file (NAME.scenario.xml)")->required();
    check->add_option("--setup", *checkSetups, "Sighting setup files (owner's or opponent's) to check against the scenario");
    check->callback([checkPath, checkSetups, &result] { runCheck(*checkPath, *checkSetups, result); });

    auto* timeline = app.add_subcommand("timeline", "Turn by turn: reinforcements, Command markers, the sudden death number in force");
    auto timelinePath = std::make_shared<std::string>();
    timeline->add_option("SCENARIO", *timelinePath, "scenario file")->required();
    timeline->callback([timelinePath, &result] { runTimeline(*timelinePath, result); });

    auto* exp = app.add_subcommand("export", "Export a scenario resolved for a play engine");
    auto exportPath = std::make_shared<std::string>();
    auto exportOut = std::make_shared<std::string>();
    exp->add_option("SCENARIO", *exportPath, "scenario file")->required();
    exp->add_option("--json", *exportOut, "JSON file to write ('-' for standard output)")->required();
    exp->callback([exportPath, exportOut, &result] { runExport(*exportPath, *exportOut, result); });

    auto* setup = app.add_subcommand("setup", "Seal a Sighting setup plan: write the owner's file (contents, salts) and the opponent's file "
                                              "(marker hexes and commitments only)");
    auto job = std::make_shared<SetupJob>();
    setup->add_option("PLAN", job->plan, "owner's setup file: markers with hexes and contents (salts are added if missing)")->required();
    setup->add_option("--scenario", job->scenario, "scenario file (default: the plan's scenario-href)");
    setup->add_option("--owner", job->owner, "owner's file to write");
    setup->add_option("--opponent", job->opponent, "opponent's file to write");
    setup->add_option("--only", job->only, "write only these markers to the owner's file (to reveal them)");
    setup->callback([job, &result] {
        if (job->owner.empty() && job->opponent.empty()) {
            std::cerr << "setup: give --owner, --opponent or both\n";
            result = kExitBadInput;
            return;
        }
        runSetup(*job, result);
    });

    auto* reveal = app.add_subcommand("reveal", "Prove revealed Sighting markers against the commitments in the opponent's file");
    auto revealFiles = std::make_shared<std::vector<std::string>>();
    auto revealOnly = std::make_shared<std::vector<std::string>>();
    reveal->add_option("FILES", *revealFiles, "the owner's file (or part of it) and the opponent's file, in either order")->required()->expected(2);
    reveal->add_option("--marker", *revealOnly, "reveal only these markers");
    reveal->callback([revealFiles, revealOnly, &result] { runReveal(*revealFiles, *revealOnly, result); });
}

} // namespace crestline::cli
