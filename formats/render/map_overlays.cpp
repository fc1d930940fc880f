// Overlays drawn over the map: hex shades, viewshed, blind zone, setup areas,
// entry/exit edges, Smoke, markers, objectives, and the LOS string with its
// deciding artwork and contact point.

#include "formats/render/board_painter.h"
#include "formats/render/painter.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace crestline::render::detail {

using geometry::OffsetCoord;
using geometry::Point;
using geometry::los::Verdict;

namespace {

/// The boundary of a hex set: every side whose neighbour is not in the set.
void outlinePath(Painter& p, const std::vector<OffsetCoord>& hexes)
{
    const std::set<OffsetCoord> in(hexes.begin(), hexes.end());
    for (OffsetCoord h : hexes) {
        const auto c = p.grid().corners(h);
        for (int k = 0; k < 6; ++k) {
            if (in.count(p.grid().neighbour(h, k))) continue;
            cairo_move_to(p.cr(), double(c[std::size_t(k)].u), double(c[std::size_t(k)].v));
            cairo_line_to(p.cr(), double(c[std::size_t((k + 1) % 6)].u), double(c[std::size_t((k + 1) % 6)].v));
        }
    }
}

/// A hexagon shrunk towards its centre by `f` (0..1), in the lattice frame.
void shrunkHexagon(Painter& p, OffsetCoord h, double f)
{
    const geometry::IPoint c = p.grid().centre(h);
    const auto k = p.grid().corners(h);
    for (int i = 0; i < 6; ++i) {
        const double u = double(c.u) + f * double(k[std::size_t(i)].u - c.u), v = double(c.v) + f * double(k[std::size_t(i)].v - c.v);
        if (i == 0)
            cairo_move_to(p.cr(), u, v);
        else
            cairo_line_to(p.cr(), u, v);
    }
    cairo_close_path(p.cr());
}

void drawShades(Painter& p, const Overlays& o)
{
    for (const Overlays::HexShade& s : o.shades) {
        if (!p.grid().contains(s.hex)) continue;
        p.lattice();
        p.hexagon(s.hex);
        p.fill(s.colour);
    }
    if (p.hexPt() < 9) return;
    p.base();
    for (const Overlays::HexShade& s : o.shades) {
        if (s.text.empty() || !p.grid().contains(s.hex)) continue;
        const Font font{p.st().symbols.shadeText.at(p.hexPt()), true};
        const Point c = p.centreUser(s.hex);
        if (std::any_of(o.markers.begin(), o.markers.end(), [&](const HexMarker& m) { return m.hex == s.hex; })) {
            // A marker covers the centre (drawMarkers, 0.31 hexPt each way):
            // the text goes below it on a paper plate, over the hex's lower
            // part, so neither hides the other.
            const TextSize size = p.text().measure(s.text, font);
            const double v = c.v + 0.5 * p.st().symbols.markerSize.at(p.hexPt()) + 0.03 * p.hexPt() + size.height / 2;
            cairo_rectangle(p.cr(), c.u - size.width / 2 - 1.5, v - size.height / 2, size.width + 3, size.height);
            p.fill(p.st().paper.withAlpha(0.85));
            p.text().draw(s.text, c.u, v, font, p.st().ink, Anchor::Centre);
            continue;
        }
        // Light text on dark shades (luminance of the shade over light ground).
        const double lum = (0.3 * s.colour.r + 0.59 * s.colour.g + 0.11 * s.colour.b) * s.colour.a + (1 - s.colour.a) * 0.9;
        p.text().draw(s.text, c.u, c.v + 0.22 * p.hexPt(), font, lum < 0.45 ? p.st().paper : p.st().ink, Anchor::Centre);
    }
}

void drawViewshed(Painter& p, const Overlays& o)
{
    if (!o.viewshed) return;
    const Style& st = p.st();
    const auto& cells = *o.viewshed;
    const geometry::HexGrid& g = p.grid();
    // Only the hexes that can show: the rest lie wholly outside the clip,
    // and on a large board building their paths is most of the work.
    std::vector<OffsetCoord> byVerdict[4];
    for (OffsetCoord h : p.visibleHexes())
        if (const int i = g.index(h); i < int(cells.size())) byVerdict[int(cells[std::size_t(i)].verdict())].push_back(h);
    // Clear and hindered hexes are tinted; blocked and blind hexes hatched,
    // so the four read apart in greyscale.
    for (Verdict v : {Verdict::Clear, Verdict::Hindered, Verdict::Blocked, Verdict::Blind}) {
        const auto& hexes = byVerdict[int(v)];
        if (hexes.empty()) continue;
        p.lattice();
        for (OffsetCoord h : hexes) p.hexagon(h);
        const VerdictStyle& vs = st.verdict(v);
        if (v == Verdict::Clear || v == Verdict::Hindered) {
            p.fill(vs.colour.withAlpha(st.viewshedTint));
        } else {
            p.hatch({vs.colour.withAlpha(0.7), {0.02, 0.5}, {}}, v == Verdict::Blind ? 0.16 : 0.1, false, vs.colour.withAlpha(0.16));
        }
    }
    if (p.hexPt() >= 9) {
        p.base();
        const Font font{st.symbols.viewshedText.at(p.hexPt()), true};
        for (OffsetCoord h : byVerdict[int(Verdict::Hindered)]) {
            const Point c = p.centreUser(h);
            p.text().draw(std::to_string(cells[std::size_t(g.index(h))].hindrance()), c.u, c.v + 0.3 * p.hexPt(), font, st.ink,
                          Anchor::Centre);
        }
        for (OffsetCoord h : byVerdict[int(Verdict::Blind)]) {
            const Point c = p.centreUser(h);
            p.text().draw("B", c.u, c.v + 0.3 * p.hexPt(), font, st.blind.colour, Anchor::Centre);
        }
    }
}

void drawViewer(Painter& p, OffsetCoord h)
{
    if (!p.grid().contains(h)) return;
    const Point c = p.centreUser(h);
    const double r = p.st().symbols.viewerRadius.at(p.hexPt());
    p.base();
    cairo_arc(p.cr(), c.u, c.v, r, 0, 2 * M_PI);
    p.fill(p.st().paper, true);
    p.strokeWith(p.st().ink, p.st().symbols.viewerRing.at(p.hexPt()), {});
    cairo_arc(p.cr(), c.u, c.v, r * 0.4, 0, 2 * M_PI);
    p.fill(p.st().ink);
}

void drawBlindZone(Painter& p, const Overlays& o)
{
    if (o.blindZone.empty()) return;
    const VerdictStyle& vs = p.st().blind;
    std::set<int> highlighted;
    for (const geometry::los::BlindHex& b : o.blindZone)
        if (o.scene && b.artwork >= 0 && highlighted.insert(b.artwork).second) highlightArtwork(p, *o.scene, b.artwork);
    // Obstacles that are whole hexes, not artwork: each obstacle hex outlined once in the blind colour, by the board's painter.
    std::set<OffsetCoord> obstacleHexes;
    if (const BoardPainter* board = boardPainterFor(p.map().map().system); board && board->outlineObstacleHex)
        for (const geometry::los::BlindHex& b : o.blindZone)
            if (b.artwork < 0 && b.obstacleHex != b.blind && obstacleHexes.insert(b.obstacleHex).second) board->outlineObstacleHex(p, b.obstacleHex, vs.colour);
    for (const geometry::los::BlindHex& b : o.blindZone) {
        if (!p.grid().contains(b.blind)) continue;
        p.lattice();
        shrunkHexagon(p, b.blind, 0.86);
        p.fill(vs.colour.withAlpha(0.18), true);
        p.stroke({vs.colour, {0.05, 1.0}, vs.dash});
        // From the obstacle's hex to the hex it blinds.
        if (p.grid().contains(b.obstacleHex) && b.obstacleHex != b.blind) {
            const Point a = p.centreUser(b.obstacleHex), z = p.centreUser(b.blind);
            p.base();
            cairo_move_to(p.cr(), a.u, a.v);
            cairo_line_to(p.cr(), a.u + 0.8 * (z.u - a.u), a.v + 0.8 * (z.v - a.v));
            p.strokeWith(vs.colour, p.st().symbols.blindLink.at(p.hexPt()), {});
        }
    }
}

void drawSetupAreas(Painter& p, const Overlays& o)
{
    const Style& st = p.st();
    for (const SideHexes& area : o.setupAreas) {
        std::vector<OffsetCoord> hexes;
        for (OffsetCoord h : area.hexes)
            if (p.grid().contains(h)) hexes.push_back(h);
        if (hexes.empty()) continue;
        const Rgba& c = st.side(area.side);
        p.lattice();
        for (OffsetCoord h : hexes) p.hexagon(h);
        p.fill(c.withAlpha(st.setupTint));
        p.lattice();
        outlinePath(p, hexes);
        p.strokeWith(c, st.symbols.setupOutline.at(p.hexPt()), {});
        if (area.label.empty() || p.hexPt() < 6) continue;
        // The label on the hex nearest the area's middle.
        double su = 0, sv = 0;
        for (OffsetCoord h : hexes) su += double(p.grid().centre(h).u), sv += double(p.grid().centre(h).v);
        const Point mid{su / double(hexes.size()), sv / double(hexes.size())};
        const OffsetCoord best = *std::min_element(hexes.begin(), hexes.end(), [&](OffsetCoord a, OffsetCoord b) {
            const auto ca = p.grid().centre(a), cb = p.grid().centre(b);
            return std::hypot(double(ca.u) - mid.u, double(ca.v) - mid.v) < std::hypot(double(cb.u) - mid.u, double(cb.v) - mid.v);
        });
        const Point at = p.centreUser(best);
        p.base();
        const Font font{st.symbols.setupLabel.at(p.hexPt()), true};
        const TextSize size = p.text().measure(area.label, font);
        cairo_rectangle(p.cr(), at.u - size.width / 2 - 2, at.v + 0.25 * p.hexPt() - size.height / 2, size.width + 4, size.height);
        p.fill(st.paper.withAlpha(0.8));
        p.text().draw(area.label, at.u, at.v + 0.25 * p.hexPt(), font, c, Anchor::Centre);
    }
}

void drawEdges(Painter& p, const Overlays& o)
{
    const Style& st = p.st();
    const geometry::Box box = mapBox(p.grid());
    for (const EdgeMark& e : o.edges) {
        double lo, hi; // extent along the edge, lattice units
        const bool horizontal = e.edge == EdgeMark::Which::North || e.edge == EdgeMark::Which::South;
        if (e.hexes.empty()) {
            lo = horizontal ? box.minU : box.minV;
            hi = horizontal ? box.maxU : box.maxV;
        } else {
            lo = 1e300, hi = -1e300;
            for (OffsetCoord h : e.hexes)
                for (const auto& c : p.grid().corners(h)) {
                    lo = std::min(lo, double(horizontal ? c.u : c.v));
                    hi = std::max(hi, double(horizontal ? c.u : c.v));
                }
        }
        // The band's depth in lattice units of the other axis.
        const double depth = st.edgeBand.at(p.hexPt()) / p.hexPt() * (horizontal ? 1.0 / 0.866 : 2.0);
        p.lattice();
        switch (e.edge) {
        case EdgeMark::Which::North: cairo_rectangle(p.cr(), lo, box.minV, hi - lo, depth); break;
        case EdgeMark::Which::South: cairo_rectangle(p.cr(), lo, box.maxV - depth, hi - lo, depth); break;
        case EdgeMark::Which::West: cairo_rectangle(p.cr(), box.minU, lo, depth, hi - lo); break;
        case EdgeMark::Which::East: cairo_rectangle(p.cr(), box.maxU - depth, lo, depth, hi - lo); break;
        }
        const Rgba& c = st.side(e.side);
        p.fill(c.withAlpha(e.exit ? 0.35 : 0.75), true);
        p.stroke({c, {0.015, 0.5}, e.exit ? std::vector<double>{3, 2} : std::vector<double>{}});
        if (e.label.empty()) continue;
        Point mid;
        switch (e.edge) {
        case EdgeMark::Which::North: mid = {(lo + hi) / 2, box.minV + depth / 2}; break;
        case EdgeMark::Which::South: mid = {(lo + hi) / 2, box.maxV - depth / 2}; break;
        case EdgeMark::Which::West: mid = {box.minU + depth / 2, (lo + hi) / 2}; break;
        case EdgeMark::Which::East: mid = {box.maxU - depth / 2, (lo + hi) / 2}; break;
        }
        const Point at = p.user(mid);
        p.base();
        const std::string text = std::string(e.exit ? "exit: " : "entry: ") + e.label;
        p.text().draw(text, at.u, at.v, Font{std::max(5.0, 0.5 * st.edgeBand.at(p.hexPt())), true}, e.exit ? c : st.paper, Anchor::Centre);
    }
}

void drawSmoke(Painter& p, const Overlays& o)
{
    const Style& st = p.st();
    for (const geometry::los::SmokeMarker& s : o.smoke) {
        if (!p.grid().contains(s.hex)) continue;
        const Point c = p.centreUser(s.hex);
        p.base();
        // A cloud of three puffs, then the hindrance it gives [8.2].
        const double r = st.symbols.smokeRadius.at(p.hexPt());
        for (double dx : {-0.55, 0.0, 0.55}) {
            cairo_new_sub_path(p.cr());
            cairo_arc(p.cr(), c.u + dx * r, c.v - (dx == 0 ? 0.25 * r : 0), r * 0.75, 0, 2 * M_PI);
        }
        cairo_set_fill_rule(p.cr(), CAIRO_FILL_RULE_WINDING);
        p.colour(s.hindrance >= 5 ? st.smokeFull : st.smokeDepleted);
        cairo_fill(p.cr());
        if (p.hexPt() >= 8)
            p.text().draw("Smoke " + std::to_string(s.hindrance), c.u, c.v, Font{st.symbols.smokeText.at(p.hexPt()), true}, st.ink, Anchor::Centre);
    }
}

/// A hollow marker (HexMarker::hollow): a paper plate as wide as its text
/// needs (at least a marker's size), framed by a dashed line in the side's
/// colour, the text in ink. Centred on the hex, or just below its centre
/// (a smaller plate) when a filled marker stands there too.
void drawHollowMarker(Painter& p, const HexMarker& m, bool below)
{
    const Style& st = p.st();
    const Point c = p.centreUser(m.hex);
    const double s = st.symbols.markerSize.at(p.hexPt());
    const double h = below ? 0.7 * s : s, v = below ? c.v + s : c.v;
    const Font font{st.text.markerPerHex * p.hexPt(), true};
    const double w = std::max(s, m.text.empty() ? 0.0 : p.text().measure(m.text, font).width + 0.3 * s);
    const double edge = std::max(0.12 * p.hexPt(), 2.0);
    p.base();
    cairo_rectangle(p.cr(), c.u - w / 2, v - h / 2, w, h);
    p.fill(st.paper.withAlpha(0.9), true);
    p.strokeWith(st.side(m.side), edge, {2, 1});
    if (!m.text.empty()) p.text().draw(m.text, c.u, v, font, st.ink, Anchor::Centre);
}

void drawMarkers(Painter& p, const Overlays& o)
{
    const Style& st = p.st();
    for (const HexMarker& m : o.markers) {
        if (!p.grid().contains(m.hex)) continue;
        if (m.hollow) {
            const bool below = std::any_of(o.markers.begin(), o.markers.end(), [&](const HexMarker& f) { return !f.hollow && f.hex == m.hex; });
            drawHollowMarker(p, m, below);
            continue;
        }
        const Point c = p.centreUser(m.hex);
        const double s = st.symbols.markerSize.at(p.hexPt());
        p.base();
        cairo_rectangle(p.cr(), c.u - s / 2, c.v - s / 2, s, s);
        p.fill(st.side(m.side), true);
        p.strokeWith(st.ink, st.symbols.markerEdge.at(p.hexPt()), {});
        if (!m.text.empty()) p.text().draw(m.text, c.u, c.v, Font{st.text.markerPerHex * p.hexPt(), true}, st.paper, Anchor::Centre);
    }
}

void drawObjectives(Painter& p, const Overlays& o)
{
    const Style& st = p.st();
    for (const ObjectiveMark& ob : o.objectives) {
        if (!p.grid().contains(ob.hex)) continue;
        p.lattice();
        shrunkHexagon(p, ob.hex, 0.84);
        p.strokeWith(st.paper, st.objective.width.at(p.hexPt()) * 1.8, {}, true);
        p.stroke(st.objective);
        const geometry::IPoint c = p.grid().centre(ob.hex);
        if (!ob.label.empty() && p.hexPt() >= 8) {
            const Point at = p.user({double(c.u), double(c.v) + 0.5});
            p.base();
            const Font font{st.symbols.objectiveLabel.at(p.hexPt()), true};
            const TextSize size = p.text().measure(ob.label, font);
            cairo_rectangle(p.cr(), at.u - size.width / 2 - 1.5, at.v - size.height / 2, size.width + 3, size.height);
            p.fill(st.paper.withAlpha(0.8));
            p.text().draw(ob.label, at.u, at.v, font, st.ink, Anchor::Centre);
        }
        if (!ob.vp) continue; // no VP stated: no number, never a made-up 0
        const Point at = p.user({double(c.u) + 1.0, double(c.v) - 0.55});
        const double r = st.symbols.badgeRadius.at(p.hexPt());
        p.base();
        cairo_arc(p.cr(), at.u, at.v, r, 0, 2 * M_PI);
        p.fill(st.objectiveBadge, true);
        p.strokeWith(st.objective.colour, st.symbols.badgeEdge.at(p.hexPt()), {});
        p.text().draw(std::to_string(*ob.vp), at.u, at.v, Font{r * 1.1, true}, st.objectiveBadgeText, Anchor::Centre);
    }
}

} // namespace

void drawShadingOverlays(Painter& p, const Overlays& o)
{
    drawShades(p, o);
    drawViewshed(p, o);
}

void drawPlayMarkers(Painter& p, const std::vector<geometry::los::PlayMarker>& markers)
{
    const BoardPainter* board = boardPainterFor(p.map().map().system);
    const double h = p.hexPt();
    for (const geometry::los::PlayMarker& m : markers) {
        if (!p.grid().contains(m.hex)) continue;
        if (board && board->drawPlayMarker && board->drawPlayMarker(p, m)) continue;
        const Point c = p.centreUser(m.hex);
        p.base();
        if (h < 8) continue;
        const Font font{p.st().symbols.hexMarkerText.at(h), true};
        const TextSize size = p.text().measure(m.kind, font);
        cairo_rectangle(p.cr(), c.u - size.width / 2 - 2, c.v - size.height / 2, size.width + 4, size.height);
        p.fill(p.st().paper, true);
        p.strokeWith(p.st().ink, 0.6, {});
        p.text().draw(m.kind, c.u, c.v, font, p.st().ink, Anchor::Centre);
    }
}

void drawMarkOverlays(Painter& p, const Overlays& o)
{
    drawBlindZone(p, o);
    drawSetupAreas(p, o);
    drawEdges(p, o);
    drawSmoke(p, o);
    drawPlayMarkers(p, o.playMarkers);
    if (o.los) {
        if (o.scene && o.los->artwork >= 0) highlightArtwork(p, *o.scene, o.los->artwork);
        const BoardPainter* board = boardPainterFor(p.map().map().system);
        if (board && board->drawRulingUnder) board->drawRulingUnder(p, *o.los);
        drawLosString(p, *o.los);
        if (board && board->drawRulingOver) board->drawRulingOver(p, *o.los);
    }
    drawMarkers(p, o);
    drawObjectives(p, o);
    if (o.viewer) drawViewer(p, *o.viewer);
}

} // namespace crestline::render::detail
