// Reader and loader for CoH scenarios (docs/coh-scenario.md). Codes:
// xml-malformed, file-unreadable, wrong-root, missing-version, newer-version,
// wrong-system (fatal); missing-attribute, missing-element,
// duplicate-element, duplicate-id (a side id twice), bad-value, unknown-element, unknown-attribute,
// undeclared-prefix (errors). A required value that is absent is reported
// and left empty, never made up; values a rule limits (facing 0..5, rounds)
// read as any whole number and are the checks' findings.

#include "formats/scenario/coh/coh_scenario_format.h"
#include "formats/scenario/gts/gts_scenario_format.h"
#include "formats/scenario/scenario_format.h"
#include "formats/scenario/scenario_xml.h"

namespace crestline::formats {

namespace {

using namespace scenarios::coh;
using scenarios::HexName;
using scenarios::MapPlacement;
using scenarios::Objective;
using scenarios::ObjectiveValue;
using scenarios::SpecialRule;

class CohScenarioReader {
public:
    explicit CohScenarioReader(xml::ReadContext& ctx) : m_ctx(ctx) {}
    void read(pugi::xml_node root);
    CohScenario& scenario() { return m_s; }

private:
    xml::ReadContext& m_ctx;
    CohScenario m_s;

    void readSide(pugi::xml_node n);
    Unit readUnit(pugi::xml_node n, const std::string& side);
    void readFortification(pugi::xml_node n);
    void readReinforcement(pugi::xml_node n);
    void readVictory(pugi::xml_node n);
    bool optionalFlag(pugi::xml_node n, const char* name);
    std::optional<HexName> hex(pugi::xml_node n, const char* name, bool required);
};

bool CohScenarioReader::optionalFlag(pugi::xml_node n, const char* name)
{
    const auto v = xml::requireChoice(m_ctx, n, name, {"true", "false"}, false);
    return v && *v == "true";
}

std::optional<HexName> CohScenarioReader::hex(pugi::xml_node n, const char* name, bool required)
{
    const std::vector<HexName> list = scenario_xml::readHexList(m_ctx, n, name, required);
    if (list.empty()) return std::nullopt;
    if (list.size() > 1) {
        m_ctx.report(code::BadValue, n, std::string("attribute '") + name + "' of <" + n.name() + "> names more than one hex");
        return std::nullopt;
    }
    return list.front();
}

void CohScenarioReader::read(pugi::xml_node root)
{
    m_s.version = xml::parseInt(root.attribute("version").value()).value_or(0);
    if (auto v = xml::requireToken(m_ctx, root, "id")) m_s.id = *v;
    m_s.system = root.attribute("system").value();
    for (const char* single : {"title", "history", "rounds", "victory", "notes"}) xml::reportDuplicates(m_ctx, root, single);
    m_s.extras = xml::readExtras(m_ctx, root, {"version", "id", "system"},
                                 {"title", "history", "map", "rounds", "side", "setup-area", "fortification", "smoke", "reinforcement", "victory",
                                  "special-rule", "notes"});
    if (const pugi::xml_node t = xml::requireChild(m_ctx, root, "title")) m_s.title = xml::readText(m_ctx, t, m_s.extras);
    if (const pugi::xml_node t = root.child("history")) m_s.history = xml::readText(m_ctx, t, m_s.extras);
    m_s.maps = scenario_xml::readMapPlacements(m_ctx, root);
    if (const pugi::xml_node n = xml::requireChild(m_ctx, root, "rounds")) {
        m_s.roundsLine = m_ctx.lineOf(n);
        if (auto v = xml::requireIntAtLeast(m_ctx, n, "count", 1)) m_s.rounds = *v;
        m_s.roundsExtras = xml::readExtras(m_ctx, n, {"count"}, {});
    }
    if (!root.child("side")) xml::requireChild(m_ctx, root, "side");
    for (pugi::xml_node n : root.children("side")) readSide(n);
    for (pugi::xml_node n : root.children("setup-area")) m_s.setupAreas.push_back(scenario_xml::readSetupArea(m_ctx, n));
    for (pugi::xml_node n : root.children("fortification")) readFortification(n);
    for (pugi::xml_node n : root.children("smoke")) {
        Smoke s;
        s.line = m_ctx.lineOf(n);
        if (auto h = hex(n, "hex", true)) s.hex = *h;
        if (auto v = xml::requireChoice(m_ctx, n, "level", {"1", "2"})) s.level = *xml::parseInt(*v); // [13.0] +1 or +2
        s.extras = xml::readExtras(m_ctx, n, {"hex", "level"}, {});
        m_s.smoke.push_back(std::move(s));
    }
    for (pugi::xml_node n : root.children("reinforcement")) readReinforcement(n);
    if (const pugi::xml_node n = xml::requireChild(m_ctx, root, "victory")) readVictory(n);
    scenario_xml::readSpecialRulesAndNotes(m_ctx, root, m_s.specialRules, m_s.notes, m_s.extras);
}

void CohScenarioReader::readSide(pugi::xml_node n)
{
    Side s;
    s.line = m_ctx.lineOf(n);
    if (auto v = xml::requireToken(m_ctx, n, "id")) s.id = *v;
    // Units belong to a side by its id: two <side> with one id would merge their units.
    if (!s.id.empty() && m_s.findSide(s.id))
        m_ctx.report(code::DuplicateId, n, "side id '" + s.id + "' is already used by another <side>");
    if (auto v = xml::requireToken(m_ctx, n, "name")) s.name = *v;
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "caps", 0)) s.caps = *v;
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "cards-dealt", 0)) s.cardsDealt = *v;
    s.extras = xml::readExtras(m_ctx, n, {"id", "name", "caps", "cards-dealt"}, {"draw", "artillery", "unit"});
    for (pugi::xml_node c : n.children("draw")) {
        CardDraw d;
        d.line = m_ctx.lineOf(c);
        if (auto v = xml::requireIntAtLeast(m_ctx, c, "round", 1)) d.round = *v;
        if (auto v = xml::requireIntAtLeast(m_ctx, c, "cards", 0)) d.cards = *v;
        d.extras = xml::readExtras(m_ctx, c, {"round", "cards"}, {});
        s.draws.push_back(std::move(d));
    }
    for (pugi::xml_node c : n.children("artillery")) {
        Artillery a;
        a.line = m_ctx.lineOf(c);
        if (auto v = xml::requireToken(m_ctx, c, "name")) a.name = *v;
        if (auto v = xml::requireIntAtLeast(m_ctx, c, "strikes", 1)) a.strikes = *v;
        a.extras = xml::readExtras(m_ctx, c, {"name", "strikes"}, {});
        s.artillery.push_back(std::move(a));
    }
    for (pugi::xml_node c : n.children("unit")) m_s.units.push_back(readUnit(c, s.id));
    m_s.sides.push_back(std::move(s));
}

Unit CohScenarioReader::readUnit(pugi::xml_node n, const std::string& side)
{
    Unit u;
    u.line = m_ctx.lineOf(n);
    u.side = side;
    if (auto v = xml::requireToken(m_ctx, n, "id")) u.id = *v;
    if (auto v = xml::requireToken(m_ctx, n, "name")) u.name = *v;
    if (auto v = xml::requireChoice(m_ctx, n, "movement", {"foot", "wheeled", "tracked"})) u.movement = *movementFromName(*v);
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "ar-red", 0)) u.arRed = *v;
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "ar-blue", 0)) u.arBlue = *v;
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "range", 0)) u.range = *v;
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "move-cost", 0)) u.moveCost = *v;
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "front-defence", 0)) u.frontDefence = *v;
    u.flankDefence = xml::optionalIntAtLeast(m_ctx, n, "flank-defence", 0);
    if (auto v = xml::optionalIntAtLeast(m_ctx, n, "bonus-moves", 0)) u.bonusMoves = *v;
    u.turret = optionalFlag(n, "turret");
    u.openTop = optionalFlag(n, "open-top");
    u.carriedBy = xml::optionalString(n, "carried-by");
    // A carried unit rides in its carrier's hex; a reinforcement has none until it enters [5.5, 17.0].
    u.hex = hex(n, "hex", false);
    if (n.attribute("facing")) u.facing = xml::requireInt(m_ctx, n, "facing");
    else if (u.hex && u.carriedBy.empty()) m_ctx.report(code::MissingAttribute, n, "<unit> '" + u.id + "' stands in a hex but has no 'facing' (0..5) [5.3]");
    u.hidden = optionalFlag(n, "hidden");
    u.extras = xml::readExtras(m_ctx, n,
                               {"id", "name", "movement", "ar-red", "ar-blue", "range", "move-cost", "front-defence", "flank-defence",
                                "bonus-moves", "turret", "open-top", "hex", "facing", "hidden", "carried-by"},
                               {"weapon-card"});
    for (pugi::xml_node c : n.children("weapon-card")) {
        WeaponCard w;
        w.line = m_ctx.lineOf(c);
        if (auto v = xml::requireToken(m_ctx, c, "name")) w.name = *v;
        w.extras = xml::readExtras(m_ctx, c, {"name"}, {});
        u.weaponCards.push_back(std::move(w));
    }
    return u;
}

void CohScenarioReader::readFortification(pugi::xml_node n)
{
    Fortification f;
    f.line = m_ctx.lineOf(n);
    if (auto v = xml::requireChoice(m_ctx, n, "kind", {"bunker", "trench", "barbed-wire", "mines", "road-block", "hasty-defence"}))
        f.kind = *fortificationKindFromName(*v);
    if (auto h = hex(n, "hex", true)) f.hex = *h;
    f.side = xml::optionalString(n, "side");
    f.unit = xml::optionalString(n, "unit"); // a hasty defence without one is the check's coh-hasty-without-unit
    f.extras = xml::readExtras(m_ctx, n, {"kind", "hex", "side", "unit"}, {});
    m_s.fortifications.push_back(std::move(f));
}

void CohScenarioReader::readReinforcement(pugi::xml_node n)
{
    Reinforcement r;
    r.line = m_ctx.lineOf(n);
    if (auto v = xml::requireToken(m_ctx, n, "side")) r.side = *v;
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "round", 1)) r.round = *v;
    r.entry = scenario_xml::readHexList(m_ctx, n, "entry", true);
    r.extras = xml::readExtras(m_ctx, n, {"side", "round", "entry"}, {"unit"});
    if (!n.child("unit")) xml::requireChild(m_ctx, n, "unit");
    for (pugi::xml_node c : n.children("unit")) {
        UnitRef u;
        u.line = m_ctx.lineOf(c);
        if (auto v = xml::requireToken(m_ctx, c, "ref")) u.ref = *v;
        u.extras = xml::readExtras(m_ctx, c, {"ref"}, {});
        r.units.push_back(std::move(u));
    }
    m_s.reinforcements.push_back(std::move(r));
}

void CohScenarioReader::readVictory(pugi::xml_node n)
{
    Victory& v = m_s.victory;
    v.line = m_ctx.lineOf(n);
    xml::reportDuplicates(m_ctx, n, "text");
    v.extras = xml::readExtras(m_ctx, n, {}, {"objective", "text"});
    for (pugi::xml_node c : n.children("objective")) {
        Objective o;
        o.line = m_ctx.lineOf(c);
        if (auto x = xml::requireToken(m_ctx, c, "id")) o.id = *x;
        o.name = xml::optionalString(c, "name");
        o.hexes = scenario_xml::readHexList(m_ctx, c, "hexes", true);
        if (auto x = xml::requireToken(m_ctx, c, "control")) o.control = *x;
        o.extras = xml::readExtras(m_ctx, c, {"id", "name", "hexes", "control"}, {"value"});
        if (!c.child("value")) xml::requireChild(m_ctx, c, "value");
        for (pugi::xml_node vn : c.children("value")) {
            ObjectiveValue val;
            val.line = m_ctx.lineOf(vn);
            if (auto x = xml::requireToken(m_ctx, vn, "side")) val.side = *x;
            if (auto x = xml::requireIntAtLeast(m_ctx, vn, "vp", 0)) val.vp = *x;
            val.extras = xml::readExtras(m_ctx, vn, {"side", "vp"}, {});
            o.values.push_back(std::move(val));
        }
        v.objectives.push_back(std::move(o));
    }
    if (const pugi::xml_node t = n.child("text")) v.text = xml::readText(m_ctx, t, v.extras);
    if (v.objectives.empty() && !n.child("text")) m_ctx.report(code::MissingElement, n, "<victory> states nothing: add <objective> or <text>");
}

} // namespace

ReadResult<CohScenario> readCohScenarioText(std::string_view text, const std::string& fileName)
{
    return xml::readDocument<ReadResult<CohScenario>>(text, fileName, [](xml::ReadContext& ctx, pugi::xml_node root) -> std::optional<CohScenario> {
        if (!xml::checkRoot(ctx, root, "scenario", kScenarioFormatVersion, "scenario")) return std::nullopt;
        if (!scenario_xml::requireSystem(ctx, root, kCohSystem, "a CoH scenario")) return std::nullopt;
        CohScenarioReader reader(ctx);
        reader.read(root);
        return std::move(reader.scenario());
    });
}

ReadResult<CohScenario> readCohScenarioFile(const std::filesystem::path& file)
{
    return readFileWith<ReadResult<CohScenario>>(file, readCohScenarioText);
}

ReadResult<LoadedCohScenario> loadCohScenario(const std::filesystem::path& file)
{
    return scenario_xml::loadMapsOf<LoadedCohScenario>(readCohScenarioFile(file), file);
}

ReadResult<LoadedCohScenario> loadCohScenarioText(std::string_view text, const std::filesystem::path& file)
{
    return scenario_xml::loadMapsOf<LoadedCohScenario>(readCohScenarioText(text, file.string()), file);
}

} // namespace crestline::formats
