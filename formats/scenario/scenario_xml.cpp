#include "formats/scenario/scenario_xml.h"

#include <algorithm>
#include <sstream>

namespace crestline::formats::scenario_xml {

using scenarios::AreaExpr;
using scenarios::AreaOp;
using scenarios::HexName;

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::string printRaw(pugi::xml_node node)
{
    std::ostringstream os;
    node.print(os, "", pugi::format_raw);
    return os.str();
}

std::string_view elementName(const std::string& text)
{
    std::size_t end = 1;
    while (end < text.size() && !isSpace(text[end]) && text[end] != '>' && text[end] != '/') ++end;
    return std::string_view(text).substr(1, end - 1);
}

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

void reportDuplicates(xml::ReadContext& ctx, pugi::xml_node parent, const char* name)
{
    for (pugi::xml_node c = parent.child(name).next_sibling(name); c; c = c.next_sibling(name))
        ctx.error("duplicate-element", c, std::string("<") + parent.name() + "> may hold only one <" + name + ">");
}

pugi::xml_node requireChild(xml::ReadContext& ctx, pugi::xml_node parent, const char* name)
{
    const pugi::xml_node c = parent.child(name);
    if (!c) ctx.error("missing-element", parent, std::string("<") + parent.name() + "> needs a <" + name + "> element");
    return c;
}

bool checkRoot(xml::ReadContext& ctx, pugi::xml_node root, const char* name, int supported, const char* what)
{
    if (!root || std::string_view(root.name()) != name) {
        ctx.report("wrong-root", Severity::Fatal, root,
                   std::string("not a crestline ") + what + ": the root element is <" + root.name() + ">, expected <" + name + ">");
        return false;
    }
    const pugi::xml_attribute a = root.attribute("version");
    if (!a) {
        ctx.report("missing-version", Severity::Fatal, root,
                   std::string("<") + name + "> has no format version (expected version=\"" + std::to_string(supported) + "\")");
        return false;
    }
    const auto v = xml::parseInt(a.value());
    if (!v || *v < 1) {
        ctx.report("bad-value", Severity::Fatal, root, std::string("format version is '") + a.value() + "', expected a whole number from 1");
        return false;
    }
    if (*v > supported) {
        ctx.report("newer-version", Severity::Fatal, root,
                   "written by a newer crestline (format version " + std::to_string(*v) + ", this build reads " + std::to_string(supported) + ")");
        return false;
    }
    return true;
}

std::optional<int> requireIntAtLeast(xml::ReadContext& ctx, pugi::xml_node node, const char* name, int min)
{
    const auto v = xml::requireInt(ctx, node, name);
    if (v && *v < min) {
        ctx.error("bad-value", node, std::string("attribute '") + name + "' of <" + node.name() + "> is " + std::to_string(*v) +
                                         ", expected a whole number >= " + std::to_string(min));
        return std::nullopt;
    }
    return v;
}

std::optional<int> optionalIntAtLeast(xml::ReadContext& ctx, pugi::xml_node node, const char* name, int min)
{
    const auto v = xml::optionalInt(ctx, node, name);
    if (v && *v < min) {
        ctx.error("bad-value", node, std::string("attribute '") + name + "' of <" + node.name() + "> is " + std::to_string(*v) +
                                         ", expected a whole number >= " + std::to_string(min));
        return std::nullopt;
    }
    return v;
}

std::optional<std::string> requireToken(xml::ReadContext& ctx, pugi::xml_node node, const char* name)
{
    auto v = xml::requireString(ctx, node, name);
    if (v && v->empty()) {
        ctx.error("bad-value", node, std::string("attribute '") + name + "' of <" + node.name() + "> is empty");
        return std::nullopt;
    }
    return v;
}

std::string optionalString(pugi::xml_node node, const char* name)
{
    return node.attribute(name).value();
}

std::vector<HexName> readHexList(xml::ReadContext& ctx, pugi::xml_node node, const char* name, bool required)
{
    std::vector<HexName> out;
    const pugi::xml_attribute a = node.attribute(name);
    if (!a) {
        if (required) ctx.error("missing-attribute", node, std::string("<") + node.name() + "> needs attribute '" + name + "'");
        return out;
    }
    std::istringstream in(a.value());
    std::string token;
    while (in >> token) {
        const HexName h = scenarios::parseHexName(token);
        if (h.label.empty() || (token.find(':') != std::string::npos && h.map.empty()))
            ctx.error("bad-value", node, std::string("'") + token + "' in attribute '" + name + "' of <" + node.name() + "> is not a hex (J8 or map:J8)");
        else
            out.push_back(h);
    }
    if (out.empty() && required) ctx.error("bad-value", node, std::string("attribute '") + name + "' of <" + node.name() + "> lists no hex");
    return out;
}

std::string formatHexList(const std::vector<HexName>& hexes)
{
    std::string out;
    for (const HexName& h : hexes) out += (out.empty() ? "" : " ") + h.text();
    return out;
}

maps::XmlExtras extras(xml::ReadContext& ctx, pugi::xml_node node, std::initializer_list<std::string_view> knownAttributes,
                       std::initializer_list<std::string_view> knownChildren)
{
    maps::XmlExtras out = xml::collectExtras(node, knownAttributes, knownChildren);
    for (const auto& [name, value] : out.attributes)
        if (name.find(':') == std::string::npos)
            ctx.warning("unknown-xml", node, "unknown attribute '" + name + "' on <" + node.name() + "> (kept as it is)");
    for (pugi::xml_node c : node.children()) {
        if (c.type() != pugi::node_element) continue;
        const std::string_view n = c.name();
        if (std::find(knownChildren.begin(), knownChildren.end(), n) == knownChildren.end() && n.find(':') == std::string_view::npos)
            ctx.warning("unknown-xml", c, std::string("unknown element <") + c.name() + "> in <" + node.name() + "> (kept as it is)");
    }
    return out;
}

std::string readText(xml::ReadContext& ctx, pugi::xml_node node, maps::XmlExtras& parentExtras)
{
    std::string text;
    for (pugi::xml_node c : node.children())
        if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) text += c.value();
    maps::XmlExtras carried = extras(ctx, node, {}, {});
    if (!carried.empty()) {
        pugi::xml_document doc;
        pugi::xml_node carrier = doc.append_child(node.name());
        xml::writeExtras(carrier, carried);
        parentExtras.elements.push_back(printRaw(carrier));
    }
    return text;
}

maps::XmlExtras ownExtras(const maps::XmlExtras& extras, std::initializer_list<std::string_view> textChildren)
{
    maps::XmlExtras out;
    out.attributes = extras.attributes;
    for (const std::string& e : extras.elements)
        if (std::find(textChildren.begin(), textChildren.end(), elementName(e)) == textChildren.end()) out.elements.push_back(e);
    return out;
}

pugi::xml_node writeText(pugi::xml_node parent, const char* name, const std::string& text, const maps::XmlExtras& parentExtras)
{
    const std::string* carrier = nullptr;
    for (const std::string& e : parentExtras.elements)
        if (elementName(e) == name) carrier = &e;
    if (text.empty() && !carrier) return {};
    pugi::xml_node node = parent.append_child(name);
    if (carrier) {
        pugi::xml_document doc;
        if (doc.load_buffer(carrier->data(), carrier->size(), pugi::parse_default, pugi::encoding_utf8)) {
            const pugi::xml_node c = doc.document_element();
            for (pugi::xml_attribute a : c.attributes()) node.append_attribute(a.name()) = a.value();
            if (!text.empty()) node.append_child(pugi::node_pcdata).set_value(text.c_str());
            for (pugi::xml_node k : c.children()) node.append_copy(k);
            return node;
        }
    }
    node.append_child(pugi::node_pcdata).set_value(text.c_str());
    return node;
}

bool isAreaElement(std::string_view name)
{
    return std::any_of(std::begin(kAreaNames), std::end(kAreaNames), [&](const AreaName& n) { return name == n.name; });
}

std::optional<AreaExpr> readAreaExpr(xml::ReadContext& ctx, pugi::xml_node node)
{
    AreaExpr e;
    const std::string_view name = node.name();
    for (const AreaName& n : kAreaNames)
        if (name == n.name) e.op = n.op;
    e.line = ctx.lineOf(node);
    e.map = optionalString(node, "map");
    const std::size_t before = ctx.findings().size();
    switch (e.op) {
    case AreaOp::Hexes:
        e.hexes = readHexList(ctx, node, "list", true);
        e.extras = extras(ctx, node, {"map", "list"}, {});
        break;
    case AreaOp::Row:
    case AreaOp::Column:
        if (auto v = requireToken(ctx, node, "label")) e.label = *v;
        e.extras = extras(ctx, node, {"map", "label"}, {});
        break;
    case AreaOp::SouthOf:
    case AreaOp::NorthOf:
        if (auto v = requireToken(ctx, node, "row")) e.label = *v;
        e.extras = extras(ctx, node, {"map", "row"}, {});
        break;
    case AreaOp::EastOf:
    case AreaOp::WestOf:
        if (auto v = requireToken(ctx, node, "column")) e.label = *v;
        e.extras = extras(ctx, node, {"map", "column"}, {});
        break;
    case AreaOp::Within:
        if (auto v = requireIntAtLeast(ctx, node, "distance", 0)) e.distance = *v;
        if (auto v = requireToken(ctx, node, "of")) e.centre = scenarios::parseHexName(*v);
        e.extras = extras(ctx, node, {"map", "distance", "of"}, {});
        break;
    case AreaOp::Containing:
        if (auto v = requireToken(ctx, node, "terrain")) e.terrain = *v;
        e.extras = extras(ctx, node, {"map", "terrain"}, {});
        break;
    case AreaOp::Union:
    case AreaOp::Intersection:
    case AreaOp::Difference: {
        for (pugi::xml_node c : node.children()) {
            if (c.type() != pugi::node_element || !isAreaElement(c.name())) continue;
            if (auto child = readAreaExpr(ctx, c)) e.children.push_back(std::move(*child));
        }
        e.extras = extras(ctx, node, {"map"}, {"hexes", "row", "column", "within", "south-of", "north-of", "east-of", "west-of",
                                                      "containing", "union", "intersection", "difference"});
        if (!e.map.empty())
            ctx.error("bad-value", node, std::string("<") + node.name() + "> takes no map attribute; put it on the hexes it combines");
        if (e.children.empty())
            ctx.error("missing-element", node, std::string("<") + node.name() + "> needs at least one area element inside");
        break;
    }
    }
    for (std::size_t i = before; i < ctx.findings().size(); ++i)
        if (ctx.findings()[i].severity >= Severity::Error) return std::nullopt;
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
        if (auto v = requireToken(ctx, c, "ref")) p.ref = *v;
        if (auto v = requireIntAtLeast(ctx, c, "count", 1)) p.count = *v;
        p.extras = extras(ctx, c, {"ref", "count"}, {});
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

} // namespace crestline::formats::scenario_xml
