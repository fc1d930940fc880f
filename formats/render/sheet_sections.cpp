// The sections of a setup sheet, in the order a player sets the game up:
// the scenario, the board, the Track Display [1], each side's forces and
// Sighting markers [6], reinforcements turn by turn [21.12e], victory
// conditions [22] and special rules.

#include "formats/render/sheet_content.h"

#include "geometry/finding_builder.h"
#include "formats/render/sheet_track.h"
#include "scenarios/timeline.h"

#include <algorithm>
#include <map>

namespace crestline::render::sheet {

namespace {

using namespace scenarios;

std::string bold(const std::string& text) { return "<b>" + escape(text) + "</b>"; }

std::string coloured(const SheetContext& ctx, const std::string& side, const std::string& text)
{
    return "<span foreground=\"" + sideColourHex(ctx.sideIndex(side)) + "\"><b>" + escape(text) + "</b></span>";
}

std::string areaWords(const SheetContext& ctx, const std::string& side, const std::string& areaId)
{
    if (areaId.empty()) return "any " + ctx.sideName(side) + " setup area";
    const SetupArea* a = ctx.scenario.findArea(areaId);
    return areaId + (a && !a->description.empty() ? ": " + a->description : std::string());
}

std::string whereUnit(const SheetContext& ctx, const std::string& side, const std::string& area, const std::vector<HexName>& hexes)
{
    if (hexes.empty()) return areaWords(ctx, side, area);
    std::string out = "at ";
    for (std::size_t i = 0; i < hexes.size(); ++i) out += (i ? ", " : "") + ctx.hexText(hexes[i]);
    return out;
}

// A unit or fortification of the side, by id, as the counters name it.
std::string pieceName(const SheetContext& ctx, const std::string& side, const HiddenPiece& p)
{
    if (p.kind == HiddenPiece::Kind::Unit) {
        if (const Unit* u = ctx.scenario.findUnit(side, p.ref))
            return u->name + " " + std::string(unitSizeName(u->size));
    } else if (const Fortification* f = ctx.scenario.findFortification(side, p.ref)) {
        return f->kind;
    }
    return p.ref;
}

std::string pieces(const SheetContext& ctx, const std::string& side, const std::vector<HiddenPiece>& list)
{
    std::string out;
    for (const HiddenPiece& p : list) out += (out.empty() ? "" : ", ") + std::to_string(p.count) + " \u00d7 " + pieceName(ctx, side, p);
    return out;
}

std::string contentWords(const SightingContent& c)
{
    switch (c.kind) {
    case SightingKind::Hidden: return "Hidden: " + c.letter;
    case SightingKind::FalseSighting: return plural(c.count, "False Sighting", "False Sightings");
    case SightingKind::Fortification: return std::to_string(c.count) + " \u00d7 " + c.fortification;
    }
    return {};
}

// [6.1, 6.4, 6.51] The allotment as the scenario states it: public, like the rest of the Playbook.
void allotment(Flow& flow, const SheetContext& ctx, const SightingAllotment& a)
{
    std::string text = bold("Sighting markers [6.1]: ") + escape(plural(a.markers, "marker", "markers") + ", set up in " +
                                                                  areaWords(ctx, a.side, a.area) + ".");
    std::string reverse;
    for (const SightingContent& c : a.contents) {
        std::string one = contentWords(c);
        if (!c.hexes.empty()) {
            std::string at;
            for (const HexName& h : c.hexes) at += (at.empty() ? "" : ", ") + ctx.hexText(h);
            one += " (placed at " + at + ")";
        }
        reverse += (reverse.empty() ? "" : ", ") + one;
    }
    if (!reverse.empty()) text += " " + escape("Reverse sides [6.4]: " + reverse + ".");
    flow.paragraph(text);
    for (const HidingMarker& h : a.hiding) {
        const std::string under = h.chosenAtSetup ? "chosen by the " + ctx.sideName(a.side) + " player at setup"
                                                  : pieces(ctx, a.side, h.pieces);
        flow.paragraph(escape("Hiding marker " + h.letter + " [6.51]: " + under + "."), font::kBody, 2, 12);
    }
}

// The owner's own setup: which marker hides what. Salts and commitments are never printed.
void ownerSetup(Flow& flow, const SheetContext& ctx)
{
    const SightingSetup& s = *ctx.setup;
    flow.heading("Your Sighting setup (keep it from your opponent) [6.4, 6.5]", font::kSubheading, 8);
    Table t;
    t.columns = {{"Marker", 0.8}, {"Hex", 1.2}, {"Reverse side", 1.6}, {"Under the Hiding marker", 3.4}};
    for (const PlacedMarker& m : s.markers) {
        std::string reverse = "(no content given)", under;
        if (m.content) {
            switch (m.content->kind) {
            case SightingKind::Hidden: reverse = "Hidden: " + m.content->letter; break;
            case SightingKind::FalseSighting: reverse = "False Sighting"; break;
            case SightingKind::Fortification: reverse = m.content->fortification; break;
            }
            under = pieces(ctx, s.side, m.content->pieces);
        }
        t.rows.push_back({bold(m.id), escape(ctx.hexText(m.hex)), escape(reverse), escape(under)});
    }
    flow.table(t);
}

constexpr double kArrowRoom = 30; // drawBoard keeps this much on the right for the north arrow
constexpr double kKeyColumn = 200; // least width of a key beside the board

// The key as a column beside a tall board: swatch, what, and where below it.
struct KeyEntry {
    Layout swatch, label;
    double height = 0;
};

std::vector<KeyEntry> keyEntries(const TextMaker& text, const Table& key, double width)
{
    std::vector<KeyEntry> out;
    for (const auto& row : key.rows) {
        KeyEntry k;
        k.swatch = text.make(row.size() > 0 ? row[0] : std::string(), font::kTable, 0);
        k.label = text.make("<b>" + (row.size() > 1 ? row[1] : std::string()) + "</b>\n" + (row.size() > 2 ? row[2] : std::string()), font::kTable,
                            width - 16);
        k.height = std::max(TextMaker::height(k.swatch), TextMaker::height(k.label)) + 5;
        out.push_back(std::move(k));
    }
    return out;
}

void drawKey(cairo_t* cr, const std::vector<KeyEntry>& key, double x, double y)
{
    for (const KeyEntry& k : key) {
        cairo_set_source_rgb(cr, 0.05, 0.05, 0.05);
        TextMaker::draw(cr, k.swatch, x, y);
        TextMaker::draw(cr, k.label, x + 16, y);
        y += k.height;
    }
}

} // namespace

void titleSection(Flow& flow, const SheetContext& ctx)
{
    const Scenario& s = ctx.scenario;
    flow.paragraph(escape(s.title), font::kTitle, 0);
    std::string line;
    for (const std::string& part : {s.date, s.location})
        if (!part.empty()) line += (line.empty() ? "" : "  \u00b7  ") + part;
    if (!line.empty()) flow.paragraph("<i>" + escape(line) + "</i>", font::kBody, 2);
    if (ctx.side.empty())
        flow.paragraph(escape("Setup sheet for both players: no hidden information."), font::kSmall, 4);
    else
        flow.paragraph(escape("Setup sheet for the " + ctx.sideName(ctx.side) + " player" +
                              (ctx.setup ? ": holds the " + ctx.sideName(ctx.side) + " Sighting setup. Keep it from your opponent."
                                         : ". No hidden information.")),
                       font::kSmall, 4);
    if (!s.history.empty()) {
        flow.heading("Historical notes", font::kSubheading, 8);
        flow.paragraph(escape(s.history));
    }
}

void boardSection(Flow& flow, const SheetContext& ctx, double pageHeight)
{
    flow.heading("The board (north up)");
    boardFigure(flow, ctx.layout, boardMarks(ctx), pageHeight);
}

void boardFigure(Flow& flow, const BoardLayout& layout, const BoardMarks& marks, double pageHeight)
{
    if (layout.maps.empty()) {
        flow.paragraph(escape("No map of the scenario could be drawn."));
        if (!marks.key.rows.empty()) flow.table(marks.key, 6);
        return;
    }
    const TextMaker& text = flow.text();
    const std::vector<Overlays> overlays = marks.overlays;
    const double aspect = layout.width() / layout.height();
    // Room left on this page, below the heading and the first lines of a key.
    double room = pageHeight - flow.usedOnLastPage(pageHeight) - 20;
    if (room < pageHeight * 0.45) room = pageHeight - 40; // the heading and the board start the next page
    const double keyHeight = marks.key.rows.empty() ? 0 : flow.tableHeight(marks.key) + 6;
    const double fullWidth = flow.width();
    // A board taller than wide leaves half the width empty: the key goes beside it.
    if (aspect < 0.9 && !marks.key.rows.empty()) {
        const double boardWidth = std::min((room - 6) * aspect + kArrowRoom, fullWidth - 14 - kKeyColumn);
        const double keyWidth = fullWidth - boardWidth - 14;
        const std::vector<KeyEntry> key = keyEntries(text, marks.key, keyWidth);
        double keyTall = 0;
        for (const KeyEntry& k : key) keyTall += k.height;
        const double boardHeight = std::min(room - 6, (boardWidth - kArrowRoom) / aspect);
        if (keyTall <= room - 6) {
            flow.figure(std::max(boardHeight, keyTall),
                        [&text, &layout, overlays, key, boardHeight, boardWidth](cairo_t* cr, double x, double y, double) {
                            drawBoard(cr, text, layout, overlays, x, y, boardWidth, boardHeight);
                            drawKey(cr, key, x + boardWidth + 14, y);
                        });
            return;
        }
    }
    // Else the key below the board, both on this page if the board can shrink to let it.
    double height = (fullWidth - kArrowRoom) / aspect;
    if (height + keyHeight + 12 > room) height = room - keyHeight - 12 >= pageHeight * 0.35 ? room - keyHeight - 12 : std::min(height, pageHeight * 0.5);
    flow.figure(height, [&text, &layout, overlays, height](cairo_t* cr, double x, double y, double w) {
        drawBoard(cr, text, layout, overlays, x, y, w, height);
    });
    if (!marks.key.rows.empty()) flow.table(marks.key, 6);
}

void trackSection(Flow& flow, const SheetContext& ctx)
{
    const Scenario& s = ctx.scenario;
    const TrackDisplay& t = s.track;
    flow.heading("Track Display at start [1]");
    const TextMaker& text = flow.text();
    flow.figure(trackDiagramHeight(s, flow.width()), [&text, &s](cairo_t* cr, double x, double y, double w) { drawTrackDiagram(cr, text, s, x, y, w); },
                6, true);
    auto position = [&](const TrackPosition& p) {
        return p.space == 0 ? std::string("the 0 space") : "space " + std::to_string(p.space) + " towards " + ctx.sideName(p.side);
    };
    std::string words = "Turn marker on space " + std::to_string(t.timeTrack.turnStart) + " and Sudden Death marker on space " +
                        std::to_string(t.timeTrack.suddenDeathSpace) + " of the Time Track [1.31]. ";
    words += ctx.sideName(t.initiativeSide) + " starts with the Initiative [20]: Initiative pawn on " + position(t.initiativePawn) + " [1.21]. ";
    if (t.vpMarker) words += "VP marker on " + position(*t.vpMarker) + " [1.22]. ";
    words += "Fate card: " + ctx.sideName(t.fateCard) + " [9]. Sniper marker " + ctx.sideName(t.sniperFaceUp) + " side face up [1.33]; Air Support marker " +
             ctx.sideName(t.airSupportFaceUp) + " side face up [1.4]. On the Time Track: Turn is the Turn marker, SD the Sudden Death marker, " +
             "R and a side's initial a reinforcement marker [1.32]; the small number in each space is its sudden death number [21.22].";
    flow.paragraph(escape(words), font::kBody, 8);
}

void sideSection(Flow& flow, const SheetContext& ctx, const Side& side)
{
    const Scenario& s = ctx.scenario;
    const bool first = s.firstToSetUp == side.id;
    flow.heading(ctx.sideName(side.id) + (first ? " (sets up first)" : " (sets up second)"));
    flow.paragraph(coloured(ctx, side.id, ctx.sideName(side.id)) + escape(": Command & Control level " + std::to_string(side.commandControl) +
                                                                         " [1.6]; " + plural(side.commandMarkers, "Command marker", "Command markers") +
                                                                         " in the Available box [4.1]."));
    flow.keepNext(); // the side's name stays with its forces
    if (const Forces* f = s.forcesOf(side.id)) {
        Table t;
        t.columns = {{"Count", 0.6}, {"Unit", 1.7}, {"Kind", 1.5}, {"Sets up", 4}};
        for (const Unit& u : f->units)
            t.rows.push_back({bold(std::to_string(u.count)), escape(u.name), escape(std::string(unitTypeName(u.type)) + " " + std::string(unitSizeName(u.size))),
                              escape(whereUnit(ctx, side.id, u.area, u.hexes))});
        for (const Fortification& fort : f->fortifications)
            t.rows.push_back({bold(std::to_string(fort.count)), escape(fort.kind), escape("fortification [7]"),
                              escape(whereUnit(ctx, side.id, fort.area, fort.hexes))});
        if (!t.rows.empty()) flow.table(t, 6);
        std::string assets;
        for (const AssetCard& a : f->assets) assets += (assets.empty() ? "" : ", ") + std::to_string(a.count) + " \u00d7 " + a.card;
        if (!assets.empty()) flow.paragraph(bold("Asset cards in hand [10]: ") + escape(assets + "."), font::kBody, 6);
    }
    std::string areas;
    for (const SetupArea& a : s.setupAreas) {
        if (a.side != side.id) continue;
        const ResolvedArea r = ctx.boards.resolveArea(a);
        areas += (areas.empty() ? "" : "; ") + a.id + (a.description.empty() ? "" : " (" + a.description + ")") +
                 (r.issues.empty() ? ", " + plural(int(r.hexes.size()), "hex", "hexes") : std::string());
    }
    if (!areas.empty())
        flow.paragraph(bold("Setup areas [2]: ") + escape(areas + ". Tinted ") + coloured(ctx, side.id, "\u25a0") + escape(" on the board."), font::kBody, 6);
    if (const SightingAllotment* a = s.sightingOf(side.id)) allotment(flow, ctx, *a);
    if (ctx.setup && ctx.setup->side == side.id) ownerSetup(flow, ctx);
}

void timelineSection(Flow& flow, const SheetContext& ctx)
{
    flow.heading("Turn by turn: reinforcements [21.12e] and sudden death [21.22]");
    Table t;
    t.columns = {{"Turn", 0.55}, {"Sudden death", 1.5}, {"Arrives", 5}};
    auto arrivals = [&](const std::vector<const Reinforcement*>& list) {
        std::string out;
        for (const Reinforcement* r : list) {
            std::string one = coloured(ctx, r->side, ctx.sideName(r->side)) + ": ";
            std::string what = describeUnits(r->units);
            if (r->commandMarkers > 0)
                what += (what.empty() ? "" : "; ") + plural(r->commandMarkers, "Command marker", "Command markers") + " to the Available box";
            if (!r->units.empty()) what += r->entry ? "; enter " + describeEntry(ctx, *r->entry) : "; no entry given";
            one += escape(what + ".");
            if (!r->text.empty()) one += " <i>" + escape(r->text) + "</i>";
            out += (out.empty() ? "" : "\n") + one;
        }
        return out;
    };
    std::vector<const Reinforcement*> shown;
    for (const TimelineTurn& turn : buildTimeline(ctx.scenario)) {
        const std::string roll = turn.start ? "start: no roll" : turn.suddenDeath ? "ends if 2d10 < " + std::to_string(*turn.suddenDeath) : "no roll";
        const std::string what = arrivals(turn.arrivals);
        t.rows.push_back({bold(std::to_string(turn.space)), escape(roll), what.empty() ? "\u2014" : what});
        shown.insert(shown.end(), turn.arrivals.begin(), turn.arrivals.end());
    }
    // Reinforcements play never reaches (crestline check reports them) are still listed, never dropped.
    for (const Reinforcement& r : ctx.scenario.reinforcements) {
        if (std::find(shown.begin(), shown.end(), &r) != shown.end()) continue;
        ctx.warnings.push_back(makeFinding(code::SheetReinforcementUnreached)
                                   .line(r.line)
                                   .message("reinforcements on turn " + std::to_string(r.turn) +
                                            " are on no space the Turn marker enters; listed as unreached"));
        t.rows.push_back({bold(std::to_string(r.turn)), escape("never reached"), arrivals({&r})});
    }
    flow.table(t, 6);
}

void victorySection(Flow& flow, const SheetContext& ctx)
{
    const Victory& v = ctx.scenario.victory;
    flow.heading("Victory conditions [22]");
    if (!v.text.empty()) flow.paragraph(escape(v.text));
    if (!v.objectives.empty()) {
        Table t;
        t.columns = {{"Objective [22.3]", 1.6}, {"Hex", 1.4}, {"Control at start", 1.4}, {"VP", 2.6}};
        for (const Objective& o : v.objectives) {
            std::string hexes, vps;
            for (const HexName& h : o.hexes) hexes += (hexes.empty() ? "" : ", ") + ctx.hexText(h);
            for (const ObjectiveValue& val : o.values) vps += (vps.empty() ? "" : ", ") + ctx.sideName(val.side) + " " + std::to_string(val.vp);
            t.rows.push_back({bold(o.name.empty() ? o.id : o.name), escape(hexes),
                              escape(o.control == Objective::kNobody ? std::string("no one") : ctx.sideName(o.control)), escape(vps)});
        }
        flow.table(t, 6);
    }
    if (!v.elimination.empty()) {
        Table t;
        t.columns = {{"Eliminated [22.1]", 4}, {"VP to the opponent", 1.5}};
        for (const EliminationVp& e : v.elimination) {
            std::string who = e.side.empty() ? "Either side's" : ctx.sideName(e.side);
            std::string kind = (e.type ? std::string(unitTypeName(*e.type)) : std::string("unit")) + (e.size ? " " + std::string(unitSizeName(*e.size)) : "");
            t.rows.push_back({escape(who + " " + kind), bold(std::to_string(e.vp))});
        }
        flow.table(t, 6);
    }
    for (const ExitVp& e : v.exits) {
        Entry where{e.map, e.edge, e.hexes, {}, e.line};
        const std::string who = e.type ? std::string(unitTypeName(*e.type)) + " units" : std::string("units");
        flow.paragraph(bold("Exit [22.2]: ") + escape(ctx.sideName(e.side) + " " + who + " exiting " + describeEntry(ctx, where) + ": " +
                                                      plural(e.vp, "VP", "VP") + " each."),
                       font::kBody, 6);
    }
    if (!ctx.scenario.specialRules.empty()) {
        flow.heading("Special rules");
        for (const SpecialRule& r : ctx.scenario.specialRules)
            flow.paragraph(bold((r.title.empty() ? r.id : r.title) + ". ") + escape(r.text), font::kBody, 4);
    }
}

} // namespace crestline::render::sheet
