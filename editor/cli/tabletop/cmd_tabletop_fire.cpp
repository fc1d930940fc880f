// `crestline fire TABLE FIRER TARGET [--weapon NAME] [--json]` on a 15 mm
// tabletop table (docs/cli-systems.md "fire"): runs jobs::tabletopFire and prints the
// ruling (text or JSON) or the findings that stopped it. Exit 0 whenever the
// ruling ran, whatever it says (a firer with no weapon included).

#include "editor/cli/commands.h"
#include "editor/cli/tabletop/cmd_tabletop.h"

#include "editor/jobs/tabletop/tabletop_fire_jobs.h"
#include "formats/los/tabletop/tabletop_fire_format.h"

#include <iostream>

namespace crestline::cli {

int runFire(const FireArgs& args)
{
    const auto result = jobs::tabletopFire(args.table, args.firer, args.target, args.weapon);
    if (!result.done()) return reportNotRun(result);
    printFindings(std::cerr, result.findings);
    std::cout << (args.json ? formats::tabletopFireJson(*result.ruling) : formats::tabletopFireText(*result.ruling));
    return kExitOk;
}

} // namespace crestline::cli
