#pragma once
// Helpers shared by the map and terrain catalog readers and writers (private
// to formats/map): point lists in the lattice frame, and the catalog reader
// that also says where its parts stand. Unknown XML and carriers:
// formats/common/xml_extras.h.

#include "formats/common/xml_support.h"
#include "formats/map/map_format.h"
#include "geometry/point.h"

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

/// The words of an XML list attribute ("C3 C4 D4"): split on XML white space, none empty.
std::vector<std::string_view> splitList(std::string_view text);

/// Where a map's parts stand in its file, for errors found after reading.
struct MapSource {
    Location catalog; ///< the <catalog> element (its href is resolved by the loader)
    Location background; ///< the <background> element, if any (its href too)
};
/// readMapText, also telling where the <catalog> reference stands.
ReadResult<maps::Map> readMapText(std::string_view text, const std::string& fileName, MapSource& source);

/// Where a catalog's parts stand in its file, for errors found after reading.
struct CatalogSource {
    Location root;                  ///< the <terrain-catalog> element
    std::vector<Location> includes; ///< each kept <include>, in order
};
/// readCatalogText, also telling where the root and each kept <include> stand.
ReadResult<maps::TerrainCatalog> readCatalogText(std::string_view text, const std::string& fileName, CatalogSource& source);

} // namespace crestline::formats::detail
