#pragma once
// The LOS panel and menu (docs/editor.md, "LOS tools"): the shown ruling in
// words (verdict, rule, reason, deciding feature and the explanation lines
// the command line prints), its side profile drawn by the dispute report's
// own code (render::drawLosProfile), the string hex by hex, the Smoke
// markers, and the dispute report written with jobs::writeLosReport.

#include "editor/gui/map_canvas.h"
#include "geometry/los/ruling.h"

#include <wx/panel.h>

#include <filesystem>
#include <string>

class wxButton;
class wxChoice;
class wxListCtrl;
class wxMenu;
class wxStaticText;
class wxTextCtrl;

namespace crestline::jobs {
class MapDocument;
}

namespace crestline::gui {

class MainFrame;
class LosProfileView;

/// The pane that shows the LOS session (los_session.h).
class LosPanel : public wxPanel {
public:
    LosPanel(wxWindow* parent, MapCanvas& canvas);
    ~LosPanel() override;

    /// Another document was opened: the old one's ruling, viewshed and Smoke are forgotten.
    void documentOpened(const jobs::MapDocument* doc);
    /// The document was edited, undone or redone: rules again on it.
    void documentChanged();
    /// Writes the dispute report of the shown pair to `file` (PDF, SVG or
    /// PNG by its extension). Returns why not ("" when written).
    std::string writeReport(const std::filesystem::path& file);
    /// Asks for a file and writes the report (the menu item and the button).
    void askReport();
    /// The shown ruling (nullptr: none).
    const geometry::los::Ruling* ruling() const;
    /// The verdict word the panel shows ("clear", "hindered", "blocked", "blind"; "" none).
    std::string shownVerdict() const;
    /// The ruling's words as the panel shows them (headline, count and tie lines...).
    std::string shownWords() const;
    /// Menu id of "LOS report..." (enabled while there is a ruling).
    int reportMenuId = 0;
    /// Menu ids of the attack kinds (radio items, enabled on maps that read
    /// the attack kind), in the order direct, mortar, artillery.
    int attackMenuIds[3] = {0, 0, 0};
    /// The attack kind the panel's control shows ("direct", "mortar",
    /// "artillery"; "" while the control is hidden: the map does not read it).
    std::string shownAttack() const;
    /// Chooses the attack kind in the panel's control as a user does (scripts).
    bool chooseAttack(const std::string& name);

private:
    MapCanvas& m_canvas;
    wxStaticText *m_verdict, *m_smoke;
    wxTextCtrl* m_words;
    LosProfileView* m_profile;
    wxListCtrl* m_trace;
    wxButton *m_report, *m_clearSmoke;
    wxChoice* m_attack;           ///< CoH: direct, mortar, artillery [5.0.2]
    wxStaticText* m_attackNote;   ///< what the chosen kind does with walls
    wxSizer* m_attackRow;         ///< the attack control and its note, shown on maps that read it

    /// Shows the session's state (called whenever it changes).
    void showSession();
};

/// Adds the LOS panel (a pane) and the LOS menu to `frame`; returns the panel.
LosPanel* installLosTools(MainFrame& frame);

} // namespace crestline::gui
