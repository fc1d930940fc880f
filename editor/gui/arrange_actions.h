#pragma once
// Edit > Copy, Paste, Duplicate, Rotate and Mirror of the selected features
// (docs/editor.md, "Copy, paste, rotate, mirror"): each one undo step made by
// the edit layer (editor/edit/arrange.h). The clipboard is the process's own
// (a copy pastes into any map open later in this editor), and is also put on
// the system clipboard as map text, so a copy made in another editor window
// pastes too. With the keyboard focus in a text field, Copy and Paste are
// the field's.

#include <wx/menu.h>

namespace crestline::gui {

class MainFrame;

/// Appends the items to the Edit menu and binds them.
void addArrangeMenus(MainFrame& frame, wxMenu* edit);

} // namespace crestline::gui
