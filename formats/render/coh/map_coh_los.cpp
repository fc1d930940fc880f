// A Conflict of Heroes ruling on the map (coh-los.md, "The verdict"): the
// deciding hex of a blocked string outlined in the blocked red (steps 2, 3);
// for a blind one, the lower obstacle hex O in the blind purple and the
// blind end hatched (step 4); for one that sees, its modifiers one by one
// (step 5) as small labels by their hexes, the smoke hexes ringed and the
// wall side the string enters on highlighted [13.0, 5.0.2, 11.2]. Also the
// smoke +1 and +2 play markers [13.0].

#include "formats/render/coh/coh_painter.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace crestline::render::detail {

using geometry::OffsetCoord;
using geometry::Point;
using geometry::los::CohDetail;
using geometry::los::CohModifier;

namespace {

/// A hexagon shrunk towards its centre by `f`, lattice frame.
void insetHexagon(Painter& p, OffsetCoord h, double f)
{
    const geometry::IPoint c = p.grid().centre(h);
    const auto k = p.grid().corners(h);
    for (int i = 0; i < 6; ++i) {
        const double u = c.u + f * double(k[std::size_t(i)].u - c.u), v = c.v + f * double(k[std::size_t(i)].v - c.v);
        i == 0 ? cairo_move_to(p.cr(), u, v) : cairo_line_to(p.cr(), u, v);
    }
    cairo_close_path(p.cr());
}

} // namespace

void outlineCohHex(Painter& p, OffsetCoord h, const Rgba& c, const std::vector<double>& dash)
{
    if (!p.grid().contains(h)) return;
    const double w = cohStyle().decidingWidth.at(p.hexPt());
    p.lattice();
    insetHexagon(p, h, 0.88);
    cairo_set_line_join(p.cr(), CAIRO_LINE_JOIN_MITER);
    p.strokeWith(c, w, dash, true);
    p.strokeWith(p.st().ink, std::max(0.5, 0.2 * w), {});
    cairo_set_line_join(p.cr(), CAIRO_LINE_JOIN_BEVEL);
}

namespace {

/// The hexside between adjacent hexes a and b (lattice frame); false if not adjacent.
bool sideBetween(const geometry::HexGrid& g, OffsetCoord a, OffsetCoord b, Point& from, Point& to)
{
    const auto c = g.corners(a);
    for (int k = 0; k < 6; ++k) {
        if (!(g.neighbour(a, k) == b)) continue;
        from = c[std::size_t(k)].toPoint();
        to = c[std::size_t((k + 1) % 6)].toPoint();
        return true;
    }
    return false;
}

bool isSmoke(CohModifier::Kind k)
{
    return k == CohModifier::Kind::SmokeFirer || k == CohModifier::Kind::SmokeTarget || k == CohModifier::Kind::SmokeBetween;
}

/// "+1 DM smoke", "+1 AR higher": the modifier's value and what gives it, short enough for a hex.
std::string shortLabel(const CohModifier& m)
{
    std::string s;
    if (m.attack) s += (m.attack > 0 ? "+" : "") + std::to_string(m.attack) + " AR";
    if (m.defence) s += std::string(s.empty() ? "" : " ") + (m.defence > 0 ? "+" : "") + std::to_string(m.defence) + " DM";
    switch (m.kind) {
    case CohModifier::Kind::SmokeFirer:
    case CohModifier::Kind::SmokeTarget:
    case CohModifier::Kind::SmokeBetween: return s + " smoke";
    case CohModifier::Kind::Wall: return s + " wall";
    case CohModifier::Kind::FirerHigher: return s + " firer higher";
    case CohModifier::Kind::TargetHigher: return s + " target higher";
    }
    return s;
}

} // namespace

void drawCohDeciding(Painter& p, const geometry::los::Ruling& r)
{
    const auto* d = std::get_if<CohDetail>(&r.detail);
    if (!d) return;
    const Style& st = p.st();
    if (d->outcome == CohDetail::Outcome::Blocked && d->hex) {
        outlineCohHex(p, *d->hex, st.blocked.colour, {});
        return;
    }
    if (d->outcome == CohDetail::Outcome::Blind) {
        // Step 4: D is the lower end; it lies in O's shadow.
        const OffsetCoord lower = r.levelFrom < r.levelTo ? r.from : r.to;
        if (p.grid().contains(lower)) {
            p.lattice();
            p.hexagon(lower);
            p.hatch({st.blind.colour.withAlpha(0.75), {0.02, 0.5}, {}}, 0.16, false, st.blind.colour.withAlpha(0.14));
            outlineCohHex(p, lower, st.blind.colour, {2, 1});
        }
        if (d->hex) outlineCohHex(p, *d->hex, st.blind.colour, {});
        return;
    }
    // Sees: the smoke hexes ringed, the wall side entered on highlighted.
    const CohStyle& cs = cohStyle();
    for (const CohModifier& m : d->modifiers) {
        if (isSmoke(m.kind) && p.grid().contains(m.hex)) {
            p.lattice();
            insetHexagon(p, m.hex, 0.8);
            p.strokeWith(cs.modifier, std::max(1.0, 0.05 * p.hexPt()), {2, 1.2});
        } else if (m.kind == CohModifier::Kind::Wall && m.across) {
            Point a, b;
            if (!sideBetween(p.grid(), m.hex, *m.across, a, b)) continue;
            p.lattice();
            cairo_move_to(p.cr(), a.u, a.v);
            cairo_line_to(p.cr(), b.u, b.v);
            cairo_set_line_cap(p.cr(), CAIRO_LINE_CAP_ROUND);
            p.strokeWith(cs.wallEntry.withAlpha(0.7), cs.wallEntryWidth.at(p.hexPt()), {});
            cairo_set_line_cap(p.cr(), CAIRO_LINE_CAP_BUTT);
        }
    }
}

void drawCohModifiers(Painter& p, const geometry::los::Ruling& r)
{
    const auto* d = std::get_if<CohDetail>(&r.detail);
    if (!d || d->outcome != CohDetail::Outcome::Sees || d->modifiers.empty() || p.hexPt() < 8) return;
    const CohStyle& cs = cohStyle();
    const double h = p.hexPt();
    // Labels stand to the string's left (as the firer looks), 0.6 hex off it, so they never hide it.
    const Point a = p.centreUser(r.from), b = p.centreUser(r.to);
    const double len = std::hypot(b.u - a.u, b.v - a.v);
    const Point dir = len > 0 ? Point{(b.u - a.u) / len, (b.v - a.v) / len} : Point{1, 0};
    const Point left{dir.v, -dir.u};
    std::map<OffsetCoord, std::vector<std::string>> byHex; // in the order of step 5
    std::vector<OffsetCoord> order;
    for (const CohModifier& m : d->modifiers) {
        const OffsetCoord at = m.kind == CohModifier::Kind::FirerHigher ? r.from : m.hex;
        if (!p.grid().contains(at)) continue;
        if (!byHex.count(at)) order.push_back(at);
        byHex[at].push_back(shortLabel(m));
    }
    const Font font{cs.modifierText.at(h), true};
    p.base();
    for (OffsetCoord x : order) {
        const Point c = p.centreUser(x);
        const double t = std::clamp((c.u - a.u) * dir.u + (c.v - a.v) * dir.v, 0.0, len); // the string's nearest point
        const Point foot{a.u + dir.u * t, a.v + dir.v * t};
        const std::vector<std::string>& lines = byHex[x];
        double width = 0, lineH = 0;
        for (const std::string& s : lines) {
            const TextSize ts = p.text().measure(s, font);
            width = std::max(width, ts.width);
            lineH = std::max(lineH, ts.height);
        }
        const double boxW = width + 6, boxH = lineH * double(lines.size()) + 2;
        // Far enough left that the whole plate clears the string, whichever way the string runs.
        const double off = 0.45 * h + 0.5 * (std::abs(left.u) * boxW + std::abs(left.v) * boxH);
        const Point m{foot.u + left.u * off, foot.v + left.v * off};
        cairo_rectangle(p.cr(), m.u - boxW / 2, m.v - boxH / 2, boxW, boxH);
        p.fill(p.st().paper.withAlpha(0.9), true);
        p.strokeWith(cs.modifier, 0.8, {});
        for (std::size_t i = 0; i < lines.size(); ++i)
            p.text().draw(lines[i], m.u, m.v - boxH / 2 + 1 + lineH * (double(i) + 0.5), font, cs.modifier, Anchor::Centre);
    }
}

bool drawCohMarker(Painter& p, const geometry::los::PlayMarker& m)
{
    const bool one = m.kind == "smoke+1", two = m.kind == "smoke+2";
    if (!one && !two) return false;
    const CohStyle& cs = cohStyle();
    const double h = p.hexPt(), r = cs.smokeRadius.at(h);
    const Point c = p.centreUser(m.hex);
    cairo_t* cr = p.cr();
    p.base();
    // [13.0] A puff of four clouds; +2 (blocks) darker than +1.
    const double puffs[4][3] = {{-0.55, 0.15, 0.6}, {0.0, -0.25, 0.72}, {0.55, 0.12, 0.6}, {0.0, 0.3, 0.6}};
    for (const auto& q : puffs) {
        cairo_new_sub_path(cr);
        cairo_arc(cr, c.u + q[0] * r, c.v + q[1] * r, q[2] * r, 0, 2 * M_PI);
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    p.colour(two ? cs.smoke2 : cs.smoke1);
    cairo_fill_preserve(cr);
    p.strokeWith(p.st().ink.withAlpha(0.6), std::max(0.4, 0.02 * h), {});
    if (h >= 8)
        p.text().draw(two ? "+2" : "+1", c.u, c.v, Font{cs.smokeText.at(h), true}, two ? p.st().paper : p.st().ink, Anchor::Centre);
    return true;
}

BoardPainter cohBoardPainter()
{
    BoardPainter b;
    b.system = "coh";
    b.drawBoard = drawCohBoard;
    b.drawRulingUnder = drawCohDeciding;
    b.drawRulingOver = drawCohModifiers;
    b.outlineObstacleHex = [](Painter& p, geometry::OffsetCoord h, const Rgba& colour) { outlineCohHex(p, h, colour, {}); };
    b.drawPlayMarker = drawCohMarker;
    b.hexSwatch = [](std::string_view id, const maps::Terrain* entry) {
        const CohHexStyle& h = cohStyle().hex(id, entry);
        TerrainSwatch s;
        s.fill = h.fill;
        if (h.motif != CohHexStyle::Motif::None) s.mark = h.mark; // trees, the building's block, furrows, ripples
        return s;
    };
    addCohReport(b);
    return b;
}

} // namespace crestline::render::detail
