// Edit > Resize grid... (grid_resize_dialog.h).
#include "editor/gui/grid_resize_dialog.h"

#include "editor/gui/main_frame.h"
#include "editor/jobs/map_document.h"

#include <wx/checkbox.h>
#include <wx/dialog.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <iostream>

namespace crestline::gui {

namespace {

constexpr std::size_t kLostShown = 12; ///< lines of lost hex data listed in the question

/// The dialog: four signed counts and the label choice; the new size shown as they change.
bool askResize(MainFrame& frame, const jobs::MapDocument& doc, edit::GridResize& out)
{
    const geometry::GridSpec& grid = doc.map().grid;
    wxDialog dialog(&frame, wxID_ANY, "Resize grid");
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(&dialog, wxID_ANY,
                                wxString::Format("The grid is %d columns x %d rows. Hexes to add (positive) or remove (negative) at each edge:",
                                                 grid.columns, grid.rows)),
               0, wxALL, 8);
    auto* table = new wxFlexGridSizer(2, 4, 8);
    auto spin = [&](const char* label, int removable) {
        table->Add(new wxStaticText(&dialog, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        auto* s = new wxSpinCtrl(&dialog, wxID_ANY, "0", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, -removable,
                                 geometry::kMaxGridColumns, 0);
        table->Add(s);
        return s;
    };
    wxSpinCtrl* left = spin("Columns at the left", grid.columns - 1);
    wxSpinCtrl* right = spin("Columns at the right", grid.columns - 1);
    wxSpinCtrl* top = spin("Rows at the top", grid.rows - 1);
    wxSpinCtrl* bottom = spin("Rows at the bottom", grid.rows - 1);
    sizer->Add(table, 0, wxLEFT | wxRIGHT, 8);
    auto* renumber = new wxCheckBox(&dialog, wxID_ANY, "Number the hexes from the new edge (else the kept hexes keep their labels)");
    sizer->Add(renumber, 0, wxALL, 8);
    auto* size = new wxStaticText(&dialog, wxID_ANY, "");
    sizer->Add(size, 0, wxLEFT | wxRIGHT, 8);
    auto update = [&] {
        size->SetLabel(wxString::Format("New size: %d columns x %d rows", grid.columns + left->GetValue() + right->GetValue(),
                                        grid.rows + top->GetValue() + bottom->GetValue()));
    };
    for (wxSpinCtrl* s : {left, right, top, bottom}) s->Bind(wxEVT_SPINCTRL, [&](wxSpinEvent&) { update(); });
    update();
    sizer->Add(dialog.CreateButtonSizer(wxOK | wxCANCEL), 0, wxALL | wxALIGN_RIGHT, 8);
    dialog.SetSizerAndFit(sizer);
    if (dialog.ShowModal() != wxID_OK) return false;
    out = {left->GetValue(), right->GetValue(), top->GetValue(), bottom->GetValue(), renumber->GetValue()};
    return true;
}

} // namespace

bool applyGridResize(MainFrame& frame, const edit::GridResize& resize,
                     const std::function<bool(const std::vector<std::string>& lost)>& confirmLoss, std::string& message)
{
    jobs::MapDocument* doc = frame.mapDocument();
    if (!doc) {
        message = "no map is open";
        return false;
    }
    edit::GridResizePlan plan = edit::planGridResize(doc->map(), resize);
    if (!plan.refusal.empty()) {
        message = "cannot resize the grid: " + plan.refusal;
        return false;
    }
    const bool confirmed = !plan.lost.empty() && confirmLoss(plan.lost);
    if (!plan.lost.empty() && !confirmed) {
        message = "not resized: " + std::to_string(plan.lost.size()) + " hex record(s) would be lost, first " + plan.lost.front();
        return false;
    }
    MapCanvas& canvas = frame.canvas();
    canvas.execute(edit::resizeGrid(std::move(plan), confirmed));
    canvas.fitToWindow();
    // Features are never dropped: those now outside the grid are the map checks' findings.
    std::string outside;
    int count = 0;
    for (const Finding& f : doc->findings()) {
        if (f.code != "feature-off-map" && f.code != "feature-partly-off-map") continue;
        outside += (count++ ? ", " : "") + f.where.feature;
    }
    message = "Resized the grid to " + std::to_string(doc->map().grid.columns) + " x " + std::to_string(doc->map().grid.rows);
    if (count > 0)
        message += "; " + std::to_string(count) + (count == 1 ? " feature lies" : " features lie") + " (partly) outside it, listed in the Checks panel: " + outside;
    frame.SetStatusText(wxString::FromUTF8(message), 0);
    return true;
}

void addGridResizeMenu(MainFrame& frame, wxMenu* edit)
{
    const int id = wxWindow::NewControlId();
    edit->AppendSeparator();
    edit->Append(id, "Resi&ze grid...", "Add or remove columns and rows at the map's edges");
    frame.Bind(wxEVT_MENU, [&frame](wxCommandEvent&) {
        const jobs::MapDocument* doc = frame.mapDocument();
        if (!doc) return;
        if (frame.isScripted()) { // a modal dialog would wait for a hand that never comes
            std::cout << "refused: Edit > Resize grid... opens a dialog; a script uses resize-grid" << std::endl;
            return;
        }
        edit::GridResize resize;
        if (!askResize(frame, *doc, resize)) return;
        std::string message;
        const bool done = applyGridResize(frame, resize, [&frame](const std::vector<std::string>& lost) {
            wxString text = wxString::Format("The removed hexes hold %zu record(s) of hex data, which would be lost:\n\n", lost.size());
            for (std::size_t i = 0; i < lost.size() && i < kLostShown; ++i) text += wxString::FromUTF8(lost[i]) + "\n";
            if (lost.size() > kLostShown) text += wxString::Format("... and %zu more\n", lost.size() - kLostShown);
            text += "\nRemove them with the hexes?";
            return wxMessageBox(text, "Resize grid", wxYES_NO | wxNO_DEFAULT | wxICON_WARNING, &frame) == wxYES;
        }, message);
        if (!done) frame.SetStatusText(wxString::FromUTF8(message), 0);
        if (!done && message.starts_with("cannot")) wxMessageBox(wxString::FromUTF8(message), "Resize grid", wxOK | wxICON_ERROR, &frame);
    }, id);
}

} // namespace crestline::gui
