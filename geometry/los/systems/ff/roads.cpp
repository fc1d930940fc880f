// Fighting Formations roads [24.8]: "LOS: Clear if directly along the road
// depiction; otherwise use the other terrain inside the hex." A road drawn
// as a line with a width is a corridor (maps/los_scene.cpp builds one
// rectangle per straight run). Where the string's piece in a hex lies wholly
// inside a corridor, that hex's obstacles and hindrances do not block or
// hinder it (/shared/specs/ff-los.md, Roads); crests and Smoke still apply.
// Which terrain is a road comes from the catalog (los="road"), never its id.

#include "geometry/los/systems/ff/ff_string.h"

namespace crestline::geometry::los::ff {

bool alongRoad(const FfString& w, const HexView& h)
{
    if (h.alongRoad >= 0) return h.alongRoad == 1;
    bool along = false;
    if (h.candidates)
        for (const HexCandidate& c : *h.candidates) {
            const Artwork& art = w.scene.artwork()[std::size_t(c.artwork)];
            if (art.role == ArtworkRole::RoadCorridor && spanInsideConvex(art, h.span)) {
                along = true;
                break;
            }
        }
    h.alongRoad = along ? 1 : 0;
    return along;
}

} // namespace crestline::geometry::los::ff
