#pragma once
// The board of a setup sheet: the scenario's maps joined as its <join>s place
// them (each map turned by its <map rotation>), the whole turned north up, and
// each map drawn with drawMap under its own cairo transform. Internal to the sheet.

#include "formats/render/map_painter.h"
#include "formats/render/sheet_flow.h"
#include "geometry/finding.h"
#include "scenarios/board_set.h"
#include "scenarios/scenario.h"

#include <cairo.h>

#include <map>
#include <string>
#include <vector>

namespace crestline::render::sheet {

/// A colour, components 0..1.
struct Rgb {
    double r = 0, g = 0, b = 0;
};

/// The key colour of a side (index in the scenario's <sides>). Stand-in for the
/// style table's side colours (style.h) until the map renderer is merged:
/// the key must use the colours drawMap uses.
Rgb sideColour(int side);
/// "#rrggbb" of sideColour, for pango markup.
std::string sideColourHex(int side);

/// One map of the board.
struct PlacedMap {
    int board = 0;                         ///< index in the scenario's maps
    const maps::MapAnalysis* map = nullptr;
    geometry::Box region;                  ///< the map's hexes, lattice frame
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0; ///< the same box in hex units (map units / hex size)
    cairo_matrix_t toBoard;                ///< hex units -> board frame (north up, hex units)
};

/// The maps placed on one board, north up.
struct BoardLayout {
    std::vector<PlacedMap> maps;
    double minX = 0, minY = 0, maxX = 0, maxY = 0; ///< board frame bounds
    double width() const { return maxX - minX; }
    double height() const { return maxY - minY; }
};

/// Place the scenario's maps (`analyses` parallel to scenario.maps; null: not
/// loaded, left out). Joins that do not meet, maps joined to nothing and
/// maps whose north does not agree are reported as sheet-* warnings.
BoardLayout layoutBoard(const scenarios::Scenario& scenario, const std::vector<const maps::MapAnalysis*>& analyses,
                        Findings& warnings);

/// The board of a scenario that places its maps by <map rotation> without
/// joins: `boards` finds each map by id, `layout` places the loaded ones.
/// A map not in `loaded` is reported (sheet-map-missing) and left off.
struct PlacedBoard {
    scenarios::BoardSet boards;
    BoardLayout layout;
};
PlacedBoard placeMaps(const std::vector<scenarios::MapPlacement>& placements,
                      const std::map<std::string, const maps::MapAnalysis*, std::less<>>& loaded, Findings& warnings);

/// Draw the board fitted into (x, y, width, height), centred, with each map's
/// overlays (parallel to layout.maps), its name, and a north arrow.
void drawBoard(cairo_t* cr, const TextMaker& text, const BoardLayout& layout, const std::vector<Overlays>& overlays, double x, double y, double width,
               double height);

} // namespace crestline::render::sheet
