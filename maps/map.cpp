#include "maps/map.h"
#include "maps/terrain_catalog.h"

namespace crestline::maps {

const Terrain* TerrainCatalog::find(std::string_view id) const
{
    for (const Terrain& t : terrains)
        if (t.id == id) return &t;
    return nullptr;
}

const Feature* Map::findFeature(std::string_view featureId) const
{
    for (const Feature& f : features)
        if (f.id == featureId) return &f;
    return nullptr;
}

} // namespace crestline::maps
