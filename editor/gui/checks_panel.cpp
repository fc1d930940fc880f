// The Checks panel (see panels.h): the map's findings, then the scenario's
// checks (the rows whose Where starts with "scenario"), re-run after every
// scenario command by ScenarioEditor::checks().

#include "editor/gui/panels.h"

#include "editor/edit/map_commands.h"
#include "editor/gui/scenario_editor.h"
#include "editor/jobs/map_document.h"
#include "formats/common/file_reference.h"

#include <algorithm>
#include <tuple>

#include <wx/listctrl.h>
#include <wx/sizer.h>

namespace crestline::gui {

ChecksPanel::ChecksPanel(wxWindow* parent, MapCanvas& canvas) : wxPanel(parent), m_canvas(canvas)
{
    m_list = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
    m_list->AppendColumn("Severity", wxLIST_FORMAT_LEFT, 70);
    m_list->AppendColumn("Code", wxLIST_FORMAT_LEFT, 250); // the longest codes, e.g. reinforcement-on-sudden-death
    m_list->AppendColumn("Where", wxLIST_FORMAT_LEFT, 170);
    m_list->AppendColumn("Message", wxLIST_FORMAT_LEFT, 700);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_list, 1, wxEXPAND);
    SetSizer(sizer);
    m_list->Bind(wxEVT_LIST_ITEM_ACTIVATED, &ChecksPanel::onActivated, this);
    m_soon.SetOwner(this);
    Bind(wxEVT_TIMER, [this](wxTimerEvent&) { flush(); });
}

void ChecksPanel::showFindingsSoon()
{
    m_pending = true;
    m_soon.StartOnce(kQuietMs); // restarted by each call: runs once the edits pause
}

void ChecksPanel::flush()
{
    if (m_pending) showFindings(m_canvas.document());
}

int ChecksPanel::rowCount() const { return m_list->GetItemCount(); }

wxPoint ChecksPanel::rowScreenPoint(int row) const
{
    wxRect rect;
    m_list->GetItemRect(row, rect);
    return m_list->ClientToScreen(wxPoint(rect.x + 40, rect.y + rect.height / 2));
}

std::string ChecksPanel::cell(int row, int column) const
{
    if (row < 0 || row >= m_list->GetItemCount()) return {};
    return m_list->GetItemText(row, column).utf8_string();
}

namespace {

/// The map's references to other files (its catalog, its scanned background)
/// as they are now: `reference-outside` for one that leaves the map's folder,
/// as the reader says on opening. Listed at once after an edit or a save (the
/// reader's findings are about the file as it was opened). None for a map
/// never saved: its references are made relative to its folder on its first save.
Findings referenceFindings(const jobs::MapDocument& doc)
{
    Findings out;
    if (!doc.loaded() || doc.file().empty()) return out;
    auto check = [&](const std::string& href, const char* element) {
        Location at;
        at.file = doc.file().string();
        at.element = element;
        if (auto ref = formats::resolveReference(doc.file(), href, at); ref.outside) out.push_back(std::move(*ref.outside));
    };
    check(doc.map().catalogHref, "/map/catalog");
    if (doc.map().background) check(doc.map().background->href, "/map/background");
    return out;
}

bool sameFindings(const Findings& a, const Findings& b)
{
    auto key = [](const Finding& f) {
        return std::tie(f.code, f.severity, f.message, f.rule, f.where.file, f.where.line, f.where.column, f.where.element, f.where.hex,
                        f.where.feature);
    };
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [&](const Finding& x, const Finding& y) { return key(x) == key(y); });
}

} // namespace

void ChecksPanel::showFindings(jobs::MapDocument* document)
{
    m_pending = false;
    m_soon.Stop();
    Findings findings = document ? document->findings() : Findings{};
    if (document)
        for (Finding& f : referenceFindings(*document)) {
            // The reader's own finding of the same reference (the map as opened) stays: it has the line.
            const bool listed = std::any_of(findings.begin(), findings.end(),
                                            [&](const Finding& g) { return g.code == f.code && g.message == f.message; });
            if (!listed) findings.push_back(std::move(f));
        }
    const std::size_t mapRows = findings.size();
    if (m_scenario && m_scenario->active()) {
        const Findings& checks = m_scenario->checks();
        findings.insert(findings.end(), checks.begin(), checks.end());
    }
    if (formsChecks) {
        const Findings checks = formsChecks();
        findings.insert(findings.end(), checks.begin(), checks.end());
    }
    // The same rows as listed: leave the list (and its selection and scroll) alone.
    if (mapRows == m_mapRows && sameFindings(findings, m_findings) && long(findings.size()) == m_list->GetItemCount()) return;
    m_findings = std::move(findings);
    m_mapRows = mapRows;
    m_list->Freeze();
    m_list->DeleteAllItems();
    for (std::size_t i = 0; i < m_findings.size(); ++i) {
        const Finding& f = m_findings[i];
        const long row = m_list->InsertItem(m_list->GetItemCount(), wxString::FromUTF8(std::string(severityName(f.severity))));
        m_list->SetItem(row, 1, wxString::FromUTF8(f.code));
        std::string where = !f.where.hex.empty() && i >= m_mapRows ? f.where.hex : !f.where.feature.empty() ? f.where.feature : f.where.hex;
        if (where.empty() && f.where.line > 0) where = "line " + std::to_string(f.where.line);
        if (where.empty()) where = f.where.element;
        if (i >= m_mapRows) where = "scenario" + (where.empty() ? "" : ": " + where);
        m_list->SetItem(row, 2, wxString::FromUTF8(where));
        m_list->SetItem(row, 3, wxString::FromUTF8(f.message));
    }
    m_list->Thaw();
}

void ChecksPanel::showScenarioFinding(const Finding& f)
{
    if (!m_scenario || !m_scenario->active()) { // a scenario in a system's forms: its hex on the map
        const jobs::MapDocument* doc = m_canvas.document();
        if (const auto hex = doc ? doc->grid().parseLabel(f.where.hex) : std::nullopt) m_canvas.showLattice(doc->grid().centre(*hex).toPoint(), 6);
        return;
    }
    if (m_scenario->showFinding) m_scenario->showFinding(f); // its element in the pane (that selection clears the mark)
    m_scenario->markedHex = m_scenario->findingHex(f);
    if (jobs::MapDocument* doc = m_canvas.document(); doc && m_scenario->markedHex)
        m_canvas.showLattice(doc->grid().centre(*m_scenario->markedHex).toPoint(), 6);
    // Told after this event: the listeners list the findings again, which must not happen inside the list's own event.
    CallAfter([editor = m_scenario] { editor->notify(); });
}

void ChecksPanel::onActivated(wxListEvent& e)
{
    jobs::MapDocument* doc = m_canvas.document();
    const long row = e.GetIndex();
    if (row >= long(m_mapRows) && row < long(m_findings.size())) return showScenarioFinding(m_findings[std::size_t(row)]);
    if (!doc || row < 0 || row >= long(m_findings.size())) return;
    const Finding& f = m_findings[std::size_t(row)];
    const auto& features = doc->map().features;
    for (std::size_t i = 0; i < features.size(); ++i) {
        if (f.where.feature.empty() || features[i].id != f.where.feature) continue;
        const geometry::Box box = edit::featureBox(features[i]);
        m_canvas.showLattice({(box.minU + box.maxU) / 2, (box.minV + box.maxV) / 2}, std::max(6.0, (box.maxU - box.minU) / 3 * 1.8 + 3));
        m_canvas.setSelection({int(i)});
        return;
    }
    if (auto hex = doc->grid().parseLabel(f.where.hex)) m_canvas.showLattice(doc->grid().centre(*hex).toPoint(), 6);
}

} // namespace crestline::gui
