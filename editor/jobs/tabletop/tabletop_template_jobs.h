#pragma once
// Placing a barrage or smoke template on a 15 mm tabletop table [Indirect
// Fire] (docs/tabletop.md "Templates"): the rounded square, the teams under a
// barrage, each firing team's barrage-over-obstacle check, and optionally the
// template saved into the table. The command line and tests run the same job.

#include "editor/jobs/job_report.h"
#include "formats/los/tabletop/tabletop_template_format.h"
#include "maps/tabletop/tabletop_game.h"

#include <filesystem>
#include <optional>
#include <string>

namespace crestline::jobs {

/// What to place: the firing unit, the aim point as "X,Y" in inches, the kind, whether to save.
struct TemplateRequest {
    std::string unit;
    std::string aim;
    geometry::los::tabletop::TemplateKind kind = geometry::los::tabletop::TemplateKind::Barrage;
    bool save = false;
};

/// The result of placeTabletopTemplate.
struct TemplateResult : JobReport {
    std::optional<maps::TabletopGame> game; ///< with the template added when placed
    std::optional<formats::TemplatePlacement> placement;
};

/// Read `file` and place the template. Refused when the table has error
/// findings; BadInput when it cannot be read, the aim is not "X,Y" in exact
/// inches, the unit names no unit with a team on the table, the aim point is
/// the unit's centre, or the save fails (the old file is kept).
TemplateResult placeTabletopTemplate(const std::filesystem::path& file, const TemplateRequest& request);

} // namespace crestline::jobs
