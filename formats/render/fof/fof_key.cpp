// The key under a card-map drawing: what the border colours, the card's
// tags and icons, a card back and a Hill card mean [1.2.1, 2.2.1], and with
// a mission the controls, Potential Contacts and units as drawn [2.4.1].

#include "formats/render/fof/fof_painter.h"

#include <algorithm>
#include <functional>
#include <set>

namespace crestline::render {

namespace {

using detail::FofMarker;
using detail::FofPainter;
using namespace scenarios::fof;

/// One entry: a swatch drawn in a box `h` high (returns its width), then words.
struct KeyItem {
    std::function<double(FofPainter&, double x, double y, double h, bool draw)> swatch;
    std::string words;
};

double box(FofPainter& p, double x, double y, double h, const Rgba& fill, bool draw)
{
    if (draw) {
        p.rect({x, y, 1.6 * h, h});
        p.colour(fill);
        cairo_fill_preserve(p.cr);
        p.colour(p.st.edge);
        cairo_set_line_width(p.cr, 0.5);
        cairo_stroke(p.cr);
    }
    return 1.6 * h;
}

double tagSwatch(FofPainter& p, const std::string& label, double x, double y, double h, const Rgba& c, bool filled, bool draw)
{
    if (!draw) return p.text.measure(label, Font{0.8 * h, true}).width + 0.48 * h;
    return detail::drawFofTag(p, label, x, y, 0.8 * h, c, filled);
}

double lineSwatch(FofPainter& p, const Stroke& s, double x, double y, double h, bool draw)
{
    const double w = 2.6 * h;
    if (!draw) return w;
    const double width = s.width.at(p.card());
    std::vector<double> dash;
    for (double d : s.dash) dash.push_back(d * width);
    cairo_set_dash(p.cr, dash.data(), int(dash.size()), 0);
    cairo_set_line_width(p.cr, width);
    p.colour(s.colour);
    cairo_move_to(p.cr, x, y + h / 2);
    cairo_line_to(p.cr, x + w, y + h / 2);
    cairo_stroke(p.cr);
    cairo_set_dash(p.cr, nullptr, 0, 0);
    return w;
}

double markerSwatch(FofPainter& p, const FofMarker& m, double x, double y, double h, bool draw)
{
    const double w = detail::fofMarkerWidth(p, m, h);
    if (draw) detail::drawFofMarker(p, m, {x, y, w, h});
    return w;
}

std::vector<KeyItem> keyItems(const FofMapInput& in)
{
    std::vector<KeyItem> items;
    items.push_back({[](FofPainter& p, double x, double y, double h, bool d) { return box(p, x, y, h, p.st.dark, d); },
                     "dark border segment: blocks LOS [1.2.1 C]"});
    items.push_back({[](FofPainter& p, double x, double y, double h, bool d) { return box(p, x, y, h, p.st.white, d); },
                     "white segment: does not"});
    items.push_back({[](FofPainter& p, double x, double y, double h, bool d) { return tagSwatch(p, "2/1", x, y, h, p.st.coverBox, false, d); },
                     "cover when fire crosses a dark / a white segment [1.2.1 A]"});
    items.push_back({[](FofPainter& p, double x, double y, double h, bool d) {
                         double w = d ? detail::drawFofTank(p, x, y, h, p.st.slow) : 1.65 * h;
                         return w + 0.1 * h + tagSwatch(p, "SLOW", x + w + 0.1 * h, y, h, p.st.slow, false, d);
                     },
                     "vehicles stop on entering; NO: may not enter [1.2.1 B]"});
    items.push_back({[](FofPainter& p, double x, double y, double h, bool d) { return tagSwatch(p, "LZ", x, y, h, p.st.lz, true, d); },
                     "may be a Landing Zone [1.2.1 E]"});
    items.push_back({[](FofPainter& p, double x, double y, double h, bool d) { return tagSwatch(p, "Level 1", x, y, h, p.st.levelBadge, true, d); },
                     "on Hill cards (staggered under it): the level is their number [1.2.1 D]"});
    items.push_back({[](FofPainter& p, double x, double y, double h, bool d) {
                         if (d) {
                             detail::drawFofIcon(p, maps::ElevationIcon::Elevation, {x, y, h, h});
                             detail::drawFofIcon(p, maps::ElevationIcon::MultiStory, {x + 1.3 * h, y, h, h});
                         }
                         return 2.3 * h;
                     },
                     "elevation differences, multi-story building [1.2.1 G]"});
    items.push_back({[](FofPainter& p, double, double, double, bool) { return 0.0 * p.card(); },
                     "CM n \u00b7 draw m: Cover Markers the card holds, Action Cards drawn to seek one [1.2.1 F]; VOF: Incoming VOF [1.2.1 H]"});
    items.push_back({[](FofPainter& p, double x, double y, double h, bool d) { return box(p, x, y, h, p.st.back, d); },
                     "a face-down card [2.2.1]; R0, below Row 1 (nearest the player): the Main Staging Area, no fire in or out [2.2, 2.4.2 A]"});
    if (!in.mission) return items;
    std::set<LineControlKind> kinds;
    for (const LineControl& l : in.mission->lines) kinds.insert(l.kind);
    for (LineControlKind k : kinds) {
        std::string words = controlLabel(k);
        if (k == LineControlKind::PhaseLine) words = "Phase Line";
        items.push_back({[k](FofPainter& p, double x, double y, double h, bool d) {
                             const FofStyle& st = p.st;
                             const Stroke& s = k == LineControlKind::LineOfDeparture  ? st.lod
                                               : k == LineControlKind::PhaseLine      ? st.phaseLine
                                               : k == LineControlKind::LimitOfAdvance ? st.loa
                                               : k == LineControlKind::MainLineOfResistance ? st.mlr
                                                                                            : st.boundary;
                             return lineSwatch(p, s, x, y, h, d);
                         },
                         words + " [2.4.1]"});
    }
    const FofStyle& st = fofStyle();
    const std::vector<std::pair<FofMarker, std::string>> markers{
        {{FofMarker::Shape::Plate, "OBJ 1", st.objectiveFill, st.pointEdge, st.ink}, "objective; other controls on white [2.4.1]"},
        {{FofMarker::Shape::Contact, "A", st.contactFill, st.contactEdge, st.ink},
         "Potential Contact: by its row, or on its card (? random, T3 added on turn 3) [2.2.2]"},
        {{FofMarker::Shape::Counter, "US", st.us, st.ink, st.white}, "US unit"},
        {{FofMarker::Shape::Counter, "Enemy", st.enemy, st.ink, st.white}, "enemy unit"},
    };
    for (const auto& entry : markers) {
        const FofMarker m = entry.first; // a named copy: clang does not capture structured bindings
        items.push_back({[m](FofPainter& p, double x, double y, double h, bool d) { return markerSwatch(p, m, x, y, h, d); }, entry.second});
    }
    return items;
}

/// `words` broken at spaces into lines no wider than `width` (a word wider than that stands alone).
std::vector<std::string> wrapWords(FofPainter& p, const std::string& words, const Font& font, double width)
{
    std::vector<std::string> lines;
    std::string current;
    std::size_t at = 0;
    while (at < words.size()) {
        const std::size_t end = std::min(words.find(' ', at), words.size());
        const std::string word = words.substr(at, end - at);
        const std::string tryLine = current.empty() ? word : current + " " + word;
        if (!current.empty() && p.text.measure(tryLine, font).width > width) {
            lines.push_back(current);
            current = word;
        } else current = tryLine;
        at = end + 1;
    }
    if (!current.empty()) lines.push_back(current);
    return lines;
}

} // namespace

double drawFofKey(cairo_t* cr, const FofMapInput& in, double x, double y, double width, double cardPt, bool draw)
{
    const FofLayout layout(in, cardPt);
    FofPainter p(cr, in, layout);
    const Font font{style().text.reportSmallPt};
    const double h = 9, line = 13, space = 12;
    double cx = 0, cy = 0;
    for (const KeyItem& item : keyItems(in)) {
        const double sw = item.swatch(p, 0, 0, h, false);
        const double indent = sw + (sw > 0 ? 4 : 0);
        const double tw = p.text.measure(item.words, font).width;
        if (cx > 0 && cx + indent + tw > width) {
            cx = 0;
            cy += line;
        }
        // An entry wider than a whole line (a narrow key beside the map) wraps its words after the swatch.
        const std::vector<std::string> lines = cx == 0 && indent + tw > width ? wrapWords(p, item.words, font, width - indent) : std::vector<std::string>{item.words};
        if (draw) item.swatch(p, x + cx, y + cy + (line - h) / 2 - 1, h, true);
        double widest = 0;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            if (draw) p.text.draw(lines[i], x + cx + indent, y + cy + i * line + line / 2 - 1, font, p.st.inkLight, Anchor::Left);
            widest = std::max(widest, p.text.measure(lines[i], font).width);
        }
        cy += double(lines.size() - 1) * line;
        cx += indent + widest + space;
        if (lines.size() > 1) { // the next entry starts a line of its own
            cx = width;
        }
    }
    return cy + line;
}

} // namespace crestline::render
