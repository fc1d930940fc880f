#include "formats/render/sheet_flow.h"

#include <algorithm>
#include <numeric>

namespace crestline::render::sheet {

namespace {

constexpr double kCellPad = 3;            // points around a table cell's text
constexpr double kRowRule = 0.4;          // line width of the rule under a row

double toPoints(int pangoUnits) { return double(pangoUnits) / PANGO_SCALE; }

} // namespace

std::string escape(const std::string& text)
{
    gchar* e = g_markup_escape_text(text.c_str(), gssize(text.size()));
    std::string out(e);
    g_free(e);
    return out;
}

TextMaker::TextMaker(cairo_t* cr)
{
    m_context = pango_cairo_create_context(cr);
    // Points in, points out: the sheet's user space is in points.
    pango_cairo_context_set_resolution(m_context, 72);
    // Unhinted metrics so that a layout measures the same on every surface.
    cairo_font_options_t* options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    pango_cairo_context_set_font_options(m_context, options);
    cairo_font_options_destroy(options);
}

TextMaker::~TextMaker()
{
    if (m_context) g_object_unref(m_context);
}

Layout TextMaker::make(const std::string& markup, const char* fontDescription, double width, PangoAlignment align) const
{
    Layout l(pango_layout_new(m_context), [](PangoLayout* p) { g_object_unref(p); });
    PangoFontDescription* fd = pango_font_description_from_string(fontDescription);
    pango_layout_set_font_description(l.get(), fd);
    pango_font_description_free(fd);
    if (width > 0) {
        pango_layout_set_width(l.get(), int(width * PANGO_SCALE));
        pango_layout_set_wrap(l.get(), PANGO_WRAP_WORD_CHAR);
    }
    pango_layout_set_alignment(l.get(), align);
    pango_layout_set_markup(l.get(), markup.c_str(), int(markup.size()));
    return l;
}

double TextMaker::width(const Layout& l)
{
    int w = 0, h = 0;
    pango_layout_get_size(l.get(), &w, &h);
    return toPoints(w);
}

double TextMaker::height(const Layout& l)
{
    int w = 0, h = 0;
    pango_layout_get_size(l.get(), &w, &h);
    return toPoints(h);
}

void TextMaker::draw(cairo_t* cr, const Layout& l, double x, double y)
{
    cairo_move_to(cr, x, y);
    pango_cairo_update_layout(cr, l.get());
    pango_cairo_show_layout(cr, l.get());
}

Piece& Flow::add(Piece p)
{
    if (m_breakNext) p.pageBreakBefore = true;
    if (m_keepNext) p.keepWithPrevious = true;
    m_breakNext = m_keepNext = false;
    m_pieces.push_back(std::move(p));
    return m_pieces.back();
}

void Flow::heading(const std::string& text, const char* fontDescription, double gapBefore)
{
    Layout l = m_text.make(escape(text), fontDescription, m_width);
    Piece p;
    p.height = TextMaker::height(l) + 2;
    p.gapBefore = gapBefore;
    p.draw = [l](cairo_t* cr, double x, double y) {
        cairo_set_source_rgb(cr, 0.12, 0.16, 0.24);
        TextMaker::draw(cr, l, x, y);
    };
    add(std::move(p));
    m_keepNext = true; // never orphaned at the bottom of a page
}

void Flow::paragraph(const std::string& markup, const char* fontDescription, double gapBefore, double indent)
{
    Layout l = m_text.make(markup, fontDescription, m_width - indent);
    const int lines = pango_layout_get_line_count(l.get());
    PangoLayoutIter* it = pango_layout_get_iter(l.get());
    int index = 0;
    do {
        int top = 0, bottom = 0;
        pango_layout_iter_get_line_yrange(it, &top, &bottom);
        const int baseline = pango_layout_iter_get_baseline(it);
        PangoRectangle logical;
        pango_layout_iter_get_line_extents(it, nullptr, &logical);
        PangoLayoutLine* line = pango_layout_iter_get_line_readonly(it);
        Piece p;
        p.height = toPoints(bottom - top);
        p.gapBefore = index == 0 ? gapBefore : 0;
        // No single line alone at the foot or the head of a page.
        p.keepWithPrevious = index == 1 || (index > 0 && index == lines - 1);
        const double dx = indent + toPoints(logical.x), dy = toPoints(baseline - top);
        p.draw = [l, line, dx, dy](cairo_t* cr, double x, double y) {
            cairo_set_source_rgb(cr, 0.05, 0.05, 0.05);
            cairo_move_to(cr, x + dx, y + dy);
            pango_cairo_show_layout_line(cr, line);
        };
        add(std::move(p));
        ++index;
    } while (pango_layout_iter_next_line(it));
    pango_layout_iter_free(it);
}

Piece Flow::tableRow(const Table& t, const std::vector<std::string>& cells, bool header, bool shaded) const
{
    const double total = std::accumulate(t.columns.begin(), t.columns.end(), 0.0, [](double s, const TableColumn& c) { return s + c.weight; });
    std::vector<Layout> layouts;
    std::vector<double> xs;
    double x = 0, height = 0;
    for (std::size_t c = 0; c < t.columns.size(); ++c) {
        const double w = m_width * t.columns[c].weight / total;
        const std::string text = c < cells.size() ? cells[c] : std::string();
        const std::string markup = header ? "<b>" + text + "</b>" : text;
        layouts.push_back(m_text.make(markup, font::kTable, w - 2 * kCellPad));
        xs.push_back(x);
        height = std::max(height, TextMaker::height(layouts.back()));
        x += w;
    }
    Piece p;
    p.height = height + 2 * kCellPad;
    const double width = m_width, rowHeight = p.height;
    p.draw = [layouts, xs, header, shaded, width, rowHeight](cairo_t* cr, double x0, double y0) {
        if (header || shaded) {
            if (header) cairo_set_source_rgb(cr, 0.84, 0.87, 0.91);
            else cairo_set_source_rgb(cr, 0.95, 0.96, 0.97);
            cairo_rectangle(cr, x0, y0, width, rowHeight);
            cairo_fill(cr);
        }
        cairo_set_source_rgb(cr, 0.05, 0.05, 0.05);
        for (std::size_t c = 0; c < layouts.size(); ++c) TextMaker::draw(cr, layouts[c], x0 + xs[c] + kCellPad, y0 + kCellPad);
        cairo_set_source_rgb(cr, 0.6, 0.63, 0.68);
        cairo_set_line_width(cr, kRowRule);
        cairo_move_to(cr, x0, y0 + rowHeight);
        cairo_line_to(cr, x0 + width, y0 + rowHeight);
        cairo_stroke(cr);
    };
    return p;
}

void Flow::table(const Table& t, double gapBefore)
{
    std::vector<std::string> titles;
    for (const TableColumn& c : t.columns) titles.push_back(escape(c.title));
    Piece head = tableRow(t, titles, true, false);
    head.gapBefore = gapBefore;
    const int headerIndex = int(m_pieces.size());
    add(std::move(head));
    for (std::size_t r = 0; r < t.rows.size(); ++r) {
        Piece row = tableRow(t, t.rows[r], false, r % 2 == 1);
        row.keepWithPrevious = true; // the whole table is one run: never cut when it fits on a page
        row.header = headerIndex;
        add(std::move(row));
    }
}

void Flow::figure(double height, std::function<void(cairo_t*, double, double, double)> draw, double gapBefore, bool keepWithPrevious)
{
    Piece p;
    p.height = height;
    p.gapBefore = gapBefore;
    p.keepWithPrevious = keepWithPrevious;
    const double width = m_width;
    p.draw = [draw = std::move(draw), width](cairo_t* cr, double x, double y) {
        cairo_save(cr);
        draw(cr, x, y, width);
        cairo_restore(cr);
    };
    add(std::move(p));
}

double Flow::usedOnLastPage(double bodyHeight) const
{
    const std::vector<Page> pages = paginate(bodyHeight);
    if (pages.back().empty()) return 0;
    const Placement& last = pages.back().back();
    return last.y + m_pieces[std::size_t(last.piece)].height;
}

double Flow::tableHeight(const Table& t) const
{
    double h = tableRow(t, {}, true, false).height;
    for (const auto& row : t.rows) h += tableRow(t, row, false, false).height;
    return h;
}

std::vector<Page> Flow::paginate(double bodyHeight) const
{
    std::vector<Page> pages(1);
    double y = 0;
    auto newPage = [&] {
        if (!pages.back().empty()) pages.emplace_back();
        y = 0;
    };
    auto place = [&](int k) {
        const Piece& p = m_pieces[std::size_t(k)];
        if (!pages.back().empty()) y += p.gapBefore;
        pages.back().push_back({k, y});
        y += p.height;
    };
    auto heightOf = [&](std::size_t from, std::size_t to, bool atTop) {
        double h = 0;
        for (std::size_t k = from; k < to; ++k) h += m_pieces[k].height + (k == from && atTop ? 0 : m_pieces[k].gapBefore);
        return h;
    };
    const std::size_t n = m_pieces.size();
    for (std::size_t i = 0; i < n;) {
        // A run: pieces joined by keep-with-previous, placed on one page if at all possible.
        std::size_t j = i + 1;
        while (j < n && m_pieces[j].keepWithPrevious && !m_pieces[j].pageBreakBefore) ++j;
        if (m_pieces[i].pageBreakBefore) newPage();
        if (!pages.back().empty() && y + heightOf(i, j, false) > bodyHeight) newPage();
        if (pages.back().empty() && heightOf(i, j, true) > bodyHeight) {
            // Longer than a page: break between pieces, repeating a table's header.
            for (std::size_t k = i; k < j; ++k) {
                const Piece& p = m_pieces[k];
                if (!pages.back().empty() && y + p.gapBefore + p.height > bodyHeight) {
                    newPage();
                    if (p.header >= 0) place(p.header);
                }
                place(int(k));
            }
        } else {
            for (std::size_t k = i; k < j; ++k) place(int(k));
        }
        i = j;
    }
    return pages;
}

} // namespace crestline::render::sheet
