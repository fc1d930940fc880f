#pragma once
// The New map dialog: grid orientation, offset parity, columns and rows,
// hex size, label scheme and first column/row numbers, game system and
// terrain catalog. The systems offered are the registry's whose query is
// between two hexes (geometry::los::ruleSystems(): the wizard makes hex
// grids); the catalogs offered are those of the catalogs folder
// (catalogsFolder()) made for the chosen system, or another file. Makes the
// empty map with its catalog; a system the registry does not know, or a
// catalog of another system, is refused.

#include "formats/map/map_format.h"
#include "geometry/finding.h"

#include <wx/dialog.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

class wxChoice;
class wxSpinCtrl;
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
/// The folder of the terrain catalogs shipped with crestline: $CRESTLINE_CATALOGS
/// if set, else the source tree's maps/catalogs.
std::filesystem::path catalogsFolder();
/// The *.terrain.xml files of `folder` whose catalog is made for `system`, by file name.
std::vector<std::filesystem::path> catalogsFor(const std::filesystem::path& folder, const std::string& system);

/// The grid wizard.
class GridWizard : public wxDialog {
public:
    explicit GridWizard(wxWindow* parent);
    /// The new map with its catalog (loaded from the chosen file), or nullopt
    /// after telling the user why not (bad numbers, unreadable catalog).
    std::optional<formats::LoadedMap> makeMap();
    /// The catalog's findings (warnings the new document starts with).
    const Findings& findings() const { return m_findings; }
    /// The system ids offered, in order (scripts).
    const std::vector<std::string>& offeredSystems() const { return m_systems; }
    /// Chooses the system `id` as a user does; false if not offered (scripts).
    bool chooseSystem(const std::string& id);
    /// The catalog files offered for the chosen system, by file name (scripts).
    std::vector<std::string> offeredCatalogs() const;

private:
    wxChoice *m_orientation, *m_parity, *m_scheme, *m_system, *m_catalogChoice;
    wxSpinCtrl *m_columns, *m_rows, *m_firstColumn, *m_firstRow;
    wxTextCtrl *m_hexSize, *m_name;
    wxFilePickerCtrl* m_catalog; ///< another catalog file (the last item of m_catalogChoice)
    std::vector<std::string> m_systems;
    std::vector<std::filesystem::path> m_catalogs; ///< those offered for the chosen system
    Findings m_findings;
    void systemChosen();
};

} // namespace crestline::gui
