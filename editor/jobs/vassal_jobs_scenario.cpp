#include "editor/jobs/vassal_jobs_scenario.h"

#include "editor/jobs/document_io.h"
#include "formats/render/sheet.h"
#include "formats/render/sheet_board.h"
#include "formats/render/surface.h"
#include "formats/render/text.h"
#include "formats/vassal/vassal_scenario.h"
#include "geometry/finding_builder.h"

#include <cmath>
#include <map>
#include <set>
#include <sstream>

namespace crestline::jobs {

namespace {

/// A counter's side, in points (the board's hexes are 24 pt centre to corner, 41.6 pt across the flats).
constexpr double kCounterPt = 32;
/// The chart pages' pixels per inch.
constexpr double kChartDpi = 100;

std::string number(double x)
{
    std::ostringstream o;
    o << x;
    return o.str();
}

int javaRound(double x) { return int(std::floor(x + 0.5)); }

int sideIndex(const VassalScenario& sc, const std::string& side)
{
    for (std::size_t i = 0; i < sc.sides.size(); ++i)
        if (sc.sides[i].id == side) return int(i);
    return -1;
}

std::string sideName(const VassalScenario& sc, const std::string& side)
{
    const int i = sideIndex(sc, side);
    return i < 0 ? side : sc.sides[std::size_t(i)].name;
}

} // namespace

void addVassalZones(std::vector<VassalZoneSpec>& zones, const scenarios::HexSet& hexes, const std::string& name, int side, bool objective,
                    std::optional<int> vp)
{
    std::map<int, std::vector<geometry::OffsetCoord>> byBoard;
    for (const scenarios::PlacedHex& h : hexes) byBoard[h.board].push_back(h.hex);
    for (auto& [board, list] : byBoard) zones.push_back({name, board, std::move(list), side, objective, vp});
}

const std::vector<VassalScenarioSource>& vassalScenarioSources()
{
    static const std::vector<VassalScenarioSource> sources = [] {
        std::vector<VassalScenarioSource> s;
        for (const FileKind& kind : fileKinds().kinds())
            if (kind.vassal) s.push_back({kind.id, kind.vassal.read, kind.vassal.write});
        return s;
    }();
    return sources;
}

const VassalScenarioSource* vassalScenarioSource(const std::string& kind)
{
    for (const auto& s : vassalScenarioSources())
        if (s.kind == kind) return &s;
    return nullptr;
}

std::string vassalCounterPng(const VassalUnit& unit, int side, double dpi, std::string* error)
{
    render::Surface surface(render::OutputKind::Png, kCounterPt, kCounterPt, dpi);
    cairo_t* cr = surface.cr();
    const render::sheet::Rgb c = render::sheet::sideColour(std::max(side, 0)); // the set-up sheet's side colours
    cairo_set_source_rgb(cr, c.r, c.g, c.b);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 1);
    cairo_rectangle(cr, 0.5, 0.5, kCounterPt - 1, kCounterPt - 1);
    cairo_stroke(cr);
    // White text on the side's colour: the colours are dark enough to read it.
    const render::Rgba white{1, 1, 1, 1};
    render::TextPainter text(cr);
    // The name on one line, shrunk to fit (down to 4 pt), else wrapped at 4 pt;
    // the kind below it, shrunk to fit on one line.
    const double room = kCounterPt - 4;
    render::Font nameFont;
    nameFont.bold = true;
    nameFont.sizePt = 7;
    const double nameWidth = text.measure(unit.name, nameFont).width;
    if (nameWidth > room) nameFont.sizePt = std::max(4.0, 7 * room / nameWidth);
    if (text.measure(unit.name, nameFont).width > room)
        text.drawWrapped(unit.name, 2, 3, room, nameFont, white);
    else
        text.draw(unit.name, kCounterPt / 2, 4, nameFont, white, render::Anchor::Top);
    render::Font kindFont;
    kindFont.sizePt = 5;
    const double kindWidth = text.measure(unit.kind, kindFont).width;
    if (kindWidth > room) kindFont.sizePt = 5 * room / kindWidth;
    text.draw(unit.kind, kCounterPt / 2, kCounterPt - 2.5, kindFont, white, render::Anchor::Bottom);
    return surface.finish(error);
}

bool vassalOptionsOk(JobReport& report, const VassalOptions& options)
{
    if (options.out.extension() != ".vmod") {
        refuse(report, Outcome::BadInput, "--out " + options.out.string() + ": a VASSAL module is written as NAME.vmod");
        return false;
    }
    if (!std::isfinite(options.dpi) || options.dpi < 10 || options.dpi > 1200) {
        refuse(report, Outcome::BadInput, "--dpi " + number(options.dpi) + " is out of range (10 to 1200)");
        return false;
    }
    return true;
}

VassalScenarioResult writeVassalScenarioModule(const Document& doc, const VassalOptions& options)
{
    VassalScenarioResult result;
    if (!vassalOptionsOk(result, options)) return result;
    const VassalScenarioSource* source = vassalScenarioSource(doc.kind());
    if (!source) {
        refuse(result, Outcome::BadInput, doc.file().string() + ": a module is not made of a file of kind " + doc.kind());
        return result;
    }
    if (source->write) return source->write(doc, options);
    if (!doc.loaded()) {
        result.findings = doc.findings();
        refuse(result, refusalFor(doc.findings()), doc.file().string() + ": the scenario could not be read");
        return result;
    }
    VassalScenario sc;
    result.findings = source->read(doc, sc);
    if (hasErrors(result.findings) || !sc.boards) {
        refuse(result, refusalFor(result.findings), options.out.string() + ": no module is written: fix the errors above first");
        return result;
    }
    const scenarios::BoardSet& boards = *sc.boards;
    const std::string file = doc.file().string();

    vassal::ModuleDef module;
    module.name = sc.title;
    module.description = "Scenario " + sc.title + " exported by crestline";
    for (const auto& s : sc.sides) module.sides.push_back(s.name);
    std::vector<vassal::ZipEntry> images;
    int gpid = 1;

    // One map window and board per scenario map, its setup areas tinted and objectives marked.
    for (int b = 0; b < int(boards.boards().size()); ++b) {
        const std::string& id = boards.boards()[std::size_t(b)].id;
        render::Overlays overlays;
        for (const auto& z : sc.zones) {
            if (z.board != b) continue;
            if (z.objective)
                for (const auto& h : z.hexes) overlays.objectives.push_back({h, z.vp, z.name});
            else
                overlays.setupAreas.push_back({std::max(z.side, 0), z.hexes, z.name});
        }
        std::string problem;
        const auto image = drawVassalBoard(boards.analysis(b), options.dpi, overlays, &problem);
        if (!image) {
            result.findings.push_back(makeFinding(code::VassalGrid).file(file).element("map " + id).message(problem));
            refuse(result, Outcome::BadInput, file + ": map " + id + ": no VASSAL module is written: " + problem);
            return result;
        }
        result.frames.push_back(image->frame);
        vassal::BoardDef board;
        board.mapName = boards.boards().size() == 1 ? sc.title : sc.title + " - " + id;
        board.boardName = id;
        board.image = "board-" + vassalEntryName(id) + ".png";
        board.width = image->frame.width;
        board.height = image->frame.height;
        board.grid = image->grid;
        const geometry::HexGrid& grid = boards.grid(b);
        for (const auto& z : sc.zones)
            if (z.board == b && !z.hexes.empty()) board.zones.push_back({z.name, vassal::zonePolygon(vassal::hexOutline(grid, z.hexes), image->frame), std::nullopt, false});
        images.push_back({"images/" + board.image, image->png});
        module.boards.push_back(std::move(board));
    }

    // Counters: one image per kind of unit; pieces for the stacks and the palette.
    const double counterPx = std::round(kCounterPt * options.dpi / 72);
    std::map<std::string, std::vector<vassal::PieceDef>, std::less<>> tabs; // "<side>\t<when>"
    std::vector<std::string> tabOrder;
    std::map<std::pair<int, std::pair<int, int>>, std::size_t> stackAt; // (board, hex) -> stack index
    // Counter images are numbered, not named by unit id: no id of the scenario's is in the zip.
    std::map<std::pair<std::string, std::string>, std::string> drawn; // (side, unit id) -> image
    for (const VassalUnit& u : sc.units) {
        vassal::PieceDef piece;
        piece.name = u.name;
        piece.width = piece.height = int(counterPx);
        const auto unitKey = std::make_pair(u.side, u.id);
        const bool fresh = !drawn.count(unitKey);
        if (fresh) drawn[unitKey] = "counter-" + std::to_string(drawn.size() + 1) + ".png";
        piece.image = drawn[unitKey];
        if (fresh) {
            std::string error;
            const std::string png = vassalCounterPng(u, sideIndex(sc, u.side), options.dpi, &error);
            if (png.empty()) {
                refuse(result, Outcome::BadInput, file + ": the counter of " + u.id + " could not be drawn: " + error);
                return result;
            }
            images.push_back({"images/" + piece.image, png});
            const std::string tab = sideName(sc, u.side) + (u.when.empty() ? "" : ", " + u.when);
            if (!tabs.count(tab)) tabOrder.push_back(tab);
            piece.gpid = gpid++;
            tabs[tab].push_back(piece);
        }
        if (!u.hex) continue;
        const int b = u.hex->board;
        const vassal::BoardFrame& frame = result.frames[std::size_t(b)];
        const geometry::IPoint c = boards.grid(b).centre(u.hex->hex);
        auto& board = module.boards[std::size_t(b)];
        const auto key = std::make_pair(b, std::make_pair(u.hex->hex.col, u.hex->hex.row));
        auto it = stackAt.find(key);
        if (it == stackAt.end()) {
            const std::string label = boards.grid(b).label(u.hex->hex);
            board.stacks.push_back({label, label, javaRound(frame.x(double(c.u))), javaRound(frame.y(double(c.v))), {}});
            it = stackAt.emplace(key, board.stacks.size() - 1).first;
        }
        for (int k = 0; k < u.count; ++k) {
            piece.gpid = gpid++;
            board.stacks[it->second].pieces.push_back(piece);
        }
    }
    for (const auto& t : tabOrder) module.palette.push_back({t, tabs[t]});

    // The chart: the public set-up sheet's pages.
    render::SheetPageImages pages;
    pages.dpi = kChartDpi;
    {
        render::ScopedSheetPageImages collect(pages);
        Findings warnings;
        const std::string pdf = sc.publicSheet ? sc.publicSheet(warnings) : std::string();
        append(result.renderWarnings, warnings);
        if (pdf.empty() || !pages.error.empty() || pages.pngs.empty()) {
            refuse(result, Outcome::BadInput, file + ": the set-up sheet for the chart could not be drawn" + (pages.error.empty() ? "" : ": " + pages.error));
            return result;
        }
    }
    module.chartTitle = "Scenario";
    for (std::size_t p = 0; p < pages.pngs.size(); ++p) {
        const std::string name = "sheet-page-" + std::to_string(p + 1) + ".png";
        module.charts.push_back({"Page " + std::to_string(p + 1), name});
        images.push_back({"images/" + name, pages.pngs[p]});
    }
    module.nextGpid = gpid;
    append(result.renderWarnings, render::fontFindings());

    vassal::ModuleInfo info;
    info.name = module.name;
    info.description = module.description;
    std::vector<vassal::ZipEntry> entries{{"buildFile.xml", vassal::buildFileXml(module)}, {"moduledata", vassal::moduleDataXml(info)}};
    for (auto& e : images) entries.push_back(std::move(e));
    std::string error;
    const auto zip = vassal::zipBytes(entries, &error);
    if (!zip) {
        refuse(result, Outcome::BadInput, options.out.string() + ": " + error);
        return result;
    }
    if (saveOutput(result, options.out, *zip)) result.written = options.out;
    return result;
}

} // namespace crestline::jobs
