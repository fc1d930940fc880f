#pragma once
// Jobs on 15 mm tabletop tables (NAME.table.xml): the LOS ruling between two
// teams (tabletop-los.md steps 1 to 3, docs/tabletop.md). The command line
// and tests run the same job.

#include "editor/jobs/job_report.h"
#include "geometry/los/systems/tabletop/tabletop_los.h"
#include "maps/tabletop/tabletop_game.h"

#include <filesystem>
#include <optional>
#include <string>

namespace crestline::jobs {

/// The LOS table of a game: its pieces (ids as in the file), then its smoke
/// templates as smoke pieces (the k-th <template> of the file is piece -k), and its teams on
/// the table (geometry ids 1, 2, ... in file order, side = the side's index).
geometry::los::tabletop::Table losTableOf(const maps::TabletopGame& game);

/// Read a table file for a job: its findings go into `report`. When the file
/// cannot be read or has error findings, `report` is refused ("FILE has
/// errors; " + `nothing`, e.g. "nothing is ruled") and no game is returned.
std::optional<maps::TabletopGame> readTableForJob(JobReport& report, const std::filesystem::path& file, const std::string& nothing);

/// The result of tabletopLos: the ruling and the two teams it is about.
struct TabletopLosResult : JobReport {
    std::optional<maps::TabletopGame> game;
    std::string from, to;                      ///< team ids as in the file
    std::optional<geometry::los::tabletop::TabletopLos> ruling;
};

/// Read `file` and rule LOS from team `from` to team `to`. Refused when the
/// table has error findings; BadInput when it cannot be read or a team id
/// names no team on the table (a team of an off-table unit included).
TabletopLosResult tabletopLos(const std::filesystem::path& file, const std::string& from, const std::string& to);
/// The same on a table already read (a session's document): `where` names it
/// in refusals. The caller refuses a table with error findings.
TabletopLosResult tabletopLosOn(maps::TabletopGame game, const std::string& where, const std::string& from, const std::string& to);

} // namespace crestline::jobs
