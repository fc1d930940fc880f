// `crestline los`, `viewshed` and `matrix`: run the LOS jobs on a map
// document and print the ruling, the viewshed or what was written; with
// --report / --out, also the dispute report or the viewshed picture. A
// Fields of Fire card map (the hex reader's fatal fof-card-map finding) is
// handed to the card map jobs (fof_los_jobs.h).

#include "editor/cli/commands.h"
#include "editor/cli/tabletop/cmd_tabletop.h"

#include "editor/jobs/fof/fof_los_jobs.h"
#include "editor/jobs/los_jobs.h"
#include "editor/jobs/picture_jobs.h"
#include "formats/los/analysis_format.h"
#include "formats/los/fof/fof_ruling_format.h"
#include "formats/los/ruling_format.h"

#include <iostream>

namespace crestline::cli {

namespace {

/// The FoF-only flags on a hex map are refused, naming the first one given (exit 2), as the hex play-state flags are.
bool fofFlagsRefused(const jobs::MapDocument& doc, const jobs::FofPlayText& fof)
{
    if (fof.empty() || !doc.loaded() || doc.hasErrors()) return false; // a broken map is refused by the job (exit 1)
    const char* flag = !fof.incoming.empty() ? "--incoming" : !fof.airStrike.empty() ? "--air-strike" : fof.eyeFrom ? "--eye-from" : "--eye-to";
    std::cerr << doc.file().string() << ": " << flag << ": LOS on this " << doc.map().system
              << " map reads no Fields of Fire play state; the flag is for fof card maps\n";
    return true;
}

/// Pictures of card maps are drawn by another job, not yet here: exit 2 before anything is read further.
int noCardPicture(const std::string& map, const char* flag)
{
    std::cerr << map << ": " << flag << ": pictures are not yet drawn for card maps (Fields of Fire); run without " << flag << "\n";
    return kExitBadInput;
}

int runFofLos(const LosArgs& args)
{
    if (!args.report.empty()) return noCardPicture(args.map, "--report");
    const auto doc = jobs::FofMapDocument::open(args.map);
    const auto result = jobs::ruleFofLos(doc, {args.from, args.to, args.smoke, args.play, args.fof});
    if (!result.done()) return reportNotRun(result);
    std::cout << (args.json ? formats::fofRulingJson(*doc.board(), *result.view) : formats::fofRulingText(*doc.board(), *result.view));
    return kExitOk;
}

int runFofViewshed(const ViewshedArgs& args)
{
    if (!args.out.empty()) return noCardPicture(args.map, "--out");
    const auto doc = jobs::FofMapDocument::open(args.map);
    const auto result = jobs::fofViewshedOf(doc, {args.from, args.smoke, args.play, args.fof});
    if (!result.done()) return reportNotRun(result);
    std::cout << (args.json ? formats::fofViewshedJson(*doc.board(), *result.view) : formats::fofViewshedText(*doc.board(), *result.view));
    return kExitOk;
}

int runFofMatrix(const MatrixArgs& args)
{
    const auto doc = jobs::FofMapDocument::open(args.map);
    const auto result = jobs::writeFofMatrix(doc, {args.out, args.smoke, args.play, args.fof});
    if (!result.done()) return reportNotRun(result);
    std::cout << "wrote " << args.out << ": " << result.cards << " cards, " << result.pairs << " pairs ruled, " << result.csvBytes << " bytes of CSV\n";
    return kExitOk;
}

} // namespace

int runLos(const LosArgs& args)
{
    if (isTabletopTable(args.map)) return runTabletopLos(args); // a 15 mm tabletop table, not a hex map
    const auto doc = jobs::MapDocument::open(args.map);
    if (jobs::isCardMap(doc)) return runFofLos(args);
    if (fofFlagsRefused(doc, args.fof)) return kExitBadInput;
    const jobs::LosOptions los{args.from, args.to, args.smoke, geometry::los::Detail::Full, args.play};
    if (!args.report.empty()) {
        const auto result = jobs::writeLosReport(doc, los, {args.report, args.dpi});
        if (result.ruling)
            std::cout << (args.json ? formats::rulingJson(doc.scene(), *result.ruling) : formats::rulingText(doc.scene(), *result.ruling));
        printFindings(std::cerr, result.renderWarnings);
        if (!result.done()) return reportNotRun(result);
        (args.json ? std::cerr : std::cout) << "wrote " << result.written.string() << '\n';
        return kExitOk;
    }
    const auto result = jobs::ruleLos(doc, los);
    if (!result.done()) return reportNotRun(result);
    std::cout << (args.json ? formats::rulingJson(doc.scene(), *result.ruling) : formats::rulingText(doc.scene(), *result.ruling));
    return kExitOk;
}

int runViewshed(const ViewshedArgs& args)
{
    const auto doc = jobs::MapDocument::open(args.map);
    if (jobs::isCardMap(doc)) return runFofViewshed(args);
    if (fofFlagsRefused(doc, args.fof)) return kExitBadInput;
    const jobs::ViewshedOptions options{args.from, args.smoke, 2, true, args.play};
    if (!args.out.empty()) return reportPicture(jobs::writeViewshedPicture(doc, options, {args.out, args.dpi}));
    const auto result = jobs::viewshedOf(doc, options);
    if (!result.done()) return reportNotRun(result);
    std::cout << (args.json ? formats::viewshedJson(doc.scene(), *result.view) : formats::viewshedText(doc.scene(), *result.view));
    return kExitOk;
}

int runMatrix(const MatrixArgs& args)
{
    const auto doc = jobs::MapDocument::open(args.map);
    if (jobs::isCardMap(doc)) return runFofMatrix(args);
    if (fofFlagsRefused(doc, args.fof)) return kExitBadInput;
    const auto result = jobs::writeMatrix(doc, {args.out, args.threads, args.smoke, args.play});
    if (!result.done()) return reportNotRun(result);
    std::cout << "wrote " << args.out << ": " << result.hexes << " hexes, " << result.pairs << (result.full ? " ordered pairs ruled (not reciprocal: both directions), " : " pairs ruled, ")
              << result.csvBytes << " bytes of CSV\n";
    return kExitOk;
}

} // namespace crestline::cli
