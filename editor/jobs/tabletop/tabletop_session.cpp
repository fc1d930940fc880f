// The session's ops on a 15 mm tabletop table (session.h): los, viewshed,
// matrix, fire and concealed by the jobs the command line runs
// (tabletop_jobs.h, tabletop_sight_jobs.h, tabletop_fire_jobs.h,
// tabletop_conceal_jobs.h) on the table read once, answered with the JSON
// `crestline los --json`, `viewshed --json`, `fire --json` and `concealed
// --json` print. A table reads no play state: a play-state key is refused,
// naming it, as the command line refuses the flag.

#include "editor/jobs/session.h"

#include "editor/jobs/tabletop/tabletop_conceal_jobs.h"
#include "editor/jobs/tabletop/tabletop_fire_jobs.h"
#include "editor/jobs/tabletop/tabletop_jobs.h"
#include "editor/jobs/tabletop/tabletop_kinds.h"
#include "editor/jobs/tabletop/tabletop_sight_jobs.h"
#include "formats/los/tabletop/tabletop_conceal_format.h"
#include "formats/los/tabletop/tabletop_fire_format.h"
#include "formats/los/tabletop/tabletop_ruling_format.h"
#include "formats/los/tabletop/tabletop_sight_format.h"

namespace crestline::jobs {

namespace {

/// Refuses any play-state key (a table's smoke templates are in its file).
void refusePlay(const Document& doc, const SessionArgs& args, const std::string& op)
{
    std::vector<std::string> keys = session_keys::kPlay;
    keys.insert(keys.end(), {"eye-from", "eye-to"});
    for (const std::string& key : keys)
        if (args.has(key))
            badField(key, doc.file().string() + ": '" + key + "' is for hex and card maps; '" + op +
                              "' on a tabletop table reads no play state (its smoke templates are in the table file)");
}

/// The table, read once; a table with error findings refuses as the command line does ("FILE has errors; nothing is ruled").
const maps::TabletopGame& ruledTable(Document& file)
{
    const TableDocument& doc = *as<TableDocument>(file);
    if (!doc.loaded() || hasErrors(doc.findings())) {
        JobReport report;
        report.findings = doc.findings();
        refuse(report, refusalFor(report.findings), file.file().string() + " has errors; nothing is ruled");
        jobFailed(report);
    }
    return *doc.value;
}

std::string los(Document& file, const SessionArgs& args)
{
    refusePlay(file, args, "los");
    const std::string from = args.text("from"), to = args.text("to");
    const TabletopLosResult result = tabletopLosOn(ruledTable(file), file.file().string(), from, to);
    if (!result.done()) jobFailed(result);
    return formats::tabletopRulingJson(from, to, *result.ruling);
}

std::string viewshed(Document& file, const SessionArgs& args)
{
    refusePlay(file, args, "viewshed");
    const TabletopViewshedResult result = tabletopViewshed(*as<TableDocument>(file), file.file(), args.text("from"));
    if (!result.done()) jobFailed(result);
    return formats::tabletopViewshedJson(*result.view);
}

std::string matrix(Document& file, const SessionArgs& args)
{
    refusePlay(file, args, "matrix");
    const std::string out = args.text("out");
    const TabletopMatrixResult result = writeTabletopMatrix(*as<TableDocument>(file), file.file(), out, matrixThreads(args));
    if (!result.done()) jobFailed(result);
    const std::size_t n = result.pairs->size();
    return nlohmann::ordered_json({{"out", out}, {"teams", n}, {"pairs", n * (n - (n > 0 ? 1 : 0)) / 2}, {"csv_bytes", result.csvBytes}})
        .dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

std::string fire(Document& file, const SessionArgs& args)
{
    const std::string firer = args.text("firer"), target = args.text("target");
    const std::optional<std::string> weapon = args.has("weapon") ? std::optional(args.text("weapon")) : std::nullopt;
    const TabletopFireResult result = tabletopFireOn(ruledTable(file), file.file().string(), firer, target, weapon);
    if (!result.done()) jobFailed(result);
    return formats::tabletopFireJson(*result.ruling);
}

std::string concealed(Document& file, const SessionArgs& args)
{
    const std::string unit = args.text("unit"), from = args.text("from");
    const TabletopConcealResult result = tabletopConcealmentOn(ruledTable(file), file.file().string(), unit, from);
    if (!result.done()) jobFailed(result);
    return formats::tabletopConcealJson(result.names, *result.concealment);
}

} // namespace

std::vector<KindSessionOp> tabletopTableSessionOps()
{
    return {{"los", keysWithPlay({"from", "to", "eye-from", "eye-to"}), los},
            {"viewshed", keysWithPlay({"from", "eye-from"}), viewshed},
            {"matrix", keysWithPlay({"out", "threads"}), matrix},
            {"fire", {"firer", "target", "weapon"}, fire},
            {"concealed", {"unit", "from"}, concealed}};
}

} // namespace crestline::jobs
