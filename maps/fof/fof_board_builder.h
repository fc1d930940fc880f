#pragma once
// The LOS board of a Fields of Fire card map: a geometry::los::FofBoard
// filled from a maps::FofMap and its decks (fof-los.md, "What the map and
// scenario files must hold"; docs/fof.md, "The board of a card map").
// Maps depend on geometry, never the other way: the engine knows no decks.

#include "geometry/los/systems/fof/fof_board.h"
#include "maps/fof/fof_deck.h"
#include "maps/fof/fof_map.h"

#include <optional>
#include <string>
#include <vector>

namespace crestline::maps {

/// A built board, or why none could be built.
struct FofBoardBuild {
    std::optional<geometry::los::FofBoard> board;
    std::string problem; ///< set when `board` is empty: names the cell or the size
};

/// The board of `map` read through `decks`. Size: the rectangle from
/// column 1, row 1 to the largest column and row of the mission's first
/// rectangle, its cells and its Main Staging Area cards (the map grows
/// [2.2.1]); cells inside it without a card stay empty. Per cell: the
/// stack's level and dark segments (resolveStack: dark on the top card or
/// any Hill card), the top card's elevation or multi-story icon [1.2.1 G].
/// Face-down cards count with their own data (fof-los.md "Ties":
/// DECISION). Row 0 holds a Main Staging Area card under every column
/// (FofBoard). No board when a cell lies left of column 1 (not yet
/// supported: the board numbers columns from 1), a card is unknown (the map
/// checks report it: fof-unknown-card) or the size passes the grid limits.
FofBoardBuild buildFofBoard(const FofMap& map, const std::vector<FofDeck>& decks);

} // namespace crestline::maps
