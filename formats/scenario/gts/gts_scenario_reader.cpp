// Reader for GTS scenarios (docs/gts-scenario.md). Codes: xml-malformed,
// file-unreadable, wrong-root, missing-version, newer-version, wrong-system
// (fatal); missing-attribute, missing-element, duplicate-element, bad-value,
// unknown-element, unknown-attribute, undeclared-prefix (errors). A required
// value that is absent is reported and left empty, never made up.

#include "formats/common/atomic_file.h"
#include "formats/scenario/gts/gts_scenario_format.h"
#include "formats/scenario/scenario_format.h"
#include "formats/scenario/scenario_xml.h"

namespace crestline::formats {

namespace {

using namespace scenarios::gts;
using scenarios::HexName;
using scenarios::MapPlacement;
using scenarios::SpecialRule;

class GtsScenarioReader {
public:
    explicit GtsScenarioReader(xml::ReadContext& ctx) : m_ctx(ctx) {}
    void read(pugi::xml_node root);
    GtsScenario& scenario() { return m_s; }

private:
    xml::ReadContext& m_ctx;
    GtsScenario m_s;

    void readTurns(pugi::xml_node n);
    void readWeather(pugi::xml_node n);
    Army readArmy(pugi::xml_node n);
    Division readDivision(pugi::xml_node n);
    Formation readFormation(pugi::xml_node n);
    Unit readUnit(pugi::xml_node n);
    void readFirstTurn(pugi::xml_node n);
    void readSetup(pugi::xml_node n);
    void readReinforcement(pugi::xml_node n);
    void readVictory(pugi::xml_node n);
    std::optional<bool> requireBool(pugi::xml_node n, const char* name);
    bool optionalFlag(pugi::xml_node n, const char* name);
    std::optional<HexName> hex(pugi::xml_node n, const char* name, bool required);
    std::vector<PieceRef> refs(pugi::xml_node n, const char* child);
};

std::optional<bool> GtsScenarioReader::requireBool(pugi::xml_node n, const char* name)
{
    const auto v = xml::requireChoice(m_ctx, n, name, {"true", "false"});
    if (!v) return std::nullopt;
    return *v == "true";
}

bool GtsScenarioReader::optionalFlag(pugi::xml_node n, const char* name)
{
    const auto v = xml::requireChoice(m_ctx, n, name, {"true", "false"}, false);
    return v && *v == "true";
}

std::optional<HexName> GtsScenarioReader::hex(pugi::xml_node n, const char* name, bool required)
{
    const std::vector<HexName> list = scenario_xml::readHexList(m_ctx, n, name, required);
    if (list.empty()) return std::nullopt;
    if (list.size() > 1) {
        m_ctx.report(code::BadValue, n, std::string("attribute '") + name + "' of <" + n.name() + "> names more than one hex");
        return std::nullopt;
    }
    return list.front();
}

std::vector<PieceRef> GtsScenarioReader::refs(pugi::xml_node n, const char* child)
{
    std::vector<PieceRef> out;
    for (pugi::xml_node c : n.children(child)) {
        PieceRef r;
        r.line = m_ctx.lineOf(c);
        if (auto v = xml::requireToken(m_ctx, c, "ref")) r.ref = *v;
        r.extras = xml::readExtras(m_ctx, c, {"ref"}, {});
        out.push_back(std::move(r));
    }
    return out;
}

void GtsScenarioReader::read(pugi::xml_node root)
{
    m_s.version = xml::parseInt(root.attribute("version").value()).value_or(0);
    if (auto v = xml::requireToken(m_ctx, root, "id")) m_s.id = *v;
    m_s.system = root.attribute("system").value();
    for (const char* single : {"title", "date", "history", "turns", "weather", "first-turn", "setup", "victory", "notes"})
        xml::reportDuplicates(m_ctx, root, single);
    m_s.extras = xml::readExtras(m_ctx, root, {"version", "id", "system"},
                                 {"title", "date", "history", "map", "turns", "weather", "army", "first-turn", "setup", "reinforcement",
                                  "victory", "special-rule", "notes"});
    if (const pugi::xml_node t = xml::requireChild(m_ctx, root, "title")) m_s.title = xml::readText(m_ctx, t, m_s.extras);
    if (const pugi::xml_node t = root.child("date")) m_s.date = xml::readText(m_ctx, t, m_s.extras);
    if (const pugi::xml_node t = root.child("history")) m_s.history = xml::readText(m_ctx, t, m_s.extras);
    m_s.maps = scenario_xml::readMapPlacements(m_ctx, root);
    if (const pugi::xml_node n = xml::requireChild(m_ctx, root, "turns")) readTurns(n);
    if (const pugi::xml_node n = xml::requireChild(m_ctx, root, "weather")) readWeather(n);
    if (!root.child("army")) xml::requireChild(m_ctx, root, "army");
    for (pugi::xml_node n : root.children("army")) m_s.armies.push_back(readArmy(n));
    if (const pugi::xml_node n = xml::requireChild(m_ctx, root, "first-turn")) readFirstTurn(n);
    if (const pugi::xml_node n = xml::requireChild(m_ctx, root, "setup")) readSetup(n);
    for (pugi::xml_node n : root.children("reinforcement")) readReinforcement(n);
    if (const pugi::xml_node n = xml::requireChild(m_ctx, root, "victory")) readVictory(n);
    scenario_xml::readSpecialRulesAndNotes(m_ctx, root, m_s.specialRules, m_s.notes, m_s.extras);
}

void GtsScenarioReader::readTurns(pugi::xml_node n)
{
    TurnRecord& r = m_s.turnRecord;
    r.line = m_ctx.lineOf(n);
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "last", 1)) r.last = *v;
    r.extras = xml::readExtras(m_ctx, n, {"last"}, {"turn"});
    if (!n.child("turn")) xml::requireChild(m_ctx, n, "turn");
    for (pugi::xml_node c : n.children("turn")) {
        Turn t;
        t.line = m_ctx.lineOf(c);
        if (auto v = xml::requireIntAtLeast(m_ctx, c, "number", 1)) t.number = *v;
        if (auto v = xml::requireToken(m_ctx, c, "time")) t.time = *v;
        t.night = optionalFlag(c, "night");
        t.extras = xml::readExtras(m_ctx, c, {"number", "time", "night"}, {"air"});
        for (pugi::xml_node a : c.children("air")) {
            AirUnits air;
            air.line = m_ctx.lineOf(a);
            if (auto v = xml::requireToken(m_ctx, a, "army")) air.army = *v;
            if (auto v = xml::requireIntAtLeast(m_ctx, a, "units", 0)) air.units = *v;
            air.extras = xml::readExtras(m_ctx, a, {"army", "units"}, {});
            t.air.push_back(std::move(air));
        }
        r.turns.push_back(std::move(t));
    }
}

void GtsScenarioReader::readWeather(pugi::xml_node n)
{
    WeatherSetting& w = m_s.weather;
    w.line = m_ctx.lineOf(n);
    if (auto v = xml::requireChoice(m_ctx, n, "start", {"clear", "overcast", "fog", "rain"})) w.start = *weatherFromName(*v);
    if (auto v = requireBool(n, "may-change")) w.mayChange = *v;
    w.extras = xml::readExtras(m_ctx, n, {"start", "may-change"}, {});
}

Army GtsScenarioReader::readArmy(pugi::xml_node n)
{
    Army a;
    a.line = m_ctx.lineOf(n);
    if (auto v = xml::requireToken(m_ctx, n, "id")) a.id = *v;
    if (auto v = xml::requireToken(m_ctx, n, "name")) a.name = *v;
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "road-blocks", 0)) a.roadBlocks = *v;
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "rearguards", 0)) a.rearguards = *v;
    a.rearguardsTotal = xml::optionalIntAtLeast(m_ctx, n, "rearguards-total", 0);
    a.extras = xml::readExtras(m_ctx, n, {"id", "name", "road-blocks", "rearguards", "rearguards-total"}, {"division"});
    if (!n.child("division")) xml::requireChild(m_ctx, n, "division");
    for (pugi::xml_node c : n.children("division")) a.divisions.push_back(readDivision(c));
    return a;
}

Division GtsScenarioReader::readDivision(pugi::xml_node n)
{
    Division d;
    d.line = m_ctx.lineOf(n);
    if (auto v = xml::requireToken(m_ctx, n, "id")) d.id = *v;
    if (auto v = xml::requireToken(m_ctx, n, "name")) d.name = *v;
    if (auto v = xml::requireToken(m_ctx, n, "symbol")) d.symbol = *v;
    if (auto v = requireBool(n, "chit-in-play")) d.chitInPlay = *v;
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "command-rating", 0)) d.commandRating = *v;
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "dispatch-rating", 0)) d.dispatchRating = *v;
    // Any whole number reads: points outside 0..19 are a check finding [10.0.4].
    if (auto v = xml::requireInt(m_ctx, n, "command-points")) d.commandPoints = *v;
    if (auto v = xml::requireInt(m_ctx, n, "dispatch-points")) d.dispatchPoints = *v;
    xml::reportDuplicates(m_ctx, n, "discount");
    d.extras = xml::readExtras(m_ctx, n,
                               {"id", "name", "symbol", "chit-in-play", "command-rating", "dispatch-rating", "command-points", "dispatch-points"},
                               {"discount", "formation"});
    if (const pugi::xml_node c = n.child("discount")) {
        ChitDiscount cd;
        cd.line = m_ctx.lineOf(c);
        if (auto v = xml::requireIntAtLeast(m_ctx, c, "this-turn", 0)) cd.thisTurn = *v;
        if (auto v = xml::requireIntAtLeast(m_ctx, c, "next-turn", 0)) cd.nextTurn = *v;
        cd.extras = xml::readExtras(m_ctx, c, {"this-turn", "next-turn"}, {});
        d.discount = std::move(cd);
    }
    if (!n.child("formation")) xml::requireChild(m_ctx, n, "formation");
    for (pugi::xml_node c : n.children("formation")) d.formations.push_back(readFormation(c));
    return d;
}

Formation GtsScenarioReader::readFormation(pugi::xml_node n)
{
    Formation f;
    f.line = m_ctx.lineOf(n);
    if (auto v = xml::requireToken(m_ctx, n, "id")) f.id = *v;
    if (auto v = xml::requireToken(m_ctx, n, "name")) f.name = *v;
    if (auto v = xml::requireToken(m_ctx, n, "colour")) f.colour = *v;
    f.independent = optionalFlag(n, "independent");
    xml::reportDuplicates(m_ctx, n, "leader");
    f.extras = xml::readExtras(m_ctx, n, {"id", "name", "colour", "independent"}, {"leader", "unit"});
    if (const pugi::xml_node c = n.child("leader")) {
        Leader l;
        l.line = m_ctx.lineOf(c);
        if (auto v = xml::requireToken(m_ctx, c, "id")) l.id = *v;
        if (auto v = xml::requireToken(m_ctx, c, "name")) l.name = *v;
        if (auto v = xml::requireIntAtLeast(m_ctx, c, "command-range", 0)) l.commandRange = *v;
        l.extras = xml::readExtras(m_ctx, c, {"id", "name", "command-range"}, {});
        f.leader = std::move(l);
    }
    for (pugi::xml_node c : n.children("unit")) f.units.push_back(readUnit(c));
    return f;
}

Unit GtsScenarioReader::readUnit(pugi::xml_node n)
{
    Unit u;
    u.line = m_ctx.lineOf(n);
    if (auto v = xml::requireToken(m_ctx, n, "id")) u.id = *v;
    if (auto v = xml::requireToken(m_ctx, n, "name")) u.name = *v;
    if (auto v = xml::requireChoice(m_ctx, n, "movement", {"wheeled", "tracked", "leg", "immobile"})) u.movement = *movementClassFromName(*v);
    if (auto v = xml::requireChoice(m_ctx, n, "steps", {"0", "1", "2"})) u.steps = *xml::parseInt(*v); // [29.43]
    u.organicTransport = optionalFlag(n, "organic-transport");
    u.extras = xml::readExtras(m_ctx, n, {"id", "name", "movement", "steps", "organic-transport"}, {});
    return u;
}

void GtsScenarioReader::readFirstTurn(pugi::xml_node n)
{
    FirstTurn& f = m_s.firstTurn;
    f.line = m_ctx.lineOf(n);
    if (auto v = xml::requireToken(m_ctx, n, "player")) f.firstPlayer = *v;
    f.extras = xml::readExtras(m_ctx, n, {"player"}, {"chit"});
    for (pugi::xml_node c : n.children("chit")) {
        MugChit chit;
        chit.line = m_ctx.lineOf(c);
        if (auto v = xml::requireChoice(m_ctx, c, "kind", {"division", "formation", "direct-command"})) chit.kind = *chitKindFromName(*v);
        if (auto v = xml::requireToken(m_ctx, c, "ref")) chit.ref = *v;
        chit.extras = xml::readExtras(m_ctx, c, {"kind", "ref"}, {});
        f.mug.push_back(std::move(chit));
    }
}

void GtsScenarioReader::readSetup(pugi::xml_node n)
{
    m_s.setupLine = m_ctx.lineOf(n);
    m_s.setupExtras = xml::readExtras(m_ctx, n, {}, {"unit", "leader"});
    for (pugi::xml_node c : n.children("unit")) {
        UnitSetup u;
        u.line = m_ctx.lineOf(c);
        if (auto v = xml::requireToken(m_ctx, c, "ref")) u.unit = *v;
        if (auto h = hex(c, "hex", true)) u.hex = *h;
        if (auto v = xml::requireChoice(m_ctx, c, "mode", {"deployed", "column", "transport"}, false)) u.mode = *unitModeFromName(*v);
        if (auto v = xml::optionalIntAtLeast(m_ctx, c, "step-losses", 0)) u.stepLosses = *v;
        if (auto v = xml::requireChoice(m_ctx, c, "position", {"none", "improved", "entrenchment"}, false)) u.position = *positionFromName(*v);
        u.extras = xml::readExtras(m_ctx, c, {"ref", "hex", "mode", "step-losses", "position"}, {});
        m_s.setup.push_back(std::move(u));
    }
    for (pugi::xml_node c : n.children("leader")) {
        LeaderSetup l;
        l.line = m_ctx.lineOf(c);
        if (auto v = xml::requireToken(m_ctx, c, "ref")) l.leader = *v;
        if (auto h = hex(c, "hex", true)) l.hex = *h;
        l.extras = xml::readExtras(m_ctx, c, {"ref", "hex"}, {});
        m_s.leaderSetup.push_back(std::move(l));
    }
}

void GtsScenarioReader::readReinforcement(pugi::xml_node n)
{
    Reinforcement r;
    r.line = m_ctx.lineOf(n);
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "turn", 1)) r.turn = *v;
    if (auto v = xml::requireToken(m_ctx, n, "division")) r.division = *v;
    r.divisionChit = optionalFlag(n, "division-chit");
    xml::reportDuplicates(m_ctx, n, "entry");
    r.extras = xml::readExtras(m_ctx, n, {"turn", "division", "division-chit"}, {"entry", "unit", "leader"});
    if (const pugi::xml_node c = n.child("entry")) {
        EntryPoint e;
        e.line = m_ctx.lineOf(c);
        e.hex = hex(c, "hex", false);
        e.symbol = xml::optionalString(c, "symbol");
        if (!c.attribute("hex") && e.symbol.empty())
            m_ctx.report(code::MissingAttribute, c, "<entry> needs a 'hex', a Division 'symbol', or both [8.0]");
        e.extras = xml::readExtras(m_ctx, c, {"hex", "symbol"}, {});
        r.entry = std::move(e);
    }
    r.units = refs(n, "unit");
    r.leaders = refs(n, "leader");
    if ((!r.units.empty() || !r.leaders.empty()) && !n.child("entry"))
        m_ctx.report(code::MissingElement, n, "<reinforcement> brings units or leaders but has no <entry> [8.0]");
    if (r.units.empty() && r.leaders.empty() && !r.divisionChit)
        m_ctx.report(code::MissingElement, n, "<reinforcement> brings nothing: add <unit>, <leader> or division-chit=\"true\"");
    m_s.reinforcements.push_back(std::move(r));
}

void GtsScenarioReader::readVictory(pugi::xml_node n)
{
    Victory& v = m_s.victory;
    v.line = m_ctx.lineOf(n);
    xml::reportDuplicates(m_ctx, n, "text");
    v.extras = xml::readExtras(m_ctx, n, {}, {"objective", "text"});
    for (pugi::xml_node c : n.children("objective")) {
        VictoryHex h;
        h.line = m_ctx.lineOf(c);
        if (auto x = hex(c, "hex", true)) h.hex = *x;
        if (auto x = xml::requireToken(m_ctx, c, "army")) h.army = *x;
        if (auto x = xml::requireInt(m_ctx, c, "points")) h.points = *x;
        h.extras = xml::readExtras(m_ctx, c, {"hex", "army", "points"}, {});
        v.hexes.push_back(std::move(h));
    }
    if (const pugi::xml_node t = n.child("text")) v.text = xml::readText(m_ctx, t, v.extras);
    if (v.hexes.empty() && !n.child("text")) m_ctx.report(code::MissingElement, n, "<victory> states nothing: add <objective> or <text> [12.0]");
}

} // namespace

std::optional<std::string> scenarioSystemOf(std::string_view text)
{
    pugi::xml_document doc;
    if (!doc.load_buffer(text.data(), text.size(), pugi::parse_default)) return std::nullopt;
    const pugi::xml_node root = doc.document_element();
    if (std::string_view(root.name()) != "scenario" || !root.attribute("system")) return std::nullopt;
    return std::string(root.attribute("system").value());
}


ReadResult<GtsScenario> readGtsScenarioText(std::string_view text, const std::string& fileName)
{
    return xml::readDocument<ReadResult<GtsScenario>>(text, fileName, [](xml::ReadContext& ctx, pugi::xml_node root) -> std::optional<GtsScenario> {
        if (!xml::checkRoot(ctx, root, "scenario", kScenarioFormatVersion, "scenario")) return std::nullopt;
        if (!scenario_xml::requireSystem(ctx, root, kGtsSystem, "a GTS scenario")) return std::nullopt;
        GtsScenarioReader reader(ctx);
        reader.read(root);
        return std::move(reader.scenario());
    });
}

ReadResult<GtsScenario> readGtsScenarioFile(const std::filesystem::path& file)
{
    return readFileWith<ReadResult<GtsScenario>>(file, readGtsScenarioText);
}

} // namespace crestline::formats
