#include "editor/gui/panels.h"

#include "editor/gui/terrain_swatches.h"
#include "editor/gui/tool_registry.h"

#include <wx/bmpcbox.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/tglbtn.h>

#include <algorithm>

namespace crestline::gui {

std::vector<std::string> terrainIds(const maps::TerrainCatalog& catalog, std::initializer_list<maps::TerrainKind> kinds)
{
    std::vector<std::string> ids;
    for (const auto& t : catalog.terrains)
        if (std::find(kinds.begin(), kinds.end(), t.kind) != kinds.end()) ids.push_back(t.id);
    return ids;
}

ToolOptionsBar::ToolOptionsBar(wxWindow* parent, MapCanvas& canvas) : wxPanel(parent), m_canvas(canvas)
{
    // The buttons, then the active tool's options: one row, or two when the window is too narrow for one (fitRows).
    m_rows = new wxBoxSizer(wxHORIZONTAL);
    m_buttonRow = new wxBoxSizer(wxHORIZONTAL);
    m_optionRow = new wxBoxSizer(wxHORIZONTAL);
    wxSizer* sizer = m_optionRow;
    // One button per tool; the tooltip names its shortcut.
    for (const ToolInfo& t : toolTable()) {
        wxString label = wxString::FromUTF8(t.menuText);
        label.Replace("&", "");
        auto* button = new wxToggleButton(this, wxID_ANY, wxString::FromUTF8(t.button), wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
        button->SetToolTip(label + " (" + wxString::FromUTF8(t.shortcut) + "): " + wxString::FromUTF8(t.help));
        button->Bind(wxEVT_TOGGLEBUTTON, [this, name = t.name](wxCommandEvent&) {
            if (onPick) onPick(name);
        });
        m_buttonRow->Add(button, 0, wxALIGN_CENTER_VERTICAL); // no gap of ours: the theme's margins (all thirteen fit 1024 px)
        m_buttons.emplace_back(t.name, button);
    }
    auto labelled = [&](const char* label, wxWindow* w) {
        auto* text = new wxStaticText(this, wxID_ANY, label);
        sizer->Add(text, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 10);
        sizer->Add(w, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 4);
        m_all.push_back(text);
        m_all.push_back(w);
        text->SetName(w->GetName());
    };
    // A terrain list: read-only, each item with its swatch (a list, not a text field: key_routing.cpp).
    auto terrainList = [this](const char* tool) {
        return new wxBitmapComboBox(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, 0, nullptr, wxCB_READONLY, wxDefaultValidator, tool);
    };
    m_areaTerrain = terrainList("polygon");
    m_level = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(50, -1), 0, wxDefaultValidator, "polygon");
    m_level->SetToolTip("Level of the new area; empty: the ground level under it");
    m_hole = new wxCheckBox(this, wxID_ANY, "Hole", wxDefaultPosition, wxDefaultSize, 0, wxDefaultValidator, "polygon");
    m_hole->SetToolTip("The ring drawn becomes a hole of the one selected area");
    m_lineTerrain = terrainList("polyline");
    m_width = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(60, -1), 0, wxDefaultValidator, "polyline");
    m_width->SetToolTip("Drawn width in lattice units (roads); empty: none");
    m_hexTerrain = terrainList("paint");
    const wxString radii[] = {"0 (one hex)", "1 (7 hexes)", "2 (19 hexes)"};
    m_brush = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 3, radii, 0, wxDefaultValidator, "paint");
    m_brush->SetSelection(0);
    m_hexsideTerrain = terrainList("hexside");
    // Conflict of Heroes hills (chart: Hills): level 0 is no level at all.
    const wxString levels[] = {"0 (clear)", "1 (L1)", "2 (L2)"};
    m_hexLevel = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 3, levels, 0, wxDefaultValidator, "level");
    m_hexLevel->SetSelection(1);
    m_hexLevel->SetToolTip("The level the brush sets (keys 0, 1, 2 on the map); 0 clears a hex's level. The terrain stays as painted.");
    m_levelBrush = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 3, radii, 0, wxDefaultValidator, "level");
    m_levelBrush->SetSelection(0);
    labelled("Terrain", m_areaTerrain);
    labelled("Level", m_level);
    sizer->Add(m_hole, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 10);
    m_all.push_back(m_hole);
    labelled("Terrain", m_lineTerrain);
    labelled("Width", m_width);
    labelled("Terrain", m_hexTerrain);
    labelled("Brush radius", m_brush);
    labelled("Hexside terrain", m_hexsideTerrain);
    labelled("Level", m_hexLevel);
    labelled("Brush radius", m_levelBrush);
    // What a board kind holds beyond terrain (board_tools.cpp).
    m_markerKind = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0, wxDefaultValidator, "marker");
    m_markerOwner = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(70, -1), 0, wxDefaultValidator, "marker");
    m_markerOwner->SetToolTip("The side that owns the marker (optional)");
    m_linkTerrain = terrainList("link");
    m_divisions = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(110, -1), 0, wxDefaultValidator, "division-entry");
    m_divisions->SetToolTip("The Division symbols printed in the entry hex, as printed, separated by spaces");
    m_entrySide = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(70, -1), 0, wxDefaultValidator, "division-entry");
    m_entrySide->SetToolTip("The side the entry hex belongs to (optional)");
    labelled("Marker", m_markerKind);
    labelled("Owner", m_markerOwner);
    labelled("Link terrain", m_linkTerrain);
    labelled("Divisions", m_divisions);
    labelled("Side", m_entrySide);
    m_rows->Add(m_buttonRow, 0, wxEXPAND | wxRIGHT, 8);
    m_rows->Add(m_optionRow, 0, wxEXPAND);
    SetSizer(m_rows);
    for (wxWindow* w : m_all) {
        w->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { readBack(); });
        w->Bind(wxEVT_COMBOBOX, [this](wxCommandEvent&) { readBack(); });
        w->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { readBack(); });
        w->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { readBack(); });
    }
}

void ToolOptionsBar::setCatalog(const maps::TerrainCatalog* catalog)
{
    using K = maps::TerrainKind;
    const ToolOptions& o = m_canvas.options();
    const maps::TerrainCatalog empty;
    const maps::TerrainCatalog& c = catalog ? *catalog : empty;
    // Each terrain with a swatch of the colours the map renderer draws it in, as this tool makes it.
    auto fill = [&](wxBitmapComboBox* list, std::vector<std::string> ids, const std::string& chosen, bool none, render::SwatchUse use) {
        list->Clear();
        if (none) list->Append("(none: clear)", noTerrainBitmap());
        for (const auto& id : ids) list->Append(wxString::FromUTF8(id), swatchBitmap(render::terrainSwatch(c.system, c, id, use)));
        if (!list->SetStringSelection(wxString::FromUTF8(chosen))) list->SetSelection(list->GetCount() > (none ? 1u : 0u) ? (none ? 1 : 0) : wxNOT_FOUND);
    };
    fill(m_areaTerrain, terrainIds(c, {K::Type, K::Level}), o.areaTerrain, false, render::SwatchUse::Area);
    fill(m_lineTerrain, terrainIds(c, {K::Feature, K::Level, K::Type}), o.lineTerrain, false, render::SwatchUse::Line);
    fill(m_hexTerrain, terrainIds(c, {K::Type}), o.hexTerrain, true, render::SwatchUse::Hex);
    fill(m_hexsideTerrain, terrainIds(c, {K::Feature}), o.hexsideTerrain, true, render::SwatchUse::Hexside);
    fill(m_linkTerrain, terrainIds(c, {K::Feature}), o.linkTerrain, false, render::SwatchUse::Line);
    readBack();
}

void ToolOptionsBar::setMarkerKinds(const std::vector<std::string>& kinds)
{
    const std::string chosen = m_canvas.options().markerKind;
    m_markerKind->Clear();
    for (const auto& kind : kinds) m_markerKind->Append(wxString::FromUTF8(kind));
    if (!m_markerKind->SetStringSelection(wxString::FromUTF8(chosen)) && !kinds.empty()) m_markerKind->SetSelection(0);
    // Only the marker's option: a full readBack here would read the other
    // choices before setCatalog has filled them and lose their defaults.
    m_canvas.options().markerKind = m_markerKind->GetSelection() == wxNOT_FOUND ? std::string() : m_markerKind->GetStringSelection().utf8_string();
}

void ToolOptionsBar::setToolAvailable(const std::string& name, bool available)
{
    for (auto& [toolName, button] : m_buttons)
        if (toolName == name && button->IsShown() != available) {
            button->Show(available);
            Layout();
            fitRows();
        }
}

std::string ToolOptionsBar::outside() const
{
    const wxRect bar(GetClientSize());
    for (const wxWindow* w : GetChildren()) {
        if (!w->IsShown() || bar.Contains(w->GetRect())) continue;
        const wxString label = w->GetLabel();
        return (label.empty() ? w->GetName() : label).utf8_string();
    }
    return {};
}

void ToolOptionsBar::fitRows()
{
    const int width = GetParent()->GetClientSize().x;
    const wxSize options = m_optionRow->CalcMin();
    const bool two = width > 0 && options.x > 0 && m_buttonRow->CalcMin().x + 8 + options.x > width;
    if (two != m_twoRows) {
        m_twoRows = two;
        m_rows->SetOrientation(two ? wxVERTICAL : wxHORIZONTAL);
        Layout();
    }
    // The pane follows the bar's height (a tool with options, or none, on the second row).
    if (const int height = m_rows->CalcMin().y; height != m_height) {
        m_height = height;
        if (onRowsChanged) onRowsChanged();
    }
}

void ToolOptionsBar::showOptions()
{
    const ToolOptions& o = m_canvas.options();
    m_hexLevel->SetSelection(std::clamp(o.hexLevel, 0, 2));
}

bool ToolOptionsBar::choose(const std::string& label, const std::string& value)
{
    for (std::size_t i = 0; i + 1 < m_all.size(); ++i) {
        auto* text = dynamic_cast<wxStaticText*>(m_all[i]);
        // A text field (Divisions, Owner ...): typed in whole, as a hand does (wxEVT_TEXT reads it back).
        if (auto* field = dynamic_cast<wxTextCtrl*>(m_all[i + 1]); text && field && field->IsShown() && text->GetLabel().utf8_string() == label) {
            field->SetValue(wxString::FromUTF8(value));
            return true;
        }
        auto* choice = dynamic_cast<wxChoice*>(m_all[i + 1]);
        if (!text || !choice || !choice->IsShown() || text->GetLabel().utf8_string() != label) continue;
        for (unsigned k = 0; k < choice->GetCount(); ++k) {
            const std::string item = choice->GetString(k).utf8_string();
            if (item != value && !item.starts_with(value + " ")) continue;
            choice->SetSelection(int(k));
            readBack();
            return true;
        }
        return false;
    }
    return false;
}

bool ToolOptionsBar::focusChoice(const std::string& label)
{
    for (std::size_t i = 0; i + 1 < m_all.size(); ++i) {
        auto* text = dynamic_cast<wxStaticText*>(m_all[i]);
        auto* choice = dynamic_cast<wxChoice*>(m_all[i + 1]);
        if (!text || !choice || !choice->IsShown() || text->GetLabel().utf8_string() != label) continue;
        choice->SetFocus();
        return true;
    }
    return false;
}

std::string ToolOptionsBar::chosen(const std::string& label) const
{
    for (std::size_t i = 0; i + 1 < m_all.size(); ++i) {
        auto* text = dynamic_cast<wxStaticText*>(m_all[i]);
        auto* choice = dynamic_cast<wxChoice*>(m_all[i + 1]);
        if (text && choice && choice->IsShown() && text->GetLabel().utf8_string() == label) return choice->GetStringSelection().utf8_string();
    }
    return {};
}

std::string ToolOptionsBar::swatchColour(const std::string& label, const std::string& value) const
{
    for (std::size_t i = 0; i + 1 < m_all.size(); ++i) {
        auto* text = dynamic_cast<wxStaticText*>(m_all[i]);
        auto* list = dynamic_cast<wxBitmapComboBox*>(m_all[i + 1]);
        if (!text || !list || !list->IsShown() || text->GetLabel().utf8_string() != label) continue;
        const int k = list->FindString(wxString::FromUTF8(value), true);
        return k == wxNOT_FOUND ? std::string() : dominantColour(list->GetItemBitmap(unsigned(k)));
    }
    return {};
}

bool ToolOptionsBar::swatchHas(const std::string& label, const std::string& value, const std::string& rrggbb) const
{
    for (std::size_t i = 0; i + 1 < m_all.size(); ++i) {
        auto* text = dynamic_cast<wxStaticText*>(m_all[i]);
        auto* list = dynamic_cast<wxBitmapComboBox*>(m_all[i + 1]);
        if (!text || !list || !list->IsShown() || text->GetLabel().utf8_string() != label) continue;
        const int k = list->FindString(wxString::FromUTF8(value), true);
        return k != wxNOT_FOUND && hasColour(list->GetItemBitmap(unsigned(k)), rrggbb);
    }
    return false;
}

bool ToolOptionsBar::popup(const std::string& label)
{
    for (std::size_t i = 0; i + 1 < m_all.size(); ++i) {
        auto* text = dynamic_cast<wxStaticText*>(m_all[i]);
        auto* list = dynamic_cast<wxComboBox*>(m_all[i + 1]);
        if (!text || !list || !list->IsShown() || text->GetLabel().utf8_string() != label) continue;
        list->SetFocus();
        list->Popup();
        return true;
    }
    return false;
}

void ToolOptionsBar::showFor(const std::string& name)
{
    m_tool = name;
    for (auto& [toolName, button] : m_buttons) button->SetValue(toolName == name);
    for (wxWindow* w : m_all) w->Show(w->GetName() == name);
    Layout();
    fitRows();
}

void ToolOptionsBar::readBack()
{
    ToolOptions& o = m_canvas.options();
    auto chosen = [](wxComboBox* c) {
        const wxString s = c->GetStringSelection();
        return s.StartsWith("(") ? std::string() : s.utf8_string();
    };
    o.areaTerrain = chosen(m_areaTerrain);
    o.lineTerrain = chosen(m_lineTerrain);
    o.hexTerrain = chosen(m_hexTerrain);
    o.hexsideTerrain = chosen(m_hexsideTerrain);
    o.markerKind = m_markerKind->GetSelection() == wxNOT_FOUND ? std::string() : m_markerKind->GetStringSelection().utf8_string();
    o.markerOwner = m_markerOwner->GetValue().Strip(wxString::both).utf8_string();
    o.linkTerrain = chosen(m_linkTerrain);
    o.entryDivisions = m_divisions->GetValue().utf8_string();
    o.entrySide = m_entrySide->GetValue().Strip(wxString::both).utf8_string();
    o.brushRadius = std::max(0, m_brush->GetSelection());
    o.hexLevel = std::max(0, m_hexLevel->GetSelection());
    o.levelBrushRadius = std::max(0, m_levelBrush->GetSelection());
    o.holeMode = m_hole->GetValue();
    long level = 0;
    o.level = m_level->GetValue().ToLong(&level) ? std::optional<int>(int(level)) : std::nullopt;
    double width = 0;
    o.lineWidth = m_width->GetValue().ToCDouble(&width) && width > 0 ? std::optional<double>(width) : std::nullopt;
    m_canvas.toolChanged();
}

} // namespace crestline::gui
