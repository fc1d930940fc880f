// Fighting Formations crests [24.5, 24.511, 24.512, 24.513], as
// /shared/specs/ff-los.md step 2 reads them:
//   [24.512] between hexes of different levels a and b, the intervening
//            string must not touch ground of level >= top = max(a, b);
//   [24.513] between hexes of the same level, ground of level >= top + 1
//            blocks (a higher hill in between).
// A crest line (a level area's boundary) takes the higher level, so grazing
// it counts. Off the map is ground of level 0. When m <= 0 (both ends in a
// depression, or one at level 0 and one below), the string must stay inside
// depression ground all along.
// Rules emitted: [24.512] [24.513].

#include "geometry/los/systems/ff/ff_string.h"

namespace crestline::geometry::los::ff {

namespace {

const char* crestRule(const FfString& w) { return w.equalLevels() ? "[24.513]" : "[24.512]"; }

bool ground(const FfString& w, const HexView& h, Found& out)
{
    out.any = true;
    out.rule = crestRule(w);
    out.artwork = -1;
    out.hex = h.part.hex;
    out.span = h.span;
    return true;
}

} // namespace

bool examineCrest(const FfString& w, const HexView& h, Found& out)
{
    if (!h.candidates) return w.m <= 0 && ground(w, h, out); // off the map: level 0
    bool inDepression = false;
    for (const HexCandidate& c : *h.candidates) {
        const Artwork& art = w.scene.artwork()[std::size_t(c.artwork)];
        if (art.role != ArtworkRole::LevelArea) continue;
        if (art.level >= w.m && art.level > 0) {
            if (touch(w.scene, c, h.span) == TouchKind::None) continue;
            record(out, crestRule(w), c, h);
            return true;
        }
        if (w.m <= 0 && !inDepression && art.level < w.m) inDepression = touch(w.scene, c, h.span) == TouchKind::Inside;
    }
    // m <= 0: any point of this piece outside the depression is ground of level >= 0.
    return w.m <= 0 && !inDepression && ground(w, h, out);
}

std::string crestReason(const FfString& w, const Found& f)
{
    const std::string between = "between hexes at " + levelText(w.a) + (w.equalLevels() ? "" : " and " + levelText(w.b));
    if (f.artwork < 0 && !w.scene.grid().contains(f.hex)) return "the string leaves the map over ground of level 0 " + between;
    if (f.artwork < 0) return "the string meets ground of level 0 " + between;
    const Artwork& art = w.scene.artwork()[std::size_t(f.artwork)];
    return "crest of " + describeArtwork(w.scene, f.artwork) + " (" + levelText(art.level) + ") " + between;
}

} // namespace crestline::geometry::los::ff
