#pragma once
// Explained rulings: the deciding rule in plain words, the exact contact
// point, and the per-hex trace of everything the string met. Only the
// explained level of detail calls these; the decision is already made by
// the rule steps and is never revisited here.

#include "geometry/los/systems/ff/ff_string.h"

#include <vector>

namespace crestline::geometry::los::ff {

/// Reason, contact and trace of a ruling decided from `o`; `parts` are the
/// hexes met in walk order.
void explainRuling(const FfString& w, const Outcome& o, const std::vector<HexPart>& parts, Ruling& r);
/// The one-hex trace of a ruling within a hex.
void explainSameHex(const Scene& scene, const PlayState& state, Ruling& r);

} // namespace crestline::geometry::los::ff
