#pragma once
// The tabletop kind of file (file_kinds.h): a 15 mm tabletop table
// (<table system="tabletop">) opens as its reader's result.

#include "editor/jobs/file_kinds.h"
#include "maps/tabletop/tabletop_game.h"

namespace crestline::jobs {

using TableDocument = ReadDocument<maps::TabletopGame>;

void registerTabletopFileKinds(FileKindRegistry& registry);

} // namespace crestline::jobs
