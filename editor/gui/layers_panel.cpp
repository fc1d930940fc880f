#include "editor/gui/panels.h"

#include "editor/jobs/map_document.h"

#include <wx/checkbox.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace crestline::gui {

LayersPanel::LayersPanel(wxWindow* parent, MapCanvas& canvas) : wxPanel(parent), m_canvas(canvas)
{
    auto* grid = new wxFlexGridSizer(3, 4, 10);
    grid->Add(new wxStaticText(this, wxID_ANY, "Layer"));
    grid->Add(new wxStaticText(this, wxID_ANY, "Show"));
    grid->Add(new wxStaticText(this, wxID_ANY, "Lock"));
    for (int i = 0; i < int(Layer::Count); ++i) {
        const Layer layer = Layer(i);
        auto* name = new wxStaticText(this, wxID_ANY, wxString::FromUTF8(std::string(layerName(layer))));
        m_names.push_back(name);
        grid->Add(name, 0, wxALIGN_CENTER_VERTICAL);
        auto* shown = new wxCheckBox(this, wxID_ANY, "");
        shown->SetValue(m_canvas.layers().isShown(layer));
        shown->SetToolTip("Show or hide " + wxString::FromUTF8(std::string(layerName(layer))));
        auto* locked = new wxCheckBox(this, wxID_ANY, "");
        locked->SetToolTip("Lock: the tools leave this layer alone");
        m_shown.push_back(shown);
        m_locked.push_back(locked);
        grid->Add(shown, 0, wxALIGN_CENTER);
        grid->Add(locked, 0, wxALIGN_CENTER);
        shown->Bind(wxEVT_CHECKBOX, [this, i](wxCommandEvent& e) {
            m_canvas.layers().shown[std::size_t(i)] = e.IsChecked();
            m_canvas.layersChanged();
        });
        locked->Bind(wxEVT_CHECKBOX, [this, i](wxCommandEvent& e) {
            m_canvas.layers().locked[std::size_t(i)] = e.IsChecked();
            m_canvas.layersChanged();
        });
    }
    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(grid, 0, wxALL, 8);
    SetSizer(outer);
}

void LayersPanel::set(Layer layer, bool lockBox, bool value)
{
    wxCheckBox* box = (lockBox ? m_locked : m_shown)[std::size_t(layer)];
    box->SetValue(value);
    wxCommandEvent event(wxEVT_CHECKBOX, box->GetId());
    event.SetEventObject(box);
    event.SetInt(value);
    box->GetEventHandler()->ProcessEvent(event);
}

void LayersPanel::showFor(const jobs::MapDocument* doc)
{
    const bool levels = !doc || !doc->loaded() || drawsLevelAreas(doc->catalog());
    const std::size_t i = std::size_t(Layer::Levels);
    for (wxWindow* w : {m_names[i], static_cast<wxWindow*>(m_shown[i]), static_cast<wxWindow*>(m_locked[i])}) w->Show(levels);
    Layout();
}

bool LayersPanel::rowShown(Layer layer) const { return m_names[std::size_t(layer)]->IsShown(); }

} // namespace crestline::gui
