// `crestline los`, `viewshed` and `matrix` on a hex map: run the LOS jobs on
// the map document and print the ruling, the viewshed or what was written;
// with --report / --out, also the dispute report or the viewshed picture.
// Other kinds (card maps, tables) register their own (kind_commands.h).

#include "editor/cli/commands.h"
#include "editor/cli/kind_commands.h"

#include "editor/jobs/file_kinds.h"
#include "editor/jobs/los_jobs.h"
#include "editor/jobs/matrix_file_jobs.h"
#include "editor/jobs/progress_meter.h"
#include "editor/jobs/picture_jobs.h"
#include "formats/los/analysis_format.h"
#include "formats/los/ruling_format.h"

#include <iostream>
#include <optional>

namespace crestline::cli {

namespace {

int hexLos(const jobs::MapDocument& doc, const LosArgs& args)
{
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

int hexViewshed(const jobs::MapDocument& doc, const ViewshedArgs& args)
{
    const jobs::ViewshedOptions options{args.from, args.smoke, 2, true, args.play};
    if (!args.out.empty()) return reportPicture(jobs::writeViewshedPicture(doc, options, {args.out, args.dpi}));
    const auto result = jobs::viewshedOf(doc, options);
    if (!result.done()) return reportNotRun(result);
    std::cout << (args.json ? formats::viewshedJson(doc.scene(), *result.view) : formats::viewshedText(doc.scene(), *result.view));
    return kExitOk;
}

int hexMatrix(const jobs::MapDocument& doc, const MatrixArgs& args)
{
    // Pairs done, rate and time left on a terminal; nothing when standard error is piped.
    std::optional<jobs::ProgressMeter> meter;
    jobs::MatrixProgress progress;
    if (jobs::isMatrixFile(args.out) && jobs::stderrIsTerminal())
        progress = [&meter](std::int64_t done, std::int64_t total) {
            if (!meter) meter.emplace(std::cerr, true, "matrix", "pairs", total);
            meter->update(done);
        };
    const auto result = jobs::writeMatrix(doc, {args.out, args.threads, args.smoke, args.play, progress, args.compress});
    if (meter) meter->finish();
    if (!result.done()) return reportNotRun(result);
    std::cout << "wrote " << args.out << ": " << result.hexes << " hexes, " << result.pairs
              << (result.full ? " ordered pairs ruled (not reciprocal: both directions), " : " pairs ruled, ");
    if (jobs::isMatrixFile(args.out)) std::cout << result.fileBytes << (args.compress ? " bytes (matrix file, zstd)\n" : " bytes (matrix file)\n");
    else std::cout << result.csvBytes << " bytes of CSV\n";
    return kExitOk;
}

} // namespace

int runLos(const LosArgs& args) { return runOnFile("los", args.map, args); }
int runViewshed(const ViewshedArgs& args) { return runOnFile("viewshed", args.map, args); }
int runMatrix(const MatrixArgs& args)
{
    if (args.compress && !jobs::isMatrixFile(args.out)) {
        std::cerr << args.out << ": --compress is for a matrix file (--out NAME" << jobs::kMatrixFileExtension << "), not CSV\n";
        return kExitBadInput;
    }
    // The matrix file holds hex LOS cells; card maps and tables write CSV (docs/matrix-format.md, "Not yet").
    if (jobs::isMatrixFile(args.out))
        if (const jobs::FileKind* kind = jobs::fileKindOf(args.map); kind && kind->id != "hex-map") {
            std::cerr << args.map << ": a matrix file (" << jobs::kMatrixFileExtension << ") is written for hex maps only, not a " << kind->describe()
                      << "; write CSV (--out NAME.csv)\n";
            return kExitBadInput;
        }
    return runOnFile("matrix", args.map, args);
}

void registerLosCommands(KindCommands& commands)
{
    commands.on<LosArgs>("los", "hex-map", [](jobs::Document& doc, const LosArgs& args) { return hexLos(*jobs::as<jobs::MapDocument>(doc), args); });
    commands.on<ViewshedArgs>("viewshed", "hex-map",
                              [](jobs::Document& doc, const ViewshedArgs& args) { return hexViewshed(*jobs::as<jobs::MapDocument>(doc), args); });
    commands.on<MatrixArgs>("matrix", "hex-map",
                            [](jobs::Document& doc, const MatrixArgs& args) { return hexMatrix(*jobs::as<jobs::MapDocument>(doc), args); });
}

} // namespace crestline::cli
