// Script commands on a system's scenario forms (scenario_forms.h), through
// the same widgets and buttons a designer uses:
//   forms-select PAGE ROW          a click on row ROW (0 = first) of the page's list
//   forms-field PAGE FIELD TEXT    the field (0 = first) focused and TEXT typed ("\n": a new line) or chosen
//   forms-focus PAGE FIELD         the field focused (Edit > Undo then acts on the scenario)
//   forms-apply PAGE               Apply; fails on a problem
//   forms-apply-refused PAGE TEXT  Apply, which must fail with a problem containing TEXT
//   forms-add PAGE / forms-remove PAGE   the Add / Remove buttons
//   forms-tab TAB                  the page whose tab (list entry) reads TAB shown
//   forms-press PAGE LABEL         the page's button labelled LABEL
//   forms-pick PAGE HEX            its "Pick hex on map" button, then a click on HEX's centre
//   forms-files FILE...            the files the next file questions are answered with
//   forms-write FILE               the scenario's text now, written to FILE (not a save)
//   expect-forms-row PAGE ROW TEXT / expect-forms-rows PAGE N / expect-forms-field PAGE FIELD TEXT
//   expect-forms-checks N [CODE]   N findings of the scenario's checks, the first [CODE]
//   expect-forms-hexes N [HEX]...  N hexes marked on the map, these among them
//   expect-forms-units N [HEX[:SIDE:LABEL] | -HEX]...  N pieces' marks drawn on the map
//                                  (ScenarioFormsPanel::units), one at HEX (of side SIDE
//                                  reading LABEL), none at -HEX
//   expect-forms-arrivals N [HEX[:SIDE:LABEL] | -HEX]...  likewise the reinforcements' entry
//                                  marks (UnitMark::arriving, e.g. 3007:0:T3)
//   expect-forms-painted HEX SIDE filled|labelled|hollow|none  the canvas's pixels at HEX:
//                                  a set-up mark in side SIDE's colour (a filled square,
//                                  clear above and below its text; labelled: the hex's
//                                  text on a paper plate below it), a reinforcement's (a
//                                  frame of it, no fill of it), or neither
// and a system's own (ScenarioFormsPanel::runScript). A step the forms
// refused fails the script, except the *-refused ones.

#include "editor/gui/main_frame.h"
#include "editor/gui/map_canvas.h"
#include "editor/gui/scenario_forms_page.h"
#include "editor/gui/script_runner.h"
#include "editor/jobs/map_document.h"
#include "formats/render/style.h"

#include <cairo.h>
#include <wx/uiaction.h>

#include <algorithm>
#include <charconv>
#include <fstream>
#include <iostream>

namespace crestline::gui {

namespace {

bool whole(const std::string& text, int& out)
{
    const auto r = std::from_chars(text.data(), text.data() + text.size(), out);
    return r.ec == std::errc() && r.ptr == text.data() + text.size();
}

std::string lines(std::string text)
{
    for (std::size_t at; (at = text.find("\\n")) != std::string::npos;) text.replace(at, 2, "\n");
    return text;
}

/// The piece marks in one list drawn now ("HEX:SIDE:LABEL" each) against
/// `want`: "" or why not (expect-forms-units / -arrivals).
std::string formsMarksDiffer(const std::vector<std::string>& drawn, const std::vector<std::string>& want, const std::string& what)
{
    std::string all;
    for (const std::string& d : drawn) all += " " + d;
    if (std::to_string(drawn.size()) != want[1]) return "expected " + want[1] + " " + what + " on the map, there are " + std::to_string(drawn.size()) + ":" + all;
    for (std::size_t i = 2; i < want.size(); ++i) {
        const bool absent = want[i].starts_with("-"), exact = !absent && want[i].find(':') != std::string::npos;
        const std::string hex = absent ? want[i].substr(1) : want[i];
        const bool found = std::any_of(drawn.begin(), drawn.end(), [&](const std::string& d) { return exact ? d == hex : d.starts_with(hex + ":"); });
        if (found == absent) return absent ? "one of the " + what + " is drawn at " + hex + ":" + all : "none of the " + what + " is " + hex + ":" + all;
    }
    return {};
}

/// What the canvas shows at a hex centre (cx, cy) of drawn hex size `hexPt`
/// in side colour `side` (expect-forms-painted): "filled", "labelled", "hollow" or "none".
/// A filled mark (map_overlays.cpp drawMarkers, a square of 0.62 hexPt)
/// has its colour in the strips above and below its text (0.17..0.28 hexPt
/// off the centre); a hollow one has it in its dashed frame (0.31 hexPt off
/// the centre, above and below) and not inside (|dx|, |dy| <= 0.2 hexPt).
std::string formsPaintedAt(MapCanvas& canvas, double cx, double cy, double hexPt, const render::Rgba& side, std::string& numbers)
{
    const wxSize size = canvas.GetClientSize();
    const int w = std::max(size.x, 1), h = std::max(size.y, 1);
    cairo_surface_t* image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
    cairo_t* cr = cairo_create(image);
    canvas.paintTo(cr, w, h);
    cairo_destroy(cr);
    cairo_surface_flush(image);
    const unsigned char* data = cairo_image_surface_get_data(image);
    const int stride = cairo_image_surface_get_stride(image);
    const int want[3] = {int(side.r * 255 + 0.5), int(side.g * 255 + 0.5), int(side.b * 255 + 0.5)};
    const render::Rgba& paperColour = render::style().paper;
    const int paper[3] = {int(paperColour.r * 255 + 0.5), int(paperColour.g * 255 + 0.5), int(paperColour.b * 255 + 0.5)};
    auto near = [&](int x, int y, const int (&colour)[3]) {
        if (x < 0 || y < 0 || x >= w || y >= h) return false;
        const std::uint32_t px = *reinterpret_cast<const std::uint32_t*>(data + std::size_t(y) * std::size_t(stride) + std::size_t(x) * 4);
        const int rgb[3] = {int((px >> 16) & 0xff), int((px >> 8) & 0xff), int(px & 0xff)};
        return std::abs(rgb[0] - colour[0]) <= 40 && std::abs(rgb[1] - colour[1]) <= 40 && std::abs(rgb[2] - colour[2]) <= 40;
    };
    auto isSide = [&](int x, int y) { return near(x, y, want); };
    // The share of side-coloured pixels in the rows dy (from the centre, in hexPt) lo..hi, |dx| <= half hexPt.
    auto strip = [&](double lo, double hi, double half) {
        int n = 0, in = 0;
        for (int y = int(std::ceil(cy + lo * hexPt)); y <= int(std::floor(cy + hi * hexPt)); ++y)
            for (int x = int(std::ceil(cx - half * hexPt)); x <= int(std::floor(cx + half * hexPt)); ++x, ++n) in += isSide(x, y);
        return n ? double(in) / n : 0.0;
    };
    // The share of columns |dx| <= 0.25 hexPt with a side-coloured pixel within 2 of row dy.
    auto frame = [&](double dy) {
        int n = 0, in = 0;
        const int y0 = int(std::lround(cy + dy * hexPt));
        for (int x = int(std::ceil(cx - 0.25 * hexPt)); x <= int(std::floor(cx + 0.25 * hexPt)); ++x, ++n)
            in += isSide(x, y0 - 2) || isSide(x, y0 - 1) || isSide(x, y0) || isSide(x, y0 + 1) || isSide(x, y0 + 2);
        return n ? double(in) / n : 0.0;
    };
    const double above = strip(-0.28, -0.17, 0.28), below = strip(0.17, 0.28, 0.28), inside = strip(-0.22, 0.22, 0.2);
    const double top = frame(-0.31), bottom = frame(0.31);
    // Under a filled mark, rows 0.40..0.66 hexPt below the centre, |dx| <= 0.25 hexPt:
    // a marked hex's text on its paper plate (paper and ink there), not hidden under the mark.
    int plateN = 0, platePaper = 0, plateInk = 0;
    const int ink[3] = {0, 0, 0};
    for (int y = int(std::ceil(cy + 0.40 * hexPt)); y <= int(std::floor(cy + 0.66 * hexPt)); ++y)
        for (int x = int(std::ceil(cx - 0.25 * hexPt)); x <= int(std::floor(cx + 0.25 * hexPt)); ++x, ++plateN) {
            platePaper += near(x, y, paper);
            plateInk += near(x, y, ink);
        }
    const double plate = plateN ? double(platePaper) / plateN : 0.0, letters = plateN ? double(plateInk) / plateN : 0.0;
    cairo_surface_destroy(image);
    numbers = "above " + std::to_string(above) + ", below " + std::to_string(below) + ", inside " + std::to_string(inside) + ", frame " +
              std::to_string(top) + " / " + std::to_string(bottom) + ", plate below " + std::to_string(plate) + " paper " +
              std::to_string(letters) + " ink, hex " + std::to_string(hexPt) + " px";
    if (above >= 0.85 && below >= 0.85) return plate >= 0.3 && letters >= 0.03 ? "labelled" : "filled";
    if (inside < 0.1 && top >= 0.35 && bottom >= 0.35) return "hollow";
    if (above < 0.2 && below < 0.2 && top < 0.2 && bottom < 0.2) return "none";
    return "unclear";
}

} // namespace

bool ScriptRunner::runForms(const std::vector<std::string>& w, int& pause)
{
    const std::string& cmd = w[0];
    ScenarioFormsPage* forms = m_frame.formsPage();
    if (!cmd.starts_with("forms-") && !cmd.starts_with("expect-forms-")) {
        // A system's own command on its forms (ScenarioFormsPanel::runScript), when a scenario is open in forms.
        if (!forms || !forms->active() || !forms->forms()) return false;
        std::string problem;
        if (!forms->forms()->runScript(w, problem)) return false;
        if (!problem.empty()) fail(cmd + ": " + problem);
        pause = 1;
        return true;
    }
    if (!forms || !forms->active() || !forms->forms()) fail(cmd + ": no scenario is open in forms");
    ScenarioFormsPanel& panel = *forms->forms();
    auto need = [&](std::size_t n) {
        if (w.size() != n + 1) fail(cmd + " takes " + std::to_string(n) + " argument(s)");
    };
    auto pageOf = [&](const std::string& name) {
        RecordPage* page = panel.page(name);
        if (!page) fail("no forms page \"" + name + "\"");
        return page;
    };
    auto number = [&](const std::string& text) {
        int n = 0;
        if (!whole(text, n)) fail(cmd + ": \"" + text + "\" is not a whole number");
        return n;
    };
    pause = 1;
    bool refusedExpected = false;
    if (cmd == "forms-select") {
        need(2);
        pageOf(w[1])->choose(number(w[2]));
    } else if (cmd == "forms-field" || cmd == "forms-focus") {
        need(cmd == "forms-field" ? 3 : 2);
        RecordPage* page = pageOf(w[1]);
        const int field = number(w[2]);
        page->focusField(field);
        wxYield();
        if (cmd == "forms-field" && !page->setField(field, lines(w[3]))) fail("field " + w[2] + " of " + w[1] + " offers no choice \"" + w[3] + "\"");
    } else if (cmd == "forms-apply") {
        need(1);
        if (const std::string problem = pageOf(w[1])->applyNow(); !problem.empty()) fail("forms-apply " + w[1] + ": " + problem);
    } else if (cmd == "forms-apply-refused") {
        need(2);
        const std::string problem = pageOf(w[1])->applyNow();
        if (problem.find(w[2]) == std::string::npos) fail("expected Apply on " + w[1] + " refused with \"" + w[2] + "\", got \"" + problem + "\"");
        forms->takeRefusal();
        refusedExpected = true;
    } else if (cmd == "forms-add") {
        need(1);
        if (!pageOf(w[1])->addNow()) fail("the page " + w[1] + " has no Add");
    } else if (cmd == "forms-remove") {
        need(1);
        RecordPage* page = pageOf(w[1]);
        if (!page->remove || page->selection() < 0) fail("forms-remove " + w[1] + ": no Remove, or nothing selected");
        page->remove(page->selection());
    } else if (cmd == "forms-tab") {
        need(1);
        if (!panel.showTab(w[1])) fail("the forms have no page \"" + w[1] + "\"");
    } else if (cmd == "forms-press") {
        need(2);
        if (!panel.pressButton(w[1], w[2])) fail("the page " + w[1] + " has no enabled button \"" + w[2] + "\"");
    } else if (cmd == "forms-pick") {
        need(2);
        if (!panel.pressButton(w[1], "Pick hex on map") && !panel.pressButton(w[1], "Add hex from map")) fail("the page " + w[1] + " picks no hex");
        wxYield();
        if (m_frame.toolName() != "pick-hex") fail("forms-pick: the map is not picking a hex (" + forms->takeRefusal() + ")");
        wxUIActionSimulator sim;
        sim.MouseMove(hexPoint(w[2]));
        wxYield();
        sim.MouseClick();
        pause = 120;
    } else if (cmd == "forms-files") {
        std::vector<std::filesystem::path> files(w.begin() + 1, w.end());
        forms->setScriptFiles(std::move(files));
    } else if (cmd == "forms-write") {
        need(1);
        std::ofstream out(w[1], std::ios::binary);
        out << forms->text();
        if (!out) fail("forms-write: cannot write " + w[1]);
    } else if (cmd == "expect-forms-row") {
        need(3);
        const int row = number(w[2]);
        const auto rows = pageOf(w[1])->rowTexts();
        if (row < 0 || row >= int(rows.size())) fail("expect-forms-row: no row " + w[2] + " on " + w[1] + " (it has " + std::to_string(rows.size()) + ")");
        if (rows[std::size_t(row)] != w[3]) fail("expected row " + w[2] + " of " + w[1] + " to read \"" + w[3] + "\", it reads \"" + rows[std::size_t(row)] + "\"");
    } else if (cmd == "expect-forms-rows") {
        need(2);
        const std::string n = std::to_string(pageOf(w[1])->rowTexts().size());
        if (n != w[2]) fail("expected " + w[2] + " rows on " + w[1] + ", there are " + n);
    } else if (cmd == "expect-forms-field") {
        need(3);
        const int field = number(w[2]);
        const auto texts = pageOf(w[1])->fieldTexts();
        if (field < 0 || field >= int(texts.size())) fail("expect-forms-field: no field " + w[2] + " on " + w[1]);
        if (texts[std::size_t(field)] != lines(w[3]))
            fail("expected field " + w[2] + " of " + w[1] + " to hold \"" + w[3] + "\", it holds \"" + texts[std::size_t(field)] + "\"");
    } else if (cmd == "expect-forms-checks") {
        if (w.size() != 2 && w.size() != 3) fail("expect-forms-checks N [CODE]");
        const Findings checks = forms->checks();
        if (std::to_string(checks.size()) != w[1])
            fail("expected " + w[1] + " findings, there are " + std::to_string(checks.size()) + (checks.empty() ? "" : ": " + formatFinding(checks.front())));
        if (w.size() == 3 && (checks.empty() || checks.front().code != w[2]))
            fail("expected the first finding to be [" + w[2] + "]" + (checks.empty() ? "" : ": " + formatFinding(checks.front())));
    } else if (cmd == "expect-forms-hexes") {
        if (w.size() < 2) fail("expect-forms-hexes N [HEX]...");
        wxYield(); // the marks follow a step after its event
        const std::vector<std::string>& marked = forms->marked();
        if (std::to_string(marked.size()) != w[1]) fail("expected " + w[1] + " hexes marked on the map, there are " + std::to_string(marked.size()));
        for (std::size_t i = 2; i < w.size(); ++i)
            if (std::find(marked.begin(), marked.end(), w[i]) == marked.end()) fail("the hex " + w[i] + " is not marked on the map");
    } else if (cmd == "expect-forms-units" || cmd == "expect-forms-arrivals") {
        if (w.size() < 2) fail(cmd + " N [HEX[:SIDE:LABEL] | -HEX]...");
        wxYield(); // the marks follow a step after its event
        const bool units = cmd == "expect-forms-units";
        if (const std::string why = formsMarksDiffer(units ? forms->unitsDrawn() : forms->arrivalsDrawn(), w, units ? "pieces' marks" : "reinforcements' marks");
            !why.empty())
            fail(why);
    } else if (cmd == "expect-forms-painted") {
        need(3);
        wxYield();
        const jobs::MapDocument* doc = m_frame.mapDocument();
        const auto hex = doc ? doc->grid().parseLabel(w[1]) : std::nullopt;
        if (!hex) fail("expect-forms-painted: no hex " + w[1] + " on the map under edit");
        if (w[3] != "filled" && w[3] != "labelled" && w[3] != "hollow" && w[3] != "none")
            fail("expect-forms-painted HEX SIDE filled|labelled|hollow|none");
        MapCanvas& canvas = m_frame.canvas();
        const geometry::Point at = canvas.frame().user(doc->grid().centre(*hex).toPoint());
        std::string numbers;
        const std::string seen = formsPaintedAt(canvas, at.u, at.v, canvas.frame().hexPt, render::style().side(number(w[2])), numbers);
        if (seen != w[3] && !(w[3] == "filled" && seen == "labelled")) fail("expected " + w[3] + " at " + w[1] + " in side " + w[2] + "'s colour, the canvas shows " + seen + " (" + numbers + ")");
    } else {
        std::string problem;
        if (!panel.runScript(w, problem)) fail("unknown command \"" + cmd + "\"");
        if (!problem.empty()) fail(cmd + ": " + problem);
        refusedExpected = cmd.ends_with("-refused");
    }
    const std::string refusal = forms->takeRefusal();
    if (!refusal.empty() && !refusedExpected) fail(cmd + " was refused: " + refusal);
    if (refusal.empty() && refusedExpected && cmd != "forms-apply-refused") fail(cmd + " was not refused");
    return true;
}

} // namespace crestline::gui
