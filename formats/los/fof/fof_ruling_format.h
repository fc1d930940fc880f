#pragma once
// Fields of Fire LOS as text, JSON and CSV: a ruling with its walk, cover,
// max LOS along the Front rays and the short-round card; a viewshed as the
// grid of cards the player sees; the all-pairs matrix of a card map.
// Cells are named as FofBoard::cellName names them ("(3,2)", "Main Staging
// Area (3,0)", "Pickup Zone", "Enroute"); the CSV, which cannot hold a
// comma in a name, uses fofCellCode ("C3R2", "PZ", "enroute"). The JSON
// fields are documented in docs/cli.md and read by tests/cli.

#include "geometry/los/ruling.h"

#include <nlohmann/json.hpp>
#include "geometry/los/systems/fof/fof_board.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace crestline::formats {

/// A FoF ruling with what the command line prints beside it.
struct FofRulingView {
    geometry::los::Ruling ruling;                ///< from FofRules::rule (Detail::Full gives the trace)
    std::vector<geometry::OffsetCoord> obscured; ///< the cards under Smoke, Incoming or Air Strike
    /// Max LOS along Front, Left Front, Right Front [Gameplay Example 16]
    /// (none on a ray whose first cell holds no card); unset when the sighter is not on a map card.
    std::optional<std::array<std::optional<geometry::OffsetCoord>, 3>> maxLos;
    /// The short-round card [1.2.2 B]; unset unless both ends are distinct map cards.
    std::optional<geometry::OffsetCoord> shortRound;
};

/// Headline, reason, range, eye levels, cover, the walk card by card, max LOS and the short round.
std::string fofRulingText(const geometry::los::FofBoard& board, const FofRulingView& view);
/// The same as one JSON object (docs/cli-systems.md, "Fields of Fire card maps").
std::string fofRulingJson(const geometry::los::FofBoard& board, const FofRulingView& view);

/// One viewer's viewshed over the cards of a card map.
struct FofViewshedView {
    geometry::OffsetCoord from;
    geometry::los::Purpose purpose = geometry::los::Purpose::Fire;
    int range = 3;   ///< M
    int eyeFrom = 0; ///< the viewer's eye-level offset
    std::vector<geometry::los::Ruling> rulings; ///< from `from` to every card (the viewer's own included), row then column
};
/// The grid of cards, top row first, Row 1 last, the Main Staging Area
/// below (O viewer, + LOS, . no LOS, blank no card), counts, and each card
/// without LOS with its deciding card, segment and rule.
std::string fofViewshedText(const geometry::los::FofBoard& board, const FofViewshedView& view);
/// {"from", "purpose", "range", "eye_from", "cards": [{card, column, row, los, outcome, step, rule, deciding_card, segment, distance, band}]}.
std::string fofViewshedJson(const geometry::los::FofBoard& board, const FofViewshedView& view);

/// A ruling's "distance" and "band" as both the ruling and the viewshed JSON
/// write them: d and "P", "C", "L", "V" or "beyond"; both null when an end
/// is a Helicopter Staging Area, which has no distance to anything
/// [2.4.2 B] (docs/cli-systems.md, "Fields of Fire card maps").
struct FofRangeJson {
    nlohmann::ordered_json distance, band;
};
FofRangeJson fofRangeJson(const geometry::los::FofDetail& d);

/// "C3R2" for map and Main Staging Area cells, "PZ", "enroute" for the Helicopter Staging Areas.
std::string fofCellCode(geometry::OffsetCoord cell);

/// How the text and JSON name a purpose: "fire", "spot" or "comm".
std::string fofPurposeName(geometry::los::Purpose p);
/// The matrix as CSV: header "from\to" and the cards' codes, one row per
/// card; cells "self", "los", "blocked", "too-far", "undetermined", "no-los".
/// `outcomes` is fofAllPairs' (row i, column j at i * n + j).
std::string fofMatrixCsv(const std::vector<geometry::OffsetCoord>& cards, const std::vector<geometry::los::FofDetail::Outcome>& outcomes);

} // namespace crestline::formats
