// JSON export of a CoH scenario for a play engine (docs/coh-scenario.md, "JSON
// export"): every hex a label qualified by its map ("kleinbach:0304", null
// when it does not resolve); sides with CAPs, cards and artillery; every unit
// with its side, counter values and start (hex, facing, hidden, carrier, or
// the round it arrives); fortifications and smoke; the rounds with cards and
// arrivals. Keys in a fixed order (ordered_json): the output is deterministic.

#include "formats/los/json_text.h"
#include "scenarios/coh/coh_lookup.h"
#include "formats/scenario/coh/coh_scenario_format.h"
#include "scenarios/coh/coh_timeline.h"

namespace crestline::formats {

namespace {

using namespace scenarios::coh;
using scenarios::BoardSet;
using scenarios::HexName;
using Json = nlohmann::ordered_json;

Json label(const BoardSet& boards, const HexName& h)
{
    if (const auto p = boards.resolve(h).hex) return boards.label(*p);
    return nullptr;
}

Json optionalText(const std::string& s) { return s.empty() ? Json(nullptr) : Json(s); }

Json labels(const BoardSet& boards, const std::vector<HexName>& hexes)
{
    Json out = Json::array();
    for (const HexName& h : hexes) out.push_back(label(boards, h));
    return out;
}

Json sides(const CohScenario& s)
{
    Json out = Json::array();
    for (const Side& side : s.sides) {
        Json j;
        j["id"] = side.id;
        j["name"] = side.name;
        j["caps"] = side.caps;
        j["cardsDealt"] = side.cardsDealt;
        j["artillery"] = Json::array();
        for (const Artillery& a : side.artillery) j["artillery"].push_back(Json{{"name", a.name}, {"strikes", a.strikes}});
        out.push_back(std::move(j));
    }
    return out;
}

Json units(const CohScenario& s, const BoardSet& boards)
{
    Json out = Json::array();
    const CohLookup find(s); // linear in units: no search per unit
    for (const Unit& u : s.units) {
        Json j;
        j["id"] = u.id;
        j["side"] = u.side;
        j["name"] = u.name;
        j["movement"] = std::string(movementName(u.movement));
        j["vehicle"] = u.isVehicle();
        j["arRed"] = u.arRed;
        j["arBlue"] = u.arBlue;
        j["range"] = u.range;
        j["moveCost"] = u.moveCost;
        j["frontDefence"] = u.frontDefence;
        j["flankDefence"] = u.flankDefence ? Json(*u.flankDefence) : Json(nullptr);
        j["bonusMoves"] = u.bonusMoves;
        j["turret"] = u.turret;
        j["openTop"] = u.openTop;
        const auto hex = find.hexOf(u);
        j["hex"] = hex ? label(boards, *hex) : Json(nullptr);
        j["facing"] = u.facing ? Json(*u.facing) : Json(nullptr);
        j["hidden"] = u.hidden;
        j["carriedBy"] = optionalText(u.carriedBy);
        const Reinforcement* r = find.arrivalOf(u.id);
        j["arrivesRound"] = r ? Json(r->round) : Json(nullptr);
        j["weaponCards"] = Json::array();
        for (const WeaponCard& w : u.weaponCards) j["weaponCards"].push_back(w.name);
        out.push_back(std::move(j));
    }
    return out;
}

Json rounds(const CohScenario& s, const BoardSet& boards)
{
    Json out = Json::array();
    for (const CohTimelineRound& r : buildCohTimeline(s)) {
        Json j;
        j["number"] = r.number;
        j["last"] = r.last;
        j["cards"] = Json::array();
        for (const CohCards& c : r.cards) j["cards"].push_back(Json{{"side", c.side}, {"dealt", c.dealt}, {"drawn", c.drawn}});
        j["arrivals"] = Json::array();
        for (const Reinforcement* a : r.arrivals) {
            Json ja;
            ja["side"] = a->side;
            ja["entry"] = labels(boards, a->entry);
            ja["units"] = Json::array();
            for (const UnitRef& u : a->units) ja["units"].push_back(u.ref);
            j["arrivals"].push_back(std::move(ja));
        }
        out.push_back(std::move(j));
    }
    return out;
}

} // namespace

std::string exportCohScenarioJson(const CohScenario& s, const BoardSet& boards)
{
    Json j;
    j["format"] = "crestline-coh-scenario-resolved";
    j["version"] = 1;
    j["id"] = s.id;
    j["system"] = std::string(kCohSystem);
    j["title"] = s.title;
    j["maps"] = Json::array();
    for (const scenarios::MapPlacement& m : s.maps) j["maps"].push_back(Json{{"id", m.id}, {"file", m.href}, {"rotation", m.rotation}});
    j["rounds"] = s.rounds;
    j["sides"] = sides(s);
    j["units"] = units(s, boards);
    j["setupAreas"] = Json::array();
    for (const scenarios::SetupArea& a : s.setupAreas)
        j["setupAreas"].push_back(Json{{"id", a.id}, {"side", a.side}, {"description", optionalText(a.description)},
                                       {"hexes", boards.labels(boards.resolveArea(a).hexes)}});
    j["fortifications"] = Json::array();
    for (const Fortification& f : s.fortifications)
        j["fortifications"].push_back(Json{{"kind", std::string(fortificationKindName(f.kind))},
                                           {"hex", label(boards, f.hex)},
                                           {"side", optionalText(f.side)},
                                           {"unit", optionalText(f.unit)}});
    j["smoke"] = Json::array();
    for (const Smoke& sm : s.smoke) j["smoke"].push_back(Json{{"hex", label(boards, sm.hex)}, {"level", sm.level}});
    j["roundByRound"] = rounds(s, boards);
    j["victory"] = Json::object();
    j["victory"]["objectives"] = Json::array();
    for (const scenarios::Objective& o : s.victory.objectives) {
        Json jo{{"id", o.id}, {"name", optionalText(o.name)}, {"hexes", labels(boards, o.hexes)}, {"control", o.control}};
        jo["values"] = Json::array();
        for (const scenarios::ObjectiveValue& v : o.values) jo["values"].push_back(Json{{"side", v.side}, {"vp", v.vp}});
        j["victory"]["objectives"].push_back(std::move(jo));
    }
    j["victory"]["text"] = optionalText(s.victory.text);
    j["specialRules"] = Json::array();
    for (const scenarios::SpecialRule& r : s.specialRules)
        j["specialRules"].push_back(Json{{"id", r.id}, {"title", optionalText(r.title)}, {"text", r.text}});
    return jsonText(j);
}

} // namespace crestline::formats
