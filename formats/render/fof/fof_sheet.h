#pragma once
// The printable set-up sheet of a Fields of Fire mission, as a PDF held in
// memory (the caller saves it atomically): the mission's name, its Mission
// Details [2.1] (type, duration, visibility, map, US start, attempts, goal,
// initial placements, historical opponent), the card map as laid out with
// the mission's controls [2.4.1], Potential Contacts [2.2.2, 9.1.2] and
// units, the Potential Contacts table and the units placed. One page when
// everything fits with cards of at least kFofSheetMinCardPt; else the map
// stays on the first page with the details and the tables follow.
// Documented in docs/sheets.md, "Fields of Fire sheets".

#include "formats/render/sheet.h"
#include "maps/fof/fof_deck.h"
#include "maps/fof/fof_map.h"
#include "scenarios/fof/fof_mission.h"

#include <string>
#include <vector>

namespace crestline::render {

/// The smallest card the sheet draws (points) to keep everything on one page,
/// or else the map on the first page; below it the map is drawn as wide as the page allows.
inline constexpr double kFofSheetMinCardPt = 64;

/// What a FoF mission sheet is made of. Non-owning: everything must outlive the call.
struct FofSheetInput {
    const scenarios::fof::Mission* mission = nullptr;
    const maps::FofMap* map = nullptr;              ///< the card map the mission is played on
    const std::vector<maps::FofDeck>* decks = nullptr; ///< the decks it draws from
    std::string file;                               ///< the mission's file name, for the findings; may be empty
};

/// The sheet as PDF bytes (text selectable). An empty result means no
/// sheet, with an error finding in `warnings` saying why (sheet-no-scenario
/// without a mission, sheet-map-missing without its map, sheet-render-failed).
std::string renderFofMissionSheet(const FofSheetInput& input, Paper paper, Findings* warnings);

} // namespace crestline::render
