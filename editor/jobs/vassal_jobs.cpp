#include "editor/jobs/vassal_jobs.h"

#include "editor/jobs/document_io.h"
#include "formats/render/map_painter.h"
#include "formats/render/surface.h"
#include "formats/render/text.h"
#include "geometry/finding_builder.h"

#include <cmath>
#include <sstream>

namespace crestline::jobs {

namespace {

std::string number(double x)
{
    std::ostringstream o;
    o << x;
    return o.str();
}

/// The board's drawn hex size, centre to corner, in points: the map picture's (MapImageOptions::hexPt).
constexpr double kHexPt = 24;
/// White paper around the map, in points (at least; the origin's snap to a whole pixel adds under one pixel).
constexpr double kMarginPt = 12;

/// The board laid out: the view drawMap draws it in (points) and its size and frame in pixels.
struct BoardLayout {
    render::View view;
    vassal::BoardFrame frame;
};

/// Lays the whole map out so that VASSAL's origin hex centre is on a whole pixel.
BoardLayout layoutBoard(const geometry::HexGrid& grid, double dpi)
{
    const double s = dpi / 72; // pixels per point
    BoardLayout b;
    const geometry::Box region = render::mapBox(grid);
    const geometry::Point m0 = grid.toMap({region.minU, region.minV}), m1 = grid.toMap({region.maxU, region.maxV});
    const double perUnit = kHexPt / grid.spec().hexSize;
    b.view.region = region;
    b.view.width = std::abs(m1.u - m0.u) * perUnit;
    b.view.height = std::abs(m1.v - m0.v) * perUnit;
    b.view.northArrow = b.view.scaleBar = false;
    // Where the origin hex centre falls with the map's corner at (0, 0); then
    // shift the map by under a pixel so it falls on a whole pixel.
    const geometry::IPoint o = vassal::vassalOriginCentre(grid);
    render::MapFrame f = render::mapFrame(grid, b.view);
    double ux = double(o.u), uy = double(o.v);
    cairo_matrix_transform_point(&f.toUser, &ux, &uy);
    b.view.x = std::ceil(s * (kMarginPt + ux)) / s - ux;
    b.view.y = std::ceil(s * (kMarginPt + uy)) / s - uy;
    f = render::mapFrame(grid, b.view);
    b.frame.originX = s * f.toUser.x0;
    b.frame.originY = s * f.toUser.y0;
    b.frame.unitU = s * f.toUser.xx;
    b.frame.unitV = s * f.toUser.yy;
    b.frame.width = int(std::ceil(s * (b.view.x + b.view.width + kMarginPt)));
    b.frame.height = int(std::ceil(s * (b.view.y + b.view.height + kMarginPt)));
    return b;
}

/// A file name of the zip made of the map id: letters, digits, '-', '_' and '.' kept, others '_'.
std::string safeName(const std::string& id)
{
    std::string out;
    for (char c : id) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
        out += ok ? c : '_';
    }
    return out.empty() || out.front() == '.' ? "board" + out : out;
}

} // namespace

std::string vassalEntryName(const std::string& id) { return safeName(id); }

std::optional<VassalBoardImage> drawVassalBoard(const maps::MapAnalysis& map, double dpi, const render::Overlays& overlays, std::string* problem)
{
    const geometry::HexGrid& grid = map.grid();
    if (grid.count() == 0) {
        *problem = "the map has no hexes";
        return std::nullopt;
    }
    const BoardLayout layout = layoutBoard(grid, dpi);
    VassalBoardImage out;
    out.frame = layout.frame;
    const double w = layout.frame.width * 72.0 / dpi, h = layout.frame.height * 72.0 / dpi;
    if (std::string bad = render::pngSizeError(w, h, dpi); !bad.empty()) {
        *problem = "the board image: " + bad + "; lower the dpi";
        return std::nullopt;
    }
    auto vg = vassal::vassalGrid(grid, layout.frame, problem);
    if (!vg) {
        *problem = "VASSAL cannot name or place this grid's hexes as crestline does: " + *problem;
        return std::nullopt;
    }
    out.grid = *vg;
    render::Surface surface(render::OutputKind::Png, w, h, dpi);
    render::drawMap(surface.cr(), map, layout.view, overlays);
    std::string error;
    out.png = surface.finish(&error);
    if (!error.empty() || out.png.empty()) {
        *problem = "the board image could not be drawn: " + error;
        return std::nullopt;
    }
    return out;
}

VassalResult writeVassalModule(const MapDocument& doc, const VassalOptions& options)
{
    VassalResult result;
    if (options.out.extension() != ".vmod") {
        refuse(result, Outcome::BadInput, "--out " + options.out.string() + ": a VASSAL module is written as NAME.vmod");
        return result;
    }
    if (!std::isfinite(options.dpi) || options.dpi < 10 || options.dpi > 1200) {
        refuse(result, Outcome::BadInput, "--dpi " + number(options.dpi) + " is out of range (10 to 1200)");
        return result;
    }
    append(result.findings, doc.findings());
    if (!doc.loaded() || doc.hasErrors()) {
        refuse(result, refusalFor(doc.findings()),
               doc.file().string() + ": no module is written because the map " + (doc.loaded() ? "has errors" : "could not be read"));
        return result;
    }
    const auto& map = doc.analysis();
    const geometry::HexGrid& grid = map.grid();
    if (grid.count() == 0) {
        refuse(result, Outcome::BadInput, doc.file().string() + ": map " + doc.map().id + " has no hexes");
        return result;
    }
    const BoardLayout layout = layoutBoard(grid, options.dpi);
    result.frame = layout.frame;
    if (const std::string bad = render::pngSizeError(layout.frame.width * 72.0 / options.dpi, layout.frame.height * 72.0 / options.dpi, options.dpi);
        !bad.empty()) {
        refuse(result, Outcome::BadInput, doc.file().string() + ": the board image: " + bad + "; lower the dpi");
        return result;
    }
    std::string problem;
    result.grid = vassal::vassalGrid(grid, layout.frame, &problem);
    if (!result.grid) {
        result.findings.push_back(makeFinding(code::VassalGrid)
                                      .file(doc.file().string())
                                      .element("/map/grid")
                                      .message("VASSAL cannot name or place this grid's hexes as crestline does: " + problem));
        refuse(result, Outcome::BadInput, doc.file().string() + ": no VASSAL module is written: " + problem);
        return result;
    }

    render::Surface surface(render::OutputKind::Png, layout.frame.width * 72.0 / options.dpi, layout.frame.height * 72.0 / options.dpi, options.dpi);
    render::drawMap(surface.cr(), map, layout.view);
    std::string error;
    const std::string png = surface.finish(&error);
    result.renderWarnings = render::fontFindings();
    if (!error.empty() || png.empty()) {
        refuse(result, Outcome::BadInput, doc.file().string() + ": the board image could not be drawn: " + error);
        return result;
    }

    vassal::ModuleInfo info;
    info.name = doc.map().name.empty() ? doc.map().id : doc.map().name;
    info.description = "Map " + doc.map().id + " exported by crestline";
    info.boardName = doc.map().id;
    info.imageName = safeName(doc.map().id) + ".png";
    info.width = layout.frame.width;
    info.height = layout.frame.height;
    const auto zip = vassal::zipBytes({{"buildFile.xml", vassal::buildFileXml(info, *result.grid)},
                                       {"moduledata", vassal::moduleDataXml(info)},
                                       {"images/" + info.imageName, png}},
                                      &error);
    if (!zip) {
        refuse(result, Outcome::BadInput, options.out.string() + ": " + error);
        return result;
    }
    if (saveOutput(result, options.out, *zip)) result.written = options.out;
    return result;
}

} // namespace crestline::jobs
