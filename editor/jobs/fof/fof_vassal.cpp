// A Fields of Fire card map as a VASSAL module (fof_vassal.h).

#include "editor/jobs/fof/fof_vassal.h"

#include "editor/jobs/document_io.h"
#include "editor/jobs/fof/fof_los_jobs.h"
#include "formats/render/fof/fof_map_image.h"
#include "formats/render/surface.h"
#include "formats/render/text.h"
#include "formats/vassal/vassal_scenario.h"

#include <cmath>

namespace crestline::jobs {

namespace {

/// Paper around the cards, in points (at least).
constexpr double kMarginPt = 12;

vassal::NumberingAttributes cellNumbering(int hOff, int vOff, bool vDescend)
{
    vassal::NumberingAttributes n;
    n.first = 'H'; // "C" + column + "R" + row: the column, then "R", then the row
    n.sep = "R";
    n.hType = n.vType = 'N';
    n.hLeading = n.vLeading = 0;
    n.hOff = hOff;
    n.vOff = vOff;
    n.hDescend = false;
    n.vDescend = vDescend;
    return n;
}

VassalScenarioResult writeCardMap(const Document& opened, const VassalOptions& options)
{
    VassalScenarioResult result;
    if (!vassalOptionsOk(result, options)) return result;
    const auto& doc = *as<FofMapDocument>(opened);
    result.findings = doc.findings();
    if (!doc.loaded() || doc.hasErrors()) {
        refuse(result, refusalFor(doc.findings()), doc.file().string() + ": no module is written because the card map " +
                                                       (doc.loaded() ? "has errors" : "could not be read"));
        return result;
    }
    const maps::FofMap& map = doc.map().map;
    render::FofMapInput input;
    input.map = &map;
    input.decks = &doc.map().decks;
    // Cards a multiple of 50 pixels (about 96 pt): the card and the gap (0.12 of a
    // card) are whole pixels, so every card's centre lies a whole number of pixels from another's.
    const double s = options.dpi / 72;
    const double cardPx = 50 * std::max(1.0, std::round(96 * s / 50));
    const render::FofLayout layout(input, cardPx / s);
    const render::FofRect top = layout.cell(1, layout.rows());
    const double ox = std::ceil(s * (kMarginPt + top.cx())) / s - top.cx();
    const double oy = std::ceil(s * (kMarginPt + top.cy())) / s - top.cy();
    const int width = int(std::ceil(s * (ox + layout.width() + kMarginPt)));
    const int height = int(std::ceil(s * (oy + layout.height() + kMarginPt)));
    const std::string file = doc.file().string();
    if (const std::string bad = render::pngSizeError(width / s, height / s, options.dpi); !bad.empty()) {
        refuse(result, Outcome::BadInput, file + ": the board image: " + bad + "; lower the dpi");
        return result;
    }
    render::Surface surface(render::OutputKind::Png, width / s, height / s, options.dpi);
    cairo_set_source_rgb(surface.cr(), 1, 1, 1);
    cairo_paint(surface.cr());
    render::drawFofMap(surface.cr(), input, layout, ox, oy);
    std::string error;
    const std::string png = surface.finish(&error);
    append(result.renderWarnings, render::fontFindings());
    if (png.empty()) {
        refuse(result, Outcome::BadInput, file + ": the board image could not be drawn: " + error);
        return result;
    }
    auto px = [&](double x) { return s * (ox + x); };
    auto py = [&](double y) { return s * (oy + y); };
    auto whole = [](double v) { return int(std::floor(v + 0.5)); };

    vassal::BoardDef board;
    board.boardName = map.id.empty() ? "cards" : map.id;
    board.mapName = map.name.empty() ? board.boardName : map.name;
    board.image = "board-" + vassalEntryName(board.boardName) + ".png";
    board.width = width;
    board.height = height;
    // SquareGrid: raw cell (0, 0) is column 1 of the top row R. Rows descend
    // (SquareGridNumbering.getRow: maxRows - raw row, maxRows = (int)(height / dy + 0.5)),
    // so vOff = R - maxRows names the top row R and each row below one less.
    vassal::SquareGridDef grid;
    // A whole number of pixels (cardPx * 1.12), written as one, not 112.00000000000001.
    const double pitch = s * (layout.card() + layout.gap());
    grid.dx = grid.dy = std::abs(pitch - std::round(pitch)) < 1e-6 ? std::round(pitch) : pitch;
    grid.x0 = whole(px(top.cx()));
    grid.y0 = whole(py(top.cy()));
    const int maxRows = int(double(height) / grid.dy + 0.5);
    grid.numbering = cellNumbering(1, layout.rows() - maxRows, true);
    grid.locationFormat = "C$gridLocation$";
    board.square = grid;
    // The Main Staging Area lies lower than a row: a zone with its own grid, one row named 0.
    if (!map.mainStaging.empty()) {
        const render::FofRect st = layout.cell(1, 0);
        vassal::ZoneDef zone;
        zone.name = "Main Staging Area";
        const int x0 = whole(px(layout.seamX(0))), x1 = whole(px(layout.mapRight()));
        const int y0 = whole(py(layout.seamY(0))), y1 = whole(py(st.y + st.h + layout.gap() / 2));
        zone.points = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
        vassal::SquareGridDef g = grid;
        g.y0 = whole(py(st.cy()));
        g.numbering = cellNumbering(1, 0, false);
        zone.grid = g;
        board.zones.push_back(zone);
    }
    for (const maps::HelicopterStaging& h : map.helicopterStaging) {
        const render::FofRect r = layout.helicopter(h.area);
        const double g = layout.gap() / 2;
        vassal::ZoneDef zone;
        zone.name = render::fofHelicopterName(h.area);
        zone.named = true;
        const int x0 = whole(px(r.x - g)), x1 = whole(px(r.x + r.w + g)), y0 = whole(py(r.y - g)), y1 = whole(py(r.y + r.h + g));
        zone.points = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
        board.zones.push_back(zone);
        result.cellCentres[zone.name] = {px(r.cx()), py(r.cy())};
    }
    for (const maps::CardStack& c : map.cells) {
        const render::FofRect r = layout.cell(c.column, c.row);
        result.cellCentres[render::fofCellName(c.column, c.row)] = {px(r.cx()), py(r.cy())};
    }
    for (const maps::StagingCard& c : map.mainStaging) {
        const render::FofRect r = layout.cell(c.column, 0);
        result.cellCentres[render::fofCellName(c.column, 0)] = {px(r.cx()), py(r.cy())};
    }

    vassal::ModuleDef module;
    module.name = board.mapName;
    module.description = "Fields of Fire card map " + board.boardName + " exported by crestline";
    module.nextGpid = 0;
    const std::string image = board.image;
    module.boards.push_back(std::move(board));
    vassal::ModuleInfo info;
    info.name = module.name;
    info.description = module.description;
    const auto zip = vassal::zipBytes(
        {{"buildFile.xml", vassal::buildFileXml(module)}, {"moduledata", vassal::moduleDataXml(info)}, {"images/" + image, png}}, &error);
    if (!zip) {
        refuse(result, Outcome::BadInput, options.out.string() + ": " + error);
        return result;
    }
    if (saveOutput(result, options.out, *zip)) result.written = options.out;
    return result;
}

} // namespace

void registerFofVassal(std::vector<VassalScenarioSource>& sources) { sources.push_back({"card-map", nullptr, writeCardMap}); }

} // namespace crestline::jobs
