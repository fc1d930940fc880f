// How the main window's panes fit the window (main_frame.h): on a narrow
// window (below kCompactWidth, e.g. a 1024 x 700 screen) the Layers and
// Properties panes become one page of the right-hand notebook ("Map"), the notebook is
// narrower and the Checks pane shorter, so the canvas keeps most of the
// window; View > Side panes hides or shows every pane around the canvas.

#include "editor/gui/main_frame.h"

#include "editor/gui/panels.h"

#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

namespace crestline::gui {

namespace {

constexpr int kCompactWidth = 1300;              ///< narrower windows get the compact layout
const wxSize kSideBest(480, 640), kSideMin(440, 300);       ///< the right-hand notebook, wide windows
const wxSize kSideCompact(320, 400), kSideCompactMin(260, 200); ///< and narrow ones
constexpr int kChecksHeight = 150, kChecksCompactHeight = 96;

struct LeftPane {
    wxWindow* window;
    const char* name;
    const char* caption;
    wxSize best;
    int position;
};

} // namespace

void MainFrame::fitToolOptions()
{
    // The bar's dock takes the new height only when laid out afresh: docked again.
    m_toolOptions->InvalidateBestSize();
    const int height = std::max(40, m_toolOptions->GetSizer()->CalcMin().y);
    m_aui.DetachPane(m_toolOptions);
    m_aui.Update();
    m_aui.AddPane(m_toolOptions, wxAuiPaneInfo().Name("tooloptions").Caption("Tool options").Top().CaptionVisible(false).Floatable(false)
                                     .MinSize(-1, height).BestSize(-1, height).Show(m_boardFile.empty())); // the hex tools: not over a board
    m_aui.Update();
}

bool MainFrame::sidePageWanted(const wxString& name) const
{
    // A board on the board canvas has its own page; every other page is the
    // hex canvas's (its LOS panel, scenario pane, forms, layers and properties).
    if (!m_boardFile.empty()) return name == "board-ruling" || (name == "forms" && formsOpen()); // a scenario on a board: its forms too
    if (name == "board-ruling") return false;
    // The scenario pane edits the scenario document open with the maps (its
    // pages stay disabled without one): shown only then, not beside a map
    // opened alone (a GTS or CoH map showed FF's greyed pane), the empty
    // window, or a system's own scenario forms.
    return !(name == "scenario" && (formsOpen() || !m_scenario));
}

void MainFrame::fitSidePages()
{
    if (!m_side) return;
    const wxString selected = m_side->GetSelection() >= 0 ? m_sideNames[std::size_t(m_side->GetSelection())] : wxString();
    for (std::size_t i = m_sideNames.size(); i-- > 0;) {
        if (sidePageWanted(m_sideNames[i])) continue;
        wxWindow* page = m_side->GetPage(i);
        m_parkedPages.push_back({page, m_sideNames[i], m_side->GetPageText(i)});
        m_side->RemovePage(i);
        page->Hide();
        m_sideNames.erase(m_sideNames.begin() + std::ptrdiff_t(i));
    }
    for (auto it = m_parkedPages.begin(); it != m_parkedPages.end();) {
        if (!sidePageWanted(it->name)) {
            ++it;
            continue;
        }
        it->window->Show(); // parked hidden: GTK shows no tab for a hidden page (nor selects it)
        m_side->AddPage(it->window, it->caption, false);
        m_sideNames.push_back(it->name);
        it = m_parkedPages.erase(it);
    }
    if (!selected.empty()) showPane(selected);
    if (m_side->GetSelection() < 0 && m_side->GetPageCount() > 0) m_side->SetSelection(0);
}

void MainFrame::fitPanes()
{
    m_toolOptions->fitRows();
    const bool compact = GetSize().x < kCompactWidth;
    if (compact == m_compact) return;
    m_compact = compact;
    sideParent();
    const bool shown = m_aui.GetPane("side").IsShown(); // View > Side panes, kept across layouts
    const LeftPane left[] = {{m_layers, "layers", "Layers", wxSize(200, 300), 0}, {m_properties, "properties", "Properties", wxSize(240, 320), 1}};
    if (compact) {
        // Both on one page of the notebook, under their headings (three tabs fit the narrow notebook):
        // the canvas keeps the width the left column took.
        if (!m_mapPage) {
            m_mapPage = new wxScrolledWindow(m_side, wxID_ANY);
            m_mapPage->SetScrollRate(0, 10);
            m_mapPage->SetSizer(new wxBoxSizer(wxVERTICAL));
        }
        wxSizer* sizer = m_mapPage->GetSizer();
        for (const LeftPane& p : left) {
            m_aui.DetachPane(p.window);
            p.window->Reparent(m_mapPage);
            p.window->Show();
            p.window->SetMinSize(wxDefaultSize); // the pane's own size again (the dock had set it)
            auto* heading = new wxStaticText(m_mapPage, wxID_ANY, p.caption);
            heading->SetFont(heading->GetFont().Bold());
            heading->SetMinSize(heading->GetTextExtent(p.caption) + wxSize(4, 2)); // measured in bold
            sizer->Add(heading, 0, wxLEFT | wxTOP, 6);
            sizer->Add(p.window, p.position, wxEXPAND);
        }
        m_side->AddPage(m_mapPage, "Map", false);
        m_sideNames.push_back("map");
        m_mapPage->Show();
        m_mapPage->Layout();
        m_mapPage->FitInside();
    } else if (m_mapPage) {
        const auto at = std::find(m_sideNames.begin(), m_sideNames.end(), "map");
        if (at != m_sideNames.end()) {
            m_side->RemovePage(std::size_t(at - m_sideNames.begin()));
            m_sideNames.erase(at);
        }
        std::erase_if(m_parkedPages, [](const ParkedPage& p) { return p.name == "map"; }); // parked while a board was shown
        m_mapPage->Hide();
        for (const LeftPane& p : left) {
            m_mapPage->GetSizer()->Detach(p.window);
            p.window->Reparent(this);
            p.window->Show();
            m_aui.AddPane(p.window, wxAuiPaneInfo().Name(p.name).Caption(p.caption).Left().BestSize(p.best).Layer(1).Position(p.position).Show(shown));
        }
        m_mapPage->GetSizer()->Clear(true); // the headings
    }
    // A dock takes its size from the best size only when it is laid out afresh: both panes are docked again.
    m_aui.DetachPane(m_side);
    m_aui.DetachPane(m_checks);
    m_aui.Update();
    m_aui.AddPane(m_side, wxAuiPaneInfo().Name("side").CaptionVisible(false).Right().BestSize(compact ? kSideCompact : kSideBest)
                              .MinSize(compact ? kSideCompactMin : kSideMin).Show(shown));
    m_aui.AddPane(m_checks, wxAuiPaneInfo().Name("checks").Caption("Checks").Bottom().BestSize(600, compact ? kChecksCompactHeight : kChecksHeight)
                                .Show(shown && (m_boardFile.empty() || formsOpen()))); // a board's checks are on its page (a scenario's in the panel)
    m_aui.Update();
    fitSidePages();
}

void MainFrame::showSidePanes(bool shown)
{
    wxAuiPaneInfoArray& panes = m_aui.GetAllPanes();
    for (std::size_t i = 0; i < panes.GetCount(); ++i)
        if (panes[i].dock_direction != wxAUI_DOCK_CENTER && panes[i].name != "tooloptions") // not the canvases, nor the hex canvas's panes over a board
            panes[i].Show(shown && (m_boardFile.empty() || (panes[i].name != "layers" && panes[i].name != "properties" && (panes[i].name != "checks" || formsOpen()))));
    m_aui.Update();
    // The focus may have been in a pane now hidden: the map takes it, so its keys (F8 again) work.
    m_canvas->SetFocus();
}

std::string MainFrame::sidePanes()
{
    int shown = 0, hidden = 0;
    wxAuiPaneInfoArray& panes = m_aui.GetAllPanes();
    for (std::size_t i = 0; i < panes.GetCount(); ++i)
        if (panes[i].dock_direction != wxAUI_DOCK_CENTER && panes[i].name != "tooloptions") ++(panes[i].IsShown() ? shown : hidden);
    return hidden == 0 ? "shown" : shown == 0 ? "hidden" : "mixed";
}

} // namespace crestline::gui
