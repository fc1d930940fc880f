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
#include <vector>

class wxButton;
class wxChoice;
class wxListCtrl;
class wxMenu;
class wxSizer;
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
    /// The value the panel's control for condition `name` shows ("purpose",
    /// "weather", "night", "attack"; "" while it is hidden: the map's rules do not read it).
    std::string shownCondition(const std::string& name) const;
    /// Chooses `value` in the panel's control for condition `name` as a user does (scripts).
    bool chooseCondition(const std::string& name, const std::string& value);

private:
    MapCanvas& m_canvas;
    wxStaticText *m_verdict, *m_smoke;
    wxTextCtrl* m_words;
    LosProfileView* m_profile;
    wxListCtrl* m_trace;
    wxButton *m_report, *m_clearSmoke;
    /// The conditions row: a choice per condition the map's rules read (LosSession::conditions()).
    wxSizer* m_conditionsRow;
    struct ConditionControl {
        std::string name;
        wxChoice* choice;
    };
    std::vector<ConditionControl> m_conditions;
    std::string m_conditionsFor; ///< the condition names the row was built for
    /// Builds the row again when the map's rules read other conditions; shows the session's values.
    void showConditions();

    /// Shows the session's state (called whenever it changes).
    void showSession();
};

/// Adds the LOS panel (a pane) and the LOS menu to `frame`; returns the panel.
LosPanel* installLosTools(MainFrame& frame);

} // namespace crestline::gui
