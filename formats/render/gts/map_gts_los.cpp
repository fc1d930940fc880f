// What a Grand Tactical Series ruling counted, on the map (gts-los.md, "The
// verdict" and "Ties"): the intermediate blocking and pair hexes and the
// blocking hexsides crossed are outlined in the highlight colour, as the FF
// picture outlines the deciding artwork; each tie site is marked with both
// nudges' counts. Also barrage markers and other play markers [16.4.2.2].

#include "formats/render/gts/gts_painter.h"

#include <cmath>

namespace crestline::render::detail {

using geometry::OffsetCoord;
using geometry::Point;
using geometry::los::GtsDetail;
using geometry::los::GtsObstacle;
using geometry::los::GtsTie;

namespace {

/// The hexside between adjacent hexes a and b as a path (lattice matrix current); false if not adjacent.
bool hexsidePath(Painter& p, OffsetCoord a, OffsetCoord b)
{
    const auto c = p.grid().corners(a);
    for (int k = 0; k < 6; ++k) {
        if (!(p.grid().neighbour(a, k) == b)) continue;
        cairo_move_to(p.cr(), double(c[std::size_t(k)].u), double(c[std::size_t(k)].v));
        cairo_line_to(p.cr(), double(c[std::size_t((k + 1) % 6)].u), double(c[std::size_t((k + 1) % 6)].v));
        return true;
    }
    return false;
}

/// Outlines the current path: the highlight colour with a thin ink line inside (the FF picture's highlight).
void outline(Painter& p, const std::vector<double>& dash)
{
    const GtsStyle& gs = gtsStyle();
    const double w = gs.countedWidth.at(p.hexPt());
    cairo_set_line_join(p.cr(), CAIRO_LINE_JOIN_MITER);
    p.strokeWith(gs.counted, w, dash, true);
    p.strokeWith(p.st().ink, std::max(0.5, 0.2 * w), {});
    cairo_set_line_join(p.cr(), CAIRO_LINE_JOIN_BEVEL);
}

/// A hexagon shrunk towards its centre by `f`, lattice frame.
void insetHexagon(Painter& p, OffsetCoord h, double f)
{
    const geometry::IPoint c = p.grid().centre(h);
    const auto k = p.grid().corners(h);
    for (int i = 0; i < 6; ++i) {
        const double u = c.u + f * double(k[std::size_t(i)].u - c.u), v = c.v + f * double(k[std::size_t(i)].v - c.v);
        i == 0 ? cairo_move_to(p.cr(), u, v) : cairo_line_to(p.cr(), u, v);
    }
    cairo_close_path(p.cr());
}

void burst(cairo_t* cr, Point c, double r, int points)
{
    for (int k = 0; k < 2 * points; ++k) {
        const double a = -M_PI / 2 + k * M_PI / points, rr = k % 2 ? r * 0.62 : r;
        k == 0 ? cairo_move_to(cr, c.u + rr * std::cos(a), c.v + rr * std::sin(a)) : cairo_line_to(cr, c.u + rr * std::cos(a), c.v + rr * std::sin(a));
    }
    cairo_close_path(cr);
}

} // namespace

void drawGtsCounted(Painter& p, const geometry::los::Ruling& r)
{
    const auto* d = std::get_if<GtsDetail>(&r.detail);
    if (!d) return;
    for (const GtsObstacle& o : d->obstacles) {
        p.lattice();
        switch (o.kind) {
        case GtsObstacle::Kind::Hex: // a blocking hex passed through [15.4]
            if (!p.grid().contains(o.hex)) continue;
            insetHexagon(p, o.hex, 0.9);
            outline(p, {});
            break;
        case GtsObstacle::Kind::Pair: // pair terrain: dashed, as only two together count [15.4.1 Q&A]
            if (!p.grid().contains(o.hex)) continue;
            insetHexagon(p, o.hex, 0.9);
            outline(p, {1.5, 1});
            break;
        case GtsObstacle::Kind::Hexside: // a blocking hexside crossed [15.4.1]
            if (hexsidePath(p, o.hex, o.other)) outline(p, {});
            break;
        case GtsObstacle::Kind::Tie: break; // drawn by drawGtsTies
        }
    }
}

void drawGtsTies(Painter& p, const geometry::los::Ruling& r)
{
    const auto* d = std::get_if<GtsDetail>(&r.detail);
    if (!d || d->ties.empty()) return;
    const GtsStyle& gs = gtsStyle();
    const double h = p.hexPt(), w = gs.tieMark.at(h);
    cairo_t* cr = p.cr();
    // Labels go to one side of the string (its left as the sighter looks).
    const Point a = p.centreUser(r.from), b = p.centreUser(r.to);
    const double len = std::max(1e-9, std::hypot(b.u - a.u, b.v - a.v));
    const Point left{(b.v - a.v) / len, -(b.u - a.u) / len};
    for (const GtsTie& t : d->ties) {
        // Solid: the site counted (both nudges blocked); hollow: it counted nothing.
        const bool counted = t.count() > 0;
        const Point at = p.user(t.at.toPoint());
        Point mid = at;
        p.base();
        if (t.kind == GtsTie::Kind::Run) { // the hexside run along, as a bar
            const Point to = p.user(t.to.toPoint());
            mid = {(at.u + to.u) / 2, (at.v + to.v) / 2};
            cairo_move_to(cr, at.u, at.v);
            cairo_line_to(cr, to.u, to.v);
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
            p.strokeWith(gs.symbolHalo, w + 2, {}, true);
            p.strokeWith(gs.tie, w, {}, !counted);
            if (!counted) p.strokeWith(p.st().paper, w * 0.45, {});
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
        } else { // the vertex passed through, as a diamond
            const double s = 0.9 * w;
            cairo_move_to(cr, at.u, at.v - s);
            cairo_line_to(cr, at.u + s, at.v);
            cairo_line_to(cr, at.u, at.v + s);
            cairo_line_to(cr, at.u - s, at.v);
            cairo_close_path(cr);
            p.strokeWith(gs.symbolHalo, 2, {}, true);
            p.fill(counted ? gs.tie : p.st().paper, true);
            p.strokeWith(gs.tie, std::max(0.8, 0.22 * w), {});
        }
        if (h < 10) continue;
        // "L1 R0": the left and right nudges' counts; the site counts the smaller.
        const std::string text = "L" + std::to_string(t.left) + " R" + std::to_string(t.right);
        const Font font{gs.tieText.at(h), true};
        const TextSize size = p.text().measure(text, font);
        const double off = 0.3 * h + size.width / 2;
        const Point tp{mid.u + left.u * off, mid.v + left.v * off};
        cairo_rectangle(cr, tp.u - size.width / 2 - 2, tp.v - size.height / 2, size.width + 4, size.height);
        p.fill(p.st().paper.withAlpha(0.85), true);
        p.strokeWith(gs.tie, 0.8, {});
        p.text().draw(text, tp.u, tp.v, font, gs.tie, Anchor::Centre);
    }
}

bool drawGtsMarker(Painter& p, const geometry::los::PlayMarker& m)
{
    const bool light = m.kind == "barrage-light", heavy = m.kind == "barrage-heavy";
    if (!light && !heavy) return false;
    // [16.4.2.2] a burst over the hex: light orange, heavy red and larger
    const GtsStyle& gs = gtsStyle();
    const double h = p.hexPt();
    const Point c = p.centreUser(m.hex);
    p.base();
    const double r = gs.barrageRadius.at(h) * (heavy ? 1.15 : 1.0);
    burst(p.cr(), c, r, 10);
    p.fill(heavy ? gs.barrageHeavy : gs.barrageLight, true);
    p.strokeWith(p.st().ink, std::max(0.5, 0.02 * h), {});
    if (h >= 8) p.text().draw(heavy ? "HB" : "LB", c.u, c.v, Font{std::max(4.0, 0.2 * h), true}, p.st().paper, Anchor::Centre);
    return true;
}

BoardPainter gtsBoardPainter()
{
    BoardPainter b;
    b.system = "gts";
    b.drawBoard = drawGtsBoard;
    b.drawRulingUnder = drawGtsCounted;
    b.drawRulingOver = drawGtsTies;
    b.drawPlayMarker = drawGtsMarker;
    b.hexSwatch = [](std::string_view id, const maps::Terrain* entry) {
        const GtsHexStyle& h = gtsStyle().hex(id, entry);
        TerrainSwatch s;
        s.fill = h.fill;
        s.mark = h.dot; // the centre dot in the terrain's colour [GTS 1.2]
        return s;
    };
    addGtsReport(b);
    return b;
}

} // namespace crestline::render::detail
