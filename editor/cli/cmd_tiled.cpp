// `crestline tiled` (a hex map to a Tiled hexagonal map) and `import-tiled`
// (a Tiled hexagonal map to a crestline map): run the Tiled jobs and say
// what was written.

#include "editor/cli/cmd_tiled.h"

#include "editor/cli/commands.h"
#include "editor/cli/kind_commands.h"
#include "editor/jobs/tiled_jobs.h"

#include <iostream>

namespace crestline::cli {

namespace {

int report(const jobs::TiledResult& result)
{
    if (!result.done()) return reportNotRun(result);
    printFindings(std::cerr, result.findings);
    for (const std::filesystem::path& p : result.written) std::cout << "wrote " << p.string() << '\n';
    if (!result.summary.empty()) std::cout << result.summary << '\n';
    return kExitOk;
}

} // namespace

int runTiled(const TiledArgs& args) { return runOnFile("tiled", args.map, args); }

int runImportTiled(const ImportTiledArgs& args) { return report(jobs::importTiled(args.tmx, args.out)); }

void registerTiledCommands(KindCommands& commands)
{
    commands.on<TiledArgs>("tiled", "hex-map", [](jobs::Document& doc, const TiledArgs& args) {
        return report(jobs::exportTiled(*jobs::as<jobs::MapDocument>(doc), args.out));
    });
}

} // namespace crestline::cli
