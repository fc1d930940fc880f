#pragma once
// Builds the Conflict of Heroes LOS board (geometry::los::CohBoard) of a coh
// map from its painted hex terrain (with each hex's level) and its hexside
// features, with each terrain's chart entries taken from the map's catalog
// (maps/catalogs/coh.terrain.xml; docs/map-format.md).

#include "geometry/los/systems/coh/coh_board.h"
#include "maps/map_analysis.h"

#include <memory>

namespace crestline::maps {

/// Whether a map's LOS is ruled on a CohBoard (system "coh").
bool usesCohBoard(const Map& map);

/// Whether a catalog row is the CoH wall [5.0.2]: a hexside feature that is
/// cover terrain (chart: Walls, Cover Terrain Y). Data, not an id.
bool isCohWall(const Terrain& t);
/// Whether a catalog row is the CoH steep hexside (chart: Hills (Steep)): a
/// feature with rise 2.
bool isCohSteep(const Terrain& t);

/// The board of `analysis`'s map (coh-los.md, "What the map and scenario
/// files must hold"). Each hex takes the type row painted on it (the one
/// nearest the top of the chart if several), else the catalog's default
/// type: its id, blocks (los="obstacle": chart "Blocks LOS? Y") and cover
/// (cover-terrain="true"); its level is the highest `level` stated on any
/// of its <terrain>, 0 if none (chart: Hills). A hexside feature whose row
/// isWall is a wall on that side. Terrain the catalog lacks, feature and
/// marker rows painted on a hex, hexes and hexsides off the map, and levels
/// outside 0..2 are left out (checkMap reports them: coh-level-range,
/// coh-terrain-meaningless). Roads change nothing for LOS (chart: N).
std::shared_ptr<const geometry::los::CohBoard> buildCohBoard(const MapAnalysis& analysis);

} // namespace crestline::maps
