#pragma once
// Checks of a Grand Tactical Series map (system="gts") beyond the checks
// every map gets (maps::checkMap runs them): what the GTS LOS board would
// silently read as something else. docs/map-format.md, "Map checks".

#include "geometry/finding.h"
#include "maps/map.h"
#include "maps/terrain_catalog.h"

#include <string>

namespace crestline::maps {

/// gts-no-los-meaning, gts-marker-kind, gts-two-dots for `map` with
/// `catalog`, located in `file`. Terrain the catalog lacks is left to
/// checkMap (unknown-terrain).
Findings checkGtsMap(const Map& map, const TerrainCatalog& catalog, const std::string& file);

} // namespace crestline::maps
