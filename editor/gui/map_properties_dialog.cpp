// Edit > Map properties... (map_properties_dialog.h).
#include "editor/gui/map_properties_dialog.h"

#include "editor/edit/map_properties.h"
#include "editor/gui/main_frame.h"
#include "editor/jobs/map_document.h"
#include "formats/common/xml_support.h"

#include <wx/button.h>
#include <wx/dialog.h>
#include <wx/menu.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <iostream>

namespace crestline::gui {

namespace {

/// The dialog: the name and metres per hex as the map has them; OK with a bad value names it in red and stays open.
bool askMapProperties(MainFrame& frame, const jobs::MapDocument& doc, std::string& name, std::string& metres)
{
    const maps::Map& map = doc.map();
    wxDialog dialog(&frame, wxID_ANY, "Map properties");
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* table = new wxFlexGridSizer(2, 4, 8);
    table->AddGrowableCol(1);
    table->Add(new wxStaticText(&dialog, wxID_ANY, "Name"), 0, wxALIGN_CENTER_VERTICAL);
    auto* nameField = new wxTextCtrl(&dialog, wxID_ANY, wxString::FromUTF8(map.name), wxDefaultPosition, wxSize(280, -1));
    table->Add(nameField, 1, wxEXPAND);
    table->Add(new wxStaticText(&dialog, wxID_ANY, "Metres per hex"), 0, wxALIGN_CENTER_VERTICAL);
    auto* metresField = new wxTextCtrl(&dialog, wxID_ANY, wxString::FromUTF8(formats::xml::formatDouble(map.metresPerHex)));
    table->Add(metresField, 1, wxEXPAND);
    sizer->Add(table, 0, wxALL | wxEXPAND, 8);
    sizer->Add(new wxStaticText(&dialog, wxID_ANY, "The ground scale: 0 means unknown (the map then states no scale)."), 0, wxLEFT | wxRIGHT, 8);
    auto* problem = new wxStaticText(&dialog, wxID_ANY, "");
    problem->SetForegroundColour(*wxRED);
    sizer->Add(problem, 0, wxALL | wxEXPAND, 8);
    sizer->Add(dialog.CreateButtonSizer(wxOK | wxCANCEL), 0, wxALL | wxALIGN_RIGHT, 8);
    dialog.SetSizerAndFit(sizer);
    dialog.Bind(wxEVT_BUTTON, [&](wxCommandEvent& e) {
        if (e.GetId() != wxID_OK) return e.Skip();
        const edit::MapPropertiesPlan plan = edit::planMapProperties(map, nameField->GetValue().utf8_string(), metresField->GetValue().utf8_string());
        if (!plan.refusal.empty()) {
            problem->SetLabel(wxString::FromUTF8("Not changed: " + plan.refusal));
            dialog.Layout();
            dialog.Fit();
            return;
        }
        dialog.EndModal(wxID_OK);
    });
    if (dialog.ShowModal() != wxID_OK) return false;
    name = nameField->GetValue().utf8_string();
    metres = metresField->GetValue().utf8_string();
    return true;
}

} // namespace

bool applyMapProperties(MainFrame& frame, const std::string& name, const std::string& metresPerHex, std::string& message)
{
    const jobs::MapDocument* doc = frame.mapDocument();
    if (!doc) {
        message = "no map is open";
        return false;
    }
    const edit::MapPropertiesPlan plan = edit::planMapProperties(doc->map(), name, metresPerHex);
    if (!plan.refusal.empty()) {
        message = "not changed: " + plan.refusal;
        return false;
    }
    if (plan.unchanged) {
        message = "not changed: the map has this name and scale already";
        return false;
    }
    frame.canvas().execute(edit::setMapProperties(plan));
    message = "Map properties: \"" + plan.name + "\", " + (plan.metresPerHex == 0 ? std::string("no scale") : formats::xml::formatDouble(plan.metresPerHex) + " metres per hex");
    frame.SetStatusText(wxString::FromUTF8(message), 0);
    return true;
}

void addMapPropertiesMenu(MainFrame& frame, wxMenu* edit)
{
    const int id = wxWindow::NewControlId();
    edit->Append(id, "&Map properties...", "The map's name and ground scale (metres per hex)");
    frame.Bind(wxEVT_MENU, [&frame](wxCommandEvent&) {
        const jobs::MapDocument* doc = frame.mapDocument();
        if (!doc) return;
        if (frame.isScripted()) { // a modal dialog would wait for a hand that never comes
            std::cout << "refused: Edit > Map properties... opens a dialog; a script uses map-properties NAME METRES" << std::endl;
            return;
        }
        std::string name, metres, message;
        if (!askMapProperties(frame, *doc, name, metres)) return;
        applyMapProperties(frame, name, metres, message);
        frame.SetStatusText(wxString::FromUTF8(message), 0);
    }, id);
}

} // namespace crestline::gui
