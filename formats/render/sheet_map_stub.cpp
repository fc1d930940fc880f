// STUB -- DELETE AT MERGE. A stand-in for drawMap (map_painter.h) so that the
// setup sheet can be built and tested before the map renderer lands: hex
// outlines and setup-area tints only, from map.grid(). Nothing else of the
// map (terrain, labels, objectives, edges, markers) is drawn here. When the
// real formats/render/map_painter.cpp is merged, delete this file and its line
// in formats/render/CMakeLists.txt.

#include "formats/render/map_painter.h"
#include "formats/render/sheet_board.h"

#include <algorithm>

namespace crestline::render {

void drawMap(cairo_t* cr, const maps::MapAnalysis& map, const View& view, const Overlays& overlays)
{
    const geometry::HexGrid& g = map.grid();
    geometry::Box region = view.region.value_or(geometry::Box{-2, -2, 3.0 * g.columns() + 2, 2.0 * g.rows() + 2});
    const geometry::Point a = g.toMap({region.minU, region.minV}), b = g.toMap({region.maxU, region.maxV});
    const double w = std::abs(b.u - a.u), h = std::abs(b.v - a.v);
    if (w <= 0 || h <= 0 || view.width <= 0 || view.height <= 0) return;
    const double s = std::min(view.width / w, view.height / h);
    cairo_save(cr);
    cairo_translate(cr, view.x + (view.width - w * s) / 2, view.y + (view.height - h * s) / 2);
    cairo_scale(cr, s, s);
    cairo_translate(cr, -std::min(a.u, b.u), -std::min(a.v, b.v));
    auto hexagon = [&](geometry::OffsetCoord hex) {
        const auto corners = g.corners(hex);
        for (std::size_t k = 0; k < corners.size(); ++k) {
            const geometry::Point p = g.toMap(corners[k].toPoint());
            if (k == 0) cairo_move_to(cr, p.u, p.v);
            else cairo_line_to(cr, p.u, p.v);
        }
        cairo_close_path(cr);
    };
    for (const SideHexes& area : overlays.setupAreas) {
        const sheet::Rgb c = sheet::sideColour(area.side);
        for (const geometry::OffsetCoord& hex : area.hexes) hexagon(hex);
        cairo_set_source_rgba(cr, c.r, c.g, c.b, 0.35);
        cairo_fill(cr);
    }
    for (int i = 0; i < g.count(); ++i) hexagon(g.fromIndex(i));
    cairo_set_source_rgb(cr, 0.45, 0.45, 0.45);
    cairo_set_line_width(cr, g.spec().hexSize * 0.03);
    cairo_stroke(cr);
    cairo_restore(cr);
}

} // namespace crestline::render
