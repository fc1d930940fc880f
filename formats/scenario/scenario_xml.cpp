#include "formats/scenario/scenario_xml.h"

#include <algorithm>
#include <sstream>

namespace crestline::formats::scenario_xml {

using scenarios::AreaExpr;
using scenarios::AreaOp;
using scenarios::HexName;

namespace {

struct AreaName {
    AreaOp op;
    const char* name;
};
constexpr AreaName kAreaNames[] = {
    {AreaOp::Hexes, "hexes"},        {AreaOp::Row, "row"},          {AreaOp::Column, "column"},       {AreaOp::Within, "within"},
    {AreaOp::SouthOf, "south-of"},   {AreaOp::NorthOf, "north-of"}, {AreaOp::EastOf, "east-of"},      {AreaOp::WestOf, "west-of"},
    {AreaOp::Containing, "containing"}, {AreaOp::Union, "union"}, {AreaOp::Intersection, "intersection"}, {AreaOp::Difference, "difference"},
};

const char* areaName(AreaOp op)
{
    for (const AreaName& n : kAreaNames)
        if (n.op == op) return n.name;
    return "union";
}

} // namespace

std::vector<HexName> readHexList(xml::ReadContext& ctx, pugi::xml_node node, const char* name, bool required)
{
    std::vector<HexName> out;
    const pugi::xml_attribute a = node.attribute(name);
    if (!a) {
        if (required) ctx.report(code::MissingAttribute, node, std::string("<") + node.name() + "> needs attribute '" + name + "'");
        return out;
    }
    std::istringstream in(a.value());
    std::string token;
    while (in >> token) {
        const HexName h = scenarios::parseHexName(token);
        if (h.label.empty() || (token.find(':') != std::string::npos && h.map.empty()))
            ctx.report(code::BadValue, node, std::string("'") + token + "' in attribute '" + name + "' of <" + node.name() + "> is not a hex (J8 or map:J8)");
        else
            out.push_back(h);
    }
    if (out.empty() && required) ctx.report(code::BadValue, node, std::string("attribute '") + name + "' of <" + node.name() + "> lists no hex");
    return out;
}

std::string formatHexList(const std::vector<HexName>& hexes)
{
    std::string out;
    for (const HexName& h : hexes) out += (out.empty() ? "" : " ") + h.text();
    return out;
}

bool isAreaElement(std::string_view name)
{
    return std::any_of(std::begin(kAreaNames), std::end(kAreaNames), [&](const AreaName& n) { return name == n.name; });
}

std::optional<AreaExpr> readAreaExpr(xml::ReadContext& ctx, pugi::xml_node node, int depth)
{
    if (depth > kMaxAreaNesting) {
        ctx.report(code::AreaNestingTooDeep, node,
                   "setup-area expressions nest more than " + std::to_string(kMaxAreaNesting) + " deep here; the area part is dropped");
        return std::nullopt;
    }
    AreaExpr e;
    const std::string_view name = node.name();
    for (const AreaName& n : kAreaNames)
        if (name == n.name) e.op = n.op;
    e.line = ctx.lineOf(node);
    e.map = xml::optionalString(node, "map");
    const xml::ErrorMark mark(ctx);
    switch (e.op) {
    case AreaOp::Hexes:
        e.hexes = readHexList(ctx, node, "list", true);
        e.extras = xml::readExtras(ctx, node, {"map", "list"}, {});
        break;
    case AreaOp::Row:
    case AreaOp::Column:
        if (auto v = xml::requireToken(ctx, node, "label")) e.label = *v;
        e.extras = xml::readExtras(ctx, node, {"map", "label"}, {});
        break;
    case AreaOp::SouthOf:
    case AreaOp::NorthOf:
        if (auto v = xml::requireToken(ctx, node, "row")) e.label = *v;
        e.extras = xml::readExtras(ctx, node, {"map", "row"}, {});
        break;
    case AreaOp::EastOf:
    case AreaOp::WestOf:
        if (auto v = xml::requireToken(ctx, node, "column")) e.label = *v;
        e.extras = xml::readExtras(ctx, node, {"map", "column"}, {});
        break;
    case AreaOp::Within:
        if (auto v = xml::requireIntAtLeast(ctx, node, "distance", 0)) e.distance = *v;
        if (auto v = xml::requireToken(ctx, node, "of")) {
            e.centre = scenarios::parseHexName(*v);
            if (e.centre.label.empty() || (v->find(':') != std::string::npos && e.centre.map.empty()))
                ctx.report(code::BadValue, node, "'" + *v + "' in attribute 'of' of <within> is not a hex (J8 or map:J8)");
        }
        e.extras = xml::readExtras(ctx, node, {"map", "distance", "of"}, {});
        break;
    case AreaOp::Containing:
        if (auto v = xml::requireToken(ctx, node, "terrain")) e.terrain = *v;
        e.extras = xml::readExtras(ctx, node, {"map", "terrain"}, {});
        break;
    case AreaOp::Union:
    case AreaOp::Intersection:
    case AreaOp::Difference: {
        bool anyChild = false; // a child in error is reported where it is, not again as missing
        for (pugi::xml_node c : node.children()) {
            if (c.type() != pugi::node_element || !isAreaElement(c.name())) continue;
            anyChild = true;
            if (auto child = readAreaExpr(ctx, c, depth + 1)) e.children.push_back(std::move(*child));
        }
        e.extras = xml::readExtras(ctx, node, {"map"}, {"hexes", "row", "column", "within", "south-of", "north-of", "east-of", "west-of",
                                                      "containing", "union", "intersection", "difference"});
        if (!e.map.empty())
            ctx.report(code::BadValue, node, std::string("<") + node.name() + "> takes no map attribute; put it on the hexes it combines");
        if (!anyChild)
            ctx.report(code::MissingElement, node, std::string("<") + node.name() + "> needs at least one area element inside");
        break;
    }
    }
    if (mark.newErrors()) return std::nullopt;
    return e;
}

void writeAreaExpr(pugi::xml_node parent, const AreaExpr& e)
{
    pugi::xml_node n = parent.append_child(areaName(e.op));
    if (!e.map.empty()) n.append_attribute("map") = e.map.c_str();
    switch (e.op) {
    case AreaOp::Hexes: n.append_attribute("list") = formatHexList(e.hexes).c_str(); break;
    case AreaOp::Row:
    case AreaOp::Column: n.append_attribute("label") = e.label.c_str(); break;
    case AreaOp::SouthOf:
    case AreaOp::NorthOf: n.append_attribute("row") = e.label.c_str(); break;
    case AreaOp::EastOf:
    case AreaOp::WestOf: n.append_attribute("column") = e.label.c_str(); break;
    case AreaOp::Within:
        n.append_attribute("distance") = e.distance;
        n.append_attribute("of") = e.centre.text().c_str();
        break;
    case AreaOp::Containing: n.append_attribute("terrain") = e.terrain.c_str(); break;
    case AreaOp::Union:
    case AreaOp::Intersection:
    case AreaOp::Difference:
        for (const AreaExpr& c : e.children) writeAreaExpr(n, c);
        break;
    }
    xml::writeExtras(n, e.extras);
}

std::vector<scenarios::HiddenPiece> readHiddenPieces(xml::ReadContext& ctx, pugi::xml_node node)
{
    using scenarios::HiddenPiece;
    std::vector<HiddenPiece> out;
    for (pugi::xml_node c : node.children()) {
        if (c.type() != pugi::node_element) continue;
        const std::string_view name = c.name();
        if (name != "unit" && name != "fortification") continue;
        HiddenPiece p;
        p.kind = name == "unit" ? HiddenPiece::Kind::Unit : HiddenPiece::Kind::Fortification;
        p.line = ctx.lineOf(c);
        if (auto v = xml::requireToken(ctx, c, "ref")) p.ref = *v;
        if (auto v = xml::requireIntAtLeast(ctx, c, "count", 1)) p.count = *v;
        p.extras = xml::readExtras(ctx, c, {"ref", "count"}, {});
        out.push_back(std::move(p));
    }
    return out;
}

void writeHiddenPieces(pugi::xml_node parent, const std::vector<scenarios::HiddenPiece>& pieces)
{
    for (const scenarios::HiddenPiece& p : pieces) {
        pugi::xml_node pn = parent.append_child(p.kind == scenarios::HiddenPiece::Kind::Unit ? "unit" : "fortification");
        pn.append_attribute("ref") = p.ref.c_str();
        pn.append_attribute("count") = p.count;
        xml::writeExtras(pn, p.extras);
    }
}

scenarios::SetupArea readSetupArea(xml::ReadContext& ctx, pugi::xml_node n)
{
    scenarios::SetupArea a;
    a.line = ctx.lineOf(n);
    if (auto v = xml::requireToken(ctx, n, "id")) a.id = *v;
    if (auto v = xml::requireToken(ctx, n, "side")) a.side = *v;
    a.description = xml::optionalString(n, "description");
    a.extras = xml::readExtras(ctx, n, {"id", "side", "description"},
                               {"hexes", "row", "column", "within", "south-of", "north-of", "east-of", "west-of", "containing", "union",
                                "intersection", "difference"});
    bool anyPart = false; // a part in error is reported where it is, not again as missing
    for (pugi::xml_node c : n.children())
        if (c.type() == pugi::node_element && isAreaElement(c.name())) {
            anyPart = true;
            if (auto e = readAreaExpr(ctx, c)) a.parts.push_back(std::move(*e));
        }
    if (!anyPart && a.extras.elements.empty())
        ctx.report(code::MissingElement, n, "<setup-area> needs at least one area element (hexes, row, within, south-of, containing, ...)");
    return a;
}

void writeSetupArea(pugi::xml_node parent, const scenarios::SetupArea& a)
{
    pugi::xml_node n = parent.append_child("setup-area");
    n.append_attribute("id") = a.id.c_str();
    n.append_attribute("side") = a.side.c_str();
    if (!a.description.empty()) n.append_attribute("description") = a.description.c_str();
    for (const AreaExpr& e : a.parts) writeAreaExpr(n, e);
    xml::writeExtras(n, a.extras);
}

std::vector<scenarios::MapPlacement> readMapPlacements(xml::ReadContext& ctx, pugi::xml_node root)
{
    std::vector<scenarios::MapPlacement> out;
    if (!root.child("map")) xml::requireChild(ctx, root, "map");
    for (pugi::xml_node n : root.children("map")) {
        scenarios::MapPlacement m;
        m.line = ctx.lineOf(n);
        if (auto v = xml::requireToken(ctx, n, "id")) m.id = *v;
        if (auto v = xml::requireToken(ctx, n, "href")) m.href = *v;
        if (auto v = xml::requireChoice(ctx, n, "rotation", {"0", "90", "180", "270"})) m.rotation = *xml::parseInt(*v);
        m.extras = xml::readExtras(ctx, n, {"id", "href", "rotation"}, {});
        out.push_back(std::move(m));
    }
    return out;
}

void readSpecialRulesAndNotes(xml::ReadContext& ctx, pugi::xml_node root, std::vector<scenarios::SpecialRule>& rules, std::string& notes,
                              maps::XmlExtras& extras)
{
    for (pugi::xml_node n : root.children("special-rule")) {
        scenarios::SpecialRule r;
        r.line = ctx.lineOf(n);
        if (auto v = xml::requireToken(ctx, n, "id")) r.id = *v;
        r.title = xml::optionalString(n, "title");
        for (pugi::xml_node c : n.children())
            if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) r.text += c.value();
        r.extras = xml::readExtras(ctx, n, {"id", "title"}, {});
        rules.push_back(std::move(r));
    }
    if (const pugi::xml_node t = root.child("notes")) notes = xml::readText(ctx, t, extras);
}

void writeMapPlacements(pugi::xml_node root, const std::vector<scenarios::MapPlacement>& maps)
{
    for (const scenarios::MapPlacement& m : maps) {
        pugi::xml_node n = root.append_child("map");
        n.append_attribute("id") = m.id.c_str();
        n.append_attribute("href") = m.href.c_str();
        n.append_attribute("rotation") = m.rotation;
        xml::writeExtras(n, m.extras);
    }
}

void writeSpecialRulesAndNotes(pugi::xml_node root, const std::vector<scenarios::SpecialRule>& rules, const std::string& notes,
                               const maps::XmlExtras& notesExtras)
{
    for (const scenarios::SpecialRule& r : rules) {
        pugi::xml_node n = root.append_child("special-rule");
        n.append_attribute("id") = r.id.c_str();
        if (!r.title.empty()) n.append_attribute("title") = r.title.c_str();
        if (!r.text.empty()) n.append_child(pugi::node_pcdata).set_value(r.text.c_str());
        xml::writeExtras(n, r.extras);
    }
    xml::writeText(root, "notes", notes, notesExtras);
}

} // namespace crestline::formats::scenario_xml
