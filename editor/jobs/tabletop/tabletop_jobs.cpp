// Jobs on 15 mm tabletop tables: the LOS ruling between two teams.

#include "editor/jobs/tabletop/tabletop_jobs.h"

#include "formats/table/tabletop/tabletop_format.h"

#include <stdexcept>

namespace crestline::jobs {

namespace tt = geometry::los::tabletop;

namespace {

/// The team `id` on the table, as losTableOf numbers it; nullopt if none.
std::optional<tt::Team> findTeam(const maps::TabletopGame& game, const tt::Table& table, const std::string& id)
{
    std::size_t k = 0;
    for (const maps::TableSide& side : game.sides)
        for (const maps::TableUnit& unit : side.units) {
            const bool off = game.isOffTable(unit.id);
            for (const maps::TableTeam& team : unit.teams) {
                if (off) continue;
                if (team.id == id) return table.teams[k];
                ++k;
            }
        }
    return std::nullopt;
}

} // namespace

tt::Table losTableOf(const maps::TabletopGame& game)
{
    tt::Table table;
    for (const maps::TablePiece& p : game.pieces)
        table.pieces.push_back({p.id, p.kind, p.cover, p.outline, p.height.value_or(0), p.level.value_or(0), {}});
    // [Indirect Fire] smoke is area terrain that blocks LOS: the k-th <template> (from 1) is piece -k, never a file's id (>= 1).
    for (std::size_t k = 0; k < game.templates.size(); ++k)
        if (game.templates[k].kind == tt::TemplateKind::Smoke)
            table.pieces.push_back({-int(k + 1), tt::PieceKind::Smoke, tt::Cover::Soft, game.templates[k].outline, 0, 0,
                                    "smoke template " + game.templates[k].id});
    int id = 0;
    for (std::size_t s = 0; s < game.sides.size(); ++s)
        for (const maps::TableUnit& unit : game.sides[s].units) {
            if (game.isOffTable(unit.id)) continue;
            for (const maps::TableTeam& team : unit.teams) table.teams.push_back({++id, int(s), team.type, team.base, team.height});
        }
    return table;
}

std::optional<maps::TabletopGame> readTableForJob(JobReport& report, const std::filesystem::path& file, const std::string& nothing)
{
    auto read = formats::readTableFile(file);
    append(report.findings, std::move(read.findings));
    if (!read.value || hasErrors(report.findings)) {
        refuse(report, refusalFor(report.findings), file.string() + " has errors; " + nothing);
        return std::nullopt;
    }
    return std::move(read.value);
}

TabletopLosResult tabletopLos(const std::filesystem::path& file, const std::string& from, const std::string& to)
{
    TabletopLosResult result;
    result.from = from;
    result.to = to;
    auto game = readTableForJob(result, file, "nothing is ruled");
    if (!game) return result;
    TabletopLosResult ruled = tabletopLosOn(std::move(*game), file.string(), from, to);
    append(result.findings, std::move(ruled.findings));
    ruled.findings = std::move(result.findings);
    return ruled;
}

TabletopLosResult tabletopLosOn(maps::TabletopGame game, const std::string& where, const std::string& from, const std::string& to)
{
    TabletopLosResult result;
    result.from = from;
    result.to = to;
    result.game = std::move(game);
    const tt::Table table = losTableOf(*result.game);
    const auto a = findTeam(*result.game, table, from), b = findTeam(*result.game, table, to);
    for (const auto& [team, name] : {std::pair{&a, &from}, std::pair{&b, &to}})
        if (!*team) {
            refuse(result, Outcome::BadInput, "team '" + *name + "' is no team on the table in " + where);
            return result;
        }
    try {
        result.ruling = tt::decideLos(table, *a, *b);
    } catch (const std::invalid_argument& e) {
        // The reader reports every polygon the core refuses, so this means a bug.
        refuse(result, Outcome::Refused, std::string("the LOS core refused the table: ") + e.what());
    }
    return result;
}

} // namespace crestline::jobs
