#pragma once
// A Fields of Fire card map on the board canvas (board_view.h): the cards as
// `crestline render` draws them; a press on a card picks the sighter, the
// next the target, and the ruling (fof-los.md) is shown on the map and in words.

#include "editor/gui/board_view.h"
#include "editor/gui/editor_system.h"

namespace crestline::gui {

/// The view of an opened card map (kind "card-map"); nullptr if `document` is not one.
std::unique_ptr<BoardView> openFofCardMapView(jobs::Document& document);
/// A new, empty card map (File > New card map...): the deck asked for, the
/// first rectangle's columns and rows; nullptr if cancelled or refused.
std::unique_ptr<BoardView> newFofCardMap(ActionHost& host);

} // namespace crestline::gui
