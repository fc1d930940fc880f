#pragma once
// The GTS kinds of file (file_kinds.h): gts-scenario (GtsScenarioDocument).

#include "editor/jobs/file_kinds.h"

namespace crestline::jobs {

void registerGtsFileKinds(FileKindRegistry& registry);

} // namespace crestline::jobs
