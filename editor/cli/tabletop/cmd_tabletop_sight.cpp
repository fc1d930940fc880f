// `crestline viewshed`, `matrix` and `coverage` on a 15 mm tabletop table
// (kind "table", docs/cli-systems.md "Tabletop tables"): one team's verdict on every
// other team (text, JSON or a picture), every pair's verdict as CSV, and the
// coverage picture. They run on the table document opened once.

#include "editor/cli/tabletop/cmd_tabletop.h"

#include "editor/cli/kind_commands.h"
#include "editor/jobs/tabletop/tabletop_picture_jobs.h"
#include "editor/jobs/tabletop/tabletop_sight_jobs.h"
#include "formats/los/tabletop/tabletop_sight_format.h"

#include <iostream>

namespace crestline::cli {

/// The first play-state flag given (hex maps' and card maps'), or nullptr: a table reads none (its smoke is in the file).
static const char* playFlag(const std::vector<std::string>& smoke, const jobs::PlayText& play)
{
    if (!smoke.empty()) return "--smoke";
    if (!play.barrage.empty()) return "--barrage";
    if (!play.weather.empty()) return "--weather";
    if (play.night) return "--night";
    if (!play.purpose.empty()) return "--purpose";
    if (!play.attack.empty()) return "--attack";
    if (!play.incoming.empty()) return "--incoming";
    if (!play.airStrike.empty()) return "--air-strike";
    if (play.eyeFrom) return "--eye-from";
    if (play.eyeTo) return "--eye-to";
    return nullptr;
}

/// Refuses a play-state flag on a table, naming it; true when refused (exit 2).
bool tablePlayRefused(const std::string& file, const char* command, const std::vector<std::string>& smoke, const jobs::PlayText& play)
{
    const char* flag = playFlag(smoke, play);
    if (!flag) return false;
    std::cerr << file << ": " << flag << " is for hex and card maps; `crestline " << command
              << "` on a tabletop table reads no play state (its smoke templates are in the table file)\n";
    return true;
}

namespace {

int tableViewshed(jobs::Document& doc, const ViewshedArgs& args)
{
    if (tablePlayRefused(doc.file().string(), "viewshed", args.smoke, args.play)) return kExitBadInput;
    const auto& table = *jobs::as<jobs::TableDocument>(doc);
    if (!args.out.empty()) {
        const auto result = jobs::writeTabletopViewshedPicture(table, doc.file(), args.from, {args.out, args.dpi});
        if (result.done()) printFindings(std::cerr, result.findings);
        return reportPicture(result);
    }
    const auto result = jobs::tabletopViewshed(table, doc.file(), args.from);
    if (!result.done()) return reportNotRun(result);
    printFindings(std::cerr, result.findings);
    std::cout << (args.json ? formats::tabletopViewshedJson(*result.view) : formats::tabletopViewshedText(*result.view));
    return kExitOk;
}

int tableMatrix(jobs::Document& doc, const MatrixArgs& args)
{
    if (tablePlayRefused(doc.file().string(), "matrix", args.smoke, args.play)) return kExitBadInput;
    const auto result = jobs::writeTabletopMatrix(*jobs::as<jobs::TableDocument>(doc), doc.file(), args.out, args.threads);
    if (!result.done()) return reportNotRun(result);
    printFindings(std::cerr, result.findings);
    const std::size_t n = result.pairs->size();
    const std::size_t pairs = n * (n - (n > 0 ? 1 : 0)) / 2;
    std::cout << "wrote " << args.out << ": " << n << (n == 1 ? " team, " : " teams, ") << pairs << (pairs == 1 ? " pair" : " pairs") << " ruled, " << result.csvBytes
              << " bytes of CSV\n";
    return kExitOk;
}

int tableCoverage(jobs::Document& doc, const CoverageArgs& args)
{
    if (!args.scenario.empty() || !args.side.empty()) {
        std::cerr << doc.file().string() << ": a tabletop table takes no --scenario or --side (its forces are in the table file)\n";
        return kExitBadInput;
    }
    const auto result = jobs::writeTabletopCoveragePicture(*jobs::as<jobs::TableDocument>(doc), doc.file(), {args.out, args.dpi}, args.threads);
    if (result.done()) printFindings(std::cerr, result.findings);
    return reportPicture(result);
}

} // namespace

void registerTabletopSightCommands(KindCommands& commands)
{
    commands.on<ViewshedArgs>("viewshed", "table", tableViewshed);
    commands.on<MatrixArgs>("matrix", "table", tableMatrix);
    commands.on<CoverageArgs>("coverage", "table", tableCoverage);
}

} // namespace crestline::cli
