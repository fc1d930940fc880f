// The FoF mission forms' fields as text (see fof_mission_forms_text.h).

#include "editor/gui/fof/fof_mission_forms_text.h"

#include "editor/gui/scenario_text.h"
#include "editor/jobs/fof/fof_map_followers.h"

#include <charconv>

namespace crestline::gui::fof_forms::mission_text {

using namespace scenarios::fof;

namespace {

bool whole(std::string_view t, int& out)
{
    const auto r = std::from_chars(t.data(), t.data() + t.size(), out);
    return !t.empty() && r.ec == std::errc() && r.ptr == t.data() + t.size();
}

} // namespace

std::vector<std::string> names(std::initializer_list<std::string_view> list)
{
    std::vector<std::string> out;
    for (std::string_view s : list) out.emplace_back(s);
    return out;
}

std::string signedNumber(int value) { return (value >= 0 ? "+" : "") + std::to_string(value); }

std::string parseSigned(const std::string& text, const std::string& what, int& out)
{
    std::string t = scenario_text::trim(text);
    if (!t.empty() && t[0] == '+') t.erase(0, 1);
    if (!t.empty() && (t[0] == '+' || t[0] == '-') && t.size() > 1 && (t[1] == '+' || t[1] == '-')) t.clear();
    if (!whole(t, out)) return what + " must be a whole number such as +2, 0 or -1, not \"" + scenario_text::trim(text) + "\"";
    return {};
}

std::string cellText(const Cell& cell) { return std::to_string(cell.column) + "," + std::to_string(cell.row); }

std::string parseCell(const std::string& text, const std::string& what, Cell& out)
{
    std::string t = scenario_text::trim(text);
    if (t.size() >= 2 && t.front() == '(' && t.back() == ')') t = t.substr(1, t.size() - 2);
    const auto comma = t.find(',');
    Cell cell;
    if (comma == std::string::npos || !whole(scenario_text::trim(t.substr(0, comma)), cell.column) ||
        !whole(scenario_text::trim(t.substr(comma + 1)), cell.row) || cell.column < 1 || cell.row < 0)
        return what + " is a card as \"column,row\" (column from 1, row from 1; row 0 the Main Staging Area), not \"" + scenario_text::trim(text) + "\"";
    out = cell;
    return {};
}

std::string placeText(const UnitPlacement& unit)
{
    if (unit.helicopter) return *unit.helicopter == maps::HelicopterArea::Enroute ? "enroute" : "PZ";
    return unit.cell ? cellText(*unit.cell) : std::string();
}

std::string parsePlace(const std::string& text, const std::string& what, UnitPlacement& unit)
{
    const std::string t = scenario_text::trim(text);
    if (t == "PZ" || t == "pz" || t == "pickup-zone" || t == "enroute" || t == "Enroute") {
        unit.cell.reset();
        unit.helicopter = t == "enroute" || t == "Enroute" ? maps::HelicopterArea::Enroute : maps::HelicopterArea::PickupZone;
        return {};
    }
    Cell cell;
    if (std::string problem = parseCell(t, what, cell); !problem.empty())
        return problem + "; or a Helicopter Staging Area, PZ or enroute [2.4.2 B]";
    unit.cell = cell;
    unit.helicopter.reset();
    return {};
}

std::string parseOptionalInt(const std::string& text, int min, const std::string& what, std::optional<int>& out)
{
    if (scenario_text::trim(text).empty()) return out.reset(), std::string();
    int value = 0;
    if (std::string problem = scenario_text::parseInt(text, min, what, value); !problem.empty()) return problem + " (or empty)";
    out = value;
    return {};
}

std::string keepProlog(const std::string& before, const std::string& written) { return jobs::keepFofMissionProlog(before, written); }

} // namespace crestline::gui::fof_forms::mission_text
