// The scripted mode's commands of the frame itself (docs/editor-scripts.md, "Scripted mode"):
//   expect-swatch LABEL VALUE RRGGBB [MARK]  the swatch beside VALUE in the tool
//                              options' shown terrain list LABEL is mostly RRGGBB
//                              (and has pixels of MARK: a whole-hex motif)
//   popup-option LABEL         opens that list's drop-down, as a click does
//   expect-shortcut NAME KEY   the open Keyboard shortcuts window (Help menu)
//                              lists NAME ("Line of sight", "Edit > Undo") with KEY
//   expect-no-shortcut NAME    it lists no row NAME
//   expect-canvas-at-least W H the canvas's client size is at least W x H pixels
//   print-canvas-size          prints "canvas W H" (the canvas) and "window W H" (the frame)
//   expect-layout compact|wide the panes' layout for the window's width
//   expect-side-panes shown|hidden  every pane around the canvas is shown, none is (View > Side panes)
//   expect-side-page NAME      the right-hand notebook has a page NAME ("map", "los")
//   expect-no-side-page NAME   it has none (the hex canvas's pages while a board is shown)
//   side-page NAME             brings that page to the front, as a click on its tab does
//   expect-tool-bar-inside     every shown button and option of the tool bar is
//                              wholly inside it (none cut off by the window's edge)
//   expect-tool-bar-rows N     the tool bar has N rows (1; 2: the options under the buttons)
//   window-size W H            resizes the window to W x H pixels, as a hand dragging its corner
//   forms-scroll-to LABEL      prints "forms-page client W H virtual W H", then scrolls the
//                              scenario forms page (as its scrollbars do) until the shown
//                              button LABEL lies wholly inside the page (a form's own
//                              page scrolled first); fails if it cannot

#include "editor/gui/help_menu.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/panels.h"
#include "editor/gui/scenario_forms_page.h"
#include "editor/gui/script_runner.h"

#include <wx/button.h>
#include <wx/scrolwin.h>

#include <functional>
#include <iostream>

namespace crestline::gui {

bool ScriptRunner::runFrame(const std::vector<std::string>& w, int& pause)
{
    auto need = [&](std::size_t n) {
        if (w.size() != n + 1) fail(w[0] + " takes " + std::to_string(n) + " argument(s)");
    };
    auto whole = [&](const std::string& text) {
        char* end = nullptr;
        const long n = std::strtol(text.c_str(), &end, 10);
        if (text.empty() || *end || n < 0) fail(w[0] + ": \"" + text + "\" is not a whole number of pixels");
        return int(n);
    };
    const std::string& cmd = w[0];
    pause = 1;
    if (cmd == "expect-swatch") {
        if (w.size() != 4 && w.size() != 5) fail("expect-swatch takes LABEL VALUE RRGGBB [MARK]");
        const std::string colour = m_frame.toolOptions().swatchColour(w[1], w[2]);
        if (colour.empty()) fail("no swatch for \"" + w[2] + "\" in a shown terrain list \"" + w[1] + "\"");
        if (colour != w[3]) fail("the swatch of " + w[2] + " in " + w[1] + " is mostly #" + colour + ", not #" + w[3]);
        if (w.size() == 5 && !m_frame.toolOptions().swatchHas(w[1], w[2], w[4])) fail("the swatch of " + w[2] + " in " + w[1] + " has no #" + w[4]);
    } else if (cmd == "popup-option") {
        need(1);
        if (!m_frame.toolOptions().popup(w[1])) fail("no shown list \"" + w[1] + "\" in the tool options");
        pause = 300;
    } else if (cmd == "expect-shortcut" || cmd == "expect-no-shortcut") {
        need(cmd == "expect-shortcut" ? 2 : 1);
        const auto rows = shownShortcuts();
        if (rows.empty()) fail(cmd + ": the Keyboard shortcuts window is not open (menu \"Help/Keyboard shortcuts...\")");
        const ShortcutRow* found = nullptr;
        for (const ShortcutRow& r : rows)
            if (r.what == w[1]) found = &r;
        if (cmd == "expect-no-shortcut") {
            if (found) fail("the shortcuts list has a row \"" + w[1] + "\" (" + found->key + ")");
        } else if (!found) {
            fail("the shortcuts list (" + std::to_string(rows.size()) + " rows) has no row \"" + w[1] + "\"");
        } else if (found->key != w[2]) {
            fail("the shortcuts list gives " + w[1] + " the key \"" + found->key + "\", not \"" + w[2] + "\"");
        }
    } else if (cmd == "expect-canvas-at-least") {
        need(2);
        const wxSize size = m_frame.canvas().GetClientSize();
        if (size.x < whole(w[1]) || size.y < whole(w[2]))
            fail("the canvas is " + std::to_string(size.x) + " x " + std::to_string(size.y) + ", less than " + w[1] + " x " + w[2] + " (window " +
                 std::to_string(m_frame.GetSize().x) + " x " + std::to_string(m_frame.GetSize().y) + ")");
    } else if (cmd == "print-canvas-size") {
        need(0);
        const wxSize canvas = m_frame.canvas().GetClientSize(), window = m_frame.GetSize();
        std::cout << "canvas " << canvas.x << " " << canvas.y << "\nwindow " << window.x << " " << window.y << std::endl;
    } else if (cmd == "expect-layout") {
        need(1);
        if (w[1] != "compact" && w[1] != "wide") fail("expect-layout takes compact or wide");
        const std::string layout = m_frame.compactLayout() ? "compact" : "wide";
        if (layout != w[1]) fail("the layout is " + layout + ", not " + w[1] + " (window " + std::to_string(m_frame.GetSize().x) + " wide)");
    } else if (cmd == "expect-side-panes") {
        need(1);
        if (w[1] != "shown" && w[1] != "hidden") fail("expect-side-panes takes shown or hidden");
        const std::string state = m_frame.sidePanes();
        if (state != w[1]) fail("the side panes are " + state + ", not " + w[1]);
    } else if (cmd == "expect-side-page" || cmd == "expect-no-side-page") {
        need(1);
        const bool has = m_frame.hasSidePage(wxString::FromUTF8(w[1]));
        if (has != (cmd == "expect-side-page")) fail(std::string("the right-hand notebook ") + (has ? "has" : "has no") + " page \"" + w[1] + "\"");
    } else if (cmd == "expect-tool-bar-inside") {
        need(0);
        if (const std::string cut = m_frame.toolOptions().outside(); !cut.empty())
            fail("the tool bar's \"" + cut + "\" is not wholly inside it (window " + std::to_string(m_frame.GetSize().x) + " wide)");
    } else if (cmd == "expect-tool-bar-rows") {
        need(1);
        const std::string rows = m_frame.toolOptions().twoRows() ? "2" : "1";
        if (rows != w[1]) fail("the tool bar has " + rows + " row(s), not " + w[1]);
    } else if (cmd == "window-size") {
        need(2);
        m_frame.SetSize(whole(w[1]), whole(w[2]));
        pause = 500;
    } else if (cmd == "forms-scroll-to") {
        need(1);
        ScenarioFormsPage* page = m_frame.formsPage();
        if (!page || !page->active()) fail("no scenario is open in forms");
        const wxString label = wxString::FromUTF8(w[1]);
        const std::function<wxButton*(wxWindow*)> find = [&](wxWindow* parent) -> wxButton* {
            for (wxWindow* child : parent->GetChildren()) {
                if (auto* b = dynamic_cast<wxButton*>(child); b && b->GetLabel() == label && b->IsShownOnScreen()) return b;
                if (wxButton* b = find(child)) return b;
            }
            return nullptr;
        };
        wxButton* button = find(page);
        if (!button) fail("the forms page shows no button \"" + w[1] + "\"");
        const wxSize client = page->GetClientSize(), virt = page->GetVirtualSize();
        std::cout << "forms-page client " << client.x << " " << client.y << " virtual " << virt.x << " " << virt.y << std::endl;
        const auto shownRect = [](wxWindow* w) { return wxRect(w->ClientToScreen(wxPoint(0, 0)), w->GetClientSize()); };
        // Each scrolled window from the button out to the page (a form's own
        // page scrolls down, the forms page both ways) scrolled as little as shows the button in it.
        for (wxWindow* at = button->GetParent(); at; at = at == page ? nullptr : at->GetParent()) {
            auto* scrolled = dynamic_cast<wxScrolledWindow*>(at);
            if (!scrolled || shownRect(at).Contains(button->GetScreenRect())) continue;
            int ux = 0, uy = 0;
            scrolled->GetScrollPixelsPerUnit(&ux, &uy);
            const wxPoint start = scrolled->GetViewStart();
            const wxRect r = button->GetScreenRect(), view = shownRect(at);
            // The button in the window's virtual (unscrolled) pixels, then the least scroll that shows it (none where it does not scroll).
            const auto least = [](int lo, int hi, int startUnits, int size, int unit) {
                if (unit <= 0) return startUnits;
                int v = startUnits * unit;
                if (hi > v + size) v = hi - size;
                if (lo < v) v = lo;
                const int up = (v + unit - 1) / unit;
                return up * unit <= lo ? up : v / unit;
            };
            const int vx = start.x * ux + r.x - view.x, vy = start.y * uy + r.y - view.y;
            scrolled->Scroll(least(vx, vx + r.width, start.x, view.width, ux), least(vy, vy + r.height, start.y, view.height, uy));
            wxYield();
        }
        wxRect shown = shownRect(page); // what the page shows of it: every window between clips it too
        for (wxWindow* at = button->GetParent(); at && at != page; at = at->GetParent()) shown.Intersect(shownRect(at));
        const wxRect at = button->GetScreenRect();
        if (!shown.Contains(at))
            fail("the button \"" + w[1] + "\" lies at x " + std::to_string(at.x - shown.x) + ".." + std::to_string(at.GetRight() - shown.x) + ", y " + std::to_string(at.y - shown.y) + ".." +
                 std::to_string(at.GetBottom() - shown.y) + " of what the forms page shows of its form, 0.." + std::to_string(shown.width - 1) + " x 0.." + std::to_string(shown.height - 1) +
                 " and cannot be scrolled there");
        std::cout << "forms-button " << w[1] << " at " << at.x - shown.x << " " << at.y - shown.y << std::endl;
    } else if (cmd == "side-page") {
        need(1);
        if (!m_frame.hasSidePage(wxString::FromUTF8(w[1]))) fail("the right-hand notebook has no page \"" + w[1] + "\"");
        m_frame.showPane(wxString::FromUTF8(w[1]));
    } else {
        return false;
    }
    return true;
}

} // namespace crestline::gui
