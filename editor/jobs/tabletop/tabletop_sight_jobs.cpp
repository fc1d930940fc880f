// A tabletop team's viewshed and every pair's verdict (tabletop_sight_jobs.h).

#include "editor/jobs/tabletop/tabletop_sight_jobs.h"

#include "editor/jobs/document_io.h"
#include "editor/jobs/tabletop/tabletop_jobs.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <utility>
#include <vector>

namespace crestline::jobs {

namespace fs = std::filesystem;
namespace tt = geometry::los::tabletop;

namespace {

/// The table of a document a job may rule on; nullptr (and `report` refused) when it could not be read or has errors.
const maps::TabletopGame* readyTable(JobReport& report, const TableDocument& doc, const fs::path& file, const std::string& nothing)
{
    append(report.findings, doc.findings());
    if (!doc.loaded() || hasErrors(report.findings)) {
        refuse(report, refusalFor(report.findings), file.string() + " has errors; " + nothing);
        return nullptr;
    }
    return &*doc.value;
}

/// A team on the table: its id and its side's, in losTableOf's order (the k-th is the LOS table's k-th team).
struct OnTable {
    std::string id, side;
};

std::vector<OnTable> teamsOnTable(const maps::TabletopGame& game)
{
    std::vector<OnTable> out;
    for (const maps::TableSide& side : game.sides)
        for (const maps::TableUnit& unit : side.units) {
            if (game.isOffTable(unit.id)) continue;
            for (const maps::TableTeam& team : unit.teams) out.push_back({team.id, side.id});
        }
    return out;
}

/// The LOS table, checked once for all the rulings; nullopt (and `report` refused) if the core refuses it.
std::optional<tt::CheckedTable> checkedTable(JobReport& report, const maps::TabletopGame& game)
{
    try {
        return tt::CheckedTable(losTableOf(game));
    } catch (const std::invalid_argument& e) {
        // The reader reports every polygon the core refuses, so this means a bug.
        refuse(report, Outcome::Refused, std::string("the LOS core refused the table: ") + e.what());
        return std::nullopt;
    }
}

} // namespace

TabletopViewshedResult tabletopViewshed(const TableDocument& doc, const fs::path& file, const std::string& from)
{
    TabletopViewshedResult result;
    result.game = readyTable(result, doc, file, "nothing is ruled");
    if (!result.game) return result;
    const std::vector<OnTable> teams = teamsOnTable(*result.game);
    const auto viewer = std::find_if(teams.begin(), teams.end(), [&](const OnTable& t) { return t.id == from; });
    if (viewer == teams.end()) {
        refuse(result, Outcome::BadInput, "team '" + from + "' is no team on the table in " + file.string());
        return result;
    }
    const auto table = checkedTable(result, *result.game);
    if (!table) return result;
    const std::size_t v = std::size_t(viewer - teams.begin());
    formats::TabletopViewshed view;
    view.from = from;
    view.side = viewer->side;
    view.level = tt::levelOf(table->pieces(), table->teams()[v]);
    try {
        for (std::size_t k = 0; k < teams.size(); ++k)
            if (k != v) view.targets.push_back({teams[k].id, teams[k].side, tt::decideLos(*table, table->teams()[v], table->teams()[k])});
    } catch (const std::invalid_argument& e) {
        refuse(result, Outcome::Refused, std::string("the LOS core refused the table: ") + e.what());
        return result;
    }
    result.view = std::move(view);
    return result;
}

TabletopPairsResult tabletopPairs(const TableDocument& doc, const fs::path& file, int threads)
{
    TabletopPairsResult result;
    result.game = readyTable(result, doc, file, "nothing is ruled");
    if (!result.game) return result;
    const auto table = checkedTable(result, *result.game);
    if (!table) return result;
    const std::vector<OnTable> teams = teamsOnTable(*result.game);
    const std::size_t n = teams.size();
    formats::TabletopPairs pairs;
    for (const OnTable& t : teams) {
        pairs.teams.push_back(t.id);
        pairs.sides.push_back(t.side);
    }
    pairs.steps.assign(n * n, tt::LosStep::Blocked);
    // [spec "Reciprocity"] los(f, t) = los(t, f): each unordered pair is ruled once (from the team first in the
    // file) and written to both cells. The workers take pairs by a shared counter; each writes only its own two cells.
    std::vector<std::pair<std::size_t, std::size_t>> todo;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) todo.emplace_back(i, j);
    std::atomic<std::size_t> next{0};
    std::mutex failed;
    std::string failure;
    const auto work = [&] {
        for (std::size_t k; (k = next++) < todo.size();) {
            const auto [i, j] = todo[k];
            try {
                const tt::LosStep step = tt::decideLos(*table, table->teams()[i], table->teams()[j]).step;
                pairs.steps[i * n + j] = pairs.steps[j * n + i] = step;
            } catch (const std::invalid_argument& e) {
                const std::lock_guard lock(failed);
                if (failure.empty()) failure = e.what();
                next = todo.size();
            }
        }
    };
    const std::size_t workers = std::clamp<std::size_t>(std::size_t(std::max(threads, 1)), 1, std::max<std::size_t>(todo.size(), 1));
    {
        std::vector<std::jthread> pool;
        for (std::size_t w = 1; w < workers; ++w) pool.emplace_back(work);
        work();
    }
    if (!failure.empty()) {
        refuse(result, Outcome::Refused, "the LOS core refused the table: " + failure);
        return result;
    }
    result.pairs = std::move(pairs);
    return result;
}

TabletopMatrixResult writeTabletopMatrix(const TableDocument& doc, const fs::path& file, const fs::path& out, int threads)
{
    TabletopMatrixResult result;
    static_cast<TabletopPairsResult&>(result) = tabletopPairs(doc, file, threads);
    if (!result.done()) return result;
    const std::string csv = formats::tabletopMatrixCsv(*result.pairs);
    if (!saveOutput(result, out, csv)) return result;
    result.csvBytes = csv.size();
    return result;
}

} // namespace crestline::jobs
