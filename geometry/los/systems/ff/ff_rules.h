#pragma once
// Fighting Formations LOS [23.1-23.33, 24.4-24.54, 24.8, 8.2], read exactly
// as /shared/specs/ff-los.md (docs/los.md). One rule per file in this folder:
// same_hex.cpp, crest.cpp, obstacle.cpp, blind_hex.cpp, hindrance.cpp,
// roads.cpp; ff_rules.cpp walks the string once and asks them in turn.

#include "geometry/los/rules.h"
#include "geometry/los/sweep_settling.h"

namespace crestline::geometry::los {

class FightingFormationsRules final : public LosRules, public SweepSettling {
public:
    std::string_view system() const override { return "ff"; }
    Ruling check(const Scene& scene, OffsetCoord from, OffsetCoord to, const PlayState& state, Detail detail) const override;
    /// Smoke markers only [8.2, 23.33]; no weather, night or purpose. LOS is reciprocal [23.1] (the default).
    PlayStateReads reads() const override { return {true, {}, false, false, {}}; }
    /// Crests of level m or higher [24.512, 24.513] and obstacles at or above
    /// the higher end's level [24.4, 24.52] block on contact (obstacles a
    /// road runs through excepted, see Scene).
    BlockingLevels blockingLevels(int fromLevel, int toLevel) const override;
    /// Crests of level m >= 1, obstacles at or above the higher end (any
    /// level when the ends differ, but those below the higher end only near
    /// the lower end: blind hexes [24.53]) and hindrances at or above the
    /// higher end [24.54]; nothing when m <= 0 (the string must stay inside
    /// a depression) or Smoke lies on the map.
    std::optional<SweepLevels> sweepLevels(int fromLevel, int toLevel, const PlayState& state) const override;
};

} // namespace crestline::geometry::los
