// The session's ops on the generic kinds (session.h): los, viewshed and
// matrix on a hex map, by the jobs `crestline los`, `viewshed` and `matrix`
// run (los_jobs.h), answered with the JSON they print.

#include "editor/jobs/session.h"

#include "editor/jobs/los_jobs.h"
#include "formats/los/analysis_format.h"
#include "formats/los/ruling_format.h"

namespace crestline::jobs {

namespace {

const MapDocument& mapOf(Document& doc) { return *as<MapDocument>(doc); }

std::string hexLos(Document& file, const SessionArgs& args)
{
    const MapDocument& doc = mapOf(file);
    const LosOptions options{args.text("from"), args.text("to"), args.texts("smoke"), geometry::los::Detail::Full, args.play()};
    const LosResult result = ruleLos(doc, options);
    if (!result.done()) jobFailed(result);
    return formats::rulingJson(doc.scene(), *result.ruling);
}

std::string hexViewshed(Document& file, const SessionArgs& args)
{
    const MapDocument& doc = mapOf(file);
    const ViewshedOptions options{args.text("from"), args.texts("smoke"), 2, true, args.play()};
    const ViewshedResult result = viewshedOf(doc, options);
    if (!result.done()) jobFailed(result);
    return formats::viewshedJson(doc.scene(), *result.view);
}

std::string hexMatrix(Document& file, const SessionArgs& args)
{
    const MapDocument& doc = mapOf(file);
    const MatrixOptions options{args.text("out"), matrixThreads(args), args.texts("smoke"), args.play()};
    const MatrixResult result = writeMatrix(doc, options);
    if (!result.done()) jobFailed(result);
    return nlohmann::ordered_json({{"out", options.out.string()}, {"hexes", result.hexes}, {"pairs", result.pairs}, {"csv_bytes", result.csvBytes}, {"full", result.full}})
        .dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

} // namespace

int matrixThreads(const SessionArgs& args)
{
    const int threads = *args.integer("threads", 2);
    if (threads < 1 || threads > 64) badField("threads", "'threads' must be 1 to 64, not " + std::to_string(threads));
    return threads;
}

std::vector<KindSessionOp> hexMapSessionOps()
{
    return {{"los", keysWithPlay({"from", "to", "eye-from", "eye-to"}), hexLos},
            {"viewshed", keysWithPlay({"from", "eye-from"}), hexViewshed},
            {"matrix", keysWithPlay({"out", "threads"}), hexMatrix}};
}

} // namespace crestline::jobs
