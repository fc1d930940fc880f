// Reader for the scenario format (NAME.scenario.xml, docs/scenario-format.md).
// Codes: xml-malformed, file-unreadable, wrong-root, missing-version,
// newer-version (fatal); missing-attribute, missing-element,
// duplicate-element, bad-value, unknown-element, unknown-attribute,
// undeclared-prefix (errors). Only a fatal problem leaves no scenario; with
// errors the scenario is returned as far as it could be read (a value in
// error is left empty, an area expression in error is dropped) and the caller
// decides.

#include "formats/common/atomic_file.h"
#include "formats/scenario/scenario_format.h"
#include "formats/scenario/scenario_xml.h"

namespace crestline::formats {

namespace {

using namespace scenarios;
namespace sx = scenario_xml;


class ScenarioReader {
public:
    explicit ScenarioReader(xml::ReadContext& ctx) : m_ctx(ctx) {}
    void read(pugi::xml_node root);
    Scenario& scenario() { return m_s; }

private:
    xml::ReadContext& m_ctx;
    Scenario m_s;

    void readJoin(pugi::xml_node n);
    void readSides(pugi::xml_node n);
    void readTrack(pugi::xml_node n);
    std::optional<TrackPosition> readPosition(pugi::xml_node n, const char* spaceName);
    void readTimeTrack(pugi::xml_node n);
    void readVictory(pugi::xml_node n);
    void readObjective(pugi::xml_node n);
    Unit readUnit(pugi::xml_node n);
    void readForces(pugi::xml_node n);
    void readSetupArea(pugi::xml_node n);
    void readSighting(pugi::xml_node n);
    HidingMarker readHiding(pugi::xml_node n);
    void readReinforcement(pugi::xml_node n);
    Entry readEntry(pugi::xml_node n);
    std::optional<MapEdge> edge(pugi::xml_node n, const char* name, bool required);
    std::optional<UnitType> unitType(pugi::xml_node n, bool required);
    std::optional<UnitSize> unitSize(pugi::xml_node n, bool required);
    std::string side(pugi::xml_node n, const char* name = "side");
};

std::optional<MapEdge> ScenarioReader::edge(pugi::xml_node n, const char* name, bool required)
{
    const auto v = xml::requireChoice(m_ctx, n, name, {"north", "south", "east", "west"}, required);
    return v ? mapEdgeFromName(*v) : std::nullopt;
}

std::optional<UnitType> ScenarioReader::unitType(pugi::xml_node n, bool required)
{
    const auto v = xml::requireChoice(m_ctx, n, "type", {"infantry", "gun", "vehicle"}, required);
    return v ? unitTypeFromName(*v) : std::nullopt;
}

std::optional<UnitSize> ScenarioReader::unitSize(pugi::xml_node n, bool required)
{
    const auto v = xml::requireChoice(m_ctx, n, "size", {"platoon", "squad"}, required);
    return v ? unitSizeFromName(*v) : std::nullopt;
}

std::string ScenarioReader::side(pugi::xml_node n, const char* name)
{
    return xml::requireToken(m_ctx, n, name).value_or(std::string());
}

void ScenarioReader::read(pugi::xml_node root)
{
    m_s.version = xml::parseInt(root.attribute("version").value()).value_or(0);
    if (auto v = xml::requireToken(m_ctx, root, "id")) m_s.id = *v;
    if (auto v = xml::requireToken(m_ctx, root, "system")) m_s.system = *v;
    for (const char* single : {"title", "date", "location", "history", "sides", "track-display", "victory", "notes"})
        xml::reportDuplicates(m_ctx, root, single);
    m_s.extras = xml::readExtras(m_ctx, root, {"version", "id", "system"},
                            {"title", "date", "location", "history", "map", "join", "sides", "track-display", "victory", "forces", "setup-area",
                             "sighting", "reinforcement", "special-rule", "notes"});
    if (const pugi::xml_node t = xml::requireChild(m_ctx, root, "title")) m_s.title = xml::readText(m_ctx, t, m_s.extras);
    if (const pugi::xml_node t = root.child("date")) m_s.date = xml::readText(m_ctx, t, m_s.extras);
    if (const pugi::xml_node t = root.child("location")) m_s.location = xml::readText(m_ctx, t, m_s.extras);
    if (const pugi::xml_node t = root.child("history")) m_s.history = xml::readText(m_ctx, t, m_s.extras);
    m_s.maps = scenario_xml::readMapPlacements(m_ctx, root);
    for (pugi::xml_node n : root.children("join")) readJoin(n);
    if (const pugi::xml_node n = xml::requireChild(m_ctx, root, "sides")) readSides(n);
    if (const pugi::xml_node n = xml::requireChild(m_ctx, root, "track-display")) readTrack(n);
    if (const pugi::xml_node n = xml::requireChild(m_ctx, root, "victory")) readVictory(n);
    for (pugi::xml_node n : root.children("forces")) readForces(n);
    for (pugi::xml_node n : root.children("setup-area")) readSetupArea(n);
    for (pugi::xml_node n : root.children("sighting")) readSighting(n);
    for (pugi::xml_node n : root.children("reinforcement")) readReinforcement(n);
    scenario_xml::readSpecialRulesAndNotes(m_ctx, root, m_s.specialRules, m_s.notes, m_s.extras);
}

void ScenarioReader::readJoin(pugi::xml_node n)
{
    MapJoin j;
    j.line = m_ctx.lineOf(n);
    if (auto v = xml::requireToken(m_ctx, n, "map")) j.map = *v;
    if (auto v = edge(n, "edge", true)) j.edge = *v;
    if (auto v = xml::requireToken(m_ctx, n, "to")) j.to = *v;
    if (auto v = edge(n, "to-edge", true)) j.toEdge = *v;
    j.extras = xml::readExtras(m_ctx, n, {"map", "edge", "to", "to-edge"}, {});
    m_s.joins.push_back(std::move(j));
}

void ScenarioReader::readSides(pugi::xml_node n)
{
    m_s.sidesLine = m_ctx.lineOf(n);
    m_s.firstToSetUp = side(n, "first-to-set-up");
    m_s.sidesExtras = xml::readExtras(m_ctx, n, {"first-to-set-up"}, {"side"});
    for (pugi::xml_node c : n.children("side")) {
        Side s;
        s.line = m_ctx.lineOf(c);
        if (auto v = xml::requireToken(m_ctx, c, "id")) s.id = *v;
        if (auto v = xml::requireToken(m_ctx, c, "nationality")) s.nationality = *v;
        if (auto v = xml::requireIntAtLeast(m_ctx, c, "command-control", 0)) s.commandControl = *v;
        if (auto v = xml::requireIntAtLeast(m_ctx, c, "command-markers", 0)) s.commandMarkers = *v;
        s.extras = xml::readExtras(m_ctx, c, {"id", "nationality", "command-control", "command-markers"}, {});
        m_s.sides.push_back(std::move(s));
    }
}

std::optional<TrackPosition> ScenarioReader::readPosition(pugi::xml_node n, const char* spaceName)
{
    TrackPosition p;
    const auto space = xml::requireInt(m_ctx, n, spaceName);
    if (!space) return std::nullopt;
    p.space = *space;
    p.side = xml::optionalString(n, "toward");
    return p;
}

void ScenarioReader::readTrack(pugi::xml_node n)
{
    TrackDisplay& t = m_s.track;
    t.line = m_ctx.lineOf(n);
    for (const char* single : {"initiative", "fate-card", "sniper", "air-support", "vp-marker", "time-track"}) xml::reportDuplicates(m_ctx, n, single);
    t.extras = xml::readExtras(m_ctx, n, {}, {"initiative", "fate-card", "sniper", "air-support", "vp-marker", "time-track"});
    if (const pugi::xml_node c = xml::requireChild(m_ctx, n, "initiative")) {
        t.initiativeLine = m_ctx.lineOf(c);
        t.initiativeSide = side(c);
        if (auto p = readPosition(c, "pawn")) t.initiativePawn = *p;
        t.initiativeExtras = xml::readExtras(m_ctx, c, {"side", "pawn", "toward"}, {});
    }
    if (const pugi::xml_node c = xml::requireChild(m_ctx, n, "fate-card")) {
        t.fateLine = m_ctx.lineOf(c);
        t.fateCard = side(c, "holder");
        t.fateExtras = xml::readExtras(m_ctx, c, {"holder"}, {});
    }
    if (const pugi::xml_node c = xml::requireChild(m_ctx, n, "sniper")) {
        t.sniperLine = m_ctx.lineOf(c);
        t.sniperFaceUp = side(c, "face-up");
        t.sniperExtras = xml::readExtras(m_ctx, c, {"face-up"}, {});
    }
    if (const pugi::xml_node c = xml::requireChild(m_ctx, n, "air-support")) {
        t.airLine = m_ctx.lineOf(c);
        t.airSupportFaceUp = side(c, "face-up");
        t.airExtras = xml::readExtras(m_ctx, c, {"face-up"}, {});
    }
    if (const pugi::xml_node c = n.child("vp-marker")) {
        t.vpLine = m_ctx.lineOf(c);
        t.vpMarker = readPosition(c, "space");
        t.vpExtras = xml::readExtras(m_ctx, c, {"space", "toward"}, {});
    }
    if (const pugi::xml_node c = xml::requireChild(m_ctx, n, "time-track")) readTimeTrack(c);
}

void ScenarioReader::readTimeTrack(pugi::xml_node n)
{
    TimeTrack& tt = m_s.track.timeTrack;
    tt.line = m_ctx.lineOf(n);
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "turn-start", 1)) tt.turnStart = *v;
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "sudden-death", 1)) tt.suddenDeathSpace = *v;
    tt.extras = xml::readExtras(m_ctx, n, {"turn-start", "sudden-death"}, {"space"});
    if (!n.child("space")) xml::requireChild(m_ctx, n, "space");
    for (pugi::xml_node c : n.children("space")) {
        TimeSpace s;
        s.line = m_ctx.lineOf(c);
        if (auto v = xml::requireIntAtLeast(m_ctx, c, "number", 1)) s.number = *v;
        if (auto v = xml::requireIntAtLeast(m_ctx, c, "sudden-death-number", 0)) s.suddenDeath = *v;
        s.extras = xml::readExtras(m_ctx, c, {"number", "sudden-death-number"}, {});
        tt.spaces.push_back(std::move(s));
    }
}

void ScenarioReader::readVictory(pugi::xml_node n)
{
    Victory& v = m_s.victory;
    v.line = m_ctx.lineOf(n);
    xml::reportDuplicates(m_ctx, n, "text");
    v.extras = xml::readExtras(m_ctx, n, {}, {"elimination", "exit", "objective", "text"});
    for (pugi::xml_node c : n.children("elimination")) {
        EliminationVp e;
        e.line = m_ctx.lineOf(c);
        e.side = xml::optionalString(c, "side");
        e.type = unitType(c, false);
        e.size = unitSize(c, false);
        if (auto x = xml::requireIntAtLeast(m_ctx, c, "vp", 0)) e.vp = *x;
        e.extras = xml::readExtras(m_ctx, c, {"side", "type", "size", "vp"}, {});
        v.elimination.push_back(std::move(e));
    }
    for (pugi::xml_node c : n.children("exit")) {
        ExitVp e;
        e.line = m_ctx.lineOf(c);
        e.side = side(c);
        e.map = xml::optionalString(c, "map");
        e.edge = edge(c, "edge", false);
        e.hexes = sx::readHexList(m_ctx, c, "hexes", false);
        if (!e.edge && e.hexes.empty()) m_ctx.report(code::MissingAttribute, c, "<exit> needs an 'edge', 'hexes', or both");
        e.type = unitType(c, false);
        if (auto x = xml::requireIntAtLeast(m_ctx, c, "vp", 0)) e.vp = *x;
        e.extras = xml::readExtras(m_ctx, c, {"side", "map", "edge", "hexes", "type", "vp"}, {});
        v.exits.push_back(std::move(e));
    }
    for (pugi::xml_node c : n.children("objective")) readObjective(c);
    if (const pugi::xml_node t = n.child("text")) v.text = xml::readText(m_ctx, t, v.extras);
}

void ScenarioReader::readObjective(pugi::xml_node n)
{
    Objective o;
    o.line = m_ctx.lineOf(n);
    if (auto v = xml::requireToken(m_ctx, n, "id")) o.id = *v;
    o.name = xml::optionalString(n, "name");
    o.hexes = sx::readHexList(m_ctx, n, "hexes", true);
    o.control = side(n, "control");
    o.extras = xml::readExtras(m_ctx, n, {"id", "name", "hexes", "control"}, {"value"});
    if (!n.child("value")) xml::requireChild(m_ctx, n, "value");
    for (pugi::xml_node c : n.children("value")) {
        ObjectiveValue val;
        val.line = m_ctx.lineOf(c);
        val.side = side(c);
        if (auto x = xml::requireIntAtLeast(m_ctx, c, "vp", 0)) val.vp = *x;
        val.extras = xml::readExtras(m_ctx, c, {"side", "vp"}, {});
        o.values.push_back(std::move(val));
    }
    m_s.victory.objectives.push_back(std::move(o));
}

Unit ScenarioReader::readUnit(pugi::xml_node n)
{
    Unit u;
    u.line = m_ctx.lineOf(n);
    if (auto v = xml::requireToken(m_ctx, n, "id")) u.id = *v;
    if (auto v = xml::requireToken(m_ctx, n, "name")) u.name = *v;
    if (auto v = unitType(n, true)) u.type = *v;
    if (auto v = unitSize(n, true)) u.size = *v;
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "count", 1)) u.count = *v;
    u.area = xml::optionalString(n, "area");
    u.hexes = sx::readHexList(m_ctx, n, "hexes", false);
    u.extras = xml::readExtras(m_ctx, n, {"id", "name", "type", "size", "count", "area", "hexes"}, {});
    return u;
}

void ScenarioReader::readForces(pugi::xml_node n)
{
    Forces f;
    f.line = m_ctx.lineOf(n);
    f.side = side(n);
    f.extras = xml::readExtras(m_ctx, n, {"side"}, {"unit", "fortification", "asset"});
    for (pugi::xml_node c : n.children("unit")) f.units.push_back(readUnit(c));
    for (pugi::xml_node c : n.children("fortification")) {
        Fortification x;
        x.line = m_ctx.lineOf(c);
        if (auto v = xml::requireToken(m_ctx, c, "id")) x.id = *v;
        if (auto v = xml::requireToken(m_ctx, c, "kind")) x.kind = *v;
        if (auto v = xml::requireIntAtLeast(m_ctx, c, "count", 1)) x.count = *v;
        x.area = xml::optionalString(c, "area");
        x.hexes = sx::readHexList(m_ctx, c, "hexes", false);
        x.extras = xml::readExtras(m_ctx, c, {"id", "kind", "count", "area", "hexes"}, {});
        f.fortifications.push_back(std::move(x));
    }
    for (pugi::xml_node c : n.children("asset")) {
        AssetCard a;
        a.line = m_ctx.lineOf(c);
        if (auto v = xml::requireToken(m_ctx, c, "card")) a.card = *v;
        if (auto v = xml::requireIntAtLeast(m_ctx, c, "count", 1)) a.count = *v;
        a.extras = xml::readExtras(m_ctx, c, {"card", "count"}, {});
        f.assets.push_back(std::move(a));
    }
    m_s.forces.push_back(std::move(f));
}

void ScenarioReader::readSetupArea(pugi::xml_node n)
{
    m_s.setupAreas.push_back(sx::readSetupArea(m_ctx, n));
}

void ScenarioReader::readSighting(pugi::xml_node n)
{
    SightingAllotment a;
    a.line = m_ctx.lineOf(n);
    a.side = side(n);
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "markers", 0)) a.markers = *v;
    a.area = xml::optionalString(n, "area");
    a.extras = xml::readExtras(m_ctx, n, {"side", "markers", "area"}, {"hidden", "false-sighting", "fortification", "hiding"});
    for (pugi::xml_node c : n.children()) {
        if (c.type() != pugi::node_element) continue;
        const std::string_view name = c.name();
        SightingContent content;
        content.line = m_ctx.lineOf(c);
        if (name == "hidden") {
            content.kind = SightingKind::Hidden;
            if (auto v = xml::requireToken(m_ctx, c, "letter")) content.letter = *v;
            content.hexes = sx::readHexList(m_ctx, c, "hex", false);
            if (content.hexes.size() > 1) m_ctx.report(code::BadValue, c, "a Hidden marker stands in one hex; 'hex' lists " + std::to_string(content.hexes.size()));
            content.extras = xml::readExtras(m_ctx, c, {"letter", "hex"}, {});
        } else if (name == "false-sighting" || name == "fortification") {
            content.kind = name == "false-sighting" ? SightingKind::FalseSighting : SightingKind::Fortification;
            if (content.kind == SightingKind::Fortification)
                if (auto v = xml::requireToken(m_ctx, c, "kind")) content.fortification = *v;
            if (auto v = xml::requireIntAtLeast(m_ctx, c, "count", 1)) content.count = *v;
            content.hexes = sx::readHexList(m_ctx, c, "hexes", false);
            // A False Sighting has no kind: 'kind' on it is reported, not dropped silently.
            content.extras = content.kind == SightingKind::Fortification ? xml::readExtras(m_ctx, c, {"kind", "count", "hexes"}, {})
                                                                         : xml::readExtras(m_ctx, c, {"count", "hexes"}, {});
        } else if (name == "hiding") {
            a.hiding.push_back(readHiding(c));
            continue;
        } else {
            continue;
        }
        a.contents.push_back(std::move(content));
    }
    m_s.sighting.push_back(std::move(a));
}

HidingMarker ScenarioReader::readHiding(pugi::xml_node n)
{
    HidingMarker h;
    h.line = m_ctx.lineOf(n);
    if (auto v = xml::requireToken(m_ctx, n, "letter")) h.letter = *v;
    h.chosenAtSetup = xml::optionalBool(m_ctx, n, "chosen-at-setup").value_or(false);
    h.extras = xml::readExtras(m_ctx, n, {"letter", "chosen-at-setup"}, {"unit", "fortification"});
    h.pieces = sx::readHiddenPieces(m_ctx, n);
    if (h.chosenAtSetup && !h.pieces.empty())
        m_ctx.report(code::BadValue, n, "Hiding marker " + h.letter + " is chosen at setup but also lists pieces");
    return h;
}

Entry ScenarioReader::readEntry(pugi::xml_node n)
{
    Entry e;
    e.line = m_ctx.lineOf(n);
    e.map = xml::optionalString(n, "map");
    e.edge = edge(n, "edge", false);
    e.hexes = sx::readHexList(m_ctx, n, "hexes", false);
    if (!e.edge && e.hexes.empty()) m_ctx.report(code::MissingAttribute, n, "<entry> needs an 'edge', 'hexes', or both");
    e.extras = xml::readExtras(m_ctx, n, {"map", "edge", "hexes"}, {});
    return e;
}

void ScenarioReader::readReinforcement(pugi::xml_node n)
{
    Reinforcement r;
    r.line = m_ctx.lineOf(n);
    r.side = side(n);
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "turn", 1)) r.turn = *v;
    for (const char* single : {"command", "entry", "text"}) xml::reportDuplicates(m_ctx, n, single);
    r.extras = xml::readExtras(m_ctx, n, {"side", "turn"}, {"unit", "command", "entry", "text"});
    for (pugi::xml_node c : n.children("unit")) r.units.push_back(readUnit(c));
    if (const pugi::xml_node c = n.child("command")) {
        r.commandLine = m_ctx.lineOf(c);
        if (auto v = xml::requireIntAtLeast(m_ctx, c, "markers", 1)) r.commandMarkers = *v;
        r.commandExtras = xml::readExtras(m_ctx, c, {"markers"}, {});
    }
    if (const pugi::xml_node c = n.child("entry")) r.entry = readEntry(c);
    if (const pugi::xml_node t = n.child("text")) r.text = xml::readText(m_ctx, t, r.extras);
    if (r.units.empty() && !n.child("command"))
        m_ctx.report(code::MissingElement, n, "<reinforcement> brings nothing: add <unit> or <command>");
    m_s.reinforcements.push_back(std::move(r));
}

} // namespace

ReadResult<Scenario> readScenarioText(std::string_view text, const std::string& fileName)
{
    return xml::readDocument<ReadResult<Scenario>>(text, fileName, [](xml::ReadContext& ctx, pugi::xml_node root) -> std::optional<Scenario> {
        if (!xml::checkRoot(ctx, root, "scenario", kScenarioFormatVersion, "scenario")) return std::nullopt;
        // Every other system's scenarios have their own reader, in its folder.
        // A missing or misspelt system attribute is the reader's own finding.
        if (root.attribute("system") && !scenario_xml::requireSystem(ctx, root, "ff", "an FF scenario")) return std::nullopt;
        ScenarioReader reader(ctx);
        reader.read(root);
        return std::move(reader.scenario());
    });
}

ReadResult<Scenario> readScenarioFile(const std::filesystem::path& file)
{
    return readFileWith<ReadResult<Scenario>>(file, readScenarioText);
}

} // namespace crestline::formats
