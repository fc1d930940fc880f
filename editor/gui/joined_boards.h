#pragma once
// A scenario on several maps, in the editor: the maps that are not under
// edit are drawn around the one that is, where the scenario's <join>s and
// rotations place them (the setup sheet's board layout,
// render::sheet::layoutBoard), veiled and read-only, each with its name.
// The canvas asks which of them lies under the pointer, so the status bar
// can name its hex and a double-click can make it the map under edit.

#include "formats/render/map_painter.h"
#include "formats/render/sheet_board.h"
#include "geometry/finding.h"
#include "geometry/hex_grid.h"

#include <cairo.h>

#include <optional>
#include <string>
#include <vector>

namespace crestline::scenarios {
struct Scenario;
}

namespace crestline::gui {

/// The other maps of the scenario, placed relative to the map under edit.
class JoinedBoards {
public:
    /// One of the other maps and the scenario overlays drawn on it.
    struct Board {
        int index = 0;                        ///< in the scenario's <map> list
        std::string name;                     ///< the map's name (or id)
        const maps::MapAnalysis* map = nullptr;
        render::Overlays overlays;
    };

    /// Places the scenario's maps (`analyses` parallel to its <map>s; null: not
    /// open) and keeps all but `active`. Layout warnings (joins that do not
    /// meet) are the sheet's codes; they are returned, not shown.
    Findings layout(const scenarios::Scenario& scenario, const std::vector<const maps::MapAnalysis*>& analyses, int active);
    /// Nothing to draw: a map alone, or a scenario on one map.
    bool empty() const { return m_boards.empty(); }
    void clear() { m_boards.clear(), m_placed.clear(); }
    /// The other maps, for their overlays (set by the caller before drawing).
    std::vector<Board>& boards() { return m_boards; }

    /// Where board `k` (index into boards()) lies on the canvas, given the
    /// grid of the map under edit and the frame it is drawn in (drawn unturned, as the canvas
    /// does): the frame drawMap uses for it, in the same user space.
    render::MapFrame frameOf(std::size_t k, const geometry::HexGrid& activeGrid, const render::MapFrame& active) const;
    /// Draws the other maps around the map under edit (`activeGrid` in
    /// `active`), never over its hexes; `view` gives the layers shown.
    void draw(cairo_t* cr, const geometry::HexGrid& activeGrid, const render::MapFrame& active, render::View view) const;

    /// The box (in the map under edit's map units, min then max) holding
    /// every map of the board: what "fit to window" shows.
    void extent(const geometry::HexGrid& activeGrid, double& minX, double& minY, double& maxX, double& maxY) const;

    /// The other map under the user-space point (x, y) and the hex there.
    struct Hit {
        std::size_t board = 0;                ///< index into boards()
        geometry::OffsetCoord hex;
        geometry::Point lattice;              ///< the point in that map's lattice frame
    };
    std::optional<Hit> hitTest(const geometry::HexGrid& activeGrid, const render::MapFrame& active, double x, double y) const;

private:
    /// The view that puts board `k` where it lies beside the map under edit.
    render::View viewOf(std::size_t k, const geometry::HexGrid& activeGrid, const render::MapFrame& active) const;

    std::vector<Board> m_boards;
    std::vector<render::sheet::PlacedMap> m_placed; ///< parallel to m_boards
    render::sheet::PlacedMap m_active;              ///< the map under edit's place on the board (its `map` not kept: edits may rebuild it)
};

} // namespace crestline::gui
