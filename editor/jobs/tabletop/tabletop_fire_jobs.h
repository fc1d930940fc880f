#pragma once
// The fire job on 15 mm tabletop tables (NAME.table.xml): may one team fire
// at another [Firing], read as tabletop-los.md "Fire" (docs/tabletop.md
// "Fire"): LOS, arc and friends once, then the range band of each weapon.
// The command line (`crestline fire`) and tests run the same job.

#include "editor/jobs/job_report.h"
#include "formats/los/tabletop/tabletop_fire_format.h"
#include "maps/tabletop/tabletop_game.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace crestline::jobs {

/// The result of tabletopFire.
struct TabletopFireResult : JobReport {
    std::optional<maps::TabletopGame> game;
    std::string firer, target;                         ///< team ids as in the file
    std::optional<formats::TabletopFireRuling> ruling; ///< when it ran
};

/// Read `file` and rule whether team `firer` may fire at team `target`, with
/// weapon `weapon` (every weapon of the firer when none). Refused when the
/// table has error findings; BadInput when it cannot be read, a team id names
/// no team, names a team of an off-table unit, the target is on the firer's
/// side, or `weapon` is none of the firer's.
TabletopFireResult tabletopFire(const std::filesystem::path& file, const std::string& firer, const std::string& target,
                                const std::optional<std::string>& weapon);
/// The same on a table already read and checked (the editor's, as edited):
/// `where` names it in refusals. The caller refuses a table with error findings.
TabletopFireResult tabletopFireOn(maps::TabletopGame game, const std::string& where, const std::string& firer, const std::string& target,
                                  const std::optional<std::string>& weapon);

} // namespace crestline::jobs
