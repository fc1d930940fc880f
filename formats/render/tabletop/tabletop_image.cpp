// The layout and style of a table picture, the painter's helpers, and the
// picture as bytes (tabletop_image.h).

#include "formats/render/tabletop/tabletop_image.h"

#include "formats/render/tabletop/tabletop_painter.h"
#include "formats/table/tabletop/tabletop_format.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace crestline::render {

namespace tt = geometry::los::tabletop;

namespace {

std::string number(double x)
{
    std::ostringstream o;
    o << x;
    return o.str();
}

constexpr Rgba hex(unsigned rgb, double a = 1) { return Rgba::fromHex(rgb, a); }

detail::TabletopStyle makeStyle()
{
    detail::TabletopStyle s;
    s.table = hex(0xfbf9f2);
    s.tableEdge = hex(0x1a1a1a);
    s.gridInch = hex(0xe4e1d6);
    s.gridSix = hex(0xc4bfae);
    s.axisText = hex(0x6b6b6b);
    // Fills differ in lightness as well as hue, so a greyscale print still
    // tells forest (mid), field (light), building (dark) and smoke apart.
    s.forest = {"tabletop.forest", hex(0x9fcb86), hex(0x3f7a2e), hex(0x6fa85a), 0.9, {}};
    s.field = {"tabletop.field", hex(0xf4e6a6), hex(0xb8993a), hex(0xdcc56e), 0.8, {}};
    s.building = {"tabletop.building", hex(0x8a6f62), hex(0x3b2a22), hex(0x3b2a22), 1.0, {}};
    s.smoke = {"tabletop.smoke", hex(0xb9bcc0, 0.75), hex(0x5f6368), hex(0x5f6368), 0.9, {3, 2}};
    s.wall = {"tabletop.wall", hex(0x6e6e6e), hex(0x2e2e2e), hex(0x2e2e2e), 0.6, {}};
    s.fence = {"tabletop.fence", hex(0xc79a6b), hex(0x7a5230), hex(0x7a5230), 0.6, {}};
    s.bocage = {"tabletop.bocage", hex(0x2f6b2a), hex(0x173d14), hex(0x173d14), 0.6, {}};
    s.hillLevels = {hex(0xeddcbc), hex(0xddc296), hex(0xcca773), hex(0xb98c55)};
    s.contour = hex(0x8c6a3c);
    s.pieceLabel = hex(0x2b2b2b);
    s.labelHalo = hex(0xffffff, 0.85);
    s.frontEdge = hex(0x111111);
    s.objective = hex(0x6a1b9a);
    s.zoneTint = 0.10;
    s.teamHighlight = hex(0xffc400);
    s.active = hex(0x37474f, 0.55);
    s.cutting = hex(0xb2182b);
    s.witness = hex(0x00838f);
    s.witnessCasing = hex(0xffffff);
    s.blockedHull = hex(0xb2182b);
    s.barrage = hex(0xd95f02); // orange: a barrage record, apart from the ruling's reds
    return s;
}

} // namespace

namespace detail {

const TablePieceStyle& TabletopStyle::piece(tt::PieceKind k) const
{
    switch (k) {
    case tt::PieceKind::Forest: return forest;
    case tt::PieceKind::Field: return field;
    case tt::PieceKind::Building: return building;
    case tt::PieceKind::Smoke: return smoke;
    case tt::PieceKind::Wall: return wall;
    case tt::PieceKind::Fence: return fence;
    case tt::PieceKind::Bocage: return bocage;
    case tt::PieceKind::Hill: break;
    }
    return forest;
}

const Rgba& TabletopStyle::hill(int level) const
{
    const int i = std::clamp(level - 1, 0, int(hillLevels.size()) - 1);
    return hillLevels[std::size_t(i)];
}

const TabletopStyle& tabletopStyle()
{
    static const TabletopStyle s = makeStyle();
    return s;
}

void TablePainter::polygon(const tt::Polygon& poly) const
{
    cairo_new_sub_path(cr);
    for (const tt::TablePoint& v : poly) cairo_line_to(cr, px(v.x), py(v.y));
    cairo_close_path(cr);
}

void TablePainter::haloText(const std::string& s, double x, double y, const Font& font, const Rgba& ink, Anchor anchor)
{
    // The halo: the text drawn a hair off in eight directions in the halo colour.
    const double d = std::max(0.6, font.sizePt * 0.09);
    for (int dx = -1; dx <= 1; ++dx)
        for (int dy = -1; dy <= 1; ++dy)
            if (dx || dy) text.draw(s, x + dx * d, y + dy * d, font, st.labelHalo, anchor);
    text.draw(s, x, y, font, ink, anchor);
}

PageBox pageBox(const TablePainter& p, const tt::Polygon& poly)
{
    PageBox b{1e18, 1e18, -1e18, -1e18};
    for (const tt::TablePoint& v : poly) {
        b.x0 = std::min(b.x0, p.px(v.x));
        b.x1 = std::max(b.x1, p.px(v.x));
        b.y0 = std::min(b.y0, p.py(v.y));
        b.y1 = std::max(b.y1, p.py(v.y));
    }
    return b;
}

} // namespace detail

TabletopLayout::TabletopLayout(const maps::TabletopGame& game, OutputKind kind, double columnHeight)
    : m_widthIn(double(game.width) / 1000), m_depthIn(double(game.depth) / 1000)
{
    m_pageW = kind == OutputKind::Pdf ? kPdfWidth : kRasterWidth;
    const double roomW = m_pageW - 2 * kMargin - kAxisBand - kGap - kColumn;
    m_scale = roomW / std::max(m_widthIn, 1e-3);
    if (kind == OutputKind::Pdf) m_scale = std::min(m_scale, (kPdfHeight - 2 * kMargin - kTitleBand - kAxisBand) / std::max(m_depthIn, 1e-3));
    m_left = kMargin + kAxisBand;
    m_top = kMargin + kTitleBand;
    m_pageH = kind == OutputKind::Pdf ? kPdfHeight
                                      : std::max(m_top + m_depthIn * m_scale + kAxisBand, m_top + columnHeight) + kMargin;
}

namespace {

std::string validateBasics(const maps::TabletopGame& game, const TabletopImageOptions& o)
{
    if (!std::isfinite(o.dpi) || o.dpi < 10 || o.dpi > 1200) return "dpi " + number(o.dpi) + " is out of range (10 to 1200)";
    if (game.width <= 0 || game.depth <= 0) return "the table has no size to draw";
    return {};
}

/// The right column's height: the ruling's or the overlay's panel (if any) above the key.
double columnHeight(const maps::TabletopGame& game, OutputKind kind, const TabletopRulingView* ruling, const detail::TableOverlay* overlay = nullptr)
{
    cairo_surface_t* scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
    cairo_t* cr = cairo_create(scratch);
    const TabletopLayout probe(game, kind, 0);
    double h = 0;
    {
        detail::TablePainter p(cr, game, probe);
        const double w = TabletopLayout::kColumn;
        if (ruling) h += detail::drawRulingPanel(p, *ruling, 0, 0, w, false) + 12;
        if (overlay && overlay->panel) h += detail::drawOverlayPanel(p, *overlay, 0, 0, w, false) + 12;
        h += detail::drawTableKey(p, ruling, 0, 0, w, false, overlay);
    }
    cairo_destroy(cr);
    cairo_surface_destroy(scratch);
    return h;
}

/// The whole page (table and right column) against the PNG limits.
std::string validateSize(const TabletopLayout& layout, OutputKind kind, const TabletopImageOptions& o)
{
    if (kind != OutputKind::Png) return {};
    const std::string bad = pngSizeError(layout.pageWidth(), layout.pageHeight(), o.dpi);
    return bad.empty() ? bad : bad + "; lower the dpi";
}

} // namespace

std::string validateTabletopImageOptions(const maps::TabletopGame& game, OutputKind kind, const TabletopImageOptions& o,
                                         const TabletopRulingView* ruling)
{
    if (std::string bad = validateBasics(game, o); !bad.empty()) return bad;
    if (ruling && !ruling->ruling) ruling = nullptr;
    if (kind != OutputKind::Png) return {};
    return validateSize(TabletopLayout(game, kind, columnHeight(game, kind, ruling)), kind, o);
}

namespace {

std::string inchesText(tt::Thou t) { return formats::formatInches(t) + "\u2033"; }

} // namespace

namespace {

/// The title and its subtitle above the table.
void drawTitle(detail::TablePainter& p, const std::string& title)
{
    const Style& st = style();
    const maps::TabletopGame& game = p.game;
    const double m = TabletopLayout::kMargin;
    p.text.draw(title, m, m, Font{st.text.reportTitlePt - 2, true}, st.ink);
    const std::string sub = game.id + " \u00b7 15 mm tabletop \u00b7 " + inchesText(game.width) + " \u00d7 " + inchesText(game.depth) +
                            " \u00b7 grid 1\u2033, labelled every 6\u2033 from the near left corner";
    p.text.draw(sub, m, m + st.text.reportTitlePt + 3, Font{st.text.reportSmallPt}, st.inkLight);
}

/// The title and subtitle above the table, then the table's layers with the ruling's or the overlay's marks.
void drawTitleAndTable(detail::TablePainter& p, std::string title, const TabletopRulingView* ruling, const detail::TableOverlay* overlay)
{
    const maps::TabletopGame& game = p.game;
    if (title.empty()) title = game.name.empty() ? game.id : game.name;
    if (ruling) title += " \u00b7 LOS " + ruling->from + " \u2192 " + ruling->to;
    if (overlay) title += overlay->title;
    drawTitle(p, title);

    detail::drawTableCloth(p);
    detail::drawTablePieces(p);
    detail::drawTableTemplates(p);
    if (ruling) detail::drawRulingPieces(p, *ruling);
    if (overlay && overlay->under) overlay->under(p);
    detail::drawTableAxes(p);
    detail::drawTableTeams(p);
    if (ruling) detail::drawRulingMarks(p, *ruling);
    if (overlay && overlay->over) overlay->over(p);
}

} // namespace

void drawTabletopTable(cairo_t* cr, const maps::TabletopGame& game, const TabletopLayout& layout, const TabletopRulingView* ruling)
{
    if (ruling && !ruling->ruling) ruling = nullptr;
    cairo_save(cr);
    {
        detail::TablePainter p(cr, game, layout);
        drawTitleAndTable(p, {}, ruling, nullptr);
    }
    cairo_restore(cr);
}

void drawTabletopPart(cairo_t* cr, const maps::TabletopGame& game, const TabletopLayout& layout, TabletopPart part, const TabletopRulingView* ruling)
{
    if (ruling && !ruling->ruling) ruling = nullptr;
    if ((part == TabletopPart::RulingPieces || part == TabletopPart::RulingMarks) && !ruling) return;
    cairo_save(cr);
    {
        // drawTitleAndTable's steps, in its order.
        detail::TablePainter p(cr, game, layout);
        switch (part) {
        case TabletopPart::Ground:
            drawTitle(p, game.name.empty() ? game.id : game.name);
            detail::drawTableCloth(p);
            detail::drawTablePieces(p);
            detail::drawTableTemplates(p);
            break;
        case TabletopPart::RulingPieces: detail::drawRulingPieces(p, *ruling); break;
        case TabletopPart::Teams:
            detail::drawTableAxes(p);
            detail::drawTableTeams(p);
            break;
        case TabletopPart::RulingMarks: detail::drawRulingMarks(p, *ruling); break;
        }
    }
    cairo_restore(cr);
}

RenderResult renderTabletopImage(const maps::TabletopGame& game, OutputKind kind, const TabletopImageOptions& o, const TabletopRulingView* ruling)
{
    return detail::renderTable(game, kind, o, ruling, nullptr);
}

RenderResult detail::renderTable(const maps::TabletopGame& game, OutputKind kind, const TabletopImageOptions& o, const TabletopRulingView* ruling,
                                 const TableOverlay* overlay)
{
    RenderResult result;
    result.error = validateBasics(game, o);
    if (!result.ok()) return result;
    if (ruling && !ruling->ruling) ruling = nullptr;
    // The page's size (the table and the right column beside it) is known, and checked, before anything is drawn.
    const double columnH = columnHeight(game, kind, ruling, overlay);
    const TabletopLayout layout(game, kind, columnH);
    result.error = validateSize(layout, kind, o);
    if (!result.ok()) return result;
    Surface surface(kind, layout.pageWidth(), layout.pageHeight(), o.dpi);
    cairo_t* cr = surface.cr();
    const Style& st = style();
    cairo_set_source_rgba(cr, st.paper.r, st.paper.g, st.paper.b, 1);
    cairo_paint(cr);

    detail::TablePainter p(cr, game, layout);
    if (overlay) p.idAt = overlay->idAt;
    drawTitleAndTable(p, o.title, ruling, overlay);

    // The right column; on the fixed A4 page a column taller than the room is drawn smaller to fit.
    const double room = layout.pageHeight() - TabletopLayout::kMargin - layout.tableTop();
    const double k = std::min(1.0, room / std::max(1.0, columnH));
    cairo_save(cr);
    cairo_translate(cr, layout.columnLeft(), layout.tableTop());
    cairo_scale(cr, k, k);
    p.text.refresh();
    const double w = TabletopLayout::kColumn / k;
    double cy = 0;
    if (ruling) cy += detail::drawRulingPanel(p, *ruling, 0, cy, w, true) + 12;
    if (overlay && overlay->panel) cy += detail::drawOverlayPanel(p, *overlay, 0, cy, w, true) + 12;
    detail::drawTableKey(p, ruling, 0, cy, w, true, overlay);
    cairo_restore(cr);

    result.bytes = surface.finish(&result.error);
    result.warnings = fontFindings();
    return result;
}

} // namespace crestline::render
