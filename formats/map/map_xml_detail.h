#pragma once
// Helpers shared by the map and terrain catalog readers and writers (private
// to formats/map): point lists in the lattice frame, and "carriers" that keep
// unknown XML found on elements the model has no extras slot for.
//
// Carriers: <grid>, <labels>, <catalog>, <features>, <hexes>, <outer>, <hole>,
// <path>, <property>, <include>, <move> and <notes> have no XmlExtras of their
// own in the model. Their unknown attributes and children are kept in the
// parent's extras as an element with the child's own (known) name, one per
// instance when any instance has something: <grid a="1"/> in the map's extras
// carries the unknown attribute a of <grid>. A known name can never be an
// unknown child, so the encoding is unambiguous; the writer puts the carried
// XML back on the real element.

#include "formats/common/xml_support.h"
#include "formats/map/map_format.h"
#include "geometry/point.h"
#include "maps/xml_extras.h"

#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::formats::detail {

/// Parse "u,v u,v ..." (whitespace separated). On a malformed token, reports
/// "bad-points" naming the token and returns nullopt.
std::optional<std::vector<geometry::Point>> parsePoints(xml::ReadContext& ctx, pugi::xml_node node, const char* attribute);
/// Inverse of parsePoints, numbers written with xml::formatDouble.
std::string formatPoints(const std::vector<geometry::Point>& points);

/// Store the extras of each instance of child `name` in `parent` (nothing if all are empty).
void carryChildExtras(maps::XmlExtras& parent, std::string_view name, const std::vector<maps::XmlExtras>& instances);

/// A parent's extras split into its own unknown XML and the carried extras of its known children.
struct SplitExtras {
    maps::XmlExtras own;
    std::map<std::string, std::vector<maps::XmlExtras>, std::less<>> carried;
    /// Extras carried for instance `index` of child `name` (empty if none).
    maps::XmlExtras child(std::string_view name, std::size_t index = 0) const;
};
SplitExtras splitExtras(const maps::XmlExtras& extras, std::initializer_list<std::string_view> knownChildren);

/// Report "duplicate-element" for every child named `name` after the first; true if there was one.
bool reportDuplicates(xml::ReadContext& ctx, pugi::xml_node parent, const char* name);
/// The single child `name`, reporting "missing-element" when absent.
pugi::xml_node requireChild(xml::ReadContext& ctx, pugi::xml_node parent, const char* name);

/// Report "missing-version", "bad-value" or "newer-version" (all fatal) for the version attribute of a root element.
bool checkVersion(xml::ReadContext& ctx, pugi::xml_node root, int supported);

/// A location in a file (no element path).
Location fileLocation(std::string file, int line = 0);
Finding makeFinding(std::string code, Severity severity, Location where, std::string message);

/// Where a catalog's parts stand in its file, for errors found after reading.
struct CatalogSource {
    Location root;                  ///< the <terrain-catalog> element
    std::vector<Location> includes; ///< each kept <include>, in order
};
/// readCatalogText, also telling where the root and each kept <include> stand.
ReadResult<maps::TerrainCatalog> readCatalogText(std::string_view text, const std::string& fileName, CatalogSource& source);

} // namespace crestline::formats::detail
