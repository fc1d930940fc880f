// The side profile of an LOS string: distance along the string across, level
// up; ground sampled along the string, obstacle and hindrance artwork as bars
// in the level band they stand in, hex boundaries and labels, the sighter,
// the target and the contact point. Display only: the ruling is exact, the
// samples are not (a corner grazed at one point is drawn at the contact).

#include "formats/render/los_report.h"
#include "formats/render/board_painter.h"
#include "formats/render/report_parts.h"
#include "formats/render/painter.h"
#include "formats/render/text.h"
#include "geometry/exact.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace crestline::render {

using geometry::OffsetCoord;
using geometry::Point;
using geometry::los::ArtworkRole;

namespace {

constexpr int kSamples = 600;

void setColour(cairo_t* cr, const Rgba& c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }

/// [lo, hi] sample ranges where the string lies in artwork `a`.
std::vector<std::pair<int, int>> runsInside(const geometry::los::Artwork& a, const std::vector<Point>& pts)
{
    std::vector<std::pair<int, int>> runs;
    if (a.isLine) return runs;
    int start = -1;
    for (int i = 0; i <= kSamples; ++i) {
        const bool in = geometry::sideOfPolygon(a.shape, pts[std::size_t(i)]) != geometry::Side::Outside;
        if (in && start < 0) start = i;
        if (!in && start >= 0) {
            runs.push_back({start, i - 1});
            start = -1;
        }
    }
    if (start >= 0) runs.push_back({start, kSamples});
    return runs;
}

} // namespace

namespace detail {

std::optional<std::pair<double, double>> clipToHex(const geometry::HexGrid& g, OffsetCoord h, Point a, Point b)
{
    const auto c = g.corners(h);
    double t0 = 0, t1 = 1;
    const double du = b.u - a.u, dv = b.v - a.v;
    for (int k = 0; k < 6; ++k) {
        const Point p = c[std::size_t(k)].toPoint(), q = c[std::size_t((k + 1) % 6)].toPoint();
        // Inside is to the left of p->q (positive orientation): cross(q - p, x - p) >= 0.
        const double ex = q.u - p.u, ey = q.v - p.v;
        const double f0 = ex * (a.v - p.v) - ey * (a.u - p.u);
        const double df = ex * dv - ey * du;
        if (std::abs(df) < 1e-15) {
            if (f0 < -1e-9) return std::nullopt;
            continue;
        }
        const double t = -f0 / df;
        if (df > 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
    }
    if (t0 > t1 + 1e-9) return std::nullopt;
    return std::pair{t0, std::max(t0, t1)};
}

} // namespace detail

void drawLosProfile(cairo_t* cr, const maps::MapAnalysis& map, const geometry::los::Scene& scene, const geometry::los::Ruling& r,
                    double x, double y, double w, double h)
{
    const Style& st = style();
    const geometry::HexGrid& g = map.grid();
    const Point a = g.centre(r.from).toPoint(), b = g.centre(r.to).toPoint();
    const Point ma = g.toMap(a), mb = g.toMap(b);
    const double lengthHexes = std::hypot(mb.u - ma.u, mb.v - ma.v) / (std::sqrt(3.0) * g.spec().hexSize);
    std::vector<Point> pts(kSamples + 1);
    std::vector<int> ground(kSamples + 1);
    int lo = std::min({-1, r.levelFrom, r.levelTo}), hi = std::max({1, r.levelFrom, r.levelTo});
    for (int i = 0; i <= kSamples; ++i) {
        const double t = double(i) / kSamples;
        pts[std::size_t(i)] = {a.u + t * (b.u - a.u), a.v + t * (b.v - a.v)};
        ground[std::size_t(i)] = map.groundLevel(pts[std::size_t(i)]);
        lo = std::min(lo, ground[std::size_t(i)]);
        hi = std::max(hi, ground[std::size_t(i)]);
    }
    // A system whose ground and obstacles are whole hexes sets them from the trace.
    const detail::BoardPainter* painter = detail::boardPainterFor(r.system);
    detail::ProfileGround pg{a, b, kSamples, std::move(ground), lo, hi, {}};
    if (painter && painter->profileHexes) painter->profileHexes(map, r, pg);
    ground = std::move(pg.ground);
    lo = pg.lo, hi = pg.hi;
    // Obstacles and hindrances the string passes over, with the level each stands on.
    struct Bar {
        int lo, hi, level, artwork;
        bool obstacle;
    };
    std::vector<Bar> bars;
    geometry::Box sb = geometry::Box::of(a);
    sb.expand(b);
    for (int k = 0; k < int(scene.artwork().size()); ++k) {
        const auto& art = scene.artwork()[std::size_t(k)];
        if (art.role != ArtworkRole::Obstacle && art.role != ArtworkRole::Hindrance) continue;
        if (!scene.artworkBox(k).intersects(sb)) continue;
        for (auto [i0, i1] : runsInside(art, pts)) {
            bars.push_back({i0, i1, art.level, k, art.role == ArtworkRole::Obstacle});
            hi = std::max(hi, art.level + 1);
            lo = std::min(lo, art.level);
        }
    }
    const double tContact = r.hasContact ? std::clamp(((r.contact.u - a.u) * (b.u - a.u) + (r.contact.v - a.v) * (b.v - a.v)) /
                                                         std::max(1e-12, (b.u - a.u) * (b.u - a.u) + (b.v - a.v) * (b.v - a.v)),
                                                     0.0, 1.0)
                                          : -1;
    if (r.hasContact && r.artwork >= 0) { // a corner grazed at one point: a thin bar at the contact
        const auto& art = scene.artwork()[std::size_t(r.artwork)];
        const int i = int(std::lround(tContact * kSamples));
        const bool drawn = std::any_of(bars.begin(), bars.end(), [&](const Bar& bar) { return bar.artwork == r.artwork; });
        if (!drawn && (art.role == ArtworkRole::Obstacle || art.role == ArtworkRole::Hindrance)) {
            bars.push_back({i, i, art.level, r.artwork, art.role == ArtworkRole::Obstacle});
            hi = std::max(hi, art.level + 1);
        }
    }
    hi += 1;

    TextPainter text(cr);
    const Font small{st.text.reportSmallPt};
    const double left = x + 44, right = x + w - 8, top = y + 14, bottom = y + h - 26;
    auto X = [&](double t) { return left + t * (right - left); };
    auto Y = [&](double level) { return bottom - (level - (lo - 0.5)) / (hi - (lo - 0.5)) * (bottom - top); };
    cairo_save(cr);
    cairo_new_path(cr);
    // Level grid lines and labels.
    cairo_set_line_width(cr, 0.4);
    for (int l = lo; l <= hi; ++l) {
        cairo_move_to(cr, left, Y(l));
        cairo_line_to(cr, right, Y(l));
        setColour(cr, st.inkLight.withAlpha(0.5));
        cairo_stroke(cr);
        text.draw("level " + std::to_string(l), left - 4, Y(l), small, st.inkLight, Anchor::Right);
    }
    // Ground: one column per sample, in its level's colour.
    const double dx = (right - left) / kSamples;
    for (int i = 0; i <= kSamples; ++i) {
        const int l = ground[std::size_t(i)];
        cairo_rectangle(cr, X(double(i) / kSamples) - dx / 2, Y(l), dx + 0.3, bottom - Y(l));
        setColour(cr, st.levelColour(l));
        cairo_fill(cr);
    }
    cairo_move_to(cr, X(0), Y(ground[0]));
    for (int i = 1; i <= kSamples; ++i) {
        cairo_line_to(cr, X((i - 0.5) / kSamples), Y(ground[std::size_t(i - 1)]));
        cairo_line_to(cr, X((i - 0.5) / kSamples), Y(ground[std::size_t(i)]));
    }
    cairo_line_to(cr, X(1), Y(ground[kSamples]));
    setColour(cr, st.crest.colour);
    cairo_set_line_width(cr, 1.2);
    cairo_stroke(cr);
    // Artwork: a bar in the band of the level it stands on (it counts for
    // strings whose higher end is at that level or below).
    for (const Bar& bar : bars) {
        const auto& art = scene.artwork()[std::size_t(bar.artwork)];
        const TerrainStyle& ts = st.terrain(art.terrain, map.catalog().find(art.terrain));
        const double x0 = X(double(bar.lo) / kSamples) - dx / 2, x1 = X(double(bar.hi) / kSamples) + dx / 2;
        cairo_rectangle(cr, x0, Y(bar.level + 0.85), std::max(1.5, x1 - x0), Y(bar.level) - Y(bar.level + 0.85));
        setColour(cr, (ts.fill.a > 0 ? ts.fill : ts.outline.colour).withAlpha(bar.obstacle ? 0.9 : 0.6));
        cairo_fill_preserve(cr);
        setColour(cr, bar.artwork == r.artwork ? st.highlight : ts.outline.colour);
        cairo_set_line_width(cr, bar.artwork == r.artwork ? 2 : 0.6);
        cairo_stroke(cr);
    }
    for (const detail::ProfileHexBar& bar : pg.bars) { // whole obstacle hexes: a bar over the hex's piece, at the hex's level
        cairo_rectangle(cr, X(bar.t0), Y(bar.level + 0.85), std::max(1.5, X(bar.t1) - X(bar.t0)), Y(bar.level) - Y(bar.level + 0.85));
        setColour(cr, bar.fill.withAlpha(0.9));
        cairo_fill_preserve(cr);
        setColour(cr, bar.deciding ? st.highlight : bar.edge);
        cairo_set_line_width(cr, bar.deciding ? 2 : 0.6);
        cairo_stroke(cr);
    }
    // Hex boundaries along the string, from the ruling's trace: each hex's
    // piece [t0, t1] of the string (clipped to its hexagon). Hexes sharing a
    // piece (the string runs along their common hexside) share one label.
    std::vector<std::pair<std::pair<double, double>, std::string>> pieces;
    for (const geometry::los::TraceStep& step : r.trace) {
        const auto piece = detail::clipToHex(g, step.hex, a, b);
        if (!piece || piece->second - piece->first < 1e-9) continue; // met at a vertex only
        auto same = std::find_if(pieces.begin(), pieces.end(), [&](const auto& p) {
            return std::abs(p.first.first - piece->first) < 1e-9 && std::abs(p.first.second - piece->second) < 1e-9;
        });
        if (same != pieces.end())
            same->second += "/" + step.label;
        else
            pieces.push_back({*piece, step.label});
    }
    for (std::size_t k = 0; k < pieces.size(); ++k) {
        const auto [t0, t1] = pieces[k].first;
        const std::string& label = pieces[k].second;
        if (text.measure(label, small).width < X(t1) - X(t0) - 2) text.draw(label, (X(t0) + X(t1)) / 2, bottom + 2, small, st.ink, Anchor::Top);
        if (t1 >= 1 - 1e-9) continue;
        cairo_move_to(cr, X(t1), top);
        cairo_line_to(cr, X(t1), bottom);
        setColour(cr, st.inkLight.withAlpha(0.8));
        cairo_set_line_width(cr, 0.4);
        const double d[] = {1.5, 1.5};
        cairo_set_dash(cr, d, 2, 0);
        cairo_stroke(cr);
        cairo_set_dash(cr, nullptr, 0, 0);
    }
    // [24.512, 24.513] in FF: ground of level m or more between the ends blocks.
    if (painter && !painter->groundBlocksRule.empty()) {
        const int m = r.levelFrom == r.levelTo ? r.levelFrom + 1 : std::max(r.levelFrom, r.levelTo);
        cairo_move_to(cr, left, Y(m));
        cairo_line_to(cr, right, Y(m));
        setColour(cr, st.blocked.colour);
        cairo_set_line_width(cr, 0.8);
        const double d[] = {4, 2};
        cairo_set_dash(cr, d, 2, 0);
        cairo_stroke(cr);
        cairo_set_dash(cr, nullptr, 0, 0);
        text.draw("ground at level " + std::to_string(m) + "+ between the ends blocks " + std::string(painter->groundBlocksRule),
                  right - 2, Y(m) - 1,
                  Font{st.text.reportSmallPt, false, false, true}, st.blocked.colour, Anchor::BottomRight);
    }
    // The contact point, then the two ends on top.
    const VerdictStyle& vs = st.verdict(r.verdict);
    if (tContact >= 0) {
        cairo_move_to(cr, X(tContact), top);
        cairo_line_to(cr, X(tContact), bottom);
        setColour(cr, st.contact);
        cairo_set_line_width(cr, 0.8);
        cairo_stroke(cr);
        text.draw("contact", X(tContact) + 2, top, small, st.contact, Anchor::TopLeft);
    }
    auto end = [&](double t, int level, bool filled, const std::string& label, Anchor anchor) {
        cairo_arc(cr, X(t), Y(level + 0.5), 4, 0, 2 * M_PI);
        setColour(cr, filled ? vs.colour : st.paper);
        cairo_fill_preserve(cr);
        setColour(cr, filled ? st.ink : vs.colour);
        cairo_set_line_width(cr, 1.5);
        cairo_stroke(cr);
        text.draw(label, X(t) + (anchor == Anchor::Left ? 6 : -6), Y(level + 0.5) - 8, Font{st.text.reportSmallPt, true}, st.ink, anchor);
    };
    end(0, r.levelFrom, true, g.label(r.from) + " (level " + std::to_string(r.levelFrom) + ")", Anchor::Left);
    end(1, r.levelTo, false, g.label(r.to) + " (level " + std::to_string(r.levelTo) + ")", Anchor::Right);
    // Frame and axis title.
    cairo_rectangle(cr, left, top, right - left, bottom - top);
    setColour(cr, st.ink);
    cairo_set_line_width(cr, 0.6);
    cairo_stroke(cr);
    char axis[96];
    std::snprintf(axis, sizeof axis, "along the string, %.1f hexes from centre dot to centre dot", lengthHexes);
    text.draw(axis, (left + right) / 2, bottom + 13, small, st.inkLight, Anchor::Top);
    cairo_restore(cr);
}

} // namespace crestline::render
