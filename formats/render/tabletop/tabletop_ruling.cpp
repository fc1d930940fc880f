// A tabletop LOS ruling over the table (tabletop-los.md steps 1 to 3): the
// two teams haloed, the active pieces (step 2) hatched, the pieces that cut
// every sight segment outlined, and the witness segment a player can lay a
// ruler along, its ends in inches. The witness's exact rational ends are
// drawn from their inch doubles: display only.

#include "formats/render/tabletop/tabletop_painter.h"

#include "formats/los/tabletop/tabletop_ruling_format.h"

#include <algorithm>
#include <cmath>

namespace crestline::render::detail {

namespace tt = geometry::los::tabletop;

namespace {

const maps::TableTeam* teamById(const maps::TabletopGame& game, const std::string& id)
{
    for (const maps::TableSide& side : game.sides)
        for (const maps::TableUnit& unit : side.units) {
            if (game.isOffTable(unit.id)) continue;
            for (const maps::TableTeam& team : unit.teams)
                if (team.id == id && !team.base.empty()) return &team;
        }
    return nullptr;
}


/// Diagonal hatching inside `poly`.
void hatch(TablePainter& p, const tt::Polygon& poly, const Rgba& c)
{
    const PageBox b = pageBox(p, poly);
    cairo_save(p.cr);
    p.polygon(poly);
    cairo_clip(p.cr);
    const double step = 4.5, span = (b.x1 - b.x0) + (b.y1 - b.y0);
    for (double t = -span; t < span; t += step) {
        cairo_move_to(p.cr, b.x0 + t, b.y1);
        cairo_line_to(p.cr, b.x0 + t + (b.y1 - b.y0), b.y0);
    }
    p.colour(c);
    cairo_set_line_width(p.cr, 0.7);
    cairo_stroke(p.cr);
    cairo_restore(p.cr);
}

/// "(31, 5.25)": a witness end in inches, exact where the end is a whole number of 1/1000 inch.
std::string endText(const tt::ExactPoint& e)
{
    return "(" + formats::inchesOf(e.x, e.xInches) + ", " + formats::inchesOf(e.y, e.yInches) + ")";
}

/// Writes `label` beyond the end (x, y) of a segment running in direction
/// (dx, dy), unit length, clear of the base `b` the end lies on.
/// `outward` (-1, 0, 1): the label shifted sideways by most of its width, away from the other end.
void labelBeyond(TablePainter& p, const std::string& label, double x, double y, double dx, double dy, const PageBox& b, const Rgba& ink,
                 double outward = 0)
{
    const Font font{7.5, true};
    const TextSize size = p.text.measure(label, font);
    const double tx = dx > 0 ? (b.x1 - x) / dx : dx < 0 ? (b.x0 - x) / dx : 1e9;
    const double ty = dy > 0 ? (b.y1 - y) / dy : dy < 0 ? (b.y0 - y) / dy : 1e9;
    const double exit = std::max(0.0, std::min(tx, ty));
    const double reach = exit + 8 + std::fabs(dx) * size.width / 2 + std::fabs(dy) * size.height / 2;
    // On a white plate edged in the witness's colour: it reads over any piece beneath.
    // Along the line (or shifted `outward`); when a team's id, an objective or a hill's label is
    // there, shifted sideways, then further along the line, so the plate hides none of them.
    const double shift = size.width / 2 - 3, hw = size.width / 2 + 2, hh = size.height / 2 + 1;
    double cx = x + dx * reach + outward * shift, cy = y + dy * reach;
    bool placed = false;
    for (double further : {0.0, 1.0, 2.0}) {
        const double r = reach + further * (std::fabs(dx) * (size.width + 6) + std::fabs(dy) * (size.height + 6));
        for (double side : {outward, 1.0, -1.0}) {
            const double px = x + dx * r + side * shift, py = y + dy * r;
            if (clearOfTeams(p, px, py, hw, hh) && clearOfHillLabels(p, px, py, hw, hh)) {
                cx = px, cy = py, placed = true;
                break;
            }
        }
        if (placed) break;
    }
    const double pad = 2;
    cairo_rectangle(p.cr, cx - size.width / 2 - pad, cy - size.height / 2 - pad / 2, size.width + 2 * pad, size.height + pad);
    p.colour(p.st.witnessCasing.withAlpha(0.92));
    cairo_fill_preserve(p.cr);
    p.colour(ink);
    cairo_set_line_width(p.cr, 0.6);
    cairo_stroke(p.cr);
    p.text.draw(label, cx, cy, font, ink, Anchor::Centre);
}

} // namespace

const tt::Polygon* rulingPieceOutline(const maps::TabletopGame& game, int id)
{
    if (id < 0) {
        const std::size_t k = std::size_t(-(long long)id);
        return k <= game.templates.size() ? &game.templates[k - 1].outline : nullptr;
    }
    for (const maps::TablePiece& piece : game.pieces)
        if (piece.id == id) return &piece.outline;
    return nullptr;
}

void drawRulingPieces(TablePainter& p, const TabletopRulingView& r)
{
    const tt::TabletopLos& ruling = *r.ruling;
    for (const tt::ActivePiece& a : ruling.active)
        if (const tt::Polygon* outline = rulingPieceOutline(p.game, a.id)) hatch(p, *outline, p.st.active);
    for (int id : ruling.cutting)
        if (const tt::Polygon* outline = rulingPieceOutline(p.game, id)) {
            p.polygon(*outline);
            p.colour(p.st.cutting);
            cairo_set_line_width(p.cr, 2.4);
            cairo_set_line_join(p.cr, CAIRO_LINE_JOIN_ROUND);
            cairo_stroke(p.cr);
        }
    const maps::TableTeam* from = teamById(p.game, r.from);
    const maps::TableTeam* to = teamById(p.game, r.to);
    if (!ruling.los && from && to) {
        // Every sight segment lies in the hull of the two bases: shown dashed.
        p.polygon(tt::hullOf(from->base, to->base));
        p.colour(p.st.blockedHull.withAlpha(0.07));
        cairo_fill_preserve(p.cr);
        p.colour(p.st.blockedHull);
        const double dash[] = {4, 3};
        cairo_set_dash(p.cr, dash, 2, 0);
        cairo_set_line_width(p.cr, 1.0);
        cairo_stroke(p.cr);
        cairo_set_dash(p.cr, nullptr, 0, 0);
    }
    for (const maps::TableTeam* t : {from, to}) // halos, under the bases drawn next
        if (t) {
            p.polygon(t->base);
            p.colour(p.st.teamHighlight);
            cairo_set_line_width(p.cr, 6);
            cairo_set_line_join(p.cr, CAIRO_LINE_JOIN_ROUND);
            cairo_stroke(p.cr);
        }
}

void drawRulingMarks(TablePainter& p, const TabletopRulingView& r)
{
    const tt::TabletopLos& ruling = *r.ruling;
    if (!ruling.witness) return;
    const tt::SightSegment& w = *ruling.witness;
    const double x0 = p.layout.x(w.from.xInches), y0 = p.layout.y(w.from.yInches);
    const double x1 = p.layout.x(w.to.xInches), y1 = p.layout.y(w.to.yInches);
    cairo_t* cr = p.cr;
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (int pass = 0; pass < 2; ++pass) {
        cairo_move_to(cr, x0, y0);
        cairo_line_to(cr, x1, y1);
        p.colour(pass == 0 ? p.st.witnessCasing : p.st.witness);
        cairo_set_line_width(cr, pass == 0 ? 5.5 : 2.8);
        cairo_stroke(cr);
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    for (const auto& [x, y] : {std::pair{x0, y0}, std::pair{x1, y1}}) {
        cairo_new_sub_path(cr);
        cairo_arc(cr, x, y, 3.2, 0, 2 * M_PI);
        p.colour(p.st.witness);
        cairo_fill_preserve(cr);
        p.colour(p.st.witnessCasing);
        cairo_set_line_width(cr, 1.0);
        cairo_stroke(cr);
    }
    double dx = x0 - x1, dy = y0 - y1;
    const double len = std::hypot(dx, dy);
    if (len > 0) {
        dx /= len;
        dy /= len;
    } else {
        dy = -1;
    }
    // A witness running across the page: the ends' labels go below the bases,
    // not beyond them along the line, where the teams' ids stand.
    const bool across = std::fabs(dx) > std::fabs(dy);
    const double ax = across ? 0 : dx, ay = across ? 1 : dy;
    const maps::TableTeam* from = teamById(p.game, r.from);
    const maps::TableTeam* to = teamById(p.game, r.to);
    const PageBox none{x0, y0, x0, y0};
    labelBeyond(p, endText(w.from), x0, y0, ax, ay, from ? pageBox(p, from->base) : none, p.st.witness, across ? (dx > 0 ? 1 : -1) : 0);
    labelBeyond(p, endText(w.to), x1, y1, across ? ax : -ax, across ? ay : -ay, to ? pageBox(p, to->base) : PageBox{x1, y1, x1, y1}, p.st.witness,
                across ? (dx > 0 ? -1 : 1) : 0);
}

} // namespace crestline::render::detail
