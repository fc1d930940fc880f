#pragma once
// A brute-force Fighting Formations ruling: every artwork piece is tested
// against the string (its bounding box first, then every intervening piece of
// the string), with no spatial index and no early exit; the rules are applied
// afterwards. It is the baseline of the
// benchmarks and an independent cross-check of FightingFormationsRules.

#include "geometry/los/ruling.h"
#include "geometry/los/scene.h"

namespace crestline::geometry::los {

/// Verdict and hindrance only (no rule, contact or trace).
Ruling bruteForceRuling(const Scene& scene, OffsetCoord from, OffsetCoord to, const PlayState& state);

} // namespace crestline::geometry::los
