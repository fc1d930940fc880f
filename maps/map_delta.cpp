// Folding map deltas (see map_delta.h).

#include "maps/map_delta.h"

namespace crestline::maps {

void MapDelta::then(const MapDelta& later)
{
    everything = everything || later.everything;
    regions.insert(regions.end(), later.regions.begin(), later.regions.end());
    if (later.featureRemap.empty()) return;
    if (featureRemap.empty()) {
        featureRemap = later.featureRemap;
        return;
    }
    for (int& to : featureRemap)
        if (to >= 0) to = to < int(later.featureRemap.size()) ? later.featureRemap[std::size_t(to)] : -1;
}

} // namespace crestline::maps
