// The sections of a CoH set-up sheet, in the order players set a firefight
// up: who plays what with how many CAPs and cards [3.2, 8.0], the units
// (counter values as the counters print them [5.0, 6.2, 14.1]), where hidden
// units are (own sheet only [10.0]), fortifications and smoke [13.0, 18.0],
// reinforcements [5.5] and victory.

#include "formats/render/coh/coh_sheet_content.h"

#include "scenarios/coh/coh_timeline.h"

#include <algorithm>

namespace crestline::render::coh_sheet {

namespace {

using namespace scenarios::coh;
using scenarios::HexName;
using sheet::escape;
using sheet::Flow;
using sheet::Table;

std::string bold(const std::string& text) { return "<b>" + escape(text) + "</b>"; }
std::string grey(const std::string& text) { return "<span foreground=\"#666666\">" + escape(text) + "</span>"; }

const char* const kDash = "\u2013";

std::string unitsWord(int n) { return std::to_string(n) + (n == 1 ? " unit" : " units"); }

const CohSheetUnit* shownUnit(const CohContext& ctx, const std::string& id)
{
    for (const CohSheetUnit& u : ctx.units.shown)
        if (u.unit->id == id) return &u;
    return nullptr;
}

// "Rifle 41 (3)": a unit's name with its roster number.
std::string unitLabel(const CohContext& ctx, const Unit& u)
{
    const int n = ctx.number(u.id);
    return (u.name.empty() ? u.id : u.name) + (n ? " (" + std::to_string(n) + ")" : std::string());
}

std::string hexList(const CohContext& ctx, const std::vector<HexName>& hexes, const char* joiner)
{
    std::string out;
    for (std::size_t i = 0; i < hexes.size(); ++i) out += (i == 0 ? "" : i + 1 == hexes.size() ? joiner : ", ") + ctx.hexText(hexes[i]);
    return out;
}

// Where a shown unit starts, in words.
std::string startWords(const CohContext& ctx, const CohSheetUnit& u)
{
    const Unit& unit = *u.unit;
    if (!unit.carriedBy.empty()) {
        const Unit* carrier = ctx.scenario.findUnit(unit.carriedBy);
        return "carried by " + (carrier ? unitLabel(ctx, *carrier) : unit.carriedBy) + " [17.0]" + (u.hex ? ", " + ctx.hexText(*u.hex) : std::string());
    }
    if (const Reinforcement* r = ctx.scenario.arrivalOf(unit.id))
        return "arrives round " + std::to_string(r->round) + " at " + hexList(ctx, r->entry, " or ") + " [5.5]";
    if (!u.hex) return kDash;
    std::string words = ctx.hexText(*u.hex);
    if (u.facing) words += ", faces " + facingWords(ctx, *u.hex, *u.facing);
    for (const Fortification& f : ctx.scenario.fortifications)
        if (f.kind == FortificationKind::HastyDefence && f.unit == unit.id) words += ", hasty defence [18.1.3]";
    return words;
}

} // namespace

void titleSection(Flow& flow, const CohContext& ctx)
{
    const CohScenario& s = ctx.scenario;
    flow.paragraph(escape(s.title.empty() ? s.id : s.title), sheet::font::kTitle, 0);
    flow.paragraph(escape("Conflict of Heroes firefight \u00b7 set-up sheet \u00b7 " + std::to_string(s.rounds) + (s.rounds == 1 ? " round" : " rounds")),
                   sheet::font::kSubheading, 2);
    if (ctx.side)
        flow.paragraph(bold("For the " + ctx.sideName(*ctx.side) + " player: ") +
                           escape("it shows where your hidden units set up [10.0]. Keep it from your opponent."),
                       sheet::font::kSmall, 4);
    else
        flow.paragraph(escape("For both players: hidden units [10.0] are counted, not shown; each player's own sheet "
                              "(crestline sheet --side) shows where his set up."),
                       sheet::font::kSmall, 4);
    if (!s.history.empty()) flow.paragraph(escape(s.history), sheet::font::kBody, 6);
}

void roundSection(Flow& flow, const CohContext& ctx)
{
    const CohScenario& s = ctx.scenario;
    flow.heading("Rounds, Action Cards and arrivals [5.5, 8.0]");
    std::string words = "The game lasts " + std::to_string(s.rounds) + (s.rounds == 1 ? " round" : " rounds") + ". ";
    for (const Side& side : s.sides)
        words += side.name + ": " + std::to_string(side.caps) + " CAPs at start, one lost per casualty [3.2, 7.4.2]; " +
                 std::to_string(side.cardsDealt) + " Action Cards dealt before round 1 [8.0]. ";
    flow.paragraph(escape(words));
    Table t;
    t.columns.push_back({"Round", 0.6});
    for (const Side& side : s.sides) t.columns.push_back({side.name + " cards", 1.1});
    t.columns.push_back({"Arrivals [5.5]", 4});
    for (const CohTimelineRound& round : buildCohTimeline(s)) {
        std::vector<std::string> row{escape(std::to_string(round.number)) + (round.last ? " <b>last</b>" : "")};
        for (const Side& side : s.sides) {
            std::string cards = kDash;
            for (const CohCards& c : round.cards)
                if (c.side == side.id) {
                    if (c.dealt && c.drawn) cards = std::to_string(c.dealt) + " dealt, " + std::to_string(c.drawn) + " drawn";
                    else if (c.dealt) cards = std::to_string(c.dealt) + " dealt";
                    else if (c.drawn) cards = std::to_string(c.drawn) + " drawn";
                }
            row.push_back(escape(cards));
        }
        std::string arrivals;
        for (const Reinforcement* r : round.arrivals) {
            std::string units;
            int hidden = 0;
            for (const UnitRef& ref : r->units) {
                const CohSheetUnit* u = shownUnit(ctx, ref.ref);
                if (!u) {
                    hidden += ctx.units.withheld.count(ref.ref) ? 1 : 0;
                    continue;
                }
                units += (units.empty() ? "" : ", ") + unitLabel(ctx, *u->unit);
            }
            if (hidden) units += (units.empty() ? "" : " and ") + unitsWord(hidden) + " hidden";
            arrivals += (arrivals.empty() ? "" : "; ") + ctx.sideName(r->side) + ": " + units + " at " + hexList(ctx, r->entry, " or ");
        }
        row.push_back(escape(arrivals.empty() ? kDash : arrivals));
        t.rows.push_back(std::move(row));
    }
    flow.table(t);
}

void sideSection(Flow& flow, const CohContext& ctx, const Side& side)
{
    flow.heading(side.name.empty() ? side.id : side.name);
    std::string draws;
    for (const CardDraw& d : side.draws) draws += (draws.empty() ? "" : ", ") + std::to_string(d.cards) + " on round " + std::to_string(d.round);
    std::string art;
    for (const Artillery& a : side.artillery)
        art += (art.empty() ? "" : "; ") + a.name + ", " + std::to_string(a.strikes) + (a.strikes == 1 ? " strike" : " strikes");
    std::string weapons;
    for (const CohSheetUnit& u : ctx.units.shown)
        if (u.unit->side == side.id)
            for (const WeaponCard& w : u.unit->weaponCards) weapons += (weapons.empty() ? "" : "; ") + w.name + " on " + unitLabel(ctx, *u.unit);
    flow.paragraph(sideSwatch(ctx.sideIndex(side.id)) + " " + bold("CAPs: ") + escape(std::to_string(side.caps) + " [3.2]. ") + bold("Action Cards: ") +
                   escape(std::to_string(side.cardsDealt) + " dealt at start; drawn: " + (draws.empty() ? std::string("none") : draws) + " [8.0]. ") +
                   bold("Off-board artillery: ") + escape((art.empty() ? std::string("none") : art) + " [12.1]. ") + bold("Weapon Cards: ") +
                   escape((weapons.empty() ? std::string("none") : weapons) + " [8.0]."));

    Table t;
    // Headers short enough not to break inside a word at these widths.
    t.columns = {{"#", 0.35},        {"Unit", 1.4},         {"Moves", 0.8},        {"AR red / blue", 0.75}, {"Range", 0.8},
                 {"AP per hex", 0.65}, {"Defence front / flank", 1.05}, {"Bonus moves", 0.75}, {"Turret, open top", 0.85}, {"Starts", 2.6}};
    for (const CohSheetUnit& u : ctx.units.shown) {
        const Unit& x = *u.unit;
        if (x.side != side.id) continue;
        const std::string defence = std::to_string(x.frontDefence) + " / " + (x.flankDefence ? std::to_string(*x.flankDefence) : std::string(kDash));
        std::string start = escape(startWords(ctx, u));
        if (u.hidden) start = "<b>H</b> " + start + escape("; ") + bold("hidden") + escape(" [10.0]");
        std::string vehicle = x.turret && x.openTop ? "turret, open top" : x.turret ? "turret" : x.openTop ? "open top" : kDash;
        t.rows.push_back({escape(std::to_string(ctx.number(x.id))), escape(x.name) + "\n" + grey(x.id), escape(std::string(movementName(x.movement))),
                          escape(std::to_string(x.arRed) + " / " + std::to_string(x.arBlue)), escape(std::to_string(x.range)),
                          escape(std::to_string(x.moveCost)), escape(defence), escape(x.bonusMoves ? std::to_string(x.bonusMoves) : std::string(kDash)),
                          escape(vehicle), start});
    }
    if (!t.rows.empty()) flow.table(t, 6);
    const auto hidden = ctx.units.hiddenCount.find(side.id);
    if (hidden != ctx.units.hiddenCount.end() && hidden->second > 0)
        flow.paragraph(bold(unitsWord(hidden->second) + " set up hidden [10.0]") +
                           escape(": not shown here; " + ctx.sideName(side.id) + "'s own sheet shows them."),
                       sheet::font::kBody, 4);
    else if (t.rows.empty())
        flow.paragraph(escape("No units."));
}

void fortificationSection(Flow& flow, const CohContext& ctx)
{
    const CohScenario& s = ctx.scenario;
    Table t;
    t.columns = {{"At start", 1.6}, {"Hex", 0.7}, {"Owner", 1.2}, {"Notes", 4}};
    for (const Fortification& f : s.fortifications) {
        if (!f.unit.empty() && ctx.units.withheld.count(f.unit)) continue; // where a hidden unit is [10.0]
        std::string note;
        if (!f.unit.empty()) {
            const Unit* u = s.findUnit(f.unit);
            note = "for " + (u ? unitLabel(ctx, *u) : f.unit) + " only [18.1.3]";
        }
        t.rows.push_back({escape(fortificationWords(f.kind)), escape(ctx.hexText(f.hex)),
                          escape(f.side.empty() ? std::string(kDash) : ctx.sideName(f.side)), escape(note.empty() ? std::string(kDash) : note)});
    }
    for (const Smoke& sm : s.smoke)
        t.rows.push_back({escape("smoke +" + std::to_string(sm.level)), escape(ctx.hexText(sm.hex)), escape(kDash),
                          escape(sm.level >= 2 ? "+2 DM, blocks LOS; reduced to +1 in the pre-turn sequence [13.0]"
                                               : "+1 DM to fire into and through the hex; removed in the pre-turn sequence [13.0]")});
    if (t.rows.empty()) return;
    flow.heading("Fortifications and smoke [13.0, 18.1-18.3]");
    flow.table(t);
}

void reinforcementSection(Flow& flow, const CohContext& ctx)
{
    const CohScenario& s = ctx.scenario;
    if (s.reinforcements.empty()) return;
    flow.heading("Reinforcements [5.5]");
    Table t;
    t.columns = {{"Round", 0.6}, {"Side", 1.1}, {"Units", 3.4}, {"Enter at any of", 2.2}};
    std::vector<const Reinforcement*> list;
    for (const Reinforcement& r : s.reinforcements) list.push_back(&r);
    std::stable_sort(list.begin(), list.end(), [](const Reinforcement* a, const Reinforcement* b) { return a->round < b->round; });
    for (const Reinforcement* r : list) {
        std::string units;
        int hidden = 0;
        for (const UnitRef& ref : r->units) {
            if (const CohSheetUnit* u = shownUnit(ctx, ref.ref)) units += (units.empty() ? "" : ", ") + unitLabel(ctx, *u->unit);
            else hidden += ctx.units.withheld.count(ref.ref) ? 1 : 0;
        }
        if (hidden) units += (units.empty() ? "" : " and ") + unitsWord(hidden) + " hidden";
        t.rows.push_back({escape(std::to_string(r->round)), sideSwatch(ctx.sideIndex(r->side)) + " " + escape(ctx.sideName(r->side)),
                          escape(units.empty() ? kDash : units), escape(hexList(ctx, r->entry, ", "))});
    }
    flow.table(t);
}

void victorySection(Flow& flow, const CohContext& ctx)
{
    const CohScenario& s = ctx.scenario;
    flow.heading("Victory");
    if (!s.victory.objectives.empty()) {
        Table t;
        t.columns = {{"Objective", 2}, {"Hex", 0.9}, {"Controlled at start by", 1.6}, {"VP", 2.2}};
        for (const scenarios::Objective& ob : s.victory.objectives) {
            std::string vp;
            for (const scenarios::ObjectiveValue& v : ob.values) vp += (vp.empty() ? "" : ", ") + std::to_string(v.vp) + " to " + ctx.sideName(v.side);
            t.rows.push_back({escape(ob.name.empty() ? ob.id : ob.name), escape(hexList(ctx, ob.hexes, ", ")),
                              escape(ob.control == scenarios::Objective::kNobody ? std::string("nobody") : ctx.sideName(ob.control)), escape(vp)});
        }
        flow.table(t);
    }
    if (!s.victory.text.empty()) flow.paragraph(escape(s.victory.text), sheet::font::kBody, 6);
    if (s.specialRules.empty()) return;
    flow.heading("Special rules");
    for (const scenarios::SpecialRule& r : s.specialRules) flow.paragraph(bold((r.title.empty() ? r.id : r.title) + ". ") + escape(r.text));
}

} // namespace crestline::render::coh_sheet
