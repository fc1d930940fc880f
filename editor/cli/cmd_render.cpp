// `crestline render`, `coverage` and `sheet` on a hex map or a scenario:
// run the picture jobs on the document and say which file was written.
// Other kinds (card maps, missions, tables, GTS and CoH scenarios) register
// their own (kind_commands.h). (`los --report` and `viewshed --out` are in
// cmd_los.cpp.)

#include "editor/cli/commands.h"
#include "editor/cli/kind_commands.h"

#include "editor/jobs/picture_jobs.h"
#include "editor/jobs/progress_meter.h"

#include <iostream>
#include <memory>
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

/// The --scenario of a hex map picture, opened as its kind; exit 2 (and
/// nullptr) when it cannot be read or is not a scenario of the hex map kinds' (kind "scenario").
std::unique_ptr<jobs::Document> overlayScenario(const std::string& command, const std::string& file, int& exit)
{
    jobs::OpenedDocument opened = jobs::openDocument(file);
    if (!opened.document) {
        exit = reportNotRun(opened);
        return nullptr;
    }
    if (!jobs::as<jobs::ScenarioDocument>(*opened.document)) {
        std::cerr << file << ": `crestline " << command << " --scenario` on a hex map takes a " << jobs::fileKinds().byId("scenario")->describe()
                  << ", not a " << opened.kind->describe() << "\n";
        exit = kExitBadInput;
        return nullptr;
    }
    return std::move(opened.document);
}

int hexRender(const jobs::MapDocument& doc, const RenderArgs& args)
{
    std::unique_ptr<jobs::Document> scenario;
    if (!args.scenario.empty()) {
        int exit = kExitOk;
        scenario = overlayScenario("render", args.scenario, exit);
        if (!scenario) return exit;
    }
    jobs::MapPictureOptions options;
    options.out = args.out;
    options.dpi = args.dpi;
    options.hexes = args.hexes;
    options.scenario = scenario ? jobs::as<jobs::ScenarioDocument>(*scenario) : nullptr;
    return reportPicture(jobs::writeMapPicture(doc, options));
}

int hexCoverage(const jobs::MapDocument& doc, const CoverageArgs& args)
{
    std::unique_ptr<jobs::Document> scenario;
    if (!args.scenario.empty()) {
        int exit = kExitOk;
        scenario = overlayScenario("coverage", args.scenario, exit);
        if (!scenario) return exit;
    }
    jobs::CoverageOptions options;
    options.out = args.out;
    options.dpi = args.dpi;
    options.scenario = scenario ? jobs::as<jobs::ScenarioDocument>(*scenario) : nullptr;
    options.side = args.side;
    options.threads = args.threads;
    // Pairs ruled, rate and time left on a terminal, as `matrix --out X.clmx`; nothing when standard error is piped.
    std::optional<jobs::ProgressMeter> meter;
    if (jobs::stderrIsTerminal())
        options.progress = [&meter](std::int64_t done, std::int64_t total) {
            if (!meter) meter.emplace(std::cerr, true, "coverage", "pairs", total);
            meter->update(done);
        };
    const auto result = jobs::writeCoveragePicture(doc, options);
    if (meter) meter->finish();
    return reportPicture(result);
}

} // namespace

int runRender(const RenderArgs& args) { return runOnFile("render", args.map, args); }
int runCoverage(const CoverageArgs& args) { return runOnFile("coverage", args.map, args); }
int runSheet(const SheetArgs& args) { return runOnFile("sheet", args.scenario, args); }

void registerPictureCommands(KindCommands& commands)
{
    commands.on<RenderArgs>("render", "hex-map", [](jobs::Document& doc, const RenderArgs& args) { return hexRender(*jobs::as<jobs::MapDocument>(doc), args); });
    commands.on<CoverageArgs>("coverage", "hex-map",
                              [](jobs::Document& doc, const CoverageArgs& args) { return hexCoverage(*jobs::as<jobs::MapDocument>(doc), args); });
    commands.on<SheetArgs>("sheet", "scenario", [](jobs::Document& doc, const SheetArgs& args) {
        return reportPicture(jobs::writeSetupSheet(*jobs::as<jobs::ScenarioDocument>(doc), {args.out, args.paper, args.side, args.setup}));
    });
}

} // namespace crestline::cli
