// The fire ruling's marks on the tabletop view (see tabletop_fire_marks.h).

#include "editor/gui/tabletop/tabletop_fire_marks.h"

#include "formats/render/style.h"

#include <cmath>

namespace crestline::gui {

namespace {

namespace tt = geometry::los::tabletop;

double inches(tt::Thou t) { return double(t) / tt::kThouPerInch; }

void clipToTable(cairo_t* cr, const render::TabletopLayout& layout, const maps::TabletopGame& game)
{
    cairo_rectangle(cr, layout.x(0), layout.y(inches(game.depth)), layout.x(inches(game.width)) - layout.x(0),
                    layout.y(0) - layout.y(inches(game.depth)));
    cairo_clip(cr);
}

void basePath(cairo_t* cr, const render::TabletopLayout& layout, const tt::Polygon& base)
{
    cairo_new_path(cr);
    for (const tt::TablePoint& v : base) cairo_line_to(cr, layout.x(inches(v.x)), layout.y(inches(v.y)));
    cairo_close_path(cr);
}

} // namespace

void drawFireArc(cairo_t* cr, const render::TabletopLayout& layout, const maps::TabletopGame& game, const maps::TableTeam& firer)
{
    if (firer.type == tt::TeamType::Infantry || firer.base.size() < 3) return;
    const tt::Polygon& b = firer.base;
    double cx = 0, cy = 0;
    for (const tt::TablePoint& v : b) cx += inches(v.x), cy += inches(v.y);
    cx /= double(b.size());
    cy /= double(b.size());
    // The front edge's direction e and the forward normal (e.y, -e.x) of a counter-clockwise base (drawing only).
    double ex = inches(b[1].x - b[0].x), ey = inches(b[1].y - b[0].y);
    const double len = std::hypot(ex, ey);
    if (len == 0) return;
    ex /= len, ey /= len;
    const double nx = ey, ny = -ex, far = inches(game.width) + inches(game.depth);
    cairo_save(cr);
    clipToTable(cr, layout, game);
    // The table behind the line (out of the arc) greyed: the arc is what stays clear.
    const double pts[4][2] = {{cx - ex * far, cy - ey * far}, {cx + ex * far, cy + ey * far},
                              {cx + ex * far - nx * far, cy + ey * far - ny * far}, {cx - ex * far - nx * far, cy - ey * far - ny * far}};
    cairo_new_path(cr);
    for (const auto& p : pts) cairo_line_to(cr, layout.x(p[0]), layout.y(p[1]));
    cairo_close_path(cr);
    const render::Rgba& ink = render::style().ink;
    cairo_set_source_rgba(cr, ink.r, ink.g, ink.b, 0.16);
    cairo_fill(cr);
    const render::Rgba& c = render::style().highlight;
    cairo_move_to(cr, layout.x(pts[0][0]), layout.y(pts[0][1]));
    cairo_line_to(cr, layout.x(pts[1][0]), layout.y(pts[1][1]));
    const double dash[] = {5, 3};
    cairo_set_dash(cr, dash, 2, 0);
    cairo_set_line_width(cr, 1.2);
    cairo_set_source_rgba(cr, c.r * 0.7, c.g * 0.7, c.b * 0.7, 0.9);
    cairo_stroke(cr);
    cairo_restore(cr);
}

void drawRangeBands(cairo_t* cr, const render::TabletopLayout& layout, const maps::TabletopGame& game, const maps::TableTeam& firer, tt::Thou range)
{
    if (firer.base.size() < 3 || range <= 0) return;
    const render::Rgba& c = render::style().ink;
    cairo_save(cr);
    clipToTable(cr, layout, game);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    // Long range (2x) faint, short range (1x) a little darker; each edge dashed.
    for (const auto& [k, alpha] : {std::pair{2.0, 0.05}, std::pair{1.0, 0.07}}) {
        basePath(cr, layout, firer.base);
        cairo_set_line_width(cr, 2 * k * inches(range) * layout.scale());
        cairo_set_source_rgba(cr, c.r, c.g, c.b, alpha);
        cairo_stroke(cr);
    }
    cairo_restore(cr);
}

} // namespace crestline::gui
