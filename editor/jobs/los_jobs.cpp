// LOS jobs (see los_jobs.h).

#include "editor/jobs/los_jobs.h"

#include "editor/jobs/document_io.h"
#include "editor/jobs/matrix_file_jobs.h"
#include "editor/jobs/play_state.h"
#include "geometry/los/analysis.h"

namespace crestline::jobs {

namespace {

/// The registered systems whose rules take two hexes, their ids joined by ", ".
std::string ruledHexSystems()
{
    std::string out;
    for (const auto& info : geometry::los::ruleSystems())
        if (info.implemented && info.query == "two hexes" && geometry::los::rulesFor(info.id)) out += (out.empty() ? "" : ", ") + std::string(info.id);
    return out;
}

} // namespace

bool readyForLos(const MapDocument& doc, JobReport& report, std::string_view what)
{
    const bool errors = doc.hasErrors();
    report.findings = doc.findings();
    if (!doc.loaded() || errors) {
        refuse(report, refusalFor(doc.findings()),
               doc.file().string() + ": no " + std::string(what) + " is given because the map " +
                   (doc.loaded() ? "has errors" : "could not be read"));
        return false;
    }
    if (!doc.rules()) {
        refuse(report, Outcome::BadInput,
               doc.file().string() + ": no LOS rules for hex maps of game system '" + doc.map().system + "' (hex maps ruled: " + ruledHexSystems() + ")");
        return false;
    }
    return true;
}

namespace {

/// The play state of `smoke` and `play` for the map's rules, or false with the report marked as bad input.
bool playState(const MapDocument& doc, const std::vector<std::string>& smoke, const PlayText& play, geometry::los::PlayState& state,
               JobReport& report)
{
    auto parsed = parsePlayState(doc.grid(), *doc.rules(), smoke, play);
    if (!parsed.state) {
        refuse(report, Outcome::BadInput, parsed.problem);
        return false;
    }
    state = std::move(*parsed.state);
    return true;
}

} // namespace

LosResult ruleLos(const MapDocument& doc, const LosOptions& options)
{
    LosResult result;
    if (!readyForLos(doc, result, "ruling")) return result;
    geometry::los::PlayState state;
    if (!playState(doc, options.smoke, options.play, state, result)) return result;
    const auto from = parseHex(doc.grid(), options.from, result.problem);
    const auto to = from ? parseHex(doc.grid(), options.to, result.problem) : std::nullopt;
    if (!from || !to) {
        result.outcome = Outcome::BadInput;
        return result;
    }
    result.ruling = doc.rules()->check(doc.scene(), *from, *to, state, options.detail);
    result.play = std::move(state);
    return result;
}

ViewshedResult viewshedOf(const MapDocument& doc, const ViewshedOptions& options)
{
    ViewshedResult result;
    if (!readyForLos(doc, result, "viewshed")) return result;
    geometry::los::PlayState state;
    if (!playState(doc, options.smoke, options.play, state, result)) return result;
    const auto from = parseHex(doc.grid(), options.from, result.problem);
    if (!from) {
        result.outcome = Outcome::BadInput;
        return result;
    }
    formats::ViewshedView view;
    view.system = std::string(doc.rules()->system());
    view.from = *from;
    view.cells = geometry::los::viewshed(*doc.rules(), doc.scene(), *from, state, options.threads);
    if (options.blindZone) view.blind = geometry::los::blindZone(*doc.rules(), doc.scene(), *from, state);
    result.view = std::move(view);
    result.play = std::move(state);
    return result;
}

bool matrixFits(const MapDocument& doc, JobReport& report)
{
    const std::int64_t hexes = doc.grid().count(), pairs = geometry::los::pairCount(hexes);
    if (hexes <= geometry::los::kMaxMatrixHexes) return true;
    refuse(report, Outcome::BadInput,
           doc.file().string() + ": " + std::to_string(hexes) + " hexes make " + std::to_string(pairs) + " pairs; the matrix holds at most " +
               std::to_string(geometry::los::kMaxMatrixPairs) + " (" + std::to_string(geometry::los::kMaxMatrixHexes) + " hexes)");
    return false;
}

MatrixResult writeMatrix(const MapDocument& doc, const MatrixOptions& options)
{
    if (isMatrixFile(options.out)) return writeMatrixFile(doc, options);
    MatrixResult result;
    if (!readyForLos(doc, result, "matrix") || !matrixFits(doc, result)) return result;
    geometry::los::PlayState state;
    if (!playState(doc, options.smoke, options.play, state, result)) return result;
    const auto matrix = geometry::los::allPairs(*doc.rules(), doc.scene(), state, options.threads);
    const std::string csv = formats::matrixCsv(doc.grid(), matrix);
    Findings written = saveText(options.out, csv);
    if (!written.empty()) {
        result.findings.insert(result.findings.end(), written.begin(), written.end());
        refuse(result, Outcome::BadInput, options.out.string() + ": not written");
        return result;
    }
    result.hexes = doc.grid().count();
    result.pairs = std::int64_t(matrix.pairs());
    result.csvBytes = csv.size();
    result.full = matrix.full();
    return result;
}

} // namespace crestline::jobs
