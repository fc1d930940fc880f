#pragma once
// The New wizard's page of a hex map (new_wizard.h): grid orientation,
// offset parity, columns and rows, hex size, label scheme and first
// column/row numbers, and the terrain catalog of the system chosen on the
// wizard's first page. The catalogs offered are those of the catalogs
// folder (catalogsFolder()) made for that system, or another file. Each
// field is checked with a message naming it; makeNewMap then makes the empty
// map with its catalog (a system the registry does not know, or a catalog of
// another system, is refused).

#include "formats/map/map_format.h"
#include "geometry/finding.h"

#include <wx/panel.h>

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class wxChoice;
class wxTextCtrl;
class wxFilePickerCtrl;

namespace crestline::gui {

/// What a new map is made of: the wizard's fields.
struct NewMapSpec {
    std::string name = "New map";
    std::string system;               ///< a registry id (geometry::los::ruleSystems()) with a hex query
    geometry::GridSpec grid;          ///< origin: filled in by makeNewMap
    std::filesystem::path catalog;    ///< the terrain catalog file
};

/// The empty map of `spec` with its catalog loaded; on failure nullopt and
/// `error` says why (an unknown system, grid limits, an unreadable catalog:
/// its findings in `findings`, a catalog made for another system).
std::optional<formats::LoadedMap> makeNewMap(NewMapSpec spec, std::string& error, Findings& findings);

/// The ids of the systems a new hex map may be of, in registry order.
std::vector<std::string> hexSystems();
/// The folder of the terrain catalogs and decks shipped with crestline:
/// $CRESTLINE_CATALOGS if set, else the source tree's maps/catalogs.
std::filesystem::path catalogsFolder();
/// The *.terrain.xml files of `folder` whose catalog is made for `system`, by file name.
std::vector<std::filesystem::path> catalogsFor(const std::filesystem::path& folder, const std::string& system);

/// A whole number typed in the field `label`, within [low, high]; nullopt
/// with `error` naming the field, what was typed and the range.
std::optional<long> wholeNumberField(const std::string& label, const std::string& text, long low, long high, std::string& error);

/// The page.
class GridPage : public wxPanel {
public:
    explicit GridPage(wxWindow* parent);
    /// The page for a new map of `system`: its catalogs listed, the first chosen.
    void setSystem(const std::string& system);
    const std::string& system() const { return m_system; }
    /// The fields as typed, checked; nullopt with `error` naming the field and the problem.
    std::optional<NewMapSpec> spec(std::string& error) const;
    /// The catalog files offered for the system, by file name (scripts).
    std::vector<std::string> offeredCatalogs() const;
    /// Each field's label and control, in the page's order (scripts set them by label).
    const std::vector<std::pair<std::string, wxWindow*>>& fields() const { return m_fields; }

private:
    wxChoice *m_orientation, *m_parity, *m_scheme, *m_catalogChoice;
    wxTextCtrl *m_columns, *m_rows, *m_firstColumn, *m_firstRow, *m_hexSize, *m_name;
    wxFilePickerCtrl* m_catalog; ///< another catalog file (the last item of m_catalogChoice)
    std::string m_system;
    std::vector<std::filesystem::path> m_catalogs; ///< those offered for the system
    std::vector<std::pair<std::string, wxWindow*>> m_fields;
};

} // namespace crestline::gui
