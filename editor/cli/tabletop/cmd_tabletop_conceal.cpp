// `crestline concealed TABLE UNIT --from UNIT [--json]` on a 15 mm tabletop
// table: runs jobs::tabletopConcealment and prints the verdict (text or
// JSON) or the findings that stopped it (docs/cli-systems.md "concealed").

#include "editor/cli/commands.h"
#include "editor/cli/tabletop/cmd_tabletop.h"

#include "editor/jobs/tabletop/tabletop_conceal_jobs.h"
#include "formats/los/tabletop/tabletop_conceal_format.h"

#include <iostream>

namespace crestline::cli {

int runConcealed(const ConcealedArgs& args)
{
    const auto result = jobs::tabletopConcealment(args.table, args.unit, args.from);
    if (!result.done()) return reportNotRun(result);
    printFindings(std::cerr, result.findings);
    std::cout << (args.json ? formats::tabletopConcealJson(result.names, *result.concealment)
                            : formats::tabletopConcealText(result.names, *result.concealment));
    return kExitOk;
}

} // namespace crestline::cli
