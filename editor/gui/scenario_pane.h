#pragma once
// The scenario pane: a notebook of tabs beside the canvas, one per part of
// the scenario (Sides, Track Display and the scenario's words; Forces: units,
// fortifications, asset cards; Objectives; Victory: exit and elimination
// VPs; Setup areas; Sighting; Reinforcements; Special rules). Each page lists its records and
// edits the selected one in a form; every Apply, Add and Remove is one
// scenario command with a label (ScenarioEditor::execute). The pages follow
// the scenario tools' selection (a clicked objective is shown in its form).

#include "editor/gui/scenario_record_page.h"

#include "geometry/finding.h"
#include "scenarios/scenario.h"

#include <wx/panel.h>

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

class wxNotebook;
class wxListBox;
class wxTextCtrl;
class wxButton;
class wxStaticText;
class wxSizer;

namespace crestline::gui {

class ScenarioEditor;

/// Adds a bold heading and `page` below it to a tab that stacks several record pages.
void addStacked(wxSizer* sizer, wxWindow* parent, const std::string& heading, RecordPage* page, int proportion);

/// The id of row `row` of the fortifications page (every side's, in file order); "" if none.
std::string fortificationAt(const scenarios::Scenario& s, int row);

/// The scenario pane.
class ScenarioPane : public wxPanel {
public:
    /// `pickTool` makes a canvas tool active (the pages' "on the map" buttons).
    ScenarioPane(wxWindow* parent, ScenarioEditor& editor, std::function<void(const std::string&)> pickTool);

    /// The scenario editor the pane edits through.
    ScenarioEditor& editor() { return m_editor; }
    /// Fills every page from the scenario and the editor's selection (a scenario was opened).
    void reload();
    /// After a change: the pages are filled again only if the scenario
    /// changed (not while an area expression is typed), and follow the selection.
    void scenarioChanged();
    /// The scenario's findings as "severity [code] message" (scripts, tests);
    /// the Checks panel lists them, the line under the pages counts them.
    const std::vector<std::string>& findingRows() const { return m_findingRows; }
    /// Shows the page and row of the element a finding names (Checks panel double-click).
    void showFinding(const Finding& f);
    /// A page by name: sides, track, forces, fortifications, assets, objectives,
    /// elimination, exits, areas, sighting, reinforcements, rules, about (null if none).
    RecordPage* page(const std::string& name);
    /// Brings the tab holding page `name` to the front.
    void showPage(const std::string& name);
    /// Shows the page a scenario tool works with ("objective" -> Objectives, ...).
    void showPageFor(const std::string& tool);
    /// Starts the Sighting setup of `side` (its allotment only); "" and the
    /// problem if it cannot start. Shows the Sighting page and the sighting tool.
    std::string startSightingSetup(const std::string& side);
    /// Seals the Sighting setup under way into the owner's and the opponent's
    /// files (jobs::sealSetupPlan); "" or the problem.
    std::string sealSightingSetup(const std::string& owner, const std::string& opponent);
    /// The pieces the owner puts under Hiding markers chosen at setup ("B: unit g-gren-plt 1") [6.5].
    void setChosenPieces(const std::string& text);
    /// Ends the Sighting setup without sealing.
    void stopSightingSetup();

private:
    ScenarioEditor& m_editor;
    std::function<void(const std::string&)> m_pickTool;
    wxNotebook* m_book;
    std::map<std::string, RecordPage*> m_pages;
    std::uint64_t m_seenChanges = ~std::uint64_t(0);
    // Sighting setup section of the Sighting page (shown while a setup is under way).
    wxPanel* m_setupPanel = nullptr;
    wxListBox* m_setupMarkers = nullptr;
    wxTextCtrl* m_setupChosen = nullptr;
    wxStaticText* m_findings = nullptr;    ///< one line: how many scenario findings the Checks panel lists
    std::vector<std::string> m_findingRows; ///< all of them (the line's tooltip)

    void buildSidesPage();
    void buildForcesPage();
    void buildObjectivesPage();
    void buildAreasPage();
    void buildSightingPage();
    void buildReinforcementsPage();
    void buildRulesPage();
    RecordPage* buildFortificationsPage(wxWindow* parent);
    RecordPage* buildAssetsPage(wxWindow* parent);
    void buildVictoryPage();
    RecordPage* buildAboutPage(wxWindow* parent);
    void showSightingSetup();

    void followSelection();
    void showFindings();
    RecordPage* addPage(wxWindow* parent, const std::string& name, std::vector<RecordField> fields, bool canAdd = true);
};

} // namespace crestline::gui
