#pragma once
// What a Grand Tactical Series scenario puts in a VASSAL module (vassal_jobs_scenario.h).

#include "editor/jobs/vassal_jobs_scenario.h"

namespace crestline::jobs {

/// The source of kind "gts-scenario".
void registerGtsVassal(std::vector<VassalScenarioSource>& sources);

} // namespace crestline::jobs
