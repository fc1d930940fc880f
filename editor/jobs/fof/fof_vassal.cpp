// A Fields of Fire card map as a VASSAL module (fof_vassal.h).

#include "editor/jobs/fof/fof_vassal.h"

#include "editor/jobs/document_io.h"
#include "editor/jobs/fof/fof_kinds.h"
#include "editor/jobs/fof/fof_los_jobs.h"
#include "editor/jobs/fof/fof_mission_jobs.h"
#include "formats/render/fof/fof_map_image.h"
#include "formats/render/fof/fof_sheet.h"
#include "formats/render/sheet.h"
#include "formats/render/surface.h"
#include "formats/render/text.h"
#include "formats/vassal/vassal_scenario.h"

#include <cmath>
#include <map>

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

/// The module of a card map, with a mission's units on it, palette and sheet when `mission` is set.
void cardModule(const formats::LoadedFofMap& loaded, const scenarios::fof::Mission* mission, const std::string& file, const VassalOptions& options,
                VassalScenarioResult& result)
{
    const maps::FofMap& map = loaded.map;
    render::FofMapInput input;
    input.map = &map;
    input.decks = &loaded.decks;
    // A mission's seam controls and Potential Contacts are drawn on the board;
    // its units are pieces, not drawn (unless one is in a Helicopter Staging
    // Area: those areas are laid out for it).
    std::optional<scenarios::fof::Mission> drawn;
    if (mission) {
        drawn = *mission;
        bool helicopter = false;
        for (const auto& u : mission->units) helicopter = helicopter || u.helicopter.has_value();
        if (!helicopter) drawn->units.clear();
        input.mission = &*drawn;
    }
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
    if (const std::string bad = render::pngSizeError(width / s, height / s, options.dpi); !bad.empty()) {
        refuse(result, Outcome::BadInput, file + ": the board image: " + bad + "; lower the dpi");
        return;
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
        return;
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
    std::vector<vassal::ZipEntry> entries;
    entries.push_back({"images/" + board.image, png});
    if (mission) {
        module.name = mission->name.empty() ? mission->id : mission->name;
        module.description = "Fields of Fire mission " + module.name + " exported by crestline";
        module.sides = {"US", "Enemy"};
        // Each unit a piece on its card (or Helicopter Staging Area) and in the palette.
        int gpid = 1;
        const double counterPx = std::round(32 * s);
        std::map<std::string, std::size_t> stackAt;
        for (const scenarios::fof::UnitPlacement& u : mission->units) {
            const bool us = u.force == scenarios::fof::Force::Us;
            VassalUnit unit{u.id, u.name, std::string(us ? "US" : "enemy") + (u.cover.empty() ? "" : ", " + u.cover), us ? "us" : "enemy", 1,
                            std::nullopt, ""};
            std::string why;
            const std::string counter = vassalCounterPng(unit, us ? 0 : 1, options.dpi, &why);
            if (counter.empty()) {
                refuse(result, Outcome::BadInput, file + ": the counter of " + u.id + " could not be drawn: " + why);
                return;
            }
            vassal::PieceDef piece{u.name, "counter-" + vassalEntryName(unit.side) + "-" + vassalEntryName(u.id) + ".png", gpid++, int(counterPx),
                                   int(counterPx)};
            entries.push_back({"images/" + piece.image, counter});
            const std::string tab = us ? "US" : "Enemy";
            if (module.palette.empty() || module.palette.back().name != tab) {
                bool found = false;
                for (auto& t : module.palette) found = found || t.name == tab;
                if (!found) module.palette.push_back({tab, {}});
            }
            for (auto& t : module.palette)
                if (t.name == tab) t.pieces.push_back(piece);
            const std::string cell = u.helicopter ? render::fofHelicopterName(*u.helicopter)
                                     : u.cell     ? render::fofCellName(u.cell->column, u.cell->row)
                                                  : std::string();
            const auto centre = result.cellCentres.find(cell);
            if (centre == result.cellCentres.end()) continue; // not on a card of the map: the palette only
            auto it = stackAt.find(cell);
            if (it == stackAt.end()) {
                board.stacks.push_back({cell, cell, whole(centre->second.first), whole(centre->second.second), {}});
                it = stackAt.emplace(cell, board.stacks.size() - 1).first;
            }
            piece.gpid = gpid++;
            board.stacks[it->second].pieces.push_back(piece);
        }
        module.nextGpid = gpid;
        // The chart: the mission sheet's pages.
        render::SheetPageImages pages;
        pages.dpi = 100;
        {
            render::ScopedSheetPageImages collect(pages);
            Findings warnings;
            const std::string pdf = render::renderFofMissionSheet({mission, &map, &loaded.decks, file}, render::Paper::A4, &warnings);
            append(result.renderWarnings, warnings);
            if (pdf.empty() || pages.pngs.empty() || !pages.error.empty()) {
                refuse(result, Outcome::BadInput, file + ": the mission sheet for the chart could not be drawn" + (pages.error.empty() ? "" : ": " + pages.error));
                return;
            }
        }
        module.chartTitle = "Mission";
        for (std::size_t p = 0; p < pages.pngs.size(); ++p) {
            const std::string name = "sheet-page-" + std::to_string(p + 1) + ".png";
            module.charts.push_back({"Page " + std::to_string(p + 1), name});
            entries.push_back({"images/" + name, pages.pngs[p]});
        }
    }
    module.boards.push_back(std::move(board));
    vassal::ModuleInfo info;
    info.name = module.name;
    info.description = module.description;
    entries.insert(entries.begin(), {{"buildFile.xml", vassal::buildFileXml(module)}, {"moduledata", vassal::moduleDataXml(info)}});
    const auto zip = vassal::zipBytes(entries, &error);
    if (!zip) {
        refuse(result, Outcome::BadInput, options.out.string() + ": " + error);
        return;
    }
    if (saveOutput(result, options.out, *zip)) result.written = options.out;
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
    cardModule(doc.map(), nullptr, doc.file().string(), options, result);
    return result;
}

VassalScenarioResult writeMission(const Document& opened, const VassalOptions& options)
{
    VassalScenarioResult result;
    if (!vassalOptionsOk(result, options)) return result;
    const auto& doc = *as<FofMissionDocument>(opened);
    static_cast<JobReport&>(result) = fofMissionUsable(doc, options.out.string() + ": no module is written: fix the errors above first");
    if (!result.done()) return result;
    if (!doc.mission().map) {
        refuse(result, Outcome::BadInput, doc.file().string() + ": the mission's card map could not be read");
        return result;
    }
    cardModule(*doc.mission().map, &doc.mission().mission, doc.file().string(), options, result);
    return result;
}

} // namespace

KindVassal fofCardMapVassal() { return {nullptr, writeCardMap}; }

KindVassal fofMissionVassal() { return {nullptr, writeMission}; }

} // namespace crestline::jobs
