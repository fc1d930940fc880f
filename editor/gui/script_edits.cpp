// The scripted mode's commands for holding modifier keys and reading the
// status bar (docs/editor.md, "Scripted mode"):
//   hold ctrl|shift|alt        presses the modifier and keeps it down (the
//                              canvas gets the focus first, as `key` gives it)
//   release ctrl|shift|alt     lets it go
//   expect-status FIELD TEXT   the status bar's field FIELD (0: the tool's
//                              line, 1: the pointer) contains TEXT
//   expect-no-status FIELD TEXT  ... does not contain TEXT
//   expect-selection-count N   N features are selected

#include "editor/gui/main_frame.h"
#include "editor/gui/script_runner.h"

#include <wx/app.h>
#include <wx/uiaction.h>

namespace crestline::gui {

bool ScriptRunner::runEdits(const std::vector<std::string>& w, int& pause)
{
    auto need = [&](std::size_t n) {
        if (w.size() != n + 1) fail(w[0] + " takes " + std::to_string(n) + " argument(s)");
    };
    const std::string& cmd = w[0];
    pause = 1;
    if (cmd == "hold" || cmd == "release") {
        need(1);
        const int key = w[1] == "ctrl" ? WXK_CONTROL : w[1] == "shift" ? WXK_SHIFT : w[1] == "alt" ? WXK_ALT : 0;
        if (!key) fail(cmd + " takes ctrl, shift or alt");
        wxUIActionSimulator sim;
        if (cmd == "hold") {
            m_frame.canvas().SetFocus();
            wxYield();
            sim.KeyDown(key);
        } else {
            sim.KeyUp(key);
        }
        pause = 150;
    } else if (cmd == "expect-status" || cmd == "expect-no-status") {
        need(2);
        const int field = w[1] == "0" ? 0 : w[1] == "1" ? 1 : -1;
        if (field < 0) fail(cmd + " takes the field 0 or 1 and a text");
        wxYield();
        const std::string text = m_frame.GetStatusBar()->GetStatusText(field).utf8_string();
        const bool holds = text.find(w[2]) != std::string::npos;
        if (holds != (cmd == "expect-status"))
            fail("expected status field " + w[1] + (holds ? " not to contain \"" : " to contain \"") + w[2] + "\", it is \"" + text + "\"");
    } else if (cmd == "expect-selection-count") {
        need(1);
        const std::string n = std::to_string(m_frame.canvas().selection().size());
        if (n != w[1]) fail("expected " + w[1] + " features selected, there are " + n);
    } else {
        return false;
    }
    return true;
}

} // namespace crestline::gui
