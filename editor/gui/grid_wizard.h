#pragma once
// The New map dialog: grid orientation, offset parity, columns and rows,
// hex size, label scheme and first column/row numbers, game system and
// terrain catalog file. Makes the empty map with its catalog.

#include "formats/map/map_format.h"
#include "geometry/finding.h"

#include <wx/dialog.h>

#include <filesystem>
#include <optional>
#include <string>

class wxChoice;
class wxSpinCtrl;
class wxTextCtrl;
class wxFilePickerCtrl;

namespace crestline::gui {

/// What a new map is made of: the wizard's fields.
struct NewMapSpec {
    std::string name = "New map";
    std::string system = "ff";
    geometry::GridSpec grid;          ///< origin: filled in by makeNewMap
    std::filesystem::path catalog;    ///< the terrain catalog file
};

/// The empty map of `spec` with its catalog loaded; on failure nullopt and
/// `error` says why (grid limits, unreadable catalog: its findings in `findings`).
std::optional<formats::LoadedMap> makeNewMap(NewMapSpec spec, std::string& error, Findings& findings);

/// The grid wizard.
class GridWizard : public wxDialog {
public:
    explicit GridWizard(wxWindow* parent);
    /// The new map with its catalog (loaded from the chosen file), or nullopt
    /// after telling the user why not (bad numbers, unreadable catalog).
    std::optional<formats::LoadedMap> makeMap();
    /// The catalog's findings (warnings the new document starts with).
    const Findings& findings() const { return m_findings; }

private:
    wxChoice *m_orientation, *m_parity, *m_scheme;
    wxSpinCtrl *m_columns, *m_rows, *m_firstColumn, *m_firstRow;
    wxTextCtrl *m_hexSize, *m_name, *m_system;
    wxFilePickerCtrl* m_catalog;
    Findings m_findings;
};

} // namespace crestline::gui
