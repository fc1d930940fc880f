#pragma once
// Shared by the render tests: a bundled board loaded with its catalog, its
// analysis and LOS scene, rulings, and pixel probes on a cairo image surface
// (device pixels = user points, so a probe's coordinates are MapFrame::user).

#include "formats/map/map_format.h"
#include "formats/render/map_painter.h"
#include "geometry/los/rules.h"
#include "maps/los_scene.h"

#include <cairo.h>

#include <cmath>
#include <cstdint>
#include <vector>
#include <memory>
#include <stdexcept>
#include <string>

namespace crestline::test {

/// A bundled board ready to draw and rule on.
struct Board {
    maps::Map map;
    maps::TerrainCatalog catalog;
    std::unique_ptr<maps::MapAnalysis> analysis;
    std::unique_ptr<geometry::los::Scene> scene;
    std::unique_ptr<geometry::los::LosRules> rules;

    geometry::OffsetCoord hex(const std::string& label) const
    {
        const auto h = analysis->grid().parseLabel(label);
        if (!h) throw std::runtime_error("no hex " + label);
        return *h;
    }
    geometry::los::Ruling ruling(const std::string& from, const std::string& to) const
    {
        return rules->check(*scene, hex(from), hex(to), {}, geometry::los::Detail::Full);
    }
};

/// Loads maps/boards/NAME.map.xml.
inline std::unique_ptr<Board> loadBoard(const std::string& name)
{
    auto r = formats::loadMap(std::string(CRESTLINE_SOURCE_DIR) + "/maps/boards/" + name + ".map.xml");
    if (!r.ok()) throw std::runtime_error("cannot load " + name);
    auto b = std::make_unique<Board>();
    b->map = std::move(r.value->map);
    b->catalog = std::move(r.value->catalog);
    b->analysis = std::make_unique<maps::MapAnalysis>(b->map, b->catalog);
    b->scene = std::make_unique<geometry::los::Scene>(maps::buildLosScene(*b->analysis));
    b->rules = geometry::los::rulesFor(b->map.system);
    return b;
}

/// An RGB pixel.
struct Pixel {
    int r = 0, g = 0, b = 0;
    friend bool operator==(const Pixel&, const Pixel&) = default;
    int grey() const { return (r * 30 + g * 59 + b * 11) / 100; }
};

/// A white image surface the map is drawn on, and probes of it.
class Canvas {
public:
    Canvas(int width, int height) : m_surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)), m_cr(cairo_create(m_surface))
    {
        cairo_set_source_rgb(m_cr, 1, 1, 1);
        cairo_paint(m_cr);
    }
    ~Canvas()
    {
        cairo_destroy(m_cr);
        cairo_surface_destroy(m_surface);
    }
    Canvas(const Canvas&) = delete;
    Canvas& operator=(const Canvas&) = delete;

    cairo_t* cr() const { return m_cr; }
    int width() const { return cairo_image_surface_get_width(m_surface); }
    int height() const { return cairo_image_surface_get_height(m_surface); }

    /// The pixel holding user-space point (x, y).
    Pixel at(double x, double y) const
    {
        cairo_surface_flush(m_surface);
        const int px = int(std::floor(x)), py = int(std::floor(y));
        if (px < 0 || py < 0 || px >= width() || py >= height()) throw std::runtime_error("probe off the canvas");
        const unsigned char* row = cairo_image_surface_get_data(m_surface) + py * cairo_image_surface_get_stride(m_surface);
        const std::uint32_t v = reinterpret_cast<const std::uint32_t*>(row)[px];
        return {int((v >> 16) & 0xff), int((v >> 8) & 0xff), int(v & 0xff)};
    }
    Pixel at(geometry::Point p) const { return at(p.u, p.v); }
    /// Every pixel, row by row (0x00RRGGBB).
    std::vector<std::uint32_t> pixels() const
    {
        cairo_surface_flush(m_surface);
        std::vector<std::uint32_t> out;
        for (int y = 0; y < height(); ++y) {
            const auto* row = reinterpret_cast<const std::uint32_t*>(cairo_image_surface_get_data(m_surface) + y * cairo_image_surface_get_stride(m_surface));
            for (int x = 0; x < width(); ++x) out.push_back(row[x] & 0xffffff);
        }
        return out;
    }
    void writePng(const std::string& file) const { cairo_surface_write_to_png(m_surface, file.c_str()); }

private:
    cairo_surface_t* m_surface;
    cairo_t* m_cr;
};

/// The whole map fitted into a canvas of the given size.
inline render::View wholeMap(const Canvas& c)
{
    render::View v;
    v.width = c.width();
    v.height = c.height();
    return v;
}

/// The style colour as the 8-bit pixel it paints when opaque.
inline Pixel pixelOf(const render::Rgba& c)
{
    return {int(std::lround(c.r * 255)), int(std::lround(c.g * 255)), int(std::lround(c.b * 255))};
}

/// Colour distance (sum of channel differences).
inline int distance(Pixel a, Pixel b) { return std::abs(a.r - b.r) + std::abs(a.g - b.g) + std::abs(a.b - b.b); }

} // namespace crestline::test
