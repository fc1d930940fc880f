// renderGtsSetupSheet: the sections of a GTS scenario in the order players
// set the game up [GTS rules of play 1.1]: the board, the turn record and
// weather, each Army (limits, Divisions, Formations, set-up), the
// reinforcements, the first turn, victory and special rules. Printed through
// the FF sheet's flow and board (sheet_content.h), so both look alike.

#include "formats/render/gts/gts_sheet.h"

#include "geometry/finding_builder.h"
#include "formats/render/sheet_content.h"

#include <algorithm>
#include <cctype>

namespace crestline::render {

namespace {

using namespace scenarios::gts;
using scenarios::Board;
using scenarios::BoardSet;
using scenarios::HexName;
using scenarios::MapPlacement;
using scenarios::PlacedHex;
using scenarios::ResolvedHex;
using scenarios::SpecialRule;
using sheet::escape;
using sheet::Flow;
using sheet::Table;

void warn(Findings& out, FindingCode code, const std::string& message, int line = 0, const std::string& hex = {})
{
    out.push_back(makeFinding(code).line(line).hex(hex).message(message));
}

std::string bold(const std::string& text) { return "<b>" + escape(text) + "</b>"; }

std::string swatch(const std::string& glyph, const std::string& colour)
{
    return "<span foreground=\"" + colour + "\" size=\"large\">" + glyph + "</span>";
}

// A colour as the file writes it, if pango can be trusted with it: "#rrggbb" only.
bool isHexColour(const std::string& c)
{
    return c.size() == 7 && c[0] == '#' && std::all_of(c.begin() + 1, c.end(), [](unsigned char ch) { return std::isxdigit(ch) != 0; });
}

// What every section reads: the scenario, its maps, the board layout.
struct GtsContext {
    const GtsScenario& scenario;
    const BoardSet& boards;
    sheet::BoardLayout layout;
    Findings& warnings;

    int armyIndex(const std::string& id) const
    {
        for (std::size_t i = 0; i < scenario.armies.size(); ++i)
            if (scenario.armies[i].id == id) return int(i);
        return -1;
    }
    std::string armyName(const std::string& id) const
    {
        const Army* a = scenario.findArmy(id);
        return a && !a->name.empty() ? a->name : id;
    }
    std::string divisionName(const std::string& id) const
    {
        const Division* d = scenario.findDivision(id);
        return d && !d->name.empty() ? d->name : id;
    }
    // A hex as printed: without the map id on a one-map scenario.
    std::string hexText(const HexName& h) const { return scenario.maps.size() == 1 ? h.label : h.text(); }
    std::optional<PlacedHex> resolve(const HexName& h, int line) const
    {
        const ResolvedHex r = boards.resolve(h);
        if (r.hex) return r.hex;
        warn(warnings, code::SheetHexUnresolved, "hex " + h.text() + " is not drawn: " + r.message, line, h.text());
        return std::nullopt;
    }
    int placedIndex(int board) const
    {
        for (std::size_t i = 0; i < layout.maps.size(); ++i)
            if (layout.maps[i].board == board) return int(i);
        return -1;
    }
};

std::string unitName(const GtsContext& ctx, const std::string& id)
{
    const UnitPlace p = ctx.scenario.findUnit(id);
    return p.unit && !p.unit->name.empty() ? p.unit->name : id;
}

std::string leaderName(const GtsContext& ctx, const std::string& id)
{
    if (const Formation* f = ctx.scenario.formationOfLeader(id))
        if (f->leader && !f->leader->name.empty()) return f->leader->name;
    return id;
}

// The Army a set-up Unit or Leader belongs to, -1 if unknown.
int armyOfUnit(const GtsContext& ctx, const std::string& unit)
{
    const UnitPlace p = ctx.scenario.findUnit(unit);
    return p.army ? ctx.armyIndex(p.army->id) : -1;
}

int armyOfLeader(const GtsContext& ctx, const std::string& leader)
{
    const Formation* f = ctx.scenario.formationOfLeader(leader);
    const Division* d = f ? ctx.scenario.divisionOf(f) : nullptr;
    const Army* a = d ? ctx.scenario.armyOf(d) : nullptr;
    return a ? ctx.armyIndex(a->id) : -1;
}

void titleSection(Flow& flow, const GtsContext& ctx)
{
    const GtsScenario& s = ctx.scenario;
    flow.paragraph(escape(s.title.empty() ? s.id : s.title), sheet::font::kTitle, 0);
    std::string sub = "Grand Tactical Series scenario \u00b7 set-up sheet";
    if (!s.date.empty()) sub += " \u00b7 " + s.date;
    flow.paragraph(escape(sub), sheet::font::kSubheading, 2);
    if (!s.history.empty()) flow.paragraph(escape(s.history), sheet::font::kBody, 6);
}

// Set-up stacks (one mark per hex: how many Units, L when a Leader is there)
// and victory hexes, with the key.
sheet::BoardMarks boardMarks(const GtsContext& ctx)
{
    const GtsScenario& s = ctx.scenario;
    sheet::BoardMarks out;
    out.overlays.resize(ctx.layout.maps.size());
    out.key.columns = {{"", 0.35}, {"On the map", 2.3}, {"Where", 4.6}};
    struct Stack {
        int army = -1;
        int units = 0;
        bool leader = false;
    };
    std::map<PlacedHex, Stack> stacks;
    for (const UnitSetup& u : s.setup)
        if (const auto h = ctx.resolve(u.hex, u.line)) {
            Stack& st = stacks[*h];
            ++st.units;
            if (st.army < 0) st.army = armyOfUnit(ctx, u.unit);
        }
    for (const LeaderSetup& l : s.leaderSetup)
        if (const auto h = ctx.resolve(l.hex, l.line)) {
            Stack& st = stacks[*h];
            st.leader = true;
            if (st.army < 0) st.army = armyOfLeader(ctx, l.leader);
        }
    for (const auto& [hex, st] : stacks) {
        const int placed = ctx.placedIndex(hex.board);
        if (placed < 0) continue;
        std::string text = st.units > 0 ? std::to_string(st.units) : std::string();
        if (st.leader) text += "L";
        out.overlays[std::size_t(placed)].markers.push_back({hex.hex, std::max(0, st.army), text});
    }
    for (std::size_t i = 0; i < s.armies.size(); ++i) {
        int units = 0;
        for (const UnitSetup& u : s.setup) units += armyOfUnit(ctx, u.unit) == int(i);
        if (units == 0) continue;
        out.key.rows.push_back({swatch("\u25a0", sheet::sideColourHex(int(i))), escape(s.armies[i].name.empty() ? s.armies[i].id : s.armies[i].name),
                                escape("a stack set up at start: the number of its Units, L where a Leader is with them; each Unit is listed under its Army")});
    }
    for (const VictoryHex& v : s.victory.hexes) {
        if (const auto h = ctx.resolve(v.hex, v.line)) {
            const int placed = ctx.placedIndex(h->board);
            if (placed >= 0) out.overlays[std::size_t(placed)].objectives.push_back({h->hex, v.points, ctx.hexText(v.hex)});
        }
        out.key.rows.push_back({swatch("\u25ce", "#b01e1e"), escape("Victory hex " + ctx.hexText(v.hex)),
                                escape(std::to_string(v.points) + (v.points == 1 ? " point" : " points") + " to " + ctx.armyName(v.army) + " [12.0]")});
    }
    out.key.rows.push_back({swatch("\u25b2", "#000000"), escape("Observation post, strongpoint (star), entry hex (ring, Division symbols)"),
                            escape("printed on the map, either side may use them [15.4.2, 15.4.3, 8.0]")});
    return out;
}

void turnSection(Flow& flow, const GtsContext& ctx)
{
    const GtsScenario& s = ctx.scenario;
    flow.heading("Turn record and weather [3.0, 12.0, 26.0]");
    std::string words = "The game starts in " + std::string(weatherName(s.weather.start)) + " weather";
    words += s.weather.mayChange ? ", which may change [6.0, 26.0]. " : ", which does not change. ";
    words += "Victory is determined after turn " + std::to_string(s.turnRecord.last) + " [12.0].";
    flow.paragraph(escape(words));
    Table t;
    t.columns = {{"Turn", 0.6}, {"Time", 1.1}, {"Light", 0.8}, {"Air units [27.0]", 2.2}, {"Arrivals [8.0]", 3.2}};
    for (const Turn& turn : s.turnRecord.turns) {
        std::string air;
        for (const AirUnits& a : turn.air) air += (air.empty() ? "" : ", ") + ctx.armyName(a.army) + " " + std::to_string(a.units);
        std::string arrivals;
        for (const Reinforcement& r : s.reinforcements)
            if (r.turn == turn.number) arrivals += (arrivals.empty() ? "" : "; ") + ctx.divisionName(r.division);
        const bool beyond = turn.number > s.turnRecord.last;
        t.rows.push_back({escape(std::to_string(turn.number)) + (turn.number == s.turnRecord.last ? " <b>last</b>" : ""), escape(turn.time),
                          turn.night ? bold("night") : escape("day"), escape(air.empty() ? "\u2013" : air),
                          escape(arrivals.empty() ? (beyond ? "not played" : "\u2013") : arrivals)});
    }
    flow.table(t);
}

std::string discountWords(const Division& d)
{
    if (!d.discount) return "\u2013";
    return std::to_string(d.discount->thisTurn) + " DP this turn, " + std::to_string(d.discount->nextTurn) + " DP next turn";
}

void armySection(Flow& flow, const GtsContext& ctx, const Army& army, int index)
{
    const GtsScenario& s = ctx.scenario;
    flow.heading(army.name.empty() ? army.id : army.name);
    std::string limits = "Road blocks in play at one time: " + std::to_string(army.roadBlocks) + " [23.1]. Rearguards in play at one time: " +
                         std::to_string(army.rearguards);
    if (army.rearguardsTotal) limits += ", " + std::to_string(*army.rearguardsTotal) + " in the whole game";
    limits += " [24.5].";
    flow.paragraph(escape(limits));

    Table d;
    d.columns = {{"Division [7.2]", 2.2}, {"Symbol", 0.9}, {"Command / Dispatch Rating", 1.5}, {"Points at start", 1.3}, {"Chit in the mug", 1}, {"Chit discount", 1.9}};
    for (const Division& div : army.divisions)
        d.rows.push_back({escape(div.name.empty() ? div.id : div.name), escape(div.symbol),
                          escape(std::to_string(div.commandRating) + " / " + std::to_string(div.dispatchRating)),
                          escape(std::to_string(div.commandPoints) + " CP, " + std::to_string(div.dispatchPoints) + " DP"),
                          escape(div.chitInPlay ? "at start" : "not yet"), escape(discountWords(div))});
    if (!d.rows.empty()) flow.table(d, 6);

    Table f;
    f.columns = {{"Formation [21.4]", 2.4}, {"Leader, Command Range", 2}, {"Units (Movement Class, steps)", 4.4}};
    for (const Division& div : army.divisions)
        for (const Formation& form : div.formations) {
            std::string units;
            for (const Unit& u : form.units)
                units += (units.empty() ? "" : ", ") + u.name + " (" + std::string(movementClassName(u.movement)) + ", " + std::to_string(u.steps) +
                         (u.organicTransport ? ", transport" : "") + ")";
            const std::string mark = isHexColour(form.colour) ? swatch("\u25a0", form.colour) + " " : std::string();
            const std::string leader = form.independent ? std::string("Independent, no Leader [29.27]")
                                       : form.leader   ? form.leader->name + ", " + std::to_string(form.leader->commandRange) + " hexes"
                                                       : std::string("\u2013");
            f.rows.push_back({mark + escape((form.name.empty() ? form.id : form.name) + " (" + (div.symbol.empty() ? div.id : div.symbol) + ")"),
                              escape(leader), escape(units)});
        }
    if (!f.rows.empty()) flow.table(f, 6);

    Table set;
    set.columns = {{"Set up [14.6, 14.10, 21.2, 22.0]", 2.8}, {"Hex", 0.9}, {"Mode", 1.1}, {"Step losses", 0.9}, {"Position", 1.3}};
    std::vector<const UnitSetup*> units;
    for (const UnitSetup& u : s.setup)
        if (armyOfUnit(ctx, u.unit) == index) units.push_back(&u);
    for (const UnitSetup* u : units)
        set.rows.push_back({escape(unitName(ctx, u->unit)), escape(ctx.hexText(u->hex)), escape(std::string(unitModeName(u->mode))),
                            escape(u->stepLosses ? std::to_string(u->stepLosses) : std::string("\u2013")),
                            escape(u->position == Position::None ? std::string("\u2013") : std::string(positionName(u->position)))});
    for (const LeaderSetup& l : s.leaderSetup)
        if (armyOfLeader(ctx, l.leader) == index)
            set.rows.push_back({escape(leaderName(ctx, l.leader) + " (Leader)"), escape(ctx.hexText(l.hex)), "", "", ""});
    if (set.rows.empty()) flow.paragraph(escape("Nothing of this Army is on the map at start."));
    else flow.table(set, 6);
}

void reinforcementSection(Flow& flow, const GtsContext& ctx)
{
    const GtsScenario& s = ctx.scenario;
    if (s.reinforcements.empty()) return;
    flow.heading("Reinforcements [8.0, 9.0]");
    Table t;
    t.columns = {{"Turn", 0.55}, {"Division", 1.9}, {"Units and Leaders", 3.6}, {"Enter at", 1.8}, {"Division chit", 1}};
    std::vector<const Reinforcement*> list;
    for (const Reinforcement& r : s.reinforcements) list.push_back(&r);
    std::stable_sort(list.begin(), list.end(), [](const Reinforcement* a, const Reinforcement* b) { return a->turn < b->turn; });
    for (const Reinforcement* r : list) {
        std::string pieces;
        for (const PieceRef& u : r->units) pieces += (pieces.empty() ? "" : ", ") + unitName(ctx, u.ref);
        for (const PieceRef& l : r->leaders) pieces += (pieces.empty() ? "" : ", ") + leaderName(ctx, l.ref) + " (Leader)";
        std::string where = "\u2013";
        if (r->entry) {
            const Division* d = s.findDivision(r->division);
            const std::string symbol = !r->entry->symbol.empty() ? r->entry->symbol : d ? d->symbol : std::string();
            where = r->entry->hex ? "entry hex " + ctx.hexText(*r->entry->hex) : "any entry hex marked " + symbol;
        }
        const Army* a = s.armyOf(s.findDivision(r->division));
        const int army = a ? ctx.armyIndex(a->id) : -1;
        t.rows.push_back({escape(std::to_string(r->turn)),
                          "<span foreground=\"" + sheet::sideColourHex(std::max(0, army)) + "\">\u25a0</span> " + escape(ctx.divisionName(r->division)),
                          escape(pieces.empty() ? "\u2013" : pieces), escape(where), escape(r->divisionChit ? "gained" : "\u2013")});
    }
    flow.table(t);
}

void firstTurnSection(Flow& flow, const GtsContext& ctx)
{
    const GtsScenario& s = ctx.scenario;
    flow.heading("First turn [9.0, 10.0.1]");
    std::string mug;
    for (const MugChit& c : s.firstTurn.mug) {
        std::string name = c.ref;
        if (c.kind == ChitKind::Division) name = ctx.divisionName(c.ref);
        else if (c.kind == ChitKind::Formation) {
            const Formation* f = s.findFormation(c.ref);
            name = f && !f->name.empty() ? f->name : c.ref;
        } else name = ctx.armyName(c.ref);
        mug += (mug.empty() ? "" : "; ") + std::string(chitKindName(c.kind)) + " chit: " + name;
    }
    flow.paragraph(bold("First player: ") + escape(ctx.armyName(s.firstTurn.firstPlayer) + ". ") + bold("In the mug: ") +
                   escape(mug.empty() ? "nothing" : mug) + ".");
}

void victorySection(Flow& flow, const GtsContext& ctx)
{
    const GtsScenario& s = ctx.scenario;
    flow.heading("Victory [12.0]");
    if (!s.victory.hexes.empty()) {
        Table t;
        t.columns = {{"Hex", 1}, {"Army", 2}, {"Points", 1}};
        for (const VictoryHex& v : s.victory.hexes)
            t.rows.push_back({escape(ctx.hexText(v.hex)), escape(ctx.armyName(v.army)), escape(std::to_string(v.points))});
        flow.table(t);
    }
    if (!s.victory.text.empty()) flow.paragraph(escape(s.victory.text), sheet::font::kBody, 6);
    if (s.specialRules.empty()) return;
    flow.heading("Special rules");
    for (const SpecialRule& r : s.specialRules)
        flow.paragraph(bold((r.title.empty() ? r.id : r.title) + ". ") + escape(r.text));
}

} // namespace

std::string renderGtsSetupSheet(const GtsSheetInput& in, Paper paper, Findings* warnings)
{
    Findings local;
    Findings& out = warnings ? *warnings : local;
    const std::size_t firstNew = out.size();
    if (!in.scenario) {
        warn(out, code::SheetNoScenario, "no scenario to print");
        return {};
    }
    const GtsScenario& s = *in.scenario;
    sheet::PlacedBoard placed = sheet::placeMaps(s.maps, in.maps, out);
    GtsContext ctx{s, placed.boards, std::move(placed.layout), out};

    std::string error;
    std::string bytes = sheet::printSheet(paper, s.title.empty() ? s.id : s.title, [&](Flow& flow, double bodyHeight) {
        titleSection(flow, ctx);
        flow.heading("The board at set-up (north up)");
        sheet::boardFigure(flow, ctx.layout, boardMarks(ctx), bodyHeight);
        flow.pageBreak();
        turnSection(flow, ctx);
        firstTurnSection(flow, ctx);
        // The first player's Army first.
        std::vector<int> order;
        for (std::size_t i = 0; i < s.armies.size(); ++i) order.push_back(int(i));
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return s.armies[std::size_t(a)].id == s.firstTurn.firstPlayer && s.armies[std::size_t(b)].id != s.firstTurn.firstPlayer;
        });
        for (int i : order) armySection(flow, ctx, s.armies[std::size_t(i)], i);
        reinforcementSection(flow, ctx);
        victorySection(flow, ctx);
    }, &error);
    if (bytes.empty()) warn(out, code::SheetRenderFailed, "the PDF could not be made: " + error);
    for (std::size_t i = firstNew; i < out.size(); ++i)
        if (out[i].where.file.empty()) out[i].where.file = in.file;
    return bytes;
}

} // namespace crestline::render
