#include "formats/common/xml_extras.h"

#include <algorithm>
#include <sstream>
#include <vector>

namespace crestline::formats::xml {

namespace {

bool isXmlSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

bool listed(std::initializer_list<std::string_view> names, std::string_view name)
{
    return std::find(names.begin(), names.end(), name) != names.end();
}

std::string printRaw(pugi::xml_node node)
{
    std::ostringstream os;
    node.print(os, "", pugi::format_raw);
    return os.str();
}

/// The prefix of a qualified name ("ed" of "ed:layer"), empty if none.
std::string_view prefixOf(std::string_view name)
{
    const std::size_t colon = name.find(':');
    return colon == std::string_view::npos ? std::string_view() : name.substr(0, colon);
}

/// `prefix` is bound by an xmlns:prefix on `node` or one of its ancestors (`xml` always is).
bool declared(pugi::xml_node node, std::string_view prefix)
{
    if (prefix == "xml") return true;
    const std::string attribute = "xmlns:" + std::string(prefix);
    for (pugi::xml_node n = node; n && n.type() == pugi::node_element; n = n.parent())
        if (n.attribute(attribute.c_str())) return true;
    return false;
}

/// Where an unknown name is in the file: "on <grid>" / "in <features>".
std::string ownerText(pugi::xml_node node) { return std::string("<") + node.name() + ">"; }

/// A name of a serialized element: the text after '<' up to white space, '>' or '/'.
std::string_view elementName(const std::string& text)
{
    std::size_t end = 1;
    while (end < text.size() && !isXmlSpace(text[end]) && text[end] != '>' && text[end] != '/') ++end;
    return std::string_view(text).substr(1, end - 1);
}

std::string carrierText(std::string_view name, const maps::XmlExtras& extras)
{
    pugi::xml_document doc;
    pugi::xml_node carrier = doc.append_child(std::string(name).c_str());
    writeExtras(carrier, extras);
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

/// Levenshtein distance (insertions, deletions, substitutions) between two short names.
std::size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({above + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

/// " (did you mean <known>?)" for the known name nearest to `name`, if it is
/// one or two edits away (and fewer edits than `name` has characters); else "".
std::string suggestion(std::string_view name, std::initializer_list<std::string_view> known, bool element)
{
    constexpr std::size_t kMaxEdits = 2;
    std::string_view best;
    std::size_t bestDistance = kMaxEdits + 1;
    for (std::string_view k : known) {
        const std::size_t d = editDistance(name, k);
        if (d < bestDistance && d < name.size()) {
            best = k;
            bestDistance = d;
        }
    }
    if (best.empty()) return {};
    return element ? " (did you mean <" + std::string(best) + ">?)" : " (did you mean '" + std::string(best) + "'?)";
}

/// Whether elements below `node` nest more than `limit` levels deep (walked
/// without recursion, stopping as soon as the limit is passed).
bool nestsDeeperThan(pugi::xml_node node, int limit)
{
    int depth = 0;
    pugi::xml_node n = node.first_child();
    if (n) depth = 1;
    while (n && n != node) {
        if (depth > limit && n.type() == pugi::node_element) return true;
        if (n.first_child()) {
            n = n.first_child();
            ++depth;
            continue;
        }
        while (n != node && !n.next_sibling()) {
            n = n.parent();
            --depth;
        }
        if (n != node) n = n.next_sibling();
    }
    return false;
}

} // namespace

maps::XmlExtras readExtras(ReadContext& ctx, pugi::xml_node node, std::initializer_list<std::string_view> knownAttributes,
                           std::initializer_list<std::string_view> knownChildren)
{
    maps::XmlExtras out;
    for (pugi::xml_attribute a : node.attributes()) {
        const std::string_view name = a.name();
        if (listed(knownAttributes, name)) continue;
        const std::string_view prefix = prefixOf(name);
        if (prefix == "xmlns" || (!prefix.empty() && declared(node, prefix))) {
            out.attributes.emplace_back(a.name(), a.value());
        } else if (!prefix.empty()) {
            ctx.report(code::UndeclaredPrefix, node,
                       "attribute '" + std::string(name) + "' on " + ownerText(node) + " uses prefix '" + std::string(prefix) +
                           "', which no xmlns:" + std::string(prefix) + " declares (dropped)");
        } else {
            ctx.report(code::UnknownAttribute, node,
                       "unknown attribute '" + std::string(name) + "' on " + ownerText(node) +
                           suggestion(name, knownAttributes, false) + " (dropped; put extensions in a declared namespace)");
        }
    }
    for (pugi::xml_node c : node.children()) {
        if (c.type() != pugi::node_element) continue;
        const std::string_view name = c.name();
        if (listed(knownChildren, name)) continue;
        const std::string_view prefix = prefixOf(name);
        if (!prefix.empty() && declared(c, prefix)) {
            // Written back indented, a deep extension would grow with the square of its depth.
            if (nestsDeeperThan(c, kMaxExtensionDepth))
                ctx.report(code::NestingTooDeep, c,
                           "extension <" + std::string(name) + "> in " + ownerText(node) + " nests more than " +
                               std::to_string(kMaxExtensionDepth) + " levels deep (dropped)");
            else
                out.elements.push_back(printRaw(c));
        } else if (!prefix.empty()) {
            ctx.report(code::UndeclaredPrefix, c,
                       "element <" + std::string(name) + "> in " + ownerText(node) + " uses prefix '" + std::string(prefix) +
                           "', which no xmlns:" + std::string(prefix) + " declares (dropped)");
        } else {
            ctx.report(code::UnknownElement, c,
                       "unknown element <" + std::string(name) + "> in " + ownerText(node) +
                           suggestion(name, knownChildren, true) + " (dropped; put extensions in a declared namespace)");
        }
    }
    return out;
}

void writeExtras(pugi::xml_node node, const maps::XmlExtras& extras)
{
    for (const auto& [name, value] : extras.attributes) node.append_attribute(name.c_str()) = value.c_str();
    for (const std::string& text : extras.elements) {
        pugi::xml_document frag;
        if (frag.load_buffer(text.data(), text.size(), pugi::parse_default, pugi::encoding_utf8))
            for (pugi::xml_node c : frag.children()) node.append_copy(c);
    }
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

SplitExtras splitExtras(const maps::XmlExtras& extras)
{
    SplitExtras out;
    out.own.attributes = extras.attributes;
    for (const std::string& e : extras.elements) {
        const std::string_view name = elementName(e);
        if (prefixOf(name).empty())
            out.carried[std::string(name)].push_back(extrasOfCarrier(e));
        else
            out.own.elements.push_back(e);
    }
    return out;
}

std::string readText(ReadContext& ctx, pugi::xml_node node, maps::XmlExtras& parentExtras)
{
    std::string text;
    for (pugi::xml_node c : node.children())
        if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) text += c.value();
    carryChildExtras(parentExtras, node.name(), {readExtras(ctx, node, {}, {})});
    return text;
}

pugi::xml_node writeText(pugi::xml_node parent, const char* name, const std::string& text, const maps::XmlExtras& carried)
{
    if (text.empty() && carried.empty()) return {};
    pugi::xml_node node = parent.append_child(name);
    writeExtras(node, {carried.attributes, {}});
    if (!text.empty()) node.append_child(pugi::node_pcdata).set_value(text.c_str());
    writeExtras(node, {{}, carried.elements});
    return node;
}

} // namespace crestline::formats::xml
