#pragma once
// Conflict of Heroes LOS, read exactly as /shared/specs/coh-los.md
// (docs/coh.md): the aid's chart [7.2, 13.0, 5.0.2, 11.2] on FF's geometry
// (centre dot to centre dot, touching counts, end hexes ignored). CoH
// terrain is whole-hex, so the steps read the scene's CohBoard
// (Scene::hexTable) and the hexes the one walk of the string touches:
// coh_steps.cpp (height, obstacles, blind hex), modifiers.cpp (smoke, wall
// on entry, height); coh_rules.cpp drives them. Play state: "smoke+1" and
// "smoke+2" markers (PlayState::markers), the attack kind (Conditions::attack).

#include "geometry/los/rules.h"

namespace crestline::geometry::los {

class CohRules final : public LosRules {
public:
    std::string_view system() const override { return "coh"; }
    /// Rule from `from` (the firer) to `to` (the target). The verdict (steps
    /// 1 to 4) is reciprocal: Clear (sees), Blocked or Blind, with the
    /// deciding hex in CohDetail::hex. A clear ruling lists its modifiers
    /// (step 5), which are not reciprocal. Throws std::invalid_argument if
    /// the scene carries no CohBoard or one for another grid.
    Ruling check(const Scene& scene, OffsetCoord from, OffsetCoord to, const PlayState& state, Detail detail) const override;
    /// Smoke +1 and +2 markers [13.0] and the attack kind [5.0.2].
    PlayStateReads reads() const override;
    /// CohDetail::hex: the blocking hex, or a blind ruling's lower obstacle hex.
    std::optional<OffsetCoord> decidingHex(const Ruling& ruling) const override
    {
        const auto* d = std::get_if<CohDetail>(&ruling.detail);
        return d ? d->hex : std::nullopt;
    }
};

} // namespace crestline::geometry::los
