#pragma once
// The edits of a scenario, each a command on scenarios::Scenario for the
// document's stack (command_stack.h). A scenario is small (a few KB), so a
// command keeps the scenario as it was and as it is after the change: undo
// and redo restore them exactly. The named helpers below are the edits the
// editor's scenario tools make; `changeScenario` takes any other.

#include "editor/edit/command_stack.h"
#include "scenarios/scenario.h"

#include <functional>
#include <memory>
#include <string>

namespace crestline::edit {

/// What a scenario edit changed, for the document.
struct ScenarioDelta {
    bool maps = false; ///< the map placements or joins changed: load the boards again
};

using ScenarioCommand = Command<scenarios::Scenario, ScenarioDelta>;
using ScenarioCommandStack = CommandStack<scenarios::Scenario, ScenarioDelta>;

/// Any edit: `change` is run once on a copy of the scenario; it returns false
/// to make the command a no-op.
std::unique_ptr<ScenarioCommand> changeScenario(std::string label, std::function<bool(scenarios::Scenario&)> change);

/// Places an objective (a new id) or replaces the objective with its id.
std::unique_ptr<ScenarioCommand> setObjective(scenarios::Objective objective);
std::unique_ptr<ScenarioCommand> removeObjective(std::string id);
/// Adds or replaces (by id) a setup area.
std::unique_ptr<ScenarioCommand> setSetupArea(scenarios::SetupArea area);
std::unique_ptr<ScenarioCommand> removeSetupArea(std::string id);
/// Adds a reinforcement at `index` of the list (unset: at the end).
std::unique_ptr<ScenarioCommand> addReinforcement(scenarios::Reinforcement reinforcement, std::optional<int> index = std::nullopt);
std::unique_ptr<ScenarioCommand> setReinforcement(int index, scenarios::Reinforcement reinforcement);
std::unique_ptr<ScenarioCommand> removeReinforcement(int index);
/// Adds or replaces (by id) a side.
std::unique_ptr<ScenarioCommand> setSide(scenarios::Side side);
/// Adds or replaces (by id) a special rule.
std::unique_ptr<ScenarioCommand> setSpecialRule(scenarios::SpecialRule rule);
/// Replaces the Sighting allotment of `allotment.side` (or adds it).
std::unique_ptr<ScenarioCommand> setSightingAllotment(scenarios::SightingAllotment allotment);
/// Puts a beneficial fortification [7] in `side`'s forces: it replaces, in
/// place, the one with id `was` (empty: its own id) of any side (one moved to
/// another side leaves its old forces), or is appended if there is none.
std::unique_ptr<ScenarioCommand> setFortification(std::string side, scenarios::Fortification fortification, std::string was = {});
std::unique_ptr<ScenarioCommand> removeFortification(std::string id);
/// Adds an asset card [10] to `side`'s hand at start (its forces made if need be).
std::unique_ptr<ScenarioCommand> addAssetCard(std::string side, scenarios::AssetCard card);
/// Replaces asset card `index` of `side`'s forces.
std::unique_ptr<ScenarioCommand> setAssetCard(std::string side, int index, scenarios::AssetCard card);
std::unique_ptr<ScenarioCommand> removeAssetCard(std::string side, int index);
/// Elimination VPs [22.1], by index in the Victory Conditions (add: at the end).
std::unique_ptr<ScenarioCommand> addEliminationVp(scenarios::EliminationVp vp);
std::unique_ptr<ScenarioCommand> setEliminationVp(int index, scenarios::EliminationVp vp);
std::unique_ptr<ScenarioCommand> removeEliminationVp(int index);
/// Exit VPs [22.2], by index in the Victory Conditions (add: at the end).
std::unique_ptr<ScenarioCommand> addExitVp(scenarios::ExitVp vp);
std::unique_ptr<ScenarioCommand> setExitVp(int index, scenarios::ExitVp vp);
std::unique_ptr<ScenarioCommand> removeExitVp(int index);
/// The scenario's words: title, date, location, history, victory text and notes.
struct ScenarioWords {
    std::string title, date, location, history, victoryText, notes;
    friend bool operator==(const ScenarioWords&, const ScenarioWords&) = default;
};
std::unique_ptr<ScenarioCommand> setScenarioWords(ScenarioWords words);

} // namespace crestline::edit
