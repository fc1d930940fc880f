#pragma once
// `crestline check` for a CoH scenario (coh_checks.cpp opens with the rules
// and codes); every code is documented in docs/coh-scenario.md ("Check codes").

#include "geometry/finding.h"
#include "scenarios/board_set.h"
#include "scenarios/coh/coh_scenario.h"

#include <string>

namespace crestline::scenarios::coh {

/// Run every check; findings in a stable order (by check, then file order).
Findings checkCohScenario(const CohScenario& scenario, const BoardSet& boards, const std::string& file);

/// Whether a unit moving by `movement` may stand in hex `h`: false when a
/// whole-hex terrain type there (the catalog's default type if none) has the
/// cost "NA" in its column (leg = foot, wheel, track) of the Terrain chart
/// and no road (a link whose cost is not NA) runs through the hex [5.0.1].
/// True when the map or its catalog is not loaded.
bool canEnter(const BoardSet& boards, PlacedHex h, Movement movement);

} // namespace crestline::scenarios::coh
