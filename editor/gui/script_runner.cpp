#include "editor/gui/script_runner.h"

#include "editor/gui/board_canvas.h"

#include "editor/gui/autosave.h"
#include "editor/gui/export_menu.h"
#include "editor/gui/grid_wizard.h"
#include "editor/gui/trace_actions.h"
#include "editor/edit/background.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/panels.h"
#include "editor/gui/scenario_editor.h"
#include "editor/gui/scenario_pane.h"
#include "editor/gui/scenario_text.h"
#include "editor/jobs/map_document.h"
#include "editor/jobs/scenario_document.h"

#include <wx/app.h>
#include <wx/menu.h>
#include <wx/uiaction.h>

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iomanip>
#include <iostream>

namespace crestline::gui {

namespace {

// Steps wait on events, never on time: before each step every event the
// previous ones caused is handled (settle), and the first step waits until
// the window is shown and laid out (polled). The pause after a step only
// paces the script like a hand; nothing depends on its length.
constexpr int kStepMs = 1;           ///< pause after each input step: one timer tick, so the window paints between steps
constexpr int kPollMs = 50;          ///< how often the first step looks for the window
constexpr int kShownDeadlineMs = 120000; ///< a window not shown and laid out by then is a failure

/// Lets everything the previous steps caused happen before the next one: the
/// pending native events (the simulator's input, which wxUIActionSimulator
/// has already synced with the X server), the queued wx events (CallAfter)
/// and idle handling, until nothing is pending; then the windows repaint.
void settle(wxWindow& frame)
{
    for (int round = 0; round < 1000; ++round) {
        wxYield();
        if (!wxTheApp->Pending() && !wxTheApp->HasPendingEvents()) break;
    }
    frame.Update();
}

double number(const std::string& text, bool& ok)
{
    double x = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), x);
    ok = r.ec == std::errc() && r.ptr == text.data() + text.size();
    return x;
}

} // namespace

bool parseScriptKey(std::string spec, int& code, int& modifiers)
{
    modifiers = wxMOD_NONE;
    for (std::size_t plus; (plus = spec.find('+')) != std::string::npos && plus + 1 < spec.size(); spec.erase(0, plus + 1)) {
        const std::string mod = spec.substr(0, plus);
        if (mod == "ctrl") modifiers |= wxMOD_CONTROL;
        else if (mod == "shift") modifiers |= wxMOD_SHIFT;
        else if (mod == "alt") modifiers |= wxMOD_ALT;
        else return false;
    }
    static const std::pair<const char*, int> names[] = {
        {"return", WXK_RETURN}, {"enter", WXK_RETURN}, {"escape", WXK_ESCAPE}, {"delete", WXK_DELETE}, {"backspace", WXK_BACK},
        {"space", WXK_SPACE},   {"home", WXK_HOME},    {"tab", WXK_TAB},       {"left", WXK_LEFT},     {"right", WXK_RIGHT},
        {"up", WXK_UP},         {"down", WXK_DOWN},      {"f6", WXK_F6},
    };
    for (const auto& [name, key] : names)
        if (spec == name) return code = key, true;
    if (spec.size() == 1 && std::isalnum(static_cast<unsigned char>(spec[0]))) return code = std::tolower(spec[0]), true;
    return false;
}

std::vector<std::string> scriptWords(const std::string& line)
{
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < line.size()) {
        if (std::isspace(static_cast<unsigned char>(line[i]))) {
            ++i;
        } else if (line[i] == '#' && words.empty()) {
            break;
        } else if (line[i] == '"') {
            const std::size_t end = line.find('"', i + 1);
            words.push_back(line.substr(i + 1, end == std::string::npos ? std::string::npos : end - i - 1));
            i = end == std::string::npos ? line.size() : end + 1;
        } else {
            std::size_t end = i;
            while (end < line.size() && !std::isspace(static_cast<unsigned char>(line[end]))) ++end;
            words.push_back(line.substr(i, end - i));
            i = end;
        }
    }
    return words;
}

ScriptRunner::ScriptRunner(MainFrame& frame, std::string file) : m_frame(frame), m_file(std::move(file)), m_timer(this)
{
    std::ifstream in(m_file);
    if (!in) {
        std::cerr << m_file << ": cannot read the script\n";
        std::exit(2);
    }
    for (std::string line; std::getline(in, line);) m_lines.push_back(line);
    Bind(wxEVT_TIMER, &ScriptRunner::onTick, this);
    m_timer.StartOnce(kPollMs);
}

void ScriptRunner::fail(const std::string& message) const
{
    std::cerr << m_file << ":" << m_next << ": " << message << "\n";
    std::exit(2);
}

wxPoint ScriptRunner::screenPoint(const std::string& u, const std::string& v) const
{
    bool okU = false, okV = false;
    const geometry::Point p{number(u, okU), number(v, okV)};
    if (!okU || !okV) fail("expected lattice coordinates U V, got \"" + u + " " + v + "\"");
    return screenPoint(p.u, p.v);
}

wxPoint ScriptRunner::screenPoint(double u, double v) const
{
    MapCanvas& canvas = m_frame.canvas();
    const wxPoint pixel = canvas.pixelOf({u, v});
    const wxSize size = canvas.GetClientSize();
    if (pixel.x < 0 || pixel.y < 0 || pixel.x >= size.x || pixel.y >= size.y)
        fail("lattice point " + std::to_string(u) + " " + std::to_string(v) + " is outside the canvas (pixel " + std::to_string(pixel.x) +
             "," + std::to_string(pixel.y) + ")");
    return canvas.ClientToScreen(pixel);
}

void ScriptRunner::onTick(wxTimerEvent&)
{
    if (!m_ready) {
        // The first step waits for the window: shown, and the canvas laid out
        // (the same size at two polls in a row, all events handled between).
        settle(m_frame);
        wxWindow& canvas = m_frame.boardFile().empty() ? static_cast<wxWindow&>(m_frame.canvas()) : m_frame.boardCanvas(); // the one shown
        const wxSize size = canvas.GetClientSize();
        const bool shown = m_frame.IsShownOnScreen() && canvas.IsShownOnScreen() && size.x > 0 && size.y > 0;
        if (!shown || size != m_shownSize) {
            m_shownSize = size;
            m_waitedMs += kPollMs;
            if (m_waitedMs > kShownDeadlineMs) fail("the window was not shown and laid out within " + std::to_string(kShownDeadlineMs / 1000) + " s");
            m_timer.StartOnce(kPollMs);
            return;
        }
        m_ready = true;
    }
    int pause = 0;
    while (m_next < m_lines.size() && pause == 0) {
        const auto words = scriptWords(m_lines[m_next++]);
        if (words.empty()) continue;
        settle(m_frame);
        m_frame.checksPanel().flush(); // the Checks list as the last step left it (it waits for edits to pause)
        settle(m_frame);
        pause = run(words);
    }
    if (m_next >= m_lines.size() && pause == 0) fail("the script ended without quit");
    m_timer.StartOnce(pause);
}

int ScriptRunner::run(const std::vector<std::string>& w)
{
    auto need = [&](std::size_t n) {
        if (w.size() != n + 1) fail(w[0] + " takes " + std::to_string(n) + " argument(s)");
    };
    wxUIActionSimulator sim;
    const std::string& cmd = w[0];
    if (cmd == "click" || cmd == "double-click") {
        need(2);
        const wxPoint at = screenPoint(w[1], w[2]);
        sim.MouseMove(at);
        wxYield();
        cmd == "click" ? sim.MouseClick() : sim.MouseDblClick();
    } else if (cmd == "move") {
        need(2);
        sim.MouseMove(screenPoint(w[1], w[2]));
    } else if (cmd == "drag") {
        need(4);
        const wxPoint from = screenPoint(w[1], w[2]), to = screenPoint(w[3], w[4]);
        sim.MouseMove(from);
        wxYield();
        sim.MouseDown();
        wxYield();
        for (int k = 1; k <= 8; ++k) {
            sim.MouseMove(from + (to - from) * k / 8);
            wxMilliSleep(10);
            wxYield();
        }
        sim.MouseUp();
    } else if (cmd == "key") {
        need(1);
        int code = 0, modifiers = 0;
        if (!parseScriptKey(w[1], code, modifiers)) fail("unknown key \"" + w[1] + "\"");
        m_frame.canvas().SetFocus(); // keys are for the canvas's tool, even before any click
        wxYield();
        sim.Char(code, modifiers);
    } else if (cmd == "type") {
        // type TEXT: keys to whatever has the focus (a form field the script focused).
        need(1);
        for (char c : w[1]) sim.Char(static_cast<unsigned char>(c));
    } else if (cmd == "tool") {
        need(1);
        if (!m_frame.selectTool(w[1])) fail("no tool named \"" + w[1] + "\"");
        return 1;
    } else if (cmd == "menu") {
        need(1);
        if (!m_frame.runMenu(wxString::FromUTF8(w[1]))) fail("no enabled menu item \"" + w[1] + "\"");
        return 1;
    } else if (cmd == "open") {
        // As File > Open does: the unsaved-changes question first (answered by `answer`), then the file.
        need(1);
        if (m_frame.confirmDiscard()) m_frame.openFile(w[1]);
        return 1;
    } else if (cmd == "answer") {
        // answer save|discard|cancel: how the unsaved-changes question is answered from now on.
        need(1);
        const int answer = w[1] == "save" ? wxYES : w[1] == "discard" ? wxNO : w[1] == "cancel" ? wxCANCEL : 0;
        if (!answer) fail("answer takes save, discard or cancel");
        m_frame.setScriptAnswer(answer);
        return 1;
    } else if (cmd == "new-map") {
        // new-map flat|pointy odd|even COLUMNS ROWS HEX_SIZE CATALOG [SYSTEM]: the grid
        // wizard's fields; SYSTEM left out: the one the catalog is made for.
        if (w.size() != 7 && w.size() != 8) fail("new-map takes 6 or 7 arguments");
        NewMapSpec spec;
        spec.grid.orientation = w[1] == "pointy" ? geometry::HexOrientation::PointyTop : geometry::HexOrientation::FlatTop;
        spec.grid.parity = w[2] == "even" ? geometry::OffsetParity::Even : geometry::OffsetParity::Odd;
        bool okC = false, okR = false, okS = false;
        spec.grid.columns = int(number(w[3], okC));
        spec.grid.rows = int(number(w[4], okR));
        spec.grid.hexSize = number(w[5], okS);
        if (!okC || !okR || !okS || (w[1] != "flat" && w[1] != "pointy") || (w[2] != "odd" && w[2] != "even"))
            fail("new-map takes flat|pointy odd|even COLUMNS ROWS HEX_SIZE CATALOG");
        spec.catalog = w[6];
        if (w.size() == 8) spec.system = w[7];
        else if (const auto catalog = formats::loadCatalogFile(spec.catalog); catalog.value) spec.system = catalog.value->system;
        std::string error;
        Findings findings;
        auto made = makeNewMap(std::move(spec), error, findings);
        if (!made) fail("new-map: " + error);
        m_frame.showNewMap(std::move(*made), std::move(findings));
        return kStepMs;
    } else if (cmd == "save") {
        need(1);
        if (!m_frame.saveAs(w[1])) fail("could not save " + w[1]);
        return 1;
    } else if (cmd == "screenshot") {
        need(1);
        if (!m_frame.canvas().writePng(w[1])) fail("could not write " + w[1]);
        return 1;
    } else if (cmd == "expect-tool") {
        need(1);
        if (m_frame.toolName() != w[1]) fail("expected the tool " + w[1] + ", it is " + m_frame.toolName());
        return 1;
    } else if (cmd == "expect-title") {
        need(1);
        const std::string title = m_frame.GetTitle().utf8_string();
        if (title != w[1]) fail("expected the title \"" + w[1] + "\", it is \"" + title + "\"");
        return 1;
    } else if (cmd == "expect-board") {
        // expect-board ID: the scenario map under edit.
        need(1);
        const auto* scenario = m_frame.scenarioDocument();
        const std::string id = scenario && m_frame.board() < int(scenario->scenario().maps.size())
                                   ? scenario->scenario().maps[std::size_t(m_frame.board())].id
                                   : std::string("(none)");
        if (id != w[1]) fail("expected the map under edit to be " + w[1] + ", it is " + id);
        return 1;
    } else if (cmd == "expect-pointer") {
        // expect-pointer TEXT: the status bar's pointer field begins with TEXT (after a move).
        need(1);
        wxYield();
        const std::string text = m_frame.GetStatusBar()->GetStatusText(1).utf8_string();
        if (!text.starts_with(w[1])) fail("expected the pointer field to begin \"" + w[1] + "\", it is \"" + text + "\"");
        return 1;
    } else if (cmd == "expect-features") {
        need(1);
        const auto* doc = m_frame.mapDocument();
        const std::string count = std::to_string(doc ? doc->map().features.size() : 0);
        if (count != w[1]) fail("expected " + w[1] + " features, the map has " + count);
        return 1;
    } else if (cmd == "expect-undo" || cmd == "expect-redo") {
        // The Edit menu's item as shown: Undo "LABEL" (an empty LABEL or "-": plain, disabled "Undo").
        need(1);
        const bool none = w[1].empty() || w[1] == "-";
        const int id = cmd == "expect-undo" ? wxID_UNDO : wxID_REDO;
        const wxString verb = cmd == "expect-undo" ? "Undo" : "Redo";
        const wxString shown = m_frame.GetMenuBar()->GetLabel(id).BeforeFirst('\t');
        wxString wanted = "&" + verb + (none ? wxString() : " \"" + wxString::FromUTF8(w[1]) + "\"");
        if (shown != wanted) fail("the Edit menu shows \"" + shown.utf8_string() + "\", not \"" + wanted.utf8_string() + "\"");
        return 1;
    } else if (cmd == "expect-tool") {
        need(1);
        const Tool* tool = m_frame.canvas().tool();
        const std::string name = tool ? tool->name() : "(none)";
        if (name != w[1]) fail("expected the tool \"" + w[1] + "\", it is \"" + name + "\"");
        return 1;
    } else if (cmd == "check-double-click") {
        // check-double-click ROW: double-clicks row ROW (1 = first) of the Checks panel.
        need(1);
        bool ok = false;
        const int row = int(number(w[1], ok)) - 1;
        if (!ok || row < 0 || row >= m_frame.checksPanel().rowCount())
            fail("the Checks panel has " + std::to_string(m_frame.checksPanel().rowCount()) + " rows");
        sim.MouseMove(m_frame.checksPanel().rowScreenPoint(row));
        wxYield();
        sim.MouseDblClick();
    } else if (cmd == "expect-selection") {
        // expect-selection ID: the first selected feature's id ("" for none).
        need(1);
        const auto& sel = m_frame.canvas().selection();
        const auto* doc = m_frame.mapDocument();
        const std::string id = doc && !sel.empty() ? doc->map().features[std::size_t(sel.front())].id : "";
        if (id != w[1]) fail("expected \"" + w[1] + "\" selected, the selection is \"" + id + "\"");
        return 1;
    } else if (cmd == "layer") {
        // layer NAME show|hide|lock|unlock, NAME as in the Layers panel, lower case, spaces as '-'.
        need(2);
        int found = -1;
        for (int i = 0; i < int(Layer::Count); ++i) {
            std::string name(layerName(Layer(i)));
            for (char& c : name) c = c == ' ' ? '-' : char(std::tolower(static_cast<unsigned char>(c)));
            if (name == w[1]) found = i;
        }
        if (found < 0) fail("no layer named \"" + w[1] + "\"");
        const std::string& how = w[2];
        if (how != "show" && how != "hide" && how != "lock" && how != "unlock") fail("layer takes show, hide, lock or unlock");
        m_frame.layersPanel().set(Layer(found), how == "lock" || how == "unlock", how == "show" || how == "lock");
        return 1;
    } else if (cmd == "snap") {
        need(1);
        if (w[1] != "on" && w[1] != "off") fail("snap takes on or off");
        m_frame.canvas().setSnapping(w[1] == "on");
        return 1;
    } else if (cmd == "zoom") {
        // zoom FACTOR U V: as the wheel does, around the lattice point (U, V).
        need(3);
        bool ok = false;
        const double factor = number(w[1], ok);
        if (!ok || factor <= 0) fail("zoom takes a positive factor and a lattice point");
        const wxPoint at = m_frame.canvas().ScreenToClient(screenPoint(w[2], w[3]));
        m_frame.canvas().zoomAt(factor, at.x, at.y);
        return 1;
    } else if (cmd == "load-background") {
        // Tracing (trace_actions.h): File > Load background image without the file dialog.
        need(1);
        std::string error;
        if (!loadBackground(m_frame.canvas(), w[1], error)) fail("load-background: " + error);
        return 1;
    } else if (cmd == "background-opacity") {
        need(1);
        bool ok = false;
        const double opacity = number(w[1], ok);
        if (!ok || opacity < 0 || opacity > 1) fail("background-opacity takes a number from 0 to 1");
        setBackgroundOpacity(m_frame.canvas(), opacity);
        return 1;
    } else if (cmd == "click-image") {
        // click-image X Y: a click where pixel (X, Y) of the background image is drawn now.
        need(2);
        bool okX = false, okY = false;
        const double x = number(w[1], okX), y = number(w[2], okY);
        const auto* doc = m_frame.mapDocument();
        const auto t = doc ? m_frame.canvas().background().shownTransform(*doc) : std::nullopt;
        if (!okX || !okY || !t) fail("click-image takes image pixels X Y and needs a background image");
        const geometry::Point p = t->apply(x, y);
        const wxPoint at = screenPoint(std::to_string(p.u), std::to_string(p.v));
        sim.MouseMove(at);
        wxYield();
        sim.MouseClick();
    } else if (cmd == "fit") {
        need(0);
        m_frame.canvas().fitToWindow();
        return 1;
    } else if (cmd == "wait") {
        need(1);
        bool ok = false;
        const double ms = number(w[1], ok);
        if (!ok || ms < 1) fail("wait takes milliseconds");
        return int(ms);
    } else if (cmd.starts_with("scenario-") || cmd.starts_with("expect-scenario-") || cmd == "set-objective-vp" || cmd == "expect-objective" || cmd == "expect-area" || cmd == "expect-scenario-findings" || cmd == "sighting-setup" ||
               cmd == "expect-marked-hex" ||
               cmd == "sighting-chosen" || cmd == "seal") {
        runScenario(w);
        return 1;
    } else if (cmd == "export" || cmd == "export-refused") {
        // export KIND PATH: the Export menu's job (xml, json, sheet, map);
        // export-refused: the same, which must be refused (nothing written).
        // On a file whose kind brings its own exports (jobs::FileKind::exports:
        // a GTS scenario, a card map, a table), WORD is that export's id.
        need(2);
        std::filesystem::path open;
        const bool ofKind = !openFileExports(m_frame, open).empty();
        ExportKind kind;
        if (!ofKind && !exportKindFromWord(w[1], kind)) fail("export takes xml, json, sheet or map, and a file");
        std::string message;
        const bool ok = ofKind ? exportOpenFile(m_frame, w[1], w[2], message) : exportTo(m_frame, kind, w[2], message);
        std::cout << (ok ? "exported: " : "refused: ") << message << std::endl;
        if (ok != (cmd == "export")) fail(cmd == "export" ? "export refused: " + message : "export was not refused");
        return 1;
    } else if (cmd == "expect-checks-row") {
        // expect-checks-row ROW CODE "WHERE": row ROW (1 = first) of the Checks panel has this code and Where.
        need(3);
        bool ok = false;
        const int row = int(number(w[1], ok)) - 1;
        const ChecksPanel& checks = m_frame.checksPanel();
        if (!ok || row < 0 || row >= checks.rowCount()) fail("the Checks panel has " + std::to_string(checks.rowCount()) + " rows");
        if (checks.cell(row, 1) != w[2] || checks.cell(row, 2) != w[3])
            fail("expected Checks row " + w[1] + " to be [" + w[2] + "] at \"" + w[3] + "\", it is [" + checks.cell(row, 1) + "] at \"" +
                 checks.cell(row, 2) + "\": " + checks.cell(row, 3));
        return 1;
    } else if (cmd == "expect-checks-rows") {
        // expect-checks-rows N: the Checks panel lists N findings (map and scenario).
        need(1);
        const std::string n = std::to_string(m_frame.checksPanel().rowCount());
        if (n != w[1]) fail("expected " + w[1] + " Checks rows, there are " + n + (n == "0" ? "" : "; the first: [" + m_frame.checksPanel().cell(0, 1) + "]"));
    } else if (cmd == "wheel") {
        // wheel NOTCHES HEX: the pointer onto HEX's centre, then NOTCHES wheel
        // notches there (positive: zoom in). wx 3.2's wxUIActionSimulator has
        // no wheel: the event is made as GTK's would be and given to the
        // canvas's own handlers.
        need(2);
        bool ok = false;
        const double notches = number(w[1], ok);
        if (!ok || notches != std::trunc(notches) || notches == 0) fail("wheel takes a whole number of notches (not 0) and a hex");
        MapCanvas& canvas = m_frame.canvas();
        sim.MouseMove(hexPoint(w[2]));
        wxYield();
        wxMouseEvent wheel(wxEVT_MOUSEWHEEL);
        wheel.SetEventObject(&canvas);
        wheel.SetId(canvas.GetId());
        wheel.SetPosition(canvas.ScreenToClient(wxGetMousePosition()));
        wheel.m_wheelAxis = wxMOUSE_WHEEL_VERTICAL;
        wheel.m_wheelDelta = 120;
        wheel.m_wheelRotation = int(notches) * 120;
        wheel.m_linesPerAction = 3;
        canvas.ProcessWindowEvent(wheel);
    } else if (cmd == "pan-drag") {
        // pan-drag HEX DX DY: space held, a left drag from HEX's centre by (DX, DY) pixels in 8 steps.
        need(3);
        bool okX = false, okY = false;
        const wxPoint by(int(number(w[2], okX)), int(number(w[3], okY)));
        if (!okX || !okY) fail("pan-drag takes a hex and whole pixels DX DY");
        const wxPoint from = hexPoint(w[1]);
        m_frame.canvas().SetFocus();
        wxYield();
        sim.KeyDown(WXK_SPACE);
        wxYield();
        sim.MouseMove(from);
        wxYield();
        sim.MouseDown();
        wxYield();
        for (int k = 1; k <= 8; ++k) {
            sim.MouseMove(from + by * k / 8);
            wxMilliSleep(10);
            wxYield();
        }
        sim.MouseUp();
        wxYield();
        sim.KeyUp(WXK_SPACE);
    } else if (cmd == "print-pixel") {
        // print-pixel HEX: prints "pixel HEX X Y", the canvas pixel of HEX's centre (unrounded);
        // print-pixel U V: "pixel U V X Y", that of lattice point (U, V) of the map under edit.
        if (w.size() != 2 && w.size() != 3) fail("print-pixel takes a hex, or lattice coordinates U V");
        const jobs::MapDocument* doc = m_frame.mapDocument();
        if (!doc) fail("no map is open");
        geometry::Point lattice;
        if (w.size() == 2) {
            const auto hex = doc->grid().parseLabel(w[1]);
            if (!hex) fail("no hex '" + w[1] + "' on this map");
            lattice = doc->grid().centre(*hex).toPoint();
        } else {
            bool okU = false, okV = false;
            lattice = {number(w[1], okU), number(w[2], okV)};
            if (!okU || !okV) fail("expected lattice coordinates U V");
        }
        const geometry::Point p = m_frame.canvas().frame().user(lattice);
        std::cout << std::fixed << std::setprecision(6) << "pixel " << w[1] << (w.size() == 3 ? " " + w[2] : std::string()) << " " << p.u
                  << " " << p.v << std::defaultfloat << std::endl;
        return 1;
    } else if (cmd == "expect-hex-at-pointer") {
        // expect-hex-at-pointer HEX: the hex under the mouse pointer now, as the status bar names it.
        need(1);
        const jobs::MapDocument* doc = m_frame.mapDocument();
        MapCanvas& canvas = m_frame.canvas();
        const wxPoint at = canvas.ScreenToClient(wxGetMousePosition());
        const auto where = doc ? doc->grid().locate(canvas.frame().lattice({double(at.x), double(at.y)})) : geometry::PointLocation{};
        const std::string label = where.hexes.empty() ? "off map" : doc->grid().label(where.hexes.front());
        if (label != w[1]) fail("expected " + w[1] + " under the pointer, it is " + label);
        return 1;
    } else if (cmd == "quit") {
        need(0);
        m_frame.autosave().close(); // a clean close: the recovery file goes
        std::exit(0);
    } else if (int pause = kStepMs; runLos(w, pause) || runDocuments(w, pause) || runEdits(w, pause) || runFrame(w, pause) || runTiming(w, pause) || runNew(w, pause) || runForms(w, pause)) {
        return pause;
    } else {
        fail("unknown command \"" + cmd + "\"");
    }
    return kStepMs;
}

void ScriptRunner::runScenario(const std::vector<std::string>& w)
{
    auto need = [&](std::size_t n) {
        if (w.size() != n + 1) fail(w[0] + " takes " + std::to_string(n) + " argument(s)");
    };
    if (!m_frame.scenarioDocument()) fail(w[0] + ": no scenario is open");
    ScenarioPane& pane = m_frame.scenarioPane();
    auto pageOf = [&](const std::string& name) {
        RecordPage* page = pane.page(name);
        if (!page) fail("no scenario page \"" + name + "\"");
        return page;
    };
    auto applied = [&](RecordPage* page) {
        if (const std::string problem = page->applyNow(); !problem.empty()) fail(w[0] + ": " + problem);
    };
    const std::string& cmd = w[0];
    bool ok = false;
    // "\n" in a field's text is a new line (multi-line fields).
    auto lines = [](std::string text) {
        for (std::size_t at; (at = text.find("\\n")) != std::string::npos;) text.replace(at, 2, "\n");
        return text;
    };
    if (cmd == "scenario-select") {
        need(2);
        const double row = number(w[2], ok);
        if (!ok) fail("scenario-select PAGE ROW");
        pageOf(w[1])->choose(int(row));
    } else if (cmd == "scenario-field") {
        need(3);
        const double field = number(w[2], ok);
        if (!ok) fail("scenario-field PAGE FIELD TEXT");
        if (!pageOf(w[1])->setField(int(field), lines(w[3]))) fail("field " + w[2] + " of " + w[1] + " offers no choice \"" + w[3] + "\"");
    } else if (cmd == "scenario-add") {
        need(1);
        if (!pageOf(w[1])->addNow()) fail("the page " + w[1] + " has no Add");
    } else if (cmd == "expect-scenario-row") {
        need(3);
        const double row = number(w[2], ok);
        const auto rows = pageOf(w[1])->rowTexts();
        if (!ok || row < 0 || row >= double(rows.size())) fail("expect-scenario-row: no row " + w[2] + " on " + w[1]);
        if (rows[std::size_t(row)] != w[3]) fail("expected row " + w[2] + " of " + w[1] + " to read \"" + w[3] + "\", it reads \"" + rows[std::size_t(row)] + "\"");
    } else if (cmd == "expect-scenario-field") {
        need(3);
        const double field = number(w[2], ok);
        const auto texts = pageOf(w[1])->fieldTexts();
        if (!ok || field < 0 || field >= double(texts.size())) fail("expect-scenario-field: no field " + w[2] + " on " + w[1]);
        if (texts[std::size_t(field)] != lines(w[3]))
            fail("expected field " + w[2] + " of " + w[1] + " to hold \"" + w[3] + "\", it holds \"" + texts[std::size_t(field)] + "\"");
    } else if (cmd == "scenario-focus") {
        need(2);
        const double field = number(w[2], ok);
        if (!ok) fail("scenario-focus PAGE FIELD");
        pane.showPage(w[1]);
        wxYield();
        pageOf(w[1])->focusField(int(field));
    } else if (cmd == "sighting-chosen") {
        need(1);
        pane.setChosenPieces(w[1]);
    } else if (cmd == "scenario-apply") {
        need(1);
        applied(pageOf(w[1]));
    } else if (cmd == "set-objective-vp") {
        // The VPs field of the selected objective, with this side's value replaced, applied as the designer would.
        need(2);
        RecordPage* page = pageOf("objectives");
        if (page->selection() < 0) fail("set-objective-vp: no objective selected");
        std::string values;
        bool replaced = false;
        for (const std::string& word : scenario_text::words(page->fieldTexts()[4])) {
            const bool mine = word.starts_with(w[1] + "=");
            values += (values.empty() ? "" : " ") + (mine ? w[1] + "=" + w[2] : word);
            replaced = replaced || mine;
        }
        if (!replaced) values += (values.empty() ? "" : " ") + w[1] + "=" + w[2];
        page->setField(4, values);
        applied(page);
    } else if (cmd == "expect-objective") {
        // expect-objective ID HEXES VPS, "-" "-" when there is no such objective.
        need(3);
        std::string hexes = "-", values = "-";
        for (const auto& o : m_frame.scenarioDocument()->scenario().victory.objectives)
            if (o.id == w[1]) hexes = scenario_text::hexList(o.hexes), values = scenario_text::objectiveValues(o);
        if (hexes != w[2] || values != w[3])
            fail("expected objective " + w[1] + " at \"" + w[2] + "\" worth \"" + w[3] + "\", it is at \"" + hexes + "\" worth \"" + values + "\"");
    } else if (cmd == "expect-area") {
        // expect-area ID "HEXES": the area as it resolves now, by printed label.
        need(2);
        const auto* doc = m_frame.scenarioDocument();
        const scenarios::SetupArea* area = doc->scenario().findArea(w[1]);
        if (!area) fail("no setup area " + w[1]);
        std::string labels;
        for (const scenarios::PlacedHex& h : doc->boards().resolveArea(*area).hexes)
            labels += (labels.empty() ? "" : " ") + doc->boards().grid(h.board).label(h.hex);
        if (labels != w[2]) fail("expected " + w[1] + " to hold \"" + w[2] + "\", it holds \"" + labels + "\"");
    } else if (cmd == "expect-scenario-findings") {
        // expect-scenario-findings N [CODE]: N rows of the checks list, the first naming [CODE].
        if (w.size() != 2 && w.size() != 3) fail("expect-scenario-findings N [CODE]");
        const auto& rows = pane.findingRows();
        const std::string count = std::to_string(rows.size());
        if (count != w[1]) fail("expected " + w[1] + " scenario findings, there are " + count + (rows.empty() ? "" : ": " + rows[0]));
        if (w.size() == 3 && (rows.empty() || rows[0].find("[" + w[2] + "]") == std::string::npos))
            fail("expected the first scenario finding to be [" + w[2] + "]" + (rows.empty() ? "" : ": " + rows[0]));
    } else if (cmd == "expect-scenario-selection") {
        // expect-scenario-selection PAGE ROW: the page's selected row (-1: none).
        need(2);
        const std::string row = std::to_string(pageOf(w[1])->selection());
        if (row != w[2]) fail("expected row " + w[2] + " of " + w[1] + " selected, it is " + row);
    } else if (cmd == "expect-marked-hex") {
        // expect-marked-hex LABEL: the hex a Checks row took the designer to ("-": none).
        need(1);
        const auto* doc = m_frame.scenarioDocument();
        const auto& hex = pane.editor().markedHex;
        const std::string label = hex && doc->boards().loaded(0) ? doc->boards().grid(0).label(*hex) : "-";
        if (label != w[1]) fail("expected the hex " + w[1] + " marked, it is " + label);
    } else if (cmd == "sighting-setup") {
        need(1);
        if (const std::string problem = pane.startSightingSetup(w[1]); !problem.empty()) fail(problem);
    } else if (cmd == "seal") {
        need(2);
        if (const std::string problem = pane.sealSightingSetup(w[1], w[2]); !problem.empty()) fail("seal: " + problem);
    } else {
        fail("unknown command \"" + cmd + "\"");
    }
}

} // namespace crestline::gui
