// The viewshed and coverage pictures of a card map, and the layers the LOS
// pictures share: plates on cards, outlines, the key's entries
// (fof_los_images.h).

#include "formats/render/fof/fof_los_images.h"

#include "formats/render/fof/fof_painter.h"
#include "geometry/los/systems/fof/fof_board.h"

#include <algorithm>

namespace crestline::render {

using geometry::OffsetCoord;
using geometry::los::FofBoard;
using geometry::los::FofDetail;

namespace detail {

std::optional<FofRect> fofCellRect(const FofLayout& layout, OffsetCoord cell)
{
    if (cell.row >= 0) return layout.cell(cell.col, cell.row);
    if (!layout.helicopterAreas()) return std::nullopt;
    return layout.helicopter(cell == FofBoard::kPickupZone ? maps::HelicopterArea::PickupZone : maps::HelicopterArea::Enroute);
}

bool fofCellDrawn(const FofMapInput& input, const FofLayout& layout, OffsetCoord cell)
{
    const maps::FofMap& map = *input.map;
    if (cell.row < 0) return layout.helicopterAreas();
    if (cell.row == 0)
        return std::any_of(map.mainStaging.begin(), map.mainStaging.end(), [&](const maps::StagingCard& s) { return s.column == cell.col; });
    return map.findCell(cell.col, cell.row) || (cell.col >= 1 && cell.col <= map.columns && cell.row <= map.rows);
}

bool fofFaceUpAt(const maps::FofMap& map, OffsetCoord cell)
{
    if (cell.row < 1) return false;
    const maps::CardStack* s = map.findCell(cell.col, cell.row);
    return s && s->face == maps::CardFace::Up;
}

void drawFofPlates(FofPainter& p, const FofRect& r, const std::vector<FofPlate>& plates)
{
    const double c = p.card(), b = p.st.borderPerCard * c, h = 0.105 * c, step = h + 0.02 * c;
    const FofRect inner{r.x + b + 0.03 * c, 0, r.w - 2 * b - 0.06 * c, h};
    double y = r.y + r.h - b - 0.025 * c - h;
    for (const FofPlate& plate : plates) {
        const FofRect at{inner.x, y, inner.w, h};
        p.roundRect(at, 0.025 * c);
        p.colour(plate.fill);
        cairo_fill(p.cr);
        p.fitText(plate.text, at.cx(), at.cy(), at.w - 0.04 * c, Font{0.072 * c, true}, p.st.white, Anchor::Centre);
        y -= step;
    }
}

void outlineFofCard(FofPainter& p, const FofRect& r, const Rgba& colour, double width, bool dashed)
{
    const double out = width / 2 + 0.5;
    p.rect({r.x - out, r.y - out, r.w + 2 * out, r.h + 2 * out});
    p.colour(colour);
    cairo_set_line_width(p.cr, width);
    if (dashed) {
        const double dash[] = {2.2 * width, 1.4 * width};
        cairo_set_dash(p.cr, dash, 2, 0);
    }
    cairo_stroke(p.cr);
    cairo_set_dash(p.cr, nullptr, 0, 0);
}

double fofFaceSwatch(FofPainter& p, double x, double y, double h, const Rgba& fill, const Rgba& plate, bool draw)
{
    const double w = 1.6 * h;
    if (!draw) return w;
    p.rect({x, y, w, h});
    p.colour(fill);
    cairo_fill(p.cr);
    p.rect({x, y + 0.62 * h, w, 0.38 * h});
    p.colour(plate);
    cairo_fill(p.cr);
    p.rect({x, y, w, h});
    p.colour(p.st.edge);
    cairo_set_line_width(p.cr, 0.5);
    cairo_stroke(p.cr);
    return w;
}

double drawFofKeyEntries(cairo_t* cr, const FofMapInput& input, double cardPt, const std::vector<FofKeyEntry>& entries, double x, double y,
                         double width, bool draw)
{
    const FofLayout layout(input, cardPt);
    FofPainter p(cr, input, layout);
    const Font font{8};
    const double h = 10, line = 15, space = 14;
    double cx = 0, cy = 0;
    for (const FofKeyEntry& e : entries) {
        const double sw = e.swatch ? e.swatch(p, 0, 0, h, false) : 0;
        const double indent = sw > 0 ? sw + 4 : 0;
        const double tw = std::min(p.text.measure(e.words, font).width, width - indent);
        if (cx > 0 && cx + indent + tw > width) {
            cx = 0;
            cy += line;
        }
        if (draw) {
            if (e.swatch) e.swatch(p, x + cx, y + cy + (line - h) / 2, h, true);
            p.fitText(e.words, x + cx + indent, y + cy + line / 2, width - indent, font, p.st.ink, Anchor::Left);
        }
        cx += indent + tw + space;
    }
    return cy + line;
}

} // namespace detail

namespace {

using detail::FofKeyEntry;
using detail::FofPainter;
using detail::FofPlate;
using Outcome = FofDetail::Outcome;

std::string cellName(OffsetCoord c)
{
    if (c == FofBoard::kPickupZone) return fofHelicopterName(maps::HelicopterArea::PickupZone);
    if (c == FofBoard::kEnroute) return fofHelicopterName(maps::HelicopterArea::Enroute);
    return fofCellName(c.col, c.row);
}

const FofStyle::Verdict& verdictStyle(Outcome o)
{
    const FofStyle& st = fofStyle();
    switch (o) {
    case Outcome::Los: return st.seen;
    case Outcome::Blocked: return st.blocked;
    case Outcome::TooFar: return st.tooFar;
    case Outcome::Undetermined: return st.undetermined;
    case Outcome::NoLos: return st.noLos;
    }
    return st.noLos;
}

/// The plate's words for one card of a viewshed.
std::string verdictWords(const FofDetail& d)
{
    switch (d.outcome) {
    case Outcome::Los: return d.distance >= 0 ? "LOS \u00b7 range " + std::string(geometry::rangeBandName(d.band)) : "LOS";
    case Outcome::Blocked: return d.step == 4 ? "blocked: obscured" : d.card ? "blocked at " + cellName(*d.card) : "blocked";
    case Outcome::TooFar: return "too far: " + std::to_string(d.distance) + " > M " + std::to_string(d.range);
    case Outcome::Undetermined: return "undetermined";
    case Outcome::NoLos: return "no LOS";
    }
    return {};
}

/// Translucent `colour` over a cell that is not a face-up card (its face
/// cannot take the shade); a cell the map shows nothing in (a Main Staging
/// Area cell the file leaves out, which LOS counts [2.4.2 A]) gets a dashed outline too.
void tint(FofPainter& p, OffsetCoord cell, const FofRect& r, const Rgba& colour)
{
    p.rect(r);
    p.colour(colour.withAlpha(0.72));
    cairo_fill(p.cr);
    if (!detail::fofCellDrawn(p.in, p.layout, cell)) detail::outlineFofCard(p, r, p.st.empty, std::max(0.6, 0.008 * p.card()), true);
}

std::string playWords(geometry::los::Purpose purpose, int range)
{
    return std::string(purpose == geometry::los::Purpose::Comm ? "comm (radios)" : "fire") + ", " + (range == 3 ? "daylight" : "night") +
           " (M = " + std::to_string(range) + ")";
}

} // namespace

std::string fofPlayMarkName(FofPlayMark::Kind kind)
{
    switch (kind) {
    case FofPlayMark::Kind::Smoke: return "SMOKE";
    case FofPlayMark::Kind::Incoming: return "INCOMING";
    case FofPlayMark::Kind::AirStrike: return "AIR STRIKE";
    }
    return {};
}

namespace detail {

/// The plates of the marks on `cell`.
std::vector<FofPlate> fofMarkPlates(const std::vector<FofPlayMark>& marks, OffsetCoord cell)
{
    const FofStyle& st = fofStyle();
    std::vector<FofPlate> out;
    for (const FofPlayMark& m : marks)
        if (m.cell == cell)
            out.push_back({fofPlayMarkName(m.kind), m.kind == FofPlayMark::Kind::Smoke      ? st.smokeMark
                                                    : m.kind == FofPlayMark::Kind::Incoming ? st.incomingMark
                                                                                            : st.airStrikeMark});
    return out;
}

} // namespace detail

RenderResult renderFofViewshedImage(const FofMapInput& input, const formats::FofViewshedView& view, OutputKind kind,
                                    const FofImageOptions& options, const std::vector<FofPlayMark>& marks)
{
    const FofStyle& st = fofStyle();
    std::vector<FofCellShade> shades;
    std::vector<std::pair<OffsetCoord, const FofDetail*>> cards;
    int counts[5] = {};
    for (const geometry::los::Ruling& r : view.rulings) {
        const auto* d = std::get_if<FofDetail>(&r.detail);
        if (!d) return {{}, "the viewshed's rulings are not Fields of Fire rulings", {}};
        cards.push_back({r.to, d});
        const bool viewer = r.to == view.from;
        if (!viewer) ++counts[int(d->outcome)];
        if (detail::fofFaceUpAt(*input.map, r.to)) shades.push_back({r.to.col, r.to.row, viewer ? st.viewer.face : verdictStyle(d->outcome).face});
    }
    FofMapInput in = input;
    in.shades = &shades;
    FofImageOptions o = options;
    const std::string from = cellName(view.from);
    const std::string mapName = input.map->name.empty() ? input.map->id : input.map->name;
    if (o.title.empty()) o.title = "What " + from + " sees";
    detail::FofPageExtras extras;
    extras.subtitle = mapName + " \u00b7 " + playWords(view.purpose, view.range) + ", eye level offset " + std::to_string(view.eyeFrom);
    extras.overMap = [&](FofPainter& p) {
        for (const auto& [cell, d] : cards) {
            const auto r = detail::fofCellRect(p.layout, cell);
            if (!r) continue;
            const bool viewer = cell == view.from;
            const FofStyle::Verdict& vs = viewer ? st.viewer : verdictStyle(d->outcome);
            if (!detail::fofFaceUpAt(*input.map, cell)) tint(p, cell, *r, vs.face);
            std::vector<FofPlate> plates{{viewer ? "viewer" : verdictWords(*d), vs.plate}};
            for (FofPlate& m : detail::fofMarkPlates(marks, cell)) plates.push_back(std::move(m));
            detail::drawFofPlates(p, *r, plates);
            if (viewer) detail::outlineFofCard(p, *r, st.viewer.plate, std::max(1.5, 0.03 * p.card()));
        }
        // A viewer no ruling goes to (a Helicopter Staging Area: the viewshed leaves them out) is marked all the same.
        const bool ruled = std::any_of(cards.begin(), cards.end(), [&](const auto& c) { return c.first == view.from; });
        if (const auto r = detail::fofCellRect(p.layout, view.from); r && !ruled) {
            tint(p, view.from, *r, st.viewer.face);
            detail::drawFofPlates(p, *r, {{"viewer", st.viewer.plate}});
            detail::outlineFofCard(p, *r, st.viewer.plate, std::max(1.5, 0.03 * p.card()));
        }
    };
    extras.key = [&, counts](cairo_t* cr, double x, double y, double w, bool draw) {
        std::vector<FofKeyEntry> entries;
        const auto face = [](const FofStyle::Verdict& v) {
            return [v](FofPainter& p, double sx, double sy, double h, bool d) { return detail::fofFaceSwatch(p, sx, sy, h, v.face, v.plate, d); };
        };
        entries.push_back({face(st.viewer), "viewer " + from});
        entries.push_back({face(st.seen), "LOS: " + std::to_string(counts[int(Outcome::Los)]) + " (range band P C L V: 0 to 3 cards) [1.2.7]"});
        entries.push_back({face(st.blocked), "blocked: " + std::to_string(counts[int(Outcome::Blocked)]) + " (at the card whose dark segment blocks) [5.2.1]"});
        entries.push_back({face(st.tooFar), "too far: " + std::to_string(counts[int(Outcome::TooFar)]) + " (distance > M)"});
        entries.push_back({face(st.undetermined), "undetermined: " + std::to_string(counts[int(Outcome::Undetermined)]) + " (a cell with no card on the way)"});
        entries.push_back({face(st.noLos), "no LOS: " + std::to_string(counts[int(Outcome::NoLos)]) + " (staging areas [2.4.2])"});
        return detail::drawFofKeyEntries(cr, in, o.cardPt, entries, x, y, w, draw);
    };
    return detail::renderFofPage(in, kind, o, extras);
}

FofCoverage fofCoverageOf(const std::vector<OffsetCoord>& cards, const std::vector<FofDetail::Outcome>& outcomes)
{
    FofCoverage c;
    c.cards = cards;
    const std::size_t n = cards.size();
    c.seenBy.assign(n, 0);
    if (outcomes.size() != n * n) return c;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j)
            if (i != j && outcomes[i * n + j] == Outcome::Los) ++c.seenBy[j];
    for (int s : c.seenBy) c.most = std::max(c.most, s);
    return c;
}

namespace {

/// A card's face on the heat map: the heat colour at `fraction`, lightened so the card's print stays legible.
Rgba heatFace(double fraction)
{
    const Rgba h = style().heatAt(fraction);
    const double k = 0.4; // of white
    return {h.r + (1 - h.r) * k, h.g + (1 - h.g) * k, h.b + (1 - h.b) * k, 1};
}

} // namespace

RenderResult renderFofCoverageImage(const FofMapInput& input, const FofCoverage& coverage, OutputKind kind, const FofImageOptions& options,
                                    const std::string& play)
{
    if (coverage.seenBy.size() != coverage.cards.size()) return {{}, "the coverage counts do not match its cards", {}};
    const FofStyle& st = fofStyle();
    const auto fraction = [&](int n) { return coverage.most > 0 ? double(n) / coverage.most : 0.0; };
    std::vector<FofCellShade> shades;
    for (std::size_t i = 0; i < coverage.cards.size(); ++i)
        if (detail::fofFaceUpAt(*input.map, coverage.cards[i]))
            shades.push_back({coverage.cards[i].col, coverage.cards[i].row, heatFace(fraction(coverage.seenBy[i]))});
    FofMapInput in = input;
    in.shades = &shades;
    FofImageOptions o = options;
    if (o.title.empty()) o.title = "How many cards see each card";
    const int n = int(coverage.cards.size());
    detail::FofPageExtras extras;
    extras.subtitle = (input.map->name.empty() ? input.map->id : input.map->name) + " \u00b7 every card looks at every other card, " + play +
                      " \u00b7 " + std::to_string(n) + " cards";
    extras.overMap = [&](FofPainter& p) {
        for (std::size_t i = 0; i < coverage.cards.size(); ++i) {
            const OffsetCoord cell = coverage.cards[i];
            const auto r = detail::fofCellRect(p.layout, cell);
            if (!r) continue;
            if (!detail::fofFaceUpAt(*input.map, cell)) tint(p, cell, *r, heatFace(fraction(coverage.seenBy[i])));
            detail::drawFofPlates(p, *r, {{"seen by " + std::to_string(coverage.seenBy[i]), st.ink}});
        }
    };
    extras.key = [&](cairo_t* cr, double x, double y, double w, bool draw) {
        std::vector<FofKeyEntry> entries;
        // One swatch per count when they are few, else the ramp's ends and middle.
        std::vector<int> shown;
        if (coverage.most <= 16)
            for (int k = 0; k <= coverage.most; ++k) shown.push_back(k);
        else
            shown = {0, coverage.most / 2, coverage.most};
        for (int k : shown)
            entries.push_back({[k, &fraction](FofPainter& p, double sx, double sy, double h, bool d) {
                                   return detail::fofFaceSwatch(p, sx, sy, h, heatFace(fraction(k)), p.st.ink, d);
                               },
                               std::to_string(k)});
        entries.push_back({nullptr, "other cards that see the card (LOS), of " + std::to_string(std::max(0, n - 1)) + "; most " +
                                        std::to_string(coverage.most)});
        return detail::drawFofKeyEntries(cr, in, o.cardPt, entries, x, y, w, draw);
    };
    return detail::renderFofPage(in, kind, o, extras);
}

} // namespace crestline::render
