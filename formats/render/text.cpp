#include "formats/render/text.h"

#include "geometry/finding_builder.h"

#include <pango/pangocairo.h>

#include <algorithm>
#include <cctype>
#include <string>

namespace crestline::render {

namespace {

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

/// The family fontconfig actually gives for `family`.
std::string resolvedFamily(std::string_view family)
{
    PangoFontMap* map = pango_cairo_font_map_get_default();
    PangoContext* context = pango_font_map_create_context(map);
    PangoFontDescription* want = pango_font_description_new();
    const std::string name(family);
    pango_font_description_set_family(want, name.c_str());
    pango_font_description_set_size(want, 10 * PANGO_SCALE);
    std::string got;
    if (PangoFont* font = pango_font_map_load_font(map, context, want)) {
        PangoFontDescription* desc = pango_font_describe(font);
        if (const char* f = pango_font_description_get_family(desc)) got = f;
        pango_font_description_free(desc);
        g_object_unref(font);
    }
    pango_font_description_free(want);
    g_object_unref(context);
    return got;
}

} // namespace

const Findings& fontFindings()
{
    static const Findings findings = [] {
        Findings out;
        for (std::string_view family : {style().text.family, style().text.monoFamily}) {
            const std::string got = resolvedFamily(family);
            if (lower(got) == lower(family)) continue;
            out.push_back(makeFinding(code::FontFallback)
                              .message("font \"" + std::string(family) + "\" is not installed; text uses \"" + (got.empty() ? "none" : got) +
                                       "\" instead (install fonts-dejavu-core for the intended look)"));
        }
        return out;
    }();
    return findings;
}

TextPainter::TextPainter(cairo_t* cr) : m_cr(cr), m_layout(pango_cairo_create_layout(cr))
{
    // Metrics unhinted: text is laid out the same in PNG, PDF and SVG.
    cairo_font_options_t* options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    pango_cairo_context_set_font_options(pango_layout_get_context(m_layout), options);
    cairo_font_options_destroy(options);
    pango_layout_context_changed(m_layout);
}

TextPainter::~TextPainter() { g_object_unref(m_layout); }

void TextPainter::refresh() { pango_cairo_update_layout(m_cr, m_layout); }

void TextPainter::set(std::string_view text, const Font& font, bool markup, double wrapWidth)
{
    PangoFontDescription* desc = pango_font_description_new();
    const std::string family(font.mono ? style().text.monoFamily : style().text.family);
    pango_font_description_set_family_static(desc, family.c_str());
    pango_font_description_set_absolute_size(desc, font.sizePt * PANGO_SCALE);
    pango_font_description_set_weight(desc, font.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    pango_font_description_set_style(desc, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
    pango_layout_set_font_description(m_layout, desc);
    pango_font_description_free(desc);
    pango_layout_set_width(m_layout, wrapWidth > 0 ? int(wrapWidth * PANGO_SCALE) : -1);
    pango_layout_set_wrap(m_layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_attributes(m_layout, nullptr); // markup of the last text must not leak into this one
    if (markup)
        pango_layout_set_markup(m_layout, text.data(), int(text.size()));
    else
        pango_layout_set_text(m_layout, text.data(), int(text.size()));
}

TextSize TextPainter::measure(std::string_view text, const Font& font, bool markup)
{
    set(text, font, markup, 0);
    int w = 0, h = 0;
    pango_layout_get_size(m_layout, &w, &h);
    return {double(w) / PANGO_SCALE, double(h) / PANGO_SCALE};
}

TextSize TextPainter::draw(std::string_view text, double x, double y, const Font& font, const Rgba& colour, Anchor anchor, bool markup)
{
    const TextSize size = measure(text, font, markup);
    double dx = 0, dy = 0;
    switch (anchor) {
    case Anchor::TopLeft: break;
    case Anchor::Top: dx = -size.width / 2; break;
    case Anchor::TopRight: dx = -size.width; break;
    case Anchor::Left: dy = -size.height / 2; break;
    case Anchor::Centre: dx = -size.width / 2; dy = -size.height / 2; break;
    case Anchor::Right: dx = -size.width; dy = -size.height / 2; break;
    case Anchor::BottomLeft: dy = -size.height; break;
    case Anchor::Bottom: dx = -size.width / 2; dy = -size.height; break;
    case Anchor::BottomRight: dx = -size.width; dy = -size.height; break;
    }
    cairo_set_source_rgba(m_cr, colour.r, colour.g, colour.b, colour.a);
    cairo_move_to(m_cr, x + dx, y + dy);
    pango_cairo_show_layout(m_cr, m_layout);
    cairo_new_path(m_cr);
    return size;
}

TextSize TextPainter::drawWrapped(std::string_view text, double x, double y, double width, const Font& font, const Rgba& colour,
                                  bool markup)
{
    set(text, font, markup, width);
    int w = 0, h = 0;
    pango_layout_get_size(m_layout, &w, &h);
    cairo_set_source_rgba(m_cr, colour.r, colour.g, colour.b, colour.a);
    cairo_move_to(m_cr, x, y);
    pango_cairo_show_layout(m_cr, m_layout);
    cairo_new_path(m_cr);
    return {double(w) / PANGO_SCALE, double(h) / PANGO_SCALE};
}

QuickLabels::QuickLabels(cairo_t* cr, const Font& font) : m_cr(cr)
{
    PangoContext* context = pango_cairo_create_context(cr);
    cairo_font_options_t* options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    PangoFontDescription* desc = pango_font_description_new();
    const std::string family(font.mono ? style().text.monoFamily : style().text.family);
    pango_font_description_set_family(desc, family.c_str());
    pango_font_description_set_absolute_size(desc, font.sizePt * PANGO_SCALE);
    pango_font_description_set_weight(desc, font.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    if (PangoFont* f = pango_font_map_load_font(pango_cairo_font_map_get_default(), context, desc)) {
        if (cairo_scaled_font_t* sf = pango_cairo_font_get_scaled_font(PANGO_CAIRO_FONT(f))) m_font = cairo_scaled_font_reference(sf);
        g_object_unref(f);
    }
    pango_font_description_free(desc);
    g_object_unref(context);
    if (m_font) {
        cairo_text_extents_t digits;
        cairo_scaled_font_text_extents(m_font, "0", &digits);
        m_middle = -(digits.y_bearing + digits.height / 2);
    }
}

QuickLabels::~QuickLabels()
{
    if (m_font) cairo_scaled_font_destroy(m_font);
}

void QuickLabels::drawCentred(std::string_view text, double x, double y, const Rgba& colour)
{
    if (!m_font) return;
    cairo_glyph_t* glyphs = nullptr;
    int count = 0;
    if (cairo_scaled_font_text_to_glyphs(m_font, 0, 0, text.data(), int(text.size()), &glyphs, &count, nullptr, nullptr, nullptr) !=
        CAIRO_STATUS_SUCCESS)
        return;
    cairo_text_extents_t ext;
    cairo_scaled_font_glyph_extents(m_font, glyphs, count, &ext);
    const double dx = x - ext.x_advance / 2, dy = y + m_middle;
    for (int i = 0; i < count; ++i) glyphs[i].x += dx, glyphs[i].y += dy;
    cairo_set_scaled_font(m_cr, m_font);
    cairo_set_source_rgba(m_cr, colour.r, colour.g, colour.b, colour.a);
    cairo_show_glyphs(m_cr, glyphs, count);
    cairo_glyph_free(glyphs);
}

} // namespace crestline::render
