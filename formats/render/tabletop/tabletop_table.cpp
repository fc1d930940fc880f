// The table's layers: cloth, zones and grid, pieces of terrain, inch labels,
// objectives and teams (tabletop_painter.h).

#include "formats/render/tabletop/tabletop_painter.h"

#include "formats/table/tabletop/tabletop_format.h"

#include <algorithm>
#include <cmath>

namespace crestline::render::detail {

namespace tt = geometry::los::tabletop;

namespace {

/// Even-odd point in polygon on page coordinates: for placing labels only, never for a ruling.
bool insidePage(const TablePainter& p, const tt::Polygon& poly, double x, double y)
{
    bool in = false;
    for (std::size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
        const double xi = p.px(poly[i].x), yi = p.py(poly[i].y), xj = p.px(poly[j].x), yj = p.py(poly[j].y);
        if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi) in = !in;
    }
    return in;
}

/// A piece's id inside it: the middle of its box, else the first of a few
/// spots around it, then its box's corners, that lies inside and clears the teams and objectives;
/// else just above it.
void labelArea(TablePainter& p, const maps::TablePiece& piece, const Font& font)
{
    const std::string id = std::to_string(piece.id);
    const PageBox b = pageBox(p, piece.outline);
    const TextSize size = p.text.measure(id, font);
    const double hw = size.width / 2 + 1, hh = size.height / 2;
    const double w = b.x1 - b.x0, h = b.y1 - b.y0;
    const double spots[][2] = {{0, 0}, {0, 0.3}, {0, -0.3}, {-0.3, 0}, {0.3, 0}, {-0.3, 0.3}, {0.3, 0.3}, {-0.3, -0.3}, {0.3, -0.3}};
    std::vector<std::pair<double, double>> candidates;
    for (const auto& s : spots) candidates.emplace_back(b.cx() + s[0] * w, b.cy() + s[1] * h);
    for (double sx : {-1, 1}) // then just inside each corner of its box
        for (double sy : {-1, 1}) candidates.emplace_back(b.cx() + sx * (w / 2 - hw - 3), b.cy() + sy * (h / 2 - hh - 2));
    double x = b.cx(), y = b.cy();
    const double aboveY = b.y0 - hh - 1; // a piece too small to hold it clear: just above its box
    if (clearOfTeams(p, b.cx(), aboveY, hw, hh)) candidates.emplace_back(b.cx(), aboveY);
    for (const auto& [cx, cy] : candidates)
        if ((cy == aboveY || insidePage(p, piece.outline, cx, cy)) && clearOfTeams(p, cx, cy, hw, hh)) {
            x = cx;
            y = cy;
            break;
        }
    p.haloText(id, x, y, font, p.st.pieceLabel, Anchor::Centre);
}

/// Forest crowns or field furrows inside the current path (kept).
void pattern(TablePainter& p, const maps::TablePiece& piece, const TablePieceStyle& s)
{
    if (piece.kind != tt::PieceKind::Forest && piece.kind != tt::PieceKind::Field) return;
    const PageBox b = pageBox(p, piece.outline);
    cairo_save(p.cr);
    cairo_clip_preserve(p.cr);
    cairo_new_path(p.cr);
    p.colour(s.mark);
    const double step = std::max(4.0, p.layout.scale() * 1.0);
    if (piece.kind == tt::PieceKind::Forest) {
        // Staggered rings, one tree crown an inch apart.
        int row = 0;
        for (double y = b.y0 + step / 2; y < b.y1; y += step * 0.87, ++row)
            for (double x = b.x0 + (row % 2 ? step : step / 2); x < b.x1; x += step) {
                cairo_new_sub_path(p.cr);
                cairo_arc(p.cr, x, y, step * 0.22, 0, 2 * M_PI);
            }
        cairo_set_line_width(p.cr, 0.6);
        cairo_stroke(p.cr);
    } else {
        for (double y = b.y0 + step / 2; y < b.y1; y += step / 1.5) {
            cairo_move_to(p.cr, b.x0, y);
            cairo_line_to(p.cr, b.x1, y);
        }
        cairo_set_line_width(p.cr, 0.5);
        cairo_stroke(p.cr);
    }
    cairo_restore(p.cr);
}

void outline(TablePainter& p, const Rgba& c, double width, const std::vector<double>& dash)
{
    p.colour(c);
    cairo_set_line_width(p.cr, width);
    cairo_set_line_join(p.cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_dash(p.cr, dash.empty() ? nullptr : dash.data(), int(dash.size()), 0);
    cairo_stroke(p.cr);
    cairo_set_dash(p.cr, nullptr, 0, 0);
}

void drawHills(TablePainter& p)
{
    std::vector<const maps::TablePiece*> hills;
    for (const maps::TablePiece& piece : p.game.pieces)
        if (piece.kind == tt::PieceKind::Hill) hills.push_back(&piece);
    std::stable_sort(hills.begin(), hills.end(), [](const maps::TablePiece* a, const maps::TablePiece* b) { return a->level < b->level; });
    for (const maps::TablePiece* h : hills) {
        const int level = h->level.value_or(0);
        p.polygon(h->outline);
        p.colour(p.st.hill(level));
        cairo_fill_preserve(p.cr);
        outline(p, p.st.contour, 1.1, {});
        // A second, fainter contour just inside: the slope, as a map's contour lines show it.
        cairo_save(p.cr);
        p.polygon(h->outline);
        cairo_clip_preserve(p.cr);
        outline(p, p.st.contour.withAlpha(0.45), 3.2, {});
        cairo_restore(p.cr);
    }
    for (const maps::TablePiece* h : hills) {
        const PageBox at = hillLabelBox(p, *h);
        p.haloText(hillLabel(*h), at.cx(), at.cy(), hillLabelFont(), p.st.contour, Anchor::Centre);
    }
}

int areaOrder(tt::PieceKind k)
{
    switch (k) {
    case tt::PieceKind::Field: return 0;
    case tt::PieceKind::Forest: return 1;
    case tt::PieceKind::Building: return 2;
    case tt::PieceKind::Smoke: return 3;
    default: return 4;
    }
}

} // namespace

std::string hillLabel(const maps::TablePiece& hill)
{
    return "Hill " + std::to_string(hill.id) + " \u00b7 Level " + std::to_string(hill.level.value_or(0));
}

Font hillLabelFont() { return Font{6.5, false, false, true}; }

PageBox hillLabelBox(TablePainter& p, const maps::TablePiece& hill)
{
    // Just inside the hill's top; where a team stands there (its base, its id), just inside its foot, then its middle.
    const PageBox b = pageBox(p, hill.outline);
    const TextSize size = p.text.measure(hillLabel(hill), hillLabelFont());
    const double hw = size.width / 2, hh = size.height / 2;
    double cy = b.y0 + 3.5 + hh;
    for (double y : {b.y0 + 3.5 + hh, b.y1 - 3.5 - hh, b.cy()})
        if (clearOfTeams(p, b.cx(), y, hw + 1, hh)) {
            cy = y;
            break;
        }
    return {b.cx() - hw, cy - hh, b.cx() + hw, cy + hh};
}

bool clearOfHillLabels(TablePainter& p, double x, double y, double hw, double hh)
{
    for (const maps::TablePiece& piece : p.game.pieces) {
        if (piece.kind != tt::PieceKind::Hill) continue;
        const PageBox b = hillLabelBox(p, piece);
        if (x + hw > b.x0 - 1 && x - hw < b.x1 + 1 && y + hh > b.y0 - 1 && y - hh < b.y1 + 1) return false;
    }
    return true;
}

bool clearOfTeams(TablePainter& p, double x, double y, double hw, double hh)
{
    for (const maps::TableSide& side : p.game.sides)
        for (const maps::TableUnit& unit : side.units)
            for (const maps::TableTeam& team : unit.teams) {
                if (team.base.empty() || p.game.isOffTable(unit.id)) continue;
                const PageBox b = pageBox(p, team.base);
                // The team's id stands right of its base: keep clear of that too.
                if (x + hw > b.x0 - 2 && x - hw < b.x1 + 26 && y + hh > b.y0 - 2 && y - hh < b.y1 + 2) return false;
            }
    for (const maps::TableObjective& o : p.game.objectives) { // the diamond and its name below it
        const double ox = p.px(o.at.x), oy = p.py(o.at.y);
        const double half = std::max(6.0, p.text.measure(o.id, Font{6.5, false, false, true}).width / 2 + 2);
        if (x + hw > ox - half && x - hw < ox + half && y + hh > oy - 6 && y - hh < oy + 15) return false;
    }
    return true;
}

void drawTableCloth(TablePainter& p)
{
    const TabletopLayout& l = p.layout;
    cairo_t* cr = p.cr;
    cairo_rectangle(cr, l.tableLeft(), l.tableTop(), l.tableWidthPt(), l.tableDepthPt());
    p.colour(p.st.table);
    cairo_fill(cr);
    for (std::size_t s = 0; s < p.game.sides.size(); ++s)
        for (const maps::DeploymentZone& z : p.game.sides[s].zones) {
            p.polygon(z.outline);
            p.colour(style().side(int(s)).withAlpha(p.st.zoneTint));
            cairo_fill_preserve(cr);
            outline(p, style().side(int(s)).withAlpha(0.55), 0.8, {4, 2});
        }
    const double w = double(p.game.width) / 1000, d = double(p.game.depth) / 1000;
    const bool everyInch = l.scale() >= 4;
    for (int pass = 0; pass < 2; ++pass) { // inch lines first, the 6" lines over them
        for (int i = 1; i < w; ++i) {
            const bool six = i % 6 == 0;
            if (six != (pass == 1) || (!six && !everyInch)) continue;
            cairo_move_to(cr, l.x(i), l.y(0));
            cairo_line_to(cr, l.x(i), l.y(d));
        }
        for (int i = 1; i < d; ++i) {
            const bool six = i % 6 == 0;
            if (six != (pass == 1) || (!six && !everyInch)) continue;
            cairo_move_to(cr, l.x(0), l.y(i));
            cairo_line_to(cr, l.x(w), l.y(i));
        }
        p.colour(pass == 0 ? p.st.gridInch : p.st.gridSix);
        cairo_set_line_width(cr, pass == 0 ? 0.35 : 0.6);
        cairo_stroke(cr);
    }
}

void drawTablePieces(TablePainter& p)
{
    drawHills(p);
    std::vector<const maps::TablePiece*> areas, lines;
    for (const maps::TablePiece& piece : p.game.pieces) {
        const tt::PieceFamily f = tt::familyOf(piece.kind);
        if (f == tt::PieceFamily::Area) areas.push_back(&piece);
        if (f == tt::PieceFamily::Linear) lines.push_back(&piece);
    }
    std::stable_sort(areas.begin(), areas.end(), [](const maps::TablePiece* a, const maps::TablePiece* b) { return areaOrder(a->kind) < areaOrder(b->kind); });
    for (const maps::TablePiece* a : areas) {
        const TablePieceStyle& s = p.st.piece(a->kind);
        p.polygon(a->outline);
        p.colour(s.fill);
        cairo_fill_preserve(p.cr);
        pattern(p, *a, s);
        outline(p, s.outline, s.outlineWidth, s.dash);
    }
    for (const maps::TablePiece* a : lines) {
        // A thin footprint: filled, and stroked so a quarter-inch wall stays visible at any scale.
        const TablePieceStyle& s = p.st.piece(a->kind);
        p.polygon(a->outline);
        p.colour(s.fill);
        cairo_fill_preserve(p.cr);
        outline(p, s.outline, s.outlineWidth, s.dash);
    }
    const Font idFont{6.5, true};
    for (const maps::TablePiece* a : areas) labelArea(p, *a, idFont);
    for (const maps::TablePiece* a : lines) {
        const PageBox b = pageBox(p, a->outline);
        const std::string id = std::to_string(a->id);
        if (b.x1 - b.x0 >= b.y1 - b.y0) p.haloText(id, b.cx(), b.y0 - 1.5, idFont, p.st.pieceLabel, Anchor::Bottom);
        else p.haloText(id, b.x1 + 2, b.cy(), idFont, p.st.pieceLabel, Anchor::Left);
    }
}

void drawTableTemplates(TablePainter& p)
{
    const Font idFont{6.5, true};
    for (const maps::PlacedTemplate& t : p.game.templates) {
        if (t.outline.size() < 3) continue;
        const bool smoke = t.kind == tt::TemplateKind::Smoke;
        const TablePieceStyle& s = p.st.smoke;
        p.polygon(t.outline);
        p.colour(smoke ? s.fill : p.st.barrage.withAlpha(0.14));
        cairo_fill_preserve(p.cr);
        outline(p, smoke ? s.outline : p.st.barrage, smoke ? s.outlineWidth : 1.2, smoke ? s.dash : std::vector<double>{5, 2.5});
        if (!smoke) { // the aim point: a small cross
            const double x = p.px(t.aim.x), y = p.py(t.aim.y), k = 3;
            cairo_move_to(p.cr, x - k, y - k);
            cairo_line_to(p.cr, x + k, y + k);
            cairo_move_to(p.cr, x - k, y + k);
            cairo_line_to(p.cr, x + k, y - k);
            outline(p, p.st.barrage, 1.0, {});
        }
        const PageBox b = pageBox(p, t.outline);
        p.haloText(t.id + " (" + t.unit + ")", b.cx(), b.y0 - 1.5, idFont, smoke ? s.outline : p.st.barrage, Anchor::Bottom);
    }
}

void drawTableAxes(TablePainter& p)
{
    const TabletopLayout& l = p.layout;
    const Font font{6.5};
    const double w = double(p.game.width) / 1000, d = double(p.game.depth) / 1000;
    for (int i = 0; i <= w; i += 6) p.text.draw(std::to_string(i) + "\u2033", l.x(i), l.y(0) + 3, font, p.st.axisText, Anchor::Top);
    for (int i = 0; i <= d; i += 6) p.text.draw(std::to_string(i) + "\u2033", l.x(0) - 3, l.y(i), font, p.st.axisText, Anchor::Right);
    cairo_rectangle(p.cr, l.tableLeft(), l.tableTop(), l.tableWidthPt(), l.tableDepthPt());
    outline(p, p.st.tableEdge, 1.2, {});
}

void drawTableTeams(TablePainter& p)
{
    cairo_t* cr = p.cr;
    for (const maps::TableObjective& o : p.game.objectives) {
        const double x = p.px(o.at.x), y = p.py(o.at.y), r = 4.2;
        cairo_move_to(cr, x, y - r);
        cairo_line_to(cr, x + r, y);
        cairo_line_to(cr, x, y + r);
        cairo_line_to(cr, x - r, y);
        cairo_close_path(cr);
        p.colour(p.st.objective.withAlpha(0.25));
        cairo_fill_preserve(cr);
        outline(p, p.st.objective, 1.0, {});
        p.haloText(o.id, x, y + r + 1, Font{6.5, false, false, true}, p.st.objective, Anchor::Top);
    }
    const Font idFont{7, true};
    for (std::size_t s = 0; s < p.game.sides.size(); ++s)
        for (const maps::TableUnit& unit : p.game.sides[s].units) {
            if (p.game.isOffTable(unit.id)) continue;
            for (const maps::TableTeam& team : unit.teams) {
                if (team.base.size() < 2) continue;
                const Rgba& side = style().side(int(s));
                p.polygon(team.base);
                p.colour(side);
                cairo_fill_preserve(cr);
                outline(p, p.st.frontEdge, 0.6, {});
                // [spec "Words"] the front edge: vertices 0 -> 1.
                cairo_move_to(cr, p.px(team.base[0].x), p.py(team.base[0].y));
                cairo_line_to(cr, p.px(team.base[1].x), p.py(team.base[1].y));
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
                outline(p, p.st.frontEdge, 2.4, {});
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
                const PageBox b = pageBox(p, team.base);
                p.haloText(team.id, p.idAt ? p.idAt(b) : b.x1 + 2, b.cy(), idFont, side, Anchor::Left);
            }
        }
}

} // namespace crestline::render::detail
