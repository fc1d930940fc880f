#include "formats/common/text_limits.h"

#include <array>
#include <cstring>

namespace crestline::formats::xml {

std::size_t countCharacters(std::string_view utf8)
{
    std::size_t n = 0;
    for (const char c : utf8)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
    return n;
}

bool isListAttribute(std::string_view name)
{
    // points: a feature's outline "u,v u,v ..." (map format); hexes, list,
    // entry, hex (a CoH hidden setup's hexes): hex labels; divisions:
    // Division symbols; salt, setup-id: hex bytes; transform: six numbers.
    static constexpr std::array<std::string_view, 9> kLists = {"points", "hexes", "list", "entry", "hex", "divisions", "salt", "setup-id", "transform"};
    for (const std::string_view l : kLists)
        if (name == l) return true;
    return false;
}

namespace {

bool inOtherNamespace(const char* name) { return std::strchr(name, ':') != nullptr; }

std::string withThousands(std::size_t n)
{
    std::string s = std::to_string(n);
    for (std::ptrdiff_t i = std::ptrdiff_t(s.size()) - 3; i > 0; i -= 3) s.insert(std::size_t(i), ",");
    return s;
}

bool isShortTextElement(std::string_view name) { return name == "title" || name == "subtitle"; }

/// The element's own text (its text and CDATA children together, as the readers join them), in characters.
std::size_t ownTextLength(pugi::xml_node element)
{
    std::size_t n = 0;
    for (pugi::xml_node c = element.first_child(); c; c = c.next_sibling())
        if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) n += countCharacters(c.value());
    return n;
}

bool checkElement(ReadContext& ctx, pugi::xml_node e)
{
    bool ok = true;
    for (pugi::xml_attribute a = e.first_attribute(); a; a = a.next_attribute()) {
        if (inOtherNamespace(a.name()) || isListAttribute(a.name())) continue;
        const std::size_t n = countCharacters(a.value());
        if (n <= kShortTextLimit) continue;
        ctx.report(code::TextTooLong, e,
                   std::string("attribute '") + a.name() + "' of <" + e.name() + "> is " + withThousands(n) +
                       " characters long; crestline reads at most " + withThousands(kShortTextLimit) +
                       " characters in an attribute (a name, title, label or id)");
        ok = false;
    }
    const bool isShort = isShortTextElement(e.name());
    const std::size_t limit = isShort ? kShortTextLimit : kLongTextLimit;
    const std::size_t n = ownTextLength(e);
    if (n > limit) {
        ctx.report(code::TextTooLong, e,
                   std::string("the text of <") + e.name() + "> is " + withThousands(n) + " characters long; crestline reads at most " +
                       withThousands(limit) + (isShort ? " characters in a title" : " characters in an element's text (notes, history, rules)"));
        ok = false;
    }
    return ok;
}

} // namespace

bool checkTextLengths(ReadContext& ctx, pugi::xml_node root)
{
    bool ok = true;
    pugi::xml_node e = root;
    while (e) {
        const bool visit = e.type() == pugi::node_element && !inOtherNamespace(e.name());
        if (visit && !checkElement(ctx, e)) ok = false;
        // Next element in document order, staying under root; a kept extension's subtree is skipped.
        pugi::xml_node next = visit ? e.first_child() : pugi::xml_node();
        while (next && next.type() != pugi::node_element) next = next.next_sibling();
        if (next) {
            e = next;
            continue;
        }
        for (pugi::xml_node n = e; n && n != root; n = n.parent()) {
            pugi::xml_node s = n.next_sibling();
            while (s && s.type() != pugi::node_element) s = s.next_sibling();
            if (s) {
                next = s;
                break;
            }
        }
        e = next;
    }
    return ok;
}

} // namespace crestline::formats::xml
