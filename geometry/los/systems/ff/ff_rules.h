#pragma once
// Fighting Formations LOS [23.1-23.33, 24.4-24.54, 24.8, 8.2], read exactly
// as /shared/specs/ff-los.md (docs/los.md). One rule per file in this folder:
// same_hex.cpp, crest.cpp, obstacle.cpp, blind_hex.cpp, hindrance.cpp,
// roads.cpp; ff_rules.cpp walks the string once and asks them in turn.

#include "geometry/los/rules.h"

namespace crestline::geometry::los {

class FightingFormationsRules final : public LosRules {
public:
    std::string_view system() const override { return "ff"; }
    Ruling check(const Scene& scene, OffsetCoord from, OffsetCoord to, const PlayState& state, Detail detail) const override;
    /// Smoke markers only [8.2, 23.33]; no weather, night or purpose. LOS is reciprocal [23.1] (the default).
    PlayStateReads reads() const override { return {true, {}, false, false, {}}; }
    /// Crests of level m or higher [24.512, 24.513] and obstacles at or above
    /// the higher end's level [24.4, 24.52] block on contact (obstacles a
    /// road runs through excepted, see Scene).
    BlockingLevels blockingLevels(int fromLevel, int toLevel) const override;
};

} // namespace crestline::geometry::los
