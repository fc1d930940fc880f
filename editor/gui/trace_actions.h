#pragma once
// Tracing a published map (docs/editor.md "Tracing a scanned map"): loading
// a scanned image as the map's background, its opacity, and the menu items
// that do both. Every change is one edit::setBackground command.

#include <wx/menu.h>

#include <cstdint>
#include <filesystem>
#include <string>

namespace crestline::gui {

class MainFrame;
class MapCanvas;

/// Sets `image` (PNG or JPEG) as the background of the canvas's map: one
/// "Set background image" step. The href is relative to the map file's
/// folder (absolute for a map never saved); nothing is copied. A first
/// image is laid over the map's box, its aspect kept; a replacement keeps
/// the old fit. False and `error` if there is no map or the image cannot be read.
bool loadBackground(MapCanvas& canvas, const std::filesystem::path& image, std::string& error);
/// Sets the background's opacity (0..1); pushes with the same `gesture` merge into one step.
void setBackgroundOpacity(MapCanvas& canvas, double opacity, std::uint64_t gesture = 0);
/// Adds File > Load background image... and View > Background opacity... and binds them.
void addTracingMenus(MainFrame& frame, wxMenu* file, wxMenu* view);

} // namespace crestline::gui
