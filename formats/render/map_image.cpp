#include "formats/render/map_image.h"

#include "formats/render/text.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace crestline::render {

using geometry::Box;
using geometry::OffsetCoord;

namespace {

std::string number(double x)
{
    std::ostringstream o;
    o << x;
    return o.str();
}

std::string span(const maps::MapAnalysis& map)
{
    const auto& g = map.grid();
    return g.label({0, 0}) + " to " + g.label({g.columns() - 1, g.rows() - 1});
}

/// Size on the page of `region` drawn at `hexPt`, turned by `degrees`.
std::pair<double, double> drawnSize(const geometry::HexGrid& grid, const Box& region, double hexPt, double degrees)
{
    const geometry::Point m0 = grid.toMap({region.minU, region.minV}), m1 = grid.toMap({region.maxU, region.maxV});
    const double w = std::abs(m1.u - m0.u), h = std::abs(m1.v - m0.v);
    const double a = degrees * M_PI / 180, c = std::abs(std::cos(a)), s = std::abs(std::sin(a));
    const double scale = hexPt / grid.spec().hexSize;
    return {(w * c + h * s) * scale, (w * s + h * c) * scale};
}

// The page of map pictures, in points (docs/rendering.md "Outputs").
constexpr double kMargin = 18, kTitleBand = 28, kFurniture = 34;

/// The page's size: the map at its hex size with the title band above, the furniture and the key below.
std::pair<double, double> pageSize(double mapW, double mapH, double keyHeight)
{
    return {std::max(mapW + 2 * kMargin, 360.0), kMargin + kTitleBand + mapH + kFurniture + (keyHeight > 0 ? keyHeight + 6 : 0) + kMargin};
}

/// A PNG's whole page against the limits (surface.h).
std::string pageSizeError(double pageW, double pageH, OutputKind kind, const MapImageOptions& o)
{
    if (kind != OutputKind::Png) return {};
    const std::string bad = pngSizeError(pageW, pageH, o.dpi);
    return bad.empty() ? bad : bad + "; lower the dpi or the hex size, or pick a hex range";
}

} // namespace

std::optional<Box> hexRangeBox(const maps::MapAnalysis& map, std::string_view range, std::string* error)
{
    const auto& g = map.grid();
    auto fail = [&](const std::string& why) -> std::optional<Box> {
        if (error) *error = "hex range \"" + std::string(range) + "\": " + why;
        return std::nullopt;
    };
    const auto colon = range.find(':');
    if (colon == std::string_view::npos) return fail("expected two hexes separated by ':', e.g. A1:J10");
    OffsetCoord ends[2];
    const std::string_view parts[2] = {range.substr(0, colon), range.substr(colon + 1)};
    for (int i = 0; i < 2; ++i) {
        const auto h = g.parseLabel(parts[i]);
        if (!h || !g.contains(*h))
            return fail("\"" + std::string(parts[i]) + "\" is not a hex of map " + map.map().id + " (" + span(map) + ")");
        ends[i] = *h;
    }
    const int c0 = std::min(ends[0].col, ends[1].col), c1 = std::max(ends[0].col, ends[1].col);
    const int r0 = std::min(ends[0].row, ends[1].row), r1 = std::max(ends[0].row, ends[1].row);
    Box box = Box::of(g.centre({c0, r0}).toPoint());
    for (int c = c0; c <= c1; ++c)
        for (int r = r0; r <= r1; ++r)
            if (c == c0 || c == c1 || r == r0 || r == r1 || c == c0 + 1 || r == r0 + 1)
                for (const auto& k : g.corners({c, r})) box.expand(k.toPoint());
    return box;
}

std::string validateMapImageOptions(const maps::MapAnalysis& map, OutputKind kind, const MapImageOptions& o)
{
    if (!std::isfinite(o.dpi) || o.dpi < 10 || o.dpi > 1200) return "dpi " + number(o.dpi) + " is out of range (10 to 1200)";
    if (!std::isfinite(o.hexPt) || o.hexPt < 2 || o.hexPt > 400)
        return "hex size " + number(o.hexPt) + " pt is out of range (2 to 400)";
    if (!std::isfinite(o.rotationDegrees)) return "rotation " + number(o.rotationDegrees) + " is not a number of degrees";
    if (o.labelEvery < 0) return "label-every " + std::to_string(o.labelEvery) + " must be 0 (automatic) or more";
    if (map.grid().count() == 0) return "map " + map.map().id + " has no hexes";
    Box region = mapBox(map.grid());
    if (!o.hexRange.empty()) {
        std::string error;
        const auto box = hexRangeBox(map, o.hexRange, &error);
        if (!box) return error;
        region = *box;
    }
    const auto [w, h] = drawnSize(map.grid(), region, o.hexPt, o.rotationDegrees);
    const auto [pageW, pageH] = pageSize(w, h, 0);
    return pageSizeError(pageW, pageH, kind, o);
}

RenderResult renderMapPage(const maps::MapAnalysis& map, OutputKind kind, const MapImageOptions& o, const KeyPainter& key, double keyHeight)
{
    RenderResult result;
    result.error = validateMapImageOptions(map, kind, o);
    if (!result.ok()) return result;
    const Style& st = style();
    const Box region = o.hexRange.empty() ? mapBox(map.grid()) : *hexRangeBox(map, o.hexRange, nullptr);
    const auto [mapW, mapH] = drawnSize(map.grid(), region, o.hexPt, o.rotationDegrees);
    const double margin = kMargin, titleBand = kTitleBand, furniture = kFurniture;
    const auto [pageW, pageH] = pageSize(mapW, mapH, keyHeight);
    result.error = pageSizeError(pageW, pageH, kind, o); // with the key, which validateMapImageOptions does not know
    if (!result.ok()) return result;
    Surface surface(kind, pageW, pageH, o.dpi);
    cairo_t* cr = surface.cr();
    cairo_set_source_rgba(cr, st.paper.r, st.paper.g, st.paper.b, 1);
    cairo_paint(cr);

    TextPainter text(cr);
    const std::string title = o.title.empty() ? map.map().name : o.title;
    const TextSize titleSize = text.draw(title, margin, margin, Font{st.text.reportTitlePt - 2, true}, st.ink);
    std::string sub = map.map().id + " · " + map.map().system + " · " + (o.hexRange.empty() ? span(map) : o.hexRange);
    const Font subFont{st.text.reportSmallPt};
    // Right of the title, or under it on a page too narrow for both on one line.
    if (margin + titleSize.width + 12 + text.measure(sub, subFont).width <= pageW - margin)
        text.draw(sub, pageW - margin, margin + 3, subFont, st.inkLight, Anchor::TopRight);
    else
        text.draw(sub, margin, margin + titleSize.height, subFont, st.inkLight);

    View view;
    view.region = region;
    view.x = (pageW - mapW) / 2;
    view.y = margin + titleBand;
    view.width = mapW;
    view.height = mapH;
    view.rotationDegrees = o.rotationDegrees;
    view.labelEvery = o.labelEvery;
    view.labels = o.labels;
    view.grid = o.grid;
    view.centreDots = o.centreDots;
    view.northArrow = view.scaleBar = false; // drawn below the map instead
    drawMap(cr, map, view, o.overlays);

    const MapFrame frame = mapFrame(map.grid(), view);
    const double yBar = view.y + mapH + furniture * 0.45;
    drawScaleBar(cr, map, frame, margin, yBar, std::min(0.3 * pageW, 220.0), 8);
    drawNorthArrow(cr, map, frame, pageW - margin - 12, view.y + mapH + furniture / 2, 26);
    if (key && keyHeight > 0) key(cr, margin, view.y + mapH + furniture + 6, pageW - 2 * margin, keyHeight);

    result.bytes = surface.finish(&result.error);
    result.warnings = fontFindings();
    return result;
}

RenderResult renderMapImage(const maps::MapAnalysis& map, OutputKind kind, const MapImageOptions& options)
{
    return renderMapPage(map, kind, options);
}

} // namespace crestline::render
