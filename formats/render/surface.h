#pragma once
// Output surfaces for everything crestline draws: a vector PDF (one or more
// pages, text selectable), an SVG, or a PNG at a chosen DPI, all rendered into
// memory so the caller saves the bytes atomically (formats/common/atomic_file.h)
// and a failed render leaves no partial file. Sizes are in points (1/72 inch).

#include <cairo.h>

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace crestline::render {

enum class OutputKind { Pdf, Svg, Png };

/// "pdf", "svg", "png".
std::string_view outputKindName(OutputKind k);
/// The kind named by a file name's extension (case-insensitive), if any.
std::optional<OutputKind> outputKindOf(std::string_view fileName);

/// The largest PNG crestline writes (docs/rendering.md "Outputs"): 30000
/// pixels a side and 250 million pixels in all, under cairo's own limit of
/// 32767 a side, so a picture too big is refused in words, never by cairo.
inline constexpr double kMaxPngSide = 30000;
inline constexpr double kMaxPngPixels = 250e6;

/// A PNG page's size in pixels, as Surface makes it: points * dpi / 72, rounded, at least 1.
struct PixelSize {
    double width = 0, height = 0;
};
PixelSize pngPixelSize(double widthPt, double heightPt, double dpi);
/// Empty when a PNG page of that size is within the limits, else why not, e.g.
/// "the image would be 1067 x 30868 pixels, over the limit of 30000 pixels a side".
std::string pngSizeError(double widthPt, double heightPt, double dpi);

/// A drawing target of a fixed page size. PDF may have several pages
/// (`nextPage`); SVG and PNG have one. PNG pixels = points * dpi / 72; the
/// context is scaled so callers always draw in points. A PNG over the limits
/// (pngSizeError) is not made: drawing goes to a 1-pixel stand-in and
/// `finish` returns no bytes and that error (callers check first, so nothing
/// is drawn for nothing).
class Surface {
public:
    Surface(OutputKind kind, double widthPt, double heightPt, double dpi = 150);
    ~Surface();
    Surface(const Surface&) = delete;
    Surface& operator=(const Surface&) = delete;

    OutputKind kind() const { return m_kind; }
    double width() const { return m_width; }
    double height() const { return m_height; }
    cairo_t* cr() const { return m_cr; }
    /// PDF only: ends the current page and starts a new one of the same size.
    void nextPage();
    /// Finishes the document and returns its bytes; empty with `error` set if
    /// cairo reported a failure.
    std::string finish(std::string* error = nullptr);

private:
    OutputKind m_kind;
    double m_width, m_height;
    cairo_surface_t* m_surface = nullptr;
    cairo_t* m_cr = nullptr;
    std::string m_bytes;
    std::string m_refused; ///< PNG over the limits: pngSizeError's text
    bool m_finished = false;
};

} // namespace crestline::render
