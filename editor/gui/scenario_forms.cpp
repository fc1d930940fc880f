// A system's scenario forms (see scenario_forms.h): the notebook of pages,
// and the buttons under a page's form that pick a hex on the map.

#include "editor/gui/scenario_forms.h"

#include "editor/gui/scenario_text.h"
#include "editor/jobs/file_kinds.h"

#include <wx/button.h>
#include <wx/listbook.h>
#include <wx/listctrl.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>

#include <algorithm>
#include <memory>

namespace crestline::gui {

ScenarioFormsPanel::ScenarioFormsPanel(wxWindow* parent, ScenarioFormsHost& host) : wxPanel(parent, wxID_ANY), m_host(host)
{
    // The pages listed down the left, their names level: a dozen fit in the
    // pane's height and none hides behind scroll arrows (vertical notebook tabs did).
    m_book = new wxListbook(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLB_LEFT);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_book, 1, wxEXPAND);
    SetSizer(sizer);
    // A page's hexes (a set-up area, a unit's hex) are drawn while it is shown.
    m_book->Bind(wxEVT_LISTBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& e) {
        markShown();
        e.Skip();
    });
}

std::unique_ptr<jobs::Document> ScenarioFormsPanel::read(std::string_view text, const std::filesystem::path& file) const
{
    (void)text;
    (void)file;
    return nullptr; // as the system's ScenarioForms::read
}

void ScenarioFormsPanel::reload()
{
    for (auto& [name, page] : m_pages) page->reload();
    markShown();
    showUnits();
}

void ScenarioFormsPanel::showUnits() { m_host.markUnits(units()); }

void ScenarioFormsPanel::markShown()
{
    const int shown = m_book->GetSelection();
    if (shown == wxNOT_FOUND) return;
    const auto tab = m_tabPages.find(m_book->GetPage(std::size_t(shown)));
    if (tab == m_tabPages.end()) return; // a page of a system's own (it marks what it shows)
    const auto marker = m_markers.find(tab->second);
    if (marker == m_markers.end()) return m_host.markHexes({});
    marker->second(tab->second->selection());
}

RecordPage* ScenarioFormsPanel::page(const std::string& name)
{
    const auto at = m_pages.find(name);
    return at == m_pages.end() ? nullptr : at->second;
}

RecordPage* ScenarioFormsPanel::addPage(const std::string& name, const std::string& tab, std::vector<RecordField> fields, bool canAdd)
{
    // Scrolled: a long form (a unit's counter values) stays usable in a short window.
    auto* scroll = new wxScrolledWindow(m_book, wxID_ANY);
    scroll->SetScrollRate(0, 12);
    auto* page = new RecordPage(scroll, std::move(fields), canAdd);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(page, 1, wxEXPAND);
    scroll->SetSizer(sizer);
    m_pages[name] = page;
    m_tabPages[scroll] = page;
    addTab(scroll, tab);
    return page;
}

RecordPage* ScenarioFormsPanel::addListPage(const std::string& name, const std::string& tab, std::vector<RecordField> fields, RecordList list)
{
    const bool canAdd = bool(list.remove);
    RecordPage* page = addPage(name, tab, std::move(fields), canAdd);
    auto shared = std::make_shared<RecordList>(std::move(list));
    bool& draft = m_drafts[name];
    auto isDraft = [shared, &draft](int row) { return draft && row == int(shared->rows().size()); };
    page->rows = [shared, &draft] {
        std::vector<std::string> rows = shared->rows();
        if (draft) rows.push_back("(new)");
        return rows;
    };
    page->values = [shared, isDraft](int row) { return shared->values(isDraft(row) ? -1 : row); };
    page->apply = [shared, page, isDraft, &draft](int row, const std::vector<std::string>& typed) {
        const bool inserting = isDraft(row);
        const std::vector<std::string> before = shared->rows();
        std::string problem = shared->apply(inserting ? -1 : row, typed);
        if (!problem.empty() || !inserting) return problem;
        // Inserted: the draft goes and the new record (the first row that differs) is selected.
        draft = false;
        const std::vector<std::string> after = shared->rows();
        std::size_t at = 0;
        while (at < before.size() && at < after.size() && before[at] == after[at]) ++at;
        page->reload();
        page->select(int(std::min(at, after.size() - (after.empty() ? 0 : 1))));
        return problem;
    };
    if (shared->hexes) {
        m_markers[page] = [this, shared, isDraft](int row) {
            m_host.markHexes(row < 0 || isDraft(row) ? std::vector<std::pair<std::string, std::string>>{} : shared->hexes(row));
        };
        page->selected = m_markers[page];
    }
    if (canAdd) {
        page->add = [&draft] { draft = true; };
        page->remove = [shared, page, isDraft, &draft](int row) {
            if (isDraft(row)) {
                draft = false;
                page->reload();
                return;
            }
            if (std::string problem = shared->remove(row); !problem.empty()) page->showMessage(problem, true);
        };
    }
    return page;
}

void ScenarioFormsPanel::addTab(wxWindow* page, const std::string& tab)
{
    m_book->AddPage(page, wxString::FromUTF8(tab), m_book->GetPageCount() == 0);
}

void ScenarioFormsPanel::registerButton(const std::string& pageName, wxButton* button) { m_buttons[pageName].push_back(button); }

wxButton* ScenarioFormsPanel::addButton(const std::string& name, const std::string& label, std::function<void()> run)
{
    RecordPage* p = page(name);
    auto* b = new wxButton(p, wxID_ANY, wxString::FromUTF8(label));
    p->extras()->Add(b, 0, wxRIGHT, 4);
    b->Bind(wxEVT_BUTTON, [run = std::move(run)](wxCommandEvent&) { run(); });
    registerButton(name, b);
    return b;
}

wxButton* ScenarioFormsPanel::addPickButton(const std::string& name, int field, bool append)
{
    RecordPage* p = page(name);
    return addButton(name, append ? "Add hex from map" : "Pick hex on map", [this, p, field, append] {
        if (p->selection() < 0) return m_host.refuse("Select a row first: the hex picked goes into its form");
        m_host.pickHex("Click the hex on the map", [p, field, append](const std::string& label) {
            std::string text = label;
            if (append) {
                const std::string now = p->fieldTexts()[std::size_t(field)];
                text = now.empty() ? label : now + " " + label;
            }
            p->setField(field, text);
            p->applyNow(); // a problem shows under the form, as Apply's would
            p->focusField(field); // back to the form: Edit > Undo acts on the scenario again
        });
    });
}

bool ScenarioFormsPanel::showTab(const std::string& tab)
{
    for (std::size_t i = 0; i < m_book->GetPageCount(); ++i)
        if (m_book->GetPageText(i).utf8_string() == tab) return m_book->SetSelection(i), true;
    return false;
}

bool ScenarioFormsPanel::pressButton(const std::string& pageName, const std::string& label)
{
    const auto at = m_buttons.find(pageName);
    if (at == m_buttons.end()) return false;
    for (wxButton* b : at->second) {
        if (b->GetLabel().utf8_string() != label || !b->IsEnabled()) continue;
        wxCommandEvent event(wxEVT_BUTTON, b->GetId());
        event.SetEventObject(b);
        b->ProcessWindowEvent(event);
        return true;
    }
    return false;
}

namespace forms_text {

namespace st = scenario_text;

std::optional<std::pair<std::string, std::string>> renamedMap(const std::vector<scenarios::MapPlacement>& before,
                                                              const std::vector<scenarios::MapPlacement>& after)
{
    if (before.size() != after.size()) return std::nullopt; // added or removed: nothing renamed
    for (std::size_t i = 0; i < before.size(); ++i)
        if (before[i].id != after[i].id) return std::pair(before[i].id, after[i].id);
    return std::nullopt;
}

bool onFirstMap(const scenarios::HexName& hex, const std::vector<scenarios::MapPlacement>& maps)
{
    // A hex naming no map is on the only map; with several it names none (the checks say so).
    return maps.empty() ? false : hex.map.empty() ? maps.size() == 1 : hex.map == maps.front().id;
}

std::string yesNo(bool value) { return value ? "yes" : "no"; }

std::string parseYesNo(const std::string& text, const std::string& what, bool& out)
{
    if (text != "yes" && text != "no") return what + " is yes or no, not \"" + text + "\"";
    out = text == "yes";
    return {};
}

std::string parseToken(const std::string& text, const std::string& what, std::string& out)
{
    const std::string t = st::trim(text);
    if (t.empty() || t.find_first_of(" \t\r\n") != std::string::npos) return what + " must be one word (no spaces), not \"" + t + "\"";
    out = t;
    return {};
}

std::string parseName(const std::string& text, const std::string& what, std::string& out)
{
    const std::string t = st::trim(text);
    if (t.empty()) return what + " must not be empty";
    out = t;
    return {};
}

std::string parseHex(const std::string& text, const std::string& what, scenarios::HexName& out)
{
    const std::vector<std::string> w = st::words(text);
    if (w.size() != 1) return what + " is one hex, e.g. 0408 (or pick it on the map)";
    out = scenarios::parseHexName(w.front());
    return {};
}

} // namespace forms_text

} // namespace crestline::gui
