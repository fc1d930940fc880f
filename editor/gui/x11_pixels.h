#pragma once
// The screen's pixels as the X server holds them, for the scripted
// window-shot (docs/editor-scripts.md). Xlib's macros (None, Status, True ...)
// stay in x11_pixels.cpp, which is compiled on its own.

#include <wx/gdicmn.h>
#include <wx/image.h>

namespace crestline::gui {

/// Reads `rect` (screen coordinates) of the X display GTK draws on, after
/// XSync on GTK's own connection: the server has then drawn every request the
/// window made before. False when the display is not X11 or the read fails.
bool screenPixels(const wxRect& rect, wxImage& out);

} // namespace crestline::gui
