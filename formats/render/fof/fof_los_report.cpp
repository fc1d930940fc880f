// The LOS dispute report of a Fields of Fire ruling (fof_los_images.h): one
// page, A4 portrait as the hex report, with the heading, the card map with
// the ruling drawn on it, a key, and the explanation `crestline los` prints.

#include "formats/render/fof/fof_los_images.h"

#include "formats/render/fof/fof_painter.h"
#include "formats/render/report_parts.h"
#include "formats/render/surface.h"
#include "geometry/los/systems/fof/fof_board.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <sstream>

namespace crestline::render {

using geometry::OffsetCoord;
using geometry::los::FofBoard;
using geometry::los::FofDetail;

namespace {

using detail::escapedMarkup;
using detail::FofKeyEntry;
using detail::FofPainter;
using detail::FofPlate;
using detail::numberText;
using detail::upperCase;
using Outcome = FofDetail::Outcome;

constexpr double kMargin = 36;

std::string cellName(OffsetCoord c)
{
    if (c == FofBoard::kPickupZone) return fofHelicopterName(maps::HelicopterArea::PickupZone);
    if (c == FofBoard::kEnroute) return fofHelicopterName(maps::HelicopterArea::Enroute);
    return fofCellName(c.col, c.row);
}

const Rgba& outcomeColour(Outcome o)
{
    const FofStyle& st = fofStyle();
    switch (o) {
    case Outcome::Los: return st.seen.plate;
    case Outcome::Blocked: return st.blocked.plate;
    case Outcome::TooFar: return st.tooFar.plate;
    case Outcome::Undetermined: return st.undetermined.plate;
    case Outcome::NoLos: return st.noLos.plate;
    }
    return st.noLos.plate;
}

/// Everything the report draws over the map, from the ruling.
struct RulingLayer {
    const geometry::los::Ruling& r;
    const FofDetail& d;
    const formats::FofRulingView& view;
    const std::vector<FofPlayMark>& marks;
    std::set<OffsetCoord> walk, touched;
    bool deciding() const { return d.step == 7 && d.card.has_value(); }
};

void highlightSegment(FofPainter& p, OffsetCoord cell, geometry::CardSegment s, const Rgba& colour, double width)
{
    const auto r = detail::fofCellRect(p.layout, cell);
    if (!r) return;
    detail::fofSegmentPath(p.cr, *r, maps::CardSegment(int(s)), p.st.borderPerCard * p.card(), p.st.cornerPerCard * p.card());
    p.colour(colour.withAlpha(0.35));
    cairo_fill_preserve(p.cr);
    p.colour(colour);
    cairo_set_line_width(p.cr, width);
    cairo_set_line_join(p.cr, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke(p.cr);
}

void drawRuling(FofPainter& p, const RulingLayer& sc)
{
    const FofStyle& st = p.st;
    const FofLayout& l = p.layout;
    // The cards the string does not meet, veiled; those it touches at a corner, dashed.
    std::vector<OffsetCoord> cells;
    for (int c = 1; c <= l.columns(); ++c)
        for (int r = 0; r <= l.rows(); ++r) cells.push_back({c, r});
    if (l.helicopterAreas()) cells.insert(cells.end(), {FofBoard::kPickupZone, FofBoard::kEnroute});
    for (const OffsetCoord& c : cells) {
        if (sc.walk.count(c) || !detail::fofCellDrawn(p.in, l, c)) continue; // no veil over the bare table
        const auto r = detail::fofCellRect(l, c);
        if (!r) continue;
        p.rect(*r);
        p.colour(sc.touched.count(c) ? st.veil.withAlpha(0.3) : st.veil);
        cairo_fill(p.cr);
        if (sc.touched.count(c)) detail::outlineFofCard(p, *r, st.inkLight, std::max(1.0, 0.012 * p.card()), true);
    }
    // The segments the string crosses, then the one that blocks.
    const double segW = std::max(1.2, 0.02 * p.card());
    for (const geometry::los::FofWalkCard& w : sc.d.walk) {
        if (w.exit) highlightSegment(p, w.card, *w.exit, style().highlight, segW);
        if (w.entry) highlightSegment(p, w.card, *w.entry, style().highlight, segW);
    }
    if (sc.deciding() && sc.d.segment) highlightSegment(p, *sc.d.card, *sc.d.segment, st.blocked.plate, 1.6 * segW);
    if (sc.deciding()) {
        if (const auto r = detail::fofCellRect(l, *sc.d.card))
            detail::outlineFofCard(p, *r, sc.d.outcome == Outcome::Blocked ? st.blocked.plate : st.undetermined.plate, std::max(1.6, 0.028 * p.card()));
    }
    // The string, centre to centre, in the verdict's colour.
    const auto a = detail::fofCellRect(l, sc.r.from), b = detail::fofCellRect(l, sc.r.to);
    if (a && b) {
        const Rgba& colour = outcomeColour(sc.d.outcome);
        const double w = std::max(1.6, 0.025 * p.card());
        cairo_set_line_cap(p.cr, CAIRO_LINE_CAP_ROUND);
        cairo_move_to(p.cr, a->cx(), a->cy());
        cairo_line_to(p.cr, b->cx(), b->cy());
        p.colour(style().losCasing);
        cairo_set_line_width(p.cr, w + 2.4);
        cairo_stroke(p.cr);
        if (sc.d.outcome != Outcome::Los) {
            const double dash[] = {3 * w, 1.8 * w};
            cairo_set_dash(p.cr, dash, 2, 0);
        }
        cairo_move_to(p.cr, a->cx(), a->cy());
        cairo_line_to(p.cr, b->cx(), b->cy());
        p.colour(colour);
        cairo_set_line_width(p.cr, w);
        cairo_stroke(p.cr);
        cairo_set_dash(p.cr, nullptr, 0, 0);
        const double dot = 1.8 * w;
        cairo_arc(p.cr, a->cx(), a->cy(), dot, 0, 2 * M_PI); // the sighter: a disc; the target: a ring
        p.colour(st.viewer.plate);
        cairo_fill_preserve(p.cr);
        p.colour(st.white);
        cairo_set_line_width(p.cr, 1);
        cairo_stroke(p.cr);
        cairo_arc(p.cr, b->cx(), b->cy(), dot, 0, 2 * M_PI);
        p.colour(st.white);
        cairo_fill_preserve(p.cr);
        p.colour(st.ink);
        cairo_set_line_width(p.cr, 0.9 * w);
        cairo_stroke(p.cr);
        if (sc.r.from != sc.r.to) detail::outlineFofCard(p, *a, st.viewer.plate, std::max(1.4, 0.022 * p.card()));
        detail::outlineFofCard(p, *b, st.ink, std::max(1.4, 0.022 * p.card()));
    }
    // Plates: who is where, what decided, the marks, the short round.
    std::set<OffsetCoord> plated{sc.r.from, sc.r.to};
    if (sc.deciding()) plated.insert(*sc.d.card);
    if (sc.view.shortRound) plated.insert(*sc.view.shortRound);
    for (const FofPlayMark& m : sc.marks) plated.insert(m.cell);
    for (const OffsetCoord& c : plated) {
        const auto r = detail::fofCellRect(l, c);
        if (!r) continue;
        std::vector<FofPlate> plates;
        if (c == sc.r.from) plates.push_back({c == sc.r.to ? "sighter & target" : "sighter", st.viewer.plate});
        else if (c == sc.r.to) plates.push_back({"target", st.ink});
        if (sc.d.step == 4 && sc.d.card == c) plates.push_back({"obscured: blocked", st.blocked.plate});
        if (sc.deciding() && *sc.d.card == c)
            plates.push_back({sc.d.outcome == Outcome::Undetermined ? "no card: undetermined"
                              : sc.d.segment ? "blocks: " + std::string(geometry::cardSegmentName(*sc.d.segment)) + " dark"
                                             : "blocks",
                              sc.d.outcome == Outcome::Undetermined ? st.undetermined.plate : st.blocked.plate});
        for (FofPlate& m : detail::fofMarkPlates(sc.marks, c)) plates.push_back(std::move(m));
        if (sc.view.shortRound == c) plates.push_back({"short round", st.shortRound});
        detail::drawFofPlates(p, *r, plates);
    }
}

std::vector<FofKeyEntry> keyEntries(const RulingLayer& sc)
{
    const FofStyle& st = fofStyle();
    std::vector<FofKeyEntry> e;
    const auto box = [](Rgba fill, Rgba edge, bool dashed) {
        return [fill, edge, dashed](FofPainter& p, double x, double y, double h, bool d) {
            if (d) {
                p.rect({x + 0.5, y + 0.5, 1.6 * h - 1, h - 1});
                p.colour(fill);
                cairo_fill_preserve(p.cr);
                p.colour(edge);
                cairo_set_line_width(p.cr, 1);
                if (dashed) {
                    const double dash[] = {2, 1.3};
                    cairo_set_dash(p.cr, dash, 2, 0);
                }
                cairo_stroke(p.cr);
                cairo_set_dash(p.cr, nullptr, 0, 0);
            }
            return 1.6 * h;
        };
    };
    e.push_back({box(st.viewer.plate, st.viewer.plate, false), "sighter"});
    e.push_back({box(st.ink, st.ink, false), "target"});
    const Rgba colour = outcomeColour(sc.d.outcome);
    const bool dashed = sc.d.outcome != Outcome::Los;
    e.push_back({[colour, dashed](FofPainter& p, double x, double y, double h, bool d) {
                     if (d) {
                         if (dashed) {
                             const double dash[] = {5, 3};
                             cairo_set_dash(p.cr, dash, 2, 0);
                         }
                         cairo_move_to(p.cr, x, y + h / 2);
                         cairo_line_to(p.cr, x + 2.6 * h, y + h / 2);
                         p.colour(colour);
                         cairo_set_line_width(p.cr, 2);
                         cairo_stroke(p.cr);
                         cairo_set_dash(p.cr, nullptr, 0, 0);
                     }
                     return 2.6 * h;
                 },
                 "the string, centre to centre: " + std::string(geometry::los::fofOutcomeName(sc.d.outcome))});
    if (!sc.d.walk.empty())
        e.push_back({box(style().highlight.withAlpha(0.35), style().highlight, false), "a border segment the string crosses (exit, entry) [1.2.1 C]"});
    if (sc.deciding() && sc.d.segment) e.push_back({box(st.blocked.plate.withAlpha(0.35), st.blocked.plate, false), "the dark segment that blocks"});
    e.push_back({box(st.veil, st.edge, false), "a card the string does not meet"});
    if (!sc.touched.empty()) e.push_back({box(st.veil.withAlpha(0.3), st.inkLight, true), "touched at a corner: its borders are ignored"});
    std::set<FofPlayMark::Kind> kinds;
    for (const FofPlayMark& m : sc.marks) kinds.insert(m.kind);
    for (FofPlayMark::Kind k : kinds) {
        const Rgba c = detail::fofMarkPlates({{{0, 0}, k}}, {0, 0}).front().fill;
        e.push_back({box(c, c, false), fofPlayMarkName(k) + ": obscured, as if blocking (fof-los.md)"});
    }
    if (sc.view.shortRound) e.push_back({box(st.shortRound, st.shortRound, false), "short round [1.2.2 B]"});
    return e;
}

/// `text` with each line longer than `columns` characters broken at its last
/// space before them, the rest indented under the line's own indent plus four.
std::string wrapped(const std::string& text, std::size_t columns)
{
    std::string out;
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        std::string line = text.substr(at, end - at);
        const std::string indent(std::min<std::size_t>(line.find_first_not_of(' '), 40) + 4, ' ');
        while (true) {
            std::size_t chars = 0, cut = std::string::npos, i = 0;
            for (; i < line.size(); ++i) {
                if ((static_cast<unsigned char>(line[i]) & 0xC0) == 0x80) continue; // UTF-8: count characters, not bytes
                if (chars == columns) break;
                if (line[i] == ' ' && i > indent.size()) cut = i;
                ++chars;
            }
            if (i >= line.size() || cut == std::string::npos) break;
            out += line.substr(0, cut) + "\n";
            line = indent + line.substr(cut + 1);
        }
        out += line;
        if (end < text.size()) out += "\n";
        at = end + 1;
    }
    return out;
}

} // namespace

RenderResult renderFofLosReport(const FofMapInput& input, const FofBoard& board, const formats::FofRulingView& view, OutputKind kind,
                                const FofReportOptions& o)
{
    RenderResult result;
    const auto* d = std::get_if<FofDetail>(&view.ruling.detail);
    if (!input.map || !input.decks) result.error = "no card map to draw";
    else if (!d) result.error = "the ruling is not a Fields of Fire ruling";
    else if (!std::isfinite(o.dpi) || o.dpi < 10 || o.dpi > 1200) result.error = "dpi " + numberText(o.dpi) + " is out of range (10 to 1200)";
    else if (!(o.widthPt >= 300 && o.heightPt >= 400 && o.widthPt <= 5000 && o.heightPt <= 5000))
        result.error = "page " + numberText(o.widthPt) + " x " + numberText(o.heightPt) + " pt is out of range (300 x 400 to 5000 x 5000)";
    else if (kind == OutputKind::Png && !pngSizeError(o.widthPt, o.heightPt, o.dpi).empty())
        result.error = pngSizeError(o.widthPt, o.heightPt, o.dpi) + "; lower the dpi";
    if (!result.ok()) return result;

    const geometry::los::Ruling& r = view.ruling;
    RulingLayer sc{r, *d, view, o.marks, {}, {}};
    sc.walk.insert({r.from, r.to});
    for (const auto& w : d->walk) sc.walk.insert(w.card);
    for (const auto& t : r.trace)
        if (t.how == geometry::los::Crossing::Vertex) sc.touched.insert(t.hex);

    const Style& st = style();
    const double W = o.widthPt, H = o.heightPt, w = W - 2 * kMargin;
    Surface surface(kind, W, H, o.dpi);
    cairo_t* cr = surface.cr();
    cairo_set_source_rgba(cr, st.paper.r, st.paper.g, st.paper.b, 1);
    cairo_paint(cr);
    TextPainter text(cr);

    // The heading: the pair and the verdict, the map, the play state.
    double y = kMargin;
    const std::string title = "Line of sight " + cellName(r.from) + " \u2192 " + cellName(r.to) + ": <span foreground=\"" +
                              detail::hexColour(outcomeColour(d->outcome)) + "\">" + escapedMarkup(upperCase(geometry::los::fofOutcomeName(d->outcome))) + "</span>";
    y += text.draw(title, kMargin, y, Font{st.text.reportTitlePt, true}, st.ink, Anchor::TopLeft, true).height + 2;
    const maps::FofMap& map = *input.map;
    std::string sub = (map.name.empty() ? map.id : map.name) + " (" + map.id + "), Fields of Fire rules \u00b7 " +
                      (d->purpose == geometry::los::Purpose::Comm ? "comm (radios)" : "fire") + ", M = " + std::to_string(d->range);
    for (const FofPlayMark& m : o.marks) sub += " \u00b7 " + fofPlayMarkName(m.kind) + " on " + cellName(m.cell);
    y += text.drawWrapped(sub, kMargin, y, w, Font{st.text.reportSmallPt}, st.inkLight).height + 8;

    // The explanation's size decides the map's: 7 pt mono, lines broken to the width.
    std::string ruling = formats::fofRulingText(board, view);
    while (!ruling.empty() && ruling.back() == '\n') ruling.pop_back();
    Font mono{7, false, true};
    const double perChar = text.measure("0123456789", mono).width / 10;
    const std::string lines = wrapped(ruling, std::size_t(std::max(40.0, std::floor(w / perChar) - 1)));
    const double headingH = 14;
    double textH = text.measure(lines, mono).height;

    FofMapInput in = input;
    const FofLayout unit(in, 96);
    const auto keyHeight = [&](double cardPt) {
        cairo_surface_t* scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
        cairo_t* m = cairo_create(scratch);
        const double h = detail::drawFofKeyEntries(m, in, cardPt, keyEntries(sc), 0, 0, w, false);
        cairo_destroy(m);
        cairo_surface_destroy(scratch);
        return h;
    };
    const double keyH = keyHeight(96);
    const double room = H - kMargin - y - 8 - keyH - 10 - headingH - textH;
    const double cardPt = std::max(30.0, std::min({96.0, 96 * w / unit.width(), 96 * room / unit.height()}));
    const FofLayout layout(in, cardPt);
    const double mapX = (W - layout.width()) / 2;
    drawFofMap(cr, in, layout, mapX, y);
    cairo_save(cr);
    cairo_translate(cr, mapX, y);
    {
        FofPainter p(cr, in, layout);
        drawRuling(p, sc);
    }
    cairo_restore(cr);
    y += layout.height() + 8;
    y += detail::drawFofKeyEntries(cr, in, cardPt, keyEntries(sc), kMargin, y, w, true) + 10;

    // The explanation, as `crestline los` prints it; shrunk further, then cut, if the page is too short.
    text.draw("The ruling, as crestline los prints it", kMargin, y, Font{st.text.reportBodyPt, true}, st.ink);
    y += headingH;
    std::string body = lines;
    while (y + textH > H - kMargin / 2 && mono.sizePt > 4.5) {
        mono.sizePt *= 0.93;
        textH = text.measure(body, mono).height;
    }
    std::size_t left = 0;
    while (y + textH > H - kMargin / 2 && body.find('\n') != std::string::npos) {
        body.erase(body.rfind('\n'));
        ++left;
        textH = text.measure(body + "\n(" + std::to_string(left) + " more lines: run crestline los)", mono).height;
    }
    if (left > 0) body += "\n(" + std::to_string(left) + " more lines: run crestline los)";
    text.drawWrapped(body, kMargin, y, w, mono, st.ink);

    result.bytes = surface.finish(&result.error);
    result.warnings = fontFindings();
    return result;
}

} // namespace crestline::render
