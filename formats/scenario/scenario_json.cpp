// JSON export of a scenario resolved for a play engine (docs/scenario-format.md,
// "JSON export"): every hex is a qualified label ("ridge-farm:J8"), setup
// areas are hex lists, entries and exits are hex lists, and reinforcements are
// a turn-by-turn schedule with the sudden death number in force [21.22].
// Keys come in a fixed order (nlohmann::ordered_json), so the output is
// deterministic; the layout is the project's (formats/los/json_text.h).

#include "formats/scenario/scenario_format.h"
#include "formats/los/json_text.h"
#include "scenarios/timeline.h"

namespace crestline::formats {

namespace {

using namespace scenarios;

/// Builds an nlohmann::ordered_json in document order: key(), then a value or
/// a container. Holds pointers to the open containers only; inserting into the
/// innermost one never moves the outer ones.
class Json {
public:
    std::string take() { return jsonText(m_root); }

    void beginObject() { m_open.push_back(&put(nlohmann::ordered_json::object())); }
    void endObject() { m_open.pop_back(); }
    void beginArray() { m_open.push_back(&put(nlohmann::ordered_json::array())); }
    void endArray() { m_open.pop_back(); }
    Json& key(std::string_view k)
    {
        m_key = std::string(k);
        return *this;
    }
    void string(std::string_view s) { put(std::string(s)); }
    void optionalString(std::string_view s) { s.empty() ? null() : string(s); }
    void number(int v) { put(v); }
    void boolean(bool b) { put(b); }
    void null() { put(nullptr); }
    void strings(const std::vector<std::string>& items) { put(nlohmann::ordered_json(items)); }

private:
    nlohmann::ordered_json m_root;
    std::vector<nlohmann::ordered_json*> m_open;
    std::string m_key;

    nlohmann::ordered_json& put(nlohmann::ordered_json v)
    {
        if (m_open.empty()) return m_root = std::move(v);
        nlohmann::ordered_json& top = *m_open.back();
        if (top.is_array()) {
            top.push_back(std::move(v));
            return top.back();
        }
        return top[m_key] = std::move(v);
    }
};

std::string typeOf(const std::optional<UnitType>& t) { return t ? std::string(unitTypeName(*t)) : std::string(); }

class Exporter {
public:
    Exporter(const Scenario& s, const BoardSet& b) : m_s(s), m_b(b) {}
    std::string run();

private:
    const Scenario& m_s;
    const BoardSet& m_b;
    Json m_j;

    std::vector<std::string> resolved(const std::vector<HexName>& hexes, const std::string& map = {})
    {
        HexSet set;
        for (HexName h : hexes) {
            if (h.map.empty()) h.map = map;
            if (const auto p = m_b.resolve(h).hex) set.push_back(*p);
        }
        normalise(set);
        return m_b.labels(set);
    }
    std::vector<std::string> edgeOrHexes(const std::string& map, const std::optional<MapEdge>& edge, const std::vector<HexName>& hexes)
    {
        if (!hexes.empty() || !edge) return resolved(hexes, map);
        const ResolvedHex m = m_b.resolveMap(map);
        return m.hex ? m_b.labels(m_b.edgeHexes(m.hex->board, *edge)) : std::vector<std::string>{};
    }
    void position(const TrackPosition& p)
    {
        m_j.beginObject();
        m_j.key("space").number(p.space);
        m_j.key("toward").optionalString(p.side);
        m_j.endObject();
    }
    void unit(const Unit& u)
    {
        m_j.beginObject();
        m_j.key("id").string(u.id);
        m_j.key("name").string(u.name);
        m_j.key("type").string(unitTypeName(u.type));
        m_j.key("size").string(unitSizeName(u.size));
        m_j.key("count").number(u.count);
        m_j.key("setupArea").optionalString(u.area);
        m_j.key("fixedHexes").strings(resolved(u.hexes));
        m_j.endObject();
    }
    void header();
    void track();
    void victory();
    void forces();
    void areas();
    void sighting();
    void schedule();
};

void Exporter::header()
{
    m_j.key("format").string("crestline-scenario-resolved");
    m_j.key("version").number(1);
    m_j.key("id").string(m_s.id);
    m_j.key("system").string(m_s.system);
    m_j.key("title").string(m_s.title);
    m_j.key("date").optionalString(m_s.date);
    m_j.key("location").optionalString(m_s.location);
    m_j.key("history").optionalString(m_s.history);
    m_j.key("maps").beginArray();
    for (std::size_t i = 0; i < m_s.maps.size(); ++i) {
        const MapPlacement& m = m_s.maps[i];
        const int board = m_b.indexOf(m.id);
        m_j.beginObject();
        m_j.key("id").string(m.id);
        m_j.key("file").string(m.href);
        m_j.key("rotation").number(m.rotation);
        if (board >= 0 && m_b.loaded(board)) {
            m_j.key("columns").number(m_b.grid(board).columns());
            m_j.key("rows").number(m_b.grid(board).rows());
        } else {
            m_j.key("columns").null();
            m_j.key("rows").null();
        }
        m_j.endObject();
    }
    m_j.endArray();
    m_j.key("joins").beginArray();
    for (const MapJoin& j : m_s.joins) {
        m_j.beginObject();
        m_j.key("map").string(j.map);
        m_j.key("edge").string(mapEdgeName(j.edge));
        m_j.key("to").string(j.to);
        m_j.key("toEdge").string(mapEdgeName(j.toEdge));
        m_j.endObject();
    }
    m_j.endArray();
    m_j.key("sides").beginArray();
    for (const Side& s : m_s.sides) {
        m_j.beginObject();
        m_j.key("id").string(s.id);
        m_j.key("nationality").string(s.nationality);
        m_j.key("commandControl").number(s.commandControl);
        m_j.key("commandMarkers").number(s.commandMarkers);
        m_j.key("setsUpFirst").boolean(s.id == m_s.firstToSetUp);
        m_j.endObject();
    }
    m_j.endArray();
}

void Exporter::track()
{
    const TrackDisplay& t = m_s.track;
    m_j.key("initiative").beginObject();
    m_j.key("side").string(t.initiativeSide);
    m_j.key("pawn");
    position(t.initiativePawn);
    m_j.endObject();
    m_j.key("fateCard").string(t.fateCard);
    m_j.key("sniperFaceUp").string(t.sniperFaceUp);
    m_j.key("airSupportFaceUp").string(t.airSupportFaceUp);
    m_j.key("vpMarker");
    if (t.vpMarker) position(*t.vpMarker);
    else m_j.null();
    m_j.key("timeTrack").beginObject();
    m_j.key("turnStart").number(t.timeTrack.turnStart);
    m_j.key("suddenDeathSpace").number(t.timeTrack.suddenDeathSpace);
    m_j.key("spaces").beginArray();
    for (const TimeSpace& s : t.timeTrack.spaces) {
        m_j.beginObject();
        m_j.key("number").number(s.number);
        m_j.key("suddenDeathNumber").number(s.suddenDeath);
        m_j.endObject();
    }
    m_j.endArray();
    m_j.endObject();
}

void Exporter::victory()
{
    const Victory& v = m_s.victory;
    m_j.key("victory").beginObject();
    m_j.key("elimination").beginArray();
    for (const EliminationVp& e : v.elimination) {
        m_j.beginObject();
        m_j.key("side").optionalString(e.side);
        m_j.key("type").optionalString(typeOf(e.type));
        m_j.key("size").optionalString(e.size ? std::string(unitSizeName(*e.size)) : std::string());
        m_j.key("vp").number(e.vp);
        m_j.endObject();
    }
    m_j.endArray();
    m_j.key("exits").beginArray();
    for (const ExitVp& e : v.exits) {
        m_j.beginObject();
        m_j.key("side").string(e.side);
        m_j.key("type").optionalString(typeOf(e.type));
        m_j.key("vp").number(e.vp);
        m_j.key("hexes").strings(edgeOrHexes(e.map, e.edge, e.hexes));
        m_j.endObject();
    }
    m_j.endArray();
    m_j.key("objectives").beginArray();
    for (const Objective& o : v.objectives) {
        m_j.beginObject();
        m_j.key("id").string(o.id);
        m_j.key("name").optionalString(o.name);
        m_j.key("hexes").strings(resolved(o.hexes));
        m_j.key("control").optionalString(o.control == Objective::kNobody ? std::string() : o.control);
        m_j.key("vp").beginObject();
        for (const ObjectiveValue& val : o.values) m_j.key(val.side).number(val.vp);
        m_j.endObject();
        m_j.endObject();
    }
    m_j.endArray();
    m_j.key("text").optionalString(v.text);
    m_j.endObject();
}

void Exporter::forces()
{
    m_j.key("forces").beginArray();
    for (const Forces& f : m_s.forces) {
        m_j.beginObject();
        m_j.key("side").string(f.side);
        m_j.key("units").beginArray();
        for (const Unit& u : f.units) unit(u);
        m_j.endArray();
        m_j.key("fortifications").beginArray();
        for (const Fortification& x : f.fortifications) {
            m_j.beginObject();
            m_j.key("id").string(x.id);
            m_j.key("kind").string(x.kind);
            m_j.key("count").number(x.count);
            m_j.key("setupArea").optionalString(x.area);
            m_j.key("fixedHexes").strings(resolved(x.hexes));
            m_j.endObject();
        }
        m_j.endArray();
        m_j.key("assets").beginArray();
        for (const AssetCard& a : f.assets) {
            m_j.beginObject();
            m_j.key("card").string(a.card);
            m_j.key("count").number(a.count);
            m_j.endObject();
        }
        m_j.endArray();
        m_j.endObject();
    }
    m_j.endArray();
}

void Exporter::areas()
{
    m_j.key("setupAreas").beginArray();
    for (const SetupArea& a : m_s.setupAreas) {
        m_j.beginObject();
        m_j.key("id").string(a.id);
        m_j.key("side").string(a.side);
        m_j.key("description").optionalString(a.description);
        m_j.key("hexes").strings(m_b.labels(m_b.resolveArea(a).hexes));
        m_j.endObject();
    }
    m_j.endArray();
}

void Exporter::sighting()
{
    static constexpr const char* kKinds[] = {"hidden", "false-sighting", "fortification"};
    m_j.key("sighting").beginArray();
    for (const SightingAllotment& a : m_s.sighting) {
        m_j.beginObject();
        m_j.key("side").string(a.side);
        m_j.key("markers").number(a.markers);
        m_j.key("setupArea").optionalString(a.area);
        m_j.key("contents").beginArray();
        for (const SightingContent& c : a.contents) {
            m_j.beginObject();
            m_j.key("kind").string(kKinds[int(c.kind)]);
            if (c.kind == SightingKind::Hidden) m_j.key("letter").string(c.letter);
            if (c.kind == SightingKind::Fortification) m_j.key("fortification").string(c.fortification);
            m_j.key("count").number(c.count);
            m_j.key("fixedHexes").strings(resolved(c.hexes));
            m_j.endObject();
        }
        m_j.endArray();
        m_j.key("hiding").beginArray();
        for (const HidingMarker& h : a.hiding) {
            m_j.beginObject();
            m_j.key("letter").string(h.letter);
            m_j.key("chosenAtSetup").boolean(h.chosenAtSetup);
            m_j.key("pieces").beginArray();
            for (const HiddenPiece& p : h.pieces) {
                m_j.beginObject();
                m_j.key("kind").string(p.kind == HiddenPiece::Kind::Unit ? "unit" : "fortification");
                m_j.key("ref").string(p.ref);
                m_j.key("count").number(p.count);
                m_j.endObject();
            }
            m_j.endArray();
            m_j.endObject();
        }
        m_j.endArray();
        m_j.endObject();
    }
    m_j.endArray();
}

void Exporter::schedule()
{
    m_j.key("schedule").beginArray();
    for (const TimelineTurn& t : buildTimeline(m_s)) {
        m_j.beginObject();
        m_j.key("turn").number(t.space);
        m_j.key("start").boolean(t.start);
        m_j.key("suddenDeathNumber");
        if (t.suddenDeath) m_j.number(*t.suddenDeath);
        else m_j.null();
        m_j.key("arrivals").beginArray();
        for (const Reinforcement* r : t.arrivals) {
            m_j.beginObject();
            m_j.key("side").string(r->side);
            m_j.key("units").beginArray();
            for (const Unit& u : r->units) unit(u);
            m_j.endArray();
            m_j.key("commandMarkers").number(r->commandMarkers);
            m_j.key("entryHexes").strings(r->entry ? edgeOrHexes(r->entry->map, r->entry->edge, r->entry->hexes) : std::vector<std::string>{});
            m_j.key("text").optionalString(r->text);
            m_j.endObject();
        }
        m_j.endArray();
        m_j.endObject();
    }
    m_j.endArray();
}

std::string Exporter::run()
{
    m_j.beginObject();
    header();
    track();
    victory();
    forces();
    areas();
    sighting();
    schedule();
    m_j.key("specialRules").beginArray();
    for (const SpecialRule& r : m_s.specialRules) {
        m_j.beginObject();
        m_j.key("id").string(r.id);
        m_j.key("title").optionalString(r.title);
        m_j.key("text").string(r.text);
        m_j.endObject();
    }
    m_j.endArray();
    m_j.key("notes").optionalString(m_s.notes);
    m_j.endObject();
    return m_j.take();
}

} // namespace

std::string exportScenarioJson(const Scenario& scenario, const BoardSet& boards)
{
    return Exporter(scenario, boards).run();
}

} // namespace crestline::formats
