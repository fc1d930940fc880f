#include "editor/gui/canvas_cache.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>

namespace crestline::gui {

namespace {

/// Starts `cr`'s picture as a copy of `under` (the layer below), then draws over it.
void copyUnder(cairo_t* cr, cairo_surface_t* under)
{
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_set_source_surface(cr, under, 0, 0);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    cairo_new_path(cr);
}

} // namespace

CanvasLayer::~CanvasLayer()
{
    if (m_surface) cairo_surface_destroy(m_surface);
}

bool CanvasLayer::holds(std::uint64_t key, int w, int h) const
{
    return m_valid && m_key == key && m_surface && cairo_image_surface_get_width(m_surface) == w &&
           cairo_image_surface_get_height(m_surface) == h;
}

cairo_t* CanvasLayer::redraw(std::uint64_t key, int w, int h, cairo_surface_t* under)
{
    if (!m_surface || cairo_image_surface_get_width(m_surface) != w || cairo_image_surface_get_height(m_surface) != h) {
        if (m_surface) cairo_surface_destroy(m_surface);
        m_surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
    }
    m_key = key;
    m_valid = true;
    cairo_t* cr = cairo_create(m_surface);
    if (under) copyUnder(cr, under);
    return cr;
}

LayerKey& LayerKey::add(std::uint64_t x) { return add(&x, sizeof x); }

LayerKey& LayerKey::add(const void* bytes, std::size_t n)
{
    const auto* b = static_cast<const unsigned char*>(bytes);
    for (std::size_t i = 0; i < n; ++i) m_hash = (m_hash ^ b[i]) * 1099511628211ull;
    return *this;
}

namespace {

LayerKey& addHex(LayerKey& k, geometry::OffsetCoord h) { return k.add(std::uint64_t(std::uint32_t(h.col)) << 32 | std::uint32_t(h.row)); }
LayerKey& addText(LayerKey& k, const std::string& s) { return k.add(s.size()).add(s.data(), s.size()); }
LayerKey& addHexes(LayerKey& k, const std::vector<geometry::OffsetCoord>& hexes)
{
    k.add(hexes.size());
    for (geometry::OffsetCoord h : hexes) addHex(k, h);
    return k;
}

} // namespace

std::uint64_t shadingKey(const render::Overlays& o)
{
    if (o.shades.empty() && !o.viewshed) return 0;
    LayerKey k(1);
    k.add(o.shades.size());
    for (const render::Overlays::HexShade& s : o.shades) {
        addHex(k, s.hex);
        k.add(&s.colour, sizeof s.colour);
        addText(k, s.text);
    }
    if (o.viewshed) k.add(o.viewshed->size()).add(o.viewshed->data(), o.viewshed->size() * sizeof(geometry::los::Cell));
    return k.value();
}

std::optional<std::uint64_t> marksKey(const render::Overlays& o)
{
    if (o.los) return std::nullopt;
    LayerKey k(2);
    k.add(std::uintptr_t(o.scene)); // names the artwork the blind zone highlights
    k.add(o.blindZone.size());
    for (const geometry::los::BlindHex& b : o.blindZone) addHex(addHex(addHex(k, b.hex), b.blind), b.obstacleHex).add(std::uint64_t(b.artwork));
    k.add(o.setupAreas.size());
    for (const render::SideHexes& a : o.setupAreas) addText(addHexes(k.add(std::uint64_t(a.side)), a.hexes), a.label);
    k.add(o.objectives.size());
    for (const render::ObjectiveMark& m : o.objectives) addText(addHex(k, m.hex).add(m.vp ? std::uint64_t(*m.vp) + 1 : 0), m.label);
    k.add(o.edges.size());
    for (const render::EdgeMark& e : o.edges)
        addHexes(addText(k.add(std::uint64_t(e.edge)).add(std::uint64_t(e.side)).add(e.exit), e.label), e.hexes);
    k.add(o.markers.size());
    for (const render::HexMarker& m : o.markers) addText(addHex(k, m.hex).add(std::uint64_t(m.side)), m.text);
    k.add(o.smoke.size());
    for (const geometry::los::SmokeMarker& s : o.smoke) addHex(k, s.hex).add(std::uint64_t(s.hindrance));
    k.add(o.viewer.has_value());
    if (o.viewer) addHex(k, *o.viewer);
    return k.value();
}

namespace {

/// Draws `layer`'s picture again inside `r` only: `draw` draws onto a
/// scratch image of `r` widened by a few pixels (holding `under`, if any),
/// at the same pixel positions, and `r` is copied back. A clip inside the
/// picture would do with less copying, but cairo rasterises a shape cut by a
/// clip's edge a little differently there (aliased grid lines leave a
/// column of pixels on it); here the only edges are the picture's own or
/// lie in the margin, which is not copied.
void redrawRect(cairo_surface_t* layer, const cairo_rectangle_int_t& r, int w, int h, cairo_surface_t* under,
                const std::function<void(cairo_t*)>& draw)
{
    constexpr int kMargin = 4;
    const int x0 = std::max(0, r.x - kMargin), y0 = std::max(0, r.y - kMargin);
    const int x1 = std::min(w, r.x + r.width + kMargin), y1 = std::min(h, r.y + r.height + kMargin);
    cairo_surface_t* scratch = cairo_image_surface_create(CAIRO_FORMAT_RGB24, x1 - x0, y1 - y0);
    cairo_surface_set_device_offset(scratch, -x0, -y0); // user space: the picture's pixels
    cairo_t* c = cairo_create(scratch);
    if (under) copyUnder(c, under);
    draw(c);
    cairo_destroy(c);
    cairo_surface_flush(scratch);
    cairo_t* t = cairo_create(layer);
    cairo_set_operator(t, CAIRO_OPERATOR_SOURCE);
    cairo_set_source_surface(t, scratch, 0, 0);
    cairo_rectangle(t, r.x, r.y, r.width, r.height);
    cairo_fill(t);
    cairo_destroy(t);
    cairo_surface_destroy(scratch);
}

} // namespace

void CanvasLayers::invalidateMap()
{
    ++m_mapVersion;
    m_map.invalidate();
    m_changed.clear();
}

void CanvasLayers::mapChanged(const std::vector<geometry::Box>& regions)
{
    m_changed.insert(m_changed.end(), regions.begin(), regions.end());
    // Many edits between two paints: one box holding them all.
    if (m_changed.size() > 256) {
        geometry::Box all = m_changed.front();
        for (const geometry::Box& b : m_changed) all.expand({b.minU, b.minV}), all.expand({b.maxU, b.maxV});
        m_changed.assign(1, all);
    }
}

std::vector<cairo_rectangle_int_t> CanvasLayers::changedPixels(const maps::MapAnalysis& map, const render::View& view,
                                                               const std::vector<geometry::Box>& regions, int w, int h)
{
    const render::MapFrame frame = render::mapFrame(map.grid(), view);
    // A hex whose closed hexagon meets a box may have other facts now
    // (maps/map_delta.h): its hexagon lies within 4 lattice units of the box
    // (2 from its centre, 4 across). Then what its drawing and that of any
    // element in the box reaches beyond them, and a pixel for rounding.
    constexpr double kHexAcross = 4;
    const double reach = render::drawReachPt(map.grid(), frame) + 1;
    struct Rect {
        int x0, y0, x1, y1;
        bool meets(const Rect& o) const { return x0 <= o.x1 && o.x0 <= x1 && y0 <= o.y1 && o.y0 <= y1; }
        void join(const Rect& o) { x0 = std::min(x0, o.x0), y0 = std::min(y0, o.y0), x1 = std::max(x1, o.x1), y1 = std::max(y1, o.y1); }
    };
    std::vector<Rect> rects;
    for (const geometry::Box& b : regions) {
        double x0 = 1e300, y0 = 1e300, x1 = -1e300, y1 = -1e300;
        for (const double u : {b.minU - kHexAcross, b.maxU + kHexAcross})
            for (const double v : {b.minV - kHexAcross, b.maxV + kHexAcross}) {
                const geometry::Point p = frame.user({u, v});
                x0 = std::min(x0, p.u), y0 = std::min(y0, p.v), x1 = std::max(x1, p.u), y1 = std::max(y1, p.v);
            }
        const Rect r{int(std::clamp(std::floor(x0 - reach), 0.0, double(w))), int(std::clamp(std::floor(y0 - reach), 0.0, double(h))),
                     int(std::clamp(std::ceil(x1 + reach), 0.0, double(w))), int(std::clamp(std::ceil(y1 + reach), 0.0, double(h)))};
        if (r.x1 > r.x0 && r.y1 > r.y0) rects.push_back(r);
    }
    // Overlapping (or touching) rectangles joined into their box, until none
    // meet; more than a few left: their box (each is a pass over the map's lists).
    for (bool joined = true; joined;) {
        joined = false;
        for (std::size_t i = 0; i < rects.size() && !joined; ++i)
            for (std::size_t j = i + 1; j < rects.size(); ++j)
                if (rects[i].meets(rects[j])) {
                    rects[i].join(rects[j]);
                    rects.erase(rects.begin() + std::ptrdiff_t(j));
                    joined = true;
                    break;
                }
    }
    constexpr std::size_t kMostRects = 8;
    if (rects.size() > kMostRects) {
        Rect all = rects.front();
        for (const Rect& r : rects) all.join(r);
        rects.assign(1, all);
    }
    std::vector<cairo_rectangle_int_t> out;
    for (const Rect& r : rects) out.push_back({r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0});
    return out;
}

void CanvasLayers::paint(cairo_t* cr, int w, int h, const maps::MapAnalysis& map, const Underlay& underlay, const render::Overlays& overlays,
                         const AboveMap& aboveMap)
{
    // The pixels of the map picture drawn again this time, but not whole:
    // the layers over it, if they are kept, are drawn again there too.
    std::vector<cairo_rectangle_int_t> part;
    if (!m_map.holds(m_mapVersion, w, h)) {
        cairo_t* c = m_map.redraw(m_mapVersion, w, h, nullptr);
        m_view = underlay(c);
        render::drawMap(c, map, m_view, {}, render::kMapPass);
        if (aboveMap) aboveMap(c, m_view);
        cairo_destroy(c);
    } else if (!m_changed.empty()) {
        // An edit: the map drawn again in the rectangles it changed, each
        // alone (drawMap draws only what comes near its clip).
        part = changedPixels(map, m_view, m_changed, w, h);
        for (const cairo_rectangle_int_t& r : part)
            redrawRect(m_map.surface(), r, w, h, nullptr, [&](cairo_t* c) {
                underlay(c);
                render::drawMap(c, map, m_view, {}, render::kMapPass);
                if (aboveMap) aboveMap(c, m_view);
            });
    }
    m_changed.clear();
    // A layer kept for the same overlays is drawn again over the map's new
    // pixels only; one not used now is forgotten (its map is out of date).
    auto layer = [&](CanvasLayer& l, std::uint64_t key, cairo_surface_t* under, unsigned passes) {
        if (l.holds(key, w, h)) {
            for (const cairo_rectangle_int_t& r : part)
                redrawRect(l.surface(), r, w, h, under, [&](cairo_t* c) { render::drawMap(c, map, m_view, overlays, passes); });
            return;
        }
        cairo_t* c = l.redraw(key, w, h, under);
        render::drawMap(c, map, m_view, overlays, passes);
        cairo_destroy(c);
    };
    CanvasLayer* top = &m_map;
    std::uint64_t key = m_mapVersion;
    if (const std::uint64_t shading = shadingKey(overlays)) {
        key = LayerKey(key).add(shading).value();
        layer(m_shading, key, m_map.surface(), render::kShadingPass);
        top = &m_shading;
    } else if (!part.empty()) {
        m_shading.invalidate();
    }
    constexpr unsigned kOver = render::kMarksPass | render::kFurniturePass;
    const std::optional<std::uint64_t> marks = marksKey(overlays);
    if (marks) {
        key = LayerKey(key).add(*marks).value();
        layer(m_marks, key, top->surface(), kOver);
        top = &m_marks;
    } else if (!part.empty()) {
        m_marks.invalidate();
    }
    cairo_save(cr);
    cairo_set_source_surface(cr, top->surface(), 0, 0);
    cairo_paint(cr);
    cairo_restore(cr);
    // An LOS string changes with every step of a drag: drawn straight over the copy.
    if (!marks) render::drawMap(cr, map, m_view, overlays, kOver);
}

} // namespace crestline::gui
