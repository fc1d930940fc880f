// The scripted mode's commands for holding modifier keys and reading the
// status bar (docs/editor-scripts.md, "Scripted mode"):
//   hold ctrl|shift|alt        presses the modifier and keeps it down (the
//                              canvas gets the focus first, as `key` gives it)
//   release ctrl|shift|alt     lets it go
//   expect-status FIELD TEXT   the status bar's field FIELD (0: the tool's
//                              line, 1: the pointer) contains TEXT
//   expect-no-status FIELD TEXT  ... does not contain TEXT
//   expect-selection-count N   N features are selected
//   resize-grid LEFT RIGHT TOP BOTTOM [renumber] [confirm]
//                              Edit > Resize grid with these counts (without
//                              the dialog); `confirm` answers Yes to losing hex
//                              data (else No); prints "resized: ..." or "refused: ..."
//   map-properties NAME METRES Edit > Map properties... with this name and metres
//                              per hex (without the dialog); prints "set: ..." or
//                              "refused: ..." (a bad value: nothing changed)

#include "editor/gui/grid_resize_dialog.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/map_properties_dialog.h"
#include "editor/gui/script_runner.h"

#include <wx/app.h>
#include <wx/uiaction.h>

#include <charconv>
#include <iostream>

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
    } else if (cmd == "resize-grid") {
        if (w.size() < 5 || w.size() > 7) fail("resize-grid takes LEFT RIGHT TOP BOTTOM [renumber] [confirm]");
        int counts[4] = {};
        for (int i = 0; i < 4; ++i) {
            const std::string& t = w[std::size_t(i) + 1];
            const auto r = std::from_chars(t.data(), t.data() + t.size(), counts[i]);
            if (r.ec != std::errc() || r.ptr != t.data() + t.size()) fail("resize-grid: \"" + t + "\" is not a whole number");
        }
        bool renumber = false, confirm = false;
        for (std::size_t i = 5; i < w.size(); ++i) {
            if (w[i] == "renumber") renumber = true;
            else if (w[i] == "confirm") confirm = true;
            else fail("resize-grid: unknown word \"" + w[i] + "\"");
        }
        std::string message;
        const bool done = applyGridResize(m_frame, {counts[0], counts[1], counts[2], counts[3], renumber}, [&](const std::vector<std::string>& lost) {
            for (const std::string& line : lost) std::cout << "lost: " << line << std::endl;
            return confirm;
        }, message);
        std::cout << (done ? "resized: " : "refused: ") << message << std::endl;
        pause = 150;
    } else if (cmd == "map-properties") {
        need(2);
        std::string message;
        const bool done = applyMapProperties(m_frame, w[1], w[2], message);
        std::cout << (done ? "set: " : "refused: ") << message << std::endl;
        pause = 150;
    } else {
        return false;
    }
    return true;
}

} // namespace crestline::gui
