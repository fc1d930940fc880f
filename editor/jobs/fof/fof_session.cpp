// The session's ops on a Fields of Fire card map (session.h): los, viewshed
// and matrix by the card map jobs `crestline los`, `viewshed` and `matrix`
// run (fof_los_jobs.h), answered with the JSON they print.

#include "editor/jobs/session.h"

#include "editor/jobs/fof/fof_kinds.h"
#include "editor/jobs/fof/fof_los_jobs.h"
#include "formats/los/fof/fof_ruling_format.h"

namespace crestline::jobs {

namespace {

const FofMapDocument& cardMap(Document& doc) { return *as<FofMapDocument>(doc); }

std::string los(Document& file, const SessionArgs& args)
{
    const FofMapDocument& doc = cardMap(file);
    const FofLosResult result = ruleFofLos(doc, {args.text("from"), args.text("to"), args.texts("smoke"), args.play()});
    if (!result.done()) jobFailed(result);
    return formats::fofRulingJson(*doc.board(), *result.view);
}

std::string viewshed(Document& file, const SessionArgs& args)
{
    const FofMapDocument& doc = cardMap(file);
    const FofViewshedResult result = fofViewshedOf(doc, {args.text("from"), args.texts("smoke"), args.play()});
    if (!result.done()) jobFailed(result);
    return formats::fofViewshedJson(*doc.board(), *result.view);
}

std::string matrix(Document& file, const SessionArgs& args)
{
    const FofMapDocument& doc = cardMap(file);
    matrixThreads(args); // taken as `matrix --threads` is; the card map matrix runs on one thread
    const std::string out = args.text("out");
    const FofMatrixResult result = writeFofMatrix(doc, {out, args.texts("smoke"), args.play()});
    if (!result.done()) jobFailed(result);
    return nlohmann::ordered_json({{"out", out}, {"cards", result.cards}, {"pairs", result.pairs}, {"csv_bytes", result.csvBytes}}).dump(-1, ' ', false,
                                                                                                                                  nlohmann::ordered_json::error_handler_t::replace);
}

} // namespace

std::vector<KindSessionOp> fofCardMapSessionOps()
{
    return {{"los", keysWithPlay({"from", "to", "eye-from", "eye-to"}), los},
            {"viewshed", keysWithPlay({"from", "eye-from"}), viewshed},
            {"matrix", keysWithPlay({"out", "threads"}), matrix}};
}

} // namespace crestline::jobs
