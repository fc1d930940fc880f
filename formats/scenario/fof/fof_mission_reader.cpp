// Reader and loader for Fields of Fire missions (docs/fof-mission.md). Codes:
// xml-malformed, file-unreadable, wrong-root, missing-version, newer-version,
// wrong-system (fatal); missing-attribute, missing-element,
// duplicate-element, duplicate-id (a unit id twice), bad-value,
// unknown-element, unknown-attribute, undeclared-prefix (errors);
// map-unreadable (the loader). A required value that is absent is reported
// and left at zero, never made up. Values whose limits depend on the map
// (cells, seams, eye level) read as any whole number and are the checks'
// findings (fof_checks.cpp).

#include "formats/common/atomic_file.h"
#include "formats/common/file_reference.h"
#include "formats/scenario/fof/fof_mission_format.h"
#include "formats/scenario/scenario_format.h"
#include "formats/scenario/scenario_xml.h"

#include <set>

namespace crestline::formats {

namespace {

using namespace scenarios::fof;

class MissionReader {
public:
    explicit MissionReader(xml::ReadContext& ctx) : m_ctx(ctx) {}
    void read(pugi::xml_node root);
    Mission& mission() { return m_m; }

private:
    xml::ReadContext& m_ctx;
    Mission m_m;
    std::set<std::string> m_unitIds;

    std::string text(pugi::xml_node root, const char* name, bool required);
    void carry(pugi::xml_node n, std::initializer_list<std::string_view> attributes);
    void readDetails(pugi::xml_node n);
    void readVisibility(pugi::xml_node n);
    void readUsStart(pugi::xml_node n);
    void readLine(pugi::xml_node n);
    void readPoint(pugi::xml_node n);
    void readContact(pugi::xml_node n);
    void readUnit(pugi::xml_node n);
    /// A 'number' attribute: required when `numbered`, an error when not.
    int number(pugi::xml_node n, bool numbered, const std::string& what);
};

std::string MissionReader::text(pugi::xml_node root, const char* name, bool required)
{
    const pugi::xml_node t = required ? xml::requireChild(m_ctx, root, name) : root.child(name);
    return t ? xml::readText(m_ctx, t, m_m.extras) : std::string();
}

void MissionReader::carry(pugi::xml_node n, std::initializer_list<std::string_view> attributes)
{
    xml::carryChildExtras(m_m.extras, n.name(), {xml::readExtras(m_ctx, n, attributes, {})});
}

void MissionReader::read(pugi::xml_node root)
{
    if (auto v = xml::requireToken(m_ctx, root, "id")) m_m.id = *v;
    for (const char* single : {"title", "subtitle", "campaign", "details", "visibility", "us-start", "goal", "initial-placements", "opponent", "map"})
        xml::reportDuplicates(m_ctx, root, single);
    m_m.extras = xml::readExtras(m_ctx, root, {"version", "id", "system"},
                                 {"title", "subtitle", "campaign", "details", "visibility", "us-start", "goal", "initial-placements",
                                  "opponent", "map", "line", "point", "contact", "unit"});
    m_m.name = text(root, "title", true);
    m_m.subtitle = text(root, "subtitle", false);
    m_m.campaign = text(root, "campaign", false);
    if (const pugi::xml_node n = xml::requireChild(m_ctx, root, "details")) readDetails(n);
    if (const pugi::xml_node n = xml::requireChild(m_ctx, root, "visibility")) readVisibility(n);
    if (const pugi::xml_node n = xml::requireChild(m_ctx, root, "us-start")) readUsStart(n);
    m_m.goal = text(root, "goal", false);
    m_m.initialPlacements = text(root, "initial-placements", false);
    m_m.opponent = text(root, "opponent", false);
    if (const pugi::xml_node n = xml::requireChild(m_ctx, root, "map")) {
        m_m.mapLine = m_ctx.lineOf(n);
        if (auto v = xml::requireToken(m_ctx, n, "href")) m_m.mapHref = *v;
        carry(n, {"href"});
    }
    for (pugi::xml_node n : root.children("line")) readLine(n);
    for (pugi::xml_node n : root.children("point")) readPoint(n);
    for (pugi::xml_node n : root.children("contact")) readContact(n);
    for (pugi::xml_node n : root.children("unit")) readUnit(n);
}

void MissionReader::readDetails(pugi::xml_node n)
{
    m_m.detailsLine = m_ctx.lineOf(n);
    if (auto v = xml::requireChoice(m_ctx, n, "type", {"offensive", "defensive", "combat-patrol"})) m_m.type = *missionTypeFromName(*v);
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "turns", 1)) m_m.turns = *v; // the Duration [2.1]
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "columns", 1)) m_m.columns = *v;
    if (auto v = xml::requireIntAtLeast(m_ctx, n, "rows", 1)) m_m.rows = *v;
    if (auto v = xml::optionalIntAtLeast(m_ctx, n, "attempts", 1)) m_m.attempts = *v;
    carry(n, {"type", "turns", "columns", "rows", "attempts"});
}

void MissionReader::readVisibility(pugi::xml_node n)
{
    if (auto v = xml::requireToken(m_ctx, n, "name")) m_m.visibility.name = *v;
    if (auto v = xml::requireInt(m_ctx, n, "modifier")) m_m.visibility.modifier = *v;
    // Daylight gives M = 3 [1.2.7]: said by the file, never guessed from the name.
    if (auto v = xml::requireChoice(m_ctx, n, "daylight", {"true", "false"})) m_m.visibility.daylight = *v == "true";
    carry(n, {"name", "modifier", "daylight"});
}

void MissionReader::readUsStart(pugi::xml_node n)
{
    UsStart& s = m_m.usStart;
    if (auto v = xml::requireChoice(m_ctx, n, "kind", {"staging-area", "on-rows"}))
        s.kind = *v == "on-rows" ? UsStart::Kind::OnRows : UsStart::Kind::StagingArea;
    if (s.kind == UsStart::Kind::OnRows && n.attribute("kind")) {
        if (auto v = xml::requireIntAtLeast(m_ctx, n, "through-row", 1)) s.throughRow = *v;
    } else if (n.attribute("through-row")) {
        m_ctx.report(code::BadValue, n, "'through-row' belongs to kind=\"on-rows\" only");
    }
    s.text = xml::optionalString(n, "text");
    carry(n, {"kind", "through-row", "text"});
}

int MissionReader::number(pugi::xml_node n, bool numbered, const std::string& what)
{
    if (numbered) return xml::requireInt(m_ctx, n, "number").value_or(0);
    if (n.attribute("number")) m_ctx.report(code::BadValue, n, "a " + what + " carries no 'number'");
    return 0;
}

void MissionReader::readLine(pugi::xml_node n)
{
    LineControl l;
    l.line = m_ctx.lineOf(n);
    const auto kind = xml::requireChoice(m_ctx, n, "kind", {"lod", "phase-line", "left-boundary", "right-boundary", "loa", "mlr"});
    if (kind) {
        l.kind = *lineControlFromName(*kind);
        // [2.4.1] LOD, PL, LOA and MLR run across the map; the boundaries up it.
        const char* seam = isHorizontal(l.kind) ? "after-row" : "after-column";
        const char* other = isHorizontal(l.kind) ? "after-column" : "after-row";
        if (auto v = xml::requireInt(m_ctx, n, seam)) l.seam = *v;
        if (n.attribute(other))
            m_ctx.report(code::BadValue, n, "a " + *kind + " runs along a " + (isHorizontal(l.kind) ? "row" : "column") + " seam: give '" + seam +
                                                "', not '" + other + "' [2.4.1]");
        l.number = number(n, l.kind == LineControlKind::PhaseLine, *kind);
    }
    l.extras = xml::readExtras(m_ctx, n, {"kind", "after-row", "after-column", "number"}, {});
    m_m.lines.push_back(std::move(l));
}

void MissionReader::readPoint(pugi::xml_node n)
{
    PointControl p;
    p.line = m_ctx.lineOf(n);
    const auto kind = xml::requireChoice(m_ctx, n, "kind",
                                         {"obj-1", "obj-2", "attack-position", "cop", "fpl", "fpf", "route-point", "rally-point", "lz", "ccp",
                                          "registered-target"});
    if (auto v = xml::requireInt(m_ctx, n, "column")) p.cell.column = *v;
    if (auto v = xml::requireInt(m_ctx, n, "row")) p.cell.row = *v;
    if (kind) {
        p.kind = *pointControlFromName(*kind);
        p.number = number(n, isNumbered(p.kind), *kind);
    }
    p.extras = xml::readExtras(m_ctx, n, {"kind", "column", "row", "number"}, {});
    m_m.points.push_back(std::move(p));
}

void MissionReader::readContact(pugi::xml_node n)
{
    PotentialContact c;
    c.line = m_ctx.lineOf(n);
    if (auto v = xml::requireInt(m_ctx, n, "row")) c.row = *v;
    if (auto v = xml::requireChoice(m_ctx, n, "random", {"true", "false"})) c.random = *v == "true";
    // A placement that is not random names its marker's letter [2.2.2]; a random one may leave it to the draw.
    if (n.attribute("random") && !c.random) {
        if (auto v = xml::requireToken(m_ctx, n, "letter")) c.letter = *v;
    } else {
        c.letter = xml::optionalString(n, "letter");
    }
    if (auto v = xml::optionalIntAtLeast(m_ctx, n, "turn", 0)) c.turn = *v;
    c.column = xml::optionalInt(m_ctx, n, "column");
    c.extras = xml::readExtras(m_ctx, n, {"row", "random", "letter", "turn", "column"}, {});
    m_m.contacts.push_back(std::move(c));
}

void MissionReader::readUnit(pugi::xml_node n)
{
    UnitPlacement u;
    u.line = m_ctx.lineOf(n);
    if (auto v = xml::requireToken(m_ctx, n, "id")) u.id = *v;
    if (!u.id.empty() && !m_unitIds.insert(u.id).second) m_ctx.report(code::DuplicateId, n, "unit id '" + u.id + "' is already used by another <unit>");
    if (auto v = xml::requireToken(m_ctx, n, "name")) u.name = *v;
    if (auto v = xml::requireChoice(m_ctx, n, "force", {"us", "enemy"})) u.force = *forceFromName(*v);
    const bool onCard = n.attribute("column") || n.attribute("row");
    if (onCard && n.attribute("staging")) {
        m_ctx.report(code::BadValue, n, "<unit> '" + u.id + "' gives both a cell (column, row) and a Helicopter Staging Area: one place only");
    } else if (n.attribute("staging")) {
        if (auto v = xml::requireChoice(m_ctx, n, "staging", {"pickup-zone", "enroute"}))
            u.helicopter = *v == "enroute" ? maps::HelicopterArea::Enroute : maps::HelicopterArea::PickupZone;
    } else if (!onCard) {
        m_ctx.report(code::MissingAttribute, n, "<unit> '" + u.id + "' has no place: give 'column' and 'row' (row 0: the Main Staging Area) or 'staging'");
    } else {
        const auto column = xml::requireInt(m_ctx, n, "column");
        const auto row = xml::requireInt(m_ctx, n, "row");
        if (column && row) u.cell = Cell{*column, *row};
    }
    u.cover = xml::optionalString(n, "cover");
    if (auto v = xml::optionalInt(m_ctx, n, "eye-level")) u.eyeLevel = *v;
    u.extras = xml::readExtras(m_ctx, n, {"id", "name", "force", "column", "row", "staging", "cover", "eye-level"}, {});
    m_m.units.push_back(std::move(u));
}

ReadResult<LoadedFofMission> loadMapOf(ReadResult<Mission> read, const std::filesystem::path& file)
{
    ReadResult<LoadedFofMission> result;
    result.findings = std::move(read.findings);
    if (!read.value) return result;
    LoadedFofMission loaded;
    loaded.mission = std::move(*read.value);
    loaded.file = file;
    if (!loaded.mission.mapHref.empty()) {
        Location at;
        at.file = file.string();
        at.line = loaded.mission.mapLine;
        at.element = "/scenario/map";
        ResolvedReference ref = resolveReference(file, loaded.mission.mapHref, at);
        if (ref.outside) result.findings.push_back(std::move(*ref.outside));
        auto map = loadFofMap(ref.path);
        for (Finding& f : map.findings)
            if (f.severity >= Severity::Error) {
                if (f.severity == Severity::Fatal) changeSeverity(f, Severity::Error); // the mission is still read; the map is what failed
                result.findings.push_back(std::move(f));
            }
        if (map.value) loaded.map = std::move(*map.value);
        else
            result.findings.push_back(makeFinding(code::MapUnreadable)
                                              .file(file.string())
                                              .line(loaded.mission.mapLine)
                                              .element("/scenario/map")
                                              .message("the card map '" + loaded.mission.mapHref + "' (" + ref.path.lexically_normal().string() +
                                                       ") could not be loaded; the checks that need it are skipped"));
    }
    result.value = std::move(loaded);
    return result;
}

} // namespace

ReadResult<Mission> readFofMissionText(std::string_view text, const std::string& fileName)
{
    return xml::readDocument<ReadResult<Mission>>(text, fileName, [](xml::ReadContext& ctx, pugi::xml_node root) -> std::optional<Mission> {
        if (!xml::checkRoot(ctx, root, "scenario", kScenarioFormatVersion, "scenario")) return std::nullopt;
        if (!scenario_xml::requireSystem(ctx, root, kFofSystem, "a Fields of Fire mission")) return std::nullopt;
        MissionReader reader(ctx);
        reader.read(root);
        return std::move(reader.mission());
    });
}

ReadResult<Mission> readFofMissionFile(const std::filesystem::path& file)
{
    return readFileWith<ReadResult<Mission>>(file, readFofMissionText);
}

ReadResult<LoadedFofMission> loadFofMission(const std::filesystem::path& file)
{
    return loadMapOf(readFofMissionFile(file), file);
}

ReadResult<LoadedFofMission> loadFofMissionText(std::string_view text, const std::filesystem::path& file)
{
    return loadMapOf(readFofMissionText(text, file.string()), file);
}

} // namespace crestline::formats
