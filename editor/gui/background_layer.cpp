// The background image under the canvas's map (background_layer.h).
#include "editor/gui/background_layer.h"

#include "editor/jobs/map_document.h"

#include <wx/image.h>
#include <wx/log.h>

namespace crestline::gui {

cairo_surface_t* loadImageSurface(const std::filesystem::path& file, std::string& error)
{
    if (!wxImage::FindHandler(wxBITMAP_TYPE_PNG)) wxInitAllImageHandlers();
    wxLogNull quiet; // wx would pop up its own message box; the caller reports `error`
    wxImage image;
    if (!std::filesystem::is_regular_file(file) || !image.LoadFile(wxString::FromUTF8(file.string())) || !image.IsOk()) {
        error = file.string() + ": cannot read the image (PNG or JPEG)";
        return nullptr;
    }
    const int w = image.GetWidth(), h = image.GetHeight();
    cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(s);
        error = file.string() + ": the image is too large (" + std::to_string(w) + " x " + std::to_string(h) + ")";
        return nullptr;
    }
    cairo_surface_flush(s);
    const unsigned char* rgb = image.GetData();
    const unsigned char* alpha = image.HasAlpha() ? image.GetAlpha() : nullptr;
    unsigned char* data = cairo_image_surface_get_data(s);
    const int stride = cairo_image_surface_get_stride(s);
    for (int y = 0; y < h; ++y) {
        auto* row = reinterpret_cast<std::uint32_t*>(data + std::size_t(y) * std::size_t(stride));
        for (int x = 0; x < w; ++x) {
            const std::size_t i = std::size_t(y) * std::size_t(w) + std::size_t(x);
            const std::uint32_t a = alpha ? alpha[i] : 255;
            // Cairo's ARGB32 is premultiplied, one native-endian word a pixel.
            auto pre = [a](unsigned char c) { return std::uint32_t(c) * a / 255; };
            row[x] = a << 24 | pre(rgb[3 * i]) << 16 | pre(rgb[3 * i + 1]) << 8 | pre(rgb[3 * i + 2]);
        }
    }
    cairo_surface_mark_dirty(s);
    return s;
}

std::filesystem::path backgroundPath(const jobs::MapDocument& doc)
{
    if (!doc.loaded() || !doc.map().background) return {};
    const std::filesystem::path href(doc.map().background->href);
    if (href.is_absolute() || doc.file().empty()) return href;
    return doc.file().parent_path() / href;
}

BackgroundLayer::~BackgroundLayer()
{
    if (m_surface) cairo_surface_destroy(m_surface);
}

cairo_surface_t* BackgroundLayer::surfaceFor(const std::filesystem::path& file)
{
    std::error_code ec;
    const auto written = std::filesystem::last_write_time(file, ec);
    if (m_surface && file == m_file && written == m_written) return m_surface;
    if (!m_error.empty() && file == m_file && written == m_written) return nullptr; // failed before: not again every paint
    if (m_surface) cairo_surface_destroy(m_surface);
    m_error.clear();
    m_file = file;
    m_written = written;
    m_surface = loadImageSurface(file, m_error);
    return m_surface;
}

std::pair<int, int> BackgroundLayer::imageSize(const jobs::MapDocument& doc)
{
    cairo_surface_t* s = doc.loaded() && doc.map().background ? surfaceFor(backgroundPath(doc)) : nullptr;
    return s ? std::pair{cairo_image_surface_get_width(s), cairo_image_surface_get_height(s)} : std::pair{0, 0};
}

std::optional<maps::ImageTransform> BackgroundLayer::shownTransform(const jobs::MapDocument& doc) const
{
    if (!doc.loaded() || !doc.map().background) return std::nullopt;
    return m_preview ? *m_preview : doc.map().background->transform;
}

bool BackgroundLayer::draw(cairo_t* cr, const jobs::MapDocument& doc, const render::MapFrame& frame)
{
    const auto t = shownTransform(doc);
    if (!t || !doc.map().background->visible || t->determinant() == 0) return false;
    cairo_surface_t* image = surfaceFor(backgroundPath(doc));
    if (!image) return false;
    cairo_save(cr);
    // Image pixel -> lattice (the ImageTransform), then lattice -> canvas (the frame).
    cairo_transform(cr, &frame.toUser);
    cairo_matrix_t toLattice;
    cairo_matrix_init(&toLattice, t->ux, t->vx, t->uy, t->vy, t->u0, t->v0);
    cairo_transform(cr, &toLattice);
    cairo_set_source_surface(cr, image, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
    cairo_rectangle(cr, 0, 0, cairo_image_surface_get_width(image), cairo_image_surface_get_height(image));
    cairo_clip(cr);
    cairo_paint_with_alpha(cr, std::clamp(doc.map().background->opacity, 0.0, 1.0));
    cairo_restore(cr);
    return true;
}

} // namespace crestline::gui
