#include "editor/gui/grid_wizard.h"

#include "editor/gui/findings_dialog.h"

#include <wx/choice.h>
#include <wx/filepicker.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <cmath>

namespace crestline::gui {

GridWizard::GridWizard(wxWindow* parent) : wxDialog(parent, wxID_ANY, "New map", wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE)
{
    auto* grid = new wxFlexGridSizer(2, 6, 10);
    grid->AddGrowableCol(1);
    auto row = [&](const char* label, wxWindow* w) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(w, 1, wxEXPAND);
    };
    m_name = new wxTextCtrl(this, wxID_ANY, "New map");
    const wxString orientations[] = {"Flat-top (columns)", "Pointy-top (rows)"};
    m_orientation = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 2, orientations);
    m_orientation->SetSelection(0);
    const wxString parities[] = {"Odd columns/rows shifted", "Even columns/rows shifted"};
    m_parity = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 2, parities);
    m_parity->SetSelection(0);
    m_columns = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, geometry::kMaxGridColumns, 20);
    m_rows = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, geometry::kMaxGridRows, 15);
    m_hexSize = new wxTextCtrl(this, wxID_ANY, "60");
    m_hexSize->SetToolTip("Centre to corner, in map units (pixels of the scanned map)");
    const wxString schemes[] = {"Letter + number (A.1)", "Digits (0101)", "Number.number (1.1)"};
    m_scheme = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 3, schemes);
    m_scheme->SetSelection(0);
    m_firstColumn = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, -geometry::kMaxFirstNumber,
                                   geometry::kMaxFirstNumber, 1);
    m_firstRow = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, -geometry::kMaxFirstNumber,
                                geometry::kMaxFirstNumber, 1);
    m_system = new wxTextCtrl(this, wxID_ANY, "ff");
    m_catalog = new wxFilePickerCtrl(this, wxID_ANY, "", "Terrain catalog", "Terrain catalogs (*.terrain.xml)|*.terrain.xml",
                                     wxDefaultPosition, wxSize(320, -1));
    row("Name", m_name);
    row("Orientation", m_orientation);
    row("Offset parity", m_parity);
    row("Columns", m_columns);
    row("Rows", m_rows);
    row("Hex size", m_hexSize);
    row("Labels", m_scheme);
    row("First column", m_firstColumn);
    row("First row", m_firstRow);
    row("Game system", m_system);
    row("Terrain catalog", m_catalog);
    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(grid, 1, wxEXPAND | wxALL, 12);
    outer->Add(CreateButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 8);
    SetSizerAndFit(outer);
}

std::optional<formats::LoadedMap> makeNewMap(NewMapSpec spec, std::string& error, Findings& findings)
{
    formats::LoadedMap loaded;
    maps::Map& map = loaded.map;
    map.name = spec.name;
    map.id = "new-map";
    map.system = spec.system;
    map.grid = spec.grid;
    geometry::GridSpec& g = map.grid;
    if (!(g.hexSize > 0)) {
        error = "the hex size must be a positive number";
        return std::nullopt;
    }
    // Hex (0,0)'s centre half a hex in from the top-left corner of the map's frame.
    g.originX = g.orientation == geometry::HexOrientation::FlatTop ? g.hexSize : g.hexSize * std::sqrt(3.0) / 2;
    g.originY = g.orientation == geometry::HexOrientation::FlatTop ? g.hexSize * std::sqrt(3.0) / 2 : g.hexSize;
    for (const auto& problem : geometry::gridLimitProblems(g)) {
        error = problem.element + " " + problem.attribute + ": " + problem.message;
        return std::nullopt;
    }
    if (spec.catalog.empty()) {
        error = "choose the terrain catalog of the game system";
        return std::nullopt;
    }
    const std::filesystem::path catalogFile = std::filesystem::absolute(spec.catalog);
    auto catalog = formats::loadCatalogFile(catalogFile);
    findings = catalog.findings;
    if (!catalog.value || hasErrors(catalog.findings)) {
        error = "cannot use the catalog " + catalogFile.string();
        return std::nullopt;
    }
    loaded.catalog = std::move(*catalog.value);
    // Absolute until the first save, which writes it relative to the map's folder.
    map.catalogHref = catalogFile.lexically_normal().generic_string();
    return loaded;
}

std::optional<formats::LoadedMap> GridWizard::makeMap()
{
    NewMapSpec spec;
    spec.name = m_name->GetValue().utf8_string();
    spec.system = m_system->GetValue().utf8_string();
    geometry::GridSpec& g = spec.grid;
    g.orientation = m_orientation->GetSelection() == 0 ? geometry::HexOrientation::FlatTop : geometry::HexOrientation::PointyTop;
    g.parity = m_parity->GetSelection() == 0 ? geometry::OffsetParity::Odd : geometry::OffsetParity::Even;
    g.columns = m_columns->GetValue();
    g.rows = m_rows->GetValue();
    if (!m_hexSize->GetValue().ToCDouble(&g.hexSize)) g.hexSize = 0;
    g.firstColumn = m_firstColumn->GetValue();
    g.firstRow = m_firstRow->GetValue();
    const geometry::LabelScheme schemes[] = {geometry::LabelScheme::LetterNumber, geometry::LabelScheme::Digits, geometry::LabelScheme::Separated};
    g.label.scheme = schemes[std::max(0, m_scheme->GetSelection())];
    if (g.label.scheme == geometry::LabelScheme::Digits) g.label.pad = 2;
    spec.catalog = std::filesystem::path(m_catalog->GetPath().utf8_string());
    std::string error;
    auto made = makeNewMap(std::move(spec), error, m_findings);
    if (made) return made;
    if (!m_findings.empty()) FindingsDialog(this, wxString::FromUTF8(error), m_findings).ShowModal();
    else wxMessageBox(wxString::FromUTF8(error), "New map", wxICON_ERROR, this);
    return std::nullopt;
}

} // namespace crestline::gui
