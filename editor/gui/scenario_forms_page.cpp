// The window's side of a system's scenario forms (see scenario_forms_page.h).

#include "editor/gui/scenario_forms_page.h"

#include "editor/jobs/read_errors.h"

#include "editor/gui/board_canvas.h"
#include "editor/gui/edit_tools.h"
#include "editor/gui/editor_system.h"
#include "editor/gui/findings_dialog.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/tool.h"
#include "editor/jobs/file_kinds.h"
#include "editor/jobs/map_document.h"
#include "formats/common/atomic_file.h"
#include "geometry/finding_builder.h"

#include <wx/filedlg.h>
#include <wx/listctrl.h>
#include <wx/listbook.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>
#include <iostream>

namespace crestline::gui {

namespace fs = std::filesystem;

namespace {

/// The click that names a hex for a form: the hex under the pointer is
/// outlined; a click gives its printed label and the tool before comes back.
class PickHexTool final : public Tool {
public:
    PickHexTool(std::string prompt, std::function<void(const std::string&)> picked, std::function<void()> done)
        : m_prompt(std::move(prompt)), m_picked(std::move(picked)), m_done(std::move(done))
    {
    }
    std::string name() const override { return "pick-hex"; }
    bool snaps() const override { return false; }
    std::string status() const override { return m_prompt + " (Escape: cancel)"; }
    void mouseMove(ToolHost& host, const ToolMouse& m) override
    {
        const jobs::MapDocument* doc = host.document();
        const auto hex = doc ? hexAt(doc->grid(), m.lattice) : std::nullopt;
        if (hex != m_hover) m_hover = hex, host.refresh();
    }
    void mouseDown(ToolHost& host, const ToolMouse& m) override
    {
        const jobs::MapDocument* doc = host.document();
        const auto hex = doc ? hexAt(doc->grid(), m.lattice) : std::nullopt;
        if (!hex || !m_picked) return;
        auto picked = std::exchange(m_picked, nullptr);
        const std::string label = doc->grid().label(*hex);
        m_done(); // after this event: the tool before comes back
        picked(label);
    }
    bool key(ToolHost&, const ToolKey& k) override
    {
        if (k.code != WXK_ESCAPE) return false;
        m_picked = nullptr;
        m_done();
        return true;
    }
    void cancel(ToolHost&) override { m_picked = nullptr; }
    void drawOverlay(cairo_t* cr, const OverlayContext& c) const override
    {
        if (!m_hover) return;
        traceHex(cr, c.frame, c.document.grid(), *m_hover);
        cairo_set_source_rgba(cr, 0.85, 0.45, 0.05, 0.9);
        cairo_set_line_width(cr, 3);
        cairo_stroke(cr);
    }

private:
    std::string m_prompt;
    std::function<void(const std::string&)> m_picked;
    std::function<void()> m_done;
    std::optional<geometry::OffsetCoord> m_hover;
};

std::size_t errorCount(const Findings& findings)
{
    return std::size_t(std::count_if(findings.begin(), findings.end(), [](const Finding& f) { return f.severity == Severity::Error; }));
}

} // namespace

ScenarioFormsPage::ScenarioFormsPage(MainFrame& frame, wxWindow* parent)
    : wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxHSCROLL | wxVSCROLL | wxTAB_TRAVERSAL), m_frame(frame)
{
    SetScrollRate(10, 10); // the sizer's least size is the virtual size: scrollbars where the pane is smaller
    m_heading = new wxStaticText(this, wxID_ANY, "No scenario is open in forms.");
    m_heading->SetFont(m_heading->GetFont().Bold());
    m_summary = new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_END);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_heading, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 6);
    sizer->Add(m_summary, 0, wxEXPAND | wxALL, 6);
    SetSizer(sizer);
    // A form that shows other fields (another row or page chosen) may need
    // more room: the virtual size follows once the forms have laid out.
    const auto relayout = [this](wxCommandEvent& e) {
        CallAfter([this] { Layout(); });
        e.Skip();
    };
    Bind(wxEVT_LIST_ITEM_SELECTED, relayout);
    Bind(wxEVT_LISTBOOK_PAGE_CHANGED, relayout);
    // The Edit menu follows the focus into the page and out of it.
    Bind(wxEVT_CHILD_FOCUS, [this](wxChildFocusEvent& e) {
        m_frame.documentChanged();
        e.Skip();
    });
}

ScenarioFormsPage::~ScenarioFormsPage() = default;

bool ScenarioFormsPage::open(const fs::path& file, const jobs::FileKind& kind, const ScenarioForms& forms, Findings& why)
{
    close();
    std::string error;
    std::optional<std::string> text = formats::readWholeFile(file, &error);
    if (!text) {
        why.push_back(makeFinding(code::SaveFailed).file(file.string()).message("cannot read the scenario: " + error));
        return false;
    }
    m_entry = &forms;
    ++m_opened;
    m_kind = kind.id;
    m_file = file;
    m_text = std::move(*text);
    if (!reread(&why)) {
        close();
        return false;
    }
    // Its reader's errors (an unknown or misspelt element or attribute, a
    // bad value) mean the model misses what the file holds, and a save would
    // drop it: not opened, as a map or an FF scenario with them is not. The
    // system's checks' errors (a unit off the map) open to be mended.
    if (jobs::hasReadingCodeErrors(m_doc->findings())) {
        why = m_doc->findings();
        close();
        return false;
    }
    m_heading->SetLabel(wxString::FromUTF8(forms.caption + ": " + file.filename().string()));
    m_forms = forms.make(this, *this);
    GetSizer()->Insert(1, m_forms, 1, wxEXPAND);
    m_forms->reload();
    Scroll(0, 0);
    Layout(); // wxScrolled: the virtual size is the sizer's least size
    showSummary();
    return true;
}

std::string ScenarioFormsPage::caption() const { return m_entry ? m_entry->caption : std::string(); }

bool ScenarioFormsPage::recover(std::string text, Findings& why)
{
    if (!active()) return false;
    if (text == m_text) return true; // the file holds it already: nothing unsaved
    std::unique_ptr<jobs::Document> doc = readText(text);
    if (!doc || !doc->loaded()) {
        if (doc) why = doc->findings();
        return false;
    }
    m_stack.push(std::make_unique<edit::TextSnapshot>("Recovered autosave", m_text, std::move(text)), m_text);
    m_doc = std::move(doc);
    m_checks = m_entry->check(*m_doc);
    m_forms->reload();
    showSummary();
    m_frame.documentChanged();
    boardChanged();
    return true;
}

void ScenarioFormsPage::close()
{
    if (m_frame.toolName() == "pick-hex") m_frame.selectTool("select"); // the pick points into the forms
    m_frame.canvas().setFormsUnits({}); // its pieces leave the map
    m_unitsDrawn.clear();
    m_arrivalsDrawn.clear();
    if (m_forms) {
        m_forms->Destroy();
        m_forms = nullptr;
    }
    m_doc.reset();
    m_stack.clear();
    m_text.clear();
    m_checks.clear();
    m_entry = nullptr;
    m_kind.clear();
    m_file.clear();
    m_heading->SetLabel("No scenario is open in forms.");
    m_summary->SetLabel("");
    Scroll(0, 0);
    Layout();
}

bool ScenarioFormsPage::undoes() const
{
    if (!active()) return false;
    if (m_frame.toolName() == "pick-hex") return true;
    for (const wxWindow* w = wxWindow::FindFocus(); w; w = w->GetParent())
        if (w == this) return true;
    return false;
}

std::unique_ptr<jobs::Document> ScenarioFormsPage::readText(std::string_view text) const
{
    if (m_forms)
        if (std::unique_ptr<jobs::Document> doc = m_forms->read(text, m_file)) return doc;
    return m_entry->read(text, m_file);
}

bool ScenarioFormsPage::reread(Findings* why)
{
    std::unique_ptr<jobs::Document> doc = readText(m_text);
    if (!doc || !doc->loaded()) {
        if (why && doc) *why = doc->findings();
        return false;
    }
    m_doc = std::move(doc);
    m_checks = m_entry->check(*m_doc);
    if (m_forms) {
        m_forms->reload();
        showSummary();
        m_frame.documentChanged();
        boardChanged();
    }
    return true;
}

Findings ScenarioFormsPage::checks() const
{
    Findings shown;
    for (const Finding& f : m_checks)
        if (!m_forms || !m_forms->hides(f)) shown.push_back(f);
    return shown;
}

void ScenarioFormsPage::showSummary()
{
    const Findings shown = checks(); // as the forms may show them
    const std::size_t errors = errorCount(shown), others = shown.size() - errors;
    // The scenario's own checks: the map's are in the Checks panel too, above them.
    std::string line = shown.empty() ? std::string("Scenario checks: none found")
                                        : "Scenario checks: " + std::to_string(errors) + " error(s), " + std::to_string(others) +
                                              " other(s) (the Checks panel's \"scenario\" rows)";
    m_summary->SetLabel(wxString::FromUTF8(line));
    m_summary->SetForegroundColour(errors ? wxColour(176, 0, 32) : wxColour(40, 90, 40));
    std::string tip;
    for (const Finding& f : shown) tip += formatFinding(f) + "\n";
    m_summary->SetToolTip(wxString::FromUTF8(tip));
}

bool ScenarioFormsPage::execute(const std::string& label, std::string after)
{
    if (!active() || after == m_text) return false;
    // An edit whose text the reader finds new errors in would save a file that does not read back: refused.
    std::unique_ptr<jobs::Document> doc = readText(after);
    if (!doc || !doc->loaded() || errorCount(doc->findings()) > errorCount(m_doc->findings())) {
        std::string why = label + ": the scenario would not read back";
        for (const Finding& f : doc ? doc->findings() : Findings{})
            if (f.severity == Severity::Error) why += "\n" + formatFinding(f);
        refuse(why);
        return false;
    }
    m_stack.push(std::make_unique<edit::TextSnapshot>(label, m_text, std::move(after)), m_text);
    m_doc = std::move(doc);
    m_checks = m_entry->check(*m_doc);
    // After the event that made it: the forms are rebuilt, which must not happen inside one of their own handlers.
    CallAfter([this] {
        if (!m_forms) return;
        m_forms->reload();
        showSummary();
        m_frame.documentChanged();
        boardChanged();
    });
    m_frame.documentChanged();
    return true;
}

void ScenarioFormsPage::step(bool back)
{
    if (!(back ? canUndo() : canRedo())) return;
    back ? m_stack.undo(m_text) : m_stack.redo(m_text);
    reread();
}

const jobs::MapDocument* ScenarioFormsPage::map() const { return m_frame.mapDocument(); }

void ScenarioFormsPage::pickHex(const std::string& prompt, std::function<void(const std::string& label)> picked)
{
    std::string before = m_frame.toolName();
    if (before == "pick-hex" || before.empty()) before = "select";
    m_frame.selectTool("select"); // the tool before lets go of what it held (its radio item too)
    m_frame.canvas().setTool(std::make_unique<PickHexTool>(prompt, std::move(picked), [this, before] {
        m_frame.CallAfter([this, before] { m_frame.selectTool(before); });
    }));
    m_frame.canvas().SetFocus();
    status(prompt);
}

std::optional<fs::path> ScenarioFormsPage::chooseSaveFile(const std::string& title, const std::string& suggested, const std::string& wildcard)
{
    if (m_frame.isScripted()) {
        if (m_scriptFiles.empty()) return std::nullopt;
        fs::path file = m_scriptFiles.front();
        m_scriptFiles.erase(m_scriptFiles.begin());
        return file;
    }
    wxFileDialog dialog(this, wxString::FromUTF8(title), wxString::FromUTF8(fs::absolute(m_file).parent_path().string()),
                        wxString::FromUTF8(suggested), wxString::FromUTF8(wildcard), wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return std::nullopt;
    return fs::path(dialog.GetPath().utf8_string());
}

void ScenarioFormsPage::refuse(const std::string& why)
{
    if (m_frame.isScripted()) {
        std::cerr << "refused: " << why << "\n";
        m_refusal = why;
        return;
    }
    wxMessageBox(wxString::FromUTF8(why), "Scenario", wxOK | wxICON_WARNING, this);
}

void ScenarioFormsPage::showChecks()
{
    showSummary();
    m_frame.documentChanged();
}

void ScenarioFormsPage::markHexes(const std::vector<std::pair<std::string, std::string>>& hexes)
{
    const jobs::MapDocument* doc = map();
    std::vector<render::Overlays::HexShade> shades;
    m_marked.clear();
    for (const auto& [label, text] : hexes)
        if (const auto hex = doc ? doc->grid().parseLabel(label.substr(label.find(':') + 1)) : std::nullopt) {
            shades.push_back({*hex, render::Rgba::fromHex(0xe08a1e, 0.55), text});
            m_marked.push_back(doc->grid().label(*hex));
        }
    m_frame.canvas().setAnswerShades(std::move(shades));
}

void ScenarioFormsPage::markUnits(const std::vector<UnitMark>& units)
{
    const jobs::MapDocument* doc = map();
    std::vector<render::HexMarker> markers;
    m_unitsDrawn.clear();
    m_arrivalsDrawn.clear();
    for (const UnitMark& u : units)
        if (const auto hex = doc ? doc->grid().parseLabel(u.hex) : std::nullopt; hex && doc->grid().contains(*hex)) {
            markers.push_back({*hex, u.side, u.label, u.arriving});
            (u.arriving ? m_arrivalsDrawn : m_unitsDrawn).push_back(doc->grid().label(*hex) + ":" + std::to_string(u.side) + ":" + u.label);
        }
    m_frame.canvas().setFormsUnits(std::move(markers));
}

BoardView* ScenarioFormsPage::board() { return m_frame.boardFile().empty() ? nullptr : m_frame.boardCanvas().view(); }

void ScenarioFormsPage::boardChanged()
{
    if (board()) m_frame.boardCanvas().viewChanged(); // drawn again; its page, the title and the Edit menu follow
}

void ScenarioFormsPage::status(const std::string& text) { m_frame.SetStatusText(wxString::FromUTF8(text), 0); }

bool ScenarioFormsPage::save(const fs::path& file)
{
    if (!active()) return false;
    Findings problems;
    const fs::path folder = fs::absolute(file).parent_path().lexically_normal();
    if (folder != fs::absolute(m_file).parent_path().lexically_normal())
        problems.push_back(makeFinding(code::SaveFailed)
                               .file(file.string())
                               .message("a scenario names its maps relative to its folder: save it in " +
                                        fs::absolute(m_file).parent_path().lexically_normal().string()));
    else
        problems = formats::saveFile(file, m_text); // atomic: the old file stays on failure
    if (hasErrors(problems)) {
        if (m_frame.isScripted()) {
            for (const Finding& f : problems) std::cerr << formatFinding(f) << "\n";
        } else {
            FindingsDialog dialog(this, "Could not save " + wxString::FromUTF8(file.filename().string()), problems);
            dialog.ShowModal();
        }
        return false;
    }
    m_stack.markClean();
    if (file != m_file) {
        m_file = file; // its findings name the new file
        m_heading->SetLabel(wxString::FromUTF8(m_entry->caption + ": " + file.filename().string()));
        reread();
    }
    m_frame.documentChanged();
    return true;
}

} // namespace crestline::gui
