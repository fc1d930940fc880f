// The GTS scenario forms and what refers to what (see gts_scenario_forms.h):
// the set-up stacks and the reinforcements' entry hexes drawn on the map
// under edit, and the references that follow a renamed id in the same step.

#include "editor/gui/gts/gts_scenario_forms.h"

#include "editor/jobs/gts/gts_scenario_jobs.h"
#include "editor/jobs/map_document.h"

#include <algorithm>
#include <map>
#include <set>

namespace crestline::gui::gts_forms {

using namespace scenarios::gts;

namespace {

/// Index of `army` among the scenario's Armies, -1 if none.
int gtsArmyIndex(const GtsScenario& s, const Army* army)
{
    for (std::size_t i = 0; i < s.armies.size(); ++i)
        if (&s.armies[i] == army) return int(i);
    return -1;
}

void renameRef(std::string& ref, const std::string& from, const std::string& to)
{
    if (ref == from) ref = to;
}

void renamePieces(std::vector<PieceRef>& refs, const std::string& from, const std::string& to)
{
    for (PieceRef& r : refs) renameRef(r.ref, from, to);
}

void renameChits(GtsScenario& s, ChitKind kind, const std::string& from, const std::string& to)
{
    for (MugChit& c : s.firstTurn.mug)
        if (c.kind == kind) renameRef(c.ref, from, to);
}

void renameHexMap(scenarios::HexName& hex, const std::string& from, const std::string& to) { renameRef(hex.map, from, to); }

} // namespace

std::vector<UnitMark> GtsForms::units() const
{
    const GtsScenario& s = jobs::as<jobs::GtsScenarioDocument>(host().document())->scenario();
    struct Stack {
        int units = 0;
        bool leader = false;
    };
    std::map<std::pair<std::string, int>, Stack> stacks; // (hex label, Army)
    for (const UnitSetup& u : s.setup) {
        const int army = gtsArmyIndex(s, s.findUnit(u.unit).army);
        if (army >= 0 && forms_text::onFirstMap(u.hex, s.maps)) ++stacks[{u.hex.label, army}].units;
    }
    for (const LeaderSetup& l : s.leaderSetup) {
        const Formation* f = s.formationOfLeader(l.leader);
        const Division* d = f ? s.divisionOf(f) : nullptr;
        const int army = gtsArmyIndex(s, d ? s.armyOf(d) : nullptr);
        if (army >= 0 && forms_text::onFirstMap(l.hex, s.maps)) stacks[{l.hex.label, army}].leader = true;
    }
    // A piece whose id is in no Army (a check finding) has no side's colour: not drawn.
    std::vector<UnitMark> out;
    for (const auto& [at, stack] : stacks)
        out.push_back({at.first, (stack.units ? std::to_string(stack.units) : std::string()) + (stack.leader ? "L" : ""), at.second});
    // Reinforcements [8.0]: at their entry hex, or at every entry hex of the
    // map under edit printed with the Division's symbol (the entry's own
    // symbol, else the Division's); one hollow mark per hex and Army reading
    // the turns they arrive ("T2", "T3,5").
    std::map<std::pair<std::string, int>, std::set<int>> arrivals; // (hex label, Army) -> turns
    const jobs::MapDocument* map = host().map();
    for (const Reinforcement& r : s.reinforcements) {
        const Division* d = s.findDivision(r.division);
        const int army = gtsArmyIndex(s, d ? s.armyOf(d) : nullptr);
        if (army < 0 || !r.entry || (r.units.empty() && r.leaders.empty())) continue; // no side's colour, or no piece arrives
        if (r.entry->hex) {
            if (forms_text::onFirstMap(*r.entry->hex, s.maps)) arrivals[{r.entry->hex->label, army}].insert(r.turn);
            continue;
        }
        const std::string symbol = !r.entry->symbol.empty() ? r.entry->symbol : d->symbol;
        if (!map || symbol.empty()) continue;
        for (const maps::EntryHex& e : map->map().entries)
            if (std::find(e.divisions.begin(), e.divisions.end(), symbol) != e.divisions.end())
                arrivals[{map->grid().label(e.hex), army}].insert(r.turn);
    }
    for (const auto& [at, turns] : arrivals) {
        std::string label = "T";
        for (const int t : turns) label += (label.size() > 1 ? "," : "") + std::to_string(t);
        out.push_back({at.first, label, at.second, true});
    }
    return out;
}

void renameArmy(GtsScenario& s, const std::string& from, const std::string& to)
{
    for (Turn& t : s.turnRecord.turns)
        for (AirUnits& a : t.air) renameRef(a.army, from, to);
    for (VictoryHex& v : s.victory.hexes) renameRef(v.army, from, to);
    renameRef(s.firstTurn.firstPlayer, from, to);
    renameChits(s, ChitKind::DirectCommand, from, to);
}

void renameDivision(GtsScenario& s, const std::string& from, const std::string& to)
{
    for (Reinforcement& r : s.reinforcements) renameRef(r.division, from, to);
    renameChits(s, ChitKind::Division, from, to);
}

void renameFormation(GtsScenario& s, const std::string& from, const std::string& to) { renameChits(s, ChitKind::Formation, from, to); }

void renameLeader(GtsScenario& s, const std::string& from, const std::string& to)
{
    for (LeaderSetup& l : s.leaderSetup) renameRef(l.leader, from, to);
    for (Reinforcement& r : s.reinforcements) renamePieces(r.leaders, from, to);
}

void renameUnit(GtsScenario& s, const std::string& from, const std::string& to)
{
    for (UnitSetup& u : s.setup) renameRef(u.unit, from, to);
    for (Reinforcement& r : s.reinforcements) renamePieces(r.units, from, to);
}

void renameMap(GtsScenario& s, const std::string& from, const std::string& to)
{
    for (UnitSetup& u : s.setup) renameHexMap(u.hex, from, to);
    for (LeaderSetup& l : s.leaderSetup) renameHexMap(l.hex, from, to);
    for (Reinforcement& r : s.reinforcements)
        if (r.entry && r.entry->hex) renameHexMap(*r.entry->hex, from, to);
    for (VictoryHex& v : s.victory.hexes) renameHexMap(v.hex, from, to);
}

} // namespace crestline::gui::gts_forms
