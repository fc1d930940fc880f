// `crestline reveal-check`: for a Conflict of Heroes position, the hidden
// units an enemy reveals and the units that may not hide [10.0, 10.2].

#include "editor/cli/commands.h"
#include "editor/cli/coh/cmd_coh.h"
#include "editor/cli/kind_commands.h"

#include "editor/jobs/coh/reveal_check_job.h"
#include "formats/los/json_text.h"
#include "editor/jobs/coh/coh_scenario_jobs.h"
#include "editor/jobs/file_kinds.h"
#include "formats/common/file_reference.h"

#include <nlohmann/json.hpp>

#include <iostream>
#include <memory>

namespace crestline::cli {

namespace {

using Json = nlohmann::ordered_json;

const geometry::los::coh::PlacedUnit& placed(const jobs::RevealCheckResult& r, const std::string& id)
{
    for (const auto& u : r.units)
        if (u.id == id) return u;
    return r.units.front();
}

void printText(const jobs::RevealCheckResult& r, const geometry::HexGrid& g) { std::cout << jobs::revealCheckText(r, g); }

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
/// scenario gives both (its one map through the scenario reader's reference
/// resolution); a hex map file alone gives the map, and the position's own
/// sides and kinds are taken. Each file is opened once, as its kind.
std::optional<jobs::MapDocument> mapForRevealCheck(const std::string& arg, std::vector<jobs::ScenarioUnitKind>& units, int& exit)
{
    jobs::OpenedDocument opened = jobs::openDocument(arg);
    if (!opened.document) {
        exit = reportNotRun(opened);
        return std::nullopt;
    }
    if (auto* map = jobs::as<jobs::MapDocument>(*opened.document)) return std::move(*map); // its own errors are reported by the job
    const auto* doc = jobs::as<jobs::CohScenarioDocument>(*opened.document);
    if (!doc) {
        std::cerr << "crestline: " << arg << ": reveal-check reads a " << jobs::fileKinds().byId("coh-scenario")->describe() << " or a "
                  << jobs::fileKinds().byId("hex-map")->describe() << ", not a " << opened.kind->describe() << "\n";
        exit = kExitBadInput;
        return std::nullopt;
    }
    if (!doc->loaded()) {
        printFindings(std::cerr, doc->findings(), true);
        std::cerr << "crestline: " << arg << ": nothing answered: the scenario cannot be read\n";
        exit = kExitBadInput;
        return std::nullopt;
    }
    // The scenario's checks too (crestline check's findings), not only the reader's: nothing is
    // answered on a scenario with errors; exit 1, as every command with error findings.
    const auto checked = jobs::checkCohScenarioFile(*doc);
    if (checked.outcome == jobs::Outcome::BadInput) {
        exit = reportNotRun(checked);
        return std::nullopt;
    }
    if (hasErrors(checked.findings)) {
        printFindings(std::cerr, checked.findings, true);
        std::cerr << "crestline: " << arg << ": nothing answered: the scenario has errors (crestline check " << arg << ")\n";
        exit = kExitFindings;
        return std::nullopt;
    }
    const auto& s = doc->scenario();
    if (s.maps.size() != 1) {
        std::cerr << "crestline: " << arg << ": reveal-check rules on one map; this scenario places " << s.maps.size() << "\n";
        exit = kExitBadInput;
        return std::nullopt;
    }
    for (const auto& u : s.units) units.push_back({u.id, u.side, u.isVehicle()});
    return jobs::MapDocument::open(formats::resolveReference(arg, s.maps.front().href, {}).path);
}

} // namespace

void addRevealCheckCommand(KindCommands& commands)
{
    auto args = std::make_shared<RevealCheckArgs>();
    using Kind = CommandArgument::Kind;
    commands.addCommand({"reveal-check", "Conflict of Heroes: which hidden units an enemy reveals, which units may not hide [10.0, 10.2]",
                         "Exit codes: 0 answered; 1 the scenario, its map or the position has error findings, or the position does not\n"
                         "fit the scenario or map (a unit or hex it does not have): they are printed and nothing is answered; 2 bad\n"
                         "arguments, a file that cannot be read at all, a file of another kind, a map of another system, or a scenario\n"
                         "that places more or fewer than one map.",
                         {{Kind::Positional, "SCENARIO", "coh scenario file (or a coh map file)", &args->scenario, nullptr, nullptr, true},
                          {Kind::Option, "--position", "the position: units of both sides in hexes, which are hidden (NAME.position.xml)",
                           &args->position, nullptr, nullptr, true},
                          {Kind::Flag, "--json", "print as JSON", nullptr, &args->json, nullptr, false}},
                         [args] { return runRevealCheck(*args); }});
}

int runRevealCheck(const RevealCheckArgs& args)
{
    std::vector<jobs::ScenarioUnitKind> units;
    int exit = kExitOk;
    const auto map = mapForRevealCheck(args.scenario, units, exit);
    if (!map) return exit;
    const auto result = jobs::revealCheckJob(*map, args.position, units);
    if (!result.done()) return reportNotRun(result);
    printFindings(std::cerr, result.findings);
    if (args.json) printJson(result, map->grid());
    else printText(result, map->grid());
    return kExitOk;
}

} // namespace crestline::cli
