// drawMap: the frame (lattice -> page), the clip, and the layers in the order
// of docs/rendering.md. The layers themselves live in map_terrain.cpp,
// map_grid.cpp and map_overlays.cpp.

#include "formats/render/map_painter.h"

#include "formats/render/board_painter.h"
#include "formats/render/painter.h"

#include <algorithm>
#include <cmath>

namespace crestline::render {

using geometry::Box;
using geometry::OffsetCoord;
using geometry::Point;

Point MapFrame::user(Point p) const
{
    double x = p.u, y = p.v;
    cairo_matrix_transform_point(&toUser, &x, &y);
    return {x, y};
}

Point MapFrame::lattice(Point p) const
{
    cairo_matrix_t inv = toUser;
    double x = p.u, y = p.v;
    if (cairo_matrix_invert(&inv) != CAIRO_STATUS_SUCCESS) return {};
    cairo_matrix_transform_point(&inv, &x, &y);
    return {x, y};
}

Box mapBox(const geometry::HexGrid& grid)
{
    if (grid.count() == 0) return {};
    Box box = Box::of(grid.centre({0, 0}).toPoint());
    auto add = [&](OffsetCoord h) {
        for (const geometry::IPoint& c : grid.corners(h)) box.expand(c.toPoint());
    };
    // The outline is made of the first and last two columns and rows (the shove alternates).
    for (int c = 0; c < grid.columns(); ++c)
        for (int r : {0, 1, grid.rows() - 2, grid.rows() - 1})
            if (grid.contains({c, r})) add({c, r});
    for (int r = 0; r < grid.rows(); ++r)
        for (int c : {0, 1, grid.columns() - 2, grid.columns() - 1})
            if (grid.contains({c, r})) add({c, r});
    return box;
}

double drawReachPt(const geometry::HexGrid& grid, const MapFrame& frame)
{
    const Style& st = style();
    const double hexPt = frame.hexPt;
    // Strokes: the widest map stroke is about 0.09 of a hex (a stream with
    // its casing; hexsides 0.07) or its minimum of about 1.5 points; mitred
    // grid corners reach 0.58 widths past the corner; 2 points of antialiasing.
    const double strokes = 0.15 * hexPt + 3;
    // A hex's label, centred inside its hex's box: its width is at most a font
    // size (an em) per character, its height one font size; the longest
    // label is at a corner of the grid (numbers grow away from the first hex),
    // one character spare for lettered schemes.
    std::size_t chars = 0;
    if (grid.count() > 0) {
        const int c = grid.columns() - 1, r = grid.rows() - 1;
        for (const geometry::OffsetCoord h : {geometry::OffsetCoord{0, 0}, {c, 0}, {0, r}, {c, r}})
            chars = std::max(chars, grid.label(h).size());
    }
    const double labelPt = frame.labelEvery > 1 ? st.text.labelMinPt : st.text.labelPerHex * hexPt;
    const double labels = double(chars + 1) * labelPt + labelPt;
    // A printed marker's plate (hexes of 8 points or more), under the hex's
    // centre: initials and three letters of its owner, ten characters allowed.
    const double markerPt = st.symbols.hexMarkerText.at(hexPt);
    const double markers = hexPt >= 8 ? 10 * markerPt + markerPt : 0;
    return strokes + std::max(labels, markers);
}

MapFrame mapFrame(const geometry::HexGrid& grid, const View& view)
{
    MapFrame f;
    f.region = view.region ? *view.region : mapBox(grid);
    // The lattice -> map-unit affine map of the grid (axis-aligned scale and shift).
    const Point o = grid.toMap({0, 0}), ux = grid.toMap({1, 0}), vy = grid.toMap({0, 1});
    const double a = ux.u - o.u, d = vy.v - o.v;
    const Point m0 = grid.toMap({f.region.minU, f.region.minV}), m1 = grid.toMap({f.region.maxU, f.region.maxV});
    const double w = std::abs(m1.u - m0.u), h = std::abs(m1.v - m0.v);
    const Point centre{(m0.u + m1.u) / 2, (m0.v + m1.v) / 2};
    // rotationDegrees is counter-clockwise; cairo's positive angle turns clockwise on screen.
    f.rotationRadians = -view.rotationDegrees * M_PI / 180;
    const double c = std::abs(std::cos(f.rotationRadians)), s = std::abs(std::sin(f.rotationRadians));
    const double rw = w * c + h * s, rh = w * s + h * c;
    const double scale = (rw > 0 && rh > 0) ? std::min(view.width / rw, view.height / rh) : 1;
    f.pointsPerMapUnit = scale;
    f.hexPt = grid.spec().hexSize * scale;
    cairo_matrix_init_translate(&f.toUser, view.x + view.width / 2, view.y + view.height / 2);
    cairo_matrix_scale(&f.toUser, scale, scale);
    cairo_matrix_rotate(&f.toUser, f.rotationRadians);
    cairo_matrix_translate(&f.toUser, -centre.u, -centre.v);
    cairo_matrix_translate(&f.toUser, o.u, o.v);
    cairo_matrix_scale(&f.toUser, a, d);
    if (view.labelEvery > 0) {
        f.labelEvery = view.labelEvery;
    } else {
        const double font = style().text.labelPerHex * f.hexPt;
        f.labelEvery = font >= style().text.labelMinPt ? 1 : int(std::ceil(style().text.labelMinPt / std::max(font, 1e-3)));
    }
    return f;
}

namespace detail {

Painter::Painter(cairo_t* cr, const maps::MapAnalysis& map, const MapFrame& frame)
    : m_cr(cr), m_map(map), m_frame(frame), m_text(cr)
{
    cairo_get_matrix(cr, &m_base);
    cairo_matrix_multiply(&m_latticeCtm, &m_frame.toUser, &m_base);
    // The visible lattice box: the clip's corners (the view rectangle, or
    // what an edit changed) widened by how far an element's drawing reaches
    // beyond its box, taken back into the lattice frame. With a turn this is
    // more than the region. Widened, an element partly in the clip is drawn
    // whatever the clip: a clipped redraw equals the whole one there.
    double x1, y1, x2, y2;
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2);
    const double reach = drawReachPt(map.grid(), frame); // points, as the clip extents (user space)
    x1 -= reach, y1 -= reach, x2 += reach, y2 += reach;
    Box box = Box::of(frame.lattice({x1, y1}));
    box.expand(frame.lattice({x2, y1}));
    box.expand(frame.lattice({x1, y2}));
    box.expand(frame.lattice({x2, y2}));
    m_visible = box;
}

void Painter::ring(const geometry::Ring& r)
{
    if (r.empty()) return;
    cairo_move_to(m_cr, r[0].u, r[0].v);
    for (std::size_t i = 1; i < r.size(); ++i) cairo_line_to(m_cr, r[i].u, r[i].v);
    cairo_close_path(m_cr);
}

void Painter::polygon(const geometry::PolygonWithHoles& p)
{
    ring(p.outer);
    for (const geometry::Ring& h : p.holes) ring(h);
}

void Painter::polyline(const std::vector<Point>& line)
{
    if (line.empty()) return;
    cairo_move_to(m_cr, line[0].u, line[0].v);
    for (std::size_t i = 1; i < line.size(); ++i) cairo_line_to(m_cr, line[i].u, line[i].v);
}

void Painter::hexagon(OffsetCoord h)
{
    const auto c = grid().corners(h);
    cairo_move_to(m_cr, double(c[0].u), double(c[0].v));
    for (int k = 1; k < 6; ++k) cairo_line_to(m_cr, double(c[std::size_t(k)].u), double(c[std::size_t(k)].v));
    cairo_close_path(m_cr);
}

void Painter::strokeWith(const Rgba& c, double widthPt, const std::vector<double>& dash, bool preserve)
{
    base();
    colour(c);
    cairo_set_line_width(m_cr, widthPt);
    if (dash.empty()) {
        cairo_set_dash(m_cr, nullptr, 0, 0);
    } else {
        std::vector<double> d(dash);
        for (double& x : d) x *= widthPt;
        cairo_set_dash(m_cr, d.data(), int(d.size()), 0);
    }
    if (preserve)
        cairo_stroke_preserve(m_cr);
    else
        cairo_stroke(m_cr);
    cairo_set_dash(m_cr, nullptr, 0, 0);
}

void Painter::stroke(const Stroke& s, bool preserve) { strokeWith(s.colour, s.width.at(hexPt()), s.dash, preserve); }

void Painter::fill(const Rgba& c, bool preserve)
{
    colour(c);
    cairo_set_fill_rule(m_cr, CAIRO_FILL_RULE_EVEN_ODD);
    if (preserve)
        cairo_fill_preserve(m_cr);
    else
        cairo_fill(m_cr);
}

void Painter::hatch(const Stroke& s, double spacingPerHex, bool preserve, const std::optional<Rgba>& ground)
{
    // A repeating tile with one diagonal line, filled in one operation (a
    // clip and a line per stripe is several times slower). Raster targets
    // get an image tile at device resolution; vector targets a recorded one.
    const double step = std::max(2.0, spacingPerHex * hexPt());
    const double width = s.width.at(hexPt());
    const bool raster = cairo_surface_get_type(cairo_get_target(m_cr)) == CAIRO_SURFACE_TYPE_IMAGE;
    const double k = raster ? std::max(1e-3, std::hypot(m_base.xx, m_base.yx)) : 1; // device units per point
    const double n = raster ? std::max(2.0, std::round(step * k)) : step;
    cairo_surface_t* tile = nullptr;
    if (raster) {
        tile = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, int(n), int(n));
    } else {
        cairo_rectangle_t extents{0, 0, n, n};
        tile = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents);
    }
    cairo_t* t = cairo_create(tile);
    if (ground) {
        cairo_set_source_rgba(t, ground->r, ground->g, ground->b, ground->a);
        cairo_paint(t);
    }
    cairo_set_source_rgba(t, s.colour.r, s.colour.g, s.colour.b, s.colour.a);
    cairo_set_line_width(t, raster ? width * k : width);
    for (double off : {-n, 0.0, n}) { // the stripe and its neighbours' ends, so tiles join
        cairo_move_to(t, off, n);
        cairo_line_to(t, off + n, 0);
    }
    cairo_stroke(t);
    cairo_destroy(t);
    cairo_pattern_t* pattern = cairo_pattern_create_for_surface(tile);
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT);
    // User points -> tile units. On raster targets the tile is in device
    // pixels, so with an axis-aligned user space the pattern maps 1:1 onto
    // the pixels and pixman takes its fast untransformed path.
    cairo_matrix_t m;
    cairo_matrix_init_scale(&m, raster ? k : 1, raster ? k : 1);
    cairo_pattern_set_matrix(pattern, &m);
    cairo_pattern_set_filter(pattern, raster ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD);
    base();
    cairo_set_source(m_cr, pattern);
    cairo_set_fill_rule(m_cr, CAIRO_FILL_RULE_EVEN_ODD);
    if (preserve)
        cairo_fill_preserve(m_cr);
    else
        cairo_fill(m_cr);
    cairo_pattern_destroy(pattern);
    cairo_surface_destroy(tile);
}

std::vector<OffsetCoord> Painter::visibleHexes() const { return grid().hexesNear(m_visible); }

} // namespace detail

void drawMap(cairo_t* cr, const maps::MapAnalysis& map, const View& view, const Overlays& overlays, unsigned passes)
{
    if (map.grid().count() == 0 || view.width <= 0 || view.height <= 0) return;
    const MapFrame frame = mapFrame(map.grid(), view);
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_rectangle(cr, view.x, view.y, view.width, view.height);
    cairo_clip(cr);
    // Bevelled joins: at map line widths they look like round ones and cost
    // far fewer edges on the many-vertex outlines of hills and woods.
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    {
        detail::Painter p(cr, map, frame);
        const detail::BoardPainter* board = detail::boardPainterFor(map.map().system);
        // Everything on the map is clipped to the map's box (roads run off its edge).
        cairo_save(cr);
        const Box box = mapBox(map.grid());
        p.lattice();
        cairo_rectangle(cr, box.minU, box.minV, box.maxU - box.minU, box.maxV - box.minV);
        cairo_clip(cr);
        if ((passes & kMapPass) && board && board->drawBoard) {
            board->drawBoard(p, view);
        } else if (passes & kMapPass) {
            if (view.levels) detail::drawLevelAreas(p, view.paper);
            if (view.hexTerrain) detail::drawHexTerrain(p, detail::HexTerrainPass::Levels);
            if (view.artwork) detail::drawArtwork(p);
            if (view.hexTerrain) detail::drawHexTerrain(p, detail::HexTerrainPass::Types);
            if (view.levels) detail::drawCrestLines(p);
            if (view.hexsides) detail::drawHexsides(p);
            if (view.hexTerrain) detail::drawHexMarkers(p);
            detail::drawGrid(p, view);
        }
        if (passes & kShadingPass) detail::drawShadingOverlays(p, overlays);
        if (passes & kMarksPass) detail::drawMarkOverlays(p, overlays);
        cairo_restore(cr);
        if (passes & kFurniturePass) {
            // The map's border, then the furniture over the view's corners.
            p.lattice();
            cairo_rectangle(cr, box.minU, box.minV, box.maxU - box.minU, box.maxV - box.minV);
            p.strokeWith(style().mapBorder, std::max(0.5, 0.02 * frame.hexPt), {});
            detail::drawNorthArrow(p, view);
            detail::drawScaleBar(p, view);
        }
    }
    cairo_restore(cr);
}

} // namespace crestline::render
