// The scripted mode's commands of the New wizard and of a board's own
// commands (docs/editor-scripts.md, "Scripted mode"). The wizard is shown modeless, so a
// script sees it, sets its fields and presses its buttons through their
// handlers, as a click does:
//   wizard-open                 File > New...: the wizard's first page
//   wizard-choose SYSTEM [KIND]  selects SYSTEM's entry (of KIND: hex-map,
//                              card-map ...) on the first page and presses Next
//   wizard-field LABEL VALUE    sets the shown page's field LABEL (text typed,
//                              an item chosen, a file picked)
//   wizard-press BUTTON         presses back, next, create or cancel; a
//                              Create that makes the map shows it and closes the wizard
//   expect-wizard-error TEXT    the page says what is wrong, with TEXT ("-": nothing)
//   wizard-systems IDS          the first page offers the systems IDS (ids,
//                              space-separated), in that order
//   wizard-catalogs SYSTEM FILES  SYSTEM's hex map page offers the catalogs
//                              FILES of the catalogs folder ("a.terrain.xml b.terrain.xml")
//   board-command NAME [TEXT]   presses the board's command button NAME
//                              (add-column-left ...); with TEXT it must be
//                              refused saying TEXT, without it must be done

#include "editor/gui/board_canvas.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/new_wizard.h"
#include "editor/gui/script_runner.h"

#include <wx/app.h>

namespace crestline::gui {

namespace {

NewWizard* g_wizard = nullptr; ///< the wizard the script opened (one frame per editor)

std::string joined(const std::vector<std::string>& words)
{
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

void closeWizard()
{
    if (!g_wizard) return;
    g_wizard->Destroy();
    g_wizard = nullptr;
}

} // namespace

bool ScriptRunner::runNew(const std::vector<std::string>& w, int& pause)
{
    auto need = [&](std::size_t low, std::size_t high) {
        if (w.size() < low + 1 || w.size() > high + 1) fail(w[0] + " takes " + std::to_string(low) + (high > low ? " or " + std::to_string(high) : "") + " argument(s)");
    };
    auto wizard = [&]() -> NewWizard& {
        if (!g_wizard) fail(w[0] + ": the New wizard is not open (wizard-open)");
        return *g_wizard;
    };
    const std::string& cmd = w[0];
    pause = 1;
    if (cmd == "wizard-open") {
        need(0, 0);
        closeWizard();
        if (!m_frame.confirmDiscard()) fail("wizard-open: the unsaved changes were not let go");
        g_wizard = new NewWizard(&m_frame);
        g_wizard->Show();
        pause = 150;
    } else if (cmd == "wizard-choose") {
        need(1, 2);
        if (!wizard().choose(w[1], w.size() == 3 ? w[2] : std::string())) fail("the New wizard offers nothing of " + w[1] + (w.size() == 3 ? " " + w[2] : ""));
        if (wizard().shownPage() == 0) fail("wizard-choose: the first page stays: " + wizard().error());
        pause = 100;
    } else if (cmd == "wizard-field") {
        need(2, 2);
        if (!wizard().setField(w[1], w[2])) fail("the New wizard's page has no field \"" + w[1] + "\" taking \"" + w[2] + "\"");
    } else if (cmd == "wizard-press") {
        need(1, 1);
        if (!wizard().press(w[1])) fail("the New wizard's button " + w[1] + " is not shown or not enabled");
        if (w[1] == "create" && wizard().made()) {
            wizard().showIn(m_frame);
            closeWizard();
        } else if (w[1] == "cancel") {
            closeWizard();
        }
        pause = 100;
    } else if (cmd == "expect-wizard-error") {
        need(1, 1);
        const std::string shown = wizard().error();
        if (w[1] == "-" ? !shown.empty() : shown.find(w[1]) == std::string::npos)
            fail("expected the New wizard to say " + (w[1] == "-" ? std::string("nothing is wrong") : "\"" + w[1] + "\"") + "; it says: \"" + shown + "\"");
    } else if (cmd == "wizard-systems") {
        need(1, 1);
        NewWizard probe(&m_frame);
        const std::string offered = joined(probe.offeredSystems());
        if (offered != w[1]) fail("the New wizard offers the systems \"" + offered + "\", not \"" + w[1] + "\"");
    } else if (cmd == "wizard-catalogs") {
        need(2, 2);
        NewWizard probe(&m_frame);
        if (!probe.choose(w[1], "hex-map")) fail("the New wizard makes no hex map of " + w[1]);
        const std::string offered = joined(probe.offeredCatalogs());
        if (offered != w[2]) fail("for " + w[1] + " the New wizard offers the catalogs \"" + offered + "\", not \"" + w[2] + "\"");
    } else if (cmd == "board-command") {
        need(1, 2);
        BoardRulingPanel* page = m_frame.boardRuling();
        std::string refusal;
        if (!page || !page->pressCommand(w[1], refusal)) fail("the board's ruling page has no command " + w[1]);
        if (w.size() == 2 && !refusal.empty()) fail("board-command " + w[1] + " was refused: " + refusal);
        if (w.size() == 3 && refusal.find(w[2]) == std::string::npos)
            fail("board-command " + w[1] + ": expected a refusal saying \"" + w[2] + "\"; " + (refusal.empty() ? std::string("it was done") : "it said: " + refusal));
        pause = 100;
    } else {
        return false;
    }
    return true;
}

} // namespace crestline::gui
