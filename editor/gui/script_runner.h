#pragma once
// Scripted mode (crestline-editor --script FILE [MAP]): runs a script of
// GUI actions, one line a step, through the same event path as a user:
// pointer positions are lattice coordinates turned into screen pixels by the
// canvas transform and injected with wxUIActionSimulator. Any error prints
// "FILE:LINE: message" to stderr and exits 2. Commands: docs/editor.md.

#include <wx/gdicmn.h>
#include <wx/longlong.h>
#include <wx/timer.h>

#include <string>
#include <vector>

namespace crestline::gui {

class MainFrame;

/// Runs a script on the main frame, one step per timer tick.
class ScriptRunner : public wxEvtHandler {
public:
    /// Reads `file` (exits 2 if it cannot) and starts after the window is shown.
    ScriptRunner(MainFrame& frame, std::string file);

private:
    MainFrame& m_frame;
    std::string m_file;
    std::vector<std::string> m_lines;
    std::size_t m_next = 0;
    wxTimer m_timer;
    bool m_ready = false;       ///< the window is shown and laid out: the steps may run
    wxSize m_shownSize{-1, -1}; ///< the canvas size at the previous poll for that
    int m_waitedMs = 0;         ///< how long the first step has waited for it
    wxLongLong m_lastClickMs = 0; ///< when the last plain board click was made (wxGetLocalTimeMillis)
    wxPoint m_lastClickAt{-1000, -1000}; ///< and where, in screen pixels

    void onTick(wxTimerEvent&);
    /// Runs one line; returns the pause before the next line (ms).
    int run(const std::vector<std::string>& words);
    /// The scenario commands (scenario-select, scenario-field, scenario-apply,
    /// set-objective-vp, expect-undo, sighting-setup, seal).
    void runScenario(const std::vector<std::string>& words);
    [[noreturn]] void fail(const std::string& message) const;
    /// Screen pixel of lattice (u, v), after checking it is inside the canvas.
    wxPoint screenPoint(const std::string& u, const std::string& v) const;
    wxPoint screenPoint(double u, double v) const;
    /// Screen pixel of the centre of the hex labelled `label`.
    wxPoint hexPoint(const std::string& label) const;
    /// The LOS commands (los, mouse-up, smoke, sweep, expect-los,
    /// expect-viewshed, los-report), the hex-table systems' ones (attack,
    /// expect-attack) and the tool options (option, expect-option,
    /// expect-menu); false if `w[0]` is none of them.
    bool runLos(const std::vector<std::string>& w, int& pause);
    /// The commands of documents, keys and the New map wizard (recover,
    /// press, focus-option, expect-focus, wizard-*: script_documents.cpp);
    /// false if `w[0]` is none of them.
    bool runDocuments(const std::vector<std::string>& w, int& pause);
    /// The commands of modifier keys held and the status bar (hold, release,
    /// expect-status, expect-no-status, expect-selection-count) and Edit > Resize
    /// grid (resize-grid): script_edits.cpp;
    /// false if `w[0]` is none of them.
    bool runEdits(const std::vector<std::string>& w, int& pause);
    /// The frame's own commands (terrain swatches, the shortcuts list, the
    /// canvas size and the panes' layout: script_frame.cpp); false if `w[0]` is none of them.
    bool runFrame(const std::vector<std::string>& w, int& pause);
    /// The timing commands (mouse-down, timed-move, timed-key, timed-board-click, timing-summary: script_timing.cpp).
    bool runTiming(const std::vector<std::string>& w, int& pause);
    /// The New wizard's and the board's commands (wizard-*, board-command: script_new.cpp).
    bool runNew(const std::vector<std::string>& w, int& pause);
    /// The commands of a system's scenario forms (forms-*, expect-forms-*:
    /// script_scenario_forms.cpp); false if `w[0]` is none of them.
    bool runForms(const std::vector<std::string>& w, int& pause);
    /// Writes the whole window (panes and all) as a PNG.
    bool windowShot(const std::string& file) const;
};

/// "ctrl+shift+z" -> wx key code and modifiers; false if unknown.
bool parseScriptKey(std::string spec, int& code, int& modifiers);

/// Splits a script line into words; "double quotes" group words. Empty for comments.
std::vector<std::string> scriptWords(const std::string& line);

} // namespace crestline::gui
