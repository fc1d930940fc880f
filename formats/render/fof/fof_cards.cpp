// The cards of a card-map drawing: the table, each stack face up (border
// segments [1.2.1 C], data [1.2.1 A, B, D to H], Hill cards staggered under
// the top card [1.2.1 D]) or as a card back [2.2.1], the Main Staging Area's
// backs [2.4.2 A], the Helicopter Staging Areas [2.4.2 B] and the names
// along the edges.

#include "formats/render/fof/fof_painter.h"

#include "maps/fof/fof_stack.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace crestline::render::detail {

namespace {

using maps::CardSegment;
using maps::FofCard;

struct Pt {
    double x, y;
};

void polygon(cairo_t* cr, std::initializer_list<Pt> points)
{
    bool first = true;
    for (const Pt& q : points) {
        if (first) cairo_move_to(cr, q.x, q.y);
        else cairo_line_to(cr, q.x, q.y);
        first = false;
    }
    cairo_close_path(cr);
}

} // namespace

/// The path of one border segment of the card in `r`: corners are L-shapes
/// running `k` along each edge, sides the rest of the edge; the band is `b` deep.
void fofSegmentPath(cairo_t* cr, const FofRect& r, CardSegment s, double b, double k)
{
    const double x0 = r.x, y0 = r.y, x1 = r.x + r.w, y1 = r.y + r.h;
    switch (s) { // y grows down the page: N is the top edge
    case CardSegment::NW: polygon(cr, {{x0, y0}, {x0 + k, y0}, {x0 + k, y0 + b}, {x0 + b, y0 + b}, {x0 + b, y0 + k}, {x0, y0 + k}}); break;
    case CardSegment::N: polygon(cr, {{x0 + k, y0}, {x1 - k, y0}, {x1 - k, y0 + b}, {x0 + k, y0 + b}}); break;
    case CardSegment::NE: polygon(cr, {{x1, y0}, {x1, y0 + k}, {x1 - b, y0 + k}, {x1 - b, y0 + b}, {x1 - k, y0 + b}, {x1 - k, y0}}); break;
    case CardSegment::E: polygon(cr, {{x1, y0 + k}, {x1, y1 - k}, {x1 - b, y1 - k}, {x1 - b, y0 + k}}); break;
    case CardSegment::SE: polygon(cr, {{x1, y1}, {x1 - k, y1}, {x1 - k, y1 - b}, {x1 - b, y1 - b}, {x1 - b, y1 - k}, {x1, y1 - k}}); break;
    case CardSegment::S: polygon(cr, {{x0 + k, y1}, {x1 - k, y1}, {x1 - k, y1 - b}, {x0 + k, y1 - b}}); break;
    case CardSegment::SW: polygon(cr, {{x0, y1}, {x0, y1 - k}, {x0 + b, y1 - k}, {x0 + b, y1 - b}, {x0 + k, y1 - b}, {x0 + k, y1}}); break;
    case CardSegment::W: polygon(cr, {{x0, y0 + k}, {x0, y1 - k}, {x0 + b, y1 - k}, {x0 + b, y0 + k}}); break;
    }
}

namespace {

double hairline(const FofPainter& p) { return std::max(0.35, 0.006 * p.card()); }

/// A card's outline and paper.
void cardPaper(FofPainter& p, const FofRect& r, const Rgba& fill)
{
    p.rect(r);
    p.colour(fill);
    cairo_fill_preserve(p.cr);
    p.colour(p.st.edge);
    cairo_set_line_width(p.cr, std::max(0.5, 0.009 * p.card()));
    cairo_stroke(p.cr);
}

/// The eight border segments, dark or white [1.2.1 C], each outlined so the eight areas read apart.
void border(FofPainter& p, const FofRect& r, const std::array<maps::SegmentColour, maps::kCardSegmentCount>& colours)
{
    const double b = p.st.borderPerCard * p.card(), k = p.st.cornerPerCard * p.card();
    for (int i = 0; i < maps::kCardSegmentCount; ++i) {
        fofSegmentPath(p.cr, r, CardSegment(i), b, k);
        p.colour(colours[std::size_t(i)] == maps::SegmentColour::Dark ? p.st.dark : p.st.white);
        cairo_fill_preserve(p.cr);
        p.colour(p.st.edge.withAlpha(0.7));
        cairo_set_line_width(p.cr, hairline(p));
        cairo_stroke(p.cr);
    }
}

} // namespace

void drawFofIcon(FofPainter& p, maps::ElevationIcon icon, const FofRect& r)
{
    cairo_t* cr = p.cr;
    p.colour(p.st.icon);
    if (icon == maps::ElevationIcon::Elevation) {
        polygon(cr, {{r.x, r.y + r.h}, {r.x + 0.38 * r.w, r.y + 0.15 * r.h}, {r.x + 0.62 * r.w, r.y + 0.55 * r.h}, {r.x + 0.75 * r.w, r.y + 0.35 * r.h},
                     {r.x + r.w, r.y + r.h}});
        cairo_fill(cr);
        return;
    }
    const FofRect body{r.x + 0.15 * r.w, r.y + 0.1 * r.h, 0.7 * r.w, 0.9 * r.h};
    p.rect(body);
    cairo_fill(cr);
    p.colour(p.st.face);
    for (int floor = 0; floor < 3; ++floor)
        for (int window = 0; window < 2; ++window)
            cairo_rectangle(cr, body.x + (0.18 + 0.42 * window) * body.w, body.y + (0.1 + 0.3 * floor) * body.h, 0.22 * body.w, 0.16 * body.h);
    cairo_fill(cr);
}

double drawFofTank(FofPainter& p, double x, double y, double h, const Rgba& c)
{
    p.colour(c);
    cairo_rectangle(p.cr, x, y + 0.45 * h, 1.5 * h, 0.45 * h);
    cairo_rectangle(p.cr, x + 0.35 * h, y + 0.15 * h, 0.6 * h, 0.32 * h);
    cairo_rectangle(p.cr, x + 0.9 * h, y + 0.25 * h, 0.75 * h, 0.1 * h);
    cairo_fill(p.cr);
    return 1.65 * h;
}

double drawFofTag(FofPainter& p, const std::string& label, double x, double y, double size, const Rgba& c, bool filled)
{
    const Font font{size, true};
    const TextSize t = p.text.measure(label, font);
    const FofRect box{x, y, t.width + 0.6 * size, t.height};
    p.roundRect(box, 0.25 * size);
    p.colour(filled ? c : p.st.white);
    cairo_fill_preserve(p.cr);
    p.colour(c);
    cairo_set_line_width(p.cr, std::max(0.4, 0.09 * size));
    cairo_stroke(p.cr);
    p.text.draw(label, box.cx(), box.cy(), font, filled ? p.st.white : c, Anchor::Centre);
    return box.w;
}

namespace {

std::string signedNumber(int v) { return v > 0 ? "+" + std::to_string(v) : v < 0 ? "\u2212" + std::to_string(-v) : "0"; }

/// What a face-up top card prints, inside its border [1.2.1 A to H]; `level` is its stack's [1.2.1 D].
void cardData(FofPainter& p, const FofRect& r, const FofCard& card, const maps::CardRef& ref, int level, bool manyDecks)
{
    const double c = p.card(), b = p.st.borderPerCard * c, pad = 0.04 * c;
    const double x0 = r.x + b + pad, x1 = r.x + r.w - b - pad, top = r.y + b + 0.025 * c;
    const double inner = x1 - x0;
    // Row 1: the number (with the deck when the map draws from several), the level, the icon.
    const Font numberFont{0.13 * c, true};
    const std::string numberText = manyDecks ? ref.deck + " " + std::to_string(card.number) : std::to_string(card.number);
    double x = x0 + p.fitText(numberText, x0, top, 0.55 * inner, numberFont, p.st.ink) + 0.05 * c;
    if (level > 0) drawFofTag(p, "Level " + std::to_string(level), x, top + 0.025 * c, 0.075 * c, p.st.levelBadge, true);
    if (card.icon != maps::ElevationIcon::None) drawFofIcon(p, card.icon, {x1 - 0.12 * c, top + 0.01 * c, 0.12 * c, 0.12 * c});
    // Row 2: the terrain's name.
    p.fitText(card.name, x0, top + 0.15 * c, inner, Font{0.082 * c}, p.st.ink);
    // Row 3: cover high / low [1.2.1 A], trafficability [B], LZ [E].
    const double row3 = top + 0.27 * c;
    const std::string cover = card.coverLow ? std::to_string(card.coverHigh) + "/" + std::to_string(*card.coverLow) : std::to_string(card.coverHigh);
    x = x0 + drawFofTag(p, cover, x0, row3, 0.11 * c, p.st.coverBox) + 0.04 * c;
    if (card.trafficability != maps::Trafficability::None) {
        const bool no = card.trafficability == maps::Trafficability::No;
        const Rgba& colour = no ? p.st.noEntry : p.st.slow;
        x += drawFofTank(p, x, row3 + 0.025 * c, 0.085 * c, colour) + 0.015 * c;
        x += drawFofTag(p, no ? "NO" : "SLOW", x, row3 + 0.02 * c, 0.075 * c, colour) + 0.04 * c;
    }
    if (card.lz) drawFofTag(p, "LZ", x, row3 + 0.02 * c, 0.075 * c, p.st.lz, true);
    // Row 4: Cover Markers [F], Incoming VOF [H].
    std::string small = "CM " + std::to_string(card.coverPotential) + " \u00b7 draw " + std::to_string(card.coverDraw);
    if (card.incomingVof) small += " \u00b7 VOF " + signedNumber(*card.incomingVof);
    p.fitText(small, x0, top + 0.43 * c, inner, Font{0.066 * c}, p.st.inkLight);
}

/// A stack: its Hill cards staggered up and to the left under the top card,
/// each showing a strip with its number, then the top card [1.2.1 D].
void faceUpStack(FofPainter& p, const maps::CardStack& stack, const maps::ResolvedStack& resolved, bool manyDecks)
{
    const FofRect r = p.layout.cell(stack.column, stack.row);
    const int level = resolved.level;
    const double step = level > 0 ? std::min(0.08 * p.card(), 0.85 * p.layout.gap() / level) : 0;
    for (int i = 0; i < level; ++i) { // bottom up: the lowest lies farthest out
        const double off = step * (level - i);
        const FofRect h{r.x - off, r.y - off, r.w, r.h};
        cardPaper(p, h, p.st.hill);
        if (step >= 3.5)
            p.text.draw("Hill " + std::to_string(resolved.hills[std::size_t(i)]->number), h.x + 0.12 * p.card(), h.y + 0.04 * step,
                        Font{0.85 * step, true}, p.st.icon);
    }
    Rgba face = level > 0 ? style().levelColour(std::min(level, 4)) : p.st.face;
    if (p.in.shades)
        for (const FofCellShade& s : *p.in.shades)
            if (s.column == stack.column && s.row == stack.row) face = s.face;
    cardPaper(p, r, face);
    border(p, r, resolved.border);
    cardData(p, r, *resolved.top, stack.top, level, manyDecks);
}

void emptyCell(FofPainter& p, const FofRect& r)
{
    p.rect(r);
    p.colour(p.st.empty);
    const double dash[] = {0.03 * p.card(), 0.025 * p.card()};
    cairo_set_dash(p.cr, dash, 2, 0);
    cairo_set_line_width(p.cr, std::max(0.5, 0.008 * p.card()));
    cairo_stroke(p.cr);
    cairo_set_dash(p.cr, nullptr, 0, 0);
    p.text.draw("no card", r.cx(), r.cy(), Font{0.075 * p.card(), false, false, true}, p.st.empty, Anchor::Centre);
}

} // namespace

void drawFofCardBack(FofPainter& p, const FofRect& r, const std::string& label)
{
    cardPaper(p, r, p.st.back);
    const double inset = 0.07 * p.card();
    const FofRect in{r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset};
    cairo_save(p.cr);
    p.rect(in);
    cairo_clip(p.cr);
    p.colour(p.st.backMark);
    cairo_set_line_width(p.cr, std::max(0.5, 0.012 * p.card()));
    const double step = 0.11 * p.card();
    for (double d = -in.h; d < in.w; d += step) { // a lattice of diagonals both ways
        cairo_move_to(p.cr, in.x + d, in.y);
        cairo_line_to(p.cr, in.x + d + in.h, in.y + in.h);
        cairo_move_to(p.cr, in.x + d + in.h, in.y);
        cairo_line_to(p.cr, in.x + d, in.y + in.h);
    }
    cairo_stroke(p.cr);
    cairo_restore(p.cr);
    p.rect(in);
    cairo_set_line_width(p.cr, std::max(0.5, 0.01 * p.card()));
    cairo_stroke(p.cr);
    if (label.empty()) return;
    const Font font{0.1 * p.card(), true};
    const TextSize t = p.text.measure(label, font);
    const FofRect plate{r.cx() - t.width / 2 - 0.04 * p.card(), r.cy() - t.height / 2, t.width + 0.08 * p.card(), t.height};
    p.roundRect(plate, 0.03 * p.card());
    p.colour(p.st.back);
    cairo_fill(p.cr);
    p.text.draw(label, r.cx(), r.cy(), font, p.st.white, Anchor::Centre);
}

void drawFofTable(FofPainter& p)
{
    const FofLayout& l = p.layout;
    const double g = l.gap() / 2;
    const FofRect top = l.cell(1, l.rows()), bottom = l.cell(l.columns(), 0);
    p.roundRect({top.x - g, top.y - g, bottom.x + bottom.w + g - (top.x - g), bottom.y + bottom.h + g - (top.y - g)}, g);
    p.colour(p.st.table);
    cairo_fill(p.cr);
}

void drawFofCells(FofPainter& p)
{
    const maps::FofMap& map = *p.in.map;
    const bool manyDecks = map.decks.size() > 1;
    for (int c = 1; c <= map.columns; ++c) // cells of the first rectangle with no card yet
        for (int r = 1; r <= map.rows; ++r)
            if (!map.findCell(c, r)) emptyCell(p, p.layout.cell(c, r));
    for (const maps::CardStack& stack : map.cells) {
        if (stack.column < 1 || stack.row < 1) continue; // the checks report it
        const auto resolved = maps::resolveStack(stack, *p.in.decks);
        const FofRect r = p.layout.cell(stack.column, stack.row);
        if (stack.face == maps::CardFace::Down) drawFofCardBack(p, r, "face down"); // [2.2.1]
        else if (resolved && resolved->top) faceUpStack(p, stack, *resolved, manyDecks);
        else {
            cardPaper(p, r, p.st.white);
            p.text.draw("card " + stack.top.deck + " " + std::to_string(stack.top.number) + " unknown", r.cx(), r.cy(), Font{0.07 * p.card()},
                        p.st.noEntry, Anchor::Centre);
        }
    }
    for (const maps::StagingCard& s : map.mainStaging) // face down [2.4.2 A]
        if (s.column >= 1) drawFofCardBack(p, p.layout.cell(s.column, 0), fofCellName(s.column, 0));
}

void drawFofHelicopterAreas(FofPainter& p)
{
    if (!p.layout.helicopterAreas()) return;
    const FofRect pz = p.layout.helicopter(maps::HelicopterArea::PickupZone), en = p.layout.helicopter(maps::HelicopterArea::Enroute);
    const double pad = 0.06 * p.card(), title = 0.2 * p.card();
    const FofRect frame{pz.x - pad, en.y - title, pz.w + 2 * pad, pz.y + pz.h + pad - (en.y - title)};
    p.roundRect(frame, pad);
    p.colour(p.st.stagingFrame);
    const double dash[] = {0.04 * p.card(), 0.025 * p.card()};
    cairo_set_dash(p.cr, dash, 2, 0);
    cairo_set_line_width(p.cr, std::max(0.6, 0.01 * p.card()));
    cairo_stroke(p.cr);
    cairo_set_dash(p.cr, nullptr, 0, 0);
    p.fitText("Helicopter Staging Areas", frame.cx(), frame.y + 0.04 * p.card(), frame.w - pad, Font{0.075 * p.card(), true}, p.st.inkLight,
              Anchor::Top);
    for (maps::HelicopterArea a : {maps::HelicopterArea::PickupZone, maps::HelicopterArea::Enroute}) {
        const FofRect r = p.layout.helicopter(a);
        bool present = false;
        for (const maps::HelicopterStaging& h : p.in.map->helicopterStaging) present = present || h.area == a;
        if (present) drawFofCardBack(p, r, fofHelicopterName(a));
        else emptyCell(p, r);
    }
}

void drawFofEdgeNames(FofPainter& p)
{
    const FofLayout& l = p.layout;
    const Font font{0.1 * p.card(), true};
    for (int c = 1; c <= l.columns(); ++c) {
        const FofRect top = l.cell(c, l.rows());
        p.text.draw("C" + std::to_string(c), top.cx(), top.y - l.gap() * 0.75, font, p.st.inkLight, Anchor::Bottom);
    }
    for (int r = 0; r <= l.rows(); ++r) {
        const FofRect cell = l.cell(1, r);
        p.text.draw("R" + std::to_string(r), 0.04 * p.card(), cell.cy(), font, p.st.inkLight, Anchor::Left);
    }
}

} // namespace crestline::render::detail
