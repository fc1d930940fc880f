// The CoH scenario forms' pages of places (see coh_scenario_forms.h):
// fortifications [18.1-18.3] and smoke [13.0] at start, reinforcements by
// round with their entry hexes [5.5], and the objectives of victory.

#include "editor/gui/coh/coh_scenario_forms.h"

#include "editor/gui/scenario_text.h"
#include "editor/jobs/coh/coh_scenario_jobs.h"

namespace crestline::gui::coh_forms {

namespace st = scenario_text;
using namespace scenarios::coh;
using namespace forms_text;

namespace {

std::string refsText(const std::vector<UnitRef>& refs)
{
    std::string out;
    for (const UnitRef& r : refs) out += (out.empty() ? "" : " ") + r.ref;
    return out;
}

std::vector<UnitRef> parseRefs(const std::string& text, const std::vector<UnitRef>& kept)
{
    std::vector<UnitRef> out;
    for (const std::string& w : st::words(text)) {
        UnitRef r;
        for (const UnitRef& k : kept)
            if (k.ref == w) r = k;
        r.ref = w;
        out.push_back(std::move(r));
    }
    return out;
}

} // namespace

void CohForms::buildFortificationsPage()
{
    addListPage(
        "fortifications", "Fortifications",
        {{"Kind", false, "[18.1-18.3]", {"bunker", "trench", "barbed-wire", "mines", "road-block", "hasty-defence"}},
         {"Hex", false, "Type it or pick it on the map"},
         {"Side", false, "Its owner; empty for mines and wire anyone may meet"},
         {"Unit", false, "The unit of a hasty defence [18.1.3]; empty otherwise"}},
        {[this] {
             std::vector<std::string> rows;
             for (const Fortification& f : scenario().fortifications)
                 rows.push_back(std::string(fortificationKindName(f.kind)) + "  " + f.hex.text() + (f.side.empty() ? "" : "  " + f.side) +
                                (f.unit.empty() ? "" : " (" + f.unit + ")"));
             return rows;
         },
         [this](int row) {
             if (row < 0) return std::vector<std::string>{"bunker", "", "", ""};
             const Fortification& f = scenario().fortifications[std::size_t(row)];
             return std::vector<std::string>{std::string(fortificationKindName(f.kind)), f.hex.text(), f.side, f.unit};
         },
         [this](int row, const std::vector<std::string>& f) {
             return edit("Fortification " + f[0] + " " + st::trim(f[1]), [&](Scenario& s) {
                 Fortification x = row < 0 ? Fortification{} : s.fortifications[std::size_t(row)];
                 const auto kind = fortificationKindFromName(f[0]);
                 if (!kind) return std::string("choose the kind");
                 x.kind = *kind;
                 if (std::string problem = parseHex(f[1], "The hex", x.hex); !problem.empty()) return problem;
                 x.side = st::trim(f[2]);
                 x.unit = st::trim(f[3]);
                 if (!x.side.empty() && !s.findSide(x.side)) return "no side \"" + x.side + "\"";
                 if (row < 0) s.fortifications.push_back(std::move(x));
                 else s.fortifications[std::size_t(row)] = std::move(x);
                 return std::string();
             });
         },
         [this](int row) {
             return edit("Remove fortification " + scenario().fortifications[std::size_t(row)].hex.text(), [&](Scenario& s) {
                 s.fortifications.erase(s.fortifications.begin() + row);
                 return std::string();
             });
         },
         [this](int row) {
             const Fortification& f = scenario().fortifications[std::size_t(row)];
             return std::vector<std::pair<std::string, std::string>>{{f.hex.text(), std::string(fortificationKindName(f.kind))}};
         }});
    addPickButton("fortifications", 1);
}

void CohForms::buildSmokePage()
{
    addListPage("smoke", "Smoke",
                {{"Hex", false, "Type it or pick it on the map"}, {"Level", false, "+1 or +2 [13.0]", {"1", "2"}}},
                {[this] {
                     std::vector<std::string> rows;
                     for (const Smoke& m : scenario().smoke) rows.push_back(m.hex.text() + "  +" + std::to_string(m.level));
                     return rows;
                 },
                 [this](int row) {
                     if (row < 0) return std::vector<std::string>{"", "2"};
                     const Smoke& m = scenario().smoke[std::size_t(row)];
                     return std::vector<std::string>{m.hex.text(), std::to_string(m.level)};
                 },
                 [this](int row, const std::vector<std::string>& f) {
                     return edit("Smoke " + st::trim(f[0]), [&](Scenario& s) {
                         Smoke m = row < 0 ? Smoke{} : s.smoke[std::size_t(row)];
                         std::string problem = parseHex(f[0], "The hex", m.hex);
                         if (problem.empty()) problem = st::parseInt(f[1], 1, "The level", m.level);
                         if (!problem.empty()) return problem;
                         if (row < 0) s.smoke.push_back(std::move(m));
                         else s.smoke[std::size_t(row)] = std::move(m);
                         return std::string();
                     });
                 },
                 [this](int row) {
                     return edit("Remove smoke " + scenario().smoke[std::size_t(row)].hex.text(), [&](Scenario& s) {
                         s.smoke.erase(s.smoke.begin() + row);
                         return std::string();
                     });
                 },
         [this](int row) {
                     const Smoke& m = scenario().smoke[std::size_t(row)];
                     return std::vector<std::pair<std::string, std::string>>{{m.hex.text(), "+" + std::to_string(m.level)}};
                 }});
    addPickButton("smoke", 0);
}

void CohForms::buildReinforcementsPage()
{
    addListPage(
        "reinforcements", "Reinforcements",
        {{"Side", false, ""},
         {"Round", false, "They enter on this round [5.5]"},
         {"Entry hexes", false, "Any of these (type them or add them from the map)"},
         {"Units", false, "Ids of the units entering, separated by spaces"}},
        {[this] {
             std::vector<std::string> rows;
             for (const Reinforcement& r : scenario().reinforcements)
                 rows.push_back("Round " + std::to_string(r.round) + "  " + r.side + ": " + refsText(r.units) + "  at " + st::hexList(r.entry));
             return rows;
         },
         [this](int row) {
             if (row < 0) return std::vector<std::string>{scenario().sides.empty() ? "" : scenario().sides.front().id, "2", "", ""};
             const Reinforcement& r = scenario().reinforcements[std::size_t(row)];
             return std::vector<std::string>{r.side, std::to_string(r.round), st::hexList(r.entry), refsText(r.units)};
         },
         [this](int row, const std::vector<std::string>& f) {
             return edit("Reinforcement of " + st::trim(f[0]) + " on round " + st::trim(f[1]), [&](Scenario& s) {
                 Reinforcement r = row < 0 ? Reinforcement{} : s.reinforcements[std::size_t(row)];
                 std::string problem = parseToken(f[0], "The side", r.side);
                 if (problem.empty() && !s.findSide(r.side)) problem = "no side \"" + r.side + "\"";
                 if (problem.empty()) problem = st::parseInt(f[1], 1, "The round", r.round);
                 if (!problem.empty()) return problem;
                 r.entry = st::parseHexList(f[2]);
                 if (r.entry.empty()) return std::string("a reinforcement needs at least one entry hex [5.5]");
                 r.units = parseRefs(f[3], r.units);
                 if (row < 0) s.reinforcements.push_back(std::move(r));
                 else s.reinforcements[std::size_t(row)] = std::move(r);
                 return std::string();
             });
         },
         [this](int row) {
             const Reinforcement& r = scenario().reinforcements[std::size_t(row)];
             return edit("Remove reinforcement of " + r.side + " on round " + std::to_string(r.round), [&](Scenario& s) {
                 s.reinforcements.erase(s.reinforcements.begin() + row);
                 return std::string();
             });
         },
         [this](int row) {
             std::vector<std::pair<std::string, std::string>> out;
             for (const scenarios::HexName& h : scenario().reinforcements[std::size_t(row)].entry) out.push_back({h.text(), "entry"});
             return out;
         }});
    addPickButton("reinforcements", 2, true);
}

void CohForms::buildVictoryPage()
{
    addListPage(
        "victory", "Victory",
        {{"Id", false, ""},
         {"Name", false, ""},
         {"Hexes", false, "Type them or add them from the map"},
         {"Control at start", false, "The id of the side holding it, or none"},
         {"VPs", false, "Per side: \"us=4 de=1\""}},
        {[this] {
             std::vector<std::string> rows;
             for (const scenarios::Objective& o : scenario().victory.objectives)
                 rows.push_back(o.id + "  " + st::hexList(o.hexes) + "  " + st::objectiveValues(o));
             return rows;
         },
         [this](int row) {
             if (row < 0) return std::vector<std::string>{"", "", "", "none", ""};
             const scenarios::Objective& o = scenario().victory.objectives[std::size_t(row)];
             return std::vector<std::string>{o.id, o.name, st::hexList(o.hexes), o.control, st::objectiveValues(o)};
         },
         [this](int row, const std::vector<std::string>& f) {
             std::string id;
             if (std::string problem = parseToken(f[0], "The objective's id", id); !problem.empty()) return problem;
             return edit("Objective " + id, [&](Scenario& s) {
                 scenarios::Objective o = row < 0 ? scenarios::Objective{} : s.victory.objectives[std::size_t(row)];
                 o.id = id;
                 o.name = st::trim(f[1]);
                 o.hexes = st::parseHexList(f[2]);
                 if (o.hexes.empty()) return std::string("an objective needs at least one hex");
                 std::string problem = parseToken(f[3], "Control at start", o.control);
                 if (problem.empty() && o.control != scenarios::Objective::kNobody && !s.findSide(o.control)) problem = "no side \"" + o.control + "\"";
                 if (problem.empty()) problem = st::parseObjectiveValues(f[4], o);
                 if (!problem.empty()) return problem;
                 if (row < 0) s.victory.objectives.push_back(std::move(o));
                 else s.victory.objectives[std::size_t(row)] = std::move(o);
                 return std::string();
             });
         },
         [this](int row) {
             return edit("Remove objective " + scenario().victory.objectives[std::size_t(row)].id, [&](Scenario& s) {
                 s.victory.objectives.erase(s.victory.objectives.begin() + row);
                 return std::string();
             });
         },
         [this](int row) {
             std::vector<std::pair<std::string, std::string>> out;
             for (const scenarios::HexName& h : scenario().victory.objectives[std::size_t(row)].hexes) out.push_back({h.text(), "obj"});
             return out;
         }});
    addPickButton("victory", 2, true);
}

} // namespace crestline::gui::coh_forms
