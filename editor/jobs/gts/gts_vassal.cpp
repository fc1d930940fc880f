// A Grand Tactical Series scenario in a VASSAL module (gts_vassal.h): the
// victory hexes as zones [12.0], every Unit of the set-up on its hex [14.6],
// reinforcements by turn [8.0], the set-up sheet. GTS has no hidden set-up.

#include "editor/jobs/gts/gts_vassal.h"

#include "editor/jobs/gts/gts_scenario_jobs.h"
#include "formats/render/gts/gts_sheet.h"

namespace crestline::jobs {

namespace {

using scenarios::BoardSet;
using scenarios::HexSet;
using scenarios::gts::Army;
using scenarios::gts::GtsScenario;
using scenarios::gts::PieceRef;
using scenarios::gts::UnitPlace;
using scenarios::gts::UnitSetup;
using scenarios::gts::VictoryHex;

std::string kindOf(const scenarios::gts::Unit& u) { return std::string(movementClassName(u.movement)) + ", " + std::to_string(u.steps) + (u.steps == 1 ? " step" : " steps"); }

Findings readGts(const Document& opened, VassalScenario& out)
{
    const auto& doc = *as<GtsScenarioDocument>(opened);
    Findings findings = checkGtsScenarioFile(doc).findings;
    if (hasErrors(findings) || !doc.loaded()) return findings;
    const GtsScenario& s = doc.scenario();
    const BoardSet& boards = doc.boards();
    out.title = s.title.empty() ? s.id : s.title;
    out.boards = &boards;
    for (const Army& a : s.armies) out.sides.push_back({a.id, a.name.empty() ? a.id : a.name});
    auto armyIndex = [&](const std::string& id) {
        for (std::size_t i = 0; i < s.armies.size(); ++i)
            if (s.armies[i].id == id) return int(i);
        return -1;
    };
    for (const VictoryHex& v : s.victory.hexes) {
        HexSet hexes;
        if (auto r = boards.resolve(v.hex); r.hex) hexes.push_back(*r.hex);
        const Army* army = s.findArmy(v.army);
        addVassalZones(out.zones, hexes, "Victory hex " + v.hex.text() + " (" + (army ? army->name : v.army) + ", " + std::to_string(v.points) + ")",
                       armyIndex(v.army), true, v.points);
    }
    for (const UnitSetup& u : s.setup) {
        const UnitPlace place = s.findUnit(u.unit);
        if (!place.unit || !place.army) continue;
        out.units.push_back({u.unit, place.unit->name, kindOf(*place.unit), place.army->id, 1, boards.resolve(u.hex).hex, ""});
    }
    for (const scenarios::gts::Reinforcement& r : s.reinforcements)
        for (const PieceRef& p : r.units) {
            const UnitPlace place = s.findUnit(p.ref);
            if (!place.unit || !place.army) continue;
            out.units.push_back({p.ref, place.unit->name, kindOf(*place.unit), place.army->id, 1, std::nullopt, "turn " + std::to_string(r.turn)});
        }
    out.publicSheet = [&doc](Findings& warnings) {
        render::GtsSheetInput input;
        input.scenario = &doc.scenario();
        input.file = doc.file().string();
        for (std::size_t i = 0; i < doc.boards().boards().size(); ++i)
            if (doc.boards().loaded(int(i))) input.maps[doc.boards().boards()[i].id] = &doc.boards().analysis(int(i));
        return render::renderGtsSetupSheet(input, render::Paper::A4, &warnings);
    };
    return findings;
}

} // namespace

KindVassal gtsScenarioVassal() { return {readGts}; }

} // namespace crestline::jobs
