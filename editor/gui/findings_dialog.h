#pragma once
// A modal list of findings (severity, code, file:line, element, message):
// why a file could not be opened or saved.

#include "geometry/finding.h"

#include <wx/dialog.h>

namespace crestline::gui {

/// The findings of a failed open or save, one row each.
class FindingsDialog : public wxDialog {
public:
    FindingsDialog(wxWindow* parent, const wxString& title, const Findings& findings);
};

} // namespace crestline::gui
