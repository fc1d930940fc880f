#pragma once
// What a Fighting Formations scenario puts in a VASSAL module (vassal_jobs_scenario.h).

#include "editor/jobs/vassal_jobs_scenario.h"

namespace crestline::jobs {

/// The source of kind "scenario" (FF's scenarios, and any system no other kind claims), set by registerCommonFileKinds.
KindVassal ffScenarioVassal();

} // namespace crestline::jobs
