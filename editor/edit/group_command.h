#pragma once
// Several map commands as one undo step: moving or deleting a selection of
// features. Applied in order, reverted in reverse order; the deltas are
// folded into one (MapDelta::then), so feature renumbering composes.

#include "editor/edit/map_commands.h"

#include <memory>
#include <string>
#include <vector>

namespace crestline::edit {

/// `commands` as one command labelled `label`. Deleting several features:
/// give the deletions highest index first, so each index is still valid.
std::unique_ptr<MapCommand> groupCommands(std::vector<std::unique_ptr<MapCommand>> commands, std::string label);

} // namespace crestline::edit
