// What teams see, drawn over the table (tabletop_image.h): one team's
// viewshed and the table's coverage, each a TableOverlay on the table
// picture (tabletop_painter.h). A witness's exact rational ends are drawn
// from their inch doubles: display only.

#include "formats/render/tabletop/tabletop_painter.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace crestline::render {

namespace tt = geometry::los::tabletop;

namespace {

constexpr double kSwatchW = 24, kSwatchH = 12;

/// The bases of the teams on the table by id (off-table units' teams have none).
std::map<std::string, const maps::TableTeam*> basesById(const maps::TabletopGame& game)
{
    std::map<std::string, const maps::TableTeam*> out;
    for (const maps::TableSide& side : game.sides)
        for (const maps::TableUnit& unit : side.units) {
            if (game.isOffTable(unit.id)) continue;
            for (const maps::TableTeam& team : unit.teams)
                if (team.base.size() >= 3) out.emplace(team.id, &team);
        }
    return out;
}

void stroke(detail::TablePainter& p, const Rgba& c, double width, const std::vector<double>& dash = {})
{
    p.colour(c);
    cairo_set_line_width(p.cr, width);
    cairo_set_dash(p.cr, dash.empty() ? nullptr : dash.data(), int(dash.size()), 0);
    cairo_stroke(p.cr);
    cairo_set_dash(p.cr, nullptr, 0, 0);
}

/// A ring round a base, `width` points wide, a 2 pt white gap between it and the base
/// (drawn before the base, which covers the inner half of the strokes).
void ring(detail::TablePainter& p, const tt::Polygon& base, const Rgba& c, double width, const std::vector<double>& dash = {})
{
    cairo_set_line_join(p.cr, CAIRO_LINE_JOIN_ROUND);
    p.polygon(base);
    stroke(p, c, 2 * (2 + width), dash);
    p.polygon(base);
    stroke(p, p.st.witnessCasing, 4);
}

/// A ring swatch for the key: a base-like box with the ring round it.
void ringSwatch(detail::TablePainter& p, double x, double y, const Rgba& c, double width, const std::vector<double>& dash = {})
{
    cairo_rectangle(p.cr, x + 6, y + 3, kSwatchW - 12, kSwatchH - 6);
    stroke(p, c, 2 * (1.5 + width), dash);
    cairo_rectangle(p.cr, x + 6, y + 3, kSwatchW - 12, kSwatchH - 6);
    stroke(p, p.st.witnessCasing, 3);
    cairo_rectangle(p.cr, x + 6, y + 3, kSwatchW - 12, kSwatchH - 6);
    p.colour(style().inkLight);
    cairo_fill(p.cr);
}

/// A line a player reads as a sight line: white casing, then the colour; round ends with dots.
void sightLine(detail::TablePainter& p, double x0, double y0, double x1, double y1, const Rgba& c)
{
    cairo_t* cr = p.cr;
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (int pass = 0; pass < 2; ++pass) {
        cairo_move_to(cr, x0, y0);
        cairo_line_to(cr, x1, y1);
        stroke(p, pass == 0 ? p.st.witnessCasing : c, pass == 0 ? 3.6 : 1.6);
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    for (const auto& [x, y] : {std::pair{x0, y0}, std::pair{x1, y1}}) {
        cairo_new_sub_path(cr);
        cairo_arc(cr, x, y, 2.1, 0, 2 * M_PI);
        p.colour(c);
        cairo_fill(cr);
    }
}

/// "field 3, smoke 12": the pieces that cut every sight segment, as the ruling names them.
std::string cuttingNames(const tt::TabletopLos& r)
{
    std::string out;
    for (int id : r.cutting) {
        std::string name = std::to_string(id);
        for (const tt::ActivePiece& a : r.active)
            if (a.id == id && !a.name.empty()) name = a.name;
        out += (out.empty() ? "" : r.cutJointly ? " + " : ", ") + name;
    }
    return out;
}

/// Lines of text down the column; returns the height used.
struct ColumnText {
    detail::TablePainter& p;
    double x, y, width, h = 0;
    void put(const std::string& s, const Font& f, const Rgba& c, double indent = 0)
    {
        h += p.text.drawWrapped(s, x + indent, y + h, width - indent, f, c).height + 2;
    }
};

/// Whether a box centred on (x, y), half sizes (hw, hh), clears every team's base but `self`'s, every team's id (right of
/// its base) and every objective with its name.
bool clearOfTeams(detail::TablePainter& p, double x, double y, double hw, double hh, const maps::TableTeam* self)
{
    for (const maps::TableSide& side : p.game.sides)
        for (const maps::TableUnit& unit : side.units)
            for (const maps::TableTeam& team : unit.teams) {
                if (team.base.empty() || p.game.isOffTable(unit.id)) continue;
                const detail::PageBox b = detail::pageBox(p, team.base);
                const double left = &team == self ? b.x1 : b.x0 - 2;
                if (x + hw > left && x - hw < b.x1 + 34 && y + hh > b.y0 - 2 && y - hh < b.y1 + 2) return false;
            }
    for (const maps::TableObjective& o : p.game.objectives) {
        const double ox = p.px(o.at.x), oy = p.py(o.at.y);
        if (x + hw > ox - 12 && x - hw < ox + 12 && y + hh > oy - 6 && y - hh < oy + 15) return false;
    }
    return true;
}

/// The radius of a team's coverage disc: its base's half-diagonal on the page and 3.5 pt.
double discRadius(const detail::PageBox& b) { return std::hypot(b.x1 - b.x0, b.y1 - b.y0) / 2 + 3.5; }

std::string plural(int n, const std::string& one, const std::string& many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

} // namespace

RenderResult renderTabletopViewshedImage(const maps::TabletopGame& game, OutputKind kind, const TabletopImageOptions& options,
                                         const formats::TabletopViewshed& view)
{
    const auto bases = basesById(game);
    const Style& st = style();
    const auto base = [&](const std::string& id) -> const tt::Polygon* {
        const auto it = bases.find(id);
        return it == bases.end() ? nullptr : &it->second->base;
    };
    detail::TableOverlay o;
    o.title = " \u00b7 viewshed of " + view.from;
    o.under = [&](detail::TablePainter& p) {
        // Sight lines first, so the rings and bases drawn next sit on their ends.
        for (const formats::TabletopViewshed::Target& t : view.targets)
            if (t.ruling.witness) {
                const tt::SightSegment& w = *t.ruling.witness;
                sightLine(p, p.layout.x(w.from.xInches), p.layout.y(w.from.yInches), p.layout.x(w.to.xInches), p.layout.y(w.to.yInches),
                          st.clear.colour);
            }
        // The pieces that cut every sight segment to a blocked team, outlined as a ruling outlines them.
        std::set<int> cutting;
        for (const formats::TabletopViewshed::Target& t : view.targets)
            if (!t.ruling.los) cutting.insert(t.ruling.cutting.begin(), t.ruling.cutting.end());
        for (int id : cutting)
            if (const tt::Polygon* outline = detail::rulingPieceOutline(p.game, id)) {
                cairo_set_line_join(p.cr, CAIRO_LINE_JOIN_ROUND);
                p.polygon(*outline);
                stroke(p, p.st.cutting, 2.4);
            }
        for (const formats::TabletopViewshed::Target& t : view.targets)
            if (const tt::Polygon* b = base(t.id)) {
                if (t.ruling.los) ring(p, *b, st.clear.colour, 2.5);
                else ring(p, *b, st.blocked.colour, 2.5, {2.2, 1.6});
            }
        if (const tt::Polygon* b = base(view.from)) ring(p, *b, p.st.teamHighlight, 3.5);
    };
    o.panel = [&](detail::TablePainter& p, double x, double y, double width) {
        ColumnText c{p, x, y, width};
        const int sees = view.sees(), n = int(view.targets.size());
        c.put(view.from + " sees " + std::to_string(sees) + " of " + plural(n, "team", "teams"), Font{12, true}, sees > 0 ? st.clear.colour : st.blocked.colour);
        c.put("each team ruled from " + view.from + " (side " + view.side + ", level " + std::to_string(view.level) + ") as los rules it",
              Font{8, false, false, true}, st.inkLight);
        c.h += 3;
        for (const formats::TabletopViewshed::Target& t : view.targets) {
            const tt::TabletopLos& r = t.ruling;
            std::string line = t.id + " (" + t.side + "): ";
            if (r.step == tt::LosStep::Touching) line += "seen, the bases touch";
            else if (r.los) line += "seen";
            else line += (r.cutJointly ? "blocked by " + cuttingNames(r) + " together" : "blocked by " + cuttingNames(r));
            c.put(line, Font{7.5, r.los}, r.los ? st.clear.colour : st.blocked.colour);
        }
        return c.h;
    };
    o.key = [&](detail::TablePainter& p, const detail::KeyRow& row) {
        row("the viewer, " + view.from, [&](double x, double y) { ringSwatch(p, x, y, p.st.teamHighlight, 3); });
        row("seen: some sight segment misses every active piece", [&](double x, double y) { ringSwatch(p, x, y, st.clear.colour, 2); });
        row("sight line: a clear sight segment; lay a ruler along it", [&](double x, double y) {
            sightLine(p, x + 3, y + kSwatchH / 2, x + kSwatchW - 3, y + kSwatchH / 2, st.clear.colour);
        });
        row("blocked: every sight segment is cut", [&](double x, double y) { ringSwatch(p, x, y, st.blocked.colour, 2, {2.2, 1.6}); });
        bool cuts = false;
        for (const formats::TabletopViewshed::Target& t : view.targets) cuts = cuts || !t.ruling.cutting.empty();
        if (cuts)
            row("cuts every sight segment to a blocked team (alone, or with the others outlined)", [&](double x, double y) {
                cairo_rectangle(p.cr, x + 2, y + 1, kSwatchW - 4, kSwatchH - 2);
                stroke(p, p.st.cutting, 2.4);
            });
    };
    o.idAt = [](const detail::PageBox& b) { return b.x1 + 7.5; }; // clear of the rings (2 pt gap, 2.5 or 3.5 pt ring)
    return detail::renderTable(game, kind, options, nullptr, &o);
}

RenderResult renderTabletopCoverageImage(const maps::TabletopGame& game, OutputKind kind, const TabletopImageOptions& options,
                                         const formats::TabletopPairs& pairs)
{
    const auto bases = basesById(game);
    const Style& st = style();
    const std::size_t n = pairs.size();
    std::vector<int> seenBy(n);
    int most = 0;
    for (std::size_t j = 0; j < n; ++j) most = std::max(most, seenBy[j] = pairs.seenBy(j));
    const auto heat = [&](int count) { return st.heatAt(most > 0 ? double(count) / most : 0); };
    // Where each team's disc goes: the centre of its base's page box, radius its half-diagonal and 3.5 pt.
    struct Disc {
        double x = 0, y = 0, r = 0;
        const maps::TableTeam* team = nullptr;
    };
    const auto discOf = [&](const detail::TablePainter& p, std::size_t i) {
        Disc d;
        const auto it = bases.find(pairs.teams[i]);
        if (it == bases.end()) return d;
        const detail::PageBox b = detail::pageBox(p, it->second->base);
        d = {b.cx(), b.cy(), discRadius(b), it->second};
        return d;
    };
    detail::TableOverlay o;
    o.title = " \u00b7 coverage: how many teams see each team";
    o.idAt = [](const detail::PageBox& b) { return b.cx() + discRadius(b) + 2; }; // right of the disc
    o.under = [&](detail::TablePainter& p) {
        cairo_t* cr = p.cr;
        // Who sees whom: a thin line between the two teams' centres (not a sight line: the ruling's
        // witness may run elsewhere in the two bases).
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = i + 1; j < n; ++j)
                if (pairs.sees(i, j)) {
                    const Disc a = discOf(p, i), b = discOf(p, j);
                    if (!a.team || !b.team) continue;
                    cairo_move_to(cr, a.x, a.y);
                    cairo_line_to(cr, b.x, b.y);
                    stroke(p, st.ink.withAlpha(0.3), 0.6);
                }
        for (std::size_t i = 0; i < n; ++i) {
            const Disc d = discOf(p, i);
            if (!d.team) continue;
            cairo_new_sub_path(cr);
            cairo_arc(cr, d.x, d.y, d.r, 0, 2 * M_PI);
            p.colour(heat(seenBy[i]));
            cairo_fill_preserve(cr);
            stroke(p, st.ink, 0.7);
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
            p.polygon(d.team->base);
            stroke(p, p.st.witnessCasing, 3);
        }
    };
    o.over = [&](detail::TablePainter& p) {
        // The count on a white badge on the disc's edge: to its left if that is clear of the other teams, every
        // team's id and the objectives, else the first clear place round the disc, else the left.
        std::vector<std::pair<double, double>> placed;
        for (std::size_t i = 0; i < n; ++i) {
            const Disc d = discOf(p, i);
            if (!d.team) continue;
            const double br = 5.8;
            double bx = d.x - d.r, by = d.y;
            for (double deg : {180.0, 135.0, 225.0, 90.0, 270.0, 45.0, 315.0}) {
                const double cx = d.x + d.r * std::cos(deg * M_PI / 180), cy = d.y - d.r * std::sin(deg * M_PI / 180);
                const bool clashes = std::any_of(placed.begin(), placed.end(), [&](const auto& q) { return std::hypot(q.first - cx, q.second - cy) < 2 * br + 1; });
                if (!clashes && clearOfTeams(p, cx, cy, br, br, d.team)) {
                    bx = cx, by = cy;
                    break;
                }
            }
            placed.emplace_back(bx, by);
            cairo_new_sub_path(p.cr);
            cairo_arc(p.cr, bx, by, br, 0, 2 * M_PI);
            p.colour(p.st.witnessCasing);
            cairo_fill_preserve(p.cr);
            stroke(p, st.ink, 0.7);
            p.text.draw(std::to_string(seenBy[i]), bx, by, Font{7, true}, st.ink, Anchor::Centre);
        }
    };
    o.panel = [&](detail::TablePainter& p, double x, double y, double width) {
        ColumnText c{p, x, y, width};
        c.put("Who sees each team", Font{12, true}, st.ink);
        c.put(plural(int(n), "team", "teams") + " on the table; each pair ruled once (LOS is reciprocal)", Font{8, false, false, true}, st.inkLight);
        c.h += 3;
        for (std::size_t j = 0; j < n; ++j) {
            std::string who;
            for (std::size_t i = 0; i < n; ++i)
                if (i != j && pairs.sees(i, j)) who += (who.empty() ? "" : ", ") + pairs.teams[i];
            c.put(pairs.teams[j] + " (" + pairs.sides[j] + "): seen by " + std::to_string(seenBy[j]) + (who.empty() ? "" : ": " + who), Font{7.5},
                  st.ink);
        }
        return c.h;
    };
    o.key = [&](detail::TablePainter& p, const detail::KeyRow& row) {
        const auto disc = [&](double x, double y, const Rgba& c) {
            cairo_new_sub_path(p.cr);
            cairo_arc(p.cr, x + kSwatchW / 2, y + kSwatchH / 2, kSwatchH / 2 + 1, 0, 2 * M_PI);
            p.colour(c);
            cairo_fill_preserve(p.cr);
            stroke(p, st.ink, 0.7);
        };
        if (most <= 10) {
            // The scale: a disc per count, 0 to the most, each in the colour a team seen that often is drawn in.
            row("disc: its colour says how many other teams see the team", [&](double x, double y) { disc(x, y, heat(most)); });
            row("", [&](double x, double y) {
                for (int k = 0; k <= most; ++k) {
                    const double cx = x + 7 + 15.5 * k, cy = y + kSwatchH / 2;
                    const Rgba c = heat(k);
                    cairo_new_sub_path(p.cr);
                    cairo_arc(p.cr, cx, cy, 6.5, 0, 2 * M_PI);
                    p.colour(c);
                    cairo_fill_preserve(p.cr);
                    stroke(p, st.ink, 0.7);
                    const bool dark = 0.299 * c.r + 0.587 * c.g + 0.114 * c.b < 0.5;
                    p.text.draw(std::to_string(k), cx, cy, Font{6.5, true}, dark ? p.st.witnessCasing : st.ink, Anchor::Centre);
                }
            });
        } else {
            row("disc: seen by 0 (light) to " + std::to_string(most) + " other teams (dark)", [&](double x, double y) {
                for (int k = 0; k < 24; ++k) {
                    cairo_rectangle(p.cr, x + k, y, 1.2, kSwatchH);
                    p.colour(st.heatAt(k / 23.0));
                    cairo_fill(p.cr);
                }
                cairo_rectangle(p.cr, x, y, kSwatchW, kSwatchH);
                stroke(p, st.ink, 0.5);
            });
        }
        row("the count: how many other teams see this one", [&](double x, double y) {
            cairo_new_sub_path(p.cr);
            cairo_arc(p.cr, x + kSwatchW / 2, y + kSwatchH / 2, 5.8, 0, 2 * M_PI);
            p.colour(p.st.witnessCasing);
            cairo_fill_preserve(p.cr);
            stroke(p, st.ink, 0.7);
            p.text.draw("n", x + kSwatchW / 2, y + kSwatchH / 2, Font{7, true}, st.ink, Anchor::Centre);
        });
        row("thin line: the two teams see each other", [&](double x, double y) {
            cairo_move_to(p.cr, x + 2, y + kSwatchH / 2);
            cairo_line_to(p.cr, x + kSwatchW - 2, y + kSwatchH / 2);
            stroke(p, st.ink.withAlpha(0.3), 0.6);
        });
    };
    return detail::renderTable(game, kind, options, nullptr, &o);
}

} // namespace crestline::render
