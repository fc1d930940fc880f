#pragma once
// Unknown XML, one policy for every reader (docs/findings.md, "Unknown XML"):
//
// * an attribute or element in no namespace that the format does not define
//   is an error (`unknown-attribute`, `unknown-element`, with line and
//   element path) and is dropped: it is most likely a typing mistake;
// * an extension in a declared foreign namespace (a prefix bound by
//   xmlns:prefix="..." on the element or an ancestor; `xml:` is always bound)
//   is kept in the model's XmlExtras and written back untouched after the
//   known XML of its element; namespace declarations are kept the same way;
// * a prefix that nothing declares is an error (`undeclared-prefix`).
//
// Carriers: elements the model has no XmlExtras slot for (<grid>, <labels>,
// <catalog>, <features>, <hexes>, <outer>, <hole>, <path>, <property>,
// <include>, <move>, <notes> in maps and catalogs; the text elements <title>,
// <date>, <location>, <history>, <notes>, <text> in scenarios) keep their
// extensions in the parent's extras as a *carrier*: an element with the
// child's own (known, unprefixed) name holding only them, one per instance
// when any instance has something. Kept extensions are always prefixed, so
// an unprefixed element in extras is always a carrier; the writer puts the
// carried XML back on the real element.

#include "formats/common/xml_support.h"
#include "maps/xml_extras.h"

#include <initializer_list>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::formats::xml {

/// How deep a kept extension may nest below its own element; a deeper one is
/// dropped with `nesting-too-deep` (written back indented, it would grow with
/// the square of its depth).
inline constexpr int kMaxExtensionDepth = 64;

/// The extensions of `node` (declared foreign namespaces, namespace
/// declarations), in file order; reports every other attribute and child
/// element not listed as known.
maps::XmlExtras readExtras(ReadContext& ctx, pugi::xml_node node, std::initializer_list<std::string_view> knownAttributes,
                           std::initializer_list<std::string_view> knownChildren);
/// Append kept attributes and elements to `node`.
void writeExtras(pugi::xml_node node, const maps::XmlExtras& extras);

/// Store the extras of each instance of child `name` in `parent` as carriers (nothing if all are empty).
void carryChildExtras(maps::XmlExtras& parent, std::string_view name, const std::vector<maps::XmlExtras>& instances);

/// A parent's extras split into its own extensions and the carried extras of its known children.
struct SplitExtras {
    maps::XmlExtras own;
    std::map<std::string, std::vector<maps::XmlExtras>, std::less<>> carried;
    /// Extras carried for instance `index` of child `name` (empty if none).
    maps::XmlExtras child(std::string_view name, std::size_t index = 0) const;
};
SplitExtras splitExtras(const maps::XmlExtras& extras);

/// The character data of a text element (concatenated); its extensions are
/// carried into `parentExtras`, anything else unknown on it is reported.
std::string readText(ReadContext& ctx, pugi::xml_node node, maps::XmlExtras& parentExtras);
/// Append <name>text</name> when the text is not empty or something is
/// carried, with the carried XML put back (attributes, then the text, then
/// elements); returns the element or an empty node.
pugi::xml_node writeText(pugi::xml_node parent, const char* name, const std::string& text, const maps::XmlExtras& carried);

} // namespace crestline::formats::xml
