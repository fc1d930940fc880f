// The LOS commands of the scripted mode (docs/editor-scripts.md, "Scripted mode"): each
// drives the LOS tool through the same event path a user's hand takes
// (wxUIActionSimulator), or reads what the LOS panel shows.
//   los FROM TO [hold]         drag the LOS tool from hex centre to hex centre;
//                              prints "los FROM X Y TO X Y" (canvas pixels)
//                              (hold: leave the button down; mouse-up releases)
//   mouse-up                   release the left button
//   smoke HEX                  Ctrl+click HEX with the LOS tool (the map's system's what-if
//                              marker steps on: FF Smoke none -> 5 -> 2 -> none, a GTS barrage ...)
//   sweep HEX                  move to HEX with Shift held (the viewshed of HEX)
//   expect-los VERDICT [H]     the panel shows VERDICT (and hindrance H)
//   expect-los-json FIELD VALUE ...  the shown ruling's JSON (as `crestline los --json`
//                              prints it) has each FIELD (a dotted path into the object: a system object's key, a dot, its field) at VALUE
//   expect-los-words TEXT...   the panel's words contain TEXT (the rest of the line)
//   expect-no-los-words TEXT...  they do not
//   expect-viewshed HEX VERDICT  the shaded viewshed rules HEX so
//   los-report FILE            write the dispute report of the shown ruling
//   los-json FILE              write the shown ruling's JSON, as `crestline los --json` prints it
//   window-shot FILE           the whole window as a PNG
// A board on the board canvas (a card map; board_view.h):
//   board-los FROM TO          click the place FROM, then TO (as the command line names
//                              them: "1,1", a card), as a hand does: the view rules
//   expect-board-verdict "TEXT"  the ruling page's verdict line contains TEXT ("-": no ruling)
//   expect-board-words "TEXT"  its words contain TEXT
//   board-json FILE            write the shown ruling's JSON, as `crestline los --json` prints it
//   board-ctrl-click PLACE     Ctrl+click the place (a what-if marker steps on)
//   board-click PLACE          click the place once (in an edit mode of the board: one edit)
//   board-condition NAME VALUE  choose VALUE in the ruling page's control NAME (purpose, night)
//   board-drag FROM TO [hold]  press on the place FROM, move in 8 steps to TO, release
//                              (hold: leave the button down; board-move, then mouse-up)
//   board-move PLACE           move the pointer in 4 steps to PLACE, the buttons as held
// The rule systems' own commands (LOS menu; system_actions.h):
//   action NAME [FILE]         run the action NAME of the map's system, FILE the file it asks for
//   expect-answer "TEXT"       the page Check holds TEXT
//   new-board NAME ARGS...     File > New NAME (card-map): ARGS answer what it asks, in order
// The tool options:
//   condition NAME VALUE       choose VALUE in the LOS panel's control for the condition NAME
//                              (purpose, weather, night, attack: what the map's rules read)
//   expect-condition NAME VALUE  the control shows VALUE ("none": there is none, the rules do not read it)
//   option LABEL VALUE         pick VALUE (or the item starting "VALUE ") in the
//                              tool options bar's choice labelled LABEL
//   expect-option LABEL VALUE  that choice shows VALUE (or an item starting "VALUE ")
//   expect-menu PATH STATE     the menu item PATH ("Tools/Hex levels") is enabled or disabled

#include "editor/gui/board_canvas.h"
#include "editor/gui/system_actions.h"
#include "editor/gui/los_panel.h"
#include "editor/gui/los_session.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/panels.h"
#include "editor/gui/script_runner.h"
#include "editor/gui/x11_pixels.h"
#include "editor/jobs/map_document.h"
#include "formats/los/ruling_format.h"

#include <nlohmann/json.hpp>

#include <wx/app.h>
#include <wx/image.h>
#include <wx/menu.h>
#include <wx/time.h>
#include <wx/uiaction.h>

#include <cstdlib>
#include <fstream>
#include <iostream>

namespace crestline::gui {

namespace {

constexpr int kLosStepMs = 150; ///< after a LOS step: the ruling and the repaint are done

/// Moves the simulated pointer from `from` to `to` in steps, letting each motion be handled.
void glide(wxUIActionSimulator& sim, wxPoint from, wxPoint to, int steps)
{
    for (int k = 1; k <= steps; ++k) {
        sim.MouseMove(from + (to - from) * k / steps);
        wxMilliSleep(10);
        wxYield();
    }
}

} // namespace

wxPoint ScriptRunner::hexPoint(const std::string& label) const
{
    const jobs::MapDocument* doc = m_frame.mapDocument();
    if (!doc) fail("no map is open");
    const auto hex = doc->grid().parseLabel(label);
    if (!hex) fail("no hex '" + label + "' on this map");
    const geometry::Point c = doc->grid().centre(*hex).toPoint();
    return screenPoint(c.u, c.v);
}

bool ScriptRunner::windowShot(const std::string& file) const
{
    if (!wxImage::FindHandler(wxBITMAP_TYPE_PNG)) wxInitAllImageHandlers();
    // Pending paints first; then the window's pixels as the X server holds
    // them once it has drawn every request the window made (x11_pixels.h).
    m_frame.Update();
    wxYield();
    wxImage shot;
    if (!screenPixels(m_frame.GetScreenRect(), shot)) return false;
    return shot.SaveFile(wxString::FromUTF8(file), wxBITMAP_TYPE_PNG);
}

bool ScriptRunner::runLos(const std::vector<std::string>& w, int& pause)
{
    auto need = [&](std::size_t least, std::size_t most) {
        if (w.size() < least + 1 || w.size() > most + 1)
            fail(w[0] + " takes " + std::to_string(least) + (most > least ? " to " + std::to_string(most) : "") + " argument(s)");
    };
    auto panel = [&]() -> LosPanel& {
        if (!m_frame.losPanel()) fail("the editor has no LOS panel");
        return *m_frame.losPanel();
    };
    wxUIActionSimulator sim;
    const std::string& cmd = w[0];
    pause = kLosStepMs;
    if (cmd == "los") {
        need(2, 3);
        if (w.size() == 4 && w[3] != "hold") fail("los FROM TO takes \"hold\" as its third word, if any");
        m_frame.selectTool("los");
        const wxPoint from = hexPoint(w[1]), to = hexPoint(w[2]);
        // The canvas pixels of both centres, for tests that read the screenshot.
        const wxPoint a = m_frame.canvas().ScreenToClient(from), b = m_frame.canvas().ScreenToClient(to);
        std::cout << "los " << w[1] << " " << a.x << " " << a.y << " " << w[2] << " " << b.x << " " << b.y << std::endl;
        sim.MouseMove(from);
        wxYield();
        sim.MouseDown();
        wxYield();
        glide(sim, from, to, 12);
        if (w.size() == 3) sim.MouseUp();
    } else if (cmd == "mouse-up") {
        need(0, 0);
        sim.MouseUp();
    } else if (cmd == "smoke") {
        need(1, 1);
        m_frame.selectTool("los");
        sim.MouseMove(hexPoint(w[1]));
        wxYield();
        sim.KeyDown(WXK_CONTROL);
        wxYield();
        sim.MouseClick();
        wxYield();
        sim.KeyUp(WXK_CONTROL);
    } else if (cmd == "sweep") {
        need(1, 1);
        m_frame.selectTool("los");
        const wxPoint to = hexPoint(w[1]);
        sim.MouseMove(to + wxPoint(0, 4));
        wxYield();
        sim.KeyDown(WXK_SHIFT);
        wxYield();
        glide(sim, to + wxPoint(0, 4), to, 2);
        sim.KeyUp(WXK_SHIFT);
    } else if (cmd == "expect-los") {
        need(1, 2);
        const std::string shown = panel().shownVerdict();
        if (shown != w[1]) fail("expected the LOS panel to show " + w[1] + ", it shows \"" + (shown.empty() ? "no ruling" : shown) + "\"");
        if (w.size() == 3 && std::to_string(panel().ruling()->hindrance) != w[2])
            fail("expected hindrance " + w[2] + ", the ruling has " + std::to_string(panel().ruling()->hindrance));
    } else if (cmd == "expect-los-json") {
        if (w.size() < 3 || w.size() % 2 == 0) fail("expect-los-json takes pairs of a field and its value");
        const geometry::los::Ruling* ruling = panel().ruling();
        const jobs::MapDocument* doc = m_frame.mapDocument();
        if (!ruling || !doc) fail("no ruling is shown");
        const auto json = nlohmann::json::parse(formats::rulingJson(doc->scene(), *ruling));
        for (std::size_t i = 1; i + 1 < w.size(); i += 2) {
            // A dotted path into the ruling's JSON, as `crestline los --json` prints it: "verdict", "SYSTEM.FIELD".
            const nlohmann::json* at = &json;
            std::size_t start = 0;
            while (at && start <= w[i].size()) {
                const std::size_t dot = std::min(w[i].find('.', start), w[i].size());
                const std::string key = w[i].substr(start, dot - start);
                at = at->is_object() && at->contains(key) ? &(*at)[key] : nullptr;
                start = dot + 1;
            }
            if (!at) fail("the shown ruling's JSON has no field " + w[i]);
            const std::string value = at->is_string() ? at->get<std::string>() : at->dump();
            if (value != w[i + 1]) fail("expected " + w[i] + " " + w[i + 1] + ", the shown ruling has " + value);
        }
        pause = 1;
    } else if (cmd == "expect-los-words" || cmd == "expect-no-los-words") {
        if (w.size() < 2) fail(cmd + " takes the text to look for");
        std::string text = w[1];
        for (std::size_t i = 2; i < w.size(); ++i) text += " " + w[i];
        const std::string words = panel().shownWords();
        const bool found = words.find(text) != std::string::npos;
        if (found != (cmd == "expect-los-words"))
            fail("expected the LOS panel's words " + std::string(found ? "not " : "") + "to contain \"" + text + "\"; they are:\n" + words);
        pause = 1;
    } else if (cmd == "expect-viewshed") {
        need(2, 2);
        const formats::ViewshedView* view = losSession().viewshed();
        const jobs::MapDocument* doc = m_frame.mapDocument();
        const auto hex = doc ? doc->grid().parseLabel(w[1]) : std::nullopt;
        if (!hex) fail("no hex '" + w[1] + "' on this map");
        if (!view) fail("no viewshed is shaded");
        const std::string verdict(geometry::los::verdictName(view->cells[std::size_t(doc->grid().index(*hex))].verdict()));
        if (verdict != w[2]) fail("expected " + w[1] + " " + w[2] + " in the viewshed of " + doc->grid().label(view->from) + ", it is " + verdict);
        pause = 1;
    } else if (cmd == "action") {
        need(1, 2);
        const std::string why = runSystemAction(m_frame, w[1], w.size() == 3 ? std::optional<std::filesystem::path>(w[2]) : std::nullopt);
        if (!why.empty()) fail(why);
        pause = 1;
    } else if (cmd == "new-board") {
        if (w.size() < 2) fail("new-board takes a name and its answers");
        const std::string why = runNewBoard(m_frame, w[1], {w.begin() + 2, w.end()});
        if (!why.empty()) fail(why);
        pause = 1;
    } else if (cmd == "expect-answer") {
        need(1, 1);
        const std::string shown = shownAnswer();
        if (shown.find(w[1]) == std::string::npos) fail("expected the page Check to hold \"" + w[1] + "\"; it holds:\n" + shown);
        pause = 1;
    } else if (cmd == "board-los") {
        need(2, 2);
        BoardCanvas& canvas = m_frame.boardCanvas();
        if (!canvas.view() || !canvas.IsShown()) fail("no board is shown on the board canvas");
        for (int i = 1; i <= 2; ++i) {
            const auto at = canvas.view()->placeOf(w[std::size_t(i)]);
            if (!at) fail("the board has no place \"" + w[std::size_t(i)] + "\"");
            sim.MouseMove(canvas.ClientToScreen(canvas.pixelOf(*at)));
            wxYield();
            sim.MouseClick();
            wxYield();
            wxMilliSleep(20);
            wxYield();
        }
    } else if (cmd == "expect-board-verdict" || cmd == "expect-board-words") {
        need(1, 1);
        BoardRulingPanel* page = m_frame.boardRuling();
        if (!page) fail("no board's ruling page is shown");
        const std::string shown = cmd == "expect-board-verdict" ? page->shownVerdict() : page->shownWords();
        const bool none = w[1] == "-" && shown == "No ruling";
        if (!none && shown.find(w[1]) == std::string::npos) fail("expected the board's " + std::string(cmd == "expect-board-verdict" ? "verdict" : "words") + " to hold \"" + w[1] + "\"; shown:\n" + shown);
        pause = 1;
    } else if (cmd == "board-click" || cmd == "board-ctrl-click") {
        need(1, 1);
        BoardCanvas& canvas = m_frame.boardCanvas();
        const auto at = canvas.view() ? canvas.view()->placeOf(w[1]) : std::nullopt;
        if (!at) fail("the board has no place \"" + w[1] + "\"");
        const bool ctrl = cmd == "board-ctrl-click";
        const wxPoint screen = canvas.ClientToScreen(canvas.pixelOf(*at));
        // A click near the last one within the double-click time would be
        // taken for a double click (GTK: 400 ms and 5 px by default, wider
        // here): wait out the rest of that time; any other click goes at once.
        constexpr int kDoubleClickMs = 450, kDoubleClickPx = 8;
        if (std::abs(screen.x - m_lastClickAt.x) <= kDoubleClickPx && std::abs(screen.y - m_lastClickAt.y) <= kDoubleClickPx) {
            const wxLongLong since = wxGetLocalTimeMillis() - m_lastClickMs;
            if (since < kDoubleClickMs) wxMilliSleep(static_cast<unsigned long>((kDoubleClickMs - since).GetValue()));
        }
        sim.MouseMove(screen);
        wxYield();
        if (ctrl) sim.KeyDown(WXK_CONTROL);
        wxYield();
        sim.MouseClick();
        wxYield();
        if (ctrl) sim.KeyUp(WXK_CONTROL);
        wxYield();
        wxYield();
        m_lastClickMs = wxGetLocalTimeMillis();
        m_lastClickAt = screen;
    } else if (cmd == "board-drag" || cmd == "board-move") {
        // A drag on the board canvas as a hand makes it: pressed on FROM, moved in steps (each motion handled), released on TO.
        const bool drag = cmd == "board-drag";
        need(drag ? 2 : 1, drag ? 3 : 1);
        if (drag && w.size() == 4 && w[3] != "hold") fail("board-drag FROM TO takes \"hold\" as its third word, if any");
        BoardCanvas& canvas = m_frame.boardCanvas();
        if (!canvas.view() || !canvas.IsShown()) fail("no board is shown on the board canvas");
        const auto screenOf = [&](const std::string& place) {
            const auto at = canvas.view()->placeOf(place);
            if (!at) fail("the board has no place \"" + place + "\"");
            return canvas.ClientToScreen(canvas.pixelOf(*at));
        };
        const wxPoint to = screenOf(w[drag ? 2 : 1]);
        if (drag) {
            const wxPoint from = screenOf(w[1]);
            // As board-click: a press near the last click within the double-click time waits it out.
            constexpr int kDoubleClickMs = 450, kDoubleClickPx = 8;
            if (std::abs(from.x - m_lastClickAt.x) <= kDoubleClickPx && std::abs(from.y - m_lastClickAt.y) <= kDoubleClickPx) {
                const wxLongLong since = wxGetLocalTimeMillis() - m_lastClickMs;
                if (since < kDoubleClickMs) wxMilliSleep(static_cast<unsigned long>((kDoubleClickMs - since).GetValue()));
            }
            sim.MouseMove(from);
            wxYield();
            sim.MouseDown();
            m_lastClickMs = wxGetLocalTimeMillis();
            m_lastClickAt = from;
            wxYield();
            glide(sim, from, to, 8);
            if (w.size() == 3) sim.MouseUp();
            wxYield();
        } else {
            glide(sim, wxGetMousePosition(), to, 4);
        }
    } else if (cmd == "print-board-pixel") {
        // The window pixel (as window-shot writes the window) of a place of the board canvas, unrounded.
        need(1, 1);
        BoardCanvas& canvas = m_frame.boardCanvas();
        const auto at = canvas.view() ? canvas.view()->placeOf(w[1]) : std::nullopt;
        if (!at || !canvas.IsShown()) fail("the board has no place \"" + w[1] + "\"");
        const wxPoint origin = canvas.ClientToScreen(wxPoint(0, 0)) - m_frame.GetScreenRect().GetTopLeft();
        const wxPoint pixel = canvas.pixelOf(*at);
        std::cout << "board-pixel " << w[1] << " " << origin.x + pixel.x << " " << origin.y + pixel.y << std::endl;
        pause = 1;
    } else if (cmd == "board-condition") {
        need(2, 2);
        BoardRulingPanel* page = m_frame.boardRuling();
        if (!page || !page->chooseCondition(w[1], w[2])) fail("the board's ruling page offers no " + w[1] + " \"" + w[2] + "\"");
        pause = 1;
    } else if (cmd == "board-json") {
        need(1, 1);
        BoardCanvas& canvas = m_frame.boardCanvas();
        const std::string json = canvas.view() ? canvas.view()->json() : std::string();
        if (json.empty()) fail("no ruling is shown on the board");
        std::ofstream out(w[1], std::ios::binary);
        out << json << "\n";
        if (!out.flush()) fail("could not write " + w[1]);
        pause = 1;
    } else if (cmd == "los-json") {
        need(1, 1);
        const geometry::los::Ruling* ruling = panel().ruling();
        const jobs::MapDocument* doc = m_frame.mapDocument();
        if (!ruling || !doc) fail("no ruling is shown");
        std::ofstream out(w[1], std::ios::binary);
        out << formats::rulingJson(doc->scene(), *ruling) << "\n";
        if (!out.flush()) fail("could not write " + w[1]);
        pause = 1;
    } else if (cmd == "los-report") {
        need(1, 1);
        const std::string why = panel().writeReport(w[1]);
        if (!why.empty()) fail("LOS report not written: " + why);
        pause = 1;
    } else if (cmd == "condition") {
        need(2, 2);
        if (!panel().chooseCondition(w[1], w[2]))
            fail("the LOS panel offers no " + w[1] + " \"" + w[2] + "\" (shown: \"" + panel().shownCondition(w[1]) + "\")");
    } else if (cmd == "expect-condition") {
        need(2, 2);
        const std::string shown = panel().shownCondition(w[1]);
        if (shown != (w[2] == "none" ? std::string() : w[2])) fail("expected the " + w[1] + " " + w[2] + ", the panel shows \"" + shown + "\"");
        pause = 1;
    } else if (cmd == "option") {
        need(2, 2);
        if (!m_frame.toolOptions().choose(w[1], w[2])) fail("no shown choice \"" + w[1] + "\" offering \"" + w[2] + "\" in the tool options");
        pause = 1;
    } else if (cmd == "expect-option") {
        need(2, 2);
        const std::string shown = m_frame.toolOptions().chosen(w[1]);
        if (shown != w[2] && !shown.starts_with(w[2] + " ")) fail("expected the option " + w[1] + " to show " + w[2] + ", it shows \"" + shown + "\"");
        pause = 1;
    } else if (cmd == "expect-menu") {
        need(2, 2);
        if (w[2] != "enabled" && w[2] != "disabled") fail("expect-menu takes enabled or disabled");
        const wxString path = wxString::FromUTF8(w[1]);
        wxMenuBar* bar = m_frame.GetMenuBar();
        const int id = bar->FindMenuItem(path.BeforeFirst('/'), path.AfterFirst('/'));
        wxMenuItem* item = id == wxNOT_FOUND ? nullptr : bar->FindItem(id);
        if (!item) fail("no menu item \"" + w[1] + "\"");
        if (item->IsEnabled() != (w[2] == "enabled")) fail("expected " + w[1] + " " + w[2]);
        pause = 1;
    } else if (cmd == "window-shot") {
        need(1, 1);
        if (!windowShot(w[1])) fail("could not write " + w[1]);
        pause = 1;
    } else {
        return false;
    }
    return true;
}

} // namespace crestline::gui
