#pragma once
// Where the map's keys go (issue 27): the tool and menu shortcuts without
// Ctrl or Alt (V, A, P, Home, Del, S, F6 ...) are the canvas's. Typed while
// a list or button of the tool options bar has the focus (it keeps it after
// a pick), they go on to the canvas: Home fits the map instead of choosing
// the list's first terrain. Typed into a text field they are the field's;
// anywhere else (a disabled form, a list of a pane, nothing focused) they do
// nothing: a letter meant for a form never changes the tool. With the focus
// nowhere (GTK drops it when a focused field is disabled) no window sees the
// key: the menu command the accelerator makes is then let through only from
// an open menu (a click).

#include <wx/event.h>

class wxMenuBar;
class wxWindow;

namespace crestline::gui {

class MainFrame;

/// Whether `key` (its Shift counts; no Ctrl, no Alt) is the shortcut of an item of `bar`.
bool isCanvasShortcut(wxMenuBar* bar, const wxKeyEvent& key);
/// Whether `w` is `ancestor` or lies inside it (its parent chain).
bool isWithin(const wxWindow* w, const wxWindow* ancestor);
/// Binds the frame's key hook that routes the canvas's shortcuts as above.
void routeCanvasKeys(MainFrame& frame);

} // namespace crestline::gui
