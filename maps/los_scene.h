#pragma once
// Turns a map and its terrain catalog into the LOS engine's scene: level
// areas, obstacle and hindrance artwork at the level each stands on, and road
// corridors, with each hex's level at its centre dot.

#include "geometry/los/scene.h"
#include "maps/map_analysis.h"

namespace crestline::maps {

/// Build the scene. Features with unknown terrain are left out (checkMap reports them).
geometry::los::Scene buildLosScene(const MapAnalysis& analysis);

} // namespace crestline::maps
