// Writer for Fields of Fire missions: fixed element and attribute order,
// optional values only when set (attempts, through-row, a contact's letter,
// turn and column, a unit's cover and eye-level), the visibility modifier
// signed as printed ("+0", "+2"), kept extensions written back after the known
// XML of their element. Saving is atomic.

#include "formats/common/atomic_file.h"
#include "formats/scenario/fof/fof_mission_format.h"
#include "formats/scenario/scenario_format.h"
#include "formats/scenario/scenario_xml.h"

namespace crestline::formats {

namespace {

using scenario_xml::attr;
using scenario_xml::intAttr;
using scenario_xml::optionalAttr;

using namespace scenarios::fof;

std::string signedText(int v)
{
    return (v >= 0 ? "+" : "") + std::to_string(v);
}

void writeDetails(pugi::xml_node root, const Mission& m, const xml::SplitExtras& split)
{
    pugi::xml_node d = root.append_child("details");
    attr(d, "type", missionTypeName(m.type));
    intAttr(d, "turns", m.turns);
    intAttr(d, "columns", m.columns);
    intAttr(d, "rows", m.rows);
    if (m.attempts > 0) intAttr(d, "attempts", m.attempts);
    xml::writeExtras(d, split.child("details"));

    pugi::xml_node v = root.append_child("visibility");
    attr(v, "name", m.visibility.name);
    attr(v, "modifier", signedText(m.visibility.modifier));
    attr(v, "daylight", m.visibility.daylight ? "true" : "false");
    xml::writeExtras(v, split.child("visibility"));

    pugi::xml_node s = root.append_child("us-start");
    const bool onRows = m.usStart.kind == UsStart::Kind::OnRows;
    attr(s, "kind", onRows ? "on-rows" : "staging-area");
    if (onRows) intAttr(s, "through-row", m.usStart.throughRow);
    optionalAttr(s, "text", m.usStart.text);
    xml::writeExtras(s, split.child("us-start"));
}

void writeControls(pugi::xml_node root, const Mission& m)
{
    for (const LineControl& l : m.lines) {
        pugi::xml_node n = root.append_child("line");
        attr(n, "kind", lineControlName(l.kind));
        intAttr(n, isHorizontal(l.kind) ? "after-row" : "after-column", l.seam);
        if (l.kind == LineControlKind::PhaseLine) intAttr(n, "number", l.number);
        xml::writeExtras(n, l.extras);
    }
    for (const PointControl& p : m.points) {
        pugi::xml_node n = root.append_child("point");
        attr(n, "kind", pointControlName(p.kind));
        intAttr(n, "column", p.cell.column);
        intAttr(n, "row", p.cell.row);
        if (isNumbered(p.kind)) intAttr(n, "number", p.number);
        xml::writeExtras(n, p.extras);
    }
}

void writeContactsAndUnits(pugi::xml_node root, const Mission& m)
{
    for (const PotentialContact& c : m.contacts) {
        pugi::xml_node n = root.append_child("contact");
        intAttr(n, "row", c.row);
        attr(n, "random", c.random ? "true" : "false");
        optionalAttr(n, "letter", c.letter);
        if (c.turn != 0) intAttr(n, "turn", c.turn);
        if (c.column) intAttr(n, "column", *c.column);
        xml::writeExtras(n, c.extras);
    }
    for (const UnitPlacement& u : m.units) {
        pugi::xml_node n = root.append_child("unit");
        attr(n, "id", u.id);
        attr(n, "name", u.name);
        attr(n, "force", forceName(u.force));
        if (u.cell) {
            intAttr(n, "column", u.cell->column);
            intAttr(n, "row", u.cell->row);
        } else if (u.helicopter) {
            attr(n, "staging", *u.helicopter == maps::HelicopterArea::Enroute ? "enroute" : "pickup-zone");
        }
        optionalAttr(n, "cover", u.cover);
        if (u.eyeLevel != 0) intAttr(n, "eye-level", u.eyeLevel);
        xml::writeExtras(n, u.extras);
    }
}

} // namespace

std::string writeFofMissionText(const Mission& m)
{
    pugi::xml_document doc;
    pugi::xml_node root = doc.append_child("scenario");
    intAttr(root, "version", kScenarioFormatVersion);
    attr(root, "id", m.id);
    attr(root, "system", kFofSystem);
    const xml::SplitExtras split = xml::splitExtras(m.extras);
    // The title is required: written even when empty, so the file says what is missing.
    if (!xml::writeText(root, "title", m.name, split.child("title"))) root.append_child("title");
    xml::writeText(root, "subtitle", m.subtitle, split.child("subtitle"));
    xml::writeText(root, "campaign", m.campaign, split.child("campaign"));
    writeDetails(root, m, split);
    xml::writeText(root, "goal", m.goal, split.child("goal"));
    xml::writeText(root, "initial-placements", m.initialPlacements, split.child("initial-placements"));
    xml::writeText(root, "opponent", m.opponent, split.child("opponent"));
    pugi::xml_node map = root.append_child("map");
    attr(map, "href", m.mapHref);
    xml::writeExtras(map, split.child("map"));
    writeControls(root, m);
    writeContactsAndUnits(root, m);
    xml::writeExtras(root, split.own);
    return xml::toString(doc);
}

Findings writeFofMissionFile(const Mission& mission, const std::filesystem::path& file)
{
    return saveFile(file, writeFofMissionText(mission));
}

} // namespace crestline::formats
