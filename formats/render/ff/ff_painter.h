#pragma once
// Internal to crestline::render: what Fighting Formations brings to the
// drawing of its boards and rulings (the board painter registered in
// board_painters.cpp). FF boards are drawn from their artwork, so the
// painter only names the rule the side profile draws.

#include "formats/render/board_painter.h"

namespace crestline::render::detail {

/// The board painter of Fighting Formations maps.
BoardPainter ffBoardPainter();

} // namespace crestline::render::detail
