#pragma once
// A placed 15 mm tabletop template as text and JSON (docs/cli-systems.md "template",
// docs/tabletop.md "Templates"): the stored square in inches, the teams under
// a barrage, and for each firing team the barrage-over-obstacle verdict
// [Indirect Fire] with the obstacles and their distances.

#include "geometry/los/systems/tabletop/tabletop_templates.h"

#include <string>
#include <vector>

namespace crestline::formats {

/// One firing team's barrage-over-obstacle check, with display distances.
struct FiringTeamClearance {
    std::string team;                                  ///< the team's id in the file
    geometry::los::tabletop::BarrageClearance clearance;
    std::vector<double> distanceInches;                ///< per obstacle, closest distance, display only
    std::vector<std::string> obstacleKinds;            ///< per obstacle, "wall", "building", ...
};

/// What `crestline template` placed and found.
struct TemplatePlacement {
    std::string id, unit;
    geometry::los::tabletop::TemplateKind kind = geometry::los::tabletop::TemplateKind::Barrage;
    geometry::los::tabletop::TablePoint aim;
    geometry::los::tabletop::Polygon outline;     ///< the stored vertices
    std::vector<std::string> under;               ///< barrage: team ids under it, in file order
    std::vector<FiringTeamClearance> firing;      ///< the firing unit's teams on the table
    std::string savedTo;                          ///< the file written with --save; empty: not saved
};

/// The placement as lines of text.
std::string templatePlacementText(const TemplatePlacement& placement);
/// The same as a JSON object (coordinates as exact decimal inches).
std::string templatePlacementJson(const TemplatePlacement& placement);

} // namespace crestline::formats
