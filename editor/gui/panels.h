#pragma once
// The panes around the canvas: the checks (the document's findings, live),
// the layers (show / hide / lock), the properties of the selection and the
// options bar of the active tool. Each edits through the canvas (commands).

#include "editor/gui/map_canvas.h"
#include "maps/terrain_catalog.h"

#include <wx/panel.h>
#include <wx/timer.h>

#include <functional>
#include <string>
#include <vector>

class wxListCtrl;
class wxListEvent;
class wxCheckBox;
class wxChoice;
class wxBitmapComboBox;
class wxTextCtrl;
class wxStaticText;
class wxButton;
class wxBoxSizer;
class wxSizer;
class wxToggleButton;

namespace crestline::jobs {
class MapDocument;
}

namespace crestline::gui {

class ScenarioEditor;

/// The map document's findings and, below them, the open scenario's checks,
/// with their codes; double-click shows the hex or feature (a scenario
/// finding: its hex, marked, and its element in the scenario pane).
class ChecksPanel : public wxPanel {
public:
    ChecksPanel(wxWindow* parent, MapCanvas& canvas);
    /// The scenario whose checks are listed too (null: none). Not owned.
    void setScenarioEditor(ScenarioEditor* editor) { m_scenario = editor; }
    /// The checks of a scenario open in a system's forms (frame_forms.cpp), listed as the scenario's rows.
    std::function<Findings()> formsChecks;
    /// Lists the findings of `document` (nullptr: none) and the scenario's checks.
    void showFindings(jobs::MapDocument* document);
    /// Lists the canvas document's findings once edits pause (kQuietMs after
    /// the last call): a drag's steps do not each re-run the map checks
    /// (about 25 ms a step on a 20,100-hex board, docs/performance.md).
    void showFindingsSoon();
    /// Lists them now if showFindingsSoon is waiting (scripts, before each step).
    void flush();
    static constexpr int kQuietMs = 150;
    /// Number of rows.
    int rowCount() const;
    /// The text of a cell (columns: severity, code, where, message), for scripts.
    std::string cell(int row, int column) const;
    /// Screen position of the middle of row `row` (0-based), for scripts.
    wxPoint rowScreenPoint(int row) const;

private:
    MapCanvas& m_canvas;
    ScenarioEditor* m_scenario = nullptr;
    wxListCtrl* m_list;
    Findings m_findings;
    std::size_t m_mapRows = 0; ///< the first m_mapRows findings are the map's, the rest the scenario's
    wxTimer m_soon;
    bool m_pending = false;
    void onActivated(wxListEvent& e);
    void showScenarioFinding(const Finding& f);
};

/// Show / hide / lock per layer.
class LayersPanel : public wxPanel {
public:
    LayersPanel(wxWindow* parent, MapCanvas& canvas);
    /// Ticks a box as a click would: shown or locked of `layer` (scripts).
    void set(Layer layer, bool lockBox, bool value);
    /// Shows the rows of the layers this map can hold: no Levels row on a
    /// map whose catalog draws no level areas (drawsLevelAreas).
    void showFor(const jobs::MapDocument* doc);
    /// Whether the row of `layer` is shown (scripts).
    bool rowShown(Layer layer) const;

private:
    MapCanvas& m_canvas;
    std::vector<wxCheckBox*> m_shown, m_locked;
    std::vector<wxWindow*> m_names;
};

/// The first selected feature's id, terrain, level, width and free properties.
class PropertyPanel : public wxPanel {
public:
    PropertyPanel(wxWindow* parent, MapCanvas& canvas);
    /// Shows the canvas's selection (after a selection change or an edit).
    void showSelection();
    /// Whether the Level row is shown (scripts).
    bool levelShown() const;

private:
    MapCanvas& m_canvas;
    int m_feature = -1;
    wxStaticText* m_heading;
    wxTextCtrl *m_id, *m_level, *m_width, *m_properties;
    wxStaticText* m_levelLabel = nullptr; ///< hidden with m_level where features have no level
    void showLevelRow(bool shown);
    wxChoice* m_terrain;
    wxButton* m_apply;
    void apply();
};

/// The options of the active tool (terrain, level, hole mode, width, brush radius, hex level).
class ToolOptionsBar : public wxPanel {
public:
    ToolOptionsBar(wxWindow* parent, MapCanvas& canvas);
    /// Fills the terrain choices from `catalog` (nullptr: empty).
    void setCatalog(const maps::TerrainCatalog* catalog);
    /// Shows the controls of tool `name` and presses its button.
    void showFor(const std::string& name);
    /// Called with a tool's name when its button is pressed.
    std::function<void(const std::string&)> onPick;
    /// Shows or hides the button of tool `name` (the level tool: only where hexes state levels).
    void setToolAvailable(const std::string& name, bool available);
    /// The marker kinds the marker tool offers (the map's board kind's printed markers).
    void setMarkerKinds(const std::vector<std::string>& kinds);
    /// Shows the options a tool changed itself (the level tool's keys 0, 1, 2).
    void showOptions();
    /// Picks `value` (an item, or the start of one before a space) in the
    /// shown choice labelled `label`, as a user does (scripts). False if none.
    bool choose(const std::string& label, const std::string& value);
    /// Puts the focus in the shown choice labelled `label`, as a click on it does (scripts). False if none.
    bool focusChoice(const std::string& label);
    /// The item chosen in the shown choice labelled `label` ("" if none is shown).
    std::string chosen(const std::string& label) const;
    /// The swatch beside `value` in the shown terrain list labelled `label`:
    /// its most common colour "rrggbb" ("" if there is no such item or swatch; scripts).
    std::string swatchColour(const std::string& label, const std::string& value) const;
    /// Whether that swatch has a pixel of colour "rrggbb" (a motif on the tint; scripts).
    bool swatchHas(const std::string& label, const std::string& value, const std::string& rrggbb) const;
    /// Opens the drop-down of the shown list labelled `label`, as a click does (scripts). False if none.
    bool popup(const std::string& label);
    /// The tool options on a row of their own under the buttons when both do
    /// not fit the window's width, else beside them; onRowsChanged when that changes.
    void fitRows();
    std::function<void()> onRowsChanged;
    /// The options are on a row of their own (fitRows).
    bool twoRows() const { return m_twoRows; }
    /// The first shown button or option not wholly inside the bar as laid out
    /// ("" when all are: scripts, expect-tool-bar-inside).
    std::string outside() const;

private:
    std::vector<std::pair<std::string, wxToggleButton*>> m_buttons;
    MapCanvas& m_canvas;
    std::string m_tool;
    /// The terrain lists: each terrain with a swatch of its colours on the map (terrain_swatches.h).
    wxBitmapComboBox *m_areaTerrain, *m_lineTerrain, *m_hexTerrain, *m_hexsideTerrain;
    wxChoice *m_brush, *m_hexLevel, *m_levelBrush;
    wxTextCtrl *m_level, *m_width;
    wxChoice* m_markerKind;                         ///< marker tool
    wxBitmapComboBox* m_linkTerrain;                ///< link tool
    wxTextCtrl *m_markerOwner, *m_divisions, *m_entrySide; ///< marker and Division entry tools
    wxCheckBox* m_hole;
    std::vector<wxWindow*> m_all;
    wxBoxSizer* m_rows = nullptr;
    wxSizer *m_buttonRow = nullptr, *m_optionRow = nullptr;
    bool m_twoRows = false;
    int m_height = 0; ///< the rows' height last told (onRowsChanged)
    void readBack();
};

/// Terrain ids of `catalog` whose kind is one of `kinds`, in catalog order.
std::vector<std::string> terrainIds(const maps::TerrainCatalog& catalog, std::initializer_list<maps::TerrainKind> kinds);

} // namespace crestline::gui
