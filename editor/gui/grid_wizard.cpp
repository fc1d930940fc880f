#include "editor/gui/grid_wizard.h"


#include <wx/choice.h>
#include <wx/filepicker.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "geometry/los/rules.h"

#include <algorithm>
#include <cctype>
#include <charconv>
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

std::optional<long> wholeNumberField(const std::string& label, const std::string& text, long low, long high, std::string& error)
{
    const std::string range = "a whole number from " + std::to_string(low) + " to " + std::to_string(high);
    std::string t = text;
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.pop_back();
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.erase(t.begin());
    long n = 0;
    const auto r = std::from_chars(t.data(), t.data() + t.size(), n);
    if (t.empty() || r.ec != std::errc() || r.ptr != t.data() + t.size()) {
        error = label + ": \"" + text + "\" is not " + range;
        return std::nullopt;
    }
    if (n < low || n > high) {
        error = label + ": " + t + " is outside the range, expected " + range;
        return std::nullopt;
    }
    return n;
}

GridPage::GridPage(wxWindow* parent) : wxPanel(parent)
{
    auto* grid = new wxFlexGridSizer(2, 6, 10);
    grid->AddGrowableCol(1);
    auto row = [&](const char* label, wxWindow* w, const char* help) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(w, 1, wxEXPAND);
        w->SetToolTip(help);
        m_fields.emplace_back(label, w);
    };
    m_name = new wxTextCtrl(this, wxID_ANY, "New map");
    const wxString orientations[] = {"Flat-top (columns)", "Pointy-top (rows)"};
    m_orientation = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 2, orientations);
    m_orientation->SetSelection(0);
    const wxString parities[] = {"Odd columns/rows shifted", "Even columns/rows shifted"};
    m_parity = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 2, parities);
    m_parity->SetSelection(0);
    m_columns = new wxTextCtrl(this, wxID_ANY, "20");
    m_rows = new wxTextCtrl(this, wxID_ANY, "15");
    m_hexSize = new wxTextCtrl(this, wxID_ANY, "60");
    const wxString schemes[] = {"Letter + number (A.1)", "Digits (0101)", "Number.number (1.1)"};
    m_scheme = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 3, schemes);
    m_scheme->SetSelection(0);
    m_firstColumn = new wxTextCtrl(this, wxID_ANY, "1");
    m_firstRow = new wxTextCtrl(this, wxID_ANY, "1");
    m_catalogChoice = new wxChoice(this, wxID_ANY);
    m_catalog = new wxFilePickerCtrl(this, wxID_ANY, "", "Terrain catalog", "Terrain catalogs (*.terrain.xml)|*.terrain.xml",
                                     wxDefaultPosition, wxSize(320, -1), wxFLP_OPEN | wxFLP_FILE_MUST_EXIST | wxFLP_USE_TEXTCTRL);
    m_catalogChoice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        m_catalog->Enable(m_catalogChoice->GetSelection() == int(m_catalogs.size()));
    });
    row("Name", m_name, "The map's name, as its file and pictures show it");
    row("Orientation", m_orientation, "Flat-top hexes stand in columns, pointy-top hexes in rows");
    row("Offset parity", m_parity, "Which columns (flat-top) or rows (pointy-top) are shifted half a hex");
    row("Columns", m_columns, wxString::Format("Hexes across: 1 to %d", geometry::kMaxGridColumns).utf8_string().c_str());
    row("Rows", m_rows, wxString::Format("Hexes down: 1 to %d", geometry::kMaxGridRows).utf8_string().c_str());
    row("Hex size", m_hexSize, "Centre to corner, in map units (pixels of the scanned map)");
    row("Labels", m_scheme, "How the hexes are named");
    row("First column", m_firstColumn, "The number (or letter) of the leftmost column");
    row("First row", m_firstRow, "The number of the top row");
    row("Terrain catalog", m_catalogChoice, "The catalogs shipped for this system (maps/catalogs), or another file");
    row("Another catalog", m_catalog, "A terrain catalog file of this system");
    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(grid, 1, wxEXPAND | wxALL, 4);
    SetSizer(outer);
}

void GridPage::setSystem(const std::string& system)
{
    m_system = system;
    m_catalogs = catalogsFor(catalogsFolder(), system);
    m_catalogChoice->Clear();
    for (const auto& file : m_catalogs) {
        const auto catalog = formats::loadCatalogFile(file);
        const std::string name = catalog.value && !catalog.value->name.empty() ? " - " + catalog.value->name : std::string();
        m_catalogChoice->Append(wxString::FromUTF8(file.filename().string() + name));
    }
    m_catalogChoice->Append("Another file (below)");
    m_catalogChoice->SetSelection(0);
    m_catalog->Enable(m_catalogs.empty());
}

std::vector<std::string> GridPage::offeredCatalogs() const
{
    std::vector<std::string> names;
    for (const auto& file : m_catalogs) names.push_back(file.filename().string());
    return names;
}

std::optional<NewMapSpec> GridPage::spec(std::string& error) const
{
    NewMapSpec spec;
    spec.name = m_name->GetValue().utf8_string();
    spec.system = m_system;
    if (spec.name.empty()) {
        error = "Name: give the map a name";
        return std::nullopt;
    }
    geometry::GridSpec& g = spec.grid;
    g.orientation = m_orientation->GetSelection() == 0 ? geometry::HexOrientation::FlatTop : geometry::HexOrientation::PointyTop;
    g.parity = m_parity->GetSelection() == 0 ? geometry::OffsetParity::Odd : geometry::OffsetParity::Even;
    const auto columns = wholeNumberField("Columns", m_columns->GetValue().utf8_string(), 1, geometry::kMaxGridColumns, error);
    if (!columns) return std::nullopt;
    const auto rows = wholeNumberField("Rows", m_rows->GetValue().utf8_string(), 1, geometry::kMaxGridRows, error);
    if (!rows) return std::nullopt;
    g.columns = int(*columns);
    g.rows = int(*rows);
    const std::string size = m_hexSize->GetValue().utf8_string();
    if (!m_hexSize->GetValue().ToCDouble(&g.hexSize) || !std::isfinite(g.hexSize) || !(g.hexSize > 0)) {
        error = "Hex size: \"" + size + "\" is not a positive number (centre to corner, in map units)";
        return std::nullopt;
    }
    const auto firstColumn = wholeNumberField("First column", m_firstColumn->GetValue().utf8_string(), -geometry::kMaxFirstNumber, geometry::kMaxFirstNumber, error);
    if (!firstColumn) return std::nullopt;
    const auto firstRow = wholeNumberField("First row", m_firstRow->GetValue().utf8_string(), -geometry::kMaxFirstNumber, geometry::kMaxFirstNumber, error);
    if (!firstRow) return std::nullopt;
    g.firstColumn = int(*firstColumn);
    g.firstRow = int(*firstRow);
    const geometry::LabelScheme schemes[] = {geometry::LabelScheme::LetterNumber, geometry::LabelScheme::Digits, geometry::LabelScheme::Separated};
    g.label.scheme = schemes[std::max(0, m_scheme->GetSelection())];
    if (g.label.scheme == geometry::LabelScheme::Digits) g.label.pad = 2;
    const int catalog = m_catalogChoice->GetSelection();
    if (catalog >= 0 && catalog < int(m_catalogs.size())) {
        spec.catalog = m_catalogs[std::size_t(catalog)];
    } else {
        spec.catalog = m_catalog->GetPath().utf8_string();
        std::error_code ec;
        if (spec.catalog.empty()) {
            error = "Another catalog: choose the terrain catalog file";
            return std::nullopt;
        }
        if (!std::filesystem::is_regular_file(spec.catalog, ec)) {
            error = "Another catalog: there is no file " + spec.catalog.string();
            return std::nullopt;
        }
    }
    return spec;
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
    if (g.columns < 1 || g.rows < 1) {
        error = "the grid must have at least one column and one row (it has " + std::to_string(g.columns) + " x " + std::to_string(g.rows) + ")";
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

} // namespace crestline::gui
