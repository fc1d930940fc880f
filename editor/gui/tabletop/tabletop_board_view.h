#pragma once
// A 15 mm tabletop table on the board canvas (board_view.h): the table as
// `crestline render` draws it; a press on a team's base picks the sighter,
// the next press the target, and the LOS ruling between the two teams
// (tabletop-los.md steps 1 to 3, the job `crestline los` runs) is shown on
// the table and in words.

#include "editor/gui/board_view.h"

namespace crestline::gui {

/// The view of an opened tabletop table (kind "table"); nullptr if `document` is not one or was not read.
std::unique_ptr<BoardView> openTabletopView(jobs::Document& document);

} // namespace crestline::gui
