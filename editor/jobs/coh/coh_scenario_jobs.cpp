// CoH scenario jobs (see coh_scenario_jobs.h).

#include "editor/jobs/coh/coh_scenario_jobs.h"

#include "editor/jobs/document_io.h"
#include "scenarios/coh/coh_checks.h"

#include <sstream>

namespace crestline::jobs {

namespace fs = std::filesystem;

namespace {

bool usable(const CohScenarioDocument& doc, JobReport& report, const std::string& why)
{
    return scenarioUsable(doc, report, why, scenarios::coh::checkCohScenario);
}

} // namespace

CohCheckResult checkCohScenarioFile(const CohScenarioDocument& doc)
{
    CohCheckResult result;
    if (!scenarioReadable(doc, result)) return result;
    append(result.findings, scenarios::coh::checkCohScenario(doc.scenario(), doc.boards(), doc.file().string()));
    return result;
}

CohTimelineResult cohTimelineOf(const CohScenarioDocument& doc)
{
    CohTimelineResult result;
    if (!usable(doc, result, doc.file().string() + ": no timeline is given because the scenario has errors")) return result;
    result.rounds = scenarios::coh::buildCohTimeline(doc.scenario());
    return result;
}


namespace {

using namespace scenarios::coh;

void printRound(std::ostream& out, const CohScenario& s, const CohTimelineRound& r)
{
    out << "Round " << r.number << (r.last ? " (last round)" : "") << "\n";
    for (const CohCards& c : r.cards) {
        out << "  " << c.side << ":";
        if (c.dealt > 0) out << " dealt " << c.dealt << " Action Card" << (c.dealt == 1 ? "" : "s");
        if (c.drawn > 0) out << (c.dealt > 0 ? "," : "") << " draws " << c.drawn << " Action Card" << (c.drawn == 1 ? "" : "s");
        out << " [8.0]\n";
    }
    for (const Reinforcement* a : r.arrivals) {
        out << "  " << a->side << " reinforcements:";
        for (const UnitRef& u : a->units) {
            const Unit* unit = s.findUnit(u.ref);
            out << " " << u.ref << (unit ? " (" + unit->name + ")" : "");
        }
        out << " enter at";
        for (const scenarios::HexName& h : a->entry) out << " " << h.text();
        out << " [5.5]\n";
    }
}

} // namespace

std::string cohTimelineText(const CohScenarioDocument& doc, const CohTimelineResult& timeline)
{
    std::ostringstream out;
    const CohScenario& s = doc.scenario();
    out << s.title << " (" << s.id << ", CoH)\n";
    out << "Rounds: " << s.rounds << "; CAPs at start:";
    for (const Side& side : s.sides) out << " " << side.id << " " << side.caps;
    out << " [3.2]\n";
    for (const CohTimelineRound& r : timeline.rounds) printRound(out, s, r);
    return out.str();
}

CohExportResult exportCohScenario(const CohScenarioDocument& doc, const fs::path& out)
{
    CohExportResult result;
    if (!usable(doc, result, doc.file().string() + ": not exported: fix the errors above first")) return result;
    result.json = formats::exportCohScenarioJson(doc.scenario(), doc.boards());
    if (!out.empty()) saveOutput(result, out, result.json);
    return result;
}

} // namespace crestline::jobs
