// The concealment job on a 15 mm tabletop table (tabletop_conceal_jobs.h).

#include "editor/jobs/tabletop/tabletop_conceal_jobs.h"

#include "editor/jobs/tabletop/tabletop_jobs.h"
#include "formats/table/tabletop/tabletop_format.h"

#include <stdexcept>

namespace crestline::jobs {

namespace tt = geometry::los::tabletop;

namespace {

/// A unit found in the file: where it is and its teams' ids on the LOS table (losTableOf's numbering).
struct FoundUnit {
    const maps::TableUnit* unit = nullptr;
    std::size_t side = 0;
    std::vector<int> ids;
};

/// Every unit of the game with its teams numbered as losTableOf numbers them (off-table units get no ids).
std::vector<FoundUnit> unitsOf(const maps::TabletopGame& game)
{
    std::vector<FoundUnit> out;
    int id = 0;
    for (std::size_t s = 0; s < game.sides.size(); ++s)
        for (const maps::TableUnit& unit : game.sides[s].units) {
            FoundUnit f{&unit, s, {}};
            if (!game.isOffTable(unit.id))
                for (std::size_t k = 0; k < unit.teams.size(); ++k) f.ids.push_back(++id);
            out.push_back(std::move(f));
        }
    return out;
}

const FoundUnit* find(const std::vector<FoundUnit>& units, const std::string& id)
{
    for (const FoundUnit& u : units)
        if (u.unit->id == id) return &u;
    return nullptr;
}

/// The unit's teams on `table`, in file order.
std::vector<tt::Team> teamsOf(const tt::Table& table, const FoundUnit& u)
{
    std::vector<tt::Team> out;
    for (int id : u.ids) out.push_back(table.teams[std::size_t(id - 1)]);
    return out;
}

/// A team's state as concealment reads it; no <state> is a set-up: not moved, not gone to ground (DECISION).
tt::TargetStatus statusOf(const maps::TableTeam& team)
{
    const maps::TeamState s = team.state.value_or(maps::TeamState{});
    return {s.moved, s.goneToGround, team.role == "FO"};
}

/// Why the two units cannot be ruled on, or "" when they can.
std::string whyNot(const maps::TabletopGame& game, const std::vector<FoundUnit>& units, const std::string& target, const std::string& from,
                   const std::string& file)
{
    for (const std::string* id : {&target, &from})
        if (!find(units, *id)) return "unit '" + *id + "' is no unit in " + file;
    const FoundUnit &t = *find(units, target), &f = *find(units, from);
    for (const std::string* id : {&target, &from})
        if (game.isOffTable(*id)) return "unit '" + *id + "' is off the table (the off-table list of " + file + ")";
    if (t.side == f.side)
        return "units '" + target + "' and '" + from + "' are both on side '" + game.sides[t.side].id + "'; a unit is concealed from an enemy unit";
    if (t.ids.empty() || f.ids.empty()) return "unit '" + (t.ids.empty() ? target : from) + "' has no team on the table";
    return "";
}

} // namespace

TabletopConcealResult tabletopConcealment(const std::filesystem::path& file, const std::string& target, const std::string& from)
{
    TabletopConcealResult result;
    result.names.target = target;
    result.names.from = from;
    auto read = readTableForJob(result, file, "nothing is ruled");
    if (!read) return result;
    TabletopConcealResult ruled = tabletopConcealmentOn(std::move(*read), file.string(), target, from);
    append(result.findings, std::move(ruled.findings));
    ruled.findings = std::move(result.findings);
    return ruled;
}

TabletopConcealResult tabletopConcealmentOn(maps::TabletopGame read, const std::string& file, const std::string& target, const std::string& from)
{
    TabletopConcealResult result;
    result.names.target = target;
    result.names.from = from;
    result.game = std::move(read);
    const maps::TabletopGame& game = *result.game;
    const std::vector<FoundUnit> units = unitsOf(game);
    if (std::string why = whyNot(game, units, target, from, file); !why.empty()) {
        refuse(result, Outcome::BadInput, std::move(why));
        return result;
    }
    result.names.setUp = true;
    for (const FoundUnit& u : units)
        for (std::size_t k = 0; k < u.unit->teams.size(); ++k) {
            if (u.unit->teams[k].state) result.names.setUp = false;
            if (k < u.ids.size()) result.names.teams[u.ids[k]] = u.unit->teams[k].id;
        }
    const FoundUnit &t = *find(units, target), &f = *find(units, from);
    std::vector<tt::TargetStatus> status;
    for (const maps::TableTeam& team : t.unit->teams) status.push_back(statusOf(team));
    const tt::Table table = losTableOf(game);
    try {
        result.concealment = tt::decideConcealment(table, teamsOf(table, f), teamsOf(table, t), status);
    } catch (const std::invalid_argument& e) {
        // The reader reports every polygon the core refuses, so this means a bug.
        refuse(result, Outcome::Refused, std::string("the LOS core refused the table: ") + e.what());
    }
    return result;
}

} // namespace crestline::jobs
