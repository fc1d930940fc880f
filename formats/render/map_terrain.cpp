// The map's own layers: level areas (lowest first), terrain artwork, crest
// lines, hex-painted terrain, hexside features and printed hex markers.

#include "formats/render/painter.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace crestline::render::detail {

using geometry::Box;
using geometry::OffsetCoord;
using maps::Feature;
using maps::FeatureShape;
using maps::TerrainKind;

namespace {

bool visible(const Painter& p, const Feature& f)
{
    const geometry::Ring& pts = f.shape == FeatureShape::Area ? f.area.outer : f.path;
    if (pts.empty()) return false;
    Box b = geometry::boundingBox(pts);
    const double pad = f.width ? *f.width : 0.5; // line widths and caps
    b.minU -= pad, b.minV -= pad, b.maxU += pad, b.maxV += pad;
    return b.intersects(p.visible());
}

bool isLevelArea(const maps::MapAnalysis& a, int i)
{
    const maps::Terrain* t = a.terrainOf(i);
    return t && t->kind == TerrainKind::Level;
}

/// Drawing order among areas: hindrances under obstacles, buildings on top.
int areaRank(const TerrainStyle& s, const Style& st)
{
    if (&s == &st.building) return 3;
    if (&s == &st.woods || &s == &st.otherObstacle) return 2;
    if (&s == &st.rough || &s == &st.otherHindrance) return 1;
    return 0;
}

/// Drawing order among lines: streams, then roads, hedges, walls.
int lineRank(const TerrainStyle& s, const Style& st)
{
    if (&s == &st.stream) return 0;
    if (&s == &st.road) return 1;
    if (&s == &st.hedge) return 2;
    if (&s == &st.wall) return 3;
    return 4;
}

void drawArea(Painter& p, const geometry::PolygonWithHoles& poly, const TerrainStyle& s)
{
    p.lattice();
    p.polygon(poly);
    if (s.fill.a > 0) p.fill(s.fill, true);
    if (s.hatch) p.hatch({s.outline.colour.withAlpha(0.5), {0.008, 0.3}, {}}, 0.09, true);
    p.stroke(s.outline);
}

bool hasCasing(const TerrainStyle& s) { return s.casing.width.perHex > 0 || s.casing.width.minPt > 0; }

/// A line feature, in two passes so that every casing lies under every line
/// body (where roads meet, no casing shows inside the junction). With a width
/// (roads) the line is stroked in the lattice frame, so the band is the map's
/// own corridor [24.8]; otherwise at the style's width.
void drawLine(Painter& p, const Feature& f, const TerrainStyle& s, bool casingPass)
{
    cairo_t* cr = p.cr();
    if (casingPass && !hasCasing(s)) return;
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    p.lattice();
    p.polyline(f.path);
    if (f.width && *f.width > 0) {
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
        const double casing = s.casing.width.at(p.hexPt()) / (p.hexPt() / 2); // points -> lattice u units
        p.colour(casingPass ? s.casing.colour : s.outline.colour);
        cairo_set_line_width(cr, *f.width + (casingPass ? 2 * casing : 0));
        cairo_stroke(cr);
    } else {
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
        if (casingPass)
            p.strokeWith(s.casing.colour, s.outline.width.at(p.hexPt()) + 2 * s.casing.width.at(p.hexPt()), {});
        else
            p.stroke(s.outline);
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL);
}

/// "observation-post" -> "OP".
std::string initials(const std::string& kind)
{
    std::string out;
    bool start = true;
    for (char c : kind) {
        if (c == '-' || c == ' ' || c == '_') {
            start = true;
        } else if (start) {
            out += char(std::toupper(static_cast<unsigned char>(c)));
            start = false;
        }
    }
    return out.empty() ? "?" : out;
}

} // namespace

void drawLevelAreas(Painter& p, bool paper)
{
    const auto& a = p.map();
    const Style& st = p.st();
    // Level 0 is the paper of the map (left out over an image being traced).
    if (paper) {
        const Box box = mapBox(p.grid());
        p.lattice();
        cairo_rectangle(p.cr(), box.minU, box.minV, box.maxU - box.minU, box.maxV - box.minV);
        p.fill(st.levelColour(0));
    }
    // Then each level area, lowest level first, so higher ground lies on top [24.5].
    std::vector<int> order(a.levelAreas());
    std::stable_sort(order.begin(), order.end(), [&](int x, int y) { return a.elevationOf(x) < a.elevationOf(y); });
    for (int i : order) {
        const Feature& f = a.map().features[std::size_t(i)];
        if (f.shape != FeatureShape::Area || !visible(p, f)) continue;
        const int level = a.elevationOf(i);
        p.lattice();
        p.polygon(f.area);
        p.fill(st.levelColour(level), level < 0);
        if (level < 0) p.hatch(st.depressionHatch, 0.12);
    }
}

void drawArtwork(Painter& p)
{
    const auto& a = p.map();
    const Style& st = p.st();
    struct Item {
        int rank;
        int index;
        const TerrainStyle* style;
    };
    std::vector<Item> areas, lines;
    for (std::size_t i = 0; i < a.map().features.size(); ++i) {
        const Feature& f = a.map().features[i];
        const maps::Terrain* t = a.terrainOf(int(i));
        if ((t && t->kind == TerrainKind::Level && f.shape == FeatureShape::Area) || !visible(p, f)) continue;
        if (t && t->kind == TerrainKind::Level) continue; // explicit crest lines: drawCrestLines
        const TerrainStyle& s = st.terrain(f.terrain, t);
        if (f.shape == FeatureShape::Area)
            areas.push_back({areaRank(s, st), int(i), &s});
        else
            lines.push_back({lineRank(s, st), int(i), &s});
    }
    auto byRank = [](const Item& x, const Item& y) { return x.rank < y.rank; };
    std::stable_sort(areas.begin(), areas.end(), byRank);
    std::stable_sort(lines.begin(), lines.end(), byRank);
    for (const Item& it : areas) drawArea(p, a.map().features[std::size_t(it.index)].area, *it.style);
    for (bool casing : {true, false})
        for (const Item& it : lines) drawLine(p, a.map().features[std::size_t(it.index)], *it.style, casing);
}

void drawCrestLines(Painter& p)
{
    const auto& a = p.map();
    // [24.511] crest lines are the boundaries of level areas; drawn in one
    // stroke so crossings of two crests do not double the ink.
    p.lattice();
    for (std::size_t i = 0; i < a.map().features.size(); ++i) {
        const Feature& f = a.map().features[i];
        if (!isLevelArea(a, int(i)) || !visible(p, f)) continue;
        if (f.shape == FeatureShape::Area)
            p.polygon(f.area);
        else
            p.polyline(f.path); // an explicit crest line drawn as a line
    }
    p.stroke(p.st().crest);
}

void drawHexTerrain(Painter& p, HexTerrainPass pass)
{
    const auto& a = p.map();
    std::vector<const maps::HexTerrain*> levels;
    for (const maps::HexTerrain& ht : a.map().hexTerrain) {
        if (!p.grid().contains(ht.hex)) continue;
        const maps::Terrain* t = a.catalog().find(ht.terrain);
        const bool level = t && t->kind == TerrainKind::Level && t->elevation;
        if (level != (pass == HexTerrainPass::Levels)) continue;
        if (level) {
            levels.push_back(&ht);
            continue;
        }
        // The hexagon once (a second copy of the same path would cancel it under the even-odd fill).
        drawArea(p, {p.grid().hexagon(ht.hex), {}}, p.st().terrain(ht.terrain, t));
    }
    // Painted levels lowest first, as the level areas [24.5].
    std::stable_sort(levels.begin(), levels.end(), [&](const maps::HexTerrain* x, const maps::HexTerrain* y) {
        return *a.catalog().find(x->terrain)->elevation < *a.catalog().find(y->terrain)->elevation;
    });
    for (const maps::HexTerrain* ht : levels) {
        const int level = *a.catalog().find(ht->terrain)->elevation;
        p.lattice();
        p.hexagon(ht->hex);
        p.fill(p.st().levelColour(level), level < 0);
        if (level < 0) p.hatch(p.st().depressionHatch, 0.12);
    }
}

void drawHexsides(Painter& p)
{
    const auto& a = p.map();
    cairo_set_line_cap(p.cr(), CAIRO_LINE_CAP_ROUND);
    for (const maps::HexsideFeature& hs : a.map().hexsides) {
        if (!p.grid().contains(hs.hex)) continue;
        const maps::Terrain* t = a.catalog().find(hs.terrain);
        const auto c = p.grid().corners(hs.hex);
        const int k = ((hs.side % 6) + 6) % 6;
        p.lattice();
        cairo_move_to(p.cr(), double(c[std::size_t(k)].u), double(c[std::size_t(k)].v));
        cairo_line_to(p.cr(), double(c[std::size_t((k + 1) % 6)].u), double(c[std::size_t((k + 1) % 6)].v));
        if (t && t->kind == TerrainKind::Level) {
            p.stroke({p.st().crest.colour, {0.06, 1.0}, {}}); // a crest hexside
            continue;
        }
        const TerrainStyle& s = p.st().terrain(hs.terrain, t);
        const bool ownStyle = &s == &p.st().wall || &s == &p.st().hedge || &s == &p.st().stream;
        p.stroke(ownStyle ? Stroke{s.outline.colour, p.st().hexside.width, s.outline.dash} : p.st().hexside);
    }
    cairo_set_line_cap(p.cr(), CAIRO_LINE_CAP_BUTT);
}

void drawMarkerPlate(Painter& p, const maps::HexMarker& m)
{
    const Style& st = p.st();
    const Font font{st.symbols.hexMarkerText.at(p.hexPt()), true};
    // Printed in the lower part of the hex, clear of the label at the top.
    const geometry::IPoint c = p.grid().centre(m.hex);
    const geometry::Point at = p.user({double(c.u), double(c.v) + 0.55});
    p.base();
    const std::string text = initials(m.kind) + (m.owner.empty() ? "" : " " + m.owner.substr(0, 3));
    const TextSize size = p.text().measure(text, font);
    const double pad = 0.2 * font.sizePt;
    cairo_rectangle(p.cr(), at.u - size.width / 2 - pad, at.v - size.height / 2, size.width + 2 * pad, size.height);
    p.fill(st.paper, true);
    p.strokeWith(st.ink, 0.6, {});
    p.text().draw(text, at.u, at.v, font, st.ink, Anchor::Centre);
}

void drawHexMarkers(Painter& p)
{
    if (p.hexPt() < 8) return;
    for (const maps::HexMarker& m : p.map().map().markers)
        if (p.grid().contains(m.hex)) drawMarkerPlate(p, m);
}

} // namespace crestline::render::detail
