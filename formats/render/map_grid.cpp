// The hex grid (lines, centre dots, labels) and the map furniture: north
// arrow and scale bar.

#include "formats/render/painter.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

namespace crestline::render {
namespace detail {

using geometry::OffsetCoord;
using geometry::Point;

namespace {

void segment(cairo_t* cr, geometry::IPoint a, geometry::IPoint b)
{
    cairo_move_to(cr, double(a.u), double(a.v));
    cairo_line_to(cr, double(b.u), double(b.v));
}

/// The hexsides of `hexes`, each drawn once: every hex draws four of its
/// sides as one polyline; the other two belong to the neighbours beyond them,
/// and are drawn here only where that neighbour is off the map.
void gridPath(Painter& p, const std::vector<OffsetCoord>& hexes)
{
    cairo_t* cr = p.cr();
    const auto& g = p.grid();
    for (OffsetCoord h : hexes) {
        const auto c = g.corners(h);
        // Sides 2..5: corners 2 -> 3 -> 4 -> 5 -> 0.
        cairo_move_to(cr, double(c[2].u), double(c[2].v));
        for (int k : {3, 4, 5, 0}) cairo_line_to(cr, double(c[std::size_t(k)].u), double(c[std::size_t(k)].v));
        if (!g.contains(g.neighbour(h, 0))) segment(cr, c[0], c[1]);
        if (!g.contains(g.neighbour(h, 1))) segment(cr, c[1], c[2]);
    }
}

} // namespace

void drawGrid(Painter& p, const View& view)
{
    const std::vector<OffsetCoord> hexes = p.visibleHexes();
    cairo_t* cr = p.cr();
    if (view.grid) {
        p.lattice();
        gridPath(p, hexes);
        // Hexside corners are 120 degrees: mitred joins look the same and
        // cost far fewer edges than round ones.
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
        // On a raster target a grid line no wider than a pixel is drawn as a
        // crisp, opaque one-pixel line without antialiasing (its colour taken
        // over white paper): it looks the same and costs a fifth; pixman is
        // slow only for translucent aliased lines (measured with cairo 1.16).
        const Stroke& gs = p.st().grid;
        double pxPerPt = 0;
        if (cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE) {
            double dx = 1, dy = 0;
            p.base();
            cairo_user_to_device_distance(cr, &dx, &dy);
            pxPerPt = std::hypot(dx, dy);
        }
        if (pxPerPt > 0 && gs.width.at(p.hexPt()) * pxPerPt <= 1.25) {
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);
            const Rgba& c = gs.colour;
            p.strokeWith({1 - c.a * (1 - c.r), 1 - c.a * (1 - c.g), 1 - c.a * (1 - c.b), 1}, 1 / pxPerPt, gs.dash);
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT);
        } else {
            p.stroke(gs);
        }
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL);
    }
    if (view.centreDots && p.hexPt() >= 5) {
        p.base();
        const double r = p.st().centreDotRadius.at(p.hexPt());
        for (OffsetCoord h : hexes) {
            const Point c = p.centreUser(h);
            cairo_new_sub_path(cr);
            cairo_arc(cr, c.u, c.v, r, 0, 2 * M_PI);
        }
        p.fill(p.st().centreDot);
    }
    if (!view.labels) return;
    const int every = p.frame().labelEvery;
    const TextStyle& ts = p.st().text;
    const Font font{every > 1 ? ts.labelMinPt : ts.labelPerHex * p.hexPt()};
    if (font.sizePt < 1.5) return;
    const bool flat = p.grid().spec().orientation == geometry::HexOrientation::FlatTop;
    // Labels sit just inside the hex's top (flat-top: the N hexside; pointy: the N corner).
    const double up = flat ? 0.62 : 1.15;
    p.base();
    const bool raster = cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE;
    std::optional<QuickLabels> quick;
    if (raster) quick.emplace(cr, font);
    for (OffsetCoord h : hexes) {
        if (h.col % every != 0 || h.row % every != 0) continue;
        const geometry::IPoint c = p.grid().centre(h);
        const Point at = p.user({double(c.u), double(c.v) - up});
        if (quick && quick->ok())
            quick->drawCentred(p.grid().label(h), at.u, at.v, p.st().label);
        else
            p.text().draw(p.grid().label(h), at.u, at.v, font, p.st().label, Anchor::Centre);
    }
}

void drawNorthArrow(Painter& p, const View& view)
{
    if (!view.northArrow) return;
    const double size = std::clamp(0.07 * std::min(view.width, view.height), 14.0, 42.0);
    p.base();
    render::drawNorthArrow(p.cr(), p.map(), p.frame(), view.x + view.width - size * 0.9, view.y + size * 1.0, size);
}

void drawScaleBar(Painter& p, const View& view)
{
    if (!view.scaleBar) return;
    const double fontPt = std::clamp(0.018 * std::min(view.width, view.height), 5.0, 11.0);
    p.base();
    const double x0 = view.x + fontPt * 1.2, y0 = view.y + view.height - fontPt * 2.2;
    render::drawScaleBar(p.cr(), p.map(), p.frame(), x0, y0, 0.2 * view.width, fontPt, true);
}

} // namespace detail

void drawNorthArrow(cairo_t* cr, const maps::MapAnalysis& map, const MapFrame& frame, double cx, double cy, double size)
{
    const Style& st = style();
    // North on the page: the map's bearing plus the view's turn (both clockwise here).
    const double angle = map.map().northBearing * M_PI / 180 + frame.rotationRadians;
    auto colour = [&](const Rgba& c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); };
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_translate(cr, cx, cy);
    cairo_arc(cr, 0, 0, size * 0.55, 0, 2 * M_PI);
    colour(st.paper.withAlpha(0.85));
    cairo_fill(cr);
    cairo_rotate(cr, angle);
    const double h = size * 0.36;
    cairo_move_to(cr, 0, -h);
    cairo_line_to(cr, h * 0.45, h);
    cairo_line_to(cr, 0, h * 0.55);
    cairo_close_path(cr);
    colour(st.ink);
    cairo_fill(cr);
    cairo_move_to(cr, 0, -h);
    cairo_line_to(cr, -h * 0.45, h);
    cairo_line_to(cr, 0, h * 0.55);
    cairo_close_path(cr);
    colour(st.paper);
    cairo_fill_preserve(cr);
    colour(st.ink);
    cairo_set_line_width(cr, std::max(0.5, size * 0.03));
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    cairo_stroke(cr);
    cairo_restore(cr);
    // The "N" beyond the tip, upright.
    TextPainter text(cr);
    text.draw("N", cx + std::sin(angle) * h * 1.5, cy - std::cos(angle) * h * 1.5, Font{size * 0.3, true}, st.ink, Anchor::Centre);
}

double drawScaleBar(cairo_t* cr, const maps::MapAnalysis& map, const MapFrame& frame, double x0, double y0, double width, double fontPt,
                    bool plate)
{
    const Style& st = style();
    // One hex (centre to centre) is sqrt(3) hex sizes, at the map's own
    // scale. A map that states none gets no bar, only a note saying so: a
    // bar at some game's usual scale would be wrong on every other game's map.
    const double stated = map.map().metresPerHex;
    if (!(stated > 0)) {
        TextPainter text(cr);
        const std::string none = "the map states no scale";
        const Font noteFont{fontPt * 0.85, false, false, true};
        const double used = text.measure(none, noteFont).width;
        if (plate) {
            cairo_save(cr);
            cairo_new_path(cr);
            cairo_rectangle(cr, x0 - fontPt * 0.6, y0 - fontPt * 0.8, used + fontPt * 1.2, fontPt * 2.0);
            cairo_set_source_rgba(cr, st.paper.r, st.paper.g, st.paper.b, 0.8);
            cairo_fill(cr);
            cairo_restore(cr);
        }
        text.draw(none, x0, y0 + fontPt * 0.25, noteFont, st.ink, Anchor::Left);
        return used;
    }
    const double metresPerHex = stated;
    const double ptPerMetre = std::sqrt(3.0) * frame.hexPt / metresPerHex;
    if (!(ptPerMetre > 0) || !(width > 0)) return 0;
    // A round length (1, 2 or 5 times a power of ten) no longer than `width`.
    const double want = width / ptPerMetre;
    const double mag = std::pow(10, std::floor(std::log10(want)));
    double metres = mag;
    for (double f : {2.0, 5.0, 10.0})
        if (f * mag <= want) metres = f * mag;
    const double len = metres * ptPerMetre;
    const double barH = fontPt * 0.5;
    TextPainter text(cr);
    const std::string note = std::to_string(int(std::lround(stated))) + " m per hex";
    const Font noteFont{fontPt * 0.85, false, false, true};
    const double used = len + fontPt * 0.8 + text.measure(note, noteFont).width;
    cairo_save(cr);
    cairo_new_path(cr);
    if (plate) { // a translucent plate so the bar reads over any terrain
        cairo_rectangle(cr, x0 - fontPt * 0.6, y0 - fontPt * 1.6, used + fontPt * 1.2, fontPt * 3.0);
        cairo_set_source_rgba(cr, st.paper.r, st.paper.g, st.paper.b, 0.8);
        cairo_fill(cr);
    }
    cairo_set_line_width(cr, 0.5);
    for (int i = 0; i < 4; ++i) {
        cairo_rectangle(cr, x0 + len * i / 4, y0, len / 4, barH);
        const Rgba& c = i % 2 ? st.paper : st.ink;
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
        cairo_fill_preserve(cr);
        cairo_set_source_rgba(cr, st.ink.r, st.ink.g, st.ink.b, st.ink.a);
        cairo_stroke(cr);
    }
    cairo_restore(cr);
    const Font font{fontPt};
    text.draw("0", x0, y0 - 1, font, st.ink, Anchor::Bottom);
    const std::string m = metres >= 1000 ? std::to_string(int(metres / 1000)) + " km" : std::to_string(int(metres)) + " m";
    text.draw(m, x0 + len, y0 - 1, font, st.ink, Anchor::Bottom);
    text.draw(note, x0 + len + fontPt * 0.8, y0 + barH / 2, noteFont, st.ink, Anchor::Left);
    return used;
}

} // namespace crestline::render
