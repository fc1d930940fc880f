#pragma once
// A Fields of Fire mission following its card map's growth (fof_map_grow.h):
// the map grown or shrunk by one column or row at a side, and the mission
// renumbered with it, so that it names the same cards as before. GUI-free;
// the editor makes both one undo step of the mission (its card map written
// with the mission's Save).
//
// DECISIONS (docs/editor-systems.md "Growing a card map"):
// - Every cell the mission names moves with its card: a point control's
//   card, a Potential Contact's row (and its column when fixed), a unit's
//   card or Main Staging Area column (row 0 stays row 0; a Helicopter
//   Staging Area is no cell). A column at the left adds 1 to each column,
//   a row at the bottom 1 to each row >= 1; removing does the reverse.
// - A seam keeps its place between its cards, except a line on the map's
//   outer edge at the side grown: it stays on the edge (the Left Boundary
//   stays after column 0, the Right Boundary on the new right edge, the LOD
//   after row 0 under the new Row 1, the LOA on the new top), so the new
//   column or row lies inside the mission's lines, as [2.4.1 A] places them.
// - The mission's map size changes as the card map's first rectangle does;
//   a US start on rows 1..n becomes 1..n+1 with a row at the bottom (the
//   rows it covered move up one).
// - Refused, naming what is in the way: what the card map refuses
//   (growFofMap: a removed line holding a card), a removed column or row
//   the mission puts something on (a control, a contact, a unit, the US
//   start's only row), and a map that would pass the grid's limit.
// - A mission's foreign-namespace extensions are kept as written: what
//   they say about cells is not renumbered.

#include "editor/jobs/fof/fof_map_grow.h"
#include "scenarios/fof/fof_mission.h"

#include <string>

namespace crestline::jobs {

/// The card map grown and the mission renumbered for it.
struct FofMissionGrowth {
    maps::FofMap map;                ///< the card map after (valid when refusal is empty)
    scenarios::fof::Mission mission; ///< the mission after
    std::string refusal;             ///< why not; nothing is changed then
    std::string label;               ///< the undo step ("Add a column at the left")
};

/// `mission` on `map` with one column (left, right) or row (top, bottom)
/// added (`add`) or removed at `side`. Nothing is changed.
FofMissionGrowth growFofMission(const scenarios::fof::Mission& mission, const maps::FofMap& map, FofSide side, bool add);

} // namespace crestline::jobs
