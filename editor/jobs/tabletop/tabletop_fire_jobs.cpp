// The fire job on 15 mm tabletop tables (tabletop_fire_jobs.h).

#include "editor/jobs/tabletop/tabletop_fire_jobs.h"

#include "editor/jobs/tabletop/tabletop_jobs.h"
#include "formats/table/tabletop/tabletop_format.h"
#include "geometry/los/systems/tabletop/tabletop_measure.h"

#include <stdexcept>

namespace crestline::jobs {

namespace tt = geometry::los::tabletop;

namespace {

/// Where a team id leads: its file team and its LOS-table team (none off table).
struct FoundTeam {
    const maps::TableTeam* team = nullptr;
    const maps::TableSide* side = nullptr;
    std::optional<tt::Team> onTable;
};

/// The team `id` as losTableOf numbers the teams (file order, off-table units left out).
FoundTeam findTeam(const maps::TabletopGame& game, const tt::Table& table, const std::string& id)
{
    std::size_t k = 0;
    for (const maps::TableSide& side : game.sides)
        for (const maps::TableUnit& unit : side.units) {
            const bool off = game.isOffTable(unit.id);
            for (const maps::TableTeam& team : unit.teams) {
                if (team.id == id) return {&team, &side, off ? std::nullopt : std::optional<tt::Team>(table.teams[k])};
                if (!off) ++k;
            }
        }
    return {};
}

std::vector<std::string> teamIdsOf(const maps::TabletopGame& game)
{
    std::vector<std::string> ids;
    for (const maps::TableSide& side : game.sides)
        for (const maps::TableUnit& unit : side.units)
            if (!game.isOffTable(unit.id))
                for (const maps::TableTeam& team : unit.teams) ids.push_back(team.id);
    return ids;
}

/// Why a team id cannot take part, or "" if it can.
std::string whyNot(const FoundTeam& found, const std::string& role, const std::string& id, const std::string& file)
{
    if (!found.team) return role + " '" + id + "' is no team in " + file;
    if (!found.onTable) return role + " '" + id + "' belongs to an off-table unit in " + file + "; only teams on the table fire or are fired at";
    return "";
}

std::string weaponNames(const maps::TableTeam& team)
{
    std::string out;
    for (const maps::Weapon& w : team.weapons) out += (out.empty() ? "" : ", ") + w.name;
    return out.empty() ? "none" : out;
}

} // namespace

TabletopFireResult tabletopFire(const std::filesystem::path& file, const std::string& firer, const std::string& target,
                                const std::optional<std::string>& weapon)
{
    TabletopFireResult result;
    result.firer = firer;
    result.target = target;
    auto game = readTableForJob(result, file, "nothing is ruled");
    if (!game) return result;
    TabletopFireResult ruled = tabletopFireOn(std::move(*game), file.string(), firer, target, weapon);
    append(result.findings, std::move(ruled.findings));
    ruled.findings = std::move(result.findings);
    return ruled;
}

TabletopFireResult tabletopFireOn(maps::TabletopGame game, const std::string& where, const std::string& firer, const std::string& target,
                                  const std::optional<std::string>& weapon)
{
    TabletopFireResult result;
    result.firer = firer;
    result.target = target;
    result.game = std::move(game);
    const std::string file = where;
    const tt::Table table = losTableOf(*result.game);
    const FoundTeam f = findTeam(*result.game, table, firer), t = findTeam(*result.game, table, target);
    for (const std::string& why : {whyNot(f, "firer", firer, file), whyNot(t, "target", target, file)})
        if (!why.empty()) {
            refuse(result, Outcome::BadInput, why);
            return result;
        }
    if (f.side == t.side) {
        refuse(result, Outcome::BadInput, target + " is on " + firer + "'s side (" + f.side->id + "); a team fires at enemy teams only");
        return result;
    }
    std::vector<const maps::Weapon*> weapons;
    for (const maps::Weapon& w : f.team->weapons)
        if (!weapon || w.name == *weapon) weapons.push_back(&w);
    if (weapon && weapons.empty()) {
        refuse(result, Outcome::BadInput, "firer '" + firer + "' has no weapon '" + *weapon + "' (its weapons: " + weaponNames(*f.team) + ")");
        return result;
    }
    formats::TabletopFireRuling ruling;
    ruling.firer = firer;
    ruling.target = target;
    ruling.firerType = f.team->type;
    ruling.teamIds = teamIdsOf(*result.game);
    try {
        ruling.sight = tt::decideFireSight(table, *f.onTable, *t.onTable);
        for (const maps::Weapon* w : weapons) {
            tt::TabletopFire r = tt::fireWithRange(ruling.sight, *f.onTable, *t.onTable, w->range);
            ruling.weapons.push_back({w->name, w->range, w->firePoints, r.band, r.mayFire, std::move(r.reasons)});
        }
        ruling.distanceInches = tt::closestDistanceInches(f.onTable->base, t.onTable->base);
        result.ruling = std::move(ruling);
    } catch (const std::invalid_argument& e) {
        // The reader reports every polygon the core refuses, so this means a bug.
        refuse(result, Outcome::Refused, std::string("the LOS core refused the table: ") + e.what());
    }
    return result;
}

} // namespace crestline::jobs
