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
// and a system's own (ScenarioFormsPanel::runScript). A step the forms
// refused fails the script, except the *-refused ones.

#include "editor/gui/main_frame.h"
#include "editor/gui/scenario_forms_page.h"
#include "editor/gui/script_runner.h"

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
    } else if (cmd == "expect-forms-units") {
        if (w.size() < 2) fail("expect-forms-units N [HEX[:SIDE:LABEL] | -HEX]...");
        wxYield(); // the marks follow a step after its event
        const std::vector<std::string>& drawn = forms->unitsDrawn();
        std::string all;
        for (const std::string& d : drawn) all += " " + d;
        if (std::to_string(drawn.size()) != w[1]) fail("expected " + w[1] + " pieces' marks on the map, there are " + std::to_string(drawn.size()) + ":" + all);
        for (std::size_t i = 2; i < w.size(); ++i) {
            const bool absent = w[i].starts_with("-"), exact = !absent && w[i].find(':') != std::string::npos;
            const std::string want = absent ? w[i].substr(1) : w[i];
            const bool found = std::any_of(drawn.begin(), drawn.end(), [&](const std::string& d) { return exact ? d == want : d.starts_with(want + ":"); });
            if (found == absent) fail(absent ? "a piece is drawn at " + want + ":" + all : "no piece " + want + " is drawn on the map:" + all);
        }
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
