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

#include <filesystem>
#include <memory>


namespace crestline::jobs {
class MapDocument;
class ScenarioDocument;
}

namespace crestline::gui {

class Autosave;
class ChecksPanel;
class LayersPanel;
class PropertyPanel;
class ToolOptionsBar;

/// The main window.
class MainFrame : public wxFrame {
public:
    /// `scripted`: no modal dialogs (findings go to stderr, questions are not asked).
    explicit MainFrame(bool scripted);
    ~MainFrame() override;

    /// Opens a map or scenario file; shows (or, scripted, prints) the reader's
    /// findings and loads nothing if it cannot be used. True if opened.
    bool openFile(const std::filesystem::path& file);
    /// Shows a new, unsaved map (the grid wizard's or a script's).
    void showNewMap(formats::LoadedMap map, Findings findings);
    /// Saves to the document's file, or asks for one. True if saved.
    bool save();
    /// Saves to `file` (the document then belongs to it). True if saved.
    bool saveAs(const std::filesystem::path& file);
    /// Makes the tool named `name` active (tool_registry.cpp); false if unknown.
    bool selectTool(const std::string& name);
    /// Runs the menu command with this path ("Edit/Undo"); false if none.
    bool runMenu(const wxString& path);
    MapCanvas& canvas() { return *m_canvas; }
    LayersPanel& layersPanel() { return *m_layers; }
    jobs::MapDocument* mapDocument() { return m_map.get(); }
    /// Runs the menu command whose shortcut is `key` (no Ctrl/Alt); false if none.
    bool runAccelerator(const wxKeyEvent& key);
    /// Adds a pane beside the canvas (the LOS tools add theirs).
    void addPane(wxWindow* window, const wxString& name, const wxString& caption, bool right = true);
    /// Shows the document's state: title, Edit menu labels, panels.
    void documentChanged();

    // Autosave and recovery (autosave.h).
    bool isScripted() const { return m_scripted; }
    /// Shows a document made elsewhere (a recovered autosave).
    void showDocument(std::unique_ptr<jobs::MapDocument> map);
    Autosave& autosave() { return *m_autosave; }

private:
    bool m_scripted = false;
    wxAuiManager m_aui;
    MapCanvas* m_canvas = nullptr;
    ChecksPanel* m_checks = nullptr;
    LayersPanel* m_layers = nullptr;
    PropertyPanel* m_properties = nullptr;
    ToolOptionsBar* m_toolOptions = nullptr;
    wxFileHistory m_history;
    std::unique_ptr<jobs::MapDocument> m_map;
    std::unique_ptr<jobs::ScenarioDocument> m_scenario;
    std::unique_ptr<Autosave> m_autosave; ///< after the documents: a clean close removes their recovery files

    void buildMenus();
    void buildPanes();
    void updateTitle();
    void updateEditMenu();
    /// Asks whether to save changes first; false: the user cancelled.
    bool confirmDiscard();
    /// Shows findings that stopped a file from opening.
    void reportUnopened(const std::filesystem::path& file, const Findings& findings);
    void showMap(std::unique_ptr<jobs::MapDocument> map, std::unique_ptr<jobs::ScenarioDocument> scenario);
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
};

} // namespace crestline::gui
