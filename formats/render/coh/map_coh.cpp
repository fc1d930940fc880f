// A Conflict of Heroes board (system "coh"): whole-hex terrain by the
// chart's rows (coh-los.md, "What the map and scenario files must hold"),
// each hex's level 0..2 as a warmer, darker tint with "L1"/"L2" at its foot
// and a hachured contour on every hexside where the level drops (chart:
// Hills); a steep hexside (levels two apart, chart: Hills (Steep)) as a
// heavier contour with longer, denser hachures; walls as stone-wall lines on
// their hexsides [5.0.2]; roads through hexsides as links [5.0.1] (drawn by
// drawGtsLinks, which is generic). Drawn in the order of docs/rendering.md.

#include "formats/render/coh/coh_painter.h"
#include "formats/render/gts/gts_painter.h" // drawGtsLinks: roads through hexsides

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace crestline::render::detail {

using geometry::OffsetCoord;
using geometry::Point;
using Motif = CohHexStyle::Motif;

namespace {

/// A hex's side k as a segment, lattice frame (corners k and k + 1).
std::pair<Point, Point> sideSegment(const geometry::HexGrid& g, OffsetCoord hex, int side)
{
    const auto c = g.corners(hex);
    const int k = ((side % 6) + 6) % 6;
    return {c[std::size_t(k)].toPoint(), c[std::size_t((k + 1) % 6)].toPoint()};
}

/// Tree crowns round the hex's middle (the middle stays clear for the centre dot and units).
void treeCrowns(Painter& p, const CohHexStyle& s, const std::vector<OffsetCoord>& hexes)
{
    const double h = p.hexPt();
    const int n = int(s.density);
    const double r = (n > 6 ? 0.2 : 0.17) * h;
    cairo_t* cr = p.cr();
    p.base();
    for (OffsetCoord x : hexes) {
        const Point c = p.centreUser(x);
        for (int k = 0; k < n; ++k) {
            const double a = 2 * M_PI * k / n + 0.35, d = (k % 2 ? 0.44 : 0.58) * h;
            cairo_new_sub_path(cr);
            cairo_arc(cr, c.u + d * std::cos(a), c.v + d * std::sin(a), r, 0, 2 * M_PI);
        }
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    p.colour(s.mark);
    cairo_fill_preserve(cr);
    p.strokeWith(s.edge, std::max(0.4, 0.025 * h), {});
}

/// A building's block in the middle of each hex (it turns with the map), with its roof ridge.
void buildingBlocks(Painter& p, const CohHexStyle& s, const std::vector<OffsetCoord>& hexes)
{
    cairo_t* cr = p.cr();
    p.lattice();
    for (OffsetCoord x : hexes) {
        const geometry::IPoint c = p.grid().centre(x);
        const auto k = p.grid().corners(x);
        for (int i : {1, 2, 4, 5}) { // the corners of the two opposite sides 1 and 4 make a rectangle
            const double u = c.u + 0.85 * double(k[std::size_t(i)].u - c.u), v = c.v + 0.62 * double(k[std::size_t(i)].v - c.v);
            i == 1 ? cairo_move_to(cr, u, v) : cairo_line_to(cr, u, v);
        }
        cairo_close_path(cr);
    }
    p.fill(s.mark, true);
    p.strokeWith(s.edge, std::max(0.5, 0.03 * p.hexPt()), {});
    if (p.hexPt() < 8) return;
    p.lattice();
    for (OffsetCoord x : hexes) { // the ridge, along the block's long axis
        const geometry::IPoint c = p.grid().centre(x);
        const auto k = p.grid().corners(x);
        const double mu = (k[1].u + k[2].u) / 2.0 - c.u, mv = (k[1].v + k[2].v) / 2.0 - c.v;
        cairo_move_to(cr, c.u + 0.45 * mu, c.v + 0.45 * mv);
        cairo_line_to(cr, c.u - 0.45 * mu, c.v - 0.45 * mv);
    }
    p.strokeWith(s.edge.withAlpha(0.6), std::max(0.4, 0.02 * p.hexPt()), {});
}

/// Ripples on water.
void ripples(Painter& p, const CohHexStyle& s, const std::vector<OffsetCoord>& hexes)
{
    if (p.hexPt() < 8) return;
    const double h = p.hexPt();
    cairo_t* cr = p.cr();
    p.base();
    for (OffsetCoord x : hexes) {
        const Point c = p.centreUser(x);
        for (double dy : {-0.4, 0.4}) {
            const double y = c.v + dy * h, x0 = c.u - 0.3 * h;
            cairo_move_to(cr, x0, y);
            cairo_curve_to(cr, x0 + 0.15 * h, y - 0.08 * h, x0 + 0.3 * h, y + 0.08 * h, x0 + 0.45 * h, y);
            cairo_curve_to(cr, x0 + 0.5 * h, y - 0.04 * h, x0 + 0.55 * h, y - 0.04 * h, x0 + 0.6 * h, y);
        }
    }
    p.strokeWith(s.mark, std::max(0.5, 0.03 * h), {});
}

/// Hachures along a hexside, on the side of `lower` (downhill): `n` ticks `len` points long.
void hachures(Painter& p, Point a, Point b, Point lower, int n, double len)
{
    const Point ua = p.user(a), ub = p.user(b), ul = p.user(lower);
    const Point m{(ua.u + ub.u) / 2, (ua.v + ub.v) / 2};
    const double dl = std::max(1e-9, std::hypot(ul.u - m.u, ul.v - m.v));
    const Point down{(ul.u - m.u) / dl, (ul.v - m.v) / dl};
    for (int i = 0; i < n; ++i) {
        const double t = (i + 0.5) / n;
        const Point q{ua.u + (ub.u - ua.u) * t, ua.v + (ub.v - ua.v) * t};
        cairo_move_to(p.cr(), q.u, q.v);
        cairo_line_to(p.cr(), q.u + down.u * len, q.v + down.v * len);
    }
}

} // namespace

bool isCohMap(const maps::MapAnalysis& map) { return map.map().system == "coh"; }

std::vector<CohHex> cohHexes(const maps::MapAnalysis& a)
{
    const CohStyle& cs = cohStyle();
    const geometry::HexGrid& g = a.grid();
    const maps::Terrain* fallback = a.catalog().find(a.catalog().defaultType);
    const bool fallbackBlocks = fallback && fallback->los == maps::LosRole::Obstacle;
    std::vector<CohHex> hexes(std::size_t(g.count()), CohHex{&cs.hex(a.catalog().defaultType, fallback), 0, fallbackBlocks});
    std::vector<int> precedence(std::size_t(g.count()), 1 << 30);
    for (const maps::HexTerrain& ht : a.map().hexTerrain) {
        if (!g.contains(ht.hex)) continue;
        const std::size_t i = std::size_t(g.index(ht.hex));
        if (ht.level) hexes[i].level = std::max(hexes[i].level, std::clamp(*ht.level, 0, 2));
        const maps::Terrain* t = a.catalog().find(ht.terrain);
        if (t && t->kind != maps::TerrainKind::Type) continue;
        const int rank = t ? t->precedence : -(1 << 30); // unknown ids win, so they show
        if (rank < precedence[i]) {
            precedence[i] = rank;
            hexes[i].style = &cs.hex(ht.terrain, t);
            hexes[i].blocks = t && t->los == maps::LosRole::Obstacle;
        }
    }
    return hexes;
}

void drawCohHexes(Painter& p, bool paper)
{
    const CohStyle& cs = cohStyle();
    const std::vector<CohHex> hexes = cohHexes(p.map());
    const auto& a = p.map();
    const CohHexStyle* plain = &cs.hex(a.catalog().defaultType, a.catalog().find(a.catalog().defaultType));
    // Open ground at level 0 is the map's paper: one fill of the map's box; without paper (tracing) it is left untinted.
    if (paper) {
        const geometry::Box box = mapBox(p.grid());
        p.lattice();
        cairo_rectangle(p.cr(), box.minU, box.minV, box.maxU - box.minU, box.maxV - box.minV);
        p.fill(plain->fill);
    }
    std::map<std::pair<const CohHexStyle*, int>, std::vector<OffsetCoord>> byTint;
    std::map<const CohHexStyle*, std::vector<OffsetCoord>> byMotif;
    for (OffsetCoord x : p.visibleHexes()) {
        const CohHex& c = hexes[std::size_t(p.grid().index(x))];
        if (c.style != plain || c.level > 0) byTint[{c.style, c.level}].push_back(x);
        if (c.style->motif != Motif::None) byMotif[c.style].push_back(x);
    }
    for (const auto& [key, list] : byTint) {
        p.lattice();
        for (OffsetCoord x : list) p.hexagon(x);
        p.fill(cs.atLevel(key.first->fill, key.second));
    }
    for (const auto& [s, list] : byMotif) {
        switch (s->motif) {
        case Motif::Trees: treeCrowns(p, *s, list); break;
        case Motif::Building: buildingBlocks(p, *s, list); break;
        case Motif::Water: ripples(p, *s, list); break;
        case Motif::Furrows:
        case Motif::Hatch:
            p.lattice();
            for (OffsetCoord x : list) p.hexagon(x);
            p.hatch({s->mark, {0.018, 0.45}, {}}, s->motif == Motif::Furrows ? 0.14 : 0.1);
            break;
        case Motif::None: break;
        }
    }
}

void drawCohContours(Painter& p)
{
    const CohStyle& cs = cohStyle();
    const std::vector<CohHex> hexes = cohHexes(p.map());
    const geometry::HexGrid& g = p.grid();
    const double h = p.hexPt();
    for (const bool steep : {false, true}) {
        const Stroke& s = steep ? cs.steep : cs.contour;
        const double w = s.width.at(h);
        bool any = false;
        p.lattice();
        for (OffsetCoord x : p.visibleHexes()) {
            const int level = hexes[std::size_t(g.index(x))].level;
            if (level == 0) continue;
            for (int k = 0; k < 6; ++k) {
                const OffsetCoord n = g.neighbour(x, k);
                if (!g.contains(n)) continue;
                const int drop = level - hexes[std::size_t(g.index(n))].level;
                if (drop <= 0 || (drop >= 2) != steep) continue;
                const auto [from, to] = sideSegment(g, x, k);
                cairo_move_to(p.cr(), from.u, from.v);
                cairo_line_to(p.cr(), to.u, to.v);
                any = true;
            }
        }
        if (!any) continue;
        cairo_set_line_cap(p.cr(), CAIRO_LINE_CAP_ROUND);
        p.stroke(s);
        cairo_set_line_cap(p.cr(), CAIRO_LINE_CAP_BUTT);
        if (h < 6) continue;
        // The hachures, downhill: a steep side's are longer, denser and heavier.
        p.base();
        for (OffsetCoord x : p.visibleHexes()) {
            const int level = hexes[std::size_t(g.index(x))].level;
            for (int k = 0; k < 6 && level > 0; ++k) {
                const OffsetCoord n = g.neighbour(x, k);
                if (!g.contains(n)) continue;
                const int drop = level - hexes[std::size_t(g.index(n))].level;
                if (drop <= 0 || (drop >= 2) != steep) continue;
                const auto [from, to] = sideSegment(g, x, k);
                hachures(p, from, to, g.centre(n).toPoint(), steep ? 7 : 4, (steep ? 0.2 : 0.12) * h + w / 2);
            }
        }
        p.strokeWith(s.colour, std::max(0.5, (steep ? 0.45 : 0.6) * w), {});
    }
}

void drawCohLevelNumbers(Painter& p)
{
    const CohStyle& cs = cohStyle();
    if (p.hexPt() < 10) return;
    const std::vector<CohHex> hexes = cohHexes(p.map());
    const Font font{cs.levelText.at(p.hexPt()), true};
    std::vector<std::pair<Point, int>> at;
    for (OffsetCoord x : p.visibleHexes())
        if (const int level = hexes[std::size_t(p.grid().index(x))].level; level > 0) {
            const Point c = p.centreUser(x);
            at.push_back({{c.u, c.v + 0.62 * p.hexPt()}, level});
        }
    if (at.empty()) return;
    // One plate size ("L1" and "L2" are as wide), all plates in one fill; the text as quick glyphs on raster
    // targets (a pango layout each cost a third of a board's drawing time), pango on vector targets.
    const TextSize size = p.text().measure("L2", font);
    p.base();
    for (const auto& [c, level] : at) cairo_rectangle(p.cr(), c.u - size.width / 2 - 1.5, c.v - size.height / 2, size.width + 3, size.height);
    p.fill(p.st().paper.withAlpha(0.75));
    std::optional<QuickLabels> quick;
    if (cairo_surface_get_type(cairo_get_target(p.cr())) == CAIRO_SURFACE_TYPE_IMAGE) quick.emplace(p.cr(), font);
    for (const auto& [c, level] : at) {
        const std::string text = "L" + std::to_string(level);
        if (quick && quick->ok())
            quick->drawCentred(text, c.u, c.v, cs.contour.colour);
        else
            p.text().draw(text, c.u, c.v, font, cs.contour.colour, Anchor::Centre);
    }
}

void drawCohHexsides(Painter& p)
{
    const CohStyle& cs = cohStyle();
    const double h = p.hexPt();
    cairo_t* cr = p.cr();
    std::vector<std::pair<Point, Point>> walls;
    for (const maps::HexsideFeature& hs : p.map().map().hexsides) {
        if (!p.grid().contains(hs.hex)) continue;
        const auto seg = sideSegment(p.grid(), hs.hex, hs.side);
        if (hs.terrain.find("wall") != std::string::npos) {
            walls.push_back(seg);
            continue;
        }
        p.lattice();
        cairo_move_to(cr, seg.first.u, seg.first.v);
        cairo_line_to(cr, seg.second.u, seg.second.v);
        p.stroke(hs.terrain == "steep" ? cs.steep : p.st().hexside);
    }
    if (walls.empty()) return;
    // [5.0.2] A stone wall: the dark mortar line, then a row of rounded light stones along it, close together.
    const double w = cs.wall.width.at(h);
    p.lattice();
    for (const auto& [a, b] : walls) {
        cairo_move_to(cr, a.u, a.v);
        cairo_line_to(cr, b.u, b.v);
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    p.strokeWith(cs.wall.colour, w, {}, true);
    p.strokeWith(cs.wallStone, 0.56 * w, {0.7, 1.25});
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

void drawCohBoard(Painter& p, const View& view)
{
    // A CoH board (docs/rendering.md, "CoH boards"): whole-hex terrain and levels, contours, roads, walls.
    if (view.levels) drawLevelAreas(p, view.paper);
    if (view.artwork) drawArtwork(p);
    if (view.hexTerrain) drawCohHexes(p, view.paper);
    // Centre dots over the roads and walls: strings are traced centre dot to centre dot (coh-los.md).
    View lines = view, labels = view;
    lines.labels = lines.centreDots = labels.grid = false;
    drawGrid(p, lines);
    if (view.levels) drawCohContours(p);
    if (view.artwork) drawGtsLinks(p); // roads through hexsides [5.0.1]: the GTS link drawing is generic
    if (view.hexsides) drawCohHexsides(p);
    if (view.hexTerrain) drawHexMarkers(p);
    if (view.levels) drawCohLevelNumbers(p);
    drawGrid(p, labels);
}

} // namespace crestline::render::detail
