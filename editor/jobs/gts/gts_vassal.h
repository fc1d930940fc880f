#pragma once
// What a Grand Tactical Series scenario puts in a VASSAL module (vassal_jobs_scenario.h).

#include "editor/jobs/vassal_jobs_scenario.h"

namespace crestline::jobs {

/// The source of kind "gts-scenario" (set by registerGtsFileKinds).
KindVassal gtsScenarioVassal();

} // namespace crestline::jobs
