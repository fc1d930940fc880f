// Fighting Formations LOS within one hex [23.1, 23.33, 34.2], as
// /shared/specs/ff-los.md step 1 reads it: a unit always sees its own hex;
// terrain never hinders within the hex, but Smoke does ("within its hex"
// [23.33]; a melee in a Smoke hex takes its hindrance [34.2]): 5 full,
// 2 depleted, the largest if several.
// Rules emitted: [23.1] (clear, hindrance 1) [23.33] (hindered by Smoke).

#include "geometry/los/systems/ff/ff_string.h"

#include <algorithm>

namespace crestline::geometry::los::ff {

void sameHex(const Scene& scene, const PlayState& state, OffsetCoord hex, Ruling& r, bool explain)
{
    int smoke = 1;
    for (const SmokeMarker& sm : state.smoke)
        if (sm.hex == hex) smoke = std::max(smoke, sm.hindrance);
    r.contactHex = hex;
    if (smoke > 1) {
        r.verdict = Verdict::Hindered;
        r.hindrance = smoke;
        r.rule = "[23.33]";
        if (explain) r.reason = "Smoke " + std::to_string(smoke) + " in " + scene.grid().label(hex) + ", the hex sighter and target share";
        return;
    }
    r.verdict = Verdict::Clear;
    r.hindrance = 1;
    r.rule = "[23.1]";
    if (explain) r.reason = "same hex";
}

} // namespace crestline::geometry::los::ff
