#pragma once
// Play state given as text, as a player names it: Smoke markers "N14" (full),
// "N14:2" or "N14:depleted", "N14:5" or "N14:full" [8.2, 23.33].

#include "geometry/hex_grid.h"
#include "geometry/los/ruling.h"

#include <optional>
#include <string>
#include <vector>

namespace crestline::jobs {

/// Play state read from text, or the reason it could not be.
struct ParsedPlayState {
    std::optional<geometry::los::PlayState> state;
    std::string problem; ///< names the bad item, e.g. "Smoke marker J8:7: the value after ':' must be ..."
};

/// Smoke markers on `grid`, one per item; the first bad item stops parsing.
ParsedPlayState parsePlayState(const geometry::HexGrid& grid, const std::vector<std::string>& smoke);

/// A hex label on `grid`, or the reason it names no hex ("no hex 'Z99' on this map (A1 .. T15)").
std::optional<geometry::OffsetCoord> parseHex(const geometry::HexGrid& grid, const std::string& label, std::string& problem);

} // namespace crestline::jobs
