#pragma once
// The concealment job on a 15 mm tabletop table (tabletop-los.md
// "Concealment", docs/tabletop.md "Concealment"): is a target unit concealed
// from a firing unit, team by team and why, and does its Gone to Ground hold.
// The command line (`crestline concealed`) and tests run the same job.

#include "editor/jobs/job_report.h"
#include "formats/los/tabletop/tabletop_conceal_format.h"
#include "geometry/los/systems/tabletop/tabletop_conceal.h"
#include "maps/tabletop/tabletop_game.h"

#include <filesystem>
#include <optional>
#include <string>

namespace crestline::jobs {

/// The result of tabletopConcealment: the verdict and the names to print it with.
struct TabletopConcealResult : JobReport {
    std::optional<maps::TabletopGame> game;
    formats::ConcealNames names; ///< the two units, the teams' file ids by LOS-table id, set-up or position
    std::optional<geometry::los::tabletop::UnitConcealment> concealment;
};

/// Read `file` and decide whether unit `target` is concealed from unit
/// `from`. Team state (moved, gone to ground, the FO role) comes from each
/// team's <state>; a team without one has not moved and has not gone to
/// ground (DECISION, a set-up). Refused when the table has error findings;
/// BadInput when it cannot be read, a unit id names no unit, both units are
/// on one side, or a unit is off the table.
TabletopConcealResult tabletopConcealment(const std::filesystem::path& file, const std::string& target, const std::string& from);
/// The same on a table already read and checked (the editor's, as edited):
/// `where` names it in refusals. The caller refuses a table with error findings.
TabletopConcealResult tabletopConcealmentOn(maps::TabletopGame game, const std::string& where, const std::string& target, const std::string& from);

} // namespace crestline::jobs
