#pragma once
// The editor's main window: the canvas in the middle, the layers, checks
// and properties panes around it (wxAuiManager), the menus, the open
// document (a map, or a scenario with its map) and the title with its dirty
// mark. Asks before losing changes, except in script mode.

#include "editor/gui/map_canvas.h"
#include "formats/map/map_format.h"
#include "geometry/finding.h"

#include <wx/aui/framemanager.h>
#include <wx/filehistory.h>
#include <wx/frame.h>
#include <wx/notebook.h>
#include <wx/textctrl.h>
#include <wx/scrolwin.h>

#include <algorithm>
#include <filesystem>
#include <memory>


namespace crestline::jobs {
class MapDocument;
class ScenarioDocument;
struct FileKind;
struct ScenarioOverview;
}

namespace crestline::gui {

class Autosave;
class BoardCanvas;
class BoardRulingPanel;
class BoardView;
class ActionHost;
struct NewBoard;
class ChecksPanel;
class LayersPanel;
class LosPanel;
class PropertyPanel;
class ToolOptionsBar;
class ScenarioEditor;
class ScenarioPane;
class ScenarioFormsPage;
struct ScenarioForms;

/// The main window.
class MainFrame : public wxFrame {
public:
    /// `scripted`: no modal dialogs (findings go to stderr, questions are not asked).
    explicit MainFrame(bool scripted);
    ~MainFrame() override;

    /// Opens a map or scenario file; shows (or, scripted, prints) the reader's
    /// findings and loads nothing if it cannot be used. True if opened.
    bool openFile(const std::filesystem::path& file);
    /// Makes a new board of a system's kind (NewBoard) and shows it, unsaved,
    /// on the board canvas; asks first whether to save unsaved changes. True if made.
    bool newBoard(const NewBoard& board, ActionHost& host);
    /// Shows a new, unsaved board (the New wizard's) of kind `kindName` on the board canvas.
    void showNewBoard(std::unique_ptr<BoardView> view, const std::string& kindName);
    /// Shows a new, unsaved map (the grid wizard's or a script's).
    void showNewMap(formats::LoadedMap map, Findings findings);
    /// Saves to the document's file, or asks for one. True if saved.
    bool save();
    /// Saves to `file` (the document then belongs to it). True if saved.
    bool saveAs(const std::filesystem::path& file);
    /// Saves the open scenario to `file` (a .scenario.xml in the folder its map references are relative to).
    bool saveScenario(const std::filesystem::path& file);
    /// Name of the active tool ("" if none).
    std::string toolName() const { return m_canvas->tool() ? m_canvas->tool()->name() : std::string(); }
    /// Makes the tool named `name` active (tool_registry.cpp); false if unknown.
    bool selectTool(const std::string& name);
    /// Runs the menu command with this path ("Edit/Undo"); false if none.
    bool runMenu(const wxString& path);
    MapCanvas& canvas() { return *m_canvas; }
    LayersPanel& layersPanel() { return *m_layers; }
    PropertyPanel& propertyPanel() { return *m_properties; }
    ChecksPanel& checksPanel() { return *m_checks; }
    LosPanel* losPanel() { return m_los; }
    ToolOptionsBar& toolOptions() { return *m_toolOptions; }
    jobs::MapDocument* mapDocument() { return m_map.get(); }
    /// Runs the menu command whose shortcut is `key` (no Ctrl/Alt); false if none.
    bool runAccelerator(const wxKeyEvent& key);
    /// The board canvas (card maps, tables) and its ruling page; the board shown ("" none).
    BoardCanvas& boardCanvas() { return *m_boardCanvas; }
    BoardRulingPanel* boardRuling() { return m_boardRuling; }
    const std::filesystem::path& boardFile() const { return m_boardFile; }
    /// The board shown, when the window edits it and it has a file (autosave watches it).
    const BoardView* autosavedBoard();
    /// The autosaved `text` as one undo step on the board shown (autosave.h); false, with why, if not taken.
    bool recoverBoard(const std::string& text, std::string& why);
    /// The read-only scenario's page as shown ("" when none is open).
    const std::filesystem::path& overviewFile() const { return m_overviewFile; }
    std::string overviewText() const { return m_overview && !m_overviewFile.empty() ? m_overview->GetValue().utf8_string() : std::string(); }
    /// The scenario open with the map (null: a map alone).
    jobs::ScenarioDocument* scenarioDocument() { return m_scenario.get(); }
    ScenarioPane& scenarioPane() { return *m_scenarioPane; }
    /// The scenario open in a system's forms (frame_forms.cpp; null until one was opened).
    ScenarioFormsPage* formsPage() { return m_forms; }
    /// Adds a pane beside the canvas (the LOS tools add theirs).
    /// Panes on the right share one notebook (a page each, `caption` on its
    /// tab); a pane at the bottom is a pane of its own.
    void addPane(wxWindow* window, const wxString& name, const wxString& caption, bool right = true, wxSize best = wxSize(320, 400));
    /// The parent for a window that will be a right-hand pane (the notebook).
    wxWindow* sideParent();
    /// Brings the right-hand page `name` ("los", "scenario") to the front.
    void showPane(const wxString& name);
    /// Shows the document's state: title, Edit menu labels, panels.
    void documentChanged();

    /// Asks whether to save unsaved changes first (Save / Don't save /
    /// Cancel); false: cancelled, or the save failed. Scripted, it asks
    /// nothing and goes on, unless a script set the answer (setScriptAnswer).
    bool confirmDiscard();
    /// The answer a script gives the unsaved-changes question: wxYES (save),
    /// wxNO (don't), wxCANCEL; 0: not asked. The question is printed to standard output.
    void setScriptAnswer(int answer) { m_scriptAnswer = answer; }

    // Autosave and recovery (autosave.h).
    bool isScripted() const { return m_scripted; }
    /// Shows documents made elsewhere (a recovered autosave): a map, or a
    /// scenario with its maps (parallel to its <map>s; null: opened from its file).
    void showDocument(std::vector<std::unique_ptr<jobs::MapDocument>> maps, std::unique_ptr<jobs::ScenarioDocument> scenario = nullptr);
    /// Every open map: the one under edit first, then a scenario's others.
    std::vector<const jobs::MapDocument*> openMaps() const;
    /// A scenario in its system's forms: its map under edit replaced by `map`,
    /// the same file recovered from an autosave (autosave.h), the forms kept
    /// (frame_forms.cpp). False, nothing changed, when no forms are open or
    /// `map` is another file or does not load.
    bool replaceFormsMap(std::unique_ptr<jobs::MapDocument> map);

    // A scenario on several maps: one is under edit, the others are drawn joined around it.
    /// Makes the scenario's map `board` (index in its <map>s) the map under
    /// edit; `shownIn`, where the canvas showed it, keeps it in place. False if not open.
    bool editBoard(int board, const render::MapFrame* shownIn = nullptr);
    /// Index of the map under edit in the scenario's <map>s (0 for a map alone).
    int board() const { return m_board; }
    Autosave& autosave() { return *m_autosave; }

    // Fitting the panes to the window (frame_layout.cpp).
    /// A narrow window: Layers and Properties are a page ("map") of the right-hand notebook, the panes smaller.
    bool compactLayout() const { return m_compact; }
    /// View > Side panes: shows or hides every pane but the canvas and the tool options.
    void showSidePanes(bool shown);
    /// The panes around the canvas: "shown" (all), "hidden" (none shown) or "mixed".
    std::string sidePanes();
    /// The right-hand notebook has a page `name` ("los", "layers").
    bool hasSidePage(const wxString& name) const { return std::find(m_sideNames.begin(), m_sideNames.end(), name) != m_sideNames.end(); }

private:
    bool m_scripted = false;
    int m_scriptAnswer = 0;                 ///< setScriptAnswer
    wxNotebook* m_side = nullptr;           ///< the right-hand panes, one page each
    std::vector<wxString> m_sideNames;      ///< page names, in page order
    struct ParkedPage {
        wxWindow* window;
        wxString name, caption;
    };
    std::vector<ParkedPage> m_parkedPages; ///< pages taken out of the notebook while they have nothing to show (fitSidePages)
    /// Whether side page `name` belongs beside what is shown (a board: its own page only).
    bool sidePageWanted(const wxString& name) const;
    /// Takes out of the side notebook the pages that do not belong beside what is shown, and puts back those that do (frame_layout.cpp).
    void fitSidePages();
    wxAuiManager m_aui;
    MapCanvas* m_canvas = nullptr;
    ChecksPanel* m_checks = nullptr;
    LayersPanel* m_layers = nullptr;
    PropertyPanel* m_properties = nullptr;
    ToolOptionsBar* m_toolOptions = nullptr;
    LosPanel* m_los = nullptr;
    wxFileHistory m_history;
    std::unique_ptr<jobs::MapDocument> m_map;
    std::unique_ptr<jobs::ScenarioDocument> m_scenario;
    /// The scenario's maps by index in its <map>s; the one under edit is m_map (its slot here is empty).
    std::vector<std::unique_ptr<jobs::MapDocument>> m_boards;
    int m_board = 0;
    std::unique_ptr<ScenarioEditor> m_scenarioEditor;
    ScenarioPane* m_scenarioPane = nullptr;
    /// Undo and Redo act on the scenario while a scenario tool is active or
    /// the focus is in the scenario pane; otherwise on the map.
    bool undoesScenario() const;
    std::unique_ptr<Autosave> m_autosave; ///< after the documents: a clean close removes their recovery files

    bool m_compact = false; ///< compactLayout()
    wxScrolledWindow* m_mapPage = nullptr; ///< compact: the notebook page holding Layers and Properties
    /// Lays the panes out for the window's width (compact below a width, frame_layout.cpp).
    void fitPanes();
    /// The tool options' pane as high as the bar's rows (one or two: ToolOptionsBar::fitRows).
    void fitToolOptions();
    void buildMenus();
    void buildPanes();
    void updateTitle();
    void updateEditMenu();
    /// Shows the level tool only where hexes state levels and the scenario tools' buttons
    /// only with a scenario open (room in the row for the tool's options).
    void showSystemTools();

    /// Shows findings that stopped a file from opening.
    void reportUnopened(const std::filesystem::path& file, const Findings& findings);
    /// Shows (or, scripted, prints) why a save failed; returns false.
    bool reportUnsaved(const std::filesystem::path& file, const Findings& problems);
    /// Everything that points into the open documents (the canvas, its active
    /// tool, the joined maps, the LOS session, the scenario editor) lets go
    /// of them: called before the documents are replaced or closed.
    void releaseDocuments();
    /// Sets status field `field` to `text` once the current event is handled, if it changed (see the constructor).
    void setStatusLater(int field, const wxString& text);
    wxString m_pendingStatus[4];
    bool m_statusPending[4] = {};
    bool m_statusScheduled = false;
    /// Shows a board the hex canvas does not draw on the board canvas (board_view.h).
    void showBoard(const std::filesystem::path& file, const jobs::FileKind& kind, std::unique_ptr<BoardView> view);
    void showBoard(const std::filesystem::path& file, const std::string& kindName, std::unique_ptr<BoardView> view);
    BoardCanvas* m_boardCanvas = nullptr;
    BoardRulingPanel* m_boardRuling = nullptr; ///< the board's ruling page (made when first needed)
    std::filesystem::path m_boardFile;         ///< the board shown on the board canvas ("" none)
    std::string m_boardKind;                   ///< its kind's name
    bool m_boardUntitled = false;              ///< made new, never saved: Save asks for a file
    /// Shows a scenario opened read only (FileKind::overview) beside its first map.
    void showOverview(const std::filesystem::path& file, const jobs::FileKind& kind, const jobs::ScenarioOverview& overview);
    /// Opens `file` in its system's forms beside its first map, shown already (frame_forms.cpp).
    bool openForms(const std::filesystem::path& file, const jobs::FileKind& kind, const ScenarioForms& forms);
    ScenarioFormsPage* m_forms = nullptr; ///< the forms' page (made when first needed)
    bool formsOpen() const;
    wxTextCtrl* m_overview = nullptr;     ///< the read-only scenario's page (made when first needed)
    std::filesystem::path m_overviewFile; ///< the read-only scenario shown with the map ("" none)
    /// Shows `maps` (a map alone, or a scenario's maps by index) and the scenario; the first map is under edit.
    void showMaps(std::vector<std::unique_ptr<jobs::MapDocument>> maps, std::unique_ptr<jobs::ScenarioDocument> scenario);
    /// Places the scenario's other maps around the one under edit.
    void layoutJoined();
    /// Any open document has unsaved changes.
    bool anyModified() const;
    /// Saves the scenario's other maps that have changes; false if one failed.
    bool saveOtherBoards();
    void updateBoardMenu();
    wxMenu* m_boardMenu = nullptr;
    void rememberFile(const std::filesystem::path& file);

    void onNew(wxCommandEvent&);
    void onOpen(wxCommandEvent&);
    void onRecent(wxCommandEvent&);
    void onSave(wxCommandEvent&);
    void onSaveAs(wxCommandEvent&);
    void onClose(wxCloseEvent&);
    void deleteSelection();
    void onUndo(wxCommandEvent&);
    void onRedo(wxCommandEvent&);
    /// Undo (back) or redo on the document Undo acts on.
    void step(bool back);
};

} // namespace crestline::gui
