// One page of the scenario pane (see scenario_record_page.h).

#include "editor/gui/scenario_record_page.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

namespace crestline::gui {

RecordPage::RecordPage(wxWindow* parent, std::vector<RecordField> fields, bool canAdd) : wxPanel(parent, wxID_ANY)
{
    auto* top = new wxBoxSizer(wxVERTICAL);
    m_list = new wxListBox(this, wxID_ANY, wxDefaultPosition, wxSize(-1, canAdd ? 110 : 50));
    top->Add(m_list, 0, wxEXPAND | wxALL, 4);
    if (canAdd) {
        auto* buttons = new wxBoxSizer(wxHORIZONTAL);
        auto* addButton = m_addButton = new wxButton(this, wxID_ANY, "Add");
        auto* removeButton = new wxButton(this, wxID_ANY, "Remove");
        buttons->Add(addButton, 0, wxRIGHT, 4);
        buttons->Add(removeButton, 0);
        top->Add(buttons, 0, wxLEFT | wxRIGHT | wxBOTTOM, 4);
        addButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
            addNow();
        });
        removeButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
            if (remove && m_row >= 0) remove(m_row);
        });
    }
    auto* form = new wxFlexGridSizer(2, 4, 6);
    form->AddGrowableCol(1, 1);
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const RecordField& f = fields[i];
        // Labels centred on their one-line control, at the top of a tall one.
        const int align = f.multiline ? wxALIGN_TOP | wxTOP : wxALIGN_CENTER_VERTICAL;
        // Escaped: "Command & Control" is a label, not a mnemonic.
        form->Add(new wxStaticText(this, wxID_ANY, wxControl::EscapeMnemonics(wxString::FromUTF8(f.label))), 0, align, f.multiline ? 4 : 0);
        wxWindow* control = nullptr;
        if (!f.choices.empty()) {
            wxArrayString words;
            for (const std::string& c : f.choices) words.Add(c.empty() ? wxString("(none)") : wxString::FromUTF8(c));
            auto* choice = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, words);
            choice->Bind(wxEVT_CHOICE, [this, i](wxCommandEvent&) {
                if (!m_loading && edited) edited(int(i), fieldText(i));
            });
            control = choice;
        } else {
            auto* text = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(-1, f.multiline ? 84 : -1), f.multiline ? wxTE_MULTILINE : 0);
            text->Bind(wxEVT_TEXT, [this, i](wxCommandEvent&) {
                if (!m_loading && edited) edited(int(i), fieldText(i));
            });
            control = text;
        }
        if (!f.tip.empty()) control->SetToolTip(wxString::FromUTF8(f.tip));
        if (f.multiline) form->AddGrowableRow(i, 1);
        form->Add(control, 1, wxEXPAND);
        m_fields.push_back(control);
        m_choices.push_back(f.choices);
    }
    top->Add(form, 1, wxEXPAND | wxLEFT | wxRIGHT, 4);
    auto* bottom = new wxBoxSizer(wxHORIZONTAL);
    m_apply = new wxButton(this, wxID_APPLY, "Apply");
    bottom->Add(m_apply, 0, wxRIGHT, 6);
    m_extras = new wxBoxSizer(wxHORIZONTAL);
    bottom->Add(m_extras, 1);
    top->Add(bottom, 0, wxEXPAND | wxALL, 4);
    m_message = new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_NO_AUTORESIZE);
    top->Add(m_message, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 4);
    SetSizer(top);

    m_apply->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { applyNow(); });
    m_list->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) {
        m_row = m_list->GetSelection() == wxNOT_FOUND ? -1 : m_list->GetSelection();
        showRow();
        if (selected) selected(m_row);
    });
}

void RecordPage::reload()
{
    const std::vector<std::string> items = rows ? rows() : std::vector<std::string>{};
    wxArrayString labels;
    for (const std::string& s : items) labels.Add(wxString::FromUTF8(s));
    m_list->Set(labels);
    if (m_addButton && m_addButton->IsShown() != bool(add)) {
        m_addButton->Show(bool(add));
        Layout();
    }
    if (m_row >= int(items.size())) m_row = int(items.size()) - 1;
    if (m_row < 0 && !items.empty() && !add) m_row = 0; // a one-record page always shows it
    if (m_row >= 0) m_list->SetSelection(m_row);
    showRow();
}

void RecordPage::select(int row)
{
    m_row = std::clamp(row, -1, int(m_list->GetCount()) - 1);
    if (m_row >= 0) m_list->SetSelection(m_row);
    else m_list->SetSelection(wxNOT_FOUND);
    showRow();
}

void RecordPage::choose(int row)
{
    select(row);
    if (selected) selected(m_row);
}

void RecordPage::showRow()
{
    m_loading = true;
    const std::vector<std::string> texts = m_row >= 0 && values ? values(m_row) : std::vector<std::string>{};
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        putField(i, i < texts.size() ? texts[i] : std::string());
        m_fields[i]->Enable(m_row >= 0);
    }
    m_apply->Enable(m_row >= 0);
    m_loading = false;
    showMessage("", false);
}

std::vector<std::string> RecordPage::rowTexts() const
{
    std::vector<std::string> out;
    for (unsigned i = 0; i < m_list->GetCount(); ++i) out.push_back(m_list->GetString(i).utf8_string());
    return out;
}

bool RecordPage::addNow()
{
    if (!add) return false;
    add();
    reload();
    choose(addedRow ? addedRow() : int(m_list->GetCount()) - 1);
    return true;
}

std::string RecordPage::fieldText(std::size_t field) const
{
    if (const auto* choice = dynamic_cast<const wxChoice*>(m_fields[field])) {
        const int at = choice->GetSelection();
        return at >= 0 && at < int(m_choices[field].size()) ? m_choices[field][std::size_t(at)] : std::string();
    }
    return static_cast<const wxTextCtrl*>(m_fields[field])->GetValue().utf8_string();
}

/// Shows `text` in a field without telling `edited` (a choice's word not among its choices: none chosen).
bool RecordPage::putField(std::size_t field, const std::string& text)
{
    if (auto* choice = dynamic_cast<wxChoice*>(m_fields[field])) {
        const auto& words = m_choices[field];
        const auto at = std::find(words.begin(), words.end(), text);
        choice->SetSelection(at == words.end() ? wxNOT_FOUND : int(at - words.begin()));
        return at != words.end();
    }
    static_cast<wxTextCtrl*>(m_fields[field])->ChangeValue(wxString::FromUTF8(text));
    return true;
}

std::vector<std::string> RecordPage::fieldTexts() const
{
    std::vector<std::string> out;
    for (std::size_t i = 0; i < m_fields.size(); ++i) out.push_back(fieldText(i));
    return out;
}

bool RecordPage::setField(int field, const std::string& text)
{
    if (field < 0 || field >= int(m_fields.size())) return false;
    const std::size_t i = std::size_t(field);
    if (m_choices[i].empty()) {
        static_cast<wxTextCtrl*>(m_fields[i])->SetValue(wxString::FromUTF8(text)); // as typed: `edited` hears it
        return true;
    }
    if (!putField(i, text)) return false;
    if (edited) edited(field, text);
    return true;
}

void RecordPage::focusField(int field)
{
    if (field < 0 || field >= int(m_fields.size())) return;
    m_fields[std::size_t(field)]->SetFocus();
    if (auto* text = dynamic_cast<wxTextCtrl*>(m_fields[std::size_t(field)])) text->SetInsertionPointEnd();
}

std::string RecordPage::applyNow()
{
    if (m_row < 0 || !apply) return "nothing selected";
    const std::string problem = apply(m_row, fieldTexts());
    if (!problem.empty()) showMessage(problem, true);
    return problem;
}

void RecordPage::showMessage(const std::string& text, bool problem)
{
    m_message->SetForegroundColour(problem ? wxColour(176, 0, 32) : wxColour(40, 90, 40));
    m_message->SetLabel(wxString::FromUTF8(text));
    m_message->Wrap(std::max(GetClientSize().x - 12, 200));
    Layout();
}

} // namespace crestline::gui
