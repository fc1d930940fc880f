#include "formats/map/map_xml_detail.h"

#include <algorithm>
#include <sstream>

namespace crestline::formats::detail {

namespace {

bool isXmlSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::string printRaw(pugi::xml_node node)
{
    std::ostringstream os;
    node.print(os, "", pugi::format_raw);
    return os.str();
}

std::string carrierText(std::string_view name, const maps::XmlExtras& extras)
{
    pugi::xml_document doc;
    pugi::xml_node carrier = doc.append_child(std::string(name).c_str());
    xml::writeExtras(carrier, extras);
    return printRaw(carrier);
}

maps::XmlExtras extrasOfCarrier(const std::string& text)
{
    maps::XmlExtras out;
    pugi::xml_document doc;
    if (!doc.load_buffer(text.data(), text.size(), pugi::parse_default, pugi::encoding_utf8)) return out;
    const pugi::xml_node carrier = doc.document_element();
    for (pugi::xml_attribute a : carrier.attributes()) out.attributes.emplace_back(a.name(), a.value());
    for (pugi::xml_node c : carrier.children())
        if (c.type() == pugi::node_element) out.elements.push_back(printRaw(c));
    return out;
}

std::string_view elementName(const std::string& text)
{
    // Serialized elements start with '<' followed by the name.
    std::size_t end = 1;
    while (end < text.size() && !isXmlSpace(text[end]) && text[end] != '>' && text[end] != '/') ++end;
    return std::string_view(text).substr(1, end - 1);
}

} // namespace

std::optional<std::vector<geometry::Point>> parsePoints(xml::ReadContext& ctx, pugi::xml_node node, const char* attribute)
{
    const std::string_view text = node.attribute(attribute).value();
    std::vector<geometry::Point> points;
    std::size_t i = 0;
    int index = 0;
    while (true) {
        while (i < text.size() && isXmlSpace(text[i])) ++i;
        if (i == text.size()) break;
        std::size_t end = i;
        while (end < text.size() && !isXmlSpace(text[end])) ++end;
        const std::string_view token = text.substr(i, end - i);
        ++index;
        const std::size_t comma = token.find(',');
        const auto u = comma == std::string_view::npos ? std::nullopt : xml::parseDouble(token.substr(0, comma));
        const auto v = comma == std::string_view::npos ? std::nullopt : xml::parseDouble(token.substr(comma + 1));
        if (!u || !v) {
            ctx.error("bad-points", node,
                      "point " + std::to_string(index) + " of '" + attribute + "' on <" + node.name() + "> is '" + std::string(token) +
                          "', expected u,v (two numbers separated by a comma)");
            return std::nullopt;
        }
        points.push_back({*u, *v});
        i = end;
    }
    return points;
}

std::string formatPoints(const std::vector<geometry::Point>& points)
{
    std::string out;
    for (const geometry::Point& p : points) {
        if (!out.empty()) out += ' ';
        out += xml::formatDouble(p.u) + "," + xml::formatDouble(p.v);
    }
    return out;
}

void carryChildExtras(maps::XmlExtras& parent, std::string_view name, const std::vector<maps::XmlExtras>& instances)
{
    if (std::all_of(instances.begin(), instances.end(), [](const maps::XmlExtras& e) { return e.empty(); })) return;
    for (const maps::XmlExtras& e : instances) parent.elements.push_back(carrierText(name, e));
}

maps::XmlExtras SplitExtras::child(std::string_view name, std::size_t index) const
{
    const auto it = carried.find(name);
    if (it == carried.end() || index >= it->second.size()) return {};
    return it->second[index];
}

SplitExtras splitExtras(const maps::XmlExtras& extras, std::initializer_list<std::string_view> knownChildren)
{
    SplitExtras out;
    out.own.attributes = extras.attributes;
    for (const std::string& e : extras.elements) {
        const std::string_view name = elementName(e);
        if (std::find(knownChildren.begin(), knownChildren.end(), name) != knownChildren.end())
            out.carried[std::string(name)].push_back(extrasOfCarrier(e));
        else
            out.own.elements.push_back(e);
    }
    return out;
}

bool reportDuplicates(xml::ReadContext& ctx, pugi::xml_node parent, const char* name)
{
    bool any = false;
    for (pugi::xml_node c = parent.child(name).next_sibling(name); c; c = c.next_sibling(name)) {
        ctx.error("duplicate-element", c, std::string("<") + parent.name() + "> may hold only one <" + name + ">");
        any = true;
    }
    return any;
}

pugi::xml_node requireChild(xml::ReadContext& ctx, pugi::xml_node parent, const char* name)
{
    const pugi::xml_node c = parent.child(name);
    if (!c) ctx.error("missing-element", parent, std::string("<") + parent.name() + "> needs a <" + name + "> element");
    return c;
}

bool checkVersion(xml::ReadContext& ctx, pugi::xml_node root, int supported)
{
    const pugi::xml_attribute a = root.attribute("version");
    if (!a) {
        ctx.report("missing-version", Severity::Fatal, root,
                   std::string("<") + root.name() + "> has no format version (expected version=\"" + std::to_string(supported) + "\")");
        return false;
    }
    const auto v = xml::parseInt(a.value());
    if (!v || *v < 1) {
        ctx.report("bad-value", Severity::Fatal, root,
                   std::string("format version is '") + a.value() + "', expected a whole number from 1");
        return false;
    }
    if (*v > supported) {
        ctx.report("newer-version", Severity::Fatal, root,
                   "written by a newer crestline (format version " + std::to_string(*v) + ", this build reads " +
                       std::to_string(supported) + ")");
        return false;
    }
    return true;
}

Location fileLocation(std::string file, int line)
{
    Location loc;
    loc.file = std::move(file);
    loc.line = line;
    return loc;
}

Finding makeFinding(std::string code, Severity severity, Location where, std::string message)
{
    Finding f;
    f.code = std::move(code);
    f.severity = severity;
    f.where = std::move(where);
    f.message = std::move(message);
    return f;
}

} // namespace crestline::formats::detail
