// A Grand Tactical Series board (system "gts"): whole-hex terrain as a tint
// and a centre dot in the terrain's colour [GTS 1.2], hexside features
// (rivers and streams, crests, bridges, ferries), roads and railroads hex
// centre to hex centre (Map::links) [14.6], observation posts (triangles)
// [15.4.2], strongpoints (stars) [15.4.3] and reinforcement entry hexes
// with their Division symbols [8.0]. Drawn in the order of docs/rendering.md.

#include "formats/render/gts/gts_painter.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace crestline::render::detail {

using geometry::OffsetCoord;
using geometry::Point;
using maps::TerrainKind;

namespace {

/// Each on-map hex's whole-hex terrain style: the type painted on it of the
/// lowest precedence (a GTS hex has one dot; precedence only orders the
/// chart), an id the catalog lacks shown loudly, else the catalog's default type.
std::vector<const GtsHexStyle*> hexStyles(const Painter& p)
{
    const auto& a = p.map();
    const GtsStyle& gs = gtsStyle();
    const geometry::HexGrid& g = p.grid();
    const maps::Terrain* fallback = a.catalog().find(a.catalog().defaultType);
    std::vector<const GtsHexStyle*> styles(std::size_t(g.count()), &gs.hex(a.catalog().defaultType, fallback));
    std::vector<int> precedence(std::size_t(g.count()), 1 << 30);
    for (const maps::HexTerrain& ht : a.map().hexTerrain) {
        if (!g.contains(ht.hex)) continue;
        const maps::Terrain* t = a.catalog().find(ht.terrain);
        if (t && t->kind != TerrainKind::Type) continue; // a feature in the hex: drawGtsHexFeatures
        const std::size_t i = std::size_t(g.index(ht.hex));
        const int rank = t ? t->precedence : -(1 << 30); // unknown ids win, so they show
        if (rank < precedence[i]) {
            precedence[i] = rank;
            styles[i] = &gs.hex(ht.terrain, t);
        }
    }
    return styles;
}

/// The hexside of `hex` facing `side` as a segment, lattice frame.
std::pair<Point, Point> hexsideSegment(const geometry::HexGrid& g, OffsetCoord hex, int side)
{
    const auto c = g.corners(hex);
    const int k = ((side % 6) + 6) % 6;
    return {c[std::size_t(k)].toPoint(), c[std::size_t((k + 1) % 6)].toPoint()};
}

/// A rectangle centred on `m` (user space), `along` points in the unit direction `d`, `across` points wide.
void rectangleAlong(cairo_t* cr, Point m, Point d, double along, double across)
{
    const Point n{-d.v, d.u};
    const double a = along / 2, b = across / 2;
    cairo_move_to(cr, m.u + d.u * a + n.u * b, m.v + d.v * a + n.v * b);
    cairo_line_to(cr, m.u - d.u * a + n.u * b, m.v - d.v * a + n.v * b);
    cairo_line_to(cr, m.u - d.u * a - n.u * b, m.v - d.v * a - n.v * b);
    cairo_line_to(cr, m.u + d.u * a - n.u * b, m.v + d.v * a - n.v * b);
    cairo_close_path(cr);
}

/// A bridge across the hexside (its deck runs hex to hex), or a ferry's crossing with its boat.
void drawCrossingSymbol(Painter& p, const GtsHexsideStyle& s, Point a, Point b)
{
    cairo_t* cr = p.cr();
    const Point ua = p.user(a), ub = p.user(b);
    const Point m{(ua.u + ub.u) / 2, (ua.v + ub.v) / 2};
    const double len = std::hypot(ub.u - ua.u, ub.v - ua.v);
    if (len <= 0) return;
    const Point along{(ub.u - ua.u) / len, (ub.v - ua.v) / len}; // the hexside
    const Point across{-along.v, along.u};                        // hex to hex
    const double h = p.hexPt(), w = s.line.width.at(h);
    p.base();
    if (s.shape == GtsHexsideStyle::Shape::Bridge) {
        rectangleAlong(cr, m, across, 0.62 * h, 0.24 * h);
        p.fill(s.fill);
        for (double side : {-1.0, 1.0}) { // the railings, splayed at both ends
            const Point o{m.u + along.u * side * 0.12 * h, m.v + along.v * side * 0.12 * h};
            const Point e0{o.u - across.u * 0.31 * h, o.v - across.v * 0.31 * h}, e1{o.u + across.u * 0.31 * h, o.v + across.v * 0.31 * h};
            cairo_move_to(cr, e0.u + (along.u * side - across.u) * 0.07 * h, e0.v + (along.v * side - across.v) * 0.07 * h);
            cairo_line_to(cr, e0.u, e0.v);
            cairo_line_to(cr, e1.u, e1.v);
            cairo_line_to(cr, e1.u + (along.u * side + across.u) * 0.07 * h, e1.v + (along.v * side + across.v) * 0.07 * h);
        }
        p.strokeWith(s.line.colour, w, {});
        return;
    }
    cairo_move_to(cr, m.u - across.u * 0.42 * h, m.v - across.v * 0.42 * h);
    cairo_line_to(cr, m.u + across.u * 0.42 * h, m.v + across.v * 0.42 * h);
    p.strokeWith(s.line.colour, w, s.line.dash);
    rectangleAlong(cr, m, along, 0.26 * h, 0.15 * h);
    p.fill(s.fill);
}

/// The stroke `s` at its own width, or at `widthPt` (dash in widths).
void strokeLink(Painter& p, const Stroke& s, double widthPt, const std::vector<double>& dashPt)
{
    cairo_t* cr = p.cr();
    p.base();
    p.colour(s.colour);
    cairo_set_line_width(cr, widthPt);
    cairo_set_dash(cr, dashPt.empty() ? nullptr : dashPt.data(), int(dashPt.size()), 0);
    cairo_stroke_preserve(cr);
    cairo_set_dash(cr, nullptr, 0, 0);
}

bool on(const Stroke& s) { return s.width.perHex > 0 || s.width.minPt > 0; }

/// The side colour of an entry hex: sides numbered in the order they first appear in Map::entries.
Rgba entryColour(const Painter& p, const std::string& side)
{
    if (side.empty()) return gtsStyle().entryNoSide;
    std::vector<std::string> seen;
    for (const maps::EntryHex& e : p.map().map().entries)
        if (!e.side.empty() && std::find(seen.begin(), seen.end(), e.side) == seen.end()) seen.push_back(e.side);
    return p.st().side(int(std::find(seen.begin(), seen.end(), side) - seen.begin()));
}

void fivePointStar(cairo_t* cr, Point c, double r)
{
    for (int k = 0; k < 10; ++k) {
        const double a = -M_PI / 2 + k * M_PI / 5, rr = k % 2 ? r * 0.42 : r;
        if (k == 0)
            cairo_move_to(cr, c.u + rr * std::cos(a), c.v + rr * std::sin(a));
        else
            cairo_line_to(cr, c.u + rr * std::cos(a), c.v + rr * std::sin(a));
    }
    cairo_close_path(cr);
}

} // namespace


void drawGtsHexes(Painter& p, bool paper)
{
    const std::vector<const GtsHexStyle*> styles = hexStyles(p);
    const auto& a = p.map();
    const GtsHexStyle* plain = &gtsStyle().hex(a.catalog().defaultType, a.catalog().find(a.catalog().defaultType));
    // The default type (open, most of a board) is the map's paper: one fill of the map's box, not a hexagon each.
    // Without paper (an image being traced shows through) its hexes are left untinted.
    if (paper && !plain->hatch) {
        const geometry::Box box = mapBox(p.grid());
        p.lattice();
        cairo_rectangle(p.cr(), box.minU, box.minV, box.maxU - box.minU, box.maxV - box.minV);
        p.fill(plain->fill);
    } else if (paper) {
        plain = nullptr;
    }
    std::map<const GtsHexStyle*, std::vector<OffsetCoord>> byStyle;
    for (OffsetCoord h : p.visibleHexes())
        if (const GtsHexStyle* s = styles[std::size_t(p.grid().index(h))]; s != plain) byStyle[s].push_back(h);
    for (const auto& [s, hexes] : byStyle) {
        p.lattice();
        for (OffsetCoord h : hexes) p.hexagon(h);
        if (s->hatch)
            p.hatch({s->hatchColour, {0.012, 0.35}, {}}, 0.1, false, s->fill);
        else
            p.fill(s->fill);
    }
    // A feature painted on a whole hex (a raised road over a town, 15.4.1 Q&A): a ring inside the hex in its colour.
    for (const maps::HexTerrain& ht : a.map().hexTerrain) {
        const maps::Terrain* t = a.catalog().find(ht.terrain);
        if (!p.grid().contains(ht.hex) || !t || t->kind == TerrainKind::Type) continue;
        const GtsLinkStyle& link = gtsStyle().link(ht.terrain);
        const Rgba& c = on(link.embankment) ? link.embankment.colour : on(link.casing) ? link.casing.colour : link.body.colour;
        const geometry::IPoint ctr = p.grid().centre(ht.hex);
        const auto k = p.grid().corners(ht.hex);
        p.lattice();
        for (int i = 0; i < 6; ++i) {
            const double u = ctr.u + 0.78 * double(k[std::size_t(i)].u - ctr.u), v = ctr.v + 0.78 * double(k[std::size_t(i)].v - ctr.v);
            i == 0 ? cairo_move_to(p.cr(), u, v) : cairo_line_to(p.cr(), u, v);
        }
        cairo_close_path(p.cr());
        p.strokeWith(c, std::max(1.0, 0.06 * p.hexPt()), {1.5, 1});
    }
}

void drawGtsDots(Painter& p)
{
    if (p.hexPt() < 5) return;
    const GtsStyle& gs = gtsStyle();
    const std::vector<const GtsHexStyle*> styles = hexStyles(p);
    const double r = gs.dotRadius.at(p.hexPt());
    std::map<const GtsHexStyle*, std::vector<OffsetCoord>> byStyle;
    for (OffsetCoord h : p.visibleHexes()) byStyle[styles[std::size_t(p.grid().index(h))]].push_back(h);
    p.base();
    // A thin ring round every dot, as one fill of slightly larger discs under them (filling is far cheaper than stroking).
    const double ring = std::max(0.3, 0.12 * r);
    for (int pass = 0; pass < 2; ++pass) {
        for (const auto& [s, hexes] : byStyle) {
            if (s->dot.a <= 0) continue; // the dotless hex: cannot be entered [1.2]
            for (OffsetCoord h : hexes) {
                const Point c = p.centreUser(h);
                cairo_new_sub_path(p.cr());
                cairo_arc(p.cr(), c.u, c.v, pass == 0 ? r + ring / 2 : r - ring / 2, 0, 2 * M_PI);
            }
            if (pass == 1) p.fill(s->dot);
        }
        if (pass == 0) {
            cairo_set_fill_rule(p.cr(), CAIRO_FILL_RULE_WINDING);
            p.colour(gs.dotEdge);
            cairo_fill(p.cr());
        }
    }
}

void drawGtsHexsides(Painter& p, GtsHexsidePass pass)
{
    const auto& a = p.map();
    const GtsStyle& gs = gtsStyle();
    cairo_set_line_cap(p.cr(), CAIRO_LINE_CAP_ROUND);
    for (const maps::HexsideFeature& hs : a.map().hexsides) {
        if (!p.grid().contains(hs.hex)) continue;
        const GtsHexsideStyle& s = gs.hexside(hs.terrain);
        const bool water = &s == &gs.river || &s == &gs.stream;
        const bool line = s.shape == GtsHexsideStyle::Shape::Line;
        const bool wanted = pass == GtsHexsidePass::Water ? water : pass == GtsHexsidePass::Lines ? line && !water : !line;
        if (!wanted) continue;
        const auto [from, to] = hexsideSegment(p.grid(), hs.hex, hs.side);
        if (line) {
            p.lattice();
            cairo_move_to(p.cr(), from.u, from.v);
            cairo_line_to(p.cr(), to.u, to.v);
            p.stroke(s.line);
        } else {
            drawCrossingSymbol(p, s, from, to);
        }
    }
    cairo_set_line_cap(p.cr(), CAIRO_LINE_CAP_BUTT);
}

void drawGtsLinks(Painter& p)
{
    const auto& links = p.map().map().links;
    if (links.empty()) return;
    const GtsStyle& gs = gtsStyle();
    const double h = p.hexPt();
    cairo_t* cr = p.cr();
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    // Four passes so every embankment lies under every casing, every casing under every body (junctions stay clean).
    for (int pass = 0; pass < 4; ++pass) {
        for (const maps::HexLink& l : links) {
            if (l.hexes.size() < 2) continue;
            const GtsLinkStyle& s = gs.link(l.terrain);
            const double body = s.body.width.at(h), casing = on(s.casing) ? s.casing.width.at(h) : 0;
            const double spacing = s.tieSpacing.at(h);
            p.lattice();
            std::vector<Point> line;
            for (OffsetCoord x : l.hexes) line.push_back(p.grid().centre(x).toPoint());
            p.polyline(line);
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
            if (pass == 0 && on(s.embankment)) { // ticks: a wide dashed band showing only beyond the casing
                const double tick = std::max(0.6, 0.28 * spacing);
                strokeLink(p, s.embankment, body + 2 * casing + 2 * s.embankment.width.at(h), {tick, spacing - tick});
            } else if (pass == 1 && casing > 0) {
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
                strokeLink(p, s.casing, body + 2 * casing, {});
            } else if (pass == 2 && on(s.ties)) {
                const double tie = std::max(1.0, 0.8 * body);
                strokeLink(p, s.ties, s.ties.width.at(h), {tie, spacing - tie});
            } else if (pass == 3) {
                cairo_set_line_cap(cr, s.body.dash.empty() ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT);
                std::vector<double> dash(s.body.dash);
                for (double& d : dash) d *= body;
                strokeLink(p, s.body, body, dash);
            }
            cairo_new_path(cr);
        }
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL);
}

void drawGtsMarkers(Painter& p)
{
    const GtsStyle& gs = gtsStyle();
    const double h = p.hexPt();
    const double size = gs.symbolSize.at(h), halo = std::max(0.8, 0.05 * h);
    cairo_t* cr = p.cr();
    for (const maps::HexMarker& m : p.map().map().markers) {
        if (!p.grid().contains(m.hex)) continue;
        const bool op = m.kind == "observation-post", sp = m.kind == "strongpoint";
        if (!op && !sp) {
            drawMarkerPlate(p, m);
            continue;
        }
        // The OP left of the centre dot, the strongpoint right of it: both fit in one hex.
        const Point c = p.centreUser(m.hex);
        const Point at{c.u + (op ? -0.5 : 0.5) * h, c.v};
        p.base();
        if (op) { // [15.4.2] a triangle
            const double r = size * 0.58;
            cairo_move_to(cr, at.u, at.v - r);
            cairo_line_to(cr, at.u + r * 0.866, at.v + r * 0.5);
            cairo_line_to(cr, at.u - r * 0.866, at.v + r * 0.5);
            cairo_close_path(cr);
        } else { // [15.4.3] a star
            fivePointStar(cr, {at.u, at.v + 0.04 * size}, size * 0.55);
        }
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
        p.strokeWith(gs.symbolHalo, 2 * halo, {}, true);
        p.fill(op ? gs.observationPost : gs.strongpoint);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL);
        if (!m.owner.empty() && h >= 14)
            p.text().draw(m.owner.substr(0, 3), at.u, at.v + 0.5 * size + 0.12 * h, Font{std::max(4.0, 0.16 * h), true}, p.st().ink,
                          Anchor::Centre);
    }
}

void drawGtsEntries(Painter& p)
{
    const GtsStyle& gs = gtsStyle();
    const double h = p.hexPt();
    for (const maps::EntryHex& e : p.map().map().entries) {
        if (!p.grid().contains(e.hex)) continue;
        const Rgba colour = entryColour(p, e.side);
        const geometry::IPoint ctr = p.grid().centre(e.hex);
        const auto k = p.grid().corners(e.hex);
        p.lattice();
        for (int i = 0; i < 6; ++i) {
            const double u = ctr.u + 0.88 * double(k[std::size_t(i)].u - ctr.u), v = ctr.v + 0.88 * double(k[std::size_t(i)].v - ctr.v);
            i == 0 ? cairo_move_to(p.cr(), u, v) : cairo_line_to(p.cr(), u, v);
        }
        cairo_close_path(p.cr());
        p.strokeWith(colour, gs.entryRing.at(h), {});
        if (h < 8 || e.divisions.empty()) continue;
        // The Division symbols as printed, below the centre dot, on a plate.
        std::string text;
        for (const std::string& d : e.divisions) text += (text.empty() ? "" : " ") + d;
        const Font font{gs.entryText.at(h), true};
        const Point c = p.centreUser(e.hex);
        const Point at{c.u, c.v + 0.5 * h};
        p.base();
        const TextSize size = p.text().measure(text, font);
        const double pad = 0.2 * font.sizePt;
        cairo_rectangle(p.cr(), at.u - size.width / 2 - pad, at.v - size.height / 2, size.width + 2 * pad, size.height);
        p.fill(p.st().paper, true);
        p.strokeWith(colour, std::max(0.6, 0.02 * h), {});
        p.text().draw(text, at.u, at.v, font, colour, Anchor::Centre);
    }
}

void drawGtsBoard(Painter& p, const View& view)
{
    // A GTS board (docs/rendering.md, "GTS boards"): whole-hex terrain, water, roads, crests, crossings, symbols.
    if (view.levels) drawLevelAreas(p, view.paper);
    if (view.artwork) drawArtwork(p);
    if (view.hexTerrain) drawGtsHexes(p, view.paper);
    // The grid's lines under the hexside features (a crest is not split by a grid line), its labels over the roads.
    View lines = view, labels = view;
    lines.labels = labels.grid = false;
    lines.centreDots = view.centreDots && !view.hexTerrain; // the terrain's own dots replace the plain ones
    labels.centreDots = false;
    drawGrid(p, lines);
    if (view.hexsides) drawGtsHexsides(p, GtsHexsidePass::Water);
    if (view.artwork) drawGtsLinks(p);
    if (view.hexsides) drawGtsHexsides(p, GtsHexsidePass::Lines);
    if (view.hexsides) drawGtsHexsides(p, GtsHexsidePass::Crossings);
    if (view.hexTerrain && view.centreDots) drawGtsDots(p);
    drawGrid(p, labels);
    if (view.hexTerrain) drawGtsEntries(p);
    if (view.hexTerrain) drawGtsMarkers(p);
}

} // namespace crestline::render::detail
