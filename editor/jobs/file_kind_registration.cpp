// The one place that names the rule systems' kinds of file (file_kinds.h):
// the shared kinds first, then each system's from its own folder.

#include "editor/jobs/file_kinds.h"

#include "editor/jobs/coh/coh_kinds.h"
#include "editor/jobs/fof/fof_kinds.h"
#include "editor/jobs/gts/gts_kinds.h"
#include "editor/jobs/tabletop/tabletop_kinds.h"

namespace crestline::jobs {

void registerFileKinds(FileKindRegistry& registry)
{
    registerCommonFileKinds(registry);
    registerFofFileKinds(registry);
    registerGtsFileKinds(registry);
    registerCohFileKinds(registry);
    registerTabletopFileKinds(registry);
}

} // namespace crestline::jobs
