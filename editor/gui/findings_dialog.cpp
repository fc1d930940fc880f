#include "editor/gui/findings_dialog.h"

#include <wx/button.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace crestline::gui {

FindingsDialog::FindingsDialog(wxWindow* parent, const wxString& title, const Findings& findings)
    : wxDialog(parent, wxID_ANY, title, wxDefaultPosition, wxSize(900, 320), wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER)
{
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(this, wxID_ANY, "Nothing was loaded. The reader found:"), 0, wxALL, 8);
    auto* list = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
    list->AppendColumn("Severity", wxLIST_FORMAT_LEFT, 70);
    list->AppendColumn("Code", wxLIST_FORMAT_LEFT, 150);
    list->AppendColumn("File:line", wxLIST_FORMAT_LEFT, 200);
    list->AppendColumn("Element", wxLIST_FORMAT_LEFT, 150);
    list->AppendColumn("Message", wxLIST_FORMAT_LEFT, 400);
    for (const Finding& f : findings) {
        const long row = list->InsertItem(list->GetItemCount(), wxString::FromUTF8(std::string(severityName(f.severity))));
        list->SetItem(row, 1, wxString::FromUTF8(f.code));
        wxString where = wxString::FromUTF8(f.where.file);
        if (f.where.line > 0) where += wxString::Format(":%d", f.where.line);
        list->SetItem(row, 2, where);
        list->SetItem(row, 3, wxString::FromUTF8(f.where.element));
        list->SetItem(row, 4, wxString::FromUTF8(f.message));
    }
    sizer->Add(list, 1, wxEXPAND | wxLEFT | wxRIGHT, 8);
    sizer->Add(CreateButtonSizer(wxOK), 0, wxEXPAND | wxALL, 8);
    SetSizer(sizer);
}

} // namespace crestline::gui
