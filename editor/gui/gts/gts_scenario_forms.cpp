// The GTS scenario forms (see gts_scenario_forms.h): the forms entry, the
// scenario's words and weather, and the order of battle: armies, divisions,
// formations with leaders, units. Turns, set-up, reinforcements, the first
// turn and victory are in gts_scenario_play_forms.cpp.

#include "editor/gui/gts/gts_scenario_forms.h"

#include "editor/gui/scenario_text.h"
#include "editor/jobs/gts/gts_scenario_jobs.h"
#include "formats/scenario/gts/gts_scenario_format.h"

#include <memory>

namespace crestline::gui {

namespace st = scenario_text;
using namespace scenarios::gts;

ScenarioForms gtsScenarioForms()
{
    ScenarioForms f;
    f.kind = "gts-scenario";
    f.caption = "GTS scenario";
    f.read = [](std::string_view text, const std::filesystem::path& file) -> std::unique_ptr<jobs::Document> {
        return std::make_unique<jobs::DocumentOf<jobs::GtsScenarioDocument>>(
            "gts-scenario", file, jobs::GtsScenarioDocument::fromRead(file, formats::loadGtsScenarioText(text, file)));
    };
    f.check = [](const jobs::Document& doc) { return jobs::checkGtsScenarioFile(*jobs::as<jobs::GtsScenarioDocument>(doc)).findings; };
    f.make = [](wxWindow* parent, ScenarioFormsHost& host) -> ScenarioFormsPanel* { return new gts_forms::GtsForms(parent, host); };
    return f;
}

namespace gts_forms {

using namespace forms_text;

namespace {

const std::vector<std::string> kYesNo{"no", "yes"};

std::vector<std::string> names(std::initializer_list<std::string_view> list)
{
    std::vector<std::string> out;
    for (std::string_view s : list) out.emplace_back(s);
    return out;
}

/// Where a Division, Formation or Unit is in the order of battle.
struct At {
    std::size_t army = 0, division = 0, formation = 0, unit = 0;
};

std::vector<At> divisionsOf(const GtsScenario& s)
{
    std::vector<At> out;
    for (std::size_t a = 0; a < s.armies.size(); ++a)
        for (std::size_t d = 0; d < s.armies[a].divisions.size(); ++d) out.push_back({a, d});
    return out;
}

std::vector<At> formationsOf(const GtsScenario& s)
{
    std::vector<At> out;
    for (const At& d : divisionsOf(s))
        for (std::size_t f = 0; f < s.armies[d.army].divisions[d.division].formations.size(); ++f) out.push_back({d.army, d.division, f});
    return out;
}

std::vector<At> unitsOf(const GtsScenario& s)
{
    std::vector<At> out;
    for (const At& f : formationsOf(s))
        for (std::size_t u = 0; u < s.armies[f.army].divisions[f.division].formations[f.formation].units.size(); ++u)
            out.push_back({f.army, f.division, f.formation, u});
    return out;
}

Division& divisionAt(GtsScenario& s, const At& at) { return s.armies[at.army].divisions[at.division]; }
Formation& formationAt(GtsScenario& s, const At& at) { return divisionAt(s, at).formations[at.formation]; }
const Formation& formationAt(const GtsScenario& s, const At& at) { return s.armies[at.army].divisions[at.division].formations[at.formation]; }

/// The index of the Army, Division or Formation with id `id` (problem naming `what` if none).
template <class List>
std::string findId(const List& list, const std::string& id, const std::string& what, std::size_t& out)
{
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].id == id) return out = i, std::string();
    return "no " + what + " \"" + id + "\"";
}

std::string optionalInt(const std::optional<int>& v) { return v ? std::to_string(*v) : std::string(); }

} // namespace

GtsForms::GtsForms(wxWindow* parent, ScenarioFormsHost& host) : ScenarioFormsPanel(parent, host)
{
    buildScenarioPage();
    addMapsPage([this]() -> const auto& { return scenario().maps; },
                mapsEditRenaming<Scenario>([this](const std::string& label, const auto& change) { return edit(label, change); },
                                           [](Scenario& s, const std::string& from, const std::string& to) { renameMap(s, from, to); }));
    buildTurnsPage();
    buildArmiesPage();
    buildDivisionsPage();
    buildFormationsPage();
    buildUnitsPage();
    buildSetupPage();
    buildLeadersPage();
    buildReinforcementsPage();
    buildFirstTurnPage();
    buildVictoryPage();
    addSpecialRulesPage([this]() -> const auto& { return scenario().specialRules; },
                        [this](const std::string& label, const auto& change) { return edit(label, [&](Scenario& s) { return change(s.specialRules); }); });
    addNotesPage([this]() -> const auto& { return scenario().notes; },
                 [this](const std::string& label, const auto& change) { return edit(label, [&](Scenario& s) { return change(s.notes); }); });
}

const GtsForms::Scenario& GtsForms::scenario() { return jobs::as<jobs::GtsScenarioDocument>(host().document())->scenario(); }

std::string GtsForms::edit(const std::string& label, const std::function<std::string(Scenario&)>& change)
{
    Scenario copy = scenario();
    if (std::string problem = change(copy); !problem.empty()) return problem;
    std::string text = formats::writeGtsScenarioText(copy);
    if (text == host().text()) return {};
    return host().execute(label, std::move(text)) ? std::string() : "not applied: the scenario would not read back (see the message)";
}

void GtsForms::buildScenarioPage()
{
    RecordPage* page = addListPage(
        "scenario", "Scenario",
        {{"Title", false, ""},
         {"Date", false, "As printed, e.g. \"12 June 1944\"; may be empty"},
         {"Last turn", false, "Victory is determined after this turn [12.0]"},
         {"Weather at start", false, "[6.0, 26.0]", names({"clear", "overcast", "fog", "rain"})},
         {"Weather may change", false, "Rolled for before each daylight turn [6.0]", kYesNo},
         {"History", true, ""},
         {"Victory in words", true, "The victory conditions as printed [12.0]; the objective hexes are on the Victory page"}},
        {[this] { return std::vector<std::string>{scenario().title.empty() ? std::string("(untitled)") : scenario().title}; },
         [this](int) {
             const Scenario& s = scenario();
             return std::vector<std::string>{s.title, s.date, std::to_string(s.turnRecord.last), std::string(weatherName(s.weather.start)),
                                             yesNo(s.weather.mayChange), s.history, s.victory.text};
         },
         [this](int, const std::vector<std::string>& f) {
             return edit("Scenario details", [&](Scenario& s) {
                 std::string problem = parseName(f[0], "The title", s.title);
                 if (problem.empty()) problem = st::parseInt(f[2], 1, "The last turn", s.turnRecord.last);
                 const auto weather = weatherFromName(f[3]);
                 if (problem.empty() && !weather) problem = "choose the weather at start";
                 if (problem.empty()) problem = parseYesNo(f[4], "Weather may change", s.weather.mayChange);
                 if (!problem.empty()) return problem;
                 s.date = st::trim(f[1]);
                 s.weather.start = *weather;
                 s.history = st::trim(f[5]);
                 s.victory.text = st::trim(f[6]);
                 return std::string();
             });
         },
         nullptr});
    (void)page;
}

void GtsForms::buildArmiesPage()
{
    addListPage(
        "armies", "Armies",
        {{"Id", false, "One word; air units, victory hexes, the first player and its Direct Command chit name it (renamed with it)"},
         {"Name", false, ""},
         {"Road blocks", false, "In play at one time [23.1]"},
         {"Rearguards", false, "In play at one time [24.2, 24.5]"},
         {"Rearguards in game", false, "That may be created in the whole game [24.5]; empty: no limit"}},
        {[this] {
             std::vector<std::string> rows;
             for (const Army& a : scenario().armies) rows.push_back(a.id + "  " + a.name);
             return rows;
         },
         [this](int row) {
             if (row < 0) return std::vector<std::string>{"", "", "0", "0", ""};
             const Army& a = scenario().armies[std::size_t(row)];
             return std::vector<std::string>{a.id, a.name, std::to_string(a.roadBlocks), std::to_string(a.rearguards), optionalInt(a.rearguardsTotal)};
         },
         [this](int row, const std::vector<std::string>& f) {
             std::string id;
             if (std::string problem = parseToken(f[0], "The army's id", id); !problem.empty()) return problem;
             return edit("Army " + id, [&](Scenario& s) {
                 Army a = row < 0 ? Army{} : s.armies[std::size_t(row)];
                 if (row >= 0 && a.id != id) { // what names it follows
                     if (s.findArmy(id)) return "another army has the id \"" + id + "\"";
                     renameArmy(s, a.id, id);
                 }
                 a.id = id;
                 std::string problem = parseName(f[1], "The name", a.name);
                 if (problem.empty()) problem = st::parseInt(f[2], 0, "Road blocks", a.roadBlocks);
                 if (problem.empty()) problem = st::parseInt(f[3], 0, "Rearguards", a.rearguards);
                 a.rearguardsTotal.reset();
                 if (problem.empty() && !st::trim(f[4]).empty()) problem = st::parseInt(f[4], 0, "Rearguards in game", a.rearguardsTotal.emplace());
                 if (!problem.empty()) return problem;
                 if (row < 0) s.armies.push_back(std::move(a));
                 else s.armies[std::size_t(row)] = std::move(a);
                 return std::string();
             });
         },
         [this](int row) {
             return edit("Remove army " + scenario().armies[std::size_t(row)].id, [&](Scenario& s) {
                 s.armies.erase(s.armies.begin() + row);
                 return std::string();
             });
         }});
}

void GtsForms::buildDivisionsPage()
{
    addListPage(
        "divisions", "Divisions",
        {{"Army", false, "The id of its army"},
         {"Id", false, ""},
         {"Name", false, ""},
         {"Symbol", false, "As printed in its entry hexes [8.0], e.g. 11LD"},
         {"Chit in play", false, "Its Division Activation Chit is in the mug from the start [9.0]", kYesNo},
         {"Command rating", false, "[10.0.3]"},
         {"Dispatch rating", false, "[10.0.3]"},
         {"Command points", false, "At start, 0..19 [10.0.4]"},
         {"Dispatch points", false, "At start, 0..19 [10.0.4]"},
         {"Chit discount", false, "Dispatch Points for all its Formation chits at once: \"THIS NEXT\" (this turn, held for next) [7.2]; empty: none"}},
        {[this] {
             std::vector<std::string> rows;
             for (const At& at : divisionsOf(scenario())) {
                 const Army& a = scenario().armies[at.army];
                 const Division& d = a.divisions[at.division];
                 rows.push_back(a.id + " / " + d.id + "  " + d.name + "  [" + d.symbol + "]");
             }
             return rows;
         },
         [this](int row) {
             if (row < 0) {
                 const std::string army = scenario().armies.empty() ? "" : scenario().armies.front().id;
                 return std::vector<std::string>{army, "", "", "", "no", "0", "0", "0", "0", ""};
             }
             const At at = divisionsOf(scenario())[std::size_t(row)];
             const Division& d = scenario().armies[at.army].divisions[at.division];
             const std::string discount = d.discount ? std::to_string(d.discount->thisTurn) + " " + std::to_string(d.discount->nextTurn) : "";
             return std::vector<std::string>{scenario().armies[at.army].id, d.id, d.name, d.symbol, yesNo(d.chitInPlay),
                                             std::to_string(d.commandRating), std::to_string(d.dispatchRating), std::to_string(d.commandPoints),
                                             std::to_string(d.dispatchPoints), discount};
         },
         [this](int row, const std::vector<std::string>& f) {
             std::string id;
             if (std::string problem = parseToken(f[1], "The division's id", id); !problem.empty()) return problem;
             return edit("Division " + id, [&](Scenario& s) {
                 std::size_t army = 0;
                 std::string problem = findId(s.armies, st::trim(f[0]), "army", army);
                 const bool existing = row >= 0;
                 const At at = existing ? divisionsOf(s)[std::size_t(row)] : At{};
                 Division d = existing ? divisionAt(s, at) : Division{};
                 if (existing && d.id != id) { // what names it follows
                     if (s.findDivision(id)) return "another division has the id \"" + id + "\"";
                     renameDivision(s, d.id, id);
                 }
                 d.id = id;
                 if (problem.empty()) problem = parseName(f[2], "The name", d.name);
                 if (problem.empty()) problem = parseToken(f[3], "The symbol", d.symbol);
                 if (problem.empty()) problem = parseYesNo(f[4], "Chit in play", d.chitInPlay);
                 if (problem.empty()) problem = st::parseInt(f[5], 0, "The command rating", d.commandRating);
                 if (problem.empty()) problem = st::parseInt(f[6], 0, "The dispatch rating", d.dispatchRating);
                 if (problem.empty()) problem = st::parseInt(f[7], 0, "Command points", d.commandPoints);
                 if (problem.empty()) problem = st::parseInt(f[8], 0, "Dispatch points", d.dispatchPoints);
                 const std::vector<std::string> discount = st::words(f[9]);
                 if (problem.empty() && discount.empty()) d.discount.reset();
                 else if (problem.empty() && discount.size() != 2) problem = "The chit discount is two numbers, this turn and next turn, or empty";
                 else if (problem.empty()) {
                     ChitDiscount c = d.discount.value_or(ChitDiscount{});
                     problem = st::parseInt(discount[0], 0, "The discount this turn", c.thisTurn);
                     if (problem.empty()) problem = st::parseInt(discount[1], 0, "The discount next turn", c.nextTurn);
                     d.discount = c;
                 }
                 if (!problem.empty()) return problem;
                 if (existing && at.army == army) {
                     divisionAt(s, at) = std::move(d); // in place
                 } else {
                     if (existing) s.armies[at.army].divisions.erase(s.armies[at.army].divisions.begin() + std::ptrdiff_t(at.division));
                     s.armies[army].divisions.push_back(std::move(d)); // to the end of its (new) army
                 }
                 return std::string();
             });
         },
         [this](int row) {
             const At at = divisionsOf(scenario())[std::size_t(row)];
             return edit("Remove division " + scenario().armies[at.army].divisions[at.division].id, [&](Scenario& s) {
                 s.armies[at.army].divisions.erase(s.armies[at.army].divisions.begin() + std::ptrdiff_t(at.division));
                 return std::string();
             });
         }});
}

void GtsForms::buildFormationsPage()
{
    addListPage(
        "formations", "Formations",
        {{"Division", false, "The id of its division"},
         {"Id", false, ""},
         {"Name", false, ""},
         {"Colour", false, "Counter colour: \"#4a6b2f\" or a name"},
         {"Independent", false, "An Independent Formation has no Leader [29.27]", kYesNo},
         {"Leader id", false, "Empty: no Leader (an Independent Formation)"},
         {"Leader name", false, ""},
         {"Command range", false, "The Leader's Command Range in hexes [21.1]"}},
        {[this] {
             std::vector<std::string> rows;
             for (const At& at : formationsOf(scenario())) {
                 const Division& d = scenario().armies[at.army].divisions[at.division];
                 const Formation& f = d.formations[at.formation];
                 rows.push_back(d.id + " / " + f.id + "  " + f.name + (f.leader ? "  (" + f.leader->name + ")" : f.independent ? "  (independent)" : ""));
             }
             return rows;
         },
         [this](int row) {
             if (row < 0) {
                 const auto all = divisionsOf(scenario());
                 const std::string division = all.empty() ? "" : scenario().armies[all.front().army].divisions[all.front().division].id;
                 return std::vector<std::string>{division, "", "", "", "no", "", "", "0"};
             }
             const At at = formationsOf(scenario())[std::size_t(row)];
             const Division& d = scenario().armies[at.army].divisions[at.division];
             const Formation& f = d.formations[at.formation];
             return std::vector<std::string>{d.id, f.id, f.name, f.colour, yesNo(f.independent), f.leader ? f.leader->id : "",
                                             f.leader ? f.leader->name : "", f.leader ? std::to_string(f.leader->commandRange) : "0"};
         },
         [this](int row, const std::vector<std::string>& f) {
             std::string id;
             if (std::string problem = parseToken(f[1], "The formation's id", id); !problem.empty()) return problem;
             return edit("Formation " + id, [&](Scenario& s) {
                 std::optional<At> to;
                 for (const At& d : divisionsOf(s))
                     if (divisionAt(s, d).id == st::trim(f[0])) to = d;
                 if (!to) return "no division \"" + st::trim(f[0]) + "\"";
                 const bool existing = row >= 0;
                 const At at = existing ? formationsOf(s)[std::size_t(row)] : At{};
                 Formation x = existing ? formationAt(s, at) : Formation{};
                 if (existing && x.id != id) { // what names it follows
                     if (s.findFormation(id)) return "another formation has the id \"" + id + "\"";
                     renameFormation(s, x.id, id);
                 }
                 x.id = id;
                 std::string problem = parseName(f[2], "The name", x.name);
                 if (problem.empty()) problem = parseToken(f[3], "The colour", x.colour);
                 if (problem.empty()) problem = parseYesNo(f[4], "Independent", x.independent);
                 if (!problem.empty()) return problem;
                 if (st::trim(f[5]).empty()) {
                     x.leader.reset();
                 } else {
                     Leader l = x.leader.value_or(Leader{});
                     const std::string was = existing && x.leader ? x.leader->id : std::string();
                     problem = parseToken(f[5], "The leader's id", l.id);
                     if (problem.empty() && !was.empty() && l.id != was) { // his set-up and arrivals follow
                         if (s.formationOfLeader(l.id)) return "another formation's leader has the id \"" + l.id + "\"";
                         renameLeader(s, was, l.id);
                     }
                     if (problem.empty()) problem = parseName(f[6], "The leader's name", l.name);
                     if (problem.empty()) problem = st::parseInt(f[7], 0, "The command range", l.commandRange);
                     if (!problem.empty()) return problem;
                     x.leader = std::move(l);
                 }
                 if (existing && at.army == to->army && at.division == to->division) {
                     formationAt(s, at) = std::move(x);
                 } else {
                     if (existing) divisionAt(s, at).formations.erase(divisionAt(s, at).formations.begin() + std::ptrdiff_t(at.formation));
                     divisionAt(s, *to).formations.push_back(std::move(x));
                 }
                 return std::string();
             });
         },
         [this](int row) {
             const At at = formationsOf(scenario())[std::size_t(row)];
             return edit("Remove formation " + formationAt(scenario(), at).id, [&](Scenario& s) {
                 divisionAt(s, at).formations.erase(divisionAt(s, at).formations.begin() + std::ptrdiff_t(at.formation));
                 return std::string();
             });
         }});
}

void GtsForms::buildUnitsPage()
{
    addListPage(
        "units", "Units",
        {{"Formation", false, "The id of its formation"},
         {"Id", false, ""},
         {"Name", false, "Unit Designation as printed"},
         {"Movement class", false, "[29.34]", names({"wheeled", "tracked", "leg", "immobile"})},
         {"Steps", false, "0..2 [29.43]"},
         {"Organic transport", false, "A black box around the Step dots [29.43, 14.10]", kYesNo}},
        {[this] {
             std::vector<std::string> rows;
             for (const At& at : unitsOf(scenario())) {
                 const Formation& f = scenario().armies[at.army].divisions[at.division].formations[at.formation];
                 const Unit& u = f.units[at.unit];
                 rows.push_back(f.id + " / " + u.id + "  " + u.name + "  " + std::string(movementClassName(u.movement)) + ", " +
                                std::to_string(u.steps) + (u.steps == 1 ? " step" : " steps"));
             }
             return rows;
         },
         [this](int row) {
             if (row < 0) {
                 const auto all = formationsOf(scenario());
                 const std::string formation = all.empty() ? "" : formationAt(scenario(), all.front()).id;
                 return std::vector<std::string>{formation, "", "", "leg", "2", "no"};
             }
             const At at = unitsOf(scenario())[std::size_t(row)];
             const Formation& f = scenario().armies[at.army].divisions[at.division].formations[at.formation];
             const Unit& u = f.units[at.unit];
             return std::vector<std::string>{f.id, u.id, u.name, std::string(movementClassName(u.movement)), std::to_string(u.steps),
                                             yesNo(u.organicTransport)};
         },
         [this](int row, const std::vector<std::string>& f) {
             std::string id;
             if (std::string problem = parseToken(f[1], "The unit's id", id); !problem.empty()) return problem;
             return edit("Unit " + id, [&](Scenario& s) {
                 std::optional<At> to;
                 for (const At& x : formationsOf(s))
                     if (formationAt(s, x).id == st::trim(f[0])) to = x;
                 if (!to) return "no formation \"" + st::trim(f[0]) + "\"";
                 const bool existing = row >= 0;
                 const At at = existing ? unitsOf(s)[std::size_t(row)] : At{};
                 Unit u = existing ? formationAt(s, at).units[at.unit] : Unit{};
                 if (existing && u.id != id) { // its set-up and arrival follow
                     if (s.findUnit(id).unit) return "another unit has the id \"" + id + "\"";
                     renameUnit(s, u.id, id);
                 }
                 u.id = id;
                 std::string problem = parseName(f[2], "The name", u.name);
                 const auto movement = movementClassFromName(f[3]);
                 if (problem.empty() && !movement) problem = "choose the movement class";
                 if (problem.empty()) problem = st::parseInt(f[4], 0, "Steps", u.steps);
                 if (problem.empty() && u.steps > 2) problem = "a unit has 0, 1 or 2 steps [29.43]";
                 if (problem.empty()) problem = parseYesNo(f[5], "Organic transport", u.organicTransport);
                 if (!problem.empty()) return problem;
                 u.movement = *movement;
                 if (existing && at.army == to->army && at.division == to->division && at.formation == to->formation) {
                     formationAt(s, at).units[at.unit] = std::move(u);
                 } else {
                     if (existing) formationAt(s, at).units.erase(formationAt(s, at).units.begin() + std::ptrdiff_t(at.unit));
                     formationAt(s, *to).units.push_back(std::move(u));
                 }
                 return std::string();
             });
         },
         [this](int row) {
             const At at = unitsOf(scenario())[std::size_t(row)];
             return edit("Remove unit " + formationAt(scenario(), at).units[at.unit].id, [&](Scenario& s) {
                 formationAt(s, at).units.erase(formationAt(s, at).units.begin() + std::ptrdiff_t(at.unit));
                 return std::string();
             });
         }});
}

} // namespace gts_forms

} // namespace crestline::gui
