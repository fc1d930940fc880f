// Fighting Formations hindrance [23.3, 23.31, 23.32, 24.54, 24.8, 8.2, 23.33,
// 34.141], as /shared/specs/ff-los.md step 5 reads it. Start at the default 1
// [34.141]; raise it to the largest of
//   - hindrance artwork touched by the intervening string and standing at or
//     above the higher end's level [24.54] (not in a hex where the string
//     runs wholly along a road corridor [24.8]);
//   - Smoke in any hex whose hexagon the string meets, the sighter's and
//     target's included, hexsides included, whatever the levels: 5 full,
//     2 depleted [8.2, 23.33].
// Hindrances never add up: the largest applies [23.32]; of equals, the first
// met names the ruling.
// Rules emitted: [23.31] (terrain) [23.33] (Smoke).

#include "geometry/los/systems/ff/ff_string.h"

namespace crestline::geometry::los::ff {

void examineHindrance(const FfString& w, const HexView& h, Found& out)
{
    if (!h.candidates) return;
    for (const HexCandidate& c : *h.candidates) {
        const Artwork& art = w.scene.artwork()[std::size_t(c.artwork)];
        // Only a hindrance above the largest so far can change the ruling.
        if (art.role != ArtworkRole::Hindrance || art.level < w.top || art.hindrance <= std::max(out.value, 1)) continue;
        if (touch(w.scene, c, h.span) == TouchKind::None) continue;
        if (alongRoad(w, h)) return;
        record(out, "[23.31]", c, h);
        out.value = art.hindrance;
    }
}

void examineSmoke(const FfString& w, const HexPart& part, Found& out)
{
    for (const SmokeMarker& sm : w.state.smoke)
        if (sm.hex == part.hex && sm.hindrance > std::max(out.value, 1)) {
            out.any = true;
            out.rule = "[23.33]";
            out.artwork = -1;
            out.hex = part.hex;
            out.value = sm.hindrance;
        }
}

std::string hindranceReason(const FfString& w, const Found& f)
{
    const Artwork& art = w.scene.artwork()[std::size_t(f.artwork)];
    return describeArtwork(w.scene, f.artwork) + " hindrance " + std::to_string(f.value) + " at " + levelText(art.level);
}

std::string smokeReason(const FfString& w, const Found& f)
{
    return "Smoke " + std::to_string(f.value) + " in " + w.scene.grid().label(f.hex);
}

} // namespace crestline::geometry::los::ff
