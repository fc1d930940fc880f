#pragma once
// A tabletop table as a VASSAL module (vassal_jobs_scenario.h): one board
// without a grid, the table drawn to scale by the table renderer at a whole
// number of pixels per inch of table, and a LOS thread measuring in inches.

#include "editor/jobs/vassal_jobs_scenario.h"

namespace crestline::jobs {

/// The source of kind "table" (set by registerTabletopFileKinds).
KindVassal tabletopTableVassal();

} // namespace crestline::jobs
