#pragma once
// Builds the Grand Tactical Series LOS board (geometry::los::GtsBoard) of a
// gts map from its painted hex terrain, hexside features and markers, with
// each terrain's LOS entry taken from the map's catalog
// (maps/catalogs/gts.terrain.xml; docs/gts.md).

#include "geometry/los/systems/gts/gts_board.h"
#include "maps/map_analysis.h"

#include <memory>

namespace crestline::maps {

/// The marker kinds a GTS map prints in hexes and its LOS reads: an
/// observation post [15.4.2], a strongpoint [15.4.3].
inline constexpr std::string_view kObservationPost = "observation-post";
inline constexpr std::string_view kStrongpoint = "strongpoint";

/// Whether a map's LOS is ruled on a GtsBoard (system "gts").
bool usesGtsBoard(const Map& map);

/// The board of `analysis`'s map [GTS 1.2, 15.4, 15.4.1-15.4.3]. A hex blocks
/// if any terrain painted on it is `obstacle` (a hex blocks once, however
/// many blocking things it holds, 15.4.1 Q&A), else is pair terrain if any is
/// `pair`, else is clear; a hex with nothing painted takes the catalog's
/// default type. A link whose row is `obstacle` (raised road) makes every hex
/// it runs through block; other links change nothing. A hexside blocks if any feature on it is `obstacle`.
/// Markers of kind `observation-post` / `strongpoint` set those. Terrain the
/// catalog lacks, and hexes, hexsides and markers off the map, are left out
/// (checkMap reports them); `hindrance` and `road` have no GTS meaning and
/// count as clear.
std::shared_ptr<const geometry::los::GtsBoard> buildGtsBoard(const MapAnalysis& analysis);

} // namespace crestline::maps
