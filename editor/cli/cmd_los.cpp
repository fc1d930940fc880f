// `crestline los`, `viewshed` and `matrix`: run the LOS jobs on a map
// document and print the ruling, the viewshed or what was written.

#include "editor/cli/commands.h"

#include "editor/jobs/los_jobs.h"
#include "formats/los/analysis_format.h"
#include "formats/los/ruling_format.h"

#include <iostream>

namespace crestline::cli {

int runLos(const LosArgs& args)
{
    const auto doc = jobs::MapDocument::open(args.map);
    const auto result = jobs::ruleLos(doc, {args.from, args.to, args.smoke, geometry::los::Detail::Full});
    if (!result.done()) return reportNotRun(result);
    std::cout << (args.json ? formats::rulingJson(doc.scene(), *result.ruling) : formats::rulingText(doc.scene(), *result.ruling));
    return kExitOk;
}

int runViewshed(const ViewshedArgs& args)
{
    const auto doc = jobs::MapDocument::open(args.map);
    const auto result = jobs::viewshedOf(doc, {args.from, args.smoke, 2});
    if (!result.done()) return reportNotRun(result);
    std::cout << (args.json ? formats::viewshedJson(doc.scene(), *result.view) : formats::viewshedText(doc.scene(), *result.view));
    return kExitOk;
}

int runMatrix(const MatrixArgs& args)
{
    const auto doc = jobs::MapDocument::open(args.map);
    const auto result = jobs::writeMatrix(doc, {args.out, args.threads});
    if (!result.done()) return reportNotRun(result);
    std::cout << "wrote " << args.out << ": " << result.hexes << " x " << result.hexes << " rulings (" << result.bytes << " bytes in memory)\n";
    return kExitOk;
}

} // namespace crestline::cli
