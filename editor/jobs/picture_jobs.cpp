// Picture jobs (see picture_jobs.h).

#include "editor/jobs/picture_jobs.h"

#include "editor/jobs/picture_output.h"

#include "editor/jobs/document_io.h"
#include "editor/jobs/scenario_jobs.h"
#include "formats/render/analysis_images.h"
#include "formats/render/los_report.h"
#include "formats/render/map_image.h"
#include "formats/render/sheet.h"
#include "formats/common/atomic_file.h"
#include "formats/common/file_reference.h"
#include "formats/scenario/scenario_format.h"
#include "geometry/los/analysis.h"

#include <pugixml.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <span>
#include <sstream>

namespace crestline::jobs {

namespace fs = std::filesystem;
using render::OutputKind;

namespace {


std::string number(double v)
{
    std::ostringstream out;
    out << v;
    return out.str();
}

/// Whether the scenario may be drawn from: readable, every map loaded (else
/// BadInput naming the map file and why) and no error findings (Refused).
bool readyScenario(const ScenarioDocument& doc, JobReport& report)
{
    append(report.findings, doc.findings());
    if (!doc.loaded() || doc.unreadable()) {
        refuse(report, refusalFor(doc.findings()), doc.file().string() + ": the scenario could not be read");
        return false;
    }
    const auto& boards = doc.boards().boards();
    for (std::size_t i = 0; i < boards.size(); ++i) {
        if (boards[i].map) continue;
        const fs::path mapFile = formats::resolveReference(doc.file(), doc.scenario().maps[i].href, {}).path;
        std::string why = "it could not be loaded";
        for (const Finding& f : doc.findings()) // the map reader's own reason
            if (f.severity >= Severity::Error && fs::path(f.where.file).lexically_normal() == mapFile.lexically_normal()) why = f.message;
        refuse(report, Outcome::BadInput, doc.file().string() + ": map '" + boards[i].id + "' (" + mapFile.lexically_normal().string() + ") cannot be read: " + why);
        return false;
    }
    if (doc.hasErrors()) {
        refuse(report, Outcome::Refused, doc.file().string() + ": nothing is drawn because the scenario or one of its maps has errors");
        return false;
    }
    return true;
}

/// The scenario's board showing the same map as `doc` (by map id), or -1 with `report` marked.
int boardOfMap(const ScenarioDocument& scenario, const MapDocument& doc, JobReport& report)
{
    const int board = scenario.boards().indexOf(doc.map().id);
    if (board < 0)
        refuse(report, Outcome::BadInput,
               scenario.file().string() + ": the scenario is not played on map '" + doc.map().id + "' (" + doc.file().string() + ")");
    return board;
}

/// A map document that may be drawn: loaded, no error findings.
bool readyMap(const MapDocument& doc, JobReport& report)
{
    const bool errors = doc.hasErrors();
    append(report.findings, doc.findings());
    if (doc.loaded() && !errors) return true;
    refuse(report, refusalFor(doc.findings()),
           doc.file().string() + ": nothing is drawn because the map " + (doc.loaded() ? "has errors" : "could not be read"));
    return false;
}

/// The setup areas, objectives and entry/exit edges the setup sheet draws on `board`.
render::Overlays scenarioOverlays(const ScenarioDocument& scenario, int board, Findings& warnings)
{
    return render::scenarioOverlays(scenario.scenario(), scenario.boards(), board, warnings);
}

/// The hexes of `side`'s setup areas on `board`; nullopt (report marked) for an unknown side.
std::optional<std::vector<geometry::OffsetCoord>> setupHexes(const ScenarioDocument& scenario, int board, const std::string& side, JobReport& report)
{
    if (!scenario.scenario().findSide(side)) {
        std::string known;
        for (const auto& s : scenario.scenario().sides) known += (known.empty() ? "" : ", ") + s.id;
        refuse(report, Outcome::BadInput, "--side '" + side + "' is not a side of " + scenario.file().string() + " (sides: " + known + ")");
        return std::nullopt;
    }
    std::vector<geometry::OffsetCoord> hexes;
    for (const scenarios::SetupArea& area : scenario.scenario().setupAreas) {
        if (area.side != side) continue;
        for (const scenarios::PlacedHex& h : scenario.boards().resolveArea(area).hexes)
            if (h.board == board) hexes.push_back(h.hex);
    }
    if (hexes.empty()) {
        refuse(report, Outcome::BadInput, "--side '" + side + "' has no setup area hexes on map '" + scenario.boards().boards()[std::size_t(board)].id + "'");
        return std::nullopt;
    }
    return hexes;
}

} // namespace

std::optional<OutputKind> pictureOutputKind(const PictureOptions& options, std::initializer_list<OutputKind> allowed, JobReport& report)
{
    const auto kind = render::outputKindOf(options.out.filename().string());
    bool ok = kind.has_value();
    if (ok) ok = std::find(allowed.begin(), allowed.end(), *kind) != allowed.end();
    if (!ok) {
        std::string names;
        for (OutputKind k : allowed) names += (names.empty() ? "" : ", ") + std::string(render::outputKindName(k));
        refuse(report, Outcome::BadInput,
               options.out.string() + ": unknown output extension '" + options.out.extension().string() + "' (expected " + names + ")");
        return std::nullopt;
    }
    if (!std::isfinite(options.dpi) || options.dpi < 10 || options.dpi > 1200) {
        refuse(report, Outcome::BadInput, "--dpi " + number(options.dpi) + " is out of range (10 to 1200)");
        return std::nullopt;
    }
    return kind;
}

void savePicture(PictureResult& result, const fs::path& out, const render::RenderResult& render)
{
    append(result.renderWarnings, render.warnings);
    if (!render.ok()) {
        refuse(result, Outcome::BadInput, out.string() + ": not written: " + render.error);
        return;
    }
    if (saveOutput(result, out, render.bytes)) result.written = out;
}

PictureResult writeMapPicture(const MapDocument& doc, const MapPictureOptions& options)
{
    PictureResult result;
    const auto kind = pictureOutputKind(options, kAnyOutputKind, result);
    if (!kind || !readyMap(doc, result)) return result;
    render::MapImageOptions image;
    image.dpi = options.dpi;
    image.hexRange = options.hexes;
    if (options.scenario) {
        if (!readyScenario(*options.scenario, result)) return result;
        const int board = boardOfMap(*options.scenario, doc, result);
        if (board < 0) return result;
        image.overlays = scenarioOverlays(*options.scenario, board, result.renderWarnings);
        image.title = doc.map().name + " \u2014 " + options.scenario->scenario().title;
    }
    if (const std::string bad = render::validateMapImageOptions(doc.analysis(), *kind, image); !bad.empty()) {
        refuse(result, Outcome::BadInput, bad);
        return result;
    }
    savePicture(result, options.out, render::renderMapImage(doc.analysis(), *kind, image));
    return result;
}

LosReportResult writeLosReport(const MapDocument& doc, const LosOptions& los, const PictureOptions& options)
{
    LosReportResult result;
    const auto kind = pictureOutputKind(options, kAnyOutputKind, result);
    if (!kind) return result;
    LosOptions full = los;
    full.detail = geometry::los::Detail::Full; // the report draws the trace
    LosResult ruled = ruleLos(doc, full);
    static_cast<JobReport&>(result) = ruled;
    if (!ruled.done()) return result;
    result.ruling = std::move(ruled.ruling);
    render::LosReportOptions report;
    report.dpi = options.dpi;
    report.play = std::move(ruled.play); // the barrages and Smoke the ruling was made under, drawn where they stand
    savePicture(result, options.out, render::renderLosReport(doc.analysis(), doc.scene(), *result.ruling, *kind, report));
    return result;
}

PictureResult writeViewshedPicture(const MapDocument& doc, const ViewshedOptions& viewshed, const PictureOptions& options)
{
    PictureResult result;
    const auto kind = pictureOutputKind(options, kAnyOutputKind, result);
    if (!kind) return result;
    ViewshedResult seen = viewshedOf(doc, viewshed);
    static_cast<JobReport&>(result) = seen;
    if (!seen.done()) return result;
    render::MapImageOptions image;
    image.dpi = options.dpi;
    image.overlays.smoke = seen.play.smoke; // what the viewshed was ruled under
    image.overlays.playMarkers = seen.play.markers;
    savePicture(result, options.out,
         render::renderViewshedImage(doc.analysis(), seen.view->from, seen.view->cells, *kind, image, &seen.view->blind, &doc.scene()));
    return result;
}

namespace {

/// The all-pairs matrix of geometry::los::allPairs, filled row by row from
/// allPairsRows so that each row's pairs count towards options.progress.
geometry::los::LosMatrix coverageMatrix(const MapDocument& doc, const CoverageOptions& options)
{
    const geometry::los::PlayState none{};
    const int n = doc.grid().count();
    geometry::los::LosMatrix matrix(n, geometry::los::matrixIsFull(*doc.rules(), doc.scene(), none));
    const auto total = std::int64_t(matrix.pairs());
    std::int64_t done = 0;
    geometry::los::allPairsRows(*doc.rules(), doc.scene(), none, options.threads, [&](int row, std::span<const geometry::los::Cell> cells) {
        // Reciprocal rows hold j = row+1 .. n-1; full rows every j != row, ascending (MatrixRowSink).
        int j = matrix.full() ? 0 : row + 1;
        for (const geometry::los::Cell c : cells) {
            if (j == row) ++j;
            matrix.set(row, j++, c);
        }
        done += std::int64_t(cells.size());
        if (options.progress) options.progress(done, total);
    });
    return matrix;
}

} // namespace

PictureResult writeCoveragePicture(const MapDocument& doc, const CoverageOptions& options)
{
    PictureResult result;
    const auto kind = pictureOutputKind(options, kAnyOutputKind, result);
    if (!kind || !readyForLos(doc, result, "coverage")) return result;
    std::optional<std::vector<geometry::OffsetCoord>> viewers;
    std::string label = "all hexes";
    if (!options.side.empty() && !options.scenario) {
        refuse(result, Outcome::BadInput, "--side '" + options.side + "' needs --scenario");
        return result;
    }
    if (options.scenario) {
        if (!readyScenario(*options.scenario, result)) return result;
        const int board = boardOfMap(*options.scenario, doc, result);
        if (board < 0) return result;
        if (!options.side.empty()) {
            viewers = setupHexes(*options.scenario, board, options.side, result);
            if (!viewers) return result;
            const auto* side = options.scenario->scenario().findSide(options.side);
            label = (side->nationality.empty() ? side->id : side->nationality) + " setup area";
        }
    }
    if (!matrixFits(doc, result)) return result; // the heat map needs the whole matrix
    const auto matrix = coverageMatrix(doc, options);
    const render::Coverage coverage = render::coverageOf(doc.grid(), matrix, viewers ? &*viewers : nullptr);
    render::MapImageOptions image;
    image.dpi = options.dpi;
    savePicture(result, options.out, render::renderCoverageImage(doc.analysis(), coverage, *kind, image, label));
    return result;
}

std::optional<render::Paper> sheetPaper(const SheetJobOptions& options, PictureResult& result)
{
    if (!pictureOutputKind({options.out, 150}, {OutputKind::Pdf}, result)) return std::nullopt;
    const auto paper = render::paperFromName(options.paper);
    if (!paper) refuse(result, Outcome::BadInput, "--paper '" + options.paper + "' is not a paper size (a4, letter)");
    return paper;
}

render::RenderResult sheetRendered(std::string bytes, const Findings& warnings)
{
    render::RenderResult rendered;
    rendered.bytes = std::move(bytes);
    for (const Finding& f : warnings) {
        if (f.severity >= Severity::Error && rendered.error.empty()) rendered.error = f.message;
        if (f.severity < Severity::Error) rendered.warnings.push_back(f);
    }
    if (rendered.bytes.empty() && rendered.error.empty()) rendered.error = "the sheet could not be made";
    if (!rendered.bytes.empty()) rendered.error.clear();
    return rendered;
}

PictureResult writeSetupSheet(const ScenarioDocument& doc, const SheetJobOptions& options)
{
    PictureResult result;
    const auto paper = sheetPaper(options, result);
    if (!paper) return result;
    if (!readyScenario(doc, result)) return result;
    if (!options.side.empty() && !doc.scenario().findSide(options.side)) {
        std::string known;
        for (const auto& s : doc.scenario().sides) known += (known.empty() ? "" : ", ") + s.id;
        refuse(result, Outcome::BadInput, "--side '" + options.side + "' is not a side of " + doc.file().string() + " (sides: " + known + ")");
        return result;
    }
    // Read, checked against the scenario and, sealed, against its commitments:
    // a marker moved after sealing is never printed as if sealed.
    std::optional<scenarios::SightingSetup> setup;
    if (!options.ownerSetup.empty()) {
        auto loaded = loadVerifiedSetup(doc, options.ownerSetup, result);
        if (!loaded) return result;
        if (!loaded->clean) {
            refuse(result, Outcome::Refused, options.out.string() + ": not written: " + options.ownerSetup.string() + " has errors (above)");
            return result;
        }
        setup = std::move(loaded->setup);
    }
    render::SheetInput input;
    input.scenario = &doc.scenario();
    input.file = doc.file().string();
    for (std::size_t i = 0; i < doc.boards().boards().size(); ++i)
        input.maps[doc.boards().boards()[i].id] = &doc.boards().analysis(int(i));
    input.ownerSetup = setup ? &*setup : nullptr;
    render::SheetOptions sheet;
    sheet.paper = *paper;
    if (!options.side.empty()) sheet.side = options.side;
    Findings warnings;
    std::string bytes = render::renderSetupSheet(input, sheet, &warnings);
    savePicture(result, options.out, sheetRendered(std::move(bytes), warnings));
    return result;
}

} // namespace crestline::jobs
