// Fighting Formations blind hexes [24.53], as /shared/specs/ff-los.md step 4
// reads them. Only between hexes of different levels; U the upper end, D
// the lower. LOS is blind if some intervening hex O
//   - holds a piece of the string that touches obstacle artwork A standing
//     below the higher end's level, and O is an obstacle hex of A: A
//     overlaps O's hexagon with area > 0 (touching is not overlapping
//     [24.1]; a line of obstacle artwork must enter O's interior);
//   - is directly before D along the string (the string passes from O
//     straight into D's hexagon);
//   - is not below D: L(D) <= L(O).
// A piece running wholly along a road corridor in O is not blinded [24.8].
// Rule emitted: [24.53].

#include "geometry/los/systems/ff/ff_string.h"

namespace crestline::geometry::los::ff {

bool examineBlindHex(const FfString& w, const HexView& h, Found& out)
{
    if (w.equalLevels() || !h.directlyBeforeLower || !h.candidates) return false;
    if (w.lowerLevel() > w.scene.hexLevel(h.part.hex)) return false;
    for (const HexCandidate& c : *h.candidates) {
        const Artwork& art = w.scene.artwork()[std::size_t(c.artwork)];
        if (art.role != ArtworkRole::Obstacle || art.level >= w.top || !c.overlapsHex) continue;
        if (touch(w.scene, c, h.span) == TouchKind::None) continue;
        if (alongRoad(w, h)) return false;
        record(out, "[24.53]", c, h);
        return true;
    }
    return false;
}

std::string blindReason(const FfString& w, const Found& f)
{
    const Artwork& art = w.scene.artwork()[std::size_t(f.artwork)];
    const HexGrid& g = w.scene.grid();
    return describeArtwork(w.scene, f.artwork) + " at " + levelText(art.level) + " in " + g.label(f.hex) + " makes " + g.label(w.lower()) +
           " a blind hex";
}

} // namespace crestline::geometry::los::ff
