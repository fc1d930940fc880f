#pragma once
// Checks of a Conflict of Heroes map (system="coh") beyond the checks every
// map gets (maps::checkMap runs them): levels the CoH LOS board cannot hold,
// steep hexsides that disagree with the levels, and terrain the board would
// silently read as something else. docs/map-format.md, "Map checks".

#include "geometry/finding.h"
#include "maps/map.h"
#include "maps/terrain_catalog.h"

#include <string>

namespace crestline::maps {

/// coh-level-range, coh-steep-disagrees, coh-steep-undrawn,
/// coh-no-los-meaning for `map` with `catalog`, located in `file`. Terrain
/// the catalog lacks is left to checkMap (unknown-terrain).
Findings checkCohMap(const Map& map, const TerrainCatalog& catalog, const std::string& file);

} // namespace crestline::maps
