#pragma once
// Edit > Resize grid...: columns and rows added or removed at the map's
// edges after it was made (docs/editor.md, "Resizing the grid"), one undo
// step through edit::resizeGrid (editor/edit/grid_resize.h). Hex data on
// removed hexes is dropped only after the designer confirms; features that
// end up outside the grid stay and are reported (the Checks panel lists them).

#include "editor/edit/grid_resize.h"

#include <wx/menu.h>

#include <functional>
#include <string>
#include <vector>

namespace crestline::gui {

class MainFrame;

/// Resizes the open map as the dialog's OK does. `confirmLoss` is asked
/// (with the hex data that would be lost) only when some would be; false
/// keeps the map as it is. Returns whether the grid was resized; `message`
/// says what was done or why not (and which features now lie outside).
bool applyGridResize(MainFrame& frame, const edit::GridResize& resize,
                     const std::function<bool(const std::vector<std::string>& lost)>& confirmLoss, std::string& message);

/// Appends Edit > Resize grid... and binds it.
void addGridResizeMenu(MainFrame& frame, wxMenu* edit);

} // namespace crestline::gui
