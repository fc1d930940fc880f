#pragma once
// The Conflict of Heroes kinds of file (file_kinds.h): coh-scenario
// (CohScenarioDocument with its maps), hidden set-ups (<hidden-setup
// system="coh">) and positions (<position system="coh">) as their readers'
// results.

#include "editor/jobs/file_kinds.h"
#include "formats/scenario/coh/coh_position.h"
#include "scenarios/coh/coh_hidden_setup.h"

namespace crestline::jobs {

using CohHiddenSetupDocument = ReadDocument<scenarios::coh::HiddenSetup>;
using CohPositionDocument = ReadDocument<formats::Position>;

void registerCohFileKinds(FileKindRegistry& registry);

} // namespace crestline::jobs
