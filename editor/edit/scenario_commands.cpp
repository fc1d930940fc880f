// The scenario edit commands (see scenario_commands.h).

#include "editor/edit/scenario_commands.h"

#include <algorithm>
#include <optional>

namespace crestline::edit {

using scenarios::Scenario;

namespace {

/// Keeps the scenario before and after the change; swaps them in and out.
class SnapshotCommand : public ScenarioCommand {
public:
    SnapshotCommand(std::string label, std::function<bool(Scenario&)> change)
        : m_label(std::move(label)), m_change(std::move(change))
    {
    }
    std::string label() const override { return m_label; }
    ScenarioDelta apply(Scenario& scenario) override
    {
        if (!m_before) {
            m_before = scenario;
            Scenario after = scenario;
            if (!m_change(after)) after = scenario;
            m_after = std::move(after);
            m_change = nullptr;
        }
        scenario = *m_after;
        return delta();
    }
    ScenarioDelta revert(Scenario& scenario) override
    {
        if (m_before) scenario = *m_before;
        return delta();
    }

private:
    std::string m_label;
    std::function<bool(Scenario&)> m_change;
    std::optional<Scenario> m_before, m_after;

    ScenarioDelta delta() const
    {
        return {m_before->maps != m_after->maps || m_before->joins != m_after->joins};
    }
};

/// Replaces the item of `list` with the same id, or appends it.
template <class T>
bool upsertById(std::vector<T>& list, T item)
{
    auto at = std::find_if(list.begin(), list.end(), [&](const T& x) { return x.id == item.id; });
    if (at == list.end()) {
        list.push_back(std::move(item));
        return true;
    }
    if (*at == item) return false;
    *at = std::move(item);
    return true;
}

template <class T>
bool eraseById(std::vector<T>& list, const std::string& id)
{
    auto at = std::find_if(list.begin(), list.end(), [&](const T& x) { return x.id == id; });
    if (at == list.end()) return false;
    list.erase(at);
    return true;
}

/// Replaces item `index` of `list`; false if there is none or it is the same.
template <class T>
bool replaceAt(std::vector<T>& list, int index, const T& item)
{
    if (index < 0 || index >= int(list.size()) || list[std::size_t(index)] == item) return false;
    list[std::size_t(index)] = item;
    return true;
}

template <class T>
bool eraseAt(std::vector<T>& list, int index)
{
    if (index < 0 || index >= int(list.size())) return false;
    list.erase(list.begin() + index);
    return true;
}

/// The forces of `side`, added at the end if the scenario has none yet.
scenarios::Forces& forcesFor(Scenario& s, const std::string& side)
{
    auto at = std::find_if(s.forces.begin(), s.forces.end(), [&](const auto& f) { return f.side == side; });
    if (at != s.forces.end()) return *at;
    s.forces.push_back({});
    s.forces.back().side = side;
    return s.forces.back();
}

/// The forces of `side`, or null.
scenarios::Forces* findForces(Scenario& s, const std::string& side)
{
    auto at = std::find_if(s.forces.begin(), s.forces.end(), [&](const auto& f) { return f.side == side; });
    return at == s.forces.end() ? nullptr : &*at;
}

/// "2 VP", "3 VP" for the labels.
std::string vpText(int vp) { return std::to_string(vp) + " VP"; }

} // namespace

std::unique_ptr<ScenarioCommand> changeScenario(std::string label, std::function<bool(Scenario&)> change)
{
    return std::make_unique<SnapshotCommand>(std::move(label), std::move(change));
}

std::unique_ptr<ScenarioCommand> setObjective(scenarios::Objective objective)
{
    std::string label = "Objective " + (objective.name.empty() ? objective.id : objective.name);
    return changeScenario(std::move(label), [o = std::move(objective)](Scenario& s) { return upsertById(s.victory.objectives, o); });
}

std::unique_ptr<ScenarioCommand> removeObjective(std::string id)
{
    return changeScenario("Remove objective " + id, [id](Scenario& s) { return eraseById(s.victory.objectives, id); });
}

std::unique_ptr<ScenarioCommand> setSetupArea(scenarios::SetupArea area)
{
    std::string label = "Setup area " + area.id;
    return changeScenario(std::move(label), [a = std::move(area)](Scenario& s) { return upsertById(s.setupAreas, a); });
}

std::unique_ptr<ScenarioCommand> removeSetupArea(std::string id)
{
    return changeScenario("Remove setup area " + id, [id](Scenario& s) { return eraseById(s.setupAreas, id); });
}

std::unique_ptr<ScenarioCommand> addReinforcement(scenarios::Reinforcement reinforcement, std::optional<int> index)
{
    std::string label = "Add reinforcement, turn " + std::to_string(reinforcement.turn);
    return changeScenario(std::move(label), [r = std::move(reinforcement), index](Scenario& s) {
        const int n = int(s.reinforcements.size());
        const int at = index && *index >= 0 && *index <= n ? *index : n;
        s.reinforcements.insert(s.reinforcements.begin() + at, r);
        return true;
    });
}

std::unique_ptr<ScenarioCommand> setReinforcement(int index, scenarios::Reinforcement reinforcement)
{
    return changeScenario("Change reinforcement", [index, r = std::move(reinforcement)](Scenario& s) {
        if (index < 0 || index >= int(s.reinforcements.size()) || s.reinforcements[std::size_t(index)] == r) return false;
        s.reinforcements[std::size_t(index)] = r;
        return true;
    });
}

std::unique_ptr<ScenarioCommand> removeReinforcement(int index)
{
    return changeScenario("Remove reinforcement", [index](Scenario& s) {
        if (index < 0 || index >= int(s.reinforcements.size())) return false;
        s.reinforcements.erase(s.reinforcements.begin() + index);
        return true;
    });
}

std::unique_ptr<ScenarioCommand> setSide(scenarios::Side side)
{
    std::string label = "Side " + side.id;
    return changeScenario(std::move(label), [sd = std::move(side)](Scenario& s) { return upsertById(s.sides, sd); });
}

std::unique_ptr<ScenarioCommand> setSpecialRule(scenarios::SpecialRule rule)
{
    std::string label = "Special rule " + (rule.title.empty() ? rule.id : rule.title);
    return changeScenario(std::move(label), [r = std::move(rule)](Scenario& s) { return upsertById(s.specialRules, r); });
}

std::unique_ptr<ScenarioCommand> setSightingAllotment(scenarios::SightingAllotment allotment)
{
    std::string label = "Sighting allotment " + allotment.side;
    return changeScenario(std::move(label), [a = std::move(allotment)](Scenario& s) {
        auto at = std::find_if(s.sighting.begin(), s.sighting.end(), [&](const auto& x) { return x.side == a.side; });
        if (at == s.sighting.end()) {
            s.sighting.push_back(a);
            return true;
        }
        if (*at == a) return false;
        *at = a;
        return true;
    });
}

std::unique_ptr<ScenarioCommand> setFortification(std::string side, scenarios::Fortification fortification, std::string was)
{
    std::string label = "Fortification " + fortification.id;
    if (was.empty()) was = fortification.id;
    return changeScenario(std::move(label), [side, was, x = std::move(fortification)](Scenario& s) {
        for (scenarios::Forces& f : s.forces) {
            auto at = std::find_if(f.fortifications.begin(), f.fortifications.end(), [&](const auto& y) { return y.id == was; });
            if (at == f.fortifications.end()) continue;
            if (f.side == side) {
                if (*at == x) return false;
                *at = x;
                return true;
            }
            f.fortifications.erase(at); // to the other side's forces, below
            break;
        }
        forcesFor(s, side).fortifications.push_back(x);
        return true;
    });
}

std::unique_ptr<ScenarioCommand> removeFortification(std::string id)
{
    return changeScenario("Remove fortification " + id, [id](Scenario& s) {
        for (scenarios::Forces& f : s.forces)
            if (eraseById(f.fortifications, id)) return true;
        return false;
    });
}

std::unique_ptr<ScenarioCommand> addAssetCard(std::string side, scenarios::AssetCard card)
{
    std::string label = "Add asset card " + card.card;
    return changeScenario(std::move(label), [side, c = std::move(card)](Scenario& s) {
        forcesFor(s, side).assets.push_back(c);
        return true;
    });
}

std::unique_ptr<ScenarioCommand> setAssetCard(std::string side, int index, scenarios::AssetCard card)
{
    std::string label = "Asset card " + card.card;
    return changeScenario(std::move(label), [side, index, c = std::move(card)](Scenario& s) {
        scenarios::Forces* f = findForces(s, side);
        return f && replaceAt(f->assets, index, c);
    });
}

std::unique_ptr<ScenarioCommand> removeAssetCard(std::string side, int index)
{
    return changeScenario("Remove asset card", [side, index](Scenario& s) {
        scenarios::Forces* f = findForces(s, side);
        return f && eraseAt(f->assets, index);
    });
}

std::unique_ptr<ScenarioCommand> addEliminationVp(scenarios::EliminationVp vp)
{
    std::string label = "Add elimination " + vpText(vp.vp);
    return changeScenario(std::move(label), [e = std::move(vp)](Scenario& s) {
        s.victory.elimination.push_back(e);
        return true;
    });
}

std::unique_ptr<ScenarioCommand> setEliminationVp(int index, scenarios::EliminationVp vp)
{
    std::string label = "Elimination " + vpText(vp.vp);
    return changeScenario(std::move(label), [index, e = std::move(vp)](Scenario& s) { return replaceAt(s.victory.elimination, index, e); });
}

std::unique_ptr<ScenarioCommand> removeEliminationVp(int index)
{
    return changeScenario("Remove elimination VP", [index](Scenario& s) { return eraseAt(s.victory.elimination, index); });
}

std::unique_ptr<ScenarioCommand> addExitVp(scenarios::ExitVp vp)
{
    std::string label = "Add exit " + vpText(vp.vp);
    return changeScenario(std::move(label), [e = std::move(vp)](Scenario& s) {
        s.victory.exits.push_back(e);
        return true;
    });
}

std::unique_ptr<ScenarioCommand> setExitVp(int index, scenarios::ExitVp vp)
{
    std::string label = "Exit " + vpText(vp.vp);
    return changeScenario(std::move(label), [index, e = std::move(vp)](Scenario& s) { return replaceAt(s.victory.exits, index, e); });
}

std::unique_ptr<ScenarioCommand> removeExitVp(int index)
{
    return changeScenario("Remove exit VP", [index](Scenario& s) { return eraseAt(s.victory.exits, index); });
}

std::unique_ptr<ScenarioCommand> setScenarioWords(ScenarioWords words)
{
    return changeScenario("Edit scenario description", [w = std::move(words)](Scenario& s) {
        const ScenarioWords now{s.title, s.date, s.location, s.history, s.victory.text, s.notes};
        if (now == w) return false;
        s.title = w.title;
        s.date = w.date;
        s.location = w.location;
        s.history = w.history;
        s.victory.text = w.victoryText;
        s.notes = w.notes;
        return true;
    });
}

} // namespace crestline::edit
