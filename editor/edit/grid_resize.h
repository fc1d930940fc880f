#pragma once
// Resizing a map's grid after it was made: columns added or removed at the
// left or right edge, rows at the top or bottom, as one undo step. GUI-free.
//
// The hexes that stay keep their place under the artwork: hex (c, r) becomes
// (c + left, r + top), and every lattice coordinate (features, the tracing
// image's fit) moves by the lattice offset of that shift, exactly:
// flat-top (3 left, 2 top), pointy-top (2 left, 3 top). An odd number of
// columns (flat-top) or rows (pointy-top) at the left or top flips the offset
// parity, since the old column 1 (shifted) becomes column 0.
//
// Labels: by default the hexes that stay keep their printed labels (the first
// column and row numbers move with the edge), so the map's scenarios still
// name the same hexes; `renumber` numbers from the new edge instead. Keeping
// labels that would need letters before A is refused, saying so.
//
// Hex-based data (painted terrain, hexsides, markers, hex-to-hex links,
// entry hexes) on removed hexes is lost: the plan lists it and the caller
// must confirm before it is dropped (a hexside between a removed and a kept
// hex is kept, on the kept hex's side). Features are never dropped: a feature
// that now lies partly or wholly outside the grid stays in the map, and the
// map checks report it (feature-partly-off-map, feature-off-map).

#include "editor/edit/map_commands.h"

#include <string>
#include <vector>

namespace crestline::edit {

/// Hexes added (positive) or removed (negative) at each edge: columns at
/// the left and right, rows at the top and bottom.
struct GridResize {
    int left = 0, right = 0, top = 0, bottom = 0;
    bool renumber = false; ///< number the hexes from the new edge (false: the kept hexes keep their labels)
};

/// What a resize would do.
struct GridResizePlan {
    maps::Map after;                ///< the map resized (valid when refusal is empty)
    std::string refusal;            ///< why it cannot be done (a size below 1, a grid limit, a label, an inexact point)
    std::vector<std::string> lost;  ///< hex data on removed hexes, one line each ("painted woods on A1")
    std::string label;              ///< the undo step's label ("Resize grid to 10 x 8")
};

/// Plans resizing `map`'s grid. Nothing is changed.
GridResizePlan planGridResize(const maps::Map& map, const GridResize& resize);

/// The plan as one undo step: the map becomes `plan.after` (and back on
/// undo, member for member). Null if the plan was refused, or if it loses hex
/// data and `confirmLoss` is false.
std::unique_ptr<MapCommand> resizeGrid(GridResizePlan plan, bool confirmLoss);

} // namespace crestline::edit
