// File > New... (see new_wizard.h).

#include "editor/gui/new_wizard.h"

#include "editor/gui/board_view.h"
#include "editor/gui/grid_wizard.h"
#include "editor/gui/main_frame.h"
#include "geometry/los/rules.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/filepicker.h>
#include <wx/listbox.h>
#include <wx/numdlg.h>
#include <wx/panel.h>
#include <wx/settings.h>
#include <wx/simplebook.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

namespace crestline::gui {

namespace {

constexpr int kWrapPx = 520; ///< the width the page's texts wrap at

/// What a new board's make() asks, answered from the wizard's page (or, for
/// a board that declares no questions, by dialogs of its own).
class WizardHost : public ActionHost {
public:
    WizardHost(wxWindow* parent, std::vector<std::string> answers, bool dialogs) : m_parent(parent), m_answers(std::move(answers)), m_dialogs(dialogs) {}
    std::string refusal;

    const jobs::MapDocument* map() const override { return nullptr; }

    std::optional<std::filesystem::path> chooseFile(const std::string& title, const std::string& wildcard) override
    {
        if (!m_answers.empty()) return std::filesystem::path(next());
        if (!m_dialogs) return std::nullopt;
        wxFileDialog dialog(m_parent, wxString::FromUTF8(title), "", "", wxString::FromUTF8(wildcard), wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (dialog.ShowModal() != wxID_OK) return std::nullopt;
        return std::filesystem::path(dialog.GetPath().utf8_string());
    }

    std::optional<long> askNumber(const std::string& prompt, long low, long high, long value) override
    {
        if (!m_answers.empty()) {
            std::string error;
            const auto n = wholeNumberField(prompt, next(), low, high, error);
            if (!n) refusal = error;
            return n;
        }
        if (!m_dialogs) return std::nullopt;
        const long n = wxGetNumberFromUser(wxString::FromUTF8(prompt), "", "New", value, low, high, m_parent);
        if (n < 0) return std::nullopt;
        return n;
    }

    void refuse(const std::string& why) override { refusal = why; }
    void showAnswer(const std::string&, const std::string&, std::vector<render::Overlays::HexShade>) override {}

private:
    wxWindow* m_parent;
    std::vector<std::string> m_answers;
    bool m_dialogs;
    std::string next()
    {
        std::string a = m_answers.front();
        m_answers.erase(m_answers.begin());
        return a;
    }
};

std::string lowerFirst(std::string s)
{
    if (!s.empty()) s[0] = char(std::tolower(static_cast<unsigned char>(s[0])));
    return s;
}

/// The files of the catalogs folder whose names end with `suffix`, by name.
std::vector<std::filesystem::path> filesEndingWith(const std::string& suffix)
{
    std::vector<std::filesystem::path> out;
    std::error_code ec;
    if (suffix.empty()) return out;
    for (const auto& entry : std::filesystem::directory_iterator(catalogsFolder(), ec))
        if (entry.path().filename().string().ends_with(suffix) && entry.is_regular_file(ec)) out.push_back(entry.path());
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.filename() < b.filename(); });
    return out;
}

} // namespace

NewWizard::NewWizard(wxWindow* parent) : wxDialog(parent, wxID_ANY, "New", wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE)
{
    auto* outer = new wxBoxSizer(wxVERTICAL);
    m_heading = new wxStaticText(this, wxID_ANY, "What do you want to make?");
    wxFont bold = m_heading->GetFont();
    bold.SetWeight(wxFONTWEIGHT_BOLD);
    bold.SetPointSize(bold.GetPointSize() + 1);
    m_heading->SetFont(bold);
    outer->Add(m_heading, 0, wxLEFT | wxRIGHT | wxTOP, 12);
    m_book = new wxSimplebook(this);

    // The first page: what each registered system makes, in registry order.
    auto* first = new wxPanel(m_book);
    auto* firstSizer = new wxBoxSizer(wxVERTICAL);
    m_list = new wxListBox(first, wxID_ANY, wxDefaultPosition, wxSize(kWrapPx, 150));
    for (const geometry::los::RuleSystemInfo& info : geometry::los::ruleSystems()) {
        if (!info.implemented) continue;
        const std::string system(info.id), name = std::string(info.name) + " [" + system + "]";
        std::size_t before = m_entries.size();
        if (info.query == "two hexes")
            m_entries.push_back({system, "hex-map", name + ": hex map",
                                 "A hex map of " + std::string(info.name) + ": its grid (columns, rows, orientation, labels) and one of the system's terrain "
                                 "catalogs; then paint and draw its terrain with the tools."});
        if (const EditorSystem* part = editorSystemFor(system))
            for (const NewBoard& board : part->newBoards) {
                std::string item = board.menuText;
                item.erase(std::remove(item.begin(), item.end(), '&'), item.end());
                if (item.ends_with("...")) item.resize(item.size() - 3);
                if (item.starts_with("New ")) item.erase(0, 4);
                m_entries.push_back({system, board.name, name + ": " + item, board.help, &board});
            }
        if (m_entries.size() == before)
            m_entries.push_back({system, "", name + ": nothing yet",
                                 "The editor makes nothing new of " + std::string(info.name) + " yet: its files are made with the command line or by hand (docs/rule-systems.md)."});
    }
    for (const Entry& e : m_entries) m_list->Append(wxString::FromUTF8(e.label));
    m_description = new wxStaticText(first, wxID_ANY, "");
    m_description->SetMinSize(wxSize(kWrapPx, 3 * m_description->GetCharHeight() + 4)); // three lines wrapped
    firstSizer->Add(new wxStaticText(first, wxID_ANY, "Game system and what to make:"), 0, wxBOTTOM, 4);
    firstSizer->Add(m_list, 1, wxEXPAND);
    firstSizer->Add(m_description, 0, wxEXPAND | wxTOP, 8);
    first->SetSizer(firstSizer);
    m_book->AddPage(first, "system");
    m_list->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) {
        const int at = m_list->GetSelection();
        m_description->SetLabel(at >= 0 ? wxString::FromUTF8(m_entries[std::size_t(at)].description) : wxString());
        m_description->Wrap(kWrapPx);
        m_description->GetParent()->Layout();
        m_next->Enable(at >= 0 && m_entries[std::size_t(at)].page >= 0);
        showError("");
    });
    // A double click (or Enter, which GTK also sends as one) goes on after the
    // event: the same Enter then presses the default button Next, not Create.
    m_list->Bind(wxEVT_LISTBOX_DCLICK, [this](wxCommandEvent&) {
        CallAfter([this] {
            if (m_chosen < 0) onNext();
        });
    });

    // The pages: one grid page for every hex system, one page per new board.
    m_grid = new GridPage(m_book);
    m_book->AddPage(m_grid, "hex-map");
    const int gridPage = 1;
    for (Entry& e : m_entries) {
        if (e.kind == "hex-map") e.page = gridPage;
        else if (e.board) buildBoardPage(e);
    }
    outer->Add(m_book, 1, wxEXPAND | wxALL, 12);

    m_error = new wxStaticText(this, wxID_ANY, "");
    m_error->SetForegroundColour(wxColour(176, 0, 0));
    outer->Add(m_error, 0, wxEXPAND | wxLEFT | wxRIGHT, 12);
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    m_back = new wxButton(this, wxID_ANY, "< &Back");
    m_next = new wxButton(this, wxID_ANY, "&Next >");
    m_create = new wxButton(this, wxID_ANY, "&Create");
    m_cancel = new wxButton(this, wxID_CANCEL, "Cancel");
    buttons->AddStretchSpacer();
    for (wxButton* b : {m_back, m_next, m_create, m_cancel}) buttons->Add(b, 0, wxLEFT, 6);
    outer->Add(buttons, 0, wxEXPAND | wxALL, 12);
    m_back->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { showPage(-1); });
    m_next->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onNext(); });
    m_create->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onCreate(); });
    m_cancel->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (IsModal()) EndModal(wxID_CANCEL);
        else Hide();
    });
    SetSizerAndFit(outer);
    if (!m_entries.empty()) {
        m_list->SetSelection(0);
        m_description->SetLabel(wxString::FromUTF8(m_entries.front().description));
        m_description->Wrap(kWrapPx);
        first->Layout();
    }
    showPage(-1);
}

NewWizard::~NewWizard() = default;

void NewWizard::buildBoardPage(Entry& entry)
{
    auto* page = new wxPanel(m_book);
    auto* grid = new wxFlexGridSizer(2, 6, 10);
    grid->AddGrowableCol(1);
    std::vector<std::pair<std::string, wxWindow*>> fields;
    std::vector<std::string> offered;
    auto row = [&](const std::string& label, wxWindow* w, const std::string& help) {
        grid->Add(new wxStaticText(page, wxID_ANY, wxString::FromUTF8(label)), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(w, 1, wxEXPAND);
        if (!help.empty()) w->SetToolTip(wxString::FromUTF8(help));
        fields.emplace_back(label, w);
    };
    for (const NewBoardQuestion& q : entry.board->questions) {
        if (q.kind == NewBoardQuestion::Kind::Number) {
            row(q.label, new wxTextCtrl(page, wxID_ANY, wxString::Format("%ld", q.value)),
                q.help + " (" + std::to_string(q.low) + " to " + std::to_string(q.high) + ")");
            continue;
        }
        const auto files = filesEndingWith(q.suffix);
        auto* choice = new wxChoice(page, wxID_ANY);
        for (const auto& f : files) {
            choice->Append(wxString::FromUTF8(f.filename().string()));
            offered.push_back(f.string());
        }
        choice->Append("Another file (below)");
        choice->SetSelection(0);
        auto* picker = new wxFilePickerCtrl(page, wxID_ANY, "", wxString::FromUTF8(q.label), wxString::FromUTF8(q.wildcard), wxDefaultPosition,
                                            wxSize(320, -1), wxFLP_OPEN | wxFLP_USE_TEXTCTRL);
        picker->Enable(files.empty());
        const int count = int(files.size());
        choice->Bind(wxEVT_CHOICE, [choice, picker, count](wxCommandEvent&) { picker->Enable(choice->GetSelection() == count); });
        row(q.label, choice, q.help);
        row("Another " + lowerFirst(q.label), picker, q.help);
        offered.push_back(""); // the end of this question's files
    }
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    if (entry.board->questions.empty())
        sizer->Add(new wxStaticText(page, wxID_ANY, "Create asks what this needs in dialogs of its own."), 0, wxBOTTOM, 8);
    sizer->Add(grid, 0, wxEXPAND | wxALL, 4);
    auto* help = new wxStaticText(page, wxID_ANY, wxString::FromUTF8(entry.board->help));
    help->Wrap(kWrapPx);
    sizer->Add(help, 0, wxTOP, 8);
    page->SetSizer(sizer);
    entry.page = int(m_book->GetPageCount());
    m_book->AddPage(page, wxString::FromUTF8(entry.kind));
    // Index the fields by page: pages 0 and 1 are the first and the grid page.
    m_boardFields.resize(std::size_t(entry.page - 1));
    m_boardOffered.resize(std::size_t(entry.page - 1));
    m_boardFields.back() = std::move(fields);
    m_boardOffered.back() = std::move(offered);
}

std::vector<std::string> NewWizard::offeredSystems() const
{
    std::vector<std::string> ids;
    for (const Entry& e : m_entries)
        if (std::find(ids.begin(), ids.end(), e.system) == ids.end()) ids.push_back(e.system);
    return ids;
}

bool NewWizard::choose(const std::string& system, const std::string& kind)
{
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const Entry& e = m_entries[i];
        if (e.system != system || (!kind.empty() && e.kind != kind)) continue;
        if (m_chosen >= 0) showPage(-1);
        m_list->SetSelection(int(i));
        wxCommandEvent event(wxEVT_LISTBOX, m_list->GetId());
        event.SetEventObject(m_list);
        event.SetInt(int(i));
        m_list->GetEventHandler()->ProcessEvent(event);
        press("next");
        return true;
    }
    return false;
}

int NewWizard::shownPage() const { return m_book->GetSelection(); }

std::vector<std::string> NewWizard::offeredCatalogs() const { return m_grid->offeredCatalogs(); }

void NewWizard::showPage(int entry)
{
    m_chosen = entry;
    showError("");
    if (entry < 0) {
        m_book->SetSelection(0);
        m_heading->SetLabel("What do you want to make?");
        const int at = m_list->GetSelection();
        m_next->Enable(at >= 0 && m_entries[std::size_t(at)].page >= 0);
        m_back->Disable();
        m_create->Hide();
        m_next->Show();
        m_next->SetDefault();
        m_list->SetFocus(); // the arrow keys choose, Enter goes on
    } else {
        const Entry& e = m_entries[std::size_t(entry)];
        if (e.kind == "hex-map") m_grid->setSystem(e.system);
        m_book->SetSelection(std::size_t(e.page));
        m_heading->SetLabel(wxString::FromUTF8("New " + e.label.substr(e.label.find(": ") + 2) + " - " + e.label.substr(0, e.label.find(": "))));
        m_back->Enable();
        m_next->Hide();
        m_create->Show();
        m_create->SetDefault();
        if (const auto* fields = shownFields(); fields && !fields->empty()) fields->front().second->SetFocus();
    }
    Layout();
}

void NewWizard::onNext()
{
    const int at = m_list->GetSelection();
    if (at < 0) return showError("Choose what to make.");
    const Entry& e = m_entries[std::size_t(at)];
    if (e.page < 0) return showError(e.description);
    showPage(at);
}

void NewWizard::showError(const std::string& text)
{
    m_errorText = text;
    m_error->SetLabel(wxString::FromUTF8(text));
    m_error->Wrap(std::max(kWrapPx, GetClientSize().x - 24));
    // As wide as before; taller when the message needs the lines.
    const wxSize best = GetBestSize(), now = GetSize();
    if (best.y > now.y) SetSize(now.x, best.y);
    Layout();
    // The field the message names ("Columns: ...") takes the focus, its text selected.
    if (const auto* fields = shownFields())
        for (const auto& [label, w] : *fields)
            if (text.starts_with(label + ": ")) {
                w->SetFocus();
                if (auto* typed = dynamic_cast<wxTextCtrl*>(w)) typed->SelectAll();
                break;
            }
}

std::string NewWizard::error() const { return m_errorText; }

const std::vector<std::pair<std::string, wxWindow*>>* NewWizard::shownFields() const
{
    if (m_chosen < 0) return nullptr;
    const Entry& e = m_entries[std::size_t(m_chosen)];
    if (e.kind == "hex-map") return &m_grid->fields();
    if (e.page >= 2) return &m_boardFields[std::size_t(e.page - 2)];
    return nullptr;
}

bool NewWizard::setField(const std::string& label, const std::string& value)
{
    const auto* fields = shownFields();
    if (!fields) return false;
    for (const auto& [name, w] : *fields) {
        if (name != label) continue;
        if (auto* text = dynamic_cast<wxTextCtrl*>(w)) {
            text->SetValue(wxString::FromUTF8(value)); // as typed: the text event is sent
            return true;
        }
        if (auto* picker = dynamic_cast<wxFilePickerCtrl*>(w)) {
            if (!picker->IsEnabled()) return false;
            picker->SetPath(wxString::FromUTF8(value));
            return true;
        }
        if (auto* choice = dynamic_cast<wxChoice*>(w)) {
            // The item, or the one that starts with it ("a.terrain.xml" for "a.terrain.xml - its catalog name").
            int at = choice->FindString(wxString::FromUTF8(value), true);
            for (unsigned i = 0; at == wxNOT_FOUND && i < choice->GetCount(); ++i)
                if (choice->GetString(i).utf8_string().starts_with(value + " ")) at = int(i);
            if (at == wxNOT_FOUND) return false;
            choice->SetSelection(at);
            wxCommandEvent event(wxEVT_CHOICE, choice->GetId());
            event.SetEventObject(choice);
            event.SetInt(at);
            choice->GetEventHandler()->ProcessEvent(event);
            return true;
        }
    }
    return false;
}

bool NewWizard::press(const std::string& button)
{
    wxButton* b = button == "back" ? m_back : button == "next" ? m_next : button == "create" ? m_create : button == "cancel" ? m_cancel : nullptr;
    if (!b || !b->IsShown() || !b->IsEnabled()) return false;
    wxCommandEvent event(wxEVT_BUTTON, b->GetId());
    event.SetEventObject(b);
    b->GetEventHandler()->ProcessEvent(event);
    return true;
}

std::optional<std::vector<std::string>> NewWizard::boardAnswers(const Entry& entry)
{
    const auto& fields = m_boardFields[std::size_t(entry.page - 2)];
    const auto& offered = m_boardOffered[std::size_t(entry.page - 2)];
    std::vector<std::string> answers;
    std::size_t field = 0, file = 0;
    for (const NewBoardQuestion& q : entry.board->questions) {
        std::string error;
        if (q.kind == NewBoardQuestion::Kind::Number) {
            const auto n = wholeNumberField(q.label, static_cast<wxTextCtrl*>(fields[field++].second)->GetValue().utf8_string(), q.low, q.high, error);
            if (!n) return showError(error), std::nullopt;
            answers.push_back(std::to_string(*n));
            continue;
        }
        auto* choice = static_cast<wxChoice*>(fields[field++].second);
        auto* picker = static_cast<wxFilePickerCtrl*>(fields[field++].second);
        std::vector<std::string> files;
        for (; file < offered.size() && !offered[file].empty(); ++file) files.push_back(offered[file]);
        ++file;
        const int at = choice->GetSelection();
        std::string path = at >= 0 && at < int(files.size()) ? files[std::size_t(at)] : picker->GetPath().utf8_string();
        std::error_code ec;
        if (path.empty()) return showError(q.label + ": choose the " + lowerFirst(q.label) + " file (Another " + lowerFirst(q.label) + ")"), std::nullopt;
        if (!std::filesystem::is_regular_file(path, ec)) return showError(q.label + ": there is no file " + path), std::nullopt;
        answers.push_back(path);
    }
    return answers;
}

void NewWizard::onCreate()
{
    if (m_chosen < 0) return;
    const Entry& e = m_entries[std::size_t(m_chosen)];
    m_map.reset();
    m_board.reset();
    if (e.kind == "hex-map") {
        std::string error;
        auto spec = m_grid->spec(error);
        if (!spec) return showError(error);
        Findings findings;
        auto map = makeNewMap(std::move(*spec), error, findings);
        if (!map) {
            for (const Finding& f : findings) error += "\n" + formatFinding(f);
            return showError(error);
        }
        m_map = std::move(map);
        m_findings = std::move(findings);
    } else {
        std::vector<std::string> answers;
        if (!e.board->questions.empty()) {
            auto checked = boardAnswers(e);
            if (!checked) return;
            answers = std::move(*checked);
        }
        WizardHost host(this, std::move(answers), e.board->questions.empty());
        m_board = e.board->make(host);
        if (!m_board) return showError(host.refusal.empty() ? "Nothing was made (cancelled)." : host.refusal);
        m_kindName = e.board->kindName;
    }
    showError("");
    if (IsModal()) EndModal(wxID_OK);
}

void NewWizard::showIn(MainFrame& frame)
{
    if (m_map) frame.showNewMap(std::move(*m_map), std::move(m_findings));
    else if (m_board) frame.showNewBoard(std::move(m_board), m_kindName);
    m_map.reset();
    m_board.reset();
}

void runNewWizard(MainFrame& frame, const std::string& kind)
{
    if (!frame.confirmDiscard()) return;
    NewWizard wizard(&frame);
    if (!kind.empty())
        for (const NewWizard::Entry& e : wizard.entries())
            if (e.kind == kind) {
                wizard.choose(e.system, kind);
                break;
            }
    if (wizard.ShowModal() == wxID_OK && wizard.made()) wizard.showIn(frame);
}

} // namespace crestline::gui
