#pragma once
// The map document: grid settings and terrain as real geometry (areas with
// holes, lines with widths) in the lattice frame, plus hex-based data for
// hex-based games. Plain data; derived facts live in map_analysis.h.

#include "geometry/hex_grid.h"
#include "geometry/point.h"
#include "maps/xml_extras.h"

#include <optional>
#include <string>
#include <vector>

namespace crestline::maps {

/// A free name/value property on a feature.
struct Property {
    std::string name, value;
    friend bool operator==(const Property&, const Property&) = default;
};

enum class FeatureShape { Area, Line };

/// A piece of map artwork: building, woods, rough, hill level area, road,
/// wall, stream, explicit crest line... Coordinates are in the lattice frame.
struct Feature {
    std::string id;
    std::string terrain;                 ///< catalog terrain id
    FeatureShape shape = FeatureShape::Area;
    geometry::PolygonWithHoles area;     ///< when shape == Area
    std::vector<geometry::Point> path;   ///< when shape == Line
    std::optional<int> level;            ///< level it stands on; unset = ground level under it
    std::optional<double> width;         ///< Line: drawn width in lattice units (roads)
    std::vector<Property> properties;
    XmlExtras extras;
    int line = 0;                        ///< source line (0 if not from a file)
    friend bool operator==(const Feature&, const Feature&) = default;
};

/// Terrain painted on a whole hex (hex-based games).
struct HexTerrain {
    geometry::OffsetCoord hex;
    std::string terrain;
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const HexTerrain&, const HexTerrain&) = default;
};

/// A feature on one hexside: crest hexside, wall, steep slope, river...
struct HexsideFeature {
    geometry::OffsetCoord hex;
    int side = 0;                        ///< 0..5, see HexGrid::sideName
    std::string terrain;
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const HexsideFeature&, const HexsideFeature&) = default;
};

/// A marker printed in a hex: observation post, strongpoint...
struct HexMarker {
    geometry::OffsetCoord hex;
    std::string kind;
    std::string owner;                   ///< optional side that owns it
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const HexMarker&, const HexMarker&) = default;
};

/// The whole map document.
struct Map {
    std::string id;
    std::string name;
    std::string system;                  ///< game system id, e.g. "ff"
    geometry::GridSpec grid;
    double northBearing = 0;             ///< degrees clockwise from "up" to north
    double metresPerHex = 0;             ///< scale; 0 = unknown
    std::string catalogHref;             ///< terrain catalog, relative to the map file
    std::vector<Feature> features;
    std::vector<HexTerrain> hexTerrain;
    std::vector<HexsideFeature> hexsides;
    std::vector<HexMarker> markers;
    XmlExtras extras;                    ///< unknown attributes/children of <map>
    friend bool operator==(const Map&, const Map&) = default;

    const Feature* findFeature(std::string_view featureId) const;
};

} // namespace crestline::maps
