// A mission's marks over a card-map drawing: seam controls as lines in the
// gaps between cards with their labels [2.4.1], point controls as labelled
// plates on their card [2.4.1], Potential Contact markers by their row or on
// their card [2.2.2, 9.1.2] and units as counters [2.1].

#include "formats/render/fof/fof_painter.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace crestline::render::detail {

namespace {

using namespace scenarios::fof;

const Stroke& lineStroke(const FofStyle& st, LineControlKind k)
{
    switch (k) {
    case LineControlKind::LineOfDeparture: return st.lod;
    case LineControlKind::PhaseLine: return st.phaseLine;
    case LineControlKind::LeftBoundary:
    case LineControlKind::RightBoundary: return st.boundary;
    case LineControlKind::LimitOfAdvance: return st.loa;
    case LineControlKind::MainLineOfResistance: return st.mlr;
    }
    return st.lod;
}

void strokeLine(FofPainter& p, const Stroke& s, double x0, double y0, double x1, double y1)
{
    const double w = s.width.at(p.card());
    std::vector<double> dash;
    for (double d : s.dash) dash.push_back(d * w);
    cairo_set_dash(p.cr, dash.data(), int(dash.size()), 0);
    cairo_set_line_width(p.cr, w);
    cairo_set_line_cap(p.cr, CAIRO_LINE_CAP_BUTT);
    p.colour(s.colour);
    cairo_move_to(p.cr, x0, y0);
    cairo_line_to(p.cr, x1, y1);
    cairo_stroke(p.cr);
    cairo_set_dash(p.cr, nullptr, 0, 0);
}

/// A control's label: bold text in the line's colour on a white plate outlined in it, centred on (x, y).
void linePlate(FofPainter& p, const std::string& label, double x, double y, const Rgba& colour, Anchor anchor)
{
    const Font font{0.075 * p.card(), true};
    const TextSize t = p.text.measure(label, font);
    const double w = t.width + 0.05 * p.card(), h = t.height;
    const double left = anchor == Anchor::Left ? x : x - w / 2;
    const FofRect plate{left, y - h / 2, w, h};
    p.roundRect(plate, 0.2 * h);
    p.colour(p.st.white);
    cairo_fill_preserve(p.cr);
    p.colour(colour);
    cairo_set_line_width(p.cr, std::max(0.5, 0.008 * p.card()));
    cairo_stroke(p.cr);
    p.text.draw(label, plate.cx(), plate.cy(), font, colour, Anchor::Centre);
}

} // namespace

double fofMarkerWidth(FofPainter& p, const FofMarker& m, double h)
{
    const double textW = p.text.measure(m.text, Font{0.58 * h, true}).width;
    return std::max(h, textW + 0.45 * h);
}

void drawFofMarker(FofPainter& p, const FofMarker& m, const FofRect& r)
{
    if (m.shape == FofMarker::Shape::Contact) p.roundRect(r, r.h / 2); // a round marker, a pill when the text is wide
    else if (m.shape == FofMarker::Shape::Counter) p.roundRect(r, 0.1 * r.h);
    else p.roundRect(r, 0.25 * r.h);
    p.colour(m.fill);
    cairo_fill_preserve(p.cr);
    p.colour(m.edge);
    cairo_set_line_width(p.cr, std::max(0.5, 0.07 * r.h));
    cairo_stroke(p.cr);
    p.text.draw(m.text, r.cx(), r.cy(), Font{0.58 * r.h, true}, m.ink, Anchor::Centre);
}

namespace {

/// The area of a cell's card the markers flow in: its lower part, inside the border.
FofRect markerArea(const FofPainter& p, const FofRect& card)
{
    const double c = p.card(), b = p.st.borderPerCard * c + 0.03 * c;
    return {card.x + b, card.y + 0.54 * c, card.w - 2 * b, card.h - 0.54 * c - b};
}

} // namespace

std::string fofContactText(const PotentialContact& c)
{
    std::string s = c.letter.empty() ? "?" : c.letter;
    if (c.random && !c.letter.empty()) s += "?";
    if (c.turn > 0) s += " T" + std::to_string(c.turn);
    return s;
}

std::vector<FofMarker> fofMarkersAt(const FofPainter& p, int column, int row)
{
    std::vector<FofMarker> out;
    const Mission& m = *p.in.mission;
    const FofStyle& st = p.st;
    for (const PointControl& c : m.points) {
        if (c.cell.column != column || c.cell.row != row) continue;
        const bool objective = c.kind == PointControlKind::PrimaryObjective || c.kind == PointControlKind::SecondaryObjective;
        out.push_back({FofMarker::Shape::Plate, controlLabel(c.kind, c.number), objective ? st.objectiveFill : st.pointFill, st.pointEdge, st.ink});
    }
    for (const PotentialContact& c : m.contacts)
        if (c.row == row && c.column == column) out.push_back({FofMarker::Shape::Contact, fofContactText(c), st.contactFill, st.contactEdge, st.ink});
    for (const UnitPlacement& u : m.units)
        if (u.cell && u.cell->column == column && u.cell->row == row) {
            const Rgba& fill = u.force == Force::Us ? st.us : st.enemy;
            out.push_back({FofMarker::Shape::Counter, u.name.empty() ? u.id : u.name, fill, st.ink, st.white});
        }
    return out;
}

void drawFofMarkerFlow(FofPainter& p, const std::vector<FofMarker>& markers, const FofRect& area)
{
    if (markers.empty()) return;
    // Shrink until every marker fits in the area's rows (never below 60 %).
    double h = 0.13 * p.card();
    const double gapX = 0.025 * p.card();
    std::vector<std::pair<int, double>> at; // per marker: its row from the bottom, its x
    for (;;) {
        at.clear();
        int rowIndex = 0;
        double x = 0;
        for (const FofMarker& m : markers) {
            const double w = std::min(fofMarkerWidth(p, m, h), area.w);
            if (x > 0 && x + w > area.w) {
                ++rowIndex;
                x = 0;
            }
            at.push_back({rowIndex, x});
            x += w + gapX;
        }
        const double needed = (rowIndex + 1) * h + rowIndex * 0.02 * p.card();
        if (needed <= area.h || h <= 0.078 * p.card()) break;
        h *= 0.85;
    }
    for (std::size_t i = 0; i < markers.size(); ++i) {
        const double w = std::min(fofMarkerWidth(p, markers[i], h), area.w);
        const double y = area.y + area.h - h - at[i].first * (h + 0.02 * p.card());
        drawFofMarker(p, markers[i], {area.x + at[i].second, y, w, h});
    }
}

void drawFofLineControls(FofPainter& p)
{
    const FofLayout& l = p.layout;
    const Mission& m = *p.in.mission;
    std::map<std::pair<bool, int>, int> count, placed; // by (horizontal, seam)
    for (const LineControl& c : m.lines) ++count[{isHorizontal(c.kind), c.seam}];
    const double left = l.seamX(0), right = l.mapRight();
    const double top = l.seamY(l.rows()), bottom = l.cell(1, 1).y + l.card() + l.gap() / 2;
    for (const LineControl& c : m.lines) {
        const bool horizontal = isHorizontal(c.kind);
        const int n = count[{horizontal, c.seam}], i = placed[{horizontal, c.seam}]++;
        const Stroke& s = lineStroke(p.st, c.kind);
        const double offset = (i - (n - 1) / 2.0) * 1.8 * s.width.at(p.card()); // lines sharing a seam lie side by side
        const std::string label = controlLabel(c.kind, c.number);
        if (horizontal) {
            const double y = l.seamY(c.seam) + offset;
            strokeLine(p, s, left, y, right, y);
            linePlate(p, label, right + 0.06 * p.card() + i * 0.44 * p.card(), y, s.colour, Anchor::Left);
        } else {
            const double x = l.seamX(c.seam) + offset;
            strokeLine(p, s, x, top, x, bottom);
            // The label along the line, in the gap, level with the top row's middle.
            cairo_save(p.cr);
            cairo_translate(p.cr, x, l.cell(1, l.rows()).cy() + i * 0.5 * p.card());
            cairo_rotate(p.cr, -M_PI / 2);
            p.text.refresh();
            linePlate(p, label, 0, 0, s.colour, Anchor::Centre);
            cairo_restore(p.cr);
            p.text.refresh();
        }
    }
}

void drawFofMarkers(FofPainter& p)
{
    const FofLayout& l = p.layout;
    const Mission& m = *p.in.mission;
    for (int r = 0; r <= l.rows(); ++r)
        for (int c = 1; c <= l.columns(); ++c) {
            const FofRect card = l.cell(c, r);
            drawFofMarkerFlow(p, fofMarkersAt(p, c, r), markerArea(p, card));
        }
    if (l.helicopterAreas())
        for (maps::HelicopterArea a : {maps::HelicopterArea::PickupZone, maps::HelicopterArea::Enroute}) {
            std::vector<FofMarker> units;
            for (const UnitPlacement& u : m.units)
                if (u.helicopter == a) units.push_back({FofMarker::Shape::Counter, u.name.empty() ? u.id : u.name, u.force == Force::Us ? p.st.us : p.st.enemy,
                                                        p.st.ink, p.st.white});
            drawFofMarkerFlow(p, units, markerArea(p, l.helicopter(a)));
        }
    // Contacts placed in a row but on no card yet: by the row's name [2.2.2].
    std::map<int, int> inRow;
    for (const PotentialContact& c : m.contacts) {
        if (c.column) continue;
        const int i = inRow[c.row]++;
        const FofRect row = l.cell(1, c.row);
        const double h = 0.2 * p.card();
        const FofMarker marker{FofMarker::Shape::Contact, fofContactText(c), p.st.contactFill, p.st.contactEdge, p.st.ink};
        const double w = fofMarkerWidth(p, marker, h);
        drawFofMarker(p, marker, {0.34 * p.card() + i * 0.26 * p.card(), row.cy() - h / 2, std::min(w, 0.24 * p.card()), h});
    }
}

} // namespace crestline::render::detail
