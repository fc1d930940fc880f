#include "editor/gui/panels.h"

#include "editor/gui/layers.h"

#include "editor/edit/map_commands.h"
#include "editor/jobs/map_document.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/tokenzr.h>

#include <charconv>

namespace crestline::gui {

namespace {

std::string numberText(double x)
{
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, x);
    return std::string(buf, r.ptr);
}

} // namespace

PropertyPanel::PropertyPanel(wxWindow* parent, MapCanvas& canvas) : wxPanel(parent), m_canvas(canvas)
{
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_heading = new wxStaticText(this, wxID_ANY, "Nothing selected");
    sizer->Add(m_heading, 0, wxALL, 6);
    auto* grid = new wxFlexGridSizer(2, 4, 6);
    grid->AddGrowableCol(1);
    auto row = [&](const char* label, wxWindow* w) {
        auto* name = new wxStaticText(this, wxID_ANY, label);
        if (w == m_level) m_levelLabel = name;
        grid->Add(name, 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(w, 1, wxEXPAND);
    };
    m_id = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, 0, wxDefaultValidator, "property-id");
    m_terrain = new wxChoice(this, wxID_ANY);
    m_level = new wxTextCtrl(this, wxID_ANY);
    m_level->SetToolTip("The level the feature stands on; empty: the ground level under it");
    m_width = new wxTextCtrl(this, wxID_ANY);
    m_width->SetToolTip("Line width in lattice units (roads); empty: none");
    row("Id", m_id);
    row("Terrain", m_terrain);
    row("Level", m_level);
    row("Width", m_width);
    sizer->Add(grid, 0, wxEXPAND | wxLEFT | wxRIGHT, 6);
    sizer->Add(new wxStaticText(this, wxID_ANY, "Free properties (name=value)"), 0, wxLEFT | wxTOP, 6);
    m_properties = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(-1, 90), wxTE_MULTILINE);
    sizer->Add(m_properties, 1, wxEXPAND | wxALL, 6);
    m_apply = new wxButton(this, wxID_APPLY, "Apply");
    m_apply->SetToolTip("Change the feature (one undo step)");
    sizer->Add(m_apply, 0, wxALIGN_RIGHT | wxALL, 6);
    SetSizer(sizer);
    m_apply->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { apply(); });
    showSelection();
}

bool PropertyPanel::levelShown() const { return m_level->IsShown(); }

void PropertyPanel::showLevelRow(bool shown)
{
    // A feature's level only where the catalog draws level areas, or where the feature states one (nothing is hidden).
    if (m_level->IsShown() == shown) return;
    m_level->Show(shown);
    m_levelLabel->Show(shown);
    Layout();
}

void PropertyPanel::showSelection()
{
    jobs::MapDocument* doc = m_canvas.document();
    const auto& sel = m_canvas.selection();
    m_feature = doc && !sel.empty() ? sel.front() : -1;
    const bool on = m_feature >= 0 && m_feature < int(doc->map().features.size());
    for (wxWindow* w : std::initializer_list<wxWindow*>{m_id, m_terrain, m_level, m_width, m_properties, m_apply}) w->Enable(on);
    if (!on) {
        showLevelRow(!doc || !doc->loaded() || drawsLevelAreas(doc->catalog()));
        m_feature = -1;
        m_heading->SetLabel("Nothing selected");
        return;
    }
    const maps::Feature& f = doc->map().features[std::size_t(m_feature)];
    m_heading->SetLabel(wxString::Format("%s %d of %zu%s", f.shape == maps::FeatureShape::Area ? "Area" : "Line", m_feature + 1,
                                         doc->map().features.size(), sel.size() > 1 ? wxString::Format(" (+%zu more)", sel.size() - 1) : wxString()));
    m_id->ChangeValue(wxString::FromUTF8(f.id));
    m_terrain->Clear();
    for (const auto& t : doc->catalog().terrains) m_terrain->Append(wxString::FromUTF8(t.id));
    if (m_terrain->FindString(wxString::FromUTF8(f.terrain)) == wxNOT_FOUND) m_terrain->Append(wxString::FromUTF8(f.terrain));
    m_terrain->SetStringSelection(wxString::FromUTF8(f.terrain));
    m_level->ChangeValue(f.level ? wxString::Format("%d", *f.level) : wxString());
    showLevelRow(f.level.has_value() || drawsLevelAreas(doc->catalog()));
    m_width->ChangeValue(f.width ? wxString::FromUTF8(numberText(*f.width)) : wxString());
    wxString props;
    for (const auto& p : f.properties) props += wxString::FromUTF8(p.name + "=" + p.value + "\n");
    m_properties->ChangeValue(props);
}

void PropertyPanel::apply()
{
    jobs::MapDocument* doc = m_canvas.document();
    if (!doc || m_feature < 0 || m_feature >= int(doc->map().features.size()) || !m_canvas.featureEditable(m_feature)) return;
    maps::Feature f = doc->map().features[std::size_t(m_feature)];
    f.id = m_id->GetValue().utf8_string();
    f.terrain = m_terrain->GetStringSelection().utf8_string();
    long level = 0;
    double width = 0;
    const wxString levelText = m_level->GetValue().Strip(wxString::both), widthText = m_width->GetValue().Strip(wxString::both);
    if (!levelText.empty() && !levelText.ToLong(&level)) return void(wxMessageBox("The level must be a whole number", "Properties"));
    if (!widthText.empty() && (!widthText.ToCDouble(&width) || width <= 0))
        return void(wxMessageBox("The width must be a positive number", "Properties"));
    f.level = levelText.empty() ? std::nullopt : std::optional<int>(int(level));
    f.width = widthText.empty() ? std::nullopt : std::optional<double>(width);
    f.properties.clear();
    wxStringTokenizer lines(m_properties->GetValue(), "\n");
    while (lines.HasMoreTokens()) {
        const wxString line = lines.GetNextToken().Strip(wxString::both);
        if (line.empty()) continue;
        if (!line.Contains("=")) return void(wxMessageBox("Write each property as name=value: " + line, "Properties"));
        f.properties.push_back({line.BeforeFirst('=').Strip(wxString::both).utf8_string(), line.AfterFirst('=').utf8_string()});
    }
    if (f == doc->map().features[std::size_t(m_feature)]) return;
    m_canvas.execute(edit::replaceFeature(m_feature, std::move(f), "Edit properties"));
}

} // namespace crestline::gui
