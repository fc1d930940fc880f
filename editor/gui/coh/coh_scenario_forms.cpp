// The CoH scenario forms (see coh_scenario_forms.h): the forms entry, the
// scenario's words and rounds, the sides and the units. Fortifications,
// smoke, reinforcements and victory are in coh_scenario_places_forms.cpp,
// the hidden set-up in coh_hidden_setup_page.cpp.

#include "editor/gui/coh/coh_scenario_forms.h"

#include "editor/gui/scenario_text.h"
#include "editor/jobs/coh/coh_scenario_jobs.h"
#include "formats/scenario/coh/coh_scenario_format.h"

#include <memory>

namespace crestline::gui {

namespace st = scenario_text;
using namespace scenarios::coh;

ScenarioForms cohScenarioForms()
{
    ScenarioForms f;
    f.kind = "coh-scenario";
    f.caption = "CoH scenario";
    f.read = [](std::string_view text, const std::filesystem::path& file) -> std::unique_ptr<jobs::Document> {
        return std::make_unique<jobs::DocumentOf<jobs::CohScenarioDocument>>(
            "coh-scenario", file, jobs::CohScenarioDocument::fromRead(file, formats::loadCohScenarioText(text, file)));
    };
    f.check = [](const jobs::Document& doc) { return jobs::checkCohScenarioFile(*jobs::as<jobs::CohScenarioDocument>(doc)).findings; };
    f.make = [](wxWindow* parent, ScenarioFormsHost& host) -> ScenarioFormsPanel* { return new coh_forms::CohForms(parent, host); };
    return f;
}

namespace coh_forms {

using namespace forms_text;

namespace {

const std::vector<std::string> kYesNo{"no", "yes"};

std::string optionalInt(const std::optional<int>& v) { return v ? std::to_string(*v) : std::string(); }

/// "" -> unset, else a whole number >= min.
std::string parseOptionalInt(const std::string& text, int min, const std::string& what, std::optional<int>& out)
{
    out.reset();
    if (st::trim(text).empty()) return {};
    return st::parseInt(text, min, what, out.emplace());
}

/// "2:1 3:1" <-> Action Cards drawn per round [8.0].
std::string drawText(const std::vector<CardDraw>& draws)
{
    std::string out;
    for (const CardDraw& d : draws) out += (out.empty() ? "" : " ") + std::to_string(d.round) + ":" + std::to_string(d.cards);
    return out;
}

std::string parseDraws(const std::string& text, std::vector<CardDraw>& draws)
{
    std::vector<CardDraw> out;
    for (const std::string& w : st::words(text)) {
        const std::size_t colon = w.find(':');
        if (colon == std::string::npos) return "card draws are ROUND:CARDS, e.g. 2:1, not \"" + w + "\"";
        CardDraw d;
        std::string problem = st::parseInt(w.substr(0, colon), 1, "The round of a draw", d.round);
        if (problem.empty()) problem = st::parseInt(w.substr(colon + 1), 0, "The cards drawn", d.cards);
        if (!problem.empty()) return problem;
        for (const CardDraw& kept : draws)
            if (kept.round == d.round) d.extras = kept.extras;
        out.push_back(std::move(d));
    }
    draws = std::move(out);
    return {};
}

/// Artillery, one a line: "105mm battery | 1" [12.1, 12.2].
std::string artilleryText(const std::vector<Artillery>& list)
{
    std::string out;
    for (const Artillery& a : list) out += (out.empty() ? "" : "\n") + a.name + " | " + std::to_string(a.strikes);
    return out;
}

std::string parseArtillery(const std::string& text, std::vector<Artillery>& list)
{
    std::vector<Artillery> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string line = st::trim(text.substr(start, end - start));
        start = end + 1;
        if (line.empty()) continue;
        const std::size_t bar = line.find('|');
        if (bar == std::string::npos) return "artillery is one a line, NAME | STRIKES, not \"" + line + "\"";
        Artillery a;
        a.name = st::trim(line.substr(0, bar));
        if (a.name.empty()) return "an artillery line needs a name";
        if (std::string problem = st::parseInt(line.substr(bar + 1), 0, "The strikes of " + a.name, a.strikes); !problem.empty()) return problem;
        for (const Artillery& kept : list)
            if (kept.name == a.name) a.extras = kept.extras;
        out.push_back(std::move(a));
    }
    list = std::move(out);
    return {};
}

std::string cardsText(const std::vector<WeaponCard>& cards)
{
    std::string out;
    for (const WeaponCard& c : cards) out += (out.empty() ? "" : ", ") + c.name;
    return out;
}

void parseCards(const std::string& text, std::vector<WeaponCard>& cards)
{
    std::vector<WeaponCard> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(',', start), text.size());
        WeaponCard c;
        c.name = st::trim(text.substr(start, end - start));
        start = end + 1;
        if (c.name.empty()) continue;
        for (const WeaponCard& kept : cards)
            if (kept.name == c.name) c.extras = kept.extras;
        out.push_back(std::move(c));
    }
    cards = std::move(out);
}

} // namespace

CohForms::CohForms(wxWindow* parent, ScenarioFormsHost& host) : ScenarioFormsPanel(parent, host)
{
    buildScenarioPage();
    addMapsPage([this]() -> const auto& { return scenario().maps; },
                mapsEditRenaming<Scenario>([this](const std::string& label, const auto& change) { return edit(label, change); },
                                           [](Scenario& s, const std::string& from, const std::string& to) { renameMap(s, from, to); }));
    buildSidesPage();
    buildUnitsPage();
    buildFortificationsPage();
    buildSmokePage();
    buildReinforcementsPage();
    buildVictoryPage();
    buildSetupAreasPage();
    addSpecialRulesPage([this]() -> const auto& { return scenario().specialRules; },
                        [this](const std::string& label, const auto& change) { return edit(label, [&](Scenario& s) { return change(s.specialRules); }); });
    addNotesPage([this]() -> const auto& { return scenario().notes; },
                 [this](const std::string& label, const auto& change) { return edit(label, [&](Scenario& s) { return change(s.notes); }); });
    buildHiddenPage();
}

void CohForms::reload()
{
    ScenarioFormsPanel::reload();
    showHidden();
}

const CohForms::Scenario& CohForms::scenario() { return jobs::as<jobs::CohScenarioDocument>(host().document())->scenario(); }

std::string CohForms::edit(const std::string& label, const std::function<std::string(Scenario&)>& change)
{
    Scenario copy = scenario();
    if (std::string problem = change(copy); !problem.empty()) return problem;
    std::string text = formats::writeCohScenarioText(copy);
    if (text == host().text()) return {};
    return host().execute(label, std::move(text)) ? std::string() : "not applied: the scenario would not read back (see the message)";
}

bool CohForms::hides(const Finding& f) const
{
    if (!m_hiddenSide) return false;
    for (const Unit& u : jobs::as<jobs::CohScenarioDocument>(host().document())->scenario().units) {
        if (!secret(u)) continue;
        const std::string hex = u.hex ? u.hex->text() : std::string();
        for (const std::string& text : {f.message, f.where.feature, f.where.hex, f.where.element})
            if (text.find(u.id) != std::string::npos || (!hex.empty() && text.find(hex) != std::string::npos)) return true;
    }
    return false;
}

bool CohForms::secret(const Unit& unit) const { return m_hiddenSide && unit.hidden && unit.side != *m_hiddenSide; }

void CohForms::buildScenarioPage()
{
    addListPage("scenario", "Scenario",
                {{"Title", false, ""},
                 {"Rounds", false, "The game ends after this round"},
                 {"History", true, ""},
                 {"Victory in words", true, "The victory conditions as printed; the objectives are on the Victory page"}},
                {[this] { return std::vector<std::string>{scenario().title.empty() ? std::string("(untitled)") : scenario().title}; },
                 [this](int) {
                     const Scenario& s = scenario();
                     return std::vector<std::string>{s.title, std::to_string(s.rounds), s.history, s.victory.text};
                 },
                 [this](int, const std::vector<std::string>& f) {
                     return edit("Scenario details", [&](Scenario& s) {
                         std::string problem = parseName(f[0], "The title", s.title);
                         if (problem.empty()) problem = st::parseInt(f[1], 1, "Rounds", s.rounds);
                         s.history = st::trim(f[2]);
                         s.victory.text = st::trim(f[3]);
                         return problem;
                     });
                 },
                 nullptr});
}

void CohForms::buildSidesPage()
{
    addListPage(
        "sides", "Sides",
        {{"Id", false, ""},
         {"Name", false, ""},
         {"CAPs", false, "Command Action Points at start [3.2]"},
         {"Cards dealt", false, "Action Cards dealt at start [8.0]"},
         {"Cards drawn", false, "Per round, ROUND:CARDS: \"2:1 4:1\" [8.0]"},
         {"Artillery", true, "Off-board artillery, one a line: NAME | STRIKES [12.1, 12.2]"}},
        {[this] {
             std::vector<std::string> rows;
             for (const Side& s : scenario().sides) rows.push_back(s.id + "  " + s.name + "  " + std::to_string(s.caps) + " CAPs");
             return rows;
         },
         [this](int row) {
             if (row < 0) return std::vector<std::string>{"", "", "0", "0", "", ""};
             const Side& s = scenario().sides[std::size_t(row)];
             return std::vector<std::string>{s.id, s.name, std::to_string(s.caps), std::to_string(s.cardsDealt), drawText(s.draws), artilleryText(s.artillery)};
         },
         [this](int row, const std::vector<std::string>& f) {
             std::string id;
             if (std::string problem = parseToken(f[0], "The side's id", id); !problem.empty()) return problem;
             return edit("Side " + id, [&](Scenario& s) {
                 Side x = row < 0 ? Side{} : s.sides[std::size_t(row)];
                 if (row >= 0 && x.id != id) { // its units and all else naming it go with it
                     if (s.findSide(id)) return "another side has the id \"" + id + "\"";
                     renameSide(s, x.id, id);
                 }
                 x.id = id;
                 std::string problem = parseName(f[1], "The name", x.name);
                 if (problem.empty()) problem = st::parseInt(f[2], 0, "CAPs", x.caps);
                 if (problem.empty()) problem = st::parseInt(f[3], 0, "Cards dealt", x.cardsDealt);
                 if (problem.empty()) problem = parseDraws(f[4], x.draws);
                 if (problem.empty()) problem = parseArtillery(f[5], x.artillery);
                 if (!problem.empty()) return problem;
                 if (row < 0) s.sides.push_back(std::move(x));
                 else s.sides[std::size_t(row)] = std::move(x);
                 return std::string();
             });
         },
         [this](int row) {
             const std::string id = scenario().sides[std::size_t(row)].id;
             return edit("Remove side " + id, [&](Scenario& s) {
                 for (const Unit& u : s.units)
                     if (u.side == id) return "side " + id + " still has units: remove them first";
                 s.sides.erase(s.sides.begin() + row);
                 return std::string();
             });
         }});
}

void CohForms::buildUnitsPage()
{
    addListPage(
        "units", "Units",
        {{"Side", false, "The id of its side"},
         {"Id", false, ""},
         {"Name", false, "As printed, e.g. Rifle 41"},
         {"Movement", false, "The Terrain chart's cost column", {"foot", "wheeled", "tracked"}},
         {"AR red", false, "Attack Rating against soft targets"},
         {"AR blue", false, "Attack Rating against armoured targets"},
         {"Range", false, "In hexes"},
         {"Move cost", false, "AP to move one hex [5.0]"},
         {"Front DR", false, "Front defence [6.2]"},
         {"Flank DR", false, "Flank defence [6.2]; empty: one defence"},
         {"Bonus moves", false, "Vehicle bonus moves [14.1]"},
         {"Turret", false, "", kYesNo},
         {"Open top", false, "", kYesNo},
         {"Hex", false, "Where it starts (type it or pick it on the map); empty: carried, or a reinforcement"},
         {"Facing", false, "Hexside 0..5 its front faces [5.3]; empty when carried"},
         {"Hidden", false, "Set up hidden [10.0]", kYesNo},
         {"Carried by", false, "The id of the unit carrying it [17.0]; empty: none"},
         {"Weapon cards", false, "Names, separated by commas [8.0]"}},
        {[this] {
             std::vector<std::string> rows;
             for (const Unit& u : scenario().units) {
                 if (secret(u)) {
                     rows.push_back(u.side + " / (hidden: the other side's)");
                     continue;
                 }
                 std::string where = u.hex ? u.hex->text() + (u.facing ? " facing " + std::to_string(*u.facing) : "")
                                           : !u.carriedBy.empty() ? "carried by " + u.carriedBy : "(arrives)";
                 rows.push_back(u.side + " / " + u.id + "  " + u.name + "  " + where + (u.hidden ? ", hidden" : ""));
             }
             return rows;
         },
         [this](int row) {
             if (row < 0) {
                 const std::string side = scenario().sides.empty() ? "" : scenario().sides.front().id;
                 return std::vector<std::string>{side, "", "", "foot", "0", "0", "0", "0", "0", "", "0", "no", "no", "", "", "no", "", ""};
             }
             const Unit& u = scenario().units[std::size_t(row)];
             if (secret(u)) return std::vector<std::string>(18, "");
             return std::vector<std::string>{u.side,
                                             u.id,
                                             u.name,
                                             std::string(movementName(u.movement)),
                                             std::to_string(u.arRed),
                                             std::to_string(u.arBlue),
                                             std::to_string(u.range),
                                             std::to_string(u.moveCost),
                                             std::to_string(u.frontDefence),
                                             optionalInt(u.flankDefence),
                                             std::to_string(u.bonusMoves),
                                             yesNo(u.turret),
                                             yesNo(u.openTop),
                                             u.hex ? u.hex->text() : "",
                                             optionalInt(u.facing),
                                             yesNo(u.hidden),
                                             u.carriedBy,
                                             cardsText(u.weaponCards)};
         },
         [this](int row, const std::vector<std::string>& f) {
             if (row >= 0 && secret(scenario().units[std::size_t(row)]))
                 return std::string("the other side's hidden unit is not shown while ") + *m_hiddenSide + " sets up";
             std::string id;
             if (std::string problem = parseToken(f[1], "The unit's id", id); !problem.empty()) return problem;
             return edit("Unit " + id, [&](Scenario& s) {
                 Unit u = row < 0 ? Unit{} : s.units[std::size_t(row)];
                 if (row >= 0 && u.id != id) { // the units it carries, its hasty defence and its arrival follow
                     if (s.findUnit(id)) return "another unit has the id \"" + id + "\"";
                     renameUnit(s, u.id, id);
                 }
                 u.id = id;
                 std::string problem = parseToken(f[0], "The side", u.side);
                 if (problem.empty() && !s.findSide(u.side)) problem = "no side \"" + u.side + "\"";
                 if (problem.empty()) problem = parseName(f[2], "The name", u.name);
                 const auto movement = movementFromName(f[3]);
                 if (problem.empty() && !movement) problem = "choose the movement";
                 if (problem.empty()) problem = st::parseInt(f[4], 0, "AR red", u.arRed);
                 if (problem.empty()) problem = st::parseInt(f[5], 0, "AR blue", u.arBlue);
                 if (problem.empty()) problem = st::parseInt(f[6], 0, "Range", u.range);
                 if (problem.empty()) problem = st::parseInt(f[7], 0, "Move cost", u.moveCost);
                 if (problem.empty()) problem = st::parseInt(f[8], 0, "Front DR", u.frontDefence);
                 if (problem.empty()) problem = parseOptionalInt(f[9], 0, "Flank DR", u.flankDefence);
                 if (problem.empty()) problem = st::parseInt(f[10], 0, "Bonus moves", u.bonusMoves);
                 if (problem.empty()) problem = parseYesNo(f[11], "Turret", u.turret);
                 if (problem.empty()) problem = parseYesNo(f[12], "Open top", u.openTop);
                 u.hex.reset();
                 if (problem.empty() && !st::trim(f[13]).empty()) problem = parseHex(f[13], "The hex", u.hex.emplace());
                 if (problem.empty()) problem = parseOptionalInt(f[14], 0, "Facing", u.facing);
                 if (problem.empty() && u.facing && *u.facing > 5) problem = "the facing is a hexside 0..5 [5.3]";
                 if (problem.empty()) problem = parseYesNo(f[15], "Hidden", u.hidden);
                 if (!problem.empty()) return problem;
                 u.movement = *movement;
                 u.carriedBy = st::trim(f[16]);
                 parseCards(f[17], u.weaponCards);
                 if (row < 0) s.units.push_back(std::move(u));
                 else s.units[std::size_t(row)] = std::move(u);
                 return std::string();
             });
         },
         [this](int row) {
             const Unit& u = scenario().units[std::size_t(row)];
             if (secret(u)) return std::string("the other side's hidden unit is not shown while ") + *m_hiddenSide + " sets up";
             return edit("Remove unit " + u.id, [&](Scenario& s) {
                 s.units.erase(s.units.begin() + row);
                 return std::string();
             });
         },
         [this](int row) {
             const Unit& u = scenario().units[std::size_t(row)];
             std::vector<std::pair<std::string, std::string>> out;
             if (!secret(u) && u.hex) out.push_back({u.hex->text(), u.id});
             return out;
         }});
    addPickButton("units", 13);
}

} // namespace coh_forms

} // namespace crestline::gui
