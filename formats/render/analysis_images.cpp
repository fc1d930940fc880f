#include "formats/render/analysis_images.h"

#include "formats/render/text.h"

#include <algorithm>
#include <set>

namespace crestline::render {

using geometry::OffsetCoord;
using geometry::los::Verdict;

namespace {

void setColour(cairo_t* cr, const Rgba& c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }

/// A swatch for a verdict as the viewshed draws it: tint or hatching.
void verdictSwatch(cairo_t* cr, Verdict v, double x, double y, double s)
{
    const Style& st = style();
    const VerdictStyle& vs = st.verdict(v);
    cairo_rectangle(cr, x, y, s, s);
    const bool tinted = v == Verdict::Clear || v == Verdict::Hindered;
    setColour(cr, st.levelColour(0));
    cairo_fill_preserve(cr);
    setColour(cr, vs.colour.withAlpha(tinted ? st.viewshedTint : 0.16));
    cairo_fill_preserve(cr);
    cairo_save(cr);
    cairo_clip_preserve(cr);
    if (!tinted) {
        for (double k = -s; k < s; k += (v == Verdict::Blind ? 4 : 2.5)) {
            cairo_move_to(cr, x + k, y + s);
            cairo_line_to(cr, x + k + s, y);
        }
        setColour(cr, vs.colour.withAlpha(0.7));
        cairo_set_line_width(cr, 0.5);
        cairo_stroke(cr);
    }
    cairo_restore(cr);
    cairo_rectangle(cr, x, y, s, s);
    setColour(cr, st.ink);
    cairo_set_line_width(cr, 0.5);
    cairo_stroke(cr);
}

} // namespace

RenderResult renderViewshedImage(const maps::MapAnalysis& map, OffsetCoord viewer, const std::vector<geometry::los::Cell>& cells,
                                 OutputKind kind, const MapImageOptions& options, const std::vector<geometry::los::BlindHex>* blind,
                                 const geometry::los::Scene* scene)
{
    const geometry::HexGrid& g = map.grid();
    if (!g.contains(viewer)) return {{}, "viewer hex is not on map " + map.map().id, {}};
    if (int(cells.size()) != g.count())
        return {{}, "viewshed has " + std::to_string(cells.size()) + " cells; map " + map.map().id + " has " + std::to_string(g.count()) + " hexes", {}};
    MapImageOptions o = options;
    o.overlays.viewer = viewer;
    o.overlays.viewshed = &cells;
    if (blind) o.overlays.blindZone = *blind;
    if (scene) o.overlays.scene = scene;
    if (o.title.empty()) o.title = map.map().name + ": what " + g.label(viewer) + " sees";
    int counts[4] = {};
    for (int i = 0; i < g.count(); ++i)
        if (g.fromIndex(i) != viewer) ++counts[int(cells[std::size_t(i)].verdict())];
    const auto key = [&](cairo_t* cr, double x, double y, double w, double h) {
        (void)w, (void)h;
        TextPainter text(cr);
        const Style& st = style();
        const Font font{8};
        const char* names[] = {"clear", "hindered (number: hindrance)", "blocked", "blind [24.53]"};
        double cx = x;
        for (Verdict v : {Verdict::Clear, Verdict::Hindered, Verdict::Blocked, Verdict::Blind}) {
            verdictSwatch(cr, v, cx, y, 10);
            const std::string label = std::string(names[int(v)]) + ": " + std::to_string(counts[int(v)]);
            cx += 14 + text.draw(label, cx + 14, y + 5, font, st.ink, Anchor::Left).width + 14;
        }
        text.draw("of " + std::to_string(g.count() - 1) + " other hexes", cx, y + 5, font, st.inkLight, Anchor::Left);
    };
    return renderMapPage(map, kind, o, key, 14);
}

Coverage coverageOf(const geometry::HexGrid& grid, const geometry::los::LosMatrix& matrix, const std::vector<OffsetCoord>* viewers)
{
    Coverage c;
    const int n = std::min(grid.count(), matrix.size());
    c.seenBy.assign(std::size_t(grid.count()), 0);
    std::vector<int> who;
    if (viewers) {
        std::set<int> unique;
        for (OffsetCoord h : *viewers)
            if (grid.contains(h) && grid.index(h) < n) unique.insert(grid.index(h));
        who.assign(unique.begin(), unique.end());
    } else {
        for (int i = 0; i < n; ++i) who.push_back(i);
    }
    c.viewers = int(who.size());
    for (int i : who)
        for (int j = 0; j < n; ++j) {
            if (i == j) continue;
            const Verdict v = matrix.at(i, j).verdict();
            if (v == Verdict::Clear || v == Verdict::Hindered) ++c.seenBy[std::size_t(j)];
        }
    for (int s : c.seenBy) c.most = std::max(c.most, s);
    return c;
}

RenderResult renderCoverageImage(const maps::MapAnalysis& map, const Coverage& coverage, OutputKind kind, const MapImageOptions& options,
                                 const std::string& viewersLabel)
{
    const geometry::HexGrid& g = map.grid();
    if (int(coverage.seenBy.size()) != g.count())
        return {{}, "coverage has " + std::to_string(coverage.seenBy.size()) + " hexes; map " + map.map().id + " has " + std::to_string(g.count()), {}};
    const Style& st = style();
    MapImageOptions o = options;
    if (o.title.empty()) o.title = map.map().name + ": how many hexes see each hex";
    for (int i = 0; i < g.count(); ++i) {
        const int n = coverage.seenBy[std::size_t(i)];
        const double f = coverage.most > 0 ? double(n) / coverage.most : 0;
        o.overlays.shades.push_back({g.fromIndex(i), st.heatAt(f).withAlpha(0.8), std::to_string(n)});
    }
    const auto key = [&](cairo_t* cr, double x, double y, double w, double h) {
        (void)h;
        TextPainter text(cr);
        const double barW = std::min(240.0, 0.45 * w);
        for (int k = 0; k < 120; ++k) {
            cairo_rectangle(cr, x + barW * k / 120, y, barW / 120 + 0.2, 10);
            setColour(cr, st.heatAt(k / 119.0).withAlpha(0.8));
            cairo_fill(cr);
        }
        cairo_rectangle(cr, x, y, barW, 10);
        setColour(cr, st.ink);
        cairo_set_line_width(cr, 0.5);
        cairo_stroke(cr);
        const Font font{7.5};
        text.draw("0", x, y + 12, font, st.ink, Anchor::Top);
        text.draw(std::to_string(coverage.most), x + barW, y + 12, font, st.ink, Anchor::Top);
        text.draw("hexes that see this hex, clear or hindered; viewers: " + viewersLabel + " (" + std::to_string(coverage.viewers) + ")",
                  x + barW + 12, y + 5, Font{8}, st.ink, Anchor::Left);
    };
    return renderMapPage(map, kind, o, key, 24);
}

} // namespace crestline::render
