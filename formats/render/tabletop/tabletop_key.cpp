// The right column of a table picture: the ruling's verdict and reasons
// (tabletop_ruling_format's text), and the key (tabletop_painter.h).

#include "formats/render/tabletop/tabletop_painter.h"

#include "formats/los/tabletop/tabletop_ruling_format.h"

#include <algorithm>
#include <functional>
#include <set>
#include <sstream>

namespace crestline::render::detail {

namespace tt = geometry::los::tabletop;

namespace {

constexpr double kSwatchW = 24, kSwatchH = 12, kRow = 16;

void rect(cairo_t* cr, double x, double y, double w, double h) { cairo_rectangle(cr, x, y, w, h); }

void strokeWith(TablePainter& p, const Rgba& c, double width, std::vector<double> dash = {})
{
    p.colour(c);
    cairo_set_line_width(p.cr, width);
    cairo_set_dash(p.cr, dash.empty() ? nullptr : dash.data(), int(dash.size()), 0);
    cairo_stroke(p.cr);
    cairo_set_dash(p.cr, nullptr, 0, 0);
}

/// One key entry: a swatch drawn by `swatch` in (x, y, kSwatchW, kSwatchH), then its text; returns the row's height.
double entry(TablePainter& p, double x, double y, double width, const std::string& label,
             const std::function<void(double, double)>& swatch)
{
    cairo_save(p.cr);
    swatch(x, y + 2);
    cairo_restore(p.cr);
    const TextSize size = p.text.drawWrapped(label, x + kSwatchW + 6, y + 1.5, width - kSwatchW - 6, Font{7.5}, style().ink);
    return std::max(kRow, size.height + 4);
}

/// Runs `paint`; when not `draw`, into a group thrown away (measure only).
double measuredOrDrawn(cairo_t* cr, bool draw, const std::function<double()>& paint)
{
    if (draw) return paint();
    cairo_save(cr);
    cairo_push_group(cr);
    const double h = paint();
    cairo_pattern_destroy(cairo_pop_group(cr));
    cairo_restore(cr);
    return h;
}

std::string kindLabel(tt::PieceKind k)
{
    switch (k) {
    case tt::PieceKind::Forest: return "forest (area, soft cover)";
    case tt::PieceKind::Field: return "field (area, soft cover)";
    case tt::PieceKind::Building: return "building (area, hard cover)";
    case tt::PieceKind::Smoke: return "smoke (area, blocks LOS)";
    case tt::PieceKind::Wall: return "wall (its footprint)";
    case tt::PieceKind::Fence: return "fence (its footprint)";
    case tt::PieceKind::Bocage: return "bocage (its footprint)";
    case tt::PieceKind::Hill: return "hill";
    }
    return "?";
}

/// The active pieces' reasons, those with the same reason after their
/// "kind id" joined into one line: "forest 1, field 3: at level 0 >= top 0, ...".
std::vector<std::string> groupedReasons(const std::vector<tt::ActivePiece>& active)
{
    std::vector<std::pair<std::string, std::string>> groups; // reason, pieces
    for (const tt::ActivePiece& a : active) {
        // The why opens with the piece's name ("forest 7 at level ..."): the rest is the reason.
        std::string name = a.name, reason = a.why;
        if (const std::string prefix = a.name + " "; !a.name.empty() && a.why.rfind(prefix, 0) == 0) {
            reason = a.why.substr(prefix.size());
        } else {
            name = a.why;
            reason.clear();
        }
        auto g = std::find_if(groups.begin(), groups.end(), [&](const auto& e) { return !reason.empty() && e.first == reason; });
        if (g == groups.end()) groups.emplace_back(reason, name);
        else g->second += ", " + name;
    }
    std::vector<std::string> out;
    for (const auto& [reason, names] : groups) out.push_back(reason.empty() ? names : names + ": " + reason);
    return out;
}

std::vector<std::string> lines(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

} // namespace

namespace {

double rulingPanel(TablePainter& p, const TabletopRulingView& r, double x, double y, double width)
{
    const tt::TabletopLos& ruling = *r.ruling;
    const Style& st = style();
    const Rgba verdict = ruling.los ? st.clear.colour : st.blocked.colour;
    double h = 0;
    const std::string headline = r.from + (ruling.los ? " sees " : " does not see ") + r.to;
    const Font head{12, true}, body{7.5};
    auto put = [&](const std::string& s, const Font& f, const Rgba& c, double indent) {
        h += p.text.drawWrapped(s, x + indent, y + h, width - indent, f, c).height + 2;
    };
    put(headline, head, verdict, 0);
    const char* how = ruling.step == tt::LosStep::Touching ? "the bases touch [step 1]"
                      : ruling.los                          ? "a sight segment misses every active piece [step 3]"
                                                            : "every sight segment is cut [step 3]";
    put(how, Font{8, false, false, true}, verdict, 0);
    h += 3;
    const std::vector<std::string> text = lines(formats::tabletopRulingText(r.from, r.to, ruling));
    for (std::size_t i = 1; i < text.size(); ++i) { // the first line is the headline's
        const std::string& line = text[i];
        if (line.rfind("  ", 0) == 0) continue; // one active piece: drawn grouped under the heading
        if (line == "active pieces:") {
            put(line, body, st.ink, 0);
            for (const std::string& reason : groupedReasons(ruling.active)) put("\u2022 " + reason, body, st.ink, 6);
        } else if (line.rfind("lay a ruler", 0) == 0) put(line, Font{7.5, true}, p.st.witness, 0);
        else if (line.rfind("every sight", 0) == 0 || line.rfind("no piece alone", 0) == 0) put(line, Font{7.5, true}, p.st.cutting, 0);
        else put(line, body, st.ink, 0);
    }
    return h;
}

double tableKey(TablePainter& p, const TabletopRulingView* r, double x, double y, double width, const TableOverlay* overlay)
{
    const Style& st = style();
    cairo_t* cr = p.cr;
    double h = 0;
    p.text.draw("Key", x, y, Font{9, true}, st.ink);
    h += 15;
    auto row = [&](const std::string& label, const std::function<void(double, double)>& swatch) { h += entry(p, x, y + h, width, label, swatch); };

    std::set<tt::PieceKind> kinds;
    std::set<int> levels;
    for (const maps::TablePiece& piece : p.game.pieces) {
        if (piece.kind == tt::PieceKind::Hill) levels.insert(piece.level.value_or(0));
        else kinds.insert(piece.kind);
    }
    for (int level : levels)
        row("hill, Level " + std::to_string(level) + (levels.size() > 1 && level == *levels.begin() ? " (higher levels nest inside)" : ""),
            [&, level](double sx, double sy) {
            rect(cr, sx, sy, kSwatchW, kSwatchH);
            p.colour(p.st.hill(level));
            cairo_fill_preserve(cr);
            strokeWith(p, p.st.contour, 1.1);
        });
    for (tt::PieceKind k : kinds) {
        const TablePieceStyle& s = p.st.piece(k);
        const bool linear = tt::familyOf(k) == tt::PieceFamily::Linear;
        row(kindLabel(k), [&, linear](double sx, double sy) {
            if (linear) rect(cr, sx, sy + kSwatchH / 2 - 1.8, kSwatchW, 3.6);
            else rect(cr, sx, sy, kSwatchW, kSwatchH);
            p.colour(s.fill);
            cairo_fill_preserve(cr);
            strokeWith(p, s.outline, s.outlineWidth, s.dash);
        });
    }
    bool smokeTemplates = false, barrages = false;
    for (const maps::PlacedTemplate& t : p.game.templates) (t.kind == tt::TemplateKind::Smoke ? smokeTemplates : barrages) = true;
    if (smokeTemplates && !kinds.count(tt::PieceKind::Smoke))
        row("smoke template (area, blocks LOS) [Indirect Fire]", [&](double sx, double sy) {
            rect(cr, sx, sy, kSwatchW, kSwatchH);
            p.colour(p.st.smoke.fill);
            cairo_fill_preserve(cr);
            strokeWith(p, p.st.smoke.outline, p.st.smoke.outlineWidth, p.st.smoke.dash);
        });
    if (barrages)
        row("barrage template (6\u2033 square, its aim crossed) [Indirect Fire]", [&](double sx, double sy) {
            rect(cr, sx, sy, kSwatchW, kSwatchH);
            p.colour(p.st.barrage.withAlpha(0.14));
            cairo_fill_preserve(cr);
            strokeWith(p, p.st.barrage, 1.2, {5, 2.5});
        });
    for (std::size_t s = 0; s < p.game.sides.size(); ++s) {
        const maps::TableSide& side = p.game.sides[s];
        const std::string name = side.name.empty() ? side.id : side.name + " (" + side.id + ")";
        row(name + ": team bases, front edge thick", [&, s](double sx, double sy) {
            rect(cr, sx + 5, sy + 2, 14, 9);
            p.colour(st.side(int(s)));
            cairo_fill_preserve(cr);
            strokeWith(p, p.st.frontEdge, 0.6);
            cairo_move_to(cr, sx + 5, sy + 2);
            cairo_line_to(cr, sx + 19, sy + 2);
            strokeWith(p, p.st.frontEdge, 2.4);
        });
    }
    bool zones = false;
    for (const maps::TableSide& side : p.game.sides) zones = zones || !side.zones.empty();
    if (zones)
        row("deployment zone, tinted by side", [&](double sx, double sy) {
            rect(cr, sx, sy, kSwatchW, kSwatchH);
            p.colour(st.side(0).withAlpha(p.st.zoneTint));
            cairo_fill_preserve(cr);
            strokeWith(p, st.side(0).withAlpha(0.55), 0.8, {4, 2});
        });
    if (!p.game.objectives.empty())
        row("objective", [&](double sx, double sy) {
            const double cx = sx + kSwatchW / 2, cy = sy + kSwatchH / 2, k = 4.2;
            cairo_move_to(cr, cx, cy - k);
            cairo_line_to(cr, cx + k, cy);
            cairo_line_to(cr, cx, cy + k);
            cairo_line_to(cr, cx - k, cy);
            cairo_close_path(cr);
            p.colour(p.st.objective.withAlpha(0.25));
            cairo_fill_preserve(cr);
            strokeWith(p, p.st.objective, 1.0);
        });
    if (overlay && overlay->key) overlay->key(p, row);
    if (!r) return h;

    const tt::TabletopLos& ruling = *r->ruling;
    row("the two teams of the ruling", [&](double sx, double sy) {
        rect(cr, sx + 5, sy + 2, 14, 9);
        strokeWith(p, p.st.teamHighlight, 5);
    });
    row("active piece: takes part in this ruling [step 2]", [&](double sx, double sy) {
        rect(cr, sx, sy, kSwatchW, kSwatchH);
        cairo_clip(cr);
        for (double t = -kSwatchH; t < kSwatchW; t += 4.5) {
            cairo_move_to(cr, sx + t, sy + kSwatchH);
            cairo_line_to(cr, sx + t + kSwatchH, sy);
        }
        strokeWith(p, p.st.active, 0.7);
    });
    if (ruling.witness)
        row("witness: a sight segment clear of every active piece; lay a ruler along it", [&](double sx, double sy) {
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
            cairo_move_to(cr, sx + 3, sy + kSwatchH / 2);
            cairo_line_to(cr, sx + kSwatchW - 3, sy + kSwatchH / 2);
            strokeWith(p, p.st.witness, 2.8);
        });
    if (!ruling.los && ruling.step != tt::LosStep::Touching) {
        row("cuts every sight segment", [&](double sx, double sy) {
            rect(cr, sx + 2, sy + 1, kSwatchW - 4, kSwatchH - 2);
            strokeWith(p, p.st.cutting, 2.4);
        });
        row("hull of the two bases: where every sight segment lies", [&](double sx, double sy) {
            rect(cr, sx, sy, kSwatchW, kSwatchH);
            p.colour(p.st.blockedHull.withAlpha(0.07));
            cairo_fill_preserve(cr);
            strokeWith(p, p.st.blockedHull, 1.0, {4, 3});
        });
    }
    return h;
}

} // namespace

double drawRulingPanel(TablePainter& p, const TabletopRulingView& r, double x, double y, double width, bool draw)
{
    return measuredOrDrawn(p.cr, draw, [&] { return rulingPanel(p, r, x, y, width); });
}

double drawOverlayPanel(TablePainter& p, const TableOverlay& o, double x, double y, double width, bool draw)
{
    if (!o.panel) return 0;
    return measuredOrDrawn(p.cr, draw, [&] { return o.panel(p, x, y, width); });
}

double drawTableKey(TablePainter& p, const TabletopRulingView* r, double x, double y, double width, bool draw, const TableOverlay* overlay)
{
    return measuredOrDrawn(p.cr, draw, [&] { return tableKey(p, r, x, y, width, overlay); });
}

} // namespace crestline::render::detail
