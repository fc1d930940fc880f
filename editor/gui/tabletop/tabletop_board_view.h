#pragma once
// A 15 mm tabletop table on the board canvas (board_view.h): the table as
// `crestline render` draws it; a press on a team's base picks the sighter,
// the next press the target, and the LOS ruling between the two teams
// (tabletop-los.md steps 1 to 3, the job `crestline los` runs) is shown on
// the table and in words. The Click control's edit modes draw pieces and
// zones, place, move, turn and delete teams, objectives and templates
// (tabletop_edits.h); each edit is one undo step.

#include "editor/gui/board_view.h"
#include "editor/gui/editor_system.h"

namespace crestline::gui {

/// The view of an opened tabletop table (kind "table"); nullptr if `document` is not one or was not read.
std::unique_ptr<BoardView> openTabletopView(jobs::Document& document);
/// A new, empty table (File > New table...): its width and depth asked for
/// in whole inches, two sides (West, East) with no units; nullptr if cancelled.
std::unique_ptr<BoardView> newTabletopTable(ActionHost& host);

} // namespace crestline::gui
