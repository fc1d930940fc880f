#pragma once
// Grand Tactical Series LOS [15.4, 15.4.1-15.4.3, 16.4.2.2, 26.0, 28.0, 29.9],
// read exactly as /shared/specs/gts-los.md (docs/gts.md). One step per file
// in this folder: range.cpp, allowance.cpp, obstacles.cpp, ties.cpp;
// gts_rules.cpp walks the string once and asks them in turn. The map data
// comes from the scene's GtsBoard (Scene::hexTable), play state from
// PlayState (barrage markers, weather, night, purpose).

#include "geometry/los/rules.h"

namespace crestline::geometry::los {

class GtsRules final : public LosRules {
public:
    std::string_view system() const override { return "gts"; }
    /// Rule from `from` (the firing or spotting unit) to `to`, in that order:
    /// not reciprocal from an observation post or a strongpoint [15.4.2,
    /// 15.4.3]. Verdict Clear (sees) or Blocked (blocked or out of range;
    /// GtsDetail::outcome tells which). Throws std::invalid_argument if the
    /// scene carries no GtsBoard or one for another grid.
    Ruling check(const Scene& scene, OffsetCoord from, OffsetCoord to, const PlayState& state, Detail detail) const override;
    /// Barrage markers [16.4.2.2], weather [26.0], night [28.0], purpose fire or spot [15.4.2].
    PlayStateReads reads() const override;
    /// False when some ruling may differ by direction: a strongpoint on the
    /// board (any purpose) [15.4.3], or an observation post when spotting
    /// [15.4.2]. Otherwise A = 0 and M is the same both ways (gts-los.md:
    /// reciprocal when A = 0 and M not raised).
    bool reciprocal(const Scene& scene, const PlayState& state) const override;
};

} // namespace crestline::geometry::los
