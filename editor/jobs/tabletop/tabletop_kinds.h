#pragma once
// The tabletop kind of file (file_kinds.h): a 15 mm tabletop table
// (<table system="tabletop">) opens as its reader's result.

#include "editor/jobs/file_kinds.h"
#include "maps/tabletop/tabletop_game.h"

namespace crestline::jobs {

using TableDocument = ReadDocument<maps::TabletopGame>;

/// Registers table, with its session ops and VASSAL source.
void registerTabletopFileKinds(FileKindRegistry& registry);
/// The table's session ops (tabletop_session.cpp): los, viewshed, matrix, fire and concealed.
std::vector<KindSessionOp> tabletopTableSessionOps();

} // namespace crestline::jobs
