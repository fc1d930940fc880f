// Writer for 15 mm tabletop tables (docs/tabletop-format.md). Canonical:
// attributes in a fixed order, coordinates as the shortest exact decimal
// inches, outlines counter-clockwise as the reader keeps them, optional
// values only when given, kept extensions at the end of their element.

#include "formats/common/atomic_file.h"
#include "formats/common/xml_extras.h"
#include "formats/common/xml_support.h"
#include "formats/table/tabletop/tabletop_format.h"

namespace crestline::formats {

namespace tt = geometry::los::tabletop;

std::string formatInches(tt::Thou thou)
{
    const bool negative = thou < 0;
    const tt::Thou a = negative ? -thou : thou;
    std::string s = std::to_string(a / tt::kThouPerInch);
    if (const tt::Thou frac = a % tt::kThouPerInch) {
        std::string f = std::to_string(frac);
        f.insert(0, 3 - f.size(), '0');
        while (f.back() == '0') f.pop_back();
        s += "." + f;
    }
    return negative ? "-" + s : s;
}

namespace {

using xml::setAttr;
void setInches(pugi::xml_node node, const char* name, tt::Thou v) { setAttr(node, name, formatInches(v)); }

void writePoints(pugi::xml_node node, const tt::Polygon& poly, const xml::SplitExtras& split)
{
    for (std::size_t i = 0; i < poly.size(); ++i) {
        pugi::xml_node pt = node.append_child("pt");
        setInches(pt, "x", poly[i].x);
        setInches(pt, "y", poly[i].y);
        xml::writeExtras(pt, split.child("pt", i));
    }
}

const char* movementName(maps::Movement m)
{
    return m == maps::Movement::Difficult ? "difficult" : m == maps::Movement::VeryDifficult ? "very-difficult" : "open";
}
const char* coverName(tt::Cover c) { return c == tt::Cover::Hard ? "hard" : c == tt::Cover::Soft ? "soft" : "none"; }
const char* trainingName(maps::Training t) { return t == maps::Training::Green ? "green" : t == maps::Training::Veteran ? "veteran" : "trained"; }
const char* typeName(tt::TeamType t) { return t == tt::TeamType::Tank ? "tank" : t == tt::TeamType::Gun ? "gun" : "infantry"; }

void writePiece(pugi::xml_node root, const maps::TablePiece& p)
{
    pugi::xml_node node = root.append_child("piece");
    setAttr(node, "id", std::to_string(p.id));
    setAttr(node, "kind", std::string(tt::pieceKindName(p.kind)));
    setAttr(node, "cover", coverName(p.cover));
    setAttr(node, "movement", movementName(p.movement));
    if (p.height) setInches(node, "height", *p.height);
    if (p.level) setAttr(node, "level", std::to_string(*p.level));
    const xml::SplitExtras split = xml::splitExtras(p.extras);
    writePoints(node, p.outline, split);
    xml::writeExtras(node, split.own);
}

void writeState(pugi::xml_node team, const maps::TeamState& s)
{
    pugi::xml_node node = team.append_child("state");
    const auto flag = [&](const char* name, bool v) {
        if (v) setAttr(node, name, "true");
    };
    flag("gone-to-ground", s.goneToGround);
    flag("overwatch", s.overwatch);
    flag("suppressed", s.suppressed);
    flag("moved", s.moved);
    flag("fired", s.fired);
    xml::writeExtras(node, s.extras);
}

void writeTeam(pugi::xml_node unit, const maps::TableTeam& t)
{
    pugi::xml_node node = unit.append_child("team");
    setAttr(node, "id", t.id);
    setAttr(node, "type", typeName(t.type));
    setAttr(node, "armour", t.armour == maps::Armour::Armored ? "armored" : "soft");
    setInches(node, "height", t.height);
    if (!t.role.empty()) setAttr(node, "role", t.role);
    const xml::SplitExtras split = xml::splitExtras(t.extras);
    writePoints(node, t.base, split);
    for (const maps::Weapon& w : t.weapons) {
        pugi::xml_node wn = node.append_child("weapon");
        setAttr(wn, "name", w.name);
        setInches(wn, "range", w.range);
        setAttr(wn, "fp", std::to_string(w.firePoints));
        if (w.antiTank) setAttr(wn, "at", std::to_string(*w.antiTank));
        xml::writeExtras(wn, w.extras);
    }
    if (t.state) writeState(node, *t.state);
    xml::writeExtras(node, split.own);
}

void writeSide(pugi::xml_node root, const maps::TableSide& side)
{
    pugi::xml_node node = root.append_child("side");
    setAttr(node, "id", side.id);
    if (!side.name.empty()) setAttr(node, "name", side.name);
    for (const maps::DeploymentZone& z : side.zones) {
        pugi::xml_node zn = node.append_child("zone");
        const xml::SplitExtras split = xml::splitExtras(z.extras);
        writePoints(zn, z.outline, split);
        xml::writeExtras(zn, split.own);
    }
    for (const maps::TableUnit& u : side.units) {
        pugi::xml_node un = node.append_child("unit");
        setAttr(un, "id", u.id);
        setAttr(un, "training", trainingName(u.training));
        if (!u.leader.empty()) setAttr(un, "leader", u.leader);
        if (!u.company.empty()) setAttr(un, "company", u.company);
        for (const maps::TableTeam& t : u.teams) writeTeam(un, t);
        xml::writeExtras(un, u.extras);
    }
    xml::writeExtras(node, side.extras);
}

} // namespace

std::string writeTableText(const maps::TabletopGame& game)
{
    pugi::xml_document doc;
    pugi::xml_node root = doc.append_child("table");
    setAttr(root, "version", std::to_string(kTableFormatVersion));
    setAttr(root, "system", "tabletop");
    if (!game.id.empty()) setAttr(root, "id", game.id);
    if (!game.name.empty()) setAttr(root, "name", game.name);
    setInches(root, "width", game.width);
    setInches(root, "depth", game.depth);
    setAttr(root, "units", "inch");
    const xml::SplitExtras split = xml::splitExtras(game.extras);
    for (const maps::TablePiece& p : game.pieces) writePiece(root, p);
    for (const maps::TableSide& s : game.sides) writeSide(root, s);
    for (const maps::TableObjective& o : game.objectives) {
        pugi::xml_node node = root.append_child("objective");
        setAttr(node, "id", o.id);
        setInches(node, "x", o.at.x);
        setInches(node, "y", o.at.y);
        xml::writeExtras(node, o.extras);
    }
    for (const maps::PlacedTemplate& t : game.templates) {
        pugi::xml_node node = root.append_child("template");
        setAttr(node, "id", t.id);
        setAttr(node, "kind", t.kind == tt::TemplateKind::Smoke ? "smoke" : "barrage");
        setAttr(node, "unit", t.unit);
        setInches(node, "x", t.aim.x);
        setInches(node, "y", t.aim.y);
        const xml::SplitExtras tsplit = xml::splitExtras(t.extras);
        writePoints(node, t.outline, tsplit);
        xml::writeExtras(node, tsplit.own);
    }
    const maps::XmlExtras carried = split.child("off-table");
    if (!game.offTable.empty() || !carried.empty()) {
        pugi::xml_node list = root.append_child("off-table");
        for (const maps::OffTableEntry& e : game.offTable) {
            pugi::xml_node node = list.append_child("unit");
            setAttr(node, "ref", e.unit);
            xml::writeExtras(node, e.extras);
        }
        xml::writeExtras(list, carried);
    }
    xml::writeExtras(root, split.own);
    return xml::toString(doc);
}

Findings writeTableFile(const maps::TabletopGame& game, const std::filesystem::path& file)
{
    return saveFile(file, writeTableText(game));
}

} // namespace crestline::formats
