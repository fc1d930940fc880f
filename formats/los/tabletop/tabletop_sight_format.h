#pragma once
// What teams see on a 15 mm tabletop table, as text, JSON and CSV
// (docs/cli-systems.md "Tabletop tables"): one team's viewshed (every other team on
// the table with its ruling, as `los` gives it) and the verdict of every
// pair of teams (the matrix, and the counts the coverage picture draws).

#include "geometry/los/systems/tabletop/tabletop_los.h"

#include <cstddef>
#include <string>
#include <vector>

namespace crestline::formats {

/// Every other team on a table as seen from one, each ruled from the viewer.
struct TabletopViewshed {
    struct Target {
        std::string id, side; ///< the team's id and its side's id, as in the file
        geometry::los::tabletop::TabletopLos ruling; ///< from the viewer to this team
    };
    std::string from, side; ///< the viewer and its side's id
    int level = 0;          ///< the viewer's level g(c(B))
    std::vector<Target> targets; ///< every other team on the table, in file order
    /// How many targets the viewer sees (touching or clear).
    int sees() const;
};

/// "viewshed from a (side west, level 0): ...", a line per team ("+ c (east, level 0): clear; lay a ruler from ...",
/// "# b (east, level 0): blocked; every sight segment is cut by: forest 1"), then "counts: sees 2; blocked 1 (3 teams)".
std::string tabletopViewshedText(const TabletopViewshed& view);
/// {"system", "from", "side", "level", "rulings": [the `los --json` object of each target, in file order], "counts": {"sees", "blocked"}}.
std::string tabletopViewshedJson(const TabletopViewshed& view);

/// The verdict of every pair of teams on a table. LOS depends on the
/// unordered pair (tabletop-los.md "Reciprocity"), so each pair is ruled
/// once and both cells hold its step.
struct TabletopPairs {
    std::vector<std::string> teams, sides; ///< team ids in file order; each team's side id
    std::vector<geometry::los::tabletop::LosStep> steps; ///< teams x teams, row-major; the diagonal unused

    std::size_t size() const { return teams.size(); }
    geometry::los::tabletop::LosStep step(std::size_t i, std::size_t j) const { return steps[i * teams.size() + j]; }
    /// Whether teams i and j see each other (i != j).
    bool sees(std::size_t i, std::size_t j) const { return step(i, j) != geometry::los::tabletop::LosStep::Blocked; }
    /// How many other teams see team j.
    int seenBy(std::size_t j) const;
};

/// The matrix as CSV: a header row `from\to,ID,...`, then a row per team;
/// cells `self`, `clear`, `touching` (both LOS) or `blocked`; symmetric.
std::string tabletopMatrixCsv(const TabletopPairs& pairs);

} // namespace crestline::formats
