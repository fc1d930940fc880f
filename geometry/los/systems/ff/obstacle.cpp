// Fighting Formations obstacles [24.4, 24.52], as /shared/specs/ff-los.md
// step 3 reads them: the intervening string touching obstacle artwork that
// stands at or above the higher end's level blocks LOS, except where the
// string's piece in that hex runs wholly along a road corridor [24.8].
//   [24.4]  between hexes at level 0 or below;
//   [24.52] when the higher end is on a hill (an obstacle on a hill blocks
//           the same LOS that one below it would not).
// Rules emitted: [24.4] [24.52].

#include "geometry/los/systems/ff/ff_string.h"

namespace crestline::geometry::los::ff {

bool examineObstacle(const FfString& w, const HexView& h, Found& out)
{
    if (!h.candidates) return false;
    for (const HexCandidate& c : *h.candidates) {
        const Artwork& art = w.scene.artwork()[std::size_t(c.artwork)];
        if (art.role != ArtworkRole::Obstacle || art.level < w.top) continue;
        if (touch(w.scene, c, h.span) == TouchKind::None) continue;
        if (alongRoad(w, h)) return false; // [24.8] nothing of this hex's terrain counts
        record(out, w.top > 0 ? "[24.52]" : "[24.4]", c, h);
        return true;
    }
    return false;
}

std::string obstacleReason(const FfString& w, const Found& f)
{
    const Artwork& art = w.scene.artwork()[std::size_t(f.artwork)];
    return describeArtwork(w.scene, f.artwork) + " at " + levelText(art.level);
}

} // namespace crestline::geometry::los::ff
