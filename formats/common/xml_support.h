#pragma once
// Shared reading and writing helpers for crestline's XML formats: every
// diagnostic carries file, line, column and element path; required values
// are read through helpers that report instead of inventing a default;
// unknown attributes and elements are captured for a lossless round trip.

#include "geometry/finding.h"
#include "maps/xml_extras.h"

#include <pugixml.hpp>

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
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

    void report(std::string code, Severity severity, pugi::xml_node node, std::string message, std::string rule = {});
    void error(std::string code, pugi::xml_node node, std::string message) { report(std::move(code), Severity::Error, node, std::move(message)); }
    void warning(std::string code, pugi::xml_node node, std::string message) { report(std::move(code), Severity::Warning, node, std::move(message)); }
    void add(Finding f) { m_findings.push_back(std::move(f)); }

    Findings& findings() { return m_findings; }
    bool hasErrors() const { return crestline::hasErrors(m_findings); }
    int lineOf(pugi::xml_node node) const { return locate(node).line; }

private:
    std::string m_file;
    std::vector<std::ptrdiff_t> m_lineStarts;
    Findings m_findings;
};

/// "/map/features/area[3]" style path of an element (1-based index among same-named siblings).
std::string elementPath(pugi::xml_node node);

/// Parse a document; on failure report "xml-malformed" (fatal) with the exact line.
bool parseDocument(ReadContext& ctx, pugi::xml_document& doc, std::string_view text);

/// The frame of every reader: parse `text`, hand the root element to
/// `read(ctx, root)`, which returns the model or nothing, and return it with
/// all findings. `Result` is a ReadResult (value + findings).
template <class Result, class Read>
Result readDocument(std::string_view text, const std::string& fileName, Read&& read)
{
    ReadContext ctx(fileName, text);
    pugi::xml_document doc;
    Result result;
    if (parseDocument(ctx, doc, text)) result.value = read(ctx, doc.document_element());
    result.findings = std::move(ctx.findings());
    return result;
}

// Required values: report "missing-attribute" or "bad-value" and return nullopt.
std::optional<std::string> requireString(ReadContext& ctx, pugi::xml_node node, const char* name);
std::optional<int> requireInt(ReadContext& ctx, pugi::xml_node node, const char* name);
std::optional<double> requireDouble(ReadContext& ctx, pugi::xml_node node, const char* name);
// Optional values: nullopt when absent; "bad-value" reported when present but malformed.
std::optional<int> optionalInt(ReadContext& ctx, pugi::xml_node node, const char* name, bool* bad = nullptr);
std::optional<double> optionalDouble(ReadContext& ctx, pugi::xml_node node, const char* name, bool* bad = nullptr);
std::optional<bool> optionalBool(ReadContext& ctx, pugi::xml_node node, const char* name, bool* bad = nullptr);
/// One of `choices`, reported as "bad-value" otherwise; nullopt if absent (and reported if required).
std::optional<std::string> requireChoice(ReadContext& ctx, pugi::xml_node node, const char* name,
                                         std::initializer_list<std::string_view> choices, bool required = true);

/// Strict number parsing (whole string, no locale).
std::optional<int> parseInt(std::string_view s);
std::optional<double> parseDouble(std::string_view s);

/// Unknown attributes and child elements of `node`, in file order.
maps::XmlExtras collectExtras(pugi::xml_node node, std::initializer_list<std::string_view> knownAttributes,
                              std::initializer_list<std::string_view> knownChildren);
/// Append captured unknown attributes and elements to `node`.
void writeExtras(pugi::xml_node node, const maps::XmlExtras& extras);

/// Shortest text that reads back as exactly the same double.
std::string formatDouble(double v);

/// Serialize a document with two-space indentation and an XML declaration.
std::string toString(const pugi::xml_document& doc);

} // namespace crestline::formats::xml
