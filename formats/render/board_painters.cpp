// The board painters of the built-in rule systems: the one place in the
// renderer that lists them (board_painter.h).

#include "formats/render/board_painter.h"

#include "formats/render/coh/coh_painter.h"
#include "formats/render/ff/ff_painter.h"
#include "formats/render/gts/gts_painter.h"

#include <algorithm>
#include <vector>

namespace crestline::render::detail {

const BoardPainter* boardPainterFor(std::string_view system)
{
    static const std::vector<BoardPainter> painters{ffBoardPainter(), gtsBoardPainter(), cohBoardPainter()};
    const auto it = std::find_if(painters.begin(), painters.end(), [system](const BoardPainter& b) { return b.system == system; });
    return it == painters.end() ? nullptr : &*it;
}

} // namespace crestline::render::detail
