#pragma once
// A team's state set in the editor (the *team state* click mode,
// tabletop_table_edit.cpp): the states tabletop-los.md "What the map and
// scenario files must hold" names, as the table file holds them
// (docs/tabletop-format.md): a team's `<state>` flags Gone to Ground,
// Overwatch, suppressed, moved, fired; off table is its unit's entry in the
// `<off-table>` list (a unit is off the table with all its teams).
// Plain functions on the model, one edit each, as tabletop_edits.h.
//
// What the rulings read: concealment reads moved (Infantry that did not move
// is concealed even in the open [Cover & Terrain]) and Gone to Ground (the +1
// kept or lost [Firing]); a unit off the table has no team on the LOS table.
// Overwatch, suppressed and fired are recorded for play; no ruling reads them.

#include "editor/gui/tabletop/tabletop_edits.h"

#include <string>
#include <vector>

namespace crestline::gui::tabletop_edit {

/// A state a team is put in or taken out of.
enum class TeamFlag { GoneToGround, Overwatch, Suppressed, Moved, Fired, OffTable };

struct TeamFlagInfo {
    TeamFlag flag;
    std::string name; ///< as the control offers it: "Gone to Ground", "off table"
    std::string tag;  ///< drawn under the base while set: "GtG"
};
/// The six states, in the file's order (off table last).
const std::vector<TeamFlagInfo>& teamFlags();

/// Whether `team` of `unit` has `flag` set.
bool hasFlag(const maps::TabletopGame& game, const maps::TableUnit& unit, const maps::TableTeam& team, TeamFlag flag);

/// Sets `flag` on team `id` if it is clear, else clears it. A team's
/// `<state>` is made when its first flag is set and dropped when its last
/// is cleared (unless it holds an extension), so set then clear gives the
/// file back as it was (DECISION). Off table: the team's unit is added to
/// the off-table list (all its teams leave the table); a team of a unit off
/// the table is no longer on it to be clicked: bringOnTable puts it back.
Refusal toggleFlag(maps::TabletopGame& game, const std::string& id, TeamFlag flag, std::string& label);

/// Takes unit `unit` out of the off-table list; refused if a team of it has no base to stand on the table.
Refusal bringOnTable(maps::TabletopGame& game, const std::string& unit, std::string& label);

/// The team's state in words: "Gone to Ground, moved", "no state".
std::string stateWords(const maps::TabletopGame& game, const maps::TableUnit& unit, const maps::TableTeam& team);

} // namespace crestline::gui::tabletop_edit
