// `crestline template TABLE UNIT X,Y [--smoke] [--json] [--save]` on a 15 mm
// tabletop table: runs jobs::placeTabletopTemplate and prints the placed
// square, the teams under a barrage and each firing team's barrage-over-
// obstacle verdict (docs/cli-systems.md "template"), or the findings that stopped it.

#include "editor/cli/commands.h"
#include "editor/cli/tabletop/cmd_tabletop.h"

#include "editor/jobs/tabletop/tabletop_template_jobs.h"
#include "formats/los/tabletop/tabletop_template_format.h"

#include <iostream>

namespace crestline::cli {

int runTemplate(const TemplateArgs& args)
{
    jobs::TemplateRequest request;
    request.unit = args.unit;
    request.aim = args.aim;
    request.kind = args.smoke ? geometry::los::tabletop::TemplateKind::Smoke : geometry::los::tabletop::TemplateKind::Barrage;
    request.save = args.save;
    const auto result = jobs::placeTabletopTemplate(args.table, request);
    if (!result.done()) return reportNotRun(result);
    printFindings(std::cerr, result.findings);
    std::cout << (args.json ? formats::templatePlacementJson(*result.placement) : formats::templatePlacementText(*result.placement));
    return kExitOk;
}

} // namespace crestline::cli
