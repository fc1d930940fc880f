#pragma once
// The one set of XML reading helpers for every crestline reader (map, terrain
// catalog, scenario, Sighting setup): every finding carries file, line,
// column and element path; required values are read through helpers that
// report instead of inventing a default; the root is checked the same way
// everywhere. Unknown XML and its round trip: xml_extras.h.

#include "geometry/finding.h"
#include "geometry/finding_builder.h"

#include <pugixml.hpp>

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace crestline::formats::xml {

/// Reading state for one file: maps byte offsets to lines and collects findings.
class ReadContext {
public:
    ReadContext(std::string file, std::string_view text);

    const std::string& file() const { return m_file; }
    /// Location of an element (line, column and path).
    Location locate(pugi::xml_node node) const;
    /// Location of a byte offset in the text (for parse errors).
    Location locateOffset(std::ptrdiff_t offset) const;

    /// A finding of `code` located at `node` (the file only, for a null node).
    FindingBuilder at(FindingCode code, pugi::xml_node node) const;
    /// Report `code` at `node` with the table's severity.
    void report(FindingCode code, pugi::xml_node node, std::string message) { add(at(code, node).message(std::move(message))); }
    void add(Finding f) { m_findings.push_back(std::move(f)); }

    Findings& findings() { return m_findings; }
    const Findings& findings() const { return m_findings; }
    bool hasErrors() const { return crestline::hasErrors(m_findings); }
    /// The line of an element (no element path: cheap for every item read).
    int lineOf(pugi::xml_node node) const;
    /// elementPath(node), with each parent's sibling numbering counted once
    /// per file (so locating every element of a file is linear, not quadratic).
    std::string pathOf(pugi::xml_node node) const;

private:
    /// An element's place among its same-named siblings: index (1-based) and their count.
    struct SiblingIndex {
        int index = 1, total = 1;
    };
    std::string m_file;
    std::vector<std::ptrdiff_t> m_lineStarts;
    Findings m_findings;
    mutable std::unordered_map<const void*, SiblingIndex> m_siblings; ///< by pugixml node, filled one parent at a time
    mutable std::unordered_set<const void*> m_indexedParents;

    SiblingIndex siblingIndex(pugi::xml_node node) const;
};

/// Remembers how many findings there were, to ask whether a part of the file
/// (an item, a map's frame) added errors since. Unknown XML (unknown-element,
/// unknown-attribute, undeclared-prefix, and an extension dropped as
/// nesting-too-deep) does not count: it is dropped and reported, but the item
/// it sits on is complete without it.
class ErrorMark {
public:
    explicit ErrorMark(ReadContext& ctx) : m_ctx(ctx), m_start(ctx.findings().size()) {}
    /// Errors (other than unknown XML) reported since the mark.
    bool newErrors() const;
    /// Raise those errors to fatal: the part they are in cannot be built
    /// without making values up, so the reader returns no model.
    void makeFatal();

private:
    ReadContext& m_ctx;
    std::size_t m_start;
};

/// "/map/features/area[3]" style path of an element (1-based index among same-named siblings).
std::string elementPath(pugi::xml_node node);

/// Parse a document; on failure report "xml-malformed" (fatal) with the exact line.
bool parseDocument(ReadContext& ctx, pugi::xml_document& doc, std::string_view text);

/// Length limits on names, titles and notes (text_limits.h): `text-too-long`
/// for each value over its limit; true when none is.
bool checkTextLengths(ReadContext& ctx, pugi::xml_node root);

/// The frame of every reader: parse `text`, refuse text longer than a
/// picture can take (checkTextLengths), hand the root element to
/// `read(ctx, root)`, which returns the model or nothing, and return it with
/// all findings. `Result` is a ReadResult (value + findings).
template <class Result, class Read>
Result readDocument(std::string_view text, const std::string& fileName, Read&& read)
{
    ReadContext ctx(fileName, text);
    pugi::xml_document doc;
    Result result;
    if (parseDocument(ctx, doc, text) && checkTextLengths(ctx, doc.document_element())) result.value = read(ctx, doc.document_element());
    result.findings = std::move(ctx.findings());
    return result;
}

/// Check the root element's name (`wrong-root`) and version (`missing-version`,
/// `bad-value`, `newer-version`), all fatal. `what` names the format in the
/// message ("map", "terrain catalog"). True if the file may be read.
bool checkRoot(ReadContext& ctx, pugi::xml_node root, const char* name, int supported, const char* what);

/// Report "duplicate-element" for every child `name` after the first; true if there was one.
bool reportDuplicates(ReadContext& ctx, pugi::xml_node parent, const char* name);
/// The first child `name`, reporting "missing-element" when there is none.
pugi::xml_node requireChild(ReadContext& ctx, pugi::xml_node parent, const char* name);

// Required values: report "missing-attribute" or "bad-value" and return nullopt.
std::optional<std::string> requireString(ReadContext& ctx, pugi::xml_node node, const char* name);
std::optional<int> requireInt(ReadContext& ctx, pugi::xml_node node, const char* name);
std::optional<double> requireDouble(ReadContext& ctx, pugi::xml_node node, const char* name);
/// A required attribute that must not be empty ("bad-value" when it is).
std::optional<std::string> requireToken(ReadContext& ctx, pugi::xml_node node, const char* name);
/// A whole number attribute that must be at least `min` ("bad-value" otherwise).
std::optional<int> requireIntAtLeast(ReadContext& ctx, pugi::xml_node node, const char* name, int min);
// Optional values: nullopt when absent; "bad-value" reported when present but malformed.
std::optional<int> optionalInt(ReadContext& ctx, pugi::xml_node node, const char* name, bool* bad = nullptr);
std::optional<int> optionalIntAtLeast(ReadContext& ctx, pugi::xml_node node, const char* name, int min);
std::optional<double> optionalDouble(ReadContext& ctx, pugi::xml_node node, const char* name, bool* bad = nullptr);
std::optional<bool> optionalBool(ReadContext& ctx, pugi::xml_node node, const char* name, bool* bad = nullptr);
/// Optional text attribute ("" when absent).
std::string optionalString(pugi::xml_node node, const char* name);
/// One of `choices`, reported as "bad-value" otherwise; nullopt if absent (and reported if required).
std::optional<std::string> requireChoice(ReadContext& ctx, pugi::xml_node node, const char* name,
                                         std::initializer_list<std::string_view> choices, bool required = true);
/// Report "bad-value" for attribute `name` of `node`, naming what was expected.
void reportRange(ReadContext& ctx, pugi::xml_node node, const char* name, const std::string& expected);

/// Strict number parsing (whole string, no locale).
std::optional<int> parseInt(std::string_view s);
std::optional<double> parseDouble(std::string_view s);

/// Shortest text that reads back as exactly the same double.
std::string formatDouble(double v);

/// Serialize a document with two-space indentation and an XML declaration.
std::string toString(const pugi::xml_document& doc);

/// Appends attribute `name` with `value` (the writers' one way to set one).
inline void setAttr(pugi::xml_node node, const char* name, const std::string& value) { node.append_attribute(name) = value.c_str(); }
inline void setAttr(pugi::xml_node node, const char* name, int value) { setAttr(node, name, std::to_string(value)); }

} // namespace crestline::formats::xml
