// The GTS scenario forms' pages of play (see gts_scenario_forms.h): the turn
// record with night turns and air units [3.0, 27.0, 28.0], the set-up of
// units (hex picked on the map, mode, step losses, position) and leaders,
// reinforcements by turn with an entry hex or a Division symbol [8.0], the
// first turn [9.0] and the victory hexes [12.0].

#include "editor/gui/gts/gts_scenario_forms.h"

#include "editor/gui/scenario_text.h"
#include "editor/jobs/gts/gts_scenario_jobs.h"

namespace crestline::gui::gts_forms {

namespace st = scenario_text;
using namespace scenarios::gts;
using namespace forms_text;

namespace {

const std::vector<std::string> kYesNo{"no", "yes"};

/// "red=1 blue=2" <-> air units per army [27.0].
std::string airText(const std::vector<AirUnits>& air)
{
    std::string out;
    for (const AirUnits& a : air) out += (out.empty() ? "" : " ") + a.army + "=" + std::to_string(a.units);
    return out;
}

std::string parseAir(const std::string& text, std::vector<AirUnits>& air)
{
    std::vector<AirUnits> out;
    for (const std::string& w : st::words(text)) {
        const std::size_t eq = w.find('=');
        if (eq == std::string::npos || eq == 0) return "air units are ARMY=UNITS, e.g. red=1, not \"" + w + "\"";
        AirUnits a;
        for (const AirUnits& kept : air)
            if (kept.army == w.substr(0, eq)) a = kept; // its extras stay
        a.army = w.substr(0, eq);
        if (std::string problem = st::parseInt(w.substr(eq + 1), 0, "Air units of " + a.army, a.units); !problem.empty()) return problem;
        out.push_back(std::move(a));
    }
    air = std::move(out);
    return {};
}

/// Space-separated ids <-> piece references, keeping the extras of those kept.
std::string refText(const std::vector<PieceRef>& refs)
{
    std::string out;
    for (const PieceRef& r : refs) out += (out.empty() ? "" : " ") + r.ref;
    return out;
}

std::vector<PieceRef> parseRefs(const std::string& text, const std::vector<PieceRef>& kept)
{
    std::vector<PieceRef> out;
    for (const std::string& w : st::words(text)) {
        PieceRef r;
        for (const PieceRef& k : kept)
            if (k.ref == w) r = k;
        r.ref = w;
        out.push_back(std::move(r));
    }
    return out;
}

std::string chitText(const std::vector<MugChit>& mug)
{
    std::string out;
    for (const MugChit& c : mug) out += (out.empty() ? "" : " ") + std::string(chitKindName(c.kind)) + ":" + c.ref;
    return out;
}

std::string parseChits(const std::string& text, std::vector<MugChit>& mug)
{
    std::vector<MugChit> out;
    for (const std::string& w : st::words(text)) {
        const std::size_t colon = w.find(':');
        const auto kind = colon == std::string::npos ? std::nullopt : chitKindFromName(w.substr(0, colon));
        if (!kind || colon + 1 >= w.size())
            return "a chit is KIND:ID, KIND division, formation or direct-command (e.g. division:11ld), not \"" + w + "\"";
        MugChit c;
        c.kind = *kind;
        c.ref = w.substr(colon + 1);
        out.push_back(std::move(c));
    }
    mug = std::move(out);
    return {};
}

} // namespace

void GtsForms::buildTurnsPage()
{
    addListPage(
        "turns", "Turns",
        {{"Number", false, "The turn's box on the turn record [3.0]"},
         {"Time", false, "As printed, e.g. 0700; a night turn 1900-0500"},
         {"Night", false, "A night turn [28.0]", kYesNo},
         {"Air units", false, "Per army on a clear daylight turn [27.0]: \"red=1 blue=2\"; empty: none"}},
        {[this] {
             std::vector<std::string> rows;
             for (const Turn& t : scenario().turnRecord.turns)
                 rows.push_back("Turn " + std::to_string(t.number) + "  " + t.time + (t.night ? "  night" : "") +
                                (t.air.empty() ? "" : "  air " + airText(t.air)));
             return rows;
         },
         [this](int row) {
             const auto& turns = scenario().turnRecord.turns;
             if (row < 0) return std::vector<std::string>{std::to_string(turns.empty() ? 1 : turns.back().number + 1), "", "no", ""};
             const Turn& t = turns[std::size_t(row)];
             return std::vector<std::string>{std::to_string(t.number), t.time, yesNo(t.night), airText(t.air)};
         },
         [this](int row, const std::vector<std::string>& f) {
             return edit("Turn " + st::trim(f[0]), [&](Scenario& s) {
                 Turn t = row < 0 ? Turn{} : s.turnRecord.turns[std::size_t(row)];
                 std::string problem = st::parseInt(f[0], 1, "The turn's number", t.number);
                 if (problem.empty()) problem = parseToken(f[1], "The time", t.time);
                 if (problem.empty()) problem = parseYesNo(f[2], "Night", t.night);
                 if (problem.empty()) problem = parseAir(f[3], t.air);
                 if (!problem.empty()) return problem;
                 if (row < 0) s.turnRecord.turns.push_back(std::move(t));
                 else s.turnRecord.turns[std::size_t(row)] = std::move(t);
                 return std::string();
             });
         },
         [this](int row) {
             return edit("Remove turn " + std::to_string(scenario().turnRecord.turns[std::size_t(row)].number), [&](Scenario& s) {
                 s.turnRecord.turns.erase(s.turnRecord.turns.begin() + row);
                 return std::string();
             });
         }});
}

void GtsForms::buildSetupPage()
{
    addListPage(
        "setup", "Set-up",
        {{"Unit", false, "The id of the unit set up"},
         {"Hex", false, "Where it starts: type it (0408) or pick it on the map"},
         {"Mode", false, "Deployed, in Column [14.6] or in Transport Mode [14.10]", {"deployed", "column", "transport"}},
         {"Step losses", false, "Steps already lost at start"},
         {"Position", false, "An improved position or entrenchment it starts in [22.0]", {"none", "improved", "entrenchment"}}},
        {[this] {
             std::vector<std::string> rows;
             for (const UnitSetup& u : scenario().setup)
                 rows.push_back(u.unit + "  " + u.hex.text() + (u.mode != UnitMode::Deployed ? ", " + std::string(unitModeName(u.mode)) : "") +
                                (u.position != Position::None ? ", " + std::string(positionName(u.position)) : "") +
                                (u.stepLosses ? ", " + std::to_string(u.stepLosses) + " lost" : ""));
             return rows;
         },
         [this](int row) {
             if (row < 0) return std::vector<std::string>{"", "", "deployed", "0", "none"};
             const UnitSetup& u = scenario().setup[std::size_t(row)];
             return std::vector<std::string>{u.unit, u.hex.text(), std::string(unitModeName(u.mode)), std::to_string(u.stepLosses),
                                             std::string(positionName(u.position))};
         },
         [this](int row, const std::vector<std::string>& f) {
             std::string unit;
             if (std::string problem = parseToken(f[0], "The unit", unit); !problem.empty()) return problem;
             return edit("Set-up of " + unit, [&](Scenario& s) {
                 if (!s.findUnit(unit).unit) return "no unit \"" + unit + "\" in the order of battle";
                 UnitSetup u = row < 0 ? UnitSetup{} : s.setup[std::size_t(row)];
                 u.unit = unit;
                 std::string problem = parseHex(f[1], "The hex", u.hex);
                 const auto mode = unitModeFromName(f[2]);
                 const auto position = positionFromName(f[4]);
                 if (problem.empty() && (!mode || !position)) problem = "choose the mode and the position";
                 if (problem.empty()) problem = st::parseInt(f[3], 0, "Step losses", u.stepLosses);
                 if (!problem.empty()) return problem;
                 u.mode = *mode;
                 u.position = *position;
                 if (row < 0) s.setup.push_back(std::move(u));
                 else s.setup[std::size_t(row)] = std::move(u);
                 return std::string();
             });
         },
         [this](int row) {
             return edit("Remove set-up of " + scenario().setup[std::size_t(row)].unit, [&](Scenario& s) {
                 s.setup.erase(s.setup.begin() + row);
                 return std::string();
             });
         },
         [this](int row) {
             const UnitSetup& u = scenario().setup[std::size_t(row)];
             return std::vector<std::pair<std::string, std::string>>{{u.hex.text(), u.unit}};
         }});
    addPickButton("setup", 1);
}

void GtsForms::buildLeadersPage()
{
    addListPage("leaders", "Leaders",
                {{"Leader", false, "The id of a formation's Leader"}, {"Hex", false, "With a unit of his formation [21.2]: type it or pick it on the map"}},
                {[this] {
                     std::vector<std::string> rows;
                     for (const LeaderSetup& l : scenario().leaderSetup) rows.push_back(l.leader + "  " + l.hex.text());
                     return rows;
                 },
                 [this](int row) {
                     if (row < 0) return std::vector<std::string>{"", ""};
                     const LeaderSetup& l = scenario().leaderSetup[std::size_t(row)];
                     return std::vector<std::string>{l.leader, l.hex.text()};
                 },
                 [this](int row, const std::vector<std::string>& f) {
                     std::string leader;
                     if (std::string problem = parseToken(f[0], "The leader", leader); !problem.empty()) return problem;
                     return edit("Set-up of " + leader, [&](Scenario& s) {
                         if (!s.formationOfLeader(leader)) return "no leader \"" + leader + "\" in the order of battle";
                         LeaderSetup l = row < 0 ? LeaderSetup{} : s.leaderSetup[std::size_t(row)];
                         l.leader = leader;
                         if (std::string problem = parseHex(f[1], "The hex", l.hex); !problem.empty()) return problem;
                         if (row < 0) s.leaderSetup.push_back(std::move(l));
                         else s.leaderSetup[std::size_t(row)] = std::move(l);
                         return std::string();
                     });
                 },
                 [this](int row) {
                     return edit("Remove set-up of " + scenario().leaderSetup[std::size_t(row)].leader, [&](Scenario& s) {
                         s.leaderSetup.erase(s.leaderSetup.begin() + row);
                         return std::string();
                     });
                 },
         [this](int row) {
                     const LeaderSetup& l = scenario().leaderSetup[std::size_t(row)];
                     return std::vector<std::pair<std::string, std::string>>{{l.hex.text(), l.leader}};
                 }});
    addPickButton("leaders", 1);
}

void GtsForms::buildReinforcementsPage()
{
    addListPage(
        "reinforcements", "Reinforcements",
        {{"Turn", false, "Placed on this turn [8.0]"},
         {"Division", false, "The id of the division arriving"},
         {"Units", false, "Ids of its units arriving, separated by spaces"},
         {"Leaders", false, "Ids of its leaders arriving"},
         {"Division chit", false, "Its Division Activation Chit is gained this turn [9.0]", kYesNo},
         {"Entry hex", false, "A named entry hex (type it or pick it on the map); empty: any hex with the symbol"},
         {"Entry symbol", false, "Any entry hex marked with this Division symbol [8.0]; a hex, a symbol or both when units arrive"}},
        {[this] {
             std::vector<std::string> rows;
             for (const Reinforcement& r : scenario().reinforcements) {
                 std::string where;
                 if (r.entry && r.entry->hex) where = "  at " + r.entry->hex->text() + (r.entry->symbol.empty() ? "" : " (" + r.entry->symbol + ")");
                 else if (r.entry) where = "  at symbol " + r.entry->symbol;
                 rows.push_back("Turn " + std::to_string(r.turn) + "  " + r.division + ": " + std::to_string(r.units.size()) + " units, " +
                                std::to_string(r.leaders.size()) + " leaders" + (r.divisionChit ? ", chit" : "") + where);
             }
             return rows;
         },
         [this](int row) {
             if (row < 0) return std::vector<std::string>{"1", "", "", "", "no", "", ""};
             const Reinforcement& r = scenario().reinforcements[std::size_t(row)];
             return std::vector<std::string>{std::to_string(r.turn),
                                             r.division,
                                             refText(r.units),
                                             refText(r.leaders),
                                             yesNo(r.divisionChit),
                                             r.entry && r.entry->hex ? r.entry->hex->text() : "",
                                             r.entry ? r.entry->symbol : ""};
         },
         [this](int row, const std::vector<std::string>& f) {
             std::string division;
             if (std::string problem = parseToken(f[1], "The division", division); !problem.empty()) return problem;
             return edit("Reinforcement of " + division, [&](Scenario& s) {
                 if (!s.findDivision(division)) return "no division \"" + division + "\"";
                 Reinforcement r = row < 0 ? Reinforcement{} : s.reinforcements[std::size_t(row)];
                 r.division = division;
                 std::string problem = st::parseInt(f[0], 1, "The turn", r.turn);
                 if (problem.empty()) problem = parseYesNo(f[4], "Division chit", r.divisionChit);
                 if (!problem.empty()) return problem;
                 r.units = parseRefs(f[2], r.units);
                 r.leaders = parseRefs(f[3], r.leaders);
                 const std::string hex = st::trim(f[5]), symbol = st::trim(f[6]);
                 if (hex.empty() && symbol.empty()) {
                     if (!r.units.empty() || !r.leaders.empty())
                         return std::string("arriving units need an entry: a hex, a Division symbol or both [8.0]");
                     r.entry.reset(); // nothing arrives: the chit alone
                 } else {
                     EntryPoint e = r.entry.value_or(EntryPoint{});
                     e.hex.reset();
                     if (!hex.empty()) problem = parseHex(hex, "The entry hex", e.hex.emplace());
                     if (problem.empty() && !symbol.empty()) problem = parseToken(symbol, "The entry symbol", e.symbol);
                     if (symbol.empty()) e.symbol.clear();
                     if (!problem.empty()) return problem;
                     r.entry = std::move(e);
                 }
                 if (row < 0) s.reinforcements.push_back(std::move(r));
                 else s.reinforcements[std::size_t(row)] = std::move(r);
                 return std::string();
             });
         },
         [this](int row) {
             const Reinforcement& r = scenario().reinforcements[std::size_t(row)];
             return edit("Remove reinforcement of " + r.division + " on turn " + std::to_string(r.turn), [&](Scenario& s) {
                 s.reinforcements.erase(s.reinforcements.begin() + row);
                 return std::string();
             });
         },
         [this](int row) {
             const Reinforcement& r = scenario().reinforcements[std::size_t(row)];
             std::vector<std::pair<std::string, std::string>> out;
             if (r.entry && r.entry->hex) out.push_back({r.entry->hex->text(), "T" + std::to_string(r.turn)});
             return out;
         }});
    addPickButton("reinforcements", 5);
}

void GtsForms::buildFirstTurnPage()
{
    addListPage("first-turn", "First turn",
                {{"First player", false, "The id of the army that goes first [10.0.1]"},
                 {"Chits in the mug", false, "KIND:ID each, KIND division, formation or direct-command: \"division:11ld direct-command:red\" [9.0]"}},
                {[this] { return std::vector<std::string>{"First player: " + scenario().firstTurn.firstPlayer}; },
                 [this](int) {
                     return std::vector<std::string>{scenario().firstTurn.firstPlayer, chitText(scenario().firstTurn.mug)};
                 },
                 [this](int, const std::vector<std::string>& f) {
                     return edit("First turn", [&](Scenario& s) {
                         std::string problem = parseToken(f[0], "The first player", s.firstTurn.firstPlayer);
                         if (problem.empty() && !s.findArmy(s.firstTurn.firstPlayer)) problem = "no army \"" + s.firstTurn.firstPlayer + "\"";
                         if (problem.empty()) problem = parseChits(f[1], s.firstTurn.mug);
                         return problem;
                     });
                 },
                 nullptr});
}

void GtsForms::buildVictoryPage()
{
    addListPage("victory", "Victory",
                {{"Hex", false, "An objective hex (type it or pick it on the map) [12.0]"},
                 {"Army", false, "The id of the army it scores for"},
                 {"Points", false, "Victory points it is worth"}},
                {[this] {
                     std::vector<std::string> rows;
                     for (const VictoryHex& h : scenario().victory.hexes) rows.push_back(h.hex.text() + "  " + h.army + " " + std::to_string(h.points) + " VP");
                     return rows;
                 },
                 [this](int row) {
                     if (row < 0) return std::vector<std::string>{"", scenario().armies.empty() ? "" : scenario().armies.front().id, "1"};
                     const VictoryHex& h = scenario().victory.hexes[std::size_t(row)];
                     return std::vector<std::string>{h.hex.text(), h.army, std::to_string(h.points)};
                 },
                 [this](int row, const std::vector<std::string>& f) {
                     return edit("Victory hex " + st::trim(f[0]), [&](Scenario& s) {
                         VictoryHex h = row < 0 ? VictoryHex{} : s.victory.hexes[std::size_t(row)];
                         std::string problem = parseHex(f[0], "The hex", h.hex);
                         if (problem.empty()) problem = parseToken(f[1], "The army", h.army);
                         if (problem.empty() && !s.findArmy(h.army)) problem = "no army \"" + h.army + "\"";
                         if (problem.empty()) problem = st::parseInt(f[2], 0, "Points", h.points);
                         if (!problem.empty()) return problem;
                         if (row < 0) s.victory.hexes.push_back(std::move(h));
                         else s.victory.hexes[std::size_t(row)] = std::move(h);
                         return std::string();
                     });
                 },
                 [this](int row) {
                     return edit("Remove victory hex " + scenario().victory.hexes[std::size_t(row)].hex.text(), [&](Scenario& s) {
                         s.victory.hexes.erase(s.victory.hexes.begin() + row);
                         return std::string();
                     });
                 },
         [this](int row) {
                     const VictoryHex& h = scenario().victory.hexes[std::size_t(row)];
                     return std::vector<std::pair<std::string, std::string>>{{h.hex.text(), std::to_string(h.points) + " VP"}};
                 }});
    addPickButton("victory", 0);
}

} // namespace crestline::gui::gts_forms
