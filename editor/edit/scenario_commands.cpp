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

} // namespace crestline::edit
