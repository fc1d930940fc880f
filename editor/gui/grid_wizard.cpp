#include "editor/gui/grid_wizard.h"

#include "editor/gui/findings_dialog.h"

#include <wx/choice.h>
#include <wx/filepicker.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "geometry/los/rules.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace crestline::gui {

std::vector<std::string> hexSystems()
{
    std::vector<std::string> ids;
    for (const geometry::los::RuleSystemInfo& info : geometry::los::ruleSystems())
        if (info.implemented && info.query == "two hexes") ids.emplace_back(info.id);
    return ids;
}

std::filesystem::path catalogsFolder()
{
    if (const char* env = std::getenv("CRESTLINE_CATALOGS"); env && *env) return env;
    return CRESTLINE_CATALOG_DIR;
}

std::vector<std::filesystem::path> catalogsFor(const std::filesystem::path& folder, const std::string& system)
{
    std::vector<std::filesystem::path> out;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
        const std::string name = entry.path().filename().string();
        if (!name.ends_with(".terrain.xml") || !entry.is_regular_file(ec)) continue;
        const auto catalog = formats::loadCatalogFile(entry.path());
        if (catalog.value && !hasErrors(catalog.findings) && catalog.value->system == system) out.push_back(entry.path());
    }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.filename() < b.filename(); });
    return out;
}

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
    // The systems from the registry, never a list of names here.
    m_system = new wxChoice(this, wxID_ANY);
    m_systems = hexSystems();
    for (const geometry::los::RuleSystemInfo& info : geometry::los::ruleSystems())
        if (std::find(m_systems.begin(), m_systems.end(), std::string(info.id)) != m_systems.end())
            m_system->Append(wxString::FromUTF8(std::string(info.name) + " (" + std::string(info.id) + ")"));
    m_system->SetSelection(m_systems.empty() ? wxNOT_FOUND : 0);
    m_catalogChoice = new wxChoice(this, wxID_ANY);
    m_catalog = new wxFilePickerCtrl(this, wxID_ANY, "", "Terrain catalog", "Terrain catalogs (*.terrain.xml)|*.terrain.xml",
                                     wxDefaultPosition, wxSize(320, -1));
    m_system->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { systemChosen(); });
    m_catalogChoice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        m_catalog->Enable(m_catalogChoice->GetSelection() == int(m_catalogs.size()));
    });
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
    row("Terrain catalog", m_catalogChoice);
    row("Another catalog", m_catalog);
    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(grid, 1, wxEXPAND | wxALL, 12);
    outer->Add(CreateButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 8);
    SetSizerAndFit(outer);
    systemChosen();
}

void GridWizard::systemChosen()
{
    const int chosen = m_system->GetSelection();
    m_catalogs = chosen >= 0 ? catalogsFor(catalogsFolder(), m_systems[std::size_t(chosen)]) : std::vector<std::filesystem::path>{};
    m_catalogChoice->Clear();
    for (const auto& file : m_catalogs) m_catalogChoice->Append(wxString::FromUTF8(file.filename().string()));
    m_catalogChoice->Append("Another file (below)");
    m_catalogChoice->SetSelection(0);
    m_catalog->Enable(m_catalogs.empty());
}

bool GridWizard::chooseSystem(const std::string& id)
{
    const auto at = std::find(m_systems.begin(), m_systems.end(), id);
    if (at == m_systems.end()) return false;
    m_system->SetSelection(int(at - m_systems.begin()));
    systemChosen();
    return true;
}

std::vector<std::string> GridWizard::offeredCatalogs() const
{
    std::vector<std::string> names;
    for (const auto& file : m_catalogs) names.push_back(file.filename().string());
    return names;
}

std::optional<formats::LoadedMap> makeNewMap(NewMapSpec spec, std::string& error, Findings& findings)
{
    formats::LoadedMap loaded;
    maps::Map& map = loaded.map;
    const std::vector<std::string> systems = hexSystems();
    if (std::find(systems.begin(), systems.end(), spec.system) == systems.end()) {
        std::string known;
        for (const auto& id : systems) known += (known.empty() ? "" : ", ") + id;
        error = "no game system \"" + spec.system + "\" makes hex maps (the systems: " + known + ")";
        return std::nullopt;
    }
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
    if (catalog.value->system != spec.system) {
        error = "the catalog " + catalogFile.string() + " is made for the system \"" + catalog.value->system + "\", not \"" + spec.system + "\"";
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
    spec.system = m_system->GetSelection() >= 0 ? m_systems[std::size_t(m_system->GetSelection())] : std::string();
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
    const int catalog = m_catalogChoice->GetSelection();
    spec.catalog = catalog >= 0 && catalog < int(m_catalogs.size()) ? m_catalogs[std::size_t(catalog)]
                                                                    : std::filesystem::path(m_catalog->GetPath().utf8_string());
    std::string error;
    auto made = makeNewMap(std::move(spec), error, m_findings);
    if (made) return made;
    if (!m_findings.empty()) FindingsDialog(this, wxString::FromUTF8(error), m_findings).ShowModal();
    else wxMessageBox(wxString::FromUTF8(error), "New map", wxICON_ERROR, this);
    return std::nullopt;
}

} // namespace crestline::gui
