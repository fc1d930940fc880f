// renderSetupSheet: checks what may be printed (hidden information), places
// the maps, writes the sections into a Flow, breaks it into pages and draws
// them into a PDF with "page N of M" footers.

#include "formats/render/sheet.h"

#include "geometry/finding_builder.h"

#include "formats/render/sheet_content.h"
#include "formats/render/surface.h"

#include <cairo-pdf.h>

#include <algorithm>
#include <cctype>

namespace crestline::render {

namespace {

using namespace scenarios;

constexpr double kMargin = 40;        // points, every side of the page
constexpr double kFooter = 22;        // points kept at the foot for the page number

void report(Findings* out, FindingCode code, const std::string& message)
{
    if (out) out->push_back(makeFinding(code).message(message));
}

// The owner setup that this sheet may print, or null. Hidden information
// [6.52]: only the side the sheet is for, only its own setup, never on the public sheet.
const SightingSetup* printableSetup(const SheetInput& in, const SheetOptions& opt, Findings* warnings)
{
    const SightingSetup* s = in.ownerSetup;
    if (!s) return nullptr;
    auto refuse = [&](const std::string& why) {
        report(warnings, code::SheetSetupNotPrinted, "the Sighting setup is not printed: " + why);
        return nullptr;
    };
    if (!opt.side) return refuse("the public sheet holds no hidden information");
    if (s->view != SetupView::Owner) return refuse("it is the opponent's view, which holds no contents");
    if (s->side != *opt.side) return refuse("it is the " + s->side + " setup and the sheet is for " + *opt.side);
    if (s->scenarioId != in.scenario->id) return refuse("it is for scenario '" + s->scenarioId + "'");
    return s;
}

} // namespace

std::string_view paperName(Paper p) { return p == Paper::Letter ? "letter" : "a4"; }

std::optional<Paper> paperFromName(std::string_view name)
{
    std::string s(name);
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (s == "a4") return Paper::A4;
    if (s == "letter") return Paper::Letter;
    return std::nullopt;
}

std::string renderSetupSheet(const SheetInput& in, const SheetOptions& opt, Findings* warnings)
{
    Findings local;
    Findings& out = warnings ? *warnings : local;
    const std::size_t firstNew = out.size();
    // Every finding of this call points at the scenario file.
    struct Locate {
        Findings& list;
        std::size_t from;
        const std::string& file;
        ~Locate()
        {
            for (std::size_t i = from; i < list.size(); ++i)
                if (list[i].where.file.empty()) list[i].where.file = file;
        }
    } locate{out, firstNew, in.file};
    if (!in.scenario) {
        report(&out, code::SheetNoScenario, "no scenario to print");
        return {};
    }
    const Scenario& s = *in.scenario;
    if (opt.side && !s.findSide(*opt.side)) {
        report(&out, code::SheetUnknownSide, "the scenario has no side '" + *opt.side + "'");
        return {};
    }
    std::vector<Board> boards;
    std::vector<const maps::MapAnalysis*> analyses;
    for (const MapPlacement& m : s.maps) {
        const auto it = in.maps.find(m.id);
        const maps::MapAnalysis* a = it == in.maps.end() ? nullptr : it->second;
        if (!a) report(&out, code::SheetMapMissing, "map '" + m.id + "' is not loaded; it is left off the board");
        analyses.push_back(a);
        boards.push_back({m.id, a ? &a->map() : nullptr, a ? &a->catalog() : nullptr});
    }
    const BoardSet boardSet(std::move(boards));
    sheet::SheetContext ctx{s, boardSet, opt.side.value_or(std::string()), printableSetup(in, opt, &out), {}, out};
    ctx.layout = sheet::layoutBoard(s, analyses, out);

    std::string error;
    std::string bytes = sheet::printSheet(opt.paper, s.title, [&](sheet::Flow& flow, double bodyHeight) {
        sheet::titleSection(flow, ctx);
        sheet::boardSection(flow, ctx, bodyHeight);
        flow.pageBreak();
        sheet::trackSection(flow, ctx);
        // The side that sets up first comes first.
        std::vector<const Side*> sides;
        for (const Side& side : s.sides) sides.push_back(&side);
        std::stable_sort(sides.begin(), sides.end(), [&](const Side* a, const Side* b) { return a->id == s.firstToSetUp && b->id != s.firstToSetUp; });
        for (const Side* side : sides) sheet::sideSection(flow, ctx, *side);
        sheet::timelineSection(flow, ctx);
        sheet::victorySection(flow, ctx);
    }, &error);
    if (bytes.empty()) report(&out, code::SheetRenderFailed, "the PDF could not be made: " + error);
    return bytes;
}

namespace sheet {

PaperSize paperSize(Paper p)
{
    switch (p) {
    case Paper::A4: return {595.28, 841.89}; // 210 x 297 mm
    case Paper::Letter: return {612, 792};   // 8.5 x 11 in
    }
    return {595.28, 841.89};
}

namespace {

thread_local SheetPageImages* pageImagesSink = nullptr;

void footer(cairo_t* cr, const sheet::TextMaker& text, const std::string& title, int page, int pages, PaperSize paper)
{
    const std::string markup = sheet::escape(title) + "  \u00b7  page " + std::to_string(page) + " of " + std::to_string(pages);
    const sheet::Layout l = text.make(markup, sheet::font::kSmall, paper.width - 2 * kMargin, PANGO_ALIGN_CENTER);
    cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
    sheet::TextMaker::draw(cr, l, kMargin, paper.height - kMargin + kFooter - sheet::TextMaker::height(l) - 8);
    cairo_set_line_width(cr, 0.4);
    cairo_move_to(cr, kMargin, paper.height - kMargin + 2);
    cairo_line_to(cr, paper.width - kMargin, paper.height - kMargin + 2);
    cairo_stroke(cr);
}

} // namespace

std::string printSheet(Paper paperKind, const std::string& title, const std::function<void(Flow&, double bodyHeight)>& write, std::string* error)
{
    const PaperSize paper = paperSize(paperKind);
    Surface surface(OutputKind::Pdf, paper.width, paper.height);
    cairo_t* cr = surface.cr();
    cairo_pdf_surface_set_metadata(cairo_get_target(cr), CAIRO_PDF_METADATA_TITLE, title.c_str());
    cairo_pdf_surface_set_metadata(cairo_get_target(cr), CAIRO_PDF_METADATA_CREATOR, "crestline");
    const TextMaker text(cr);
    const double bodyWidth = paper.width - 2 * kMargin, bodyHeight = paper.height - 2 * kMargin - kFooter;

    Flow flow(text, bodyWidth);
    write(flow, bodyHeight);
    const std::vector<Page> pages = flow.paginate(bodyHeight);
    for (std::size_t p = 0; p < pages.size(); ++p) {
        if (p > 0) surface.nextPage();
        for (const Placement& placed : pages[p]) {
            cairo_save(cr);
            flow.pieces()[std::size_t(placed.piece)].draw(cr, kMargin, kMargin + placed.y);
            cairo_restore(cr);
        }
        footer(cr, text, title, int(p) + 1, int(pages.size()), paper);
    }
    // The same pages as PNGs, for a caller collecting them (SheetPageImages).
    if (SheetPageImages* images = pageImagesSink) {
        for (std::size_t p = 0; p < pages.size() && images->error.empty(); ++p) {
            Surface png(OutputKind::Png, paper.width, paper.height, images->dpi);
            cairo_t* pc = png.cr();
            cairo_set_source_rgb(pc, 1, 1, 1);
            cairo_paint(pc);
            for (const Placement& placed : pages[p]) {
                cairo_save(pc);
                flow.pieces()[std::size_t(placed.piece)].draw(pc, kMargin, kMargin + placed.y);
                cairo_restore(pc);
            }
            footer(pc, text, title, int(p) + 1, int(pages.size()), paper);
            std::string why;
            std::string bytes = png.finish(&why);
            if (bytes.empty()) images->error = why.empty() ? "a page could not be drawn" : why;
            else images->pngs.push_back(std::move(bytes));
        }
    }
    return surface.finish(error);
}


} // namespace sheet

ScopedSheetPageImages::ScopedSheetPageImages(SheetPageImages& images) : m_previous(sheet::pageImagesSink) { sheet::pageImagesSink = &images; }
ScopedSheetPageImages::~ScopedSheetPageImages() { sheet::pageImagesSink = m_previous; }

} // namespace crestline::render
