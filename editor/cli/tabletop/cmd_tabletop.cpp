// `crestline info`, `los` and `render` on a 15 mm tabletop table (kind
// "table", <table>): info says what the table holds; los runs
// jobs::tabletopLos and prints the ruling (text or JSON) or the findings that
// stopped it; with --report also draws it (jobs::writeTabletopLosReport).
// The tabletop jobs read the table from its file again (they take a path).

#include "editor/cli/tabletop/cmd_tabletop.h"

#include "editor/jobs/tabletop/tabletop_jobs.h"
#include "editor/jobs/tabletop/tabletop_picture_jobs.h"
#include "formats/los/tabletop/tabletop_ruling_format.h"
#include "editor/cli/kind_commands.h"
#include "editor/jobs/tabletop/tabletop_kinds.h"
#include "formats/table/tabletop/tabletop_format.h"

#include <iostream>

namespace crestline::cli {

int runTabletopLos(const LosArgs& args)
{
    // Hex and card maps' play state means nothing on a table: refused, not silently ignored.
    if (tablePlayRefused(args.map, "los", args.smoke, args.play)) return kExitBadInput;
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

void addTabletopOwnCommands(KindCommands& commands); // cmd_tabletop_own.cpp

void registerTabletopCommands(KindCommands& commands)
{
    addTabletopOwnCommands(commands);
    commands.on<InfoArgs>("info", "table", [](jobs::Document& file, const InfoArgs&) {
        const auto* doc = jobs::as<jobs::TableDocument>(file);
        if (!doc->loaded()) return checkFindings(file);
        const maps::TabletopGame& g = *doc->value;
        std::cout << g.name << " (" << g.id << "), tabletop table, system tabletop\n";
        std::cout << "size: " << formats::formatInches(g.width) << " by " << formats::formatInches(g.depth) << " inches; pieces: " << g.pieces.size()
                  << "; smoke templates: " << g.templates.size() << "; objectives: " << g.objectives.size() << "\n";
        for (const maps::TableSide& side : g.sides) {
            std::size_t teams = 0;
            for (const maps::TableUnit& u : side.units) teams += u.teams.size();
            std::cout << "side " << side.id << " (" << side.name << "): " << side.units.size() << " units, " << teams << " teams\n";
        }
        return infoFindings(doc->findings());
    });
    commands.on<LosArgs>("los", "table", [](jobs::Document& doc, const LosArgs& args) {
        LosArgs onFile = args;
        onFile.map = doc.file().string();
        return runTabletopLos(onFile);
    });
    commands.on<RenderArgs>("render", "table", [](jobs::Document& doc, const RenderArgs& args) {
        RenderArgs onFile = args;
        onFile.map = doc.file().string();
        return runTabletopRender(onFile);
    });
    registerTabletopSightCommands(commands);
}

} // namespace crestline::cli
