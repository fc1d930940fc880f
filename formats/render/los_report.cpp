// The LOS dispute report page: heading and ruling in words, zoomed map with
// loupe, side profile, trace table. Layout in points on the page.

#include "formats/render/los_report.h"

#include "formats/los/ruling_format.h"
#include "formats/render/board_painter.h"
#include "formats/render/report_parts.h"
#include "formats/render/text.h"
#include "geometry/exact.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

namespace crestline::render {

using geometry::Box;
using geometry::Point;
using geometry::los::Crossing;
using geometry::los::Ruling;
using geometry::los::TraceStep;
using geometry::los::Verdict;

namespace detail {

std::string numberText(double x)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", x);
    return buf;
}

std::string upperCase(std::string_view s)
{
    std::string out(s);
    for (char& c : out) c = char(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

std::string hexColour(const Rgba& c)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", int(c.r * 255 + 0.5), int(c.g * 255 + 0.5), int(c.b * 255 + 0.5));
    return buf;
}

std::string signedNumber(int n) { return (n < 0 ? "" : "+") + std::to_string(n); }

std::string escapedMarkup(std::string_view s)
{
    std::string out;
    for (char c : s) {
        if (c == '&') out += "&amp;";
        else if (c == '<') out += "&lt;";
        else if (c == '>') out += "&gt;";
        else out += c;
    }
    return out;
}

std::string explanationMarkup(const geometry::los::Scene& scene, const Ruling& r, bool (*skip)(const std::string& line))
{
    std::string out;
    for (const std::string& line : formats::rulingExplanationLines(scene, r)) {
        if (skip && skip(line)) continue;
        const std::size_t colon = line.find(": ");
        std::string head = line.substr(0, colon);
        if (!head.empty()) head[0] = char(std::toupper(static_cast<unsigned char>(head[0])));
        out += "\n<b>" + escapedMarkup(head) + ":</b> " + escapedMarkup(colon == std::string::npos ? std::string() : line.substr(colon + 2)) + ".";
    }
    return out;
}

} // namespace detail

using namespace detail;

namespace {

void setColour(cairo_t* cr, const Rgba& c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }

/// Exactly on the closed segment a-b?
bool onSegment(Point a, Point b, Point p)
{
    return geometry::orientation(a, b, p) == 0 && p.u >= std::min(a.u, b.u) && p.u <= std::max(a.u, b.u) && p.v >= std::min(a.v, b.v) &&
           p.v <= std::max(a.v, b.v);
}

std::string crossingWords(const geometry::HexGrid& g, const TraceStep& t)
{
    switch (t.how) {
    case Crossing::Interior: return "through";
    case Crossing::Hexside: return "along the " + t.sideName + " hexside";
    case Crossing::Vertex: return "at a vertex only";
    }
    (void)g;
    return "?";
}

std::string roleWords(TraceStep::Role r)
{
    switch (r) {
    case TraceStep::Role::Sighter: return "sighter";
    case TraceStep::Role::Target: return "target";
    case TraceStep::Role::Intervening: return "between";
    }
    return "?";
}

/// The map region for the report: the string's hexes with a hex of margin,
/// widened to the pane's aspect so the pane is filled.
Box reportRegion(const geometry::HexGrid& g, const Ruling& r, double paneW, double paneH)
{
    Box box = Box::of(g.centre(r.from).toPoint());
    box.expand(g.centre(r.to).toPoint());
    box.minU -= 4.5, box.maxU += 4.5, box.minV -= 3, box.maxV += 3;
    const Point m0 = g.toMap({box.minU, box.minV}), m1 = g.toMap({box.maxU, box.maxV});
    const double w = m1.u - m0.u, h = m1.v - m0.v, want = paneW / paneH;
    const double su = (g.toMap({1, 0}).u - g.toMap({0, 0}).u), sv = (g.toMap({0, 1}).v - g.toMap({0, 0}).v);
    if (w / h < want) {
        const double extra = (h * want - w) / su / 2;
        box.minU -= extra, box.maxU += extra;
    } else {
        const double extra = (w / want - h) / sv / 2;
        box.minV -= extra, box.maxV += extra;
    }
    // Slid (not shrunk) to show as much of the map as it can: a string by the map's edge leaves no empty band.
    const Box all = mapBox(g);
    auto slide = [](double& lo, double& hi, double min, double max) {
        const double shift = hi - lo >= max - min ? (min + max) / 2 - (lo + hi) / 2 : lo < min ? min - lo : hi > max ? max - hi : 0;
        lo += shift, hi += shift;
    };
    slide(box.minU, box.maxU, all.minU, all.maxU);
    slide(box.minV, box.maxV, all.minV, all.maxV);
    return box;
}

/// A magnified circle round `at` (lattice) drawn at (cx, cy) with radius `radius` points.
void drawLoupe(cairo_t* cr, const maps::MapAnalysis& map, const geometry::los::Scene& scene, const Ruling& r,
               const geometry::los::PlayState& play, Point at, double cx, double cy, double radius, double mainPointsPerMapUnit)
{
    const Style& st = style();
    const geometry::HexGrid& g = map.grid();
    // 1.1 lattice units either side: about half a hex across the loupe.
    const double su = (g.toMap({1, 0}).u - g.toMap({0, 0}).u), sv = (g.toMap({0, 1}).v - g.toMap({0, 0}).v);
    const double hu = 1.1, hv = hu * su / sv;
    View v;
    v.region = Box{at.u - hu, at.v - hv, at.u + hu, at.v + hv};
    v.x = cx - radius, v.y = cy - radius, v.width = v.height = 2 * radius;
    v.labels = v.centreDots = v.northArrow = v.scaleBar = false;
    Overlays o;
    o.los = &r;
    o.scene = &scene;
    o.smoke = play.smoke;
    o.playMarkers = play.markers;
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_arc(cr, cx, cy, radius, 0, 2 * M_PI);
    cairo_clip(cr);
    setColour(cr, st.paper);
    cairo_paint(cr);
    drawMap(cr, map, v, o);
    cairo_restore(cr);
    cairo_new_path(cr);
    cairo_arc(cr, cx, cy, radius, 0, 2 * M_PI);
    setColour(cr, st.ink);
    cairo_set_line_width(cr, 2);
    cairo_stroke(cr);
    TextPainter text(cr);
    const double zoom = radius / (hu * su) / mainPointsPerMapUnit;
    char caption[64];
    std::snprintf(caption, sizeof caption, "loupe, %.0f x magnified", zoom);
    text.draw(caption, cx, cy + radius + 3, Font{style().text.reportSmallPt, false, false, true}, st.ink, Anchor::Top);
}

/// The common ruling in words after its rule (a system's painter may bring its own: BoardPainter::reportWords).
std::string commonWords(const geometry::los::Scene& scene, const Ruling& r, const Tie& tie)
{
    const geometry::HexGrid& g = scene.grid();
    std::string words = upperCase(geometry::los::verdictName(r.verdict));
    if (r.verdict == Verdict::Hindered) words += " " + std::to_string(r.hindrance);
    words += (r.verdict == Verdict::Blocked || r.verdict == Verdict::Hindered ? " by " : ": ") + escapedMarkup(r.reason);
    if (r.hasContact) {
        const Point m = g.toMap(r.contact);
        char buf[160];
        std::snprintf(buf, sizeof buf, "; the string touches it at (%.1f, %.1f) in hex ", m.u, m.v);
        words += buf + escapedMarkup(g.label(r.contactHex));
    } else if (r.artwork >= 0 && r.verdict != Verdict::Clear) {
        words += " in hex " + escapedMarkup(g.label(r.contactHex));
    }
    words += ". Levels: " + escapedMarkup(g.label(r.from)) + " " + std::to_string(r.levelFrom) + ", " + escapedMarkup(g.label(r.to)) + " " +
             std::to_string(r.levelTo) + ".";
    if (r.verdict == Verdict::Clear || r.verdict == Verdict::Hindered) words += " Hindrance " + std::to_string(r.hindrance) + ".";
    // The explanation in hex terms, in the command line's words.
    words += explanationMarkup(scene, r);
    if (tie.tie) words += "\n<b>Tie:</b> " + escapedMarkup(tie.why) + ". Exact arithmetic decides it; see the loupe.";
    return words;
}

/// The heading and the ruling in words; returns the height used.
double drawHeading(TextPainter& text, const maps::MapAnalysis& map, const geometry::los::Scene& scene, const Ruling& r, const Tie& tie,
                   const LosReportOptions& o, double x, double y, double w)
{
    const Style& st = style();
    const geometry::HexGrid& g = map.grid();
    const VerdictStyle& vs = st.verdict(r.verdict);
    const std::string title = "Line of sight " + escapedMarkup(g.label(r.from)) + " → " + escapedMarkup(g.label(r.to)) +
                              ": <span foreground=\"" + hexColour(vs.colour) + "\">" + formats::rulingOutcomeWord(r) + "</span>";
    double used = text.draw(title, x, y, Font{st.text.reportTitlePt, true}, st.ink, Anchor::TopLeft, true).height + 2;
    const std::string rules = o.rulesName.empty() ? map.map().system : o.rulesName;
    used += text.draw(map.map().name + " (" + map.map().id + "), " + rules + " rules", x, y + used, Font{st.text.reportSmallPt}, st.inkLight)
                .height + 6;
    // The ruling in words, as the command line says it, with the rule number.
    const BoardPainter* painter = boardPainterFor(r.system);
    const std::string words = "<b>" + escapedMarkup(r.rule.empty() ? "(no rule)" : r.rule) + "</b>  " +
                              (painter && painter->reportWords ? painter->reportWords(scene, r, tie) : commonWords(scene, r, tie));
    return used + text.drawWrapped(words, x, y + used, w, Font{st.text.reportBodyPt}, st.ink, true).height;
}

/// The trace table from `y` down to `bottom`; shrinks the text to fit, and
/// says how many rows it left out if even that is not enough.
void drawTraceTable(cairo_t* cr, TextPainter& text, const geometry::HexGrid& g, const Ruling& r, double x, double y, double w, double bottom)
{
    const Style& st = style();
    const double cols[] = {0, 0.09, 0.2, 0.27, 0.46}; // hex, role, level, crossed, found (fractions of w)
    const char* heads[] = {"Hex", "Role", "Level", "Crossed", "Found on the string in this hex"};
    double size = st.text.reportSmallPt;
    auto rowHeight = [&](const TraceStep& t, double s) {
        std::string found;
        for (std::size_t i = 0; i < t.found.size(); ++i) found += (i ? "; " : "") + t.found[i].what;
        const double wrap = w * (1 - cols[4]);
        const TextSize ts = text.measure(found.empty() ? "-" : found, Font{s});
        return std::max(s * 1.35, std::ceil(ts.width / wrap) * s * 1.25) + 2;
    };
    auto total = [&](double s) {
        double sum = s * 1.6;
        for (const TraceStep& t : r.trace) sum += rowHeight(t, s);
        return sum;
    };
    while (size > 5.5 && y + total(size) > bottom) size -= 0.5;
    const Font font{size}, bold{size, true};
    const bool levels = formats::rulingHasLevels(r);
    for (int c = 0; c < 5; ++c)
        if (levels || c != 2) text.draw(heads[c], x + cols[c] * w, y, bold, st.ink);
    y += size * 1.6;
    cairo_move_to(cr, x, y - 1);
    cairo_line_to(cr, x + w, y - 1);
    setColour(cr, st.ink);
    cairo_set_line_width(cr, 0.6);
    cairo_stroke(cr);
    for (std::size_t i = 0; i < r.trace.size(); ++i) {
        const TraceStep& t = r.trace[i];
        const double h = rowHeight(t, size);
        if (y + h > bottom) {
            text.draw("... " + std::to_string(r.trace.size() - i) + " more hexes (the command line's los --json has them all)", x, y, font,
                      st.inkLight);
            return;
        }
        if (r.hasContact && t.hex == r.contactHex) {
            cairo_rectangle(cr, x - 2, y - 1, w + 4, h);
            setColour(cr, st.highlight.withAlpha(0.35));
            cairo_fill(cr);
        }
        std::string found;
        for (std::size_t k = 0; k < t.found.size(); ++k) found += (k ? "; " : "") + t.found[k].what;
        const bool ends = t.role != TraceStep::Role::Intervening;
        text.draw(t.label + (t.onMap ? "" : " (off map)"), x + cols[0] * w, y, ends ? bold : font, st.ink);
        text.draw(roleWords(t.role), x + cols[1] * w, y, font, st.ink);
        if (levels) text.draw(std::to_string(t.level), x + cols[2] * w, y, font, st.ink);
        text.draw(crossingWords(g, t), x + cols[3] * w, y, font, t.how == Crossing::Interior ? st.ink : st.blocked.colour);
        text.drawWrapped(found.empty() ? "-" : found, x + cols[4] * w, y, w * (1 - cols[4]), font, found.empty() ? st.inkLight : st.ink);
        y += h;
        cairo_move_to(cr, x, y - 1);
        cairo_line_to(cr, x + w, y - 1);
        setColour(cr, st.inkLight.withAlpha(0.4));
        cairo_set_line_width(cr, 0.3);
        cairo_stroke(cr);
    }
}

} // namespace

Tie findTie(const geometry::los::Scene& scene, const Ruling& r)
{
    const geometry::HexGrid& g = scene.grid();
    Tie tie;
    if (const BoardPainter* painter = boardPainterFor(r.system); painter && painter->findTie) return painter->findTie(scene, r);
    const Point a = g.centre(r.from).toPoint(), b = g.centre(r.to).toPoint();
    // The deciding artwork first: a corner exactly on the string, or an edge along it.
    if (r.artwork >= 0 && r.artwork < int(scene.artwork().size())) {
        const auto& art = scene.artwork()[std::size_t(r.artwork)];
        auto ringTie = [&](const geometry::Ring& ring, bool closed) {
            for (std::size_t i = 0; i < ring.size() && !tie.tie; ++i) {
                const Point p = ring[i];
                if (!onSegment(a, b, p)) continue;
                const Point q = ring[(i + 1) % ring.size()];
                const bool along = (closed || i + 1 < ring.size()) && onSegment(a, b, q);
                tie = {true,
                       along ? "the string runs exactly along the edge (" + numberText(p.u) + ", " + numberText(p.v) + ")-(" + numberText(q.u) + ", " + numberText(q.v) +
                                   ") of " + art.terrain + " " + art.id
                             : "the string passes exactly through the corner (" + numberText(p.u) + ", " + numberText(p.v) + ") of " + art.terrain + " " +
                                   art.id,
                       p};
            }
        };
        ringTie(art.shape.outer, !art.isLine);
        for (const geometry::Ring& h : art.shape.holes) ringTie(h, true);
        if (tie.tie) return tie;
    }
    // Then the walk: along a hexside, or through a vertex.
    for (const TraceStep& t : r.trace) {
        if (t.how == Crossing::Interior) continue;
        tie.tie = true;
        tie.why = t.how == Crossing::Hexside ? "the string runs along the " + t.sideName + " hexside of " + t.label
                                             : "the string passes exactly through a vertex of " + t.label;
        tie.at = r.hasContact ? r.contact : Point{(a.u + b.u) / 2, (a.v + b.v) / 2};
        // The vertex itself when the walk meets the hex only there.
        if (t.how == Crossing::Vertex)
            for (const auto& c : g.corners(t.hex))
                if (onSegment(a, b, c.toPoint())) tie.at = c.toPoint();
        return tie;
    }
    return tie;
}

void drawLosReport(cairo_t* cr, const maps::MapAnalysis& map, const geometry::los::Scene& scene, const Ruling& r, const LosReportOptions& o)
{
    const Style& st = style();
    const double margin = 36, W = o.widthPt, H = o.heightPt, w = W - 2 * margin;
    cairo_save(cr);
    setColour(cr, st.paper);
    cairo_paint(cr);
    TextPainter text(cr);
    const Tie tie = findTie(scene, r);
    double y = margin;
    y += drawHeading(text, map, scene, r, tie, o, margin, y, w) + 10;

    // The zoomed map.
    // The map pane gives way to a long trace table (about 18 pt a row, most
    // rows wrap to two lines), but keeps at least a quarter page.
    const double profileBlock = 12 + 150 + 10 + 14, tableNeed = 14 + 18.0 * double(r.trace.size());
    const double mapH = std::clamp(H - margin - y - 16 - profileBlock - tableNeed, 0.25 * H, 0.40 * H);
    View view;
    view.x = margin, view.y = y, view.width = w, view.height = mapH;
    view.region = reportRegion(map.grid(), r, w, mapH);
    Overlays ov;
    ov.los = &r;
    ov.scene = &scene;
    ov.smoke = o.play.smoke;
    ov.playMarkers = o.play.markers;
    drawMap(cr, map, view, ov);
    cairo_rectangle(cr, view.x, view.y, view.width, view.height);
    setColour(cr, st.ink);
    cairo_set_line_width(cr, 0.8);
    cairo_stroke(cr);
    if (tie.tie) {
        const MapFrame frame = mapFrame(map.grid(), view);
        const Point at = frame.user(tie.at);
        // The loupe in the pane's corner farthest from the string (it must
        // not hide either end), the corner farther from the tie on a draw.
        const auto centreOf = [&](geometry::OffsetCoord h) {
            const auto c = map.grid().centre(h);
            return frame.user(geometry::Point{double(c.u), double(c.v)});
        };
        const Point a = centreOf(r.from), b = centreOf(r.to);
        const auto clearance = [&](double px, double py) { // distance from the string segment a-b
            const double du = b.u - a.u, dv = b.v - a.v, len2 = du * du + dv * dv;
            const double t = len2 > 0 ? std::clamp(((px - a.u) * du + (py - a.v) * dv) / len2, 0.0, 1.0) : 0.0;
            return std::hypot(px - (a.u + t * du), py - (a.v + t * dv));
        };
        // Each corner, the largest loupe (70 pt down to 35) that keeps 6 pt
        // off the string; the best corner wins, the one farther from the
        // tie on a draw; if none fits, the smallest loupe where it hides least.
        double radius = 0, cx = 0, cy = 0, best = -1e9;
        for (const bool right : {true, false})
            for (const bool top : {true, false})
                for (double rr = std::max(35.0, std::min(70.0, mapH * 0.3)); rr >= 35; rr -= 5) {
                    const double x = right ? view.x + view.width - rr - 10 : view.x + rr + 10;
                    const double yy = top ? view.y + rr + 10 : view.y + mapH - rr - 10;
                    const double gap = clearance(x, yy) - rr;
                    const double score = (gap >= 6 ? 1000 + rr : gap) + 1e-3 * std::hypot(x - at.u, yy - at.v);
                    if (score > best) best = score, radius = rr, cx = x, cy = yy;
                    if (gap >= 6) break; // the largest that fits in this corner
                }
        cairo_move_to(cr, at.u, at.v);
        const double d = std::hypot(cx - at.u, cy - at.v);
        cairo_line_to(cr, cx + (at.u - cx) * radius / d, cy + (at.v - cy) * radius / d);
        setColour(cr, st.ink);
        cairo_set_line_width(cr, 1);
        cairo_stroke(cr);
        drawLoupe(cr, map, scene, r, o.play, tie.at, cx, cy, radius, frame.pointsPerMapUnit);
    }
    y += mapH + 16;

    const BoardPainter* painter = boardPainterFor(r.system);
    if (painter && painter->drawReportBlock) y += painter->drawReportBlock(text, map.grid(), r, margin, y, w) + 8;
    if (!painter || painter->sideProfile) {
        text.draw("Side profile", margin, y, Font{st.text.reportBodyPt, true}, st.ink);
        y += 12;
        const double profileH = 150;
        drawLosProfile(cr, map, scene, r, margin, y, w, profileH);
        y += profileH + 10;
    }

    // The trace (none for a ruling decided before the string is walked: out of range).
    if (!r.trace.empty()) {
        text.draw("The string hex by hex, sighter to target", margin, y, Font{st.text.reportBodyPt, true}, st.ink);
        y += 14;
        drawTraceTable(cr, text, map.grid(), r, margin, y, w, H - margin);
    }
    cairo_restore(cr);
}

RenderResult renderLosReport(const maps::MapAnalysis& map, const geometry::los::Scene& scene, const Ruling& r, OutputKind kind,
                             const LosReportOptions& o)
{
    RenderResult result;
    const geometry::HexGrid& g = map.grid();
    if (!std::isfinite(o.dpi) || o.dpi < 10 || o.dpi > 1200) result.error = "dpi " + numberText(o.dpi) + " is out of range (10 to 1200)";
    else if (!(o.widthPt >= 200 && o.heightPt >= 400 && o.widthPt <= 5000 && o.heightPt <= 5000))
        result.error = "page " + numberText(o.widthPt) + " x " + numberText(o.heightPt) + " pt is out of range (200 x 400 to 5000 x 5000)";
    else if (!g.contains(r.from) || !g.contains(r.to))
        result.error = "the ruling's hexes are not on map " + map.map().id;
    else if (const BoardPainter* painter = boardPainterFor(r.system);
             r.trace.empty() && r.from != r.to && !(painter && painter->decidedWithoutTrace && painter->decidedWithoutTrace(r)))
        result.error = "the ruling has no trace: rule with Detail::Full for a report";
    else if (kind == OutputKind::Png && !pngSizeError(o.widthPt, o.heightPt, o.dpi).empty())
        result.error = pngSizeError(o.widthPt, o.heightPt, o.dpi) + "; lower the dpi or the page size";
    if (!result.ok()) return result;
    Surface surface(kind, o.widthPt, o.heightPt, o.dpi);
    drawLosReport(surface.cr(), map, scene, r, o);
    result.bytes = surface.finish(&result.error);
    result.warnings = fontFindings();
    return result;
}

} // namespace crestline::render
