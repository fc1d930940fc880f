#pragma once
// The Conflict of Heroes scenario in the editor's forms (scenario_forms.h):
// what coh_scenario_format.h holds — the scenario's words and rounds, the
// sides with their CAPs, Action Cards and artillery [3.2, 8.0, 12.1], the
// units with their counter values, hex, facing, hidden or carried [5.3,
// 6.2, 10.0, 17.0], fortifications [18.1-18.3], smoke [13.0],
// reinforcements by round with entry hexes [5.5] and victory — each Apply,
// Add and Remove the scenario written again by writeCohScenarioText, one
// undo step; and a side's hidden set-up [10.0] drawn and sealed
// (coh_hidden_setup_page.cpp) while nothing of the other side's hidden
// units is shown.

#include "editor/gui/editor_system.h"
#include "editor/gui/scenario_forms.h"
#include "scenarios/coh/coh_hidden_setup.h"
#include "scenarios/coh/coh_scenario.h"

#include <functional>
#include <optional>
#include <string>

class wxChoice;
class wxListBox;
class wxStaticText;
class wxTextCtrl;

namespace crestline::gui {

/// The forms entry of CoH scenarios (registered by cohEditor()).
ScenarioForms cohScenarioForms();

namespace coh_forms {

/// One hidden unit of the side setting up: where its player puts it.
struct HiddenDraft {
    std::string unit;
    std::string hex;    ///< as typed or picked; "" not placed yet
    std::string facing; ///< 0..5 as typed
};

class CohForms final : public ScenarioFormsPanel {
public:
    CohForms(wxWindow* parent, ScenarioFormsHost& host);
    void reload() override;
    bool runScript(const std::vector<std::string>& words, std::string& problem) override;
    /// While a side sets up: a finding naming one of the other side's hidden units or its hex.
    bool hides(const Finding& finding) const override;
    /// The units on the map under edit (coh_scenario_forms_references.cpp):
    /// per hex and side, how many stand there (carried ones at their
    /// carrier's hex), H first when one is hidden, in the side's colour (its
    /// place among the sides). While a side sets up, its hidden units stand
    /// where it put them and the other side's hidden units are not drawn.
    std::vector<UnitMark> units() const override;

private:
    using Scenario = scenarios::coh::CohScenario;
    const Scenario& scenario();
    std::string edit(const std::string& label, const std::function<std::string(Scenario&)>& change);
    /// While a side sets up hidden: whether `unit` is one of the other side's hidden units (never shown).
    bool secret(const scenarios::coh::Unit& unit) const;

    void buildScenarioPage();
    void buildSidesPage();
    void buildUnitsPage();
    void buildFortificationsPage();
    void buildSmokePage();
    void buildReinforcementsPage();
    void buildVictoryPage();
    void buildSetupAreasPage(); // coh_setup_areas_page.cpp

    // The hidden set-up (coh_hidden_setup_page.cpp).
    void buildHiddenPage();
    void showHidden();
    /// Starts the hidden set-up of `side` ("" or the problem).
    std::string startHidden(const std::string& side);
    void stopHidden();
    /// Places the selected hidden unit ("" or the problem).
    std::string placeHidden(int row, const std::string& hex, const std::string& facing);
    /// Seals the set-up into the owner's and the opponent's files ("" or the problem).
    std::string sealHidden(const std::filesystem::path& owner, const std::filesystem::path& opponent);
    std::optional<std::string> m_hiddenSide;  ///< the side setting up, if one is
    std::vector<HiddenDraft> m_hidden;        ///< its hidden units, where they are put
    wxChoice* m_hiddenSideChoice = nullptr;
    wxListBox* m_hiddenList = nullptr;
    wxTextCtrl* m_hiddenHex = nullptr;
    wxTextCtrl* m_hiddenFacing = nullptr;
    wxStaticText* m_hiddenMessage = nullptr;
    wxWindow* m_hiddenPage = nullptr;
};

/// What refers to a renamed id by exactly that id follows it, in the same
/// step (coh_scenario_forms_references.cpp; docs/editor-systems.md): a
/// side's units, fortifications, reinforcements, set-up areas and
/// objectives (their values and control); a unit's carried units (carried
/// by), hasty defence and reinforcements; a map's hexes ("id:0304"), set-up
/// areas included. Names in words are not touched.
void renameSide(scenarios::coh::CohScenario& s, const std::string& from, const std::string& to);
void renameUnit(scenarios::coh::CohScenario& s, const std::string& from, const std::string& to);
void renameMap(scenarios::coh::CohScenario& s, const std::string& from, const std::string& to);

} // namespace coh_forms

} // namespace crestline::gui
