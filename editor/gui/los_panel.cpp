// The LOS panel and menu (see los_panel.h).

#include "editor/gui/los_panel.h"

#include "editor/gui/editor_system.h"
#include "editor/gui/los_session.h"
#include "editor/gui/main_frame.h"
#include "editor/jobs/map_document.h"
#include "editor/jobs/picture_jobs.h"
#include "formats/los/ruling_format.h"
#include "formats/render/los_report.h"
#include "formats/render/style.h"

#include <wx/aui/framemanager.h>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dcclient.h>
#include <wx/filedlg.h>
#include <wx/graphics.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <iterator>

namespace crestline::gui {

using geometry::los::Ruling;
using geometry::los::TraceStep;

/// The side profile of the shown ruling, drawn by the dispute report's code.
class LosProfileView : public wxWindow {
public:
    explicit LosProfileView(wxWindow* parent) : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxSize(300, 190), wxFULL_REPAINT_ON_RESIZE)
    {
        SetBackgroundStyle(wxBG_STYLE_PAINT);
        SetMinSize(wxSize(260, 170));
        Bind(wxEVT_PAINT, &LosProfileView::onPaint, this);
    }

private:
    void onPaint(wxPaintEvent&)
    {
        wxPaintDC dc(this);
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
        auto* cr = gc ? static_cast<cairo_t*>(gc->GetNativeContext()) : nullptr;
        if (!cr) return;
        const wxSize size = GetClientSize();
        const render::Rgba& paper = render::style().paper;
        cairo_set_source_rgba(cr, paper.r, paper.g, paper.b, 1);
        cairo_paint(cr);
        const LosSession& los = losSession();
        if (const Ruling* r = los.ruling())
            render::drawLosProfile(cr, los.document()->analysis(), los.document()->scene(), *r, 0, 0, size.x, size.y);
    }
};

namespace {

std::string roleName(TraceStep::Role role)
{
    switch (role) {
    case TraceStep::Role::Sighter: return "sighter";
    case TraceStep::Role::Target: return "target";
    case TraceStep::Role::Intervening: return "";
    }
    return "";
}

std::string crossingText(const geometry::HexGrid& grid, const TraceStep& step)
{
    switch (step.how) {
    case geometry::los::Crossing::Interior: return "through";
    case geometry::los::Crossing::Hexside: return "along side " + step.sideName;
    case geometry::los::Crossing::Vertex: return "vertex only";
    }
    (void)grid;
    return "";
}

/// What the string met in one hex, with why a thing does not count.
std::string foundText(const TraceStep& step)
{
    std::string text;
    for (const auto& note : step.found) {
        if (!text.empty()) text += "; ";
        text += note.what;
        if (!note.counts && !note.why.empty()) text += " - not counted: " + note.why;
    }
    return text;
}

/// The ruling in words: the command line's headline and explanation lines,
/// then what the ruling's printer adds for a panel (formats/los/ruling_format.h).
std::string rulingWords(const LosSession& los, const Ruling& r) { return formats::rulingPanelText(los.document()->scene(), r); }

/// The big verdict line: the verdict (the system's outcome) with what
/// decides it in a few words, then the deciding rule.
std::string verdictLine(const Ruling& r) { return formats::rulingVerdictLine(r); }

} // namespace

LosPanel::LosPanel(wxWindow* parent, MapCanvas& canvas) : wxPanel(parent), m_canvas(canvas)
{
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    m_verdict = new wxStaticText(this, wxID_ANY, "No ruling");
    wxFont big = m_verdict->GetFont();
    big.SetWeight(wxFONTWEIGHT_BOLD);
    big.SetPointSize(big.GetPointSize() + 3);
    m_verdict->SetFont(big);
    m_verdict->InvalidateBestSize(); // measured again in the big font: descenders are not cut
    m_verdict->SetMinSize(wxSize(-1, m_verdict->GetBestSize().y + 8));
    sizer->Add(m_verdict, 0, wxEXPAND | wxALL, 4);
    m_report = new wxButton(this, wxID_ANY, "LOS report...", wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    m_report->SetToolTip("Write the dispute report (PDF or SVG) of the shown ruling (Ctrl+R)");
    m_clearSmoke = new wxButton(this, wxID_ANY, "Clear Smoke", wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    m_clearSmoke->SetToolTip("Remove the what-if Smoke or barrage markers (Ctrl+click a hex with the LOS tool to drop, flip, remove one)");
    m_smoke = new wxStaticText(this, wxID_ANY, "");
    m_smoke->SetToolTip("Smoke markers dropped for what-if rulings: play state, never saved in the map");
    top->Add(m_smoke, 1, wxALIGN_CENTER_VERTICAL | wxLEFT, 4);
    top->Add(m_report, 0, wxALIGN_CENTER_VERTICAL | wxALL, 2);
    top->Add(m_clearSmoke, 0, wxALIGN_CENTER_VERTICAL | wxALL, 2);
    sizer->Add(top, 0, wxEXPAND);
    // The conditions the map's rules read (purpose, weather, night, attack kind): showConditions().
    m_conditionsRow = new wxBoxSizer(wxHORIZONTAL);
    sizer->Add(m_conditionsRow, 0, wxEXPAND | wxTOP | wxBOTTOM, 2);
    m_words = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(-1, 160), wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    sizer->Add(m_words, 0, wxEXPAND | wxALL, 2);
    m_profile = new LosProfileView(this);
    sizer->Add(m_profile, 0, wxEXPAND | wxALL, 2);
    m_trace = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
    m_trace->AppendColumn("Hex", wxLIST_FORMAT_LEFT, 48);
    m_trace->AppendColumn("Level", wxLIST_FORMAT_RIGHT, 48);
    m_trace->AppendColumn("End", wxLIST_FORMAT_LEFT, 58);
    m_trace->AppendColumn("String", wxLIST_FORMAT_LEFT, 110);
    m_trace->AppendColumn("Found", wxLIST_FORMAT_LEFT, 500);
    sizer->Add(m_trace, 1, wxEXPAND | wxALL, 2);
    SetSizer(sizer);
    m_report->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { askReport(); });
    m_clearSmoke->Bind(wxEVT_BUTTON, [](wxCommandEvent&) { losSession().clearSmoke(); });
    losSession().onChanged = [this] { showSession(); };
    showSession();
}

LosPanel::~LosPanel() { losSession().onChanged = nullptr; }

void LosPanel::documentOpened(const jobs::MapDocument* doc)
{
    losSession().setDocument(nullptr); // a new document may sit where the old one was
    losSession().setDocument(doc);
}

void LosPanel::documentChanged() { losSession().documentEdited(); }

const Ruling* LosPanel::ruling() const { return losSession().ruling(); }

std::string LosPanel::shownVerdict() const
{
    const wxString label = m_verdict->GetLabel();
    if (label.StartsWith("OUT OF RANGE")) return "out-of-range"; // GTS [15.4]
    std::string word = label.BeforeFirst(' ').Lower().utf8_string();
    return word == "no" ? std::string() : word;
}

std::string LosPanel::shownWords() const { return m_words->GetValue().utf8_string(); }

std::string LosPanel::shownCondition(const std::string& name) const
{
    for (const ConditionControl& c : m_conditions)
        if (c.name == name && c.choice->IsShown() && c.choice->GetSelection() != wxNOT_FOUND) return c.choice->GetStringSelection().utf8_string();
    return {};
}

bool LosPanel::chooseCondition(const std::string& name, const std::string& value)
{
    for (const ConditionControl& c : m_conditions) {
        if (c.name != name || !c.choice->IsShown() || !c.choice->SetStringSelection(wxString::FromUTF8(value))) continue;
        wxCommandEvent event(wxEVT_CHOICE, c.choice->GetId());
        event.SetEventObject(c.choice);
        event.SetInt(c.choice->GetSelection());
        c.choice->GetEventHandler()->ProcessEvent(event);
        return true;
    }
    return false;
}

void LosPanel::showConditions()
{
    const LosSession& los = losSession();
    const std::vector<LosSession::Condition> conditions = los.conditions();
    std::string names;
    for (const auto& c : conditions) names += c.name + " ";
    if (names != m_conditionsFor) {
        m_conditionsFor = names;
        m_conditionsRow->Clear(true);
        m_conditions.clear();
        const geometry::los::LosRules* rules = los.document() ? los.document()->rules() : nullptr;
        const EditorSystem* system = rules ? editorSystemFor(rules->system()) : nullptr;
        for (const auto& c : conditions) {
            auto* label = new wxStaticText(this, wxID_ANY, wxString::FromUTF8(c.label + ":"));
            wxArrayString values;
            for (const std::string& v : c.values) values.Add(wxString::FromUTF8(v));
            auto* choice = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, values);
            const std::string help = system ? system->helpFor(c.name) : std::string();
            if (!help.empty()) {
                choice->SetToolTip(wxString::FromUTF8(help));
                label->SetToolTip(wxString::FromUTF8(help));
            }
            const std::string name = c.name;
            choice->Bind(wxEVT_CHOICE, [choice, name](wxCommandEvent&) {
                losSession().setCondition(name, choice->GetStringSelection().utf8_string());
            });
            m_conditionsRow->Add(label, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 6);
            m_conditionsRow->Add(choice, 0, wxALIGN_CENTER_VERTICAL | wxLEFT | wxRIGHT, 4);
            m_conditions.push_back({c.name, choice});
        }
    }
    for (const ConditionControl& c : m_conditions) c.choice->SetStringSelection(wxString::FromUTF8(los.condition(c.name)));
}

void LosPanel::showSession()
{
    const LosSession& los = losSession();
    const Ruling* r = los.ruling();
    const render::Style& st = render::style();
    if (r) {
        const std::string head = verdictLine(*r);
        const render::Rgba& c = st.verdict(r->verdict).colour;
        m_verdict->SetForegroundColour(wxColour(int(c.r * 255), int(c.g * 255), int(c.b * 255)));
        m_verdict->SetLabel(wxString::FromUTF8(head));
        m_words->ChangeValue(wxString::FromUTF8(rulingWords(los, *r)));
    } else {
        m_verdict->SetForegroundColour(GetForegroundColour());
        m_verdict->SetLabel("No ruling");
        const WhatIfMarkers* markers = los.whatIfMarkers();
        m_words->ChangeValue(wxString::FromUTF8(!los.problem().empty() ? los.problem()
                                                : "Choose the LOS tool (O) and drag from hex to hex. Hold Shift over a hex for its viewshed." +
                                                      (markers ? " Ctrl+click a hex to " + markers->clickHelp + "." : std::string())));
    }
    m_trace->Freeze();
    m_trace->DeleteAllItems();
    const bool levels = !r || formats::rulingHasLevels(*r);
    if (r) {
        const auto& grid = los.document()->grid();
        for (const TraceStep& step : r->trace) {
            const long row = m_trace->InsertItem(m_trace->GetItemCount(), wxString::FromUTF8(step.label));
            m_trace->SetItem(row, 1, levels ? wxString::Format("%d", step.level) : wxString()); // some systems have no levels
            m_trace->SetItem(row, 2, wxString::FromUTF8(roleName(step.role)));
            m_trace->SetItem(row, 3, wxString::FromUTF8(crossingText(grid, step)));
            m_trace->SetItem(row, 4, wxString::FromUTF8(foundText(step)));
        }
    }
    m_trace->Thaw();
    m_report->Enable(r != nullptr);
    const WhatIfMarkers* markers = los.whatIfMarkers();
    m_clearSmoke->Show(markers != nullptr);
    m_clearSmoke->Enable(!los.placed().empty());
    if (markers) m_clearSmoke->SetLabel(wxString::FromUTF8(markers->clearLabel));
    std::string placed;
    if (markers)
        for (const auto& p : los.placed())
            placed += (placed.empty() ? markers->noun + ": " : ", ") + los.document()->grid().label(p.hex) + " (" + markers->cycle[std::size_t(p.face)].shown + ")";
    m_smoke->SetLabel(wxString::FromUTF8(placed));
    showConditions();
    if (auto* frame = dynamic_cast<wxFrame*>(wxGetTopLevelParent(this)); frame && frame->GetMenuBar() && reportMenuId)
        frame->GetMenuBar()->Enable(reportMenuId, r != nullptr);
    m_trace->SetColumnWidth(1, levels ? 48 : 0); // the Level column: some systems have no levels
    m_profile->Show(levels); // a profile of ground levels: none for a system without levels
    Layout();
    m_profile->Refresh(false);
    m_canvas.refresh();
    m_canvas.showToolStatus(); // the LOS tool's line is the ruling's headline
}

std::string LosPanel::writeReport(const std::filesystem::path& file)
{
    const LosSession& los = losSession();
    const jobs::MapDocument* doc = los.document();
    if (!doc || !los.from() || !los.to()) return "no LOS is shown: drag the LOS tool from hex to hex first";
    const auto& grid = doc->grid();
    const jobs::LosOptions options{grid.label(*los.from()), grid.label(*los.to()), los.smokeItems(), geometry::los::Detail::Full, los.playText()};
    jobs::PictureOptions picture;
    picture.out = file;
    const jobs::LosReportResult result = jobs::writeLosReport(*doc, options, picture);
    if (result.done() && !result.written.empty()) return {};
    std::string why = result.problem.empty() ? file.string() + ": not written" : result.problem;
    for (const Finding& f : jobs::errorsOf(result.findings)) why += "\n" + formatFinding(f);
    return why;
}

void LosPanel::askReport()
{
    const LosSession& los = losSession();
    if (!los.document() || !los.from() || !los.to()) return;
    const auto& grid = los.document()->grid();
    const wxString name = wxString::FromUTF8("los-" + grid.label(*los.from()) + "-" + grid.label(*los.to()) + ".pdf");
    wxFileDialog dialog(this, "Write the LOS dispute report", "", name, "PDF (*.pdf)|*.pdf|SVG (*.svg)|*.svg",
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    std::filesystem::path file(dialog.GetPath().utf8_string());
    if (file.extension().empty()) file += dialog.GetFilterIndex() == 1 ? ".svg" : ".pdf";
    const std::string why = writeReport(file);
    if (!why.empty()) wxMessageBox(wxString::FromUTF8(why), "LOS report not written", wxOK | wxICON_ERROR, this);
}

LosPanel* installLosTools(MainFrame& frame)
{
    auto* panel = new LosPanel(frame.sideParent(), frame.canvas());
    frame.addPane(panel, "los", "Line of sight", true, wxSize(460, 640)); // wide enough for the profile and the trace
    auto* menu = new wxMenu;
    panel->reportMenuId = wxWindow::NewControlId();
    const int sweepId = wxWindow::NewControlId(), smokeId = wxWindow::NewControlId();
    menu->Append(panel->reportMenuId, "LOS &report...\tCtrl+R", "Write the dispute report (PDF or SVG) of the shown ruling");
    menu->AppendCheckItem(sweepId, "&Viewshed sweep (or hold Shift)\tW",
                          "With the LOS tool, shade the viewshed of the hex under the pointer: clear, hindered, blocked, blind");
    menu->Append(smokeId, "&Clear what-if markers", "Remove the what-if markers (Smoke, barrages) that Ctrl+click with the LOS tool drops");
    frame.GetMenuBar()->Append(menu, "&LOS");
    frame.Bind(wxEVT_MENU, [panel](wxCommandEvent&) { panel->askReport(); }, panel->reportMenuId);
    frame.Bind(wxEVT_MENU, [&frame](wxCommandEvent& e) {
        losSession().setSweepMode(e.IsChecked());
        if (e.IsChecked()) frame.selectTool("los");
        else losSession().sweep(std::nullopt);
    }, sweepId);
    frame.Bind(wxEVT_MENU, [](wxCommandEvent&) { losSession().clearSmoke(); }, smokeId);
    panel->documentOpened(frame.mapDocument());
    return panel;
}

} // namespace crestline::gui
