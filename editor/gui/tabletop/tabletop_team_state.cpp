// A team's state set in the editor (see tabletop_team_state.h).

#include "editor/gui/tabletop/tabletop_team_state.h"

#include <algorithm>

namespace crestline::gui::tabletop_edit {

namespace {

/// The flag's field in a team's <state> (nullptr: off table, which the off-table list holds).
bool* stateField(maps::TeamState& s, TeamFlag flag)
{
    switch (flag) {
    case TeamFlag::GoneToGround: return &s.goneToGround;
    case TeamFlag::Overwatch: return &s.overwatch;
    case TeamFlag::Suppressed: return &s.suppressed;
    case TeamFlag::Moved: return &s.moved;
    case TeamFlag::Fired: return &s.fired;
    case TeamFlag::OffTable: break;
    }
    return nullptr;
}

const TeamFlagInfo& infoOf(TeamFlag flag)
{
    for (const TeamFlagInfo& f : teamFlags())
        if (f.flag == flag) return f;
    return teamFlags().front();
}

} // namespace

const std::vector<TeamFlagInfo>& teamFlags()
{
    static const std::vector<TeamFlagInfo> flags{{TeamFlag::GoneToGround, "Gone to Ground", "GtG"}, {TeamFlag::Overwatch, "Overwatch", "OW"},
                                                 {TeamFlag::Suppressed, "suppressed", "Sup"},       {TeamFlag::Moved, "moved", "Mv"},
                                                 {TeamFlag::Fired, "fired", "Fd"},                  {TeamFlag::OffTable, "off table", "off"}};
    return flags;
}

bool hasFlag(const maps::TabletopGame& game, const maps::TableUnit& unit, const maps::TableTeam& team, TeamFlag flag)
{
    if (flag == TeamFlag::OffTable) return game.isOffTable(unit.id);
    if (!team.state) return false;
    maps::TeamState s = *team.state;
    return *stateField(s, flag);
}

Refusal toggleFlag(maps::TabletopGame& game, const std::string& id, TeamFlag flag, std::string& label)
{
    for (maps::TableSide& side : game.sides)
        for (maps::TableUnit& unit : side.units)
            for (maps::TableTeam& team : unit.teams) {
                if (team.id != id) continue;
                if (flag == TeamFlag::OffTable) {
                    if (game.isOffTable(unit.id)) return "unit '" + unit.id + "' is off the table already";
                    game.offTable.push_back({unit.id, {}, 0});
                    label = "Take unit " + unit.id + " off the table";
                    return {};
                }
                maps::TeamState s = team.state.value_or(maps::TeamState{});
                bool& field = *stateField(s, flag);
                field = !field;
                label = std::string(field ? "Set " : "Clear ") + infoOf(flag).name + " on team " + id;
                const bool none = !s.goneToGround && !s.overwatch && !s.suppressed && !s.moved && !s.fired && s.extras.empty();
                if (none) team.state.reset();
                else team.state = std::move(s);
                return {};
            }
    return "team '" + id + "' is no team of the table";
}

Refusal bringOnTable(maps::TabletopGame& game, const std::string& unitId, std::string& label)
{
    const auto entry = std::find_if(game.offTable.begin(), game.offTable.end(), [&](const maps::OffTableEntry& e) { return e.unit == unitId; });
    if (entry == game.offTable.end()) return "unit '" + unitId + "' is not off the table";
    for (const maps::TableSide& side : game.sides)
        for (const maps::TableUnit& unit : side.units) {
            if (unit.id != unitId) continue;
            for (const maps::TableTeam& team : unit.teams)
                if (team.base.empty()) return "team '" + team.id + "' of unit '" + unitId + "' has no base to stand on the table";
        }
    game.offTable.erase(entry);
    label = "Bring unit " + unitId + " back on the table";
    return {};
}

std::string stateWords(const maps::TabletopGame& game, const maps::TableUnit& unit, const maps::TableTeam& team)
{
    std::string out;
    for (const TeamFlagInfo& f : teamFlags())
        if (hasFlag(game, unit, team, f.flag)) out += (out.empty() ? "" : ", ") + f.name;
    return out.empty() ? std::string("no state") : out;
}

} // namespace crestline::gui::tabletop_edit
