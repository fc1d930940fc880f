#pragma once
// Helpers for the GTS scenario tests: the base fixture on the 6 x 6 test
// board (tests/scenarios/data/gts), loaded with entry hexes added in code
// (the map format does not read them yet): A6 marked "30" and "3A", F1 and
// F6 marked "12VG".

#include "formats/scenario/gts/gts_scenario_format.h"

#include <string>

namespace crestline::test {

/// Text of tests/scenarios/data/gts/NAME.
std::string gtsText(const std::string& name);
/// Read GTS scenario text (REQUIREs no reading error), its maps from the gts
/// data folder, entry hexes added as above.
formats::LoadedGtsScenario loadGts(const std::string& text);
/// The GTS checks' findings for scenario text loaded by loadGts.
Findings gtsFindings(const std::string& text);

} // namespace crestline::test
