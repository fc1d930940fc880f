// `crestline vassal MAP|SCENARIO --out NAME.vmod [--dpi N]` on a hex map or
// a scenario of a kind with a VASSAL source (editor/jobs/vassal_jobs_scenario.h):
// write the VASSAL module and say which file was written.

#include "editor/cli/commands.h"
#include "editor/cli/kind_commands.h"

#include "editor/jobs/vassal_jobs.h"
#include "editor/jobs/vassal_jobs_scenario.h"

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
    for (const jobs::VassalScenarioSource& source : jobs::vassalScenarioSources())
        commands.on<VassalArgs>("vassal", source.kind, [](jobs::Document& doc, const VassalArgs& args) {
            jobs::VassalOptions options;
            options.out = args.out;
            options.dpi = args.dpi;
            const jobs::VassalScenarioResult result = jobs::writeVassalScenarioModule(doc, options);
            printFindings(std::cerr, result.renderWarnings);
            if (!result.done()) return reportNotRun(result);
            std::cout << "wrote " << result.written.string() << '\n';
            return kExitOk;
        });
}

} // namespace crestline::cli
