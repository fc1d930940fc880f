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
    std::optional<int> level;            ///< the hex's level, for games with whole-hex levels (CoH hills L1, L2); unset = 0
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

/// A road, railroad, trail, track or path drawn hex to hex [GTS 14.6, 29.41]:
/// a chain of hexes, each adjacent to the next, linked through the hexside
/// they share. `terrain` is its catalog row ("road", "raised-road",
/// "railroad", "trail", ...); the row's LOS role says whether the hexes it
/// runs through block (a raised road does [GTS 15.4.1 Q&A]). Two links
/// connect where they share a hex.
struct HexLink {
    std::string id;                      ///< optional, unique when given
    std::string terrain;                 ///< catalog terrain id
    std::vector<geometry::OffsetCoord> hexes; ///< in order, at least two, each adjacent to the next
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const HexLink&, const HexLink&) = default;
};

/// A reinforcement entry hex with the Division symbols printed in it
/// [GTS 8.0, 14.1, 16.2]. A scenario's reinforcement names a Division whose
/// symbol must be among `divisions` of the entry hex it uses.
struct EntryHex {
    geometry::OffsetCoord hex;
    std::vector<std::string> divisions;  ///< Division symbols as printed, at least one
    std::string side;                    ///< optional side the entry belongs to
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const EntryHex&, const EntryHex&) = default;
};

/// Image pixel (x, y) -> lattice (u, v): u = ux*x + uy*y + u0,
/// v = vx*x + vy*y + v0. Pixels count from the image's top-left corner, y down.
struct ImageTransform {
    double ux = 1, uy = 0, u0 = 0;
    double vx = 0, vy = 1, v0 = 0;
    /// The lattice point of image pixel (x, y).
    geometry::Point apply(double x, double y) const { return {ux * x + uy * y + u0, vx * x + vy * y + v0}; }
    /// ux*vy - uy*vx: zero for a transform that folds the image onto a line.
    double determinant() const { return ux * vy - uy * vx; }
    friend bool operator==(const ImageTransform&, const ImageTransform&) = default;
};

/// A scanned map image drawn behind the artwork, for tracing a published map.
/// Editor only: no check, LOS ruling or picture reads it.
struct BackgroundImage {
    std::string href;                    ///< PNG or JPEG file, relative to the map file
    double opacity = 1;                  ///< 0 (transparent) to 1 (opaque)
    bool visible = true;
    ImageTransform transform;            ///< where the image lies on the lattice
    XmlExtras extras;
    int line = 0;                        ///< source line (0 if not from a file)
    friend bool operator==(const BackgroundImage&, const BackgroundImage&) = default;
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
    std::optional<BackgroundImage> background; ///< tracing image, if one is set
    std::vector<Feature> features;
    std::vector<HexTerrain> hexTerrain;
    std::vector<HexsideFeature> hexsides;
    std::vector<HexMarker> markers;
    std::vector<HexLink> links;          ///< roads and railroads hex to hex (hex-based games)
    std::vector<EntryHex> entries;       ///< reinforcement entry hexes (GTS)
    XmlExtras extras;                    ///< unknown attributes/children of <map>
    friend bool operator==(const Map&, const Map&) = default;

    const Feature* findFeature(std::string_view featureId) const;
};

} // namespace crestline::maps
