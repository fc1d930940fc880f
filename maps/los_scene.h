#pragma once
// Turns a map and its terrain catalog into the LOS engine's scene: level
// areas, obstacle and hindrance artwork at the level each stands on, and road
// corridors, with each hex's level at its centre dot; a whole-hex system's
// scene also carries its hex table, built by its board kind (maps/board_kind.h).

#include "geometry/los/scene.h"
#include "maps/map_analysis.h"

namespace crestline::maps {

/// Build the scene. Features with unknown terrain are left out (checkMap reports them).
geometry::los::Scene buildLosScene(const MapAnalysis& analysis);

/// Bring a scene built from `analysis` up to date after an edit, once
/// analysis.update(delta) has run: the artwork is gathered again (cheap) and
/// only pieces whose geometry changed are indexed again (Scene::update); a
/// delta of `everything` or another grid builds the scene whole. The
/// result equals buildLosScene(analysis). Returns the pieces indexed again.
int updateLosScene(geometry::los::Scene& scene, const MapAnalysis& analysis, const MapDelta& delta);

} // namespace crestline::maps
