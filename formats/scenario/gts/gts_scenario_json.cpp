// JSON export of a GTS scenario for a play engine (docs/gts-scenario.md, "JSON
// export"): every hex a label qualified by its map ("aldenfeld:J8", null when
// it does not resolve), every Unit with its Army, Division and Formation, the
// set-up per Unit, and the turn record turn by turn with air units, arrivals,
// chits gained and the entry hexes each arrival may use [8.0]. Keys in a
// fixed order (ordered_json), so the output is deterministic.

#include "formats/los/json_text.h"
#include "formats/scenario/gts/gts_scenario_format.h"
#include "scenarios/gts/gts_timeline.h"

#include <algorithm>

namespace crestline::formats {

namespace {

using namespace scenarios::gts;
using scenarios::BoardSet;
using scenarios::HexName;
using scenarios::PlacedHex;
using Json = nlohmann::ordered_json;

Json label(const BoardSet& boards, const HexName& h)
{
    if (const auto p = boards.resolve(h).hex) return boards.label(*p);
    return nullptr;
}

Json optionalText(const std::string& s) { return s.empty() ? Json(nullptr) : Json(s); }

/// [8.0] the entry hexes a reinforcement may use: the named one, or every
/// entry hex carrying the symbol (the Division's own unless stated).
Json entryHexes(const GtsScenario& s, const BoardSet& boards, const Reinforcement& r)
{
    Json out = Json::array();
    if (!r.entry) return out;
    if (r.entry->hex) {
        out.push_back(label(boards, *r.entry->hex));
        return out;
    }
    const Division* d = s.findDivision(r.division);
    const std::string symbol = !r.entry->symbol.empty() ? r.entry->symbol : d ? d->symbol : std::string();
    scenarios::HexSet hexes;
    for (std::size_t b = 0; b < boards.boards().size(); ++b) {
        const maps::Map* map = boards.boards()[b].map;
        if (!map) continue;
        for (const maps::EntryHex& e : map->entries)
            if (std::find(e.divisions.begin(), e.divisions.end(), symbol) != e.divisions.end()) hexes.push_back({int(b), e.hex});
    }
    scenarios::normalise(hexes);
    for (const std::string& l : boards.labels(hexes)) out.push_back(l);
    return out;
}

Json orderOfBattle(const GtsScenario& s)
{
    Json armies = Json::array();
    for (const Army& a : s.armies) {
        Json ja;
        ja["id"] = a.id;
        ja["name"] = a.name;
        ja["roadBlocks"] = a.roadBlocks;
        ja["rearguards"] = a.rearguards;
        ja["rearguardsTotal"] = a.rearguardsTotal ? Json(*a.rearguardsTotal) : Json(nullptr);
        ja["divisions"] = Json::array();
        for (const Division& d : a.divisions) {
            Json jd;
            jd["id"] = d.id;
            jd["name"] = d.name;
            jd["symbol"] = d.symbol;
            jd["chitInPlay"] = d.chitInPlay;
            jd["commandRating"] = d.commandRating;
            jd["dispatchRating"] = d.dispatchRating;
            jd["commandPoints"] = d.commandPoints;
            jd["dispatchPoints"] = d.dispatchPoints;
            jd["discount"] = d.discount ? Json{{"thisTurn", d.discount->thisTurn}, {"nextTurn", d.discount->nextTurn}} : Json(nullptr);
            jd["formations"] = Json::array();
            for (const Formation& f : d.formations) {
                Json jf;
                jf["id"] = f.id;
                jf["name"] = f.name;
                jf["colour"] = f.colour;
                jf["independent"] = f.independent;
                jf["leader"] = f.leader ? Json{{"id", f.leader->id}, {"name", f.leader->name}, {"commandRange", f.leader->commandRange}} : Json(nullptr);
                jd["formations"].push_back(std::move(jf));
            }
            ja["divisions"].push_back(std::move(jd));
        }
        armies.push_back(std::move(ja));
    }
    return armies;
}

Json units(const GtsScenario& s)
{
    Json out = Json::array();
    for (const Army& a : s.armies)
        for (const Division& d : a.divisions)
            for (const Formation& f : d.formations)
                for (const Unit& u : f.units) {
                    Json ju;
                    ju["id"] = u.id;
                    ju["name"] = u.name;
                    ju["army"] = a.id;
                    ju["division"] = d.id;
                    ju["formation"] = f.id;
                    ju["movementClass"] = std::string(movementClassName(u.movement));
                    ju["steps"] = u.steps;
                    ju["organicTransport"] = u.organicTransport;
                    out.push_back(std::move(ju));
                }
    return out;
}

Json setup(const GtsScenario& s, const BoardSet& boards)
{
    Json j;
    j["units"] = Json::array();
    for (const UnitSetup& u : s.setup)
        j["units"].push_back(Json{{"unit", u.unit},
                                  {"hex", label(boards, u.hex)},
                                  {"mode", std::string(unitModeName(u.mode))},
                                  {"stepLosses", u.stepLosses},
                                  {"position", std::string(positionName(u.position))}});
    j["leaders"] = Json::array();
    for (const LeaderSetup& l : s.leaderSetup) j["leaders"].push_back(Json{{"leader", l.leader}, {"hex", label(boards, l.hex)}});
    return j;
}

Json turns(const GtsScenario& s, const BoardSet& boards)
{
    Json out = Json::array();
    for (const GtsTimelineTurn& t : buildGtsTimeline(s)) {
        Json jt;
        jt["number"] = t.number;
        jt["time"] = t.time;
        jt["night"] = t.night;
        jt["last"] = t.last;
        jt["beforeNight"] = t.beforeNight;
        jt["airIfClear"] = Json::object();
        for (const AirUnits* a : t.air) jt["airIfClear"][a->army] = a->units;
        jt["chitsGained"] = t.chitsGained;
        jt["arrivals"] = Json::array();
        for (const Reinforcement* r : t.arrivals) {
            Json jr;
            jr["division"] = r->division;
            jr["units"] = Json::array();
            for (const PieceRef& u : r->units) jr["units"].push_back(u.ref);
            jr["leaders"] = Json::array();
            for (const PieceRef& l : r->leaders) jr["leaders"].push_back(l.ref);
            jr["entryHexes"] = entryHexes(s, boards, *r);
            jt["arrivals"].push_back(std::move(jr));
        }
        out.push_back(std::move(jt));
    }
    return out;
}

} // namespace

std::string exportGtsScenarioJson(const GtsScenario& s, const BoardSet& boards)
{
    Json j;
    j["format"] = "crestline-gts-scenario-resolved";
    j["version"] = 1;
    j["id"] = s.id;
    j["system"] = std::string(kGtsSystem);
    j["title"] = s.title;
    j["date"] = optionalText(s.date);
    j["maps"] = Json::array();
    for (const scenarios::MapPlacement& m : s.maps) j["maps"].push_back(Json{{"id", m.id}, {"file", m.href}, {"rotation", m.rotation}});
    j["weather"] = Json{{"start", std::string(weatherName(s.weather.start))}, {"mayChange", s.weather.mayChange}};
    j["lastTurn"] = s.turnRecord.last;
    j["firstPlayer"] = s.firstTurn.firstPlayer;
    j["firstTurnMug"] = Json::array();
    for (const MugChit& c : s.firstTurn.mug) j["firstTurnMug"].push_back(Json{{"kind", std::string(chitKindName(c.kind))}, {"ref", c.ref}});
    j["armies"] = orderOfBattle(s);
    j["units"] = units(s);
    j["setup"] = setup(s, boards);
    j["turns"] = turns(s, boards);
    j["victory"] = Json::object();
    j["victory"]["objectives"] = Json::array();
    for (const VictoryHex& v : s.victory.hexes)
        j["victory"]["objectives"].push_back(Json{{"hex", label(boards, v.hex)}, {"army", v.army}, {"points", v.points}});
    j["victory"]["text"] = optionalText(s.victory.text);
    j["specialRules"] = Json::array();
    for (const scenarios::SpecialRule& r : s.specialRules)
        j["specialRules"].push_back(Json{{"id", r.id}, {"title", optionalText(r.title)}, {"text", r.text}});
    return jsonText(j);
}

} // namespace crestline::formats
