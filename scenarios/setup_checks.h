#pragma once
// Checks of one player's Sighting setup against its scenario: the markers are
// the ones allotted [6.1] with the contents allotted [6.4], set up where the
// side's forces set up [6.1], each "Hidden" marker with pieces under its
// Hiding marker [6.51, 6.52], no harmful fortification on friendly units
// [6.4b]. The owner's marker ids never reach the opponent (sealing gives the
// opponent's file public ids of its own), so they may name what they hide.

#include "geometry/finding.h"
#include "scenarios/board_set.h"
#include "scenarios/scenario.h"
#include "scenarios/sighting_setup.h"

#include <string>

namespace crestline::scenarios {

/// Check an owner's setup (sealed or not). Findings are located in `setupFile`.
/// Codes: setup-scenario-mismatch, unknown-side, setup-no-allotment,
/// duplicate-id, setup-marker-count, setup-contents-mismatch,
/// setup-hex-outside-area, hiding-empty, setup-hiding-mismatch, unknown-unit,
/// hiding-exceeds-forces, harmful-fortification-on-friendly-units (plus
/// bad-hex, hex-off-map, ambiguous-hex, unknown-map).
Findings checkSetup(const SightingSetup& setup, const Scenario& scenario, const BoardSet& boards, const std::string& setupFile);

/// Check an opponent's file against the scenario: known side, marker count,
/// hexes on the map and inside the side's setup area.
Findings checkOpponentSetup(const SightingSetup& setup, const Scenario& scenario, const BoardSet& boards, const std::string& setupFile);

} // namespace crestline::scenarios
