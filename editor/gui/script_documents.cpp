// The scripted mode's commands of documents and keys
// (docs/editor-scripts.md, "Scripted mode"):
//   recover                    takes the newest autosave left by a dead editor,
//                              as --recover does at start (here mid-session)
//   press KEY                  KEY to whatever has the focus (`key` focuses the canvas first)
//   focus-option LABEL         the focus into the tool options bar's shown
//                              choice LABEL, as a click on it does
//   expect-focus WHERE         the focus is in the canvas, the options bar
//                              (options), elsewhere (other) or nowhere (none)
//   expect-checks-with CODE WHERE  some row of the Checks panel has CODE at WHERE
//   expect-level-rows shown|hidden  the Layers pane's Levels row and the
//                              Properties pane's Level row are shown (hidden:
//                              the map's catalog draws no level areas)
//   expect-overview "TEXT"     the read-only scenario's page holds TEXT ("-": no such scenario is open)
//   new-map-refused SYSTEM CATALOG TEXT  a new 8 x 6 map of SYSTEM with
//                              CATALOG is refused with an error containing TEXT

#include "editor/gui/autosave.h"
#include "editor/gui/grid_wizard.h"
#include "editor/gui/key_routing.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/panels.h"
#include "editor/gui/script_runner.h"

#include <wx/app.h>
#include <wx/uiaction.h>

namespace crestline::gui {

namespace {

} // namespace

bool ScriptRunner::runDocuments(const std::vector<std::string>& w, int& pause)
{
    auto need = [&](std::size_t n) {
        if (w.size() != n + 1) fail(w[0] + " takes " + std::to_string(n) + " argument(s)");
    };
    const std::string& cmd = w[0];
    pause = 1;
    if (cmd == "recover") {
        need(0);
        if (!m_frame.autosave().offerRecovery(RecoveryAnswer::Recover)) fail("recover: nothing was recovered");
        pause = 300;
    } else if (cmd == "press") {
        need(1);
        int code = 0, modifiers = 0;
        if (!parseScriptKey(w[1], code, modifiers)) fail("unknown key \"" + w[1] + "\"");
        wxUIActionSimulator sim;
        sim.Char(code, modifiers);
        pause = 150;
    } else if (cmd == "focus-option") {
        need(1);
        if (!m_frame.toolOptions().focusChoice(w[1])) fail("no shown choice \"" + w[1] + "\" in the tool options");
        pause = 150;
    } else if (cmd == "expect-focus") {
        need(1);
        wxYield();
        const wxWindow* focus = wxWindow::FindFocus();
        const std::string where = !focus                                  ? "none"
                                  : focus == &m_frame.canvas()            ? "canvas"
                                  : isWithin(focus, &m_frame.toolOptions()) ? "options"
                                                                          : "other";
        if (where != w[1]) fail("expected the focus in " + w[1] + ", it is in " + where);
    } else if (cmd == "expect-checks-with") {
        need(2);
        const ChecksPanel& checks = m_frame.checksPanel();
        std::string rows;
        for (int r = 0; r < checks.rowCount(); ++r) {
            if (checks.cell(r, 1) == w[1] && checks.cell(r, 2) == w[2]) return true;
            rows += " [" + checks.cell(r, 1) + " at \"" + checks.cell(r, 2) + "\"]";
        }
        fail("no Checks row " + w[1] + " at \"" + w[2] + "\"; the rows:" + (rows.empty() ? " none" : rows));
    } else if (cmd == "expect-overview") {
        need(1);
        const std::string& text = w[1];
        const std::string shown = m_frame.overviewText();
        if (text == "-" ? !shown.empty() : shown.find(text) == std::string::npos)
            fail("expected the read-only scenario page " + (text == "-" ? std::string("not shown") : "to hold \"" + text + "\"") + "; it is:\n" + shown);
    } else if (cmd == "expect-level-rows") {
        need(1);
        if (w[1] != "shown" && w[1] != "hidden") fail("expect-level-rows takes shown or hidden");
        const bool layer = m_frame.layersPanel().rowShown(Layer::Levels), property = m_frame.propertyPanel().levelShown();
        if (layer != (w[1] == "shown") || property != (w[1] == "shown"))
            fail("expected the level rows " + w[1] + ": the Levels layer row is " + (layer ? "shown" : "hidden") + ", the Level property " +
                 (property ? "shown" : "hidden"));
    } else if (cmd == "new-map-refused") {
        need(3);
        NewMapSpec spec;
        spec.system = w[1];
        spec.catalog = w[2];
        spec.grid.columns = 8;
        spec.grid.rows = 6;
        spec.grid.hexSize = 50;
        std::string error;
        Findings findings;
        if (makeNewMap(std::move(spec), error, findings)) fail("new-map-refused: the map of system \"" + w[1] + "\" was made");
        if (error.find(w[3]) == std::string::npos) fail("new-map-refused: the error \"" + error + "\" does not say \"" + w[3] + "\"");
    } else {
        return false;
    }
    return true;
}

} // namespace crestline::gui
