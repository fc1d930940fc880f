#pragma once
// Explained rulings: the deciding rule in plain words, the exact contact
// point and where it lies in hex terms, the per-hex trace of everything the
// string met (with why what it touched does not count), the nearest misses
// and where the string leaves the upper level. Only the
// explained level of detail calls these; the decision is already made by
// the rule steps and is never revisited here.

#include "geometry/los/systems/ff/ff_string.h"

#include <optional>
#include <vector>

namespace crestline::geometry::los::ff {

/// Reason, contact and trace of a ruling decided from `o`; `parts` are the
/// hexes met in walk order.
void explainRuling(const FfString& w, const Outcome& o, const std::vector<HexPart>& parts, Ruling& r);
/// near_miss.cpp: artwork that would have counted but misses the string,
/// closest first (at most three); `deciding` is left out.
std::vector<NearMiss> nearMisses(const FfString& w, const std::vector<HexPart>& parts, int deciding);
/// crest_exit.cpp [24.512]: between different levels, where the string first
/// leaves ground of the upper end's level; none between equal levels.
std::optional<FfDetail::CrestExit> crestExit(const FfString& w, const std::vector<HexPart>& parts);
/// The one-hex trace of a ruling within a hex.
void explainSameHex(const Scene& scene, const PlayState& state, Ruling& r);

} // namespace crestline::geometry::los::ff
