#pragma once
// The Grand Tactical Series scenario in the editor's forms (scenario_forms.h):
// the scenario's words, turns and weather [3.0, 6.0, 26.0, 27.0], armies
// [23.1, 24.5], divisions [7.2, 10.0.3, 10.0.4], formations with their
// leaders [21.1, 29.27], units [29.34, 29.43], the set-up of units (hex,
// mode [14.6, 14.10], step losses, position [22.0]) and of leaders [21.2],
// reinforcements by turn with an entry hex or a Division symbol [8.0], the
// first turn's mug [9.0] and victory [12.0]. Each Apply, Add and Remove is
// the scenario written again by writeGtsScenarioText: one undo step.

#include "editor/gui/editor_system.h"
#include "editor/gui/scenario_forms.h"
#include "scenarios/gts/gts_scenario.h"

#include <functional>
#include <string>

namespace crestline::gui {

/// The forms entry of GTS scenarios (registered by gtsEditor()).
ScenarioForms gtsScenarioForms();

namespace gts_forms {

/// The forms' pages; the order-of-battle pages are built in
/// gts_scenario_forms.cpp, the play pages in gts_scenario_play_forms.cpp.
class GtsForms final : public ScenarioFormsPanel {
public:
    GtsForms(wxWindow* parent, ScenarioFormsHost& host);
    /// The set-up stacks on the map under edit: per hex and Army, the number
    /// of its Units set up there and L where a Leader is (as the set-up sheet
    /// marks them), in the Army's colour (its place among the armies).
    std::vector<UnitMark> units() const override;

private:
    using Scenario = scenarios::gts::GtsScenario;
    const Scenario& scenario();
    /// Changes a copy of the scenario by `change` ("" or its problem) and
    /// hands its text to the host as the step `label`: "" or the problem.
    std::string edit(const std::string& label, const std::function<std::string(Scenario&)>& change);

    void buildScenarioPage();
    void buildArmiesPage();
    void buildDivisionsPage();
    void buildFormationsPage();
    void buildUnitsPage();
    void buildTurnsPage();
    void buildSetupPage();
    void buildLeadersPage();
    void buildReinforcementsPage();
    void buildFirstTurnPage();
    void buildVictoryPage();
};

/// What refers to a renamed id by exactly that id follows it, in the same
/// step (gts_scenario_forms_references.cpp; docs/editor-systems.md):
/// an Army's air units, victory hexes, first player and Direct Command chit;
/// a Division's reinforcements and chit; a Formation's chit; a Leader's
/// set-up and reinforcements; a Unit's set-up and reinforcements; a map's
/// hexes ("id:0304"). Names in words (the victory text) are not touched.
void renameArmy(scenarios::gts::GtsScenario& s, const std::string& from, const std::string& to);
void renameDivision(scenarios::gts::GtsScenario& s, const std::string& from, const std::string& to);
void renameFormation(scenarios::gts::GtsScenario& s, const std::string& from, const std::string& to);
void renameLeader(scenarios::gts::GtsScenario& s, const std::string& from, const std::string& to);
void renameUnit(scenarios::gts::GtsScenario& s, const std::string& from, const std::string& to);
void renameMap(scenarios::gts::GtsScenario& s, const std::string& from, const std::string& to);

} // namespace gts_forms

} // namespace crestline::gui
