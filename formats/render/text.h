#pragma once
// Text for every picture: pango layouts on a cairo context, in the style
// table's fonts. A font the system lacks falls back to whatever fontconfig
// offers, and fontFindings() says so (code "font-fallback"), so the caller
// can show the warning.

#include "formats/render/style.h"
#include "geometry/finding.h"

#include <cairo.h>

#include <string_view>

typedef struct _PangoLayout PangoLayout;

namespace crestline::render {

/// Where a point anchors a piece of text.
enum class Anchor { TopLeft, Top, TopRight, Left, Centre, Right, BottomLeft, Bottom, BottomRight };

/// One font choice: size in points of the current user space.
struct Font {
    double sizePt = 9;
    bool bold = false;
    bool mono = false;
    bool italic = false;
};

/// Extent of laid-out text, in user-space points.
struct TextSize {
    double width = 0, height = 0;
};

/// Draws and measures text on one context with one reusable pango layout.
/// The context's transformation at construction is the one text is set in;
/// call refresh() after changing it.
class TextPainter {
public:
    explicit TextPainter(cairo_t* cr);
    ~TextPainter();
    TextPainter(const TextPainter&) = delete;
    TextPainter& operator=(const TextPainter&) = delete;

    void refresh();
    /// Size of `text` in `font` (plain text, or pango markup when `markup`).
    TextSize measure(std::string_view text, const Font& font, bool markup = false);
    /// Draws `text` anchored at (x, y) in `colour`; returns its size.
    TextSize draw(std::string_view text, double x, double y, const Font& font, const Rgba& colour, Anchor anchor = Anchor::TopLeft,
                  bool markup = false);
    /// Draws `text` wrapped to `width` points from (x, y) down; returns its size.
    TextSize drawWrapped(std::string_view text, double x, double y, double width, const Font& font, const Rgba& colour,
                         bool markup = false);

private:
    cairo_t* m_cr;
    PangoLayout* m_layout;
    void set(std::string_view text, const Font& font, bool markup, double wrapWidth);
};

/// Short one-line labels (hex labels: letters and digits) drawn as cairo
/// glyphs straight from the font's character map, without pango shaping:
/// several times cheaper for hundreds of labels. Used on raster targets;
/// vector targets keep pango so their text stays selectable.
class QuickLabels {
public:
    QuickLabels(cairo_t* cr, const Font& font);
    ~QuickLabels();
    QuickLabels(const QuickLabels&) = delete;
    QuickLabels& operator=(const QuickLabels&) = delete;
    bool ok() const { return m_font != nullptr; }
    /// Draws `text` centred on (x, y) in the current user space.
    void drawCentred(std::string_view text, double x, double y, const Rgba& colour);

private:
    cairo_t* m_cr;
    cairo_scaled_font_t* m_font = nullptr;
    double m_middle = 0; ///< from the baseline up to the middle of the digits
};

/// Warnings about the style's fonts: one "font-fallback" finding per family
/// the system substitutes. Checked once per process.
const Findings& fontFindings();

} // namespace crestline::render
