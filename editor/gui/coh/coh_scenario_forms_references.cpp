// The CoH scenario forms and what refers to what (see coh_scenario_forms.h):
// the units drawn on the map under edit (as the hidden set-up allows) with
// the reinforcements' entry hexes, and the references that follow a renamed
// id in the same step.

#include "editor/gui/coh/coh_scenario_forms.h"

#include "editor/jobs/coh/coh_scenario_jobs.h"

#include <map>
#include <set>

namespace crestline::gui::coh_forms {

using namespace scenarios::coh;

namespace {

void cohRenameRef(std::string& ref, const std::string& from, const std::string& to)
{
    if (ref == from) ref = to;
}

void cohRenameHexMap(scenarios::HexName& hex, const std::string& from, const std::string& to) { cohRenameRef(hex.map, from, to); }

void cohRenameAreaMap(scenarios::AreaExpr& e, const std::string& from, const std::string& to)
{
    cohRenameRef(e.map, from, to);
    for (scenarios::HexName& h : e.hexes) cohRenameHexMap(h, from, to);
    cohRenameHexMap(e.centre, from, to);
    for (scenarios::AreaExpr& child : e.children) cohRenameAreaMap(child, from, to);
}

} // namespace

std::vector<UnitMark> CohForms::units() const
{
    const CohScenario& s = jobs::as<jobs::CohScenarioDocument>(host().document())->scenario();
    // Where a unit stands as the forms may show it: its own hex, or its
    // carrier's; a hidden unit of the side setting up where that side put
    // it; nowhere when it (or its carrier) is the other side's secret.
    auto where = [&](const Unit& u) -> std::optional<scenarios::HexName> {
        const Unit* at = &u;
        if (!u.hex && !u.carriedBy.empty()) at = s.findUnit(u.carriedBy);
        if (!at || secret(u) || secret(*at)) return std::nullopt;
        if (m_hiddenSide && at->hidden && at->side == *m_hiddenSide) {
            for (const HiddenDraft& d : m_hidden)
                if (d.unit == at->id) return d.hex.empty() ? std::nullopt : std::optional(scenarios::parseHexName(d.hex));
            return std::nullopt;
        }
        return at->hex;
    };
    struct Stack {
        int units = 0;
        bool hidden = false;
    };
    std::map<std::pair<std::string, int>, Stack> stacks; // (hex label, side)
    for (const Unit& u : s.units) {
        int side = -1;
        for (std::size_t i = 0; i < s.sides.size(); ++i)
            if (s.sides[i].id == u.side) side = int(i);
        const auto hex = where(u);
        if (side < 0 || !hex || !forms_text::onFirstMap(*hex, s.maps)) continue; // a unit of no side has no colour: not drawn
        Stack& stack = stacks[{hex->label, side}];
        ++stack.units;
        stack.hidden = stack.hidden || u.hidden;
    }
    std::vector<UnitMark> out;
    for (const auto& [at, stack] : stacks) out.push_back({at.first, (stack.hidden ? "H" : "") + std::to_string(stack.units), at.second});
    // Reinforcements [5.5]: a hollow mark on each of their entry hexes, one
    // per hex and side, reading the rounds they arrive ("R2", "R2,4"). The
    // entry hexes are public (the set-up sheet prints them for both sides).
    std::map<std::pair<std::string, int>, std::set<int>> arrivals; // (hex label, side) -> rounds
    for (const Reinforcement& r : s.reinforcements) {
        int side = -1;
        for (std::size_t i = 0; i < s.sides.size(); ++i)
            if (s.sides[i].id == r.side) side = int(i);
        if (side < 0) continue; // a side the scenario lacks has no colour: not drawn (the checks list it)
        for (const scenarios::HexName& h : r.entry)
            if (forms_text::onFirstMap(h, s.maps)) arrivals[{h.label, side}].insert(r.round);
    }
    for (const auto& [at, rounds] : arrivals) {
        std::string label = "R";
        for (const int n : rounds) label += (label.size() > 1 ? "," : "") + std::to_string(n);
        out.push_back({at.first, label, at.second, true});
    }
    return out;
}

void renameSide(CohScenario& s, const std::string& from, const std::string& to)
{
    for (Unit& u : s.units) cohRenameRef(u.side, from, to);
    for (Fortification& f : s.fortifications) cohRenameRef(f.side, from, to);
    for (Reinforcement& r : s.reinforcements) cohRenameRef(r.side, from, to);
    for (scenarios::SetupArea& a : s.setupAreas) cohRenameRef(a.side, from, to);
    for (scenarios::Objective& o : s.victory.objectives) {
        cohRenameRef(o.control, from, to);
        for (scenarios::ObjectiveValue& v : o.values) cohRenameRef(v.side, from, to);
    }
}

void renameUnit(CohScenario& s, const std::string& from, const std::string& to)
{
    for (Unit& u : s.units) cohRenameRef(u.carriedBy, from, to);
    for (Fortification& f : s.fortifications) cohRenameRef(f.unit, from, to);
    for (Reinforcement& r : s.reinforcements)
        for (UnitRef& u : r.units) cohRenameRef(u.ref, from, to);
}

void renameMap(CohScenario& s, const std::string& from, const std::string& to)
{
    for (Unit& u : s.units)
        if (u.hex) cohRenameHexMap(*u.hex, from, to);
    for (scenarios::SetupArea& a : s.setupAreas)
        for (scenarios::AreaExpr& e : a.parts) cohRenameAreaMap(e, from, to);
    for (Fortification& f : s.fortifications) cohRenameHexMap(f.hex, from, to);
    for (Smoke& sm : s.smoke) cohRenameHexMap(sm.hex, from, to);
    for (Reinforcement& r : s.reinforcements)
        for (scenarios::HexName& h : r.entry) cohRenameHexMap(h, from, to);
    for (scenarios::Objective& o : s.victory.objectives)
        for (scenarios::HexName& h : o.hexes) cohRenameHexMap(h, from, to);
}

} // namespace crestline::gui::coh_forms
