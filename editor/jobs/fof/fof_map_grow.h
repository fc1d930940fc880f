#pragma once
// Growing or shrinking a Fields of Fire card map by one column or row at a
// side (the editor's "grow the map": "the map may expand over the course of
// the mission" [2.2.1]). GUI-free; the editor makes each one undo step.
//
// Cells are named (c, r): column 1 the leftmost, row 1 the nearest the
// player, row 0 the Main Staging Area (fof-los.md "Words" [2.2, 2.4.2]).
// So every card keeps its place on the table and its neighbours, but a
// column added at the left, or a row at the bottom, numbers the columns
// (rows) again from the new edge: each card's column (row) goes up by one,
// and the Main Staging Area's cards move with their columns (they stay in
// row 0, under the new Row 1). A column at the right or a row at the top
// adds a number and renames nothing. Removing does the reverse.
//
// The map's size becomes the grown grid: <cards columns rows> is the whole
// grid drawn (the first rectangle and every cell beyond it) plus or minus
// one. DECISION: removing a column or row that holds a card (or, for a
// column, a Main Staging Area card) is refused, naming the cards: nothing
// is dropped, and the designer removes the cards first (one undo step each).
// A map with cells left of column 1 (a file that grew to the left in its own
// numbering) is refused too: the board builder does not read them either.

#include "maps/fof/fof_map.h"

#include <string>

namespace crestline::jobs {

enum class FofSide { Left, Right, Top, Bottom };

/// What growing (or shrinking) a card map would give.
struct FofGrowth {
    maps::FofMap after;  ///< the map changed (valid when refusal is empty)
    std::string refusal; ///< why not ("column 1 holds 1,1 (card 22) ...")
    std::string label;   ///< the undo step ("Add a column at the left")
    int shiftColumns = 0, shiftRows = 0; ///< how each kept cell's (c, r) moved
};

/// The card map `map` with one column (left, right) or row (top, bottom)
/// added (`add`) or removed at `side`. Nothing is changed.
FofGrowth growFofMap(const maps::FofMap& map, FofSide side, bool add);

/// The grid the map fills: its first rectangle and every cell beyond it
/// (as the map picture draws it), columns and rows.
std::pair<int, int> fofGridSize(const maps::FofMap& map);

} // namespace crestline::jobs
