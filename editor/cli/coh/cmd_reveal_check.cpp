// `crestline reveal-check`: for a Conflict of Heroes position, the hidden
// units an enemy reveals and the units that may not hide [10.0, 10.2].

#include "editor/cli/commands.h"

#include "editor/jobs/coh/reveal_check_job.h"
#include "formats/los/json_text.h"
#include "formats/scenario/coh/coh_scenario_format.h"
#include "formats/scenario/gts/gts_scenario_format.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace crestline::cli {

namespace {

using Json = nlohmann::ordered_json;

const geometry::los::coh::PlacedUnit& placed(const jobs::RevealCheckResult& r, const std::string& id)
{
    for (const auto& u : r.units)
        if (u.id == id) return u;
    return r.units.front();
}

void printText(const jobs::RevealCheckResult& r, const geometry::HexGrid& g)
{
    const auto name = [&](const std::string& id) {
        const auto& u = placed(r, id);
        return id + " (" + u.side + ", " + g.label(u.hex) + ")";
    };
    std::cout << "hidden units [10.0]:" << (r.check.hidden.empty() ? " none" : "") << "\n";
    for (const auto& a : r.check.hidden) std::cout << "  " << name(a.unit) << ": " << a.why << "\n";
    std::cout << "units not hidden [10.2]:" << (r.check.visible.empty() ? " none" : "") << "\n";
    for (const auto& h : r.check.visible) std::cout << "  " << name(h.unit) << ": " << h.why << "\n";
    int revealed = 0, stuck = 0;
    for (const auto& a : r.check.hidden) revealed += a.revealed;
    for (const auto& h : r.check.visible) stuck += !h.mayHide;
    std::cout << revealed << " of " << r.check.hidden.size() << " hidden units revealed; " << stuck << " of " << r.check.visible.size()
              << " other units may not hide\n";
}

void printJson(const jobs::RevealCheckResult& r, const geometry::HexGrid& g)
{
    Json hidden = Json::array();
    for (const auto& a : r.check.hidden) {
        const auto& u = placed(r, a.unit);
        hidden.push_back({{"unit", a.unit}, {"side", u.side}, {"hex", g.label(u.hex)}, {"revealed", a.revealed},
                          {"cover", a.cover.empty() ? Json(nullptr) : Json(a.cover)}, {"by", a.by ? Json(*a.by) : Json(nullptr)},
                          {"distance", a.by ? Json(a.distance) : Json(nullptr)}, {"why", a.why}});
    }
    Json visible = Json::array();
    for (const auto& h : r.check.visible) {
        const auto& u = placed(r, h.unit);
        Json hexes = Json::array();
        for (const auto& x : h.hideHexes) hexes.push_back(g.label(x));
        visible.push_back({{"unit", h.unit}, {"side", u.side}, {"hex", g.label(u.hex)}, {"may_hide", h.mayHide},
                           {"seen_by", h.seenBy ? Json(*h.seenBy) : Json(nullptr)}, {"hide_hexes", std::move(hexes)}, {"why", h.why}});
    }
    std::cout << formats::jsonText(Json{{"hidden", std::move(hidden)}, {"not_hidden", std::move(visible)}});
}

/// The map to rule on and the units the position must agree with: a coh
/// scenario gives both; a coh map file alone gives the map, and the position's
/// own sides and kinds are taken.
bool scenarioForRevealCheck(const std::string& arg, std::filesystem::path& mapFile, std::vector<jobs::ScenarioUnitKind>& units, std::string& problem)
{
    const auto system = formats::scenarioSystemOfFile(arg);
    if (!system) {
        mapFile = arg; // not a scenario: read as a map (its own errors are reported there)
        return true;
    }
    if (*system != formats::kCohSystem) {
        problem = arg + ": a scenario of system '" + *system + "'; reveal-check reads Conflict of Heroes scenarios (system=\"coh\") or a coh map";
        return false;
    }
    const auto read = formats::readCohScenarioFile(arg);
    if (!read.value || hasErrors(read.findings)) {
        printFindings(std::cerr, read.findings, true);
        problem = arg + ": nothing answered: the scenario has errors (crestline check " + arg + ")";
        return false;
    }
    const auto& s = *read.value;
    if (s.maps.size() != 1) {
        problem = arg + ": reveal-check rules on one map; this scenario places " + std::to_string(s.maps.size());
        return false;
    }
    mapFile = std::filesystem::path(arg).parent_path() / s.maps.front().href;
    for (const auto& u : s.units) units.push_back({u.id, u.side, u.isVehicle()});
    return true;
}

} // namespace

int runRevealCheck(const RevealCheckArgs& args)
{
    std::filesystem::path mapFile = args.scenario;
    std::vector<jobs::ScenarioUnitKind> units;
    std::string problem;
    if (!scenarioForRevealCheck(args.scenario, mapFile, units, problem)) {
        std::cerr << "crestline: " << problem << "\n";
        return kExitBadInput;
    }
    const auto map = jobs::MapDocument::open(mapFile);
    const auto result = jobs::revealCheckJob(map, args.position, units);
    if (!result.done()) return reportNotRun(result);
    printFindings(std::cerr, result.findings);
    if (args.json) printJson(result, map.grid());
    else printText(result, map.grid());
    return kExitOk;
}

} // namespace crestline::cli
