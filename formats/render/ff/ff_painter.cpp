// The Fighting Formations board painter: the map, the ruling marks and the
// report are the common ones (artwork, levels, hindrance); the side profile
// draws FF's higher-ground rule.

#include "formats/render/ff/ff_painter.h"

namespace crestline::render::detail {

BoardPainter ffBoardPainter()
{
    BoardPainter b;
    b.system = "ff";
    b.groundBlocksRule = "[24.512, 24.513]"; // ground of level m or more between the ends blocks
    return b;
}

} // namespace crestline::render::detail
