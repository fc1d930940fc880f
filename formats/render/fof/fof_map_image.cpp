// The layout of a card-map drawing, the drawing in its layers, and the
// card-map picture as bytes (fof_map_image.h).

#include "formats/render/fof/fof_map_image.h"

#include "formats/render/fof/fof_painter.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>

namespace crestline::render {

namespace {

using scenarios::fof::Mission;

std::string number(double x)
{
    std::ostringstream o;
    o << x;
    return o.str();
}

// Most Potential Contacts any row holds off its cards (drawn in the left band).
int contactsInLeftBand(const Mission* mission)
{
    if (!mission) return 0;
    std::map<int, int> perRow;
    int most = 0;
    for (const auto& c : mission->contacts)
        if (!c.column) most = std::max(most, ++perRow[c.row]);
    return most;
}

// Most horizontal seam controls on one seam (their labels stand side by side right of the map).
int linesOnOneSeam(const Mission* mission)
{
    if (!mission) return 0;
    std::map<int, int> perSeam;
    int most = 0;
    for (const auto& l : mission->lines)
        if (scenarios::fof::isHorizontal(l.kind)) most = std::max(most, ++perSeam[l.seam]);
    return most;
}

} // namespace

std::string fofCellName(int column, int row) { return "C" + std::to_string(column) + "R" + std::to_string(row); }

std::optional<FofRect> fofCellSquare(const FofLayout& layout, geometry::OffsetCoord cell) { return detail::fofCellRect(layout, cell); }

std::string fofHelicopterName(maps::HelicopterArea area) { return area == maps::HelicopterArea::PickupZone ? "PZ" : "Enroute"; }

FofLayout::FofLayout(const FofMapInput& in, double cardPt) : m_card(cardPt), m_gap(0.12 * cardPt)
{
    const maps::FofMap& map = *in.map;
    m_columns = std::max(1, map.columns);
    m_rows = std::max(1, map.rows);
    for (const maps::CardStack& s : map.cells) { // the map grows beyond its first rectangle [2.2.1]
        m_columns = std::max(m_columns, s.column);
        m_rows = std::max(m_rows, s.row);
    }
    for (const maps::StagingCard& s : map.mainStaging) m_columns = std::max(m_columns, s.column);
    m_helicopter = !map.helicopterStaging.empty();
    if (in.mission)
        for (const auto& u : in.mission->units) m_helicopter = m_helicopter || u.helicopter.has_value();

    m_top = 0.22 * m_card;
    m_left = (0.42 + 0.26 * contactsInLeftBand(in.mission)) * m_card;
    m_stagingGap = 2 * m_gap; // room for the Line of Departure between Row 1 and the Main Staging Area [2.4.1 A]
    const int seamLabels = linesOnOneSeam(in.mission);
    m_width = mapRight() + (seamLabels > 0 ? 0.06 * m_card + 0.44 * m_card * seamLabels : m_gap / 2);
    if (m_helicopter) {
        m_helicopterX = m_width + 0.45 * m_card; // set apart: not adjacent to the map [2.4.2 B]
        m_width = m_helicopterX + 1.16 * m_card;
    }
    m_height = cell(1, 0).y + m_card + m_gap / 2; // the table's edge below the staging row
}

FofRect FofLayout::cell(int column, int row) const
{
    const double x = m_left + (column - 1) * (m_card + m_gap);
    if (row <= 0) return {x, m_top + m_rows * (m_card + m_gap) - m_gap + m_stagingGap, m_card, m_card};
    return {x, m_top + (m_rows - row) * (m_card + m_gap), m_card, m_card};
}

FofRect FofLayout::helicopter(maps::HelicopterArea area) const
{
    const int row = area == maps::HelicopterArea::PickupZone ? 0 : 1;
    return {m_helicopterX + 0.08 * m_card, cell(1, row).y, m_card, m_card};
}

double FofLayout::seamY(int afterRow) const
{
    if (afterRow <= 0) return cell(1, 1).y + m_card + m_stagingGap / 2;
    return cell(1, std::min(afterRow, m_rows)).y - m_gap / 2;
}

double FofLayout::seamX(int afterColumn) const { return m_left + afterColumn * (m_card + m_gap) - m_gap / 2; }

namespace detail {

void FofPainter::roundRect(const FofRect& r, double radius) const
{
    const double k = std::min(radius, std::min(r.w, r.h) / 2);
    cairo_new_sub_path(cr);
    cairo_arc(cr, r.x + r.w - k, r.y + k, k, -M_PI / 2, 0);
    cairo_arc(cr, r.x + r.w - k, r.y + r.h - k, k, 0, M_PI / 2);
    cairo_arc(cr, r.x + k, r.y + r.h - k, k, M_PI / 2, M_PI);
    cairo_arc(cr, r.x + k, r.y + k, k, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

double FofPainter::fitText(const std::string& s, double x, double y, double maxWidth, Font font, const Rgba& colour, Anchor anchor)
{
    const double full = font.sizePt;
    TextSize size = text.measure(s, font);
    while (size.width > maxWidth && font.sizePt > 0.7 * full) {
        font.sizePt *= 0.93;
        size = text.measure(s, font);
    }
    std::string cut = s;
    bool shortened = false;
    while (size.width > maxWidth && cut.size() > 1) {
        // Drop one whole UTF-8 character from the end, then measure with the ellipsis.
        while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80) cut.pop_back();
        if (!cut.empty()) cut.pop_back();
        shortened = true;
        size = text.measure(cut + "\u2026", font);
    }
    return text.draw(shortened ? cut + "\u2026" : s, x, y, font, colour, anchor).width;
}

} // namespace detail

void drawFofMap(cairo_t* cr, const FofMapInput& input, const FofLayout& layout, double x, double y)
{
    cairo_save(cr);
    cairo_translate(cr, x, y);
    detail::FofPainter p(cr, input, layout);
    detail::drawFofTable(p);
    detail::drawFofCells(p);
    detail::drawFofHelicopterAreas(p);
    detail::drawFofEdgeNames(p);
    if (input.mission) {
        detail::drawFofLineControls(p);
        detail::drawFofMarkers(p);
    }
    cairo_restore(cr);
}

namespace {

constexpr double kFofMargin = 18, kFofTitleBand = 34, kFofKeyGap = 10;

/// The page: the card map with the title band above and the keys (measured) below.
std::pair<double, double> fofPageSize(const FofMapInput& in, const FofImageOptions& o, const detail::FofPageExtras& extras)
{
    const FofLayout layout(in, o.cardPt);
    const double pageW = std::max(layout.width() + 2 * kFofMargin, 420.0);
    cairo_surface_t* scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
    cairo_t* measure = cairo_create(scratch);
    double keyHeight = drawFofKey(measure, in, 0, 0, pageW - 2 * kFofMargin, o.cardPt, false);
    if (extras.key) keyHeight = extras.key(measure, 0, 0, pageW - 2 * kFofMargin, false) + kFofKeyGap + keyHeight;
    cairo_destroy(measure);
    cairo_surface_destroy(scratch);
    return {pageW, kFofMargin + kFofTitleBand + layout.height() + kFofKeyGap + keyHeight + kFofMargin};
}

std::string checkFofOptions(const FofMapInput& in, OutputKind kind, const FofImageOptions& o, const detail::FofPageExtras& extras)
{
    if (!in.map || !in.decks) return "no card map to draw";
    if (!std::isfinite(o.dpi) || o.dpi < 10 || o.dpi > 1200) return "dpi " + number(o.dpi) + " is out of range (10 to 1200)";
    if (!std::isfinite(o.cardPt) || o.cardPt < 30 || o.cardPt > 400) return "card size " + number(o.cardPt) + " pt is out of range (30 to 400)";
    if (kind == OutputKind::Png) {
        const auto [pageW, pageH] = fofPageSize(in, o, extras);
        if (std::string bad = pngSizeError(pageW, pageH, o.dpi); !bad.empty()) return bad + "; lower the dpi or the card size";
    }
    return {};
}

} // namespace

std::string validateFofImageOptions(const FofMapInput& in, OutputKind kind, const FofImageOptions& o) { return checkFofOptions(in, kind, o, {}); }

RenderResult renderFofMapImage(const FofMapInput& in, OutputKind kind, const FofImageOptions& o) { return detail::renderFofPage(in, kind, o, {}); }

namespace detail {

RenderResult renderFofPage(const FofMapInput& in, OutputKind kind, const FofImageOptions& o, const FofPageExtras& extras)
{
    RenderResult result;
    result.error = checkFofOptions(in, kind, o, extras);
    if (!result.ok()) return result;
    const Style& st = style();
    const FofLayout layout(in, o.cardPt);
    const double margin = kFofMargin, titleBand = kFofTitleBand;
    const auto [pageW, pageH] = fofPageSize(in, o, extras); // checked above, keys and all
    Surface surface(kind, pageW, pageH, o.dpi);
    cairo_t* cr = surface.cr();
    cairo_set_source_rgba(cr, st.paper.r, st.paper.g, st.paper.b, 1);
    cairo_paint(cr);

    TextPainter text(cr);
    const maps::FofMap& map = *in.map;
    std::string title = o.title;
    if (title.empty()) title = in.mission && !in.mission->name.empty() ? in.mission->name : map.name.empty() ? map.id : map.name;
    Font titleFont{st.text.reportTitlePt - 2, true};
    while (text.measure(title, titleFont).width > pageW - 2 * margin && titleFont.sizePt > 8) titleFont.sizePt *= 0.95; // a long map name
    text.draw(title, margin, margin, titleFont, st.ink);
    std::string sub = extras.subtitle;
    if (sub.empty()) {
        sub = map.id + " \u00b7 fof \u00b7 " + std::to_string(map.columns) + " columns by " + std::to_string(map.rows) + " rows";
        if (in.mission) sub += " \u00b7 on " + (map.name.empty() ? map.id : map.name);
    }
    Font subFont{st.text.reportSmallPt};
    while (text.measure(sub, subFont).width > pageW - 2 * margin && subFont.sizePt > 5) subFont.sizePt *= 0.95;
    text.draw(sub, margin, margin + st.text.reportTitlePt + 2, subFont, st.inkLight);

    const double mapX = (pageW - layout.width()) / 2, mapY = margin + titleBand;
    drawFofMap(cr, in, layout, mapX, mapY);
    if (extras.overMap) {
        cairo_save(cr);
        cairo_translate(cr, mapX, mapY);
        FofPainter p(cr, in, layout);
        extras.overMap(p);
        cairo_restore(cr);
    }
    double keyY = mapY + layout.height() + kFofKeyGap;
    if (extras.key) keyY += extras.key(cr, margin, keyY, pageW - 2 * margin, true) + kFofKeyGap;
    drawFofKey(cr, in, margin, keyY, pageW - 2 * margin, o.cardPt, true);

    result.bytes = surface.finish(&result.error);
    result.warnings = fontFindings();
    return result;
}

} // namespace detail

} // namespace crestline::render
