#include "formats/render/sheet_track.h"

#include "formats/render/sheet_board.h"

#include <algorithm>
#include <cmath>

namespace crestline::render::sheet {

namespace {

using scenarios::Scenario;

constexpr double kLabelWidth = 74;   // the track names, left of the Time Track
constexpr double kTimeBox = 34;      // height of a Time Track space
constexpr double kTimeRow = kTimeBox + 18; // a row of spaces and the reinforcement markers under it
constexpr double kMinSpace = 46;     // least width of a space: its number and a marker
constexpr double kInitiativeBox = 16;
constexpr double kBoxesHeight = 46;  // the marker boxes row
constexpr double kRowGap = 12;
constexpr double kInitiativeTop = 24; // title, then the pawn's row
constexpr double kInitiativeHeight = kInitiativeTop + kInitiativeBox + 14;

int sideIndex(const Scenario& s, const std::string& id)
{
    for (std::size_t i = 0; i < s.sides.size(); ++i)
        if (s.sides[i].id == id) return int(i);
    return -1;
}

std::string sideName(const Scenario& s, const std::string& id)
{
    const scenarios::Side* side = s.findSide(id);
    return side && !side->nationality.empty() ? side->nationality : id;
}

void setColour(cairo_t* cr, Rgb c) { cairo_set_source_rgb(cr, c.r, c.g, c.b); }

void box(cairo_t* cr, double x, double y, double w, double h, double line = 0.6)
{
    cairo_rectangle(cr, x, y, w, h);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_fill_preserve(cr);
    cairo_set_source_rgb(cr, 0.35, 0.35, 0.35);
    cairo_set_line_width(cr, line);
    cairo_stroke(cr);
}

// A counter-like tag: filled, with short white text.
void tag(cairo_t* cr, const TextMaker& text, const std::string& label, Rgb fill, double x, double y)
{
    const Layout l = text.make("<b>" + escape(label) + "</b>", font::kSmall, 0);
    const double w = TextMaker::width(l) + 5, h = TextMaker::height(l) + 1;
    cairo_rectangle(cr, x, y, w, h);
    setColour(cr, fill);
    cairo_fill(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    TextMaker::draw(cr, l, x + 2.5, y + 0.5);
}

// A long Time Track wraps onto more rows rather than shrink its spaces.
int spacesPerRow(const Scenario& s, double width)
{
    const int last = std::max(1, s.track.timeTrack.lastSpace());
    return std::max(1, std::min(last, int((width - kLabelWidth) / kMinSpace)));
}

double timeTrackHeight(const Scenario& s, double width)
{
    const int last = std::max(1, s.track.timeTrack.lastSpace()), perRow = spacesPerRow(s, width);
    return ((last + perRow - 1) / perRow) * kTimeRow - 4;
}

double timeTrack(cairo_t* cr, const TextMaker& text, const Scenario& s, double x, double y, double width)
{
    const scenarios::TimeTrack& tt = s.track.timeTrack;
    const int last = std::max(1, tt.lastSpace());
    const int perRow = spacesPerRow(s, width);
    const double w = std::min(56.0, (width - kLabelWidth) / perRow);
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
    TextMaker::draw(cr, text.make("<b>Time Track</b>", font::kSmall, kLabelWidth - 4), x, y + 4);
    TextMaker::draw(cr, text.make("space / sudden death number", font::kSmall, kLabelWidth - 4), x, y + 14);
    const double top = y;
    for (int n = 1; n <= last; ++n) {
        const double bx = x + kLabelWidth + ((n - 1) % perRow) * w;
        y = top + ((n - 1) / perRow) * kTimeRow;
        box(cr, bx, y, w, kTimeBox);
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
        TextMaker::draw(cr, text.make("<b>" + std::to_string(n) + "</b>", font::kBody, 0), bx + 3, y + 2);
        if (const scenarios::TimeSpace* space = tt.find(n)) {
            cairo_set_source_rgb(cr, 0.45, 0.1, 0.1);
            TextMaker::draw(cr, text.make(std::to_string(space->suddenDeath), font::kSmall, 0), bx + 3, y + kTimeBox - 12);
        }
        // [1.31] Turn and Sudden Death markers, [1.32] a reinforcement marker per side due here.
        double ty = y + 2;
        if (n == tt.turnStart) {
            tag(cr, text, "Turn", {0.15, 0.15, 0.15}, bx + w - 25, ty);
            ty += 11;
        }
        if (n == tt.suddenDeathSpace) tag(cr, text, "SD", {0.6, 0.1, 0.1}, bx + w - 25, ty);
        double rx = bx + 1;
        for (const scenarios::Side& side : s.sides) {
            const bool due = std::any_of(s.reinforcements.begin(), s.reinforcements.end(),
                                         [&](const scenarios::Reinforcement& r) { return r.turn == n && r.side == side.id; });
            if (!due) continue;
            tag(cr, text, "R " + sideName(s, side.id).substr(0, 1), sideColour(sideIndex(s, side.id)), rx, y + kTimeBox + 2);
            rx += 22;
        }
    }
    return timeTrackHeight(s, width);
}

void initiativeTrack(cairo_t* cr, const TextMaker& text, const Scenario& s, double x, double y, double width)
{
    const double w = width / 41, top = y + kInitiativeTop;
    const std::string left = s.sides.size() > 0 ? s.sides[0].id : std::string();
    const std::string right = s.sides.size() > 1 ? s.sides[1].id : std::string();
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
    const Layout title = text.make("<b>Initiative Track</b>", font::kSmall, 0);
    TextMaker::draw(cr, title, x + width / 2 - TextMaker::width(title) / 2, y);
    setColour(cr, sideColour(0));
    TextMaker::draw(cr, text.make("<b>\u2190 " + escape(sideName(s, left)) + "</b>", font::kSmall, 0), x, y);
    const Layout r = text.make("<b>" + escape(sideName(s, right)) + " \u2192</b>", font::kSmall, 0);
    setColour(cr, sideColour(1));
    TextMaker::draw(cr, r, x + width - TextMaker::width(r), y);
    // Cell of a position: 20 .. 1 towards the left side, 0, 1 .. 20 towards the right.
    auto cellOf = [&](const scenarios::TrackPosition& p) {
        if (p.space == 0) return 20;
        return p.side == left ? 20 - p.space : 20 + p.space;
    };
    for (int c = 0; c < 41; ++c) {
        const double bx = x + c * w;
        box(cr, bx, top, w, kInitiativeBox, 0.4);
        const int number = std::abs(c - 20);
        cairo_set_source_rgb(cr, 0.25, 0.25, 0.25);
        const Layout l = text.make(std::to_string(number), font::kSmall, 0);
        TextMaker::draw(cr, l, bx + w / 2 - TextMaker::width(l) / 2, top + 2.5);
    }
    // [1.21] the pawn above the track, [1.22] the VP marker below it.
    const double px = x + (cellOf(s.track.initiativePawn) + 0.5) * w;
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
    cairo_arc(cr, px, top - 4.5, 3.5, 0, 2 * 3.14159265358979);
    cairo_fill(cr);
    cairo_move_to(cr, px - 4, top);
    cairo_line_to(cr, px + 4, top);
    cairo_line_to(cr, px, top - 4);
    cairo_close_path(cr);
    cairo_fill(cr);
    const Layout pawn = text.make("Initiative pawn", font::kSmall, 0);
    const bool pawnLeft = px > x + width / 2;
    TextMaker::draw(cr, pawn, pawnLeft ? px - 6 - TextMaker::width(pawn) : px + 6, top - 11);
    if (s.track.vpMarker) {
        const double vx = x + (cellOf(*s.track.vpMarker) + 0.5) * w;
        tag(cr, text, "VP", {0.1, 0.35, 0.15}, vx - 7, top + kInitiativeBox + 2);
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
        const Layout vp = text.make("VP marker", font::kSmall, 0);
        TextMaker::draw(cr, vp, vx > x + width / 2 ? vx - 10 - TextMaker::width(vp) : vx + 10, top + kInitiativeBox + 2);
    }
}

void markerBoxes(cairo_t* cr, const TextMaker& text, const Scenario& s, double x, double y, double width)
{
    struct Item {
        std::string title, value;
        int side;
    };
    const scenarios::TrackDisplay& t = s.track;
    std::vector<Item> items{{"Fate card [9]", sideName(s, t.fateCard), sideIndex(s, t.fateCard)},
                            {"Sniper marker [1.33]", sideName(s, t.sniperFaceUp) + " face up", sideIndex(s, t.sniperFaceUp)},
                            {"Air Support [1.4]", sideName(s, t.airSupportFaceUp) + " face up", sideIndex(s, t.airSupportFaceUp)}};
    std::string command, control;
    for (const scenarios::Side& side : s.sides) {
        command += (command.empty() ? "" : "\n") + sideName(s, side.id) + ": " + std::to_string(side.commandMarkers);
        control += (control.empty() ? "" : "\n") + sideName(s, side.id) + ": " + std::to_string(side.commandControl);
    }
    items.push_back({"Command markers available [1.5]", command, -1});
    items.push_back({"C&C level [1.6]", control, -1});
    const double gap = 6, w = (width - gap * double(items.size() - 1)) / double(items.size());
    for (std::size_t i = 0; i < items.size(); ++i) {
        const double bx = x + double(i) * (w + gap);
        box(cr, bx, y, w, kBoxesHeight);
        if (items[i].side >= 0) {
            cairo_rectangle(cr, bx, y, 4, kBoxesHeight);
            setColour(cr, sideColour(items[i].side));
            cairo_fill(cr);
        }
        const Layout title = text.make(escape(items[i].title), font::kSmall, w - 10);
        cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
        TextMaker::draw(cr, title, bx + 7, y + 3);
        cairo_set_source_rgb(cr, 0.05, 0.05, 0.05);
        TextMaker::draw(cr, text.make("<b>" + escape(items[i].value) + "</b>", font::kTable, w - 10), bx + 7, y + 4 + TextMaker::height(title));
    }
}

} // namespace

double trackDiagramHeight(const Scenario& s, double width)
{
    return timeTrackHeight(s, width) + kRowGap + kInitiativeHeight + kRowGap + kBoxesHeight;
}

void drawTrackDiagram(cairo_t* cr, const TextMaker& text, const Scenario& s, double x, double y, double width)
{
    y += timeTrack(cr, text, s, x, y, width) + kRowGap;
    initiativeTrack(cr, text, s, x, y, width);
    markerBoxes(cr, text, s, x, y + kInitiativeHeight + kRowGap, width);
}

} // namespace crestline::render::sheet
