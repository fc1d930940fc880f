// The scenario commands for a Fields of Fire mission (system="fof"): `check`
// lists the reader's, the card map's and the mission checks' findings;
// `timeline` lists the Potential Contacts placed at set-up and on each turn
// [2.2.2, 3.2.2]; `export` writes the JSON of docs/fof-mission.md. A
// mission with error findings gets no timeline and no export (exit 1).
// cmd_scenario.cpp sends a scenario here when its root says system="fof".
// The jobs run here over formats and scenarios directly: editor/jobs has no
// mission document yet.

#include "editor/cli/commands.h"

#include "editor/jobs/document_io.h"
#include "formats/scenario/fof/fof_mission_format.h"
#include "formats/scenario/gts/gts_scenario_format.h"
#include "scenarios/fof/fof_checks.h"
#include "scenarios/fof/fof_timeline.h"

#include <iostream>

namespace crestline::cli {

namespace {

using namespace scenarios::fof;

/// The mission read and checked: the loader's findings (the map's included) and the checks'.
struct CheckedMission {
    std::optional<formats::LoadedFofMission> loaded;
    jobs::JobReport report;
};

CheckedMission checkMission(const std::string& file)
{
    CheckedMission out;
    auto read = formats::loadFofMission(file);
    out.report.findings = std::move(read.findings);
    if (!read.value) {
        jobs::refuse(out.report, jobs::refusalFor(out.report.findings), file + ": the mission could not be read");
        return out;
    }
    out.loaded = std::move(*read.value);
    const formats::LoadedFofMap* map = out.loaded->map ? &*out.loaded->map : nullptr;
    jobs::append(out.report.findings, checkFofMission(out.loaded->mission, map ? &map->map : nullptr, map ? map->decks : std::vector<maps::FofDeck>{}, file));
    return out;
}

/// Refuse a job on a mission with errors; true when it may run.
bool usable(CheckedMission& m, const std::string& why)
{
    if (!m.report.done()) return false;
    if (!hasErrors(m.report.findings)) return true;
    jobs::refuse(m.report, jobs::Outcome::Refused, why);
    return false;
}

std::string describeContact(const PotentialContact& c)
{
    std::string s = "Row " + std::to_string(c.row) + (c.column ? ", column " + std::to_string(*c.column) : std::string()) + ": ";
    if (c.random) s += "random" + (c.letter.empty() ? std::string() : " (letter " + c.letter + ")");
    else s += "letter " + c.letter;
    return s;
}

} // namespace

bool isFofMissionFile(const std::string& file)
{
    return formats::scenarioSystemOfFile(file) == std::string(formats::kFofSystem);
}

int runFofCheck(const std::string& scenario, const std::vector<std::string>& setups)
{
    if (!setups.empty()) {
        std::cerr << scenario << ": a Fields of Fire mission has no Sighting setups; --setup is for FF scenarios\n";
        return kExitBadInput;
    }
    CheckedMission m = checkMission(scenario);
    if (m.report.outcome == jobs::Outcome::BadInput) return reportNotRun(m.report);
    printFindings(std::cout, m.report.findings);
    if (!m.report.problem.empty()) std::cerr << m.report.problem << "\n";
    if (m.report.findings.empty()) std::cout << scenario << ": no findings\n";
    return m.report.done() && !hasErrors(m.report.findings) ? kExitOk : kExitFindings;
}

int runFofTimeline(const std::string& scenario)
{
    CheckedMission m = checkMission(scenario);
    if (!usable(m, scenario + ": no timeline is given because the mission has errors")) return reportNotRun(m.report);
    const Mission& mission = m.loaded->mission;
    std::cout << mission.name << " (" << mission.id << ", FoF " << missionTypeName(mission.type) << ")\n";
    std::cout << "Turns: " << mission.turns << " [2.1]; Potential Contacts [2.2.2, 3.2.2]:\n";
    for (const ContactsOnTurn& t : contactsByTurn(mission)) {
        if (t.turn > 0 && t.contacts.empty()) continue;
        std::cout << (t.turn == 0 ? std::string("Set-up") : "Turn " + std::to_string(t.turn)) << ": " << t.contacts.size() << " Potential Contact"
                  << (t.contacts.size() == 1 ? "" : "s") << "\n";
        for (const PotentialContact* c : t.contacts) std::cout << "  " << describeContact(*c) << "\n";
    }
    return kExitOk;
}

int runFofExport(const std::string& scenario, const std::string& out)
{
    CheckedMission m = checkMission(scenario);
    if (!usable(m, scenario + ": not exported: fix the errors above first")) return reportNotRun(m.report);
    const std::string json = formats::exportFofMissionJson(m.loaded->mission, m.loaded->map ? &*m.loaded->map : nullptr);
    if (out == "-") {
        std::cout << json;
        return kExitOk;
    }
    if (!jobs::saveOutput(m.report, out, json)) return reportNotRun(m.report);
    return kExitOk;
}

} // namespace crestline::cli
