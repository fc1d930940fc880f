#include "formats/common/xml_support.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <sstream>

namespace crestline::formats::xml {

ReadContext::ReadContext(std::string file, std::string_view text)
    : m_file(std::move(file))
{
    m_lineStarts.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n') m_lineStarts.push_back(std::ptrdiff_t(i + 1));
}

Location ReadContext::locateOffset(std::ptrdiff_t offset) const
{
    Location loc;
    loc.file = m_file;
    if (offset < 0) return loc;
    const auto it = std::upper_bound(m_lineStarts.begin(), m_lineStarts.end(), offset);
    const auto line = std::distance(m_lineStarts.begin(), it);
    loc.line = int(line);
    loc.column = int(offset - m_lineStarts[std::size_t(line - 1)]) + 1;
    return loc;
}

namespace {

/// The byte offset of an element's '<' (offset_debug() points at its name).
std::ptrdiff_t tagOffset(pugi::xml_node node)
{
    const std::ptrdiff_t off = node.offset_debug();
    return off > 0 ? off - 1 : off;
}

} // namespace

Location ReadContext::locate(pugi::xml_node node) const
{
    Location loc = locateOffset(tagOffset(node));
    loc.element = pathOf(node);
    return loc;
}

int ReadContext::lineOf(pugi::xml_node node) const
{
    return locateOffset(tagOffset(node)).line;
}

ReadContext::SiblingIndex ReadContext::siblingIndex(pugi::xml_node node) const
{
    const pugi::xml_node parent = node.parent();
    if (m_indexedParents.insert(parent.internal_object()).second) {
        std::unordered_map<std::string_view, int> count;
        for (pugi::xml_node c : parent.children())
            if (c.type() == pugi::node_element) m_siblings[c.internal_object()].index = ++count[c.name()];
        for (pugi::xml_node c : parent.children())
            if (c.type() == pugi::node_element) m_siblings[c.internal_object()].total = count[c.name()];
    }
    return m_siblings[node.internal_object()];
}

std::string ReadContext::pathOf(pugi::xml_node node) const
{
    std::vector<pugi::xml_node> chain;
    for (pugi::xml_node n = node; n && n.type() == pugi::node_element; n = n.parent()) chain.push_back(n);
    std::string out;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        const SiblingIndex at = siblingIndex(*it);
        out += "/";
        out += it->name();
        if (at.total > 1) out += "[" + std::to_string(at.index) + "]";
    }
    return out;
}

FindingBuilder ReadContext::at(FindingCode code, pugi::xml_node node) const
{
    FindingBuilder b = makeFinding(code);
    if (node) b.at(locate(node));
    else b.file(m_file);
    return b;
}

namespace {

bool isUnknownXml(const Finding& f)
{
    return hasCode(f, code::UnknownElement) || hasCode(f, code::UnknownAttribute) || hasCode(f, code::UndeclaredPrefix) ||
           hasCode(f, code::NestingTooDeep);
}

} // namespace

bool ErrorMark::newErrors() const
{
    const Findings& fs = m_ctx.findings();
    for (std::size_t i = m_start; i < fs.size(); ++i)
        if (fs[i].severity >= Severity::Error && !isUnknownXml(fs[i])) return true;
    return false;
}

void ErrorMark::makeFatal()
{
    Findings& fs = m_ctx.findings();
    for (std::size_t i = m_start; i < fs.size(); ++i)
        if (fs[i].severity == Severity::Error && !isUnknownXml(fs[i])) changeSeverity(fs[i], Severity::Fatal);
}

std::string elementPath(pugi::xml_node node)
{
    std::vector<std::string> parts;
    for (pugi::xml_node n = node; n && n.type() == pugi::node_element; n = n.parent()) {
        int index = 1, total = 0;
        for (pugi::xml_node s = n.parent().child(n.name()); s; s = s.next_sibling(n.name())) {
            ++total;
            if (s == n) index = total;
        }
        std::string part = n.name();
        if (total > 1) part += "[" + std::to_string(index) + "]";
        parts.push_back(std::move(part));
    }
    std::string out;
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) out += "/" + *it;
    return out;
}

namespace {

/// Offset of the first character after a UTF-8 byte order mark and white space.
std::size_t firstSignificant(std::string_view text)
{
    std::size_t i = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) ++i;
    return i;
}

/// `name` for a message, cut to a few dozen characters: a file that is not
/// of the expected format is named, its content is not echoed.
std::string shortName(std::string_view name)
{
    constexpr std::size_t kMax = 32;
    return name.size() <= kMax ? std::string(name) : std::string(name.substr(0, kMax)) + "...";
}

} // namespace

bool parseDocument(ReadContext& ctx, pugi::xml_document& doc, std::string_view text)
{
    // A file that does not even begin like XML (a password file, a picture)
    // is reported where it stops being XML, not where pugixml gives up: that
    // would print how long a file is that the reader was never meant to see.
    const std::size_t first = firstSignificant(text);
    if (first == text.size() || text[first] != '<') {
        ctx.add(makeFinding(code::XmlMalformed)
                    .at(ctx.locateOffset(std::ptrdiff_t(first)))
                    .message(first == text.size() ? "not XML: the file is empty" : "not XML: the file does not begin with '<'"));
        return false;
    }
    const pugi::xml_parse_result r =
        doc.load_buffer(text.data(), text.size(), pugi::parse_default | pugi::parse_declaration | pugi::parse_comments, pugi::encoding_utf8);
    if (r) return true;
    ctx.add(makeFinding(code::XmlMalformed).at(ctx.locateOffset(r.offset)).message(std::string("not well-formed XML: ") + r.description()));
    return false;
}

std::optional<int> parseInt(std::string_view s)
{
    if (s.empty()) return std::nullopt;
    int v = 0;
    const char* b = s.data();
    if (*b == '+') {
        ++b;
        if (b == s.data() + s.size() || *b == '-') return std::nullopt; // "+" and "+-5" are not numbers
    }
    auto [p, ec] = std::from_chars(b, s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
    return v;
}

std::optional<double> parseDouble(std::string_view s)
{
    if (s.empty()) return std::nullopt;
    double v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
    if (!std::isfinite(v)) return std::nullopt; // "nan", "inf", "-inf" are not map numbers
    return v;
}

namespace {

template <class T, class Parse>
std::optional<T> readAttr(ReadContext& ctx, pugi::xml_node node, const char* name, bool required, Parse parse, const char* what,
                          bool* bad)
{
    const pugi::xml_attribute a = node.attribute(name);
    if (!a) {
        if (required)
            ctx.report(code::MissingAttribute, node, std::string("<") + node.name() + "> needs attribute '" + name + "'");
        return std::nullopt;
    }
    auto v = parse(std::string_view(a.value()));
    if (!v) {
        ctx.report(code::BadValue, node,
                   std::string("attribute '") + name + "' of <" + node.name() + "> is '" + a.value() + "', expected " + what);
        if (bad) *bad = true;
    }
    return v;
}

} // namespace

std::optional<std::string> requireString(ReadContext& ctx, pugi::xml_node node, const char* name)
{
    return readAttr<std::string>(ctx, node, name, true, [](std::string_view s) { return std::optional<std::string>(std::string(s)); },
                                 "text", nullptr);
}

std::optional<int> requireInt(ReadContext& ctx, pugi::xml_node node, const char* name)
{
    return readAttr<int>(ctx, node, name, true, parseInt, "a whole number", nullptr);
}

std::optional<double> requireDouble(ReadContext& ctx, pugi::xml_node node, const char* name)
{
    return readAttr<double>(ctx, node, name, true, parseDouble, "a number", nullptr);
}

std::optional<int> optionalInt(ReadContext& ctx, pugi::xml_node node, const char* name, bool* bad)
{
    return readAttr<int>(ctx, node, name, false, parseInt, "a whole number", bad);
}

std::optional<double> optionalDouble(ReadContext& ctx, pugi::xml_node node, const char* name, bool* bad)
{
    return readAttr<double>(ctx, node, name, false, parseDouble, "a number", bad);
}

std::optional<bool> optionalBool(ReadContext& ctx, pugi::xml_node node, const char* name, bool* bad)
{
    return readAttr<bool>(
        ctx, node, name, false,
        [](std::string_view s) -> std::optional<bool> {
            if (s == "true" || s == "1") return true;
            if (s == "false" || s == "0") return false;
            return std::nullopt;
        },
        "true or false", bad);
}

std::optional<std::string> requireChoice(ReadContext& ctx, pugi::xml_node node, const char* name,
                                         std::initializer_list<std::string_view> choices, bool required)
{
    std::string list;
    for (auto c : choices) list += (list.empty() ? "" : ", ") + std::string(c);
    return readAttr<std::string>(
        ctx, node, name, required,
        [&](std::string_view s) -> std::optional<std::string> {
            for (auto c : choices)
                if (c == s) return std::string(s);
            return std::nullopt;
        },
        ("one of " + list).c_str(), nullptr);
}

std::optional<std::string> requireToken(ReadContext& ctx, pugi::xml_node node, const char* name)
{
    auto v = requireString(ctx, node, name);
    if (v && v->empty()) {
        ctx.report(code::BadValue, node, std::string("attribute '") + name + "' of <" + node.name() + "> is empty");
        return std::nullopt;
    }
    return v;
}

namespace {

std::optional<int> atLeast(ReadContext& ctx, pugi::xml_node node, const char* name, int min, std::optional<int> v)
{
    if (v && *v < min) {
        ctx.report(code::BadValue, node,
                   std::string("attribute '") + name + "' of <" + node.name() + "> is " + std::to_string(*v) +
                       ", expected a whole number >= " + std::to_string(min));
        return std::nullopt;
    }
    return v;
}

} // namespace

std::optional<int> requireIntAtLeast(ReadContext& ctx, pugi::xml_node node, const char* name, int min)
{
    return atLeast(ctx, node, name, min, requireInt(ctx, node, name));
}

std::optional<int> optionalIntAtLeast(ReadContext& ctx, pugi::xml_node node, const char* name, int min)
{
    return atLeast(ctx, node, name, min, optionalInt(ctx, node, name));
}

std::string optionalString(pugi::xml_node node, const char* name)
{
    return node.attribute(name).value();
}

void reportRange(ReadContext& ctx, pugi::xml_node node, const char* name, const std::string& expected)
{
    ctx.report(code::BadValue, node,
               std::string("attribute '") + name + "' of <" + node.name() + "> is '" + node.attribute(name).value() + "', expected " +
                   expected);
}

bool checkRoot(ReadContext& ctx, pugi::xml_node root, const char* name, int supported, const char* what)
{
    if (!root || std::string_view(root.name()) != name) {
        // Located by line and column only: the element path would repeat the foreign name in full.
        ctx.add(makeFinding(code::WrongRoot)
                    .at(ctx.locateOffset(tagOffset(root)))
                    .message(std::string("not a crestline ") + what + ": the root element is <" + shortName(root.name()) + ">, expected <" +
                             name + ">"));
        return false;
    }
    const pugi::xml_attribute a = root.attribute("version");
    if (!a) {
        ctx.report(code::MissingVersion, root,
                   std::string("<") + name + "> has no format version (expected version=\"" + std::to_string(supported) + "\")");
        return false;
    }
    const auto v = parseInt(a.value());
    if (!v || *v < 1) {
        ctx.add(ctx.at(code::BadValue, root)
                    .severity(Severity::Fatal)
                    .message(std::string("format version is '") + a.value() + "', expected a whole number from 1"));
        return false;
    }
    if (*v > supported) {
        ctx.report(code::NewerVersion, root,
                   "written by a newer crestline (format version " + std::to_string(*v) + ", this build reads " + std::to_string(supported) +
                       ")");
        return false;
    }
    return true;
}

bool reportDuplicates(ReadContext& ctx, pugi::xml_node parent, const char* name)
{
    bool any = false;
    for (pugi::xml_node c = parent.child(name).next_sibling(name); c; c = c.next_sibling(name)) {
        ctx.report(code::DuplicateElement, c, std::string("<") + parent.name() + "> may hold only one <" + name + ">");
        any = true;
    }
    return any;
}

pugi::xml_node requireChild(ReadContext& ctx, pugi::xml_node parent, const char* name)
{
    const pugi::xml_node c = parent.child(name);
    if (!c) ctx.report(code::MissingElement, parent, std::string("<") + parent.name() + "> needs a <" + name + "> element");
    return c;
}

std::string formatDouble(double v)
{
    if (v == 0) return "0"; // also folds -0 to 0
    char buf[64];
    auto [p, ec] = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, p);
}

std::string toString(const pugi::xml_document& doc)
{
    std::ostringstream os;
    doc.save(os, "  ", pugi::format_indent | pugi::format_no_declaration, pugi::encoding_utf8);
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + os.str();
}

} // namespace crestline::formats::xml
