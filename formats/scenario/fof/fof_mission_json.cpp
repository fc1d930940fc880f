// JSON export of a Fields of Fire mission for a play engine (docs/fof-mission.md,
// "JSON export"): the Mission Details with the LOS range M the visibility
// gives [1.2.7], each control with its marker label, each cell with the top
// card it holds (deck, number, name; null when the map is not loaded or the
// cell has no card), the Potential Contacts by turn and the units with their
// place. Keys in a fixed order (ordered_json): the output is deterministic.

#include "formats/los/json_text.h"
#include "formats/scenario/fof/fof_mission_format.h"
#include "maps/fof/fof_stack.h"
#include "scenarios/fof/fof_timeline.h"

namespace crestline::formats {

namespace {

using namespace scenarios::fof;
using Json = nlohmann::ordered_json;

Json optionalText(const std::string& s) { return s.empty() ? Json(nullptr) : Json(s); }

/// The top card at (column, row), or null.
Json cardAt(const LoadedFofMap* map, int column, int row)
{
    if (!map) return nullptr;
    const maps::CardStack* stack = map->map.findCell(column, row);
    if (!stack) return nullptr;
    Json j{{"deck", stack->top.deck}, {"number", stack->top.number}, {"level", stack->level()}};
    const maps::FofCard* card = maps::findCard(map->decks, stack->top);
    j["name"] = card ? Json(card->name) : Json(nullptr);
    return j;
}

Json details(const Mission& m, const LoadedFofMap* map)
{
    Json j;
    j["type"] = std::string(missionTypeName(m.type));
    j["turns"] = m.turns;
    // [1.2.7] LOS reaches M cards: 3 in daylight, else 1 (fof-los.md).
    j["visibility"] = Json{{"name", m.visibility.name}, {"modifier", m.visibility.modifier}, {"daylight", m.visibility.daylight},
                           {"losRange", m.visibility.daylight ? 3 : 1}};
    j["map"] = Json{{"href", m.mapHref}, {"id", map ? Json(map->map.id) : Json(nullptr)}, {"columns", m.columns}, {"rows", m.rows}};
    const bool onRows = m.usStart.kind == UsStart::Kind::OnRows;
    j["usStart"] = Json{{"kind", onRows ? "on-rows" : "staging-area"}, {"throughRow", onRows ? Json(m.usStart.throughRow) : Json(nullptr)},
                        {"text", optionalText(m.usStart.text)}};
    j["attempts"] = m.attempts > 0 ? Json(m.attempts) : Json(nullptr);
    j["goal"] = optionalText(m.goal);
    j["initialPlacements"] = optionalText(m.initialPlacements);
    j["opponent"] = optionalText(m.opponent);
    return j;
}

Json controls(const Mission& m, const LoadedFofMap* map)
{
    Json out;
    out["lines"] = Json::array();
    for (const LineControl& l : m.lines) {
        Json j{{"kind", std::string(lineControlName(l.kind))}, {"label", controlLabel(l.kind, l.number)}};
        j[isHorizontal(l.kind) ? "afterRow" : "afterColumn"] = l.seam;
        out["lines"].push_back(std::move(j));
    }
    out["points"] = Json::array();
    for (const PointControl& p : m.points)
        out["points"].push_back(Json{{"kind", std::string(pointControlName(p.kind))},
                                     {"label", controlLabel(p.kind, p.number)},
                                     {"number", isNumbered(p.kind) ? Json(p.number) : Json(nullptr)},
                                     {"column", p.cell.column},
                                     {"row", p.cell.row},
                                     {"card", cardAt(map, p.cell.column, p.cell.row)}});
    return out;
}

Json contacts(const Mission& m, const LoadedFofMap* map)
{
    Json out = Json::array();
    for (const ContactsOnTurn& t : contactsByTurn(m)) {
        Json list = Json::array();
        for (const PotentialContact* c : t.contacts)
            list.push_back(Json{{"row", c->row},
                                {"random", c->random},
                                {"letter", optionalText(c->letter)},
                                {"column", c->column ? Json(*c->column) : Json(nullptr)},
                                {"card", c->column ? cardAt(map, *c->column, c->row) : Json(nullptr)}});
        out.push_back(Json{{"turn", t.turn}, {"contacts", std::move(list)}});
    }
    return out;
}

Json units(const Mission& m, const LoadedFofMap* map)
{
    Json out = Json::array();
    for (const UnitPlacement& u : m.units) {
        Json j{{"id", u.id}, {"name", u.name}, {"force", std::string(forceName(u.force))}};
        if (u.helicopter) {
            j["place"] = *u.helicopter == maps::HelicopterArea::Enroute ? "enroute" : "pickup-zone";
            j["column"] = nullptr;
            j["row"] = nullptr;
            j["card"] = nullptr;
        } else if (u.cell) {
            j["place"] = u.cell->row == 0 ? "main-staging" : "card";
            j["column"] = u.cell->column;
            j["row"] = u.cell->row;
            j["card"] = u.cell->row == 0 ? Json(nullptr) : cardAt(map, u.cell->column, u.cell->row);
        }
        j["cover"] = optionalText(u.cover);
        j["eyeLevel"] = u.eyeLevel;
        out.push_back(std::move(j));
    }
    return out;
}

} // namespace

std::string exportFofMissionJson(const Mission& m, const LoadedFofMap* map)
{
    Json j;
    j["format"] = "crestline-fof-mission-resolved";
    j["version"] = 1;
    j["id"] = m.id;
    j["system"] = std::string(kFofSystem);
    j["name"] = m.name;
    j["subtitle"] = optionalText(m.subtitle);
    j["campaign"] = optionalText(m.campaign);
    j["details"] = details(m, map);
    j["controls"] = controls(m, map);
    j["contactsByTurn"] = contacts(m, map);
    j["units"] = units(m, map);
    return jsonText(j);
}

} // namespace crestline::formats
