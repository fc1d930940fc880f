// `crestline los` and `render` on a 15 mm tabletop table: runs
// jobs::tabletopLos and prints the ruling (text or JSON) or the findings that
// stopped it; with --report also draws it (jobs::writeTabletopLosReport).

#include "editor/cli/tabletop/cmd_tabletop.h"

#include "editor/jobs/tabletop/tabletop_jobs.h"
#include "editor/jobs/tabletop/tabletop_picture_jobs.h"
#include "formats/los/tabletop/tabletop_ruling_format.h"
#include "formats/common/atomic_file.h"
#include "formats/table/tabletop/tabletop_format.h"

#include <pugixml.hpp>

#include <iostream>

namespace crestline::cli {

bool isTabletopTable(const std::string& file)
{
    // Through readWholeFile: a FIFO, a device or a huge file is refused here
    // as the map reader refuses it (then reported by the hex path), never waited on.
    const auto text = formats::readWholeFile(file);
    if (!text) return false;
    pugi::xml_document doc;
    if (!doc.load_buffer(text->data(), text->size())) return false;
    return formats::isTableRoot(doc.document_element().name());
}

int runTabletopLos(const LosArgs& args)
{
    // Hex options mean nothing on a table: refused, not silently ignored.
    if (!args.smoke.empty()) {
        std::cerr << "--smoke is for hex maps; " << args.map << " is a tabletop table\n";
        return kExitBadInput;
    }
    if (!args.report.empty()) {
        const auto result = jobs::writeTabletopLosReport(args.map, args.from, args.to, {args.report, args.dpi});
        if (result.los.ruling)
            std::cout << (args.json ? formats::tabletopRulingJson(args.from, args.to, *result.los.ruling)
                                    : formats::tabletopRulingText(args.from, args.to, *result.los.ruling));
        printFindings(std::cerr, result.renderWarnings);
        if (!result.done()) return reportNotRun(result);
        printFindings(std::cerr, result.findings);
        (args.json ? std::cerr : std::cout) << "wrote " << result.written.string() << '\n';
        return kExitOk;
    }
    const auto result = jobs::tabletopLos(args.map, args.from, args.to);
    if (!result.done()) return reportNotRun(result);
    printFindings(std::cerr, result.findings);
    std::cout << (args.json ? formats::tabletopRulingJson(args.from, args.to, *result.ruling)
                            : formats::tabletopRulingText(args.from, args.to, *result.ruling));
    return kExitOk;
}

int runTabletopRender(const RenderArgs& args)
{
    if (!args.hexes.empty() || !args.scenario.empty()) {
        std::cerr << args.map << ": a tabletop table has no " << (args.hexes.empty() ? "--scenario (its forces are in the table file)" : "hexes (--hexes " + args.hexes + ")") << '\n';
        return kExitBadInput;
    }
    return reportPicture(jobs::writeTabletopPicture(args.map, {args.out, args.dpi}));
}

} // namespace crestline::cli
