// The scenario commands for a CoH scenario: `check`, `timeline` and `export`
// run the CoH jobs; `check --setup` refuses (Sighting setups are FF's).
// cmd_scenario.cpp sends a scenario here when its root says system="coh".

#include "editor/cli/commands.h"

#include "editor/jobs/coh/coh_hidden_jobs.h"
#include "editor/jobs/coh/coh_scenario_jobs.h"

#include <iostream>

namespace crestline::cli {

namespace {

using namespace scenarios::coh;

void printRound(const CohScenario& s, const CohTimelineRound& r)
{
    std::cout << "Round " << r.number << (r.last ? " (last round)" : "") << "\n";
    for (const CohCards& c : r.cards) {
        std::cout << "  " << c.side << ":";
        if (c.dealt > 0) std::cout << " dealt " << c.dealt << " Action Card" << (c.dealt == 1 ? "" : "s");
        if (c.drawn > 0) std::cout << (c.dealt > 0 ? "," : "") << " draws " << c.drawn << " Action Card" << (c.drawn == 1 ? "" : "s");
        std::cout << " [8.0]\n";
    }
    for (const Reinforcement* a : r.arrivals) {
        std::cout << "  " << a->side << " reinforcements:";
        for (const UnitRef& u : a->units) {
            const Unit* unit = s.findUnit(u.ref);
            std::cout << " " << u.ref << (unit ? " (" + unit->name + ")" : "");
        }
        std::cout << " enter at";
        for (const scenarios::HexName& h : a->entry) std::cout << " " << h.text();
        std::cout << " [5.5]\n";
    }
}

} // namespace

int runCohCheck(const std::string& scenario, const std::vector<std::string>& setups)
{
    const auto doc = jobs::CohScenarioDocument::open(scenario);
    auto result = jobs::checkCohScenarioFile(doc);
    if (result.done() && doc.loaded()) jobs::checkHiddenSetupFiles(doc, {setups.begin(), setups.end()}, result);
    if (result.outcome == jobs::Outcome::BadInput) return reportNotRun(result);
    printFindings(std::cout, result.findings);
    if (!result.problem.empty()) std::cerr << result.problem << "\n";
    if (result.findings.empty()) std::cout << scenario << ": no findings\n";
    return result.done() && !hasErrors(result.findings) ? kExitOk : kExitFindings;
}

int runCohTimeline(const std::string& scenario)
{
    const auto doc = jobs::CohScenarioDocument::open(scenario);
    const auto result = jobs::cohTimelineOf(doc);
    if (!result.done()) return reportNotRun(result);
    const CohScenario& s = doc.scenario();
    std::cout << s.title << " (" << s.id << ", CoH)\n";
    std::cout << "Rounds: " << s.rounds << "; CAPs at start:";
    for (const Side& side : s.sides) std::cout << " " << side.id << " " << side.caps;
    std::cout << " [3.2]\n";
    for (const CohTimelineRound& r : result.rounds) printRound(s, r);
    return kExitOk;
}

int runCohExport(const std::string& scenario, const std::string& out)
{
    const auto doc = jobs::CohScenarioDocument::open(scenario);
    const auto result = jobs::exportCohScenario(doc, out == "-" ? std::filesystem::path() : std::filesystem::path(out));
    if (!result.done()) return reportNotRun(result);
    if (out == "-") std::cout << result.json;
    return kExitOk;
}

} // namespace crestline::cli
