#pragma once
// What a Conflict of Heroes scenario puts in a VASSAL module (vassal_jobs_scenario.h).

#include "editor/jobs/vassal_jobs_scenario.h"

namespace crestline::jobs {

/// The source of kind "coh-scenario" (set by registerCohFileKinds).
KindVassal cohScenarioVassal();

} // namespace crestline::jobs
