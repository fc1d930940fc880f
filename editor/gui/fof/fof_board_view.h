#pragma once
// A Fields of Fire card map on the board canvas (board_view.h): the cards as
// `crestline render` draws them; a press on a card picks the sighter, the
// next the target, and the ruling (fof-los.md) is shown on the map and in words.

#include "editor/gui/board_view.h"

namespace crestline::gui {

/// The view of an opened card map (kind "card-map"); nullptr if `document` is not one.
std::unique_ptr<BoardView> openFofCardMapView(jobs::Document& document);

} // namespace crestline::gui
