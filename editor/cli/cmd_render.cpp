// `crestline render`, `coverage` and `sheet`: run the picture jobs on a map
// or scenario document and say which file was written. A Fields of Fire
// card map or mission goes to the FoF jobs, a 15 mm tabletop table to the
// tabletop picture job (cmd_tabletop.cpp); both sniffed by their root. (`los --report` and
// `viewshed --out` are in cmd_los.cpp.)

#include "editor/cli/commands.h"

#include "editor/cli/tabletop/cmd_tabletop.h"

#include "editor/jobs/coh/coh_scenario_jobs.h"
#include "editor/jobs/gts/gts_scenario_jobs.h"
#include "editor/jobs/picture_jobs.h"

#include <iostream>
#include <optional>

namespace crestline::cli {

int reportPicture(const jobs::PictureResult& result)
{
    printFindings(std::cerr, result.renderWarnings);
    if (!result.done()) return reportNotRun(result);
    std::cout << "wrote " << result.written.string() << '\n';
    return kExitOk;
}

namespace {

/// `render` on a Fields of Fire card map: no hexes to pick, an optional mission's marks.
int runFofRender(const RenderArgs& args)
{
    if (!args.hexes.empty()) {
        std::cerr << args.map << ": a Fields of Fire card map has no hexes (--hexes " << args.hexes << ")\n";
        return kExitBadInput;
    }
    jobs::FofMapPictureOptions options;
    options.out = args.out;
    options.dpi = args.dpi;
    options.mission = args.scenario;
    return reportPicture(jobs::writeFofMapPicture(args.map, options));
}

} // namespace

int runRender(const RenderArgs& args)
{
    if (isTabletopTable(args.map)) return runTabletopRender(args);
    if (jobs::isFofCardMapFile(args.map)) return runFofRender(args);
    const auto doc = jobs::MapDocument::open(args.map);
    std::optional<jobs::ScenarioDocument> scenario;
    if (!args.scenario.empty()) scenario.emplace(jobs::ScenarioDocument::open(args.scenario));
    jobs::MapPictureOptions options;
    options.out = args.out;
    options.dpi = args.dpi;
    options.hexes = args.hexes;
    options.scenario = scenario ? &*scenario : nullptr;
    return reportPicture(jobs::writeMapPicture(doc, options));
}

int runCoverage(const CoverageArgs& args)
{
    const auto doc = jobs::MapDocument::open(args.map);
    std::optional<jobs::ScenarioDocument> scenario;
    if (!args.scenario.empty()) scenario.emplace(jobs::ScenarioDocument::open(args.scenario));
    jobs::CoverageOptions options;
    options.out = args.out;
    options.dpi = args.dpi;
    options.scenario = scenario ? &*scenario : nullptr;
    options.side = args.side;
    options.threads = args.threads;
    return reportPicture(jobs::writeCoveragePicture(doc, options));
}

int runSheet(const SheetArgs& args)
{
    if (jobs::isFofMissionFile(args.scenario))
        return reportPicture(jobs::writeFofMissionSheet(std::filesystem::path(args.scenario), {args.out, args.paper, args.side, args.setup}));
    if (jobs::isGtsScenarioFile(args.scenario))
        return reportPicture(jobs::writeGtsSetupSheet(jobs::GtsScenarioDocument::open(args.scenario), {args.out, args.paper, args.side, args.setup}));
    if (jobs::isCohScenarioFile(args.scenario))
        return reportPicture(jobs::writeCohSetupSheet(jobs::CohScenarioDocument::open(args.scenario), {args.out, args.paper, args.side, args.setup}));
    const auto doc = jobs::ScenarioDocument::open(args.scenario);
    return reportPicture(jobs::writeSetupSheet(doc, {args.out, args.paper, args.side, args.setup}));
}

} // namespace crestline::cli
