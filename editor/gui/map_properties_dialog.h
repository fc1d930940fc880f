#pragma once
// Edit > Map properties...: the open map's name and metres per hex
// (editor/edit/map_properties.h), checked in the dialog (a bad value is
// named in red there and nothing changes) and set as one undo step.

#include <string>

class wxMenu;

namespace crestline::gui {

class MainFrame;

/// Sets the open map's name and metres per hex as the dialog's OK does (one
/// undo step; none when both are as they are). Returns whether the map
/// changed; `message` says what was done or why not.
bool applyMapProperties(MainFrame& frame, const std::string& name, const std::string& metresPerHex, std::string& message);

/// Appends Edit > Map properties... and binds it.
void addMapPropertiesMenu(MainFrame& frame, wxMenu* edit);

} // namespace crestline::gui
