#pragma once
// The canvas of a board the hex canvas does not draw (board_view.h): the
// view fitted to the window, a left press handed to the view (and, until
// the button is let go, the drag and the release: BoardView::drag, release), the pointer's
// place in the status bar; and the page beside it that shows the view's
// ruling in words. The frame shows this canvas instead of the hex canvas
// while such a board is open.

#include "editor/gui/board_view.h"

#include <wx/panel.h>
#include <wx/window.h>

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

class wxChoice;
class wxSizer;
class wxStaticText;
class wxTextCtrl;

namespace crestline::gui {

/// The board canvas.
class BoardCanvas : public wxWindow {
public:
    explicit BoardCanvas(wxWindow* parent);
    /// Shows `view` (nullptr: none).
    void setView(std::unique_ptr<BoardView> view);
    BoardView* view() { return m_view.get(); }
    /// The canvas pixel of a point of the view's drawing, as drawn now.
    wxPoint pixelOf(BoardPoint p) const;
    /// After the view changed other than by a press (a command, undo): fitted again, drawn, onChanged.
    void viewChanged();
    /// Called after the view changed (a press): the ruling page listens.
    std::function<void()> onChanged;
    /// Called with what lies under the pointer (the status bar).
    std::function<void(const std::string&)> onHover;

private:
    std::unique_ptr<BoardView> m_view;
    /// The drawing's scale and where its top-left lies in the window (fitted, with a margin).
    double m_scale = 1, m_x = 0, m_y = 0;
    double m_fittedWidth = 0, m_fittedHeight = 0; ///< the view's size when fitted (a view that grew is fitted again)
    bool m_pressed = false;  ///< a plain press was handed to the view and the button not yet let go
    BoardPoint m_lastDrag;   ///< where the pointer was last seen while pressed
    void fit();
    /// The view changed under the pointer: drawn again, onChanged.
    void viewTouched();
    /// The button let go at `at` (or the capture lost): the view's release.
    void endDrag(BoardPoint at);
    BoardPoint pointOf(wxPoint pixel) const;
    void onPaint(wxPaintEvent&);
};

/// The ruling page: the view's verdict line and its words.
class BoardRulingPanel : public wxPanel {
public:
    BoardRulingPanel(wxWindow* parent, BoardCanvas& canvas);
    /// Shows the view's ruling as it is now.
    void show();
    std::string shownVerdict() const;
    std::string shownWords() const;
    /// Chooses `value` in the control of condition `name` as a user does (scripts); false if there is none.
    bool chooseCondition(const std::string& name, const std::string& value);
    /// Presses the button of the view's command `name` (scripts); false if there is none. `refusal`: why it was not done ("" done).
    bool pressCommand(const std::string& name, std::string& refusal);

private:
    BoardCanvas& m_canvas;
    wxStaticText* m_verdict;
    wxTextCtrl* m_words;
    std::string m_shown; ///< the verdict line as the view gave it (the label wraps it)
    wxSizer* m_conditionsRow = nullptr;
    std::vector<std::pair<std::string, wxChoice*>> m_choices; ///< condition name, its control
    std::string m_conditionsFor;                              ///< the names the row was built for
    const BoardView* m_conditionsView = nullptr;              ///< and the view
    wxSizer* m_commandsRow = nullptr;
    std::vector<std::pair<std::string, wxWindow*>> m_commandButtons; ///< command name, its button
    std::string m_commandsFor;                                    ///< the names the row was built for
    const BoardView* m_commandsView = nullptr;
    std::string m_refusal;                                        ///< the last command's refusal
    void showConditions();
    void showCommands();
};

} // namespace crestline::gui
