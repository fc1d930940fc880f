// The FoF mission forms' lists (see fof_mission_forms.h): the tactical
// controls on seams and on cards [2.4.1], the Potential Contacts [2.2.2,
// 3.2.2, 9.1.2] and the units placed at the start [2.4.2].

#include "editor/gui/fof/fof_mission_forms.h"

#include "editor/gui/fof/fof_mission_forms_text.h"
#include "editor/gui/scenario_text.h"

namespace crestline::gui::fof_forms {

namespace st = scenario_text;
using namespace forms_text;
using namespace mission_text;
using namespace scenarios::fof;

namespace {

using Places = std::vector<std::pair<std::string, std::string>>;

/// The number field of a control: required (from 1) where the kind carries one, else empty.
std::string parseNumber(const std::string& text, bool numbered, const std::string& label, const std::string& rule, int& out)
{
    if (!numbered) {
        out = 0;
        return st::trim(text).empty() ? std::string() : "a " + label + " carries no number: leave Number empty " + rule;
    }
    return st::parseInt(text, 1, "The " + label + "'s number", out);
}

template <class List>
void eraseAt(List& list, int row)
{
    list.erase(list.begin() + row);
}

std::string contactText(const PotentialContact& c)
{
    std::string out = "Row " + std::to_string(c.row) + "  " + (c.random ? "random" + (c.letter.empty() ? "" : " " + c.letter) : c.letter);
    if (c.column) out += ", column " + std::to_string(*c.column);
    if (c.turn > 0) out += ", from turn " + std::to_string(c.turn);
    return out;
}

} // namespace

void FofMissionForms::buildLinesPage()
{
    addListPage(
        "lines", "Controls on seams",
        {{"Kind", false, "LOD, Phase Line, Left or Right Boundary, LOA (Offensive) or MLR (Defensive, Combat Patrol) [2.4.1]", names(kLineKinds)},
         {"After", false, "The seam: after row r for LOD, PL, LOA and MLR (0: between the Main Staging Area and Row 1); "
                          "after column c for the boundaries (0: the left edge) [2.4.1]"},
         {"Number", false, "Phase Lines only: 1 or 2 (PL 1, PL 2) [2.4.1 A]; else empty"}},
        {[this] {
             std::vector<std::string> rows;
             for (const LineControl& l : mission().lines)
                 rows.push_back(controlLabel(l.kind, l.number) + "  after " + (isHorizontal(l.kind) ? "row " : "column ") + std::to_string(l.seam));
             return rows;
         },
         [this](int row) {
             if (row < 0) return std::vector<std::string>{"phase-line", "", ""};
             const LineControl& l = mission().lines[std::size_t(row)];
             return std::vector<std::string>{std::string(lineControlName(l.kind)), std::to_string(l.seam),
                                             l.kind == LineControlKind::PhaseLine ? std::to_string(l.number) : ""};
         },
         [this](int row, const std::vector<std::string>& f) {
             const auto kind = lineControlFromName(st::trim(f[0]));
             if (!kind) return std::string("choose the control's kind");
             LineControl l = row < 0 ? LineControl{} : mission().lines[std::size_t(row)];
             l.kind = *kind;
             std::string problem = st::parseInt(f[1], 0, std::string("The seam (after ") + (isHorizontal(l.kind) ? "row)" : "column)"), l.seam);
             if (problem.empty()) problem = parseNumber(f[2], l.kind == LineControlKind::PhaseLine, controlLabel(l.kind), "[2.4.1 A]", l.number);
             if (!problem.empty()) return problem;
             return edit(controlLabel(l.kind, l.number), [&](Mission& m) {
                 if (row < 0) m.lines.push_back(l);
                 else m.lines[std::size_t(row)] = l;
                 return std::string();
             });
         },
         [this](int row) {
             const LineControl& l = mission().lines[std::size_t(row)];
             return edit("Remove " + controlLabel(l.kind, l.number), [&](Mission& m) { return eraseAt(m.lines, row), std::string(); });
         }});
}

void FofMissionForms::buildPointsPage()
{
    addListPage(
        "points", "Controls on cards",
        {{"Kind", false, "OBJ 1, OBJ 2, Attack Position (Offensive); COP, FPL, FPF (Defensive); Route and Rally Points (Combat Patrol); "
                         "LZ, CCP, Registered Targets (any) [2.4.1]",
          names(kPointKinds)},
         {"Card", false, "column,row, e.g. 4,3 (or Pick card on map)"},
         {"Number", false, "Route Points (their order), Rally Points, Registered Targets: from 1; else empty [2.4.1 C, D]"}},
        {[this] {
             std::vector<std::string> rows;
             for (const PointControl& p : mission().points) rows.push_back(controlLabel(p.kind, p.number) + "  (" + cellText(p.cell) + ")");
             return rows;
         },
         [this](int row) {
             if (row < 0) return std::vector<std::string>{"obj-1", "", ""};
             const PointControl& p = mission().points[std::size_t(row)];
             return std::vector<std::string>{std::string(pointControlName(p.kind)), cellText(p.cell), isNumbered(p.kind) ? std::to_string(p.number) : ""};
         },
         [this](int row, const std::vector<std::string>& f) {
             const auto kind = pointControlFromName(st::trim(f[0]));
             if (!kind) return std::string("choose the control's kind");
             PointControl p = row < 0 ? PointControl{} : mission().points[std::size_t(row)];
             p.kind = *kind;
             std::string problem = parseCell(f[1], "The card", p.cell);
             if (problem.empty() && p.cell.row == 0) problem = "a control stands on a card of the map (row 1 and up), not in the Main Staging Area [2.4.1]";
             if (problem.empty()) problem = parseNumber(f[2], isNumbered(p.kind), controlLabel(p.kind), "[2.4.1]", p.number);
             if (!problem.empty()) return problem;
             return edit(controlLabel(p.kind, p.number) + " on " + cellText(p.cell), [&](Mission& m) {
                 if (row < 0) m.points.push_back(p);
                 else m.points[std::size_t(row)] = p;
                 return std::string();
             });
         },
         [this](int row) {
             const PointControl& p = mission().points[std::size_t(row)];
             return edit("Remove " + controlLabel(p.kind, p.number), [&](Mission& m) { return eraseAt(m.points, row), std::string(); });
         }});
    addCardPick("points", 1, [](RecordPage& page, const std::string& place) { page.setField(1, place); });
    markOnSelect("points", [this] { return mission().points.size(); }, [this](std::size_t row) {
        const PointControl& p = mission().points[row];
        return Places{{cellText(p.cell), controlLabel(p.kind, p.number)}};
    });
}

void FofMissionForms::buildContactsPage()
{
    addListPage(
        "contacts", "Potential Contacts",
        {{"Row", false, "The row the marker is placed in, from 1 (the Enemy Information table) [2.2.2]"},
         {"Random", false, "The table's \"Random?\" column [9.1.2]", kYesNo},
         {"Letter", false, "The marker's letter, e.g. C; required unless random"},
         {"Turn", false, "Empty or 0: at set-up; n: added at the start of turn n (Defensive missions) [3.2.2]"},
         {"Column", false, "The card it is placed on, when the designer fixes it; empty: the player places it in its row"}},
        {[this] {
             std::vector<std::string> rows;
             for (const PotentialContact& c : mission().contacts) rows.push_back(contactText(c));
             return rows;
         },
         [this](int row) {
             if (row < 0) return std::vector<std::string>{"", "no", "", "", ""};
             const PotentialContact& c = mission().contacts[std::size_t(row)];
             return std::vector<std::string>{std::to_string(c.row), yesNo(c.random), c.letter, c.turn > 0 ? std::to_string(c.turn) : "",
                                             c.column ? std::to_string(*c.column) : ""};
         },
         [this](int row, const std::vector<std::string>& f) {
             PotentialContact c = row < 0 ? PotentialContact{} : mission().contacts[std::size_t(row)];
             std::string problem = st::parseInt(f[0], 1, "The row", c.row);
             if (problem.empty()) problem = parseYesNo(f[1], "Random", c.random);
             c.letter = st::trim(f[2]);
             if (problem.empty() && !c.random && c.letter.empty()) problem = "a Potential Contact that is not random names its marker's letter [2.2.2]";
             if (problem.empty() && c.letter.find(' ') != std::string::npos) problem = "The letter is one word, e.g. C";
             std::optional<int> turn;
             if (problem.empty()) problem = parseOptionalInt(f[3], 0, "The turn", turn);
             if (problem.empty()) problem = parseOptionalInt(f[4], 1, "The column", c.column);
             if (!problem.empty()) return problem;
             c.turn = turn.value_or(0);
             return edit("Potential Contact in row " + std::to_string(c.row), [&](Mission& m) {
                 if (row < 0) m.contacts.push_back(c);
                 else m.contacts[std::size_t(row)] = c;
                 return std::string();
             });
         },
         [this](int row) {
             return edit("Remove a Potential Contact in row " + std::to_string(mission().contacts[std::size_t(row)].row),
                         [&](Mission& m) { return eraseAt(m.contacts, row), std::string(); });
         }});
    // A card picked on the map fixes the contact there: its row and column.
    addCardPick("contacts", 4, [](RecordPage& page, const std::string& place) {
        Cell cell;
        if (!parseCell(place, "The card", cell).empty() || cell.row < 1) return page.showMessage("a Potential Contact stands on a card of the map [2.2.2]", true);
        page.setField(0, std::to_string(cell.row));
        page.setField(4, std::to_string(cell.column));
    });
    markOnSelect("contacts", [this] { return mission().contacts.size(); }, [this](std::size_t row) {
        return contactPlaces(mission().contacts[row], mission().columns);
    });
}

void FofMissionForms::buildUnitsPage()
{
    addListPage(
        "units", "Units",
        {{"Id", false, "One word, unique in the mission"},
         {"Name", false, "As printed, e.g. \"1/1st PLT\""},
         {"Force", false, "", {"us", "enemy"}},
         {"Place", false, "A card (column,row), row 0 the Main Staging Area (2,0); or a Helicopter Staging Area, PZ or enroute [2.4.2]"},
         {"Cover", false, "Its cover marker, e.g. Foxhole; empty: none"},
         {"Eye level", false, "-1, 0 or +1: only on a card with the elevation or multi-story icon [1.2.1 G]", {"-1", "0", "+1"}}},
        {[this] {
             std::vector<std::string> rows;
             for (const UnitPlacement& u : mission().units)
                 rows.push_back(u.id + "  " + u.name + "  " + std::string(forceName(u.force)) + "  (" + placeText(u) + ")" +
                                (u.cover.empty() ? "" : ", " + u.cover));
             return rows;
         },
         [this](int row) {
             if (row < 0) return std::vector<std::string>{"", "", "us", "", "", "0"};
             const UnitPlacement& u = mission().units[std::size_t(row)];
             return std::vector<std::string>{u.id, u.name, std::string(forceName(u.force)), placeText(u), u.cover, u.eyeLevel > 0 ? "+1" : std::to_string(u.eyeLevel)};
         },
         [this](int row, const std::vector<std::string>& f) {
             UnitPlacement u = row < 0 ? UnitPlacement{} : mission().units[std::size_t(row)];
             std::string problem = parseToken(f[0], "The unit's id", u.id);
             if (problem.empty()) problem = parseName(f[1], "The name", u.name);
             const auto force = forceFromName(st::trim(f[2]));
             if (problem.empty() && !force) problem = "choose the unit's force";
             if (problem.empty()) problem = parsePlace(f[3], "The place", u);
             if (problem.empty()) problem = parseSigned(f[5].empty() ? "0" : f[5], "The eye level", u.eyeLevel);
             if (problem.empty() && (u.eyeLevel < -1 || u.eyeLevel > 1)) problem = "the eye level is -1, 0 or +1 [1.2.1 G]";
             if (!problem.empty()) return problem;
             u.force = *force;
             u.cover = st::trim(f[4]);
             return edit("Unit " + u.id, [&](Mission& m) {
                 if (row < 0) m.units.push_back(u);
                 else m.units[std::size_t(row)] = u;
                 return std::string();
             });
         },
         [this](int row) {
             return edit("Remove unit " + mission().units[std::size_t(row)].id, [&](Mission& m) { return eraseAt(m.units, row), std::string(); });
         }});
    addCardPick("units", 3, [](RecordPage& page, const std::string& place) { page.setField(3, place); });
    markOnSelect("units", [this] { return mission().units.size(); }, [this](std::size_t row) {
        const UnitPlacement& u = mission().units[row];
        return Places{{placeText(u), u.name}};
    });
}

} // namespace crestline::gui::fof_forms
