#pragma once
// Helpers shared by the scenario and Sighting setup readers and writers
// (private to formats/scenario): required children, versions, hex lists,
// text elements, setup-area expressions, and "carriers" for unknown XML on
// text elements, which have no extras slot of their own in the model.
//
// Carriers: unknown attributes and child elements of a text element (<title>,
// <date>, <location>, <history>, <notes>, <text>) are kept in the parent's
// extras as an element with the text element's own name holding only them:
// <title lang="en"/> in the scenario's extras carries the unknown attribute
// of <title>. A known name is never an unknown child, so this is unambiguous;
// the writer puts the carried XML back on the real element.

#include "formats/common/xml_support.h"
#include "maps/xml_extras.h"
#include "scenarios/scenario.h"
#include "scenarios/setup_area.h"

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::formats::scenario_xml {

/// Report "duplicate-element" for each child `name` after the first.
void reportDuplicates(xml::ReadContext& ctx, pugi::xml_node parent, const char* name);
/// The single child `name`, reporting "missing-element" when absent.
pugi::xml_node requireChild(xml::ReadContext& ctx, pugi::xml_node parent, const char* name);
/// Check the root element's name and version: "wrong-root", "missing-version",
/// "bad-value" or "newer-version", all fatal. True if it may be read.
bool checkRoot(xml::ReadContext& ctx, pugi::xml_node root, const char* name, int supported, const char* what);

/// A whole number attribute that must be at least `min` ("bad-value" otherwise).
std::optional<int> requireIntAtLeast(xml::ReadContext& ctx, pugi::xml_node node, const char* name, int min);
std::optional<int> optionalIntAtLeast(xml::ReadContext& ctx, pugi::xml_node node, const char* name, int min);
/// A required attribute that must not be empty.
std::optional<std::string> requireToken(xml::ReadContext& ctx, pugi::xml_node node, const char* name);
/// Optional text attribute ("" when absent).
std::string optionalString(pugi::xml_node node, const char* name);

/// Whitespace-separated hex names ("J8 ridge-farm:K9"); "bad-value" for an empty list when required.
std::vector<scenarios::HexName> readHexList(xml::ReadContext& ctx, pugi::xml_node node, const char* name, bool required);
std::string formatHexList(const std::vector<scenarios::HexName>& hexes);

/// The text of a text element (its character data, concatenated); carries its
/// unknown XML into `parentExtras`. Warns "unknown-xml" for child elements.
std::string readText(xml::ReadContext& ctx, pugi::xml_node node, maps::XmlExtras& parentExtras);
/// Append <name>text</name> (when text is not empty or something is carried)
/// with the carried XML put back; returns the element or an empty node.
pugi::xml_node writeText(pugi::xml_node parent, const char* name, const std::string& text, const maps::XmlExtras& parentExtras);
/// The parent's extras minus the carriers of `textChildren`.
maps::XmlExtras ownExtras(const maps::XmlExtras& extras, std::initializer_list<std::string_view> textChildren);

/// Collect unknown XML of `node` and warn "unknown-xml" for each name without a namespace prefix.
maps::XmlExtras extras(xml::ReadContext& ctx, pugi::xml_node node, std::initializer_list<std::string_view> knownAttributes,
                       std::initializer_list<std::string_view> knownChildren);

/// The pieces under a Hiding marker or a hidden Sighting content: each
/// <unit> or <fortification> child with 'ref' and 'count' (>= 1). Other
/// children are left to the caller's extras.
std::vector<scenarios::HiddenPiece> readHiddenPieces(xml::ReadContext& ctx, pugi::xml_node node);
/// Append them in the same form.
void writeHiddenPieces(pugi::xml_node parent, const std::vector<scenarios::HiddenPiece>& pieces);

/// Names of the setup-area expression elements.
bool isAreaElement(std::string_view name);
/// Read one setup-area expression element.
std::optional<scenarios::AreaExpr> readAreaExpr(xml::ReadContext& ctx, pugi::xml_node node);
/// Append an expression element.
void writeAreaExpr(pugi::xml_node parent, const scenarios::AreaExpr& e);

} // namespace crestline::formats::scenario_xml
