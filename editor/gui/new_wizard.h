#pragma once
// File > New...: one wizard for every rule system (docs/editor.md, "The New
// wizard"). Its first page lists what can be made, from the registries and
// never from names here: a hex map for each system whose query is between
// two hexes (geometry::los::ruleSystems()), and every system's new boards
// (EditorSystem::newBoards: a card map from a deck, a table); a system that
// brings neither is listed as making nothing yet. The next page is that
// choice's: the grid and the system's terrain catalogs (grid_wizard.h), or
// the board's questions (NewBoard::questions: a deck, the first rectangle).
// Create checks every field and says what is wrong on the page, naming the
// field; the new document then opens, unsaved, under its system.

#include "editor/gui/editor_system.h"
#include "formats/map/map_format.h"
#include "geometry/finding.h"

#include <wx/dialog.h>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class wxButton;
class wxListBox;
class wxSimplebook;
class wxStaticText;

namespace crestline::gui {

class GridPage;
class MainFrame;

/// The wizard. Modal from the File menu; a script shows it modeless and
/// drives its controls and buttons (script_new.cpp).
class NewWizard : public wxDialog {
public:
    explicit NewWizard(wxWindow* parent);
    ~NewWizard() override;

    /// One line of the first page.
    struct Entry {
        std::string system;        ///< the system id
        std::string kind;          ///< "hex-map", or the NewBoard's name ("card-map"); "" nothing to make
        std::string label;         ///< "NAME [ID]: card map", the system from the registry
        std::string description;   ///< shown under the list
        const NewBoard* board = nullptr;
        int page = -1;             ///< its page in the book; -1 none
    };
    const std::vector<Entry>& entries() const { return m_entries; }
    /// The system ids of the first page, in order, each once (scripts).
    std::vector<std::string> offeredSystems() const;
    /// Selects the entry of `system` (and `kind`, "" its first) and presses Next; false if there is none.
    bool choose(const std::string& system, const std::string& kind = "");
    /// The page shown: 0 the first page, else the chosen entry's.
    int shownPage() const;
    /// The catalogs the hex page offers for its system (scripts).
    std::vector<std::string> offeredCatalogs() const;
    /// Sets the field `label` of the page shown as a user does (text typed,
    /// an item chosen, a file picked); false if the page has no such field or item.
    bool setField(const std::string& label, const std::string& value);
    /// Presses a button ("back", "next", "create", "cancel") through its click handler; false if it is not enabled.
    bool press(const std::string& button);
    /// What the page says is wrong ("" nothing).
    std::string error() const;
    /// Whether Create made something; then showIn() shows it.
    bool made() const { return m_map.has_value() || m_board != nullptr; }
    /// Shows what was made in `frame` (a hex map on the hex canvas, a board on the board canvas).
    void showIn(MainFrame& frame);

private:
    std::vector<Entry> m_entries;
    wxListBox* m_list = nullptr;
    wxStaticText* m_description = nullptr;
    wxStaticText* m_heading = nullptr;
    wxSimplebook* m_book = nullptr;
    GridPage* m_grid = nullptr;
    wxStaticText* m_error = nullptr;
    std::string m_errorText; ///< as said (the label wraps it)
    wxButton *m_back = nullptr, *m_next = nullptr, *m_create = nullptr, *m_cancel = nullptr;
    /// Per board page: its fields (label, control), in the questions' order.
    std::vector<std::vector<std::pair<std::string, wxWindow*>>> m_boardFields;
    std::vector<std::vector<std::string>> m_boardOffered; ///< per board page: the files offered for its File questions (full paths), in order
    int m_chosen = -1; ///< the entry whose page is shown

    std::optional<formats::LoadedMap> m_map;
    Findings m_findings;
    std::unique_ptr<BoardView> m_board;
    std::string m_kindName;

    void buildBoardPage(Entry& entry);
    void showPage(int entry);
    void onNext();
    void onCreate();
    void showError(const std::string& text);
    const std::vector<std::pair<std::string, wxWindow*>>* shownFields() const;
    /// The board's questions answered from its page; nullopt with the error shown.
    std::optional<std::vector<std::string>> boardAnswers(const Entry& entry);
};

/// File > New...: asks whether to save unsaved changes, runs the wizard
/// (starting at the entry of kind `kind` when not ""), shows what it made.
void runNewWizard(MainFrame& frame, const std::string& kind = "");

} // namespace crestline::gui
