#pragma once
// A Fields of Fire card map as a VASSAL module (vassal_jobs_scenario.h): the
// cards drawn as `render` lays them out, a SquareGrid whose numbering names
// every card as we do ("C3R2": Row 1 at the bottom, so the rows descend),
// the Main Staging Area (set lower than a whole row) as a Zone with a grid
// of its own naming its cards "C3R0", the Helicopter Staging Areas as Zones
// named "PZ" and "Enroute".

#include "editor/jobs/vassal_jobs_scenario.h"

namespace crestline::jobs {

/// The sources of kinds "card-map" and "fof-mission" (set by registerFofFileKinds).
KindVassal fofCardMapVassal();
KindVassal fofMissionVassal();

} // namespace crestline::jobs
