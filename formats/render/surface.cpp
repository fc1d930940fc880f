#include "formats/render/surface.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

namespace crestline::render {

namespace {

cairo_status_t appendBytes(void* closure, const unsigned char* data, unsigned int length)
{
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

} // namespace

std::string_view outputKindName(OutputKind k)
{
    switch (k) {
    case OutputKind::Pdf: return "pdf";
    case OutputKind::Svg: return "svg";
    case OutputKind::Png: return "png";
    }
    return "?";
}

std::optional<OutputKind> outputKindOf(std::string_view fileName)
{
    const auto dot = fileName.rfind('.');
    if (dot == std::string_view::npos) return std::nullopt;
    std::string ext(fileName.substr(dot + 1));
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (ext == "pdf") return OutputKind::Pdf;
    if (ext == "svg") return OutputKind::Svg;
    if (ext == "png") return OutputKind::Png;
    return std::nullopt;
}

PixelSize pngPixelSize(double widthPt, double heightPt, double dpi)
{
    // In doubles: a page far too big must be measured, not overflow an int.
    return {std::max(1.0, std::round(widthPt * dpi / 72.0)), std::max(1.0, std::round(heightPt * dpi / 72.0))};
}

std::string pngSizeError(double widthPt, double heightPt, double dpi)
{
    const PixelSize px = pngPixelSize(widthPt, heightPt, dpi);
    auto whole = [](double x) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.0f", x);
        return std::string(buf);
    };
    const std::string size = "the image would be " + whole(px.width) + " x " + whole(px.height) + " pixels";
    if (!std::isfinite(px.width) || !std::isfinite(px.height)) return "the image would have no finite size in pixels";
    if (px.width > kMaxPngSide || px.height > kMaxPngSide) return size + ", over the limit of " + whole(kMaxPngSide) + " pixels a side";
    if (px.width * px.height > kMaxPngPixels)
        return size + " (" + whole(px.width * px.height) + " in all), over the limit of " + whole(kMaxPngPixels) + " pixels in all";
    return {};
}

Surface::Surface(OutputKind kind, double widthPt, double heightPt, double dpi)
    : m_kind(kind), m_width(widthPt), m_height(heightPt)
{
    switch (kind) {
    case OutputKind::Pdf:
        m_surface = cairo_pdf_surface_create_for_stream(appendBytes, &m_bytes, widthPt, heightPt);
        break;
    case OutputKind::Svg:
        m_surface = cairo_svg_surface_create_for_stream(appendBytes, &m_bytes, widthPt, heightPt);
        cairo_svg_surface_set_document_unit(m_surface, CAIRO_SVG_UNIT_PT);
        break;
    case OutputKind::Png: {
        m_refused = pngSizeError(widthPt, heightPt, dpi);
        const PixelSize px = m_refused.empty() ? pngPixelSize(widthPt, heightPt, dpi) : PixelSize{1, 1};
        m_surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, int(px.width), int(px.height));
        if (!m_refused.empty()) dpi = 72 / std::max({widthPt, heightPt, 1.0}); // the stand-in: the page shrunk to its pixel
        break;
    }
    }
    m_cr = cairo_create(m_surface);
    if (kind == OutputKind::Png) {
        cairo_scale(m_cr, dpi / 72.0, dpi / 72.0);
        cairo_set_source_rgb(m_cr, 1, 1, 1); // paper, not transparency
        cairo_paint(m_cr);
    }
}

Surface::~Surface()
{
    if (m_cr) cairo_destroy(m_cr);
    if (m_surface) cairo_surface_destroy(m_surface);
}

void Surface::nextPage()
{
    if (m_kind == OutputKind::Pdf) cairo_show_page(m_cr);
}

std::string Surface::finish(std::string* error)
{
    if (m_finished) return m_bytes;
    m_finished = true;
    if (!m_refused.empty()) {
        if (error) *error = m_refused;
        return m_bytes;
    }
    cairo_status_t status = cairo_status(m_cr);
    if (status == CAIRO_STATUS_SUCCESS) {
        if (m_kind == OutputKind::Png) {
            cairo_surface_flush(m_surface);
            status = cairo_surface_write_to_png_stream(m_surface, appendBytes, &m_bytes);
        } else {
            cairo_surface_finish(m_surface);
            status = cairo_surface_status(m_surface);
        }
    }
    if (status != CAIRO_STATUS_SUCCESS) {
        if (error) *error = cairo_status_to_string(status);
        m_bytes.clear();
    }
    return m_bytes;
}

} // namespace crestline::render
