#include "editor/gui/canvas_cache.h"

#include <string>

namespace crestline::gui {

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
    if (under) {
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
        cairo_set_source_surface(cr, under, 0, 0);
        cairo_paint(cr);
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
        cairo_new_path(cr);
    }
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

void CanvasLayers::invalidateMap()
{
    ++m_mapVersion;
    m_map.invalidate();
}

void CanvasLayers::paint(cairo_t* cr, int w, int h, const maps::MapAnalysis& map, const Underlay& underlay, const render::Overlays& overlays,
                         const AboveMap& aboveMap)
{
    if (!m_map.holds(m_mapVersion, w, h)) {
        cairo_t* c = m_map.redraw(m_mapVersion, w, h, nullptr);
        m_view = underlay(c);
        render::drawMap(c, map, m_view, {}, render::kMapPass);
        if (aboveMap) aboveMap(c, m_view);
        cairo_destroy(c);
    }
    CanvasLayer* top = &m_map;
    std::uint64_t key = m_mapVersion;
    if (const std::uint64_t shading = shadingKey(overlays)) {
        key = LayerKey(key).add(shading).value();
        if (!m_shading.holds(key, w, h)) {
            cairo_t* c = m_shading.redraw(key, w, h, m_map.surface());
            render::drawMap(c, map, m_view, overlays, render::kShadingPass);
            cairo_destroy(c);
        }
        top = &m_shading;
    }
    constexpr unsigned kOver = render::kMarksPass | render::kFurniturePass;
    const std::optional<std::uint64_t> marks = marksKey(overlays);
    if (marks) {
        key = LayerKey(key).add(*marks).value();
        if (!m_marks.holds(key, w, h)) {
            cairo_t* c = m_marks.redraw(key, w, h, top->surface());
            render::drawMap(c, map, m_view, overlays, kOver);
            cairo_destroy(c);
        }
        top = &m_marks;
    }
    cairo_save(cr);
    cairo_set_source_surface(cr, top->surface(), 0, 0);
    cairo_paint(cr);
    cairo_restore(cr);
    // An LOS string changes with every step of a drag: drawn straight over the copy.
    if (!marks) render::drawMap(cr, map, m_view, overlays, kOver);
}

} // namespace crestline::gui
