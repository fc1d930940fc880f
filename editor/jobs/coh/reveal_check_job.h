#pragma once
// `crestline reveal-check`: for a Conflict of Heroes position, which hidden
// units an enemy reveals and which units may not hide [10.0, 10.2]
// (geometry/los/systems/coh/hidden.h; docs/coh.md, "Hidden units").

#include "editor/jobs/job_report.h"
#include "editor/jobs/map_document.h"
#include "geometry/los/systems/coh/hidden.h"

#include <filesystem>
#include <string>
#include <vector>

namespace crestline::jobs {

/// A unit as the scenario defines it: the position must agree.
struct ScenarioUnitKind {
    std::string id;
    std::string side;
    bool vehicle = false;
};

struct RevealCheckResult : JobReport {
    std::vector<geometry::los::coh::PlacedUnit> units; ///< as placed, in the position's order
    geometry::los::coh::RevealCheck check;
};

/// Reads the position file and answers for it on `map` (a coh map without
/// errors). When `scenarioUnits` is not empty, every placed unit must be one
/// of them with the same side (a vehicle's kind comes from the scenario);
/// otherwise the position's own sides and `vehicle` flags are taken.
/// Refused (findings with file, line and element) for a position with
/// errors, a hex that is not on the map, or a unit the scenario disagrees
/// with; nothing is answered for a position with errors.
RevealCheckResult revealCheckJob(const MapDocument& map, const std::filesystem::path& position, const std::vector<ScenarioUnitKind>& scenarioUnits);

/// The answer in words, as `crestline reveal-check` prints it: each hidden
/// unit revealed or not [10.0], each other unit whether it may hide [10.2],
/// the counts. Units are named "id (side, hex)" on `grid`.
std::string revealCheckText(const RevealCheckResult& result, const geometry::HexGrid& grid);

} // namespace crestline::jobs
