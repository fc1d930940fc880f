#pragma once
// A map's properties as Edit > Map properties... sets them: its display name
// and its ground scale, metres per hex (the `name` and `metres-per-hex`
// attributes of the map file's root, docs/map-format.md). Checked as the map
// reader checks them; one undo step. GUI-free.

#include "editor/edit/map_commands.h"

#include <memory>
#include <string>

namespace crestline::edit {

/// What setting the properties would do.
struct MapPropertiesPlan {
    std::string name;           ///< the new display name
    double metresPerHex = 0;    ///< the new scale (0: unknown)
    std::string refusal;        ///< why not ("" : it may be done); names the field and the value
    bool unchanged = false;     ///< both are as the map has them: no step
    std::string label;          ///< the undo step's label ("Map properties: name, metres per hex")
};

/// Checks `name` (text, not empty nor only spaces, no control characters)
/// and `metresPerHex` (a number as the map file writes it, 0 to 100,000, 0
/// = unknown) against `map`. Nothing is changed.
MapPropertiesPlan planMapProperties(const maps::Map& map, const std::string& name, const std::string& metresPerHex);

/// The plan as one undo step (null if refused or unchanged): the map's name
/// and metres per hex become the plan's, and back on undo.
std::unique_ptr<MapCommand> setMapProperties(const MapPropertiesPlan& plan);

} // namespace crestline::edit
