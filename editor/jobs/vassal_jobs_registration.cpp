// The one place naming the systems whose scenarios make VASSAL modules
// (vassal_jobs_scenario.h); each system's source is in its own folder.

#include "editor/jobs/vassal_jobs_scenario.h"

#include "editor/jobs/coh/coh_vassal.h"
#include "editor/jobs/ff/ff_vassal.h"
#include "editor/jobs/fof/fof_vassal.h"
#include "editor/jobs/gts/gts_vassal.h"
#include "editor/jobs/tabletop/tabletop_vassal.h"

namespace crestline::jobs {

void registerVassalScenarioSources(std::vector<VassalScenarioSource>& sources)
{
    registerFfVassal(sources);
    registerGtsVassal(sources);
    registerCohVassal(sources);
    registerFofVassal(sources);
    registerTabletopVassal(sources);
}

} // namespace crestline::jobs
