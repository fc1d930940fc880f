#pragma once
// The page flow of a setup sheet: headings, paragraphs, tables and figures
// measured with pango and laid out on pages so that no table is cut in half
// (a table longer than a page breaks between rows and repeats its header), no
// row is split, and no heading is left at the bottom of a page. Text is pango
// text, so it stays selectable in the PDF. Internal to the sheet.

#include "formats/render/surface.h"

#include <pango/pangocairo.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace crestline::render::sheet {

/// A pango layout, released with the last copy.
using Layout = std::shared_ptr<PangoLayout>;

/// Fonts of the sheet (pango font descriptions, sizes in points).
namespace font {
inline constexpr const char* kTitle = "DejaVu Serif Bold 20";
inline constexpr const char* kHeading = "DejaVu Sans Bold 12.5";
inline constexpr const char* kSubheading = "DejaVu Sans Bold 10";
inline constexpr const char* kBody = "DejaVu Sans 9";
inline constexpr const char* kSmall = "DejaVu Sans 7.5";
inline constexpr const char* kTable = "DejaVu Sans 8.5";
} // namespace font

/// `text` escaped for pango markup.
std::string escape(const std::string& text);

/// Text measured and drawn with one pango context set to 72 dpi (points).
class TextMaker {
public:
    explicit TextMaker(cairo_t* cr);
    ~TextMaker();
    TextMaker(const TextMaker&) = delete;
    TextMaker& operator=(const TextMaker&) = delete;

    /// A layout of pango markup wrapped at `width` points (<= 0: no wrapping).
    Layout make(const std::string& markup, const char* fontDescription, double width,
                PangoAlignment align = PANGO_ALIGN_LEFT) const;
    /// Logical width and height of a layout, in points.
    static double width(const Layout& l);
    static double height(const Layout& l);
    /// Draw a layout with its top-left corner at (x, y).
    static void draw(cairo_t* cr, const Layout& l, double x, double y);

private:
    PangoContext* m_context = nullptr;
};

/// A column of a table: its title and its share of the table's width.
struct TableColumn {
    std::string title;
    double weight = 1;
};

/// A table of pango markup cells.
struct Table {
    std::vector<TableColumn> columns;
    std::vector<std::vector<std::string>> rows;
};

/// One unbreakable slice of the flow: a paragraph line, a table row, a figure.
struct Piece {
    double height = 0;
    double gapBefore = 0;          ///< dropped at the top of a page
    bool keepWithPrevious = false; ///< no page break before this piece
    bool pageBreakBefore = false;  ///< always start a new page here
    int header = -1;               ///< table header repeated when a page starts here
    std::function<void(cairo_t*, double x, double y)> draw;
};

/// Where a piece went: page and top offset within the body.
struct Placement {
    int piece = 0;
    double y = 0;
};

/// A page of placed pieces.
using Page = std::vector<Placement>;

/// The content of a sheet in reading order, all of one width.
class Flow {
public:
    Flow(const TextMaker& text, double width) : m_text(text), m_width(width) {}

    double width() const { return m_width; }
    const TextMaker& text() const { return m_text; }

    /// A heading kept with what follows it.
    void heading(const std::string& text, const char* fontDescription = font::kHeading, double gapBefore = 12);
    /// A paragraph of markup; breaks only between lines, never leaving one
    /// line alone at either end of a page.
    void paragraph(const std::string& markup, const char* fontDescription = font::kBody, double gapBefore = 4, double indent = 0);
    /// A table; kept whole when it fits on a page.
    void table(const Table& t, double gapBefore = 4);
    /// A drawing of a fixed height, drawn across the flow's width.
    void figure(double height, std::function<void(cairo_t*, double x, double y, double width)> draw, double gapBefore = 6,
                bool keepWithPrevious = false);
    /// Keep the next piece on the page of the last one.
    void keepNext() { m_keepNext = true; }
    /// Start a new page before the next piece.
    void pageBreak() { m_breakNext = true; }

    /// How far down its last page the flow so far reaches, on pages of `bodyHeight`.
    double usedOnLastPage(double bodyHeight) const;
    /// Height a table would take in this flow (header included).
    double tableHeight(const Table& t) const;

    /// Lay the pieces out on pages of `bodyHeight` points.
    std::vector<Page> paginate(double bodyHeight) const;
    const std::vector<Piece>& pieces() const { return m_pieces; }

private:
    const TextMaker& m_text;
    double m_width;
    std::vector<Piece> m_pieces;
    bool m_breakNext = false;
    bool m_keepNext = false;

    Piece& add(Piece p);
    Piece tableRow(const Table& t, const std::vector<std::string>& cells, bool header, bool shaded) const;
};

} // namespace crestline::render::sheet
