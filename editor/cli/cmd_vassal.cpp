// `crestline vassal MAP --out NAME.vmod [--dpi N]` on a hex map: write the
// VASSAL module (editor/jobs/vassal_jobs.h) and say which file was written.

#include "editor/cli/commands.h"
#include "editor/cli/kind_commands.h"

#include "editor/jobs/vassal_jobs.h"

#include <iostream>

namespace crestline::cli {

int runVassal(const VassalArgs& args) { return runOnFile("vassal", args.map, args); }

void registerVassalCommands(KindCommands& commands)
{
    commands.on<VassalArgs>("vassal", "hex-map", [](jobs::Document& doc, const VassalArgs& args) {
        jobs::VassalOptions options;
        options.out = args.out;
        options.dpi = args.dpi;
        const jobs::VassalResult result = jobs::writeVassalModule(*jobs::as<jobs::MapDocument>(doc), options);
        printFindings(std::cerr, result.renderWarnings);
        if (!result.done()) return reportNotRun(result);
        std::cout << "wrote " << result.written.string() << '\n';
        return kExitOk;
    });
}

} // namespace crestline::cli
