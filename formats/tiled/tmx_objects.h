#pragma once
// The TMX reader's object layers and properties (private to formats/tiled).

#include "formats/common/xml_support.h"
#include "formats/tiled/tiled_format.h"

#include <cstdint>
#include <initializer_list>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::formats::tiled {

/// One custom property: name, value (attribute or text) and its element.
struct Property {
    std::string name, value;
    pugi::xml_node node;
};
struct PropertyList {
    std::vector<Property> items;
    const Property* find(std::string_view name) const;
};
/// The <properties> of an element (empty without one).
PropertyList readProperties(pugi::xml_node element);

/// Global tile id -> the tile's terrain and level.
using TiledTileTable = std::map<std::uint32_t, TiledTile>;

/// A tiled-not-mapped warning (docs/tiled.md, "Left out with a warning"):
/// a well-formed part of the TMX with no place in a crestline map.
void notMapped(xml::ReadContext& ctx, pugi::xml_node node, std::string message);

/// Reads object layers into the map, by the documented layer names. Damaged
/// objects (bad points, coordinates or values, a hex label off the grid) are
/// errors; well-formed objects crestline has no place for are left out with
/// a tiled-not-mapped warning and counted in `leftOut`.
class ObjectReader {
public:
    ObjectReader(xml::ReadContext& ctx, maps::Map& map, const geometry::GridSpec& grid, double scaleU, double scaleV, const TiledScale& tiles,
                 TmxLeftOut& leftOut);
    void readLayer(pugi::xml_node group);
    /// Attach holes to their areas (after every layer is read).
    void finish();

private:
    struct Hole {
        std::string of;
        geometry::Ring ring;
        pugi::xml_node node;
    };
    xml::ReadContext& m_ctx;
    maps::Map& m_map;
    TmxLeftOut& m_left;
    geometry::HexGrid m_grid;
    double m_scaleU, m_scaleV;
    double m_offsetX, m_offsetY;
    std::vector<Hole> m_holes;

    /// The object's points in the lattice frame (its shape, or its position
    /// for a point object); nullopt after reporting.
    std::optional<std::vector<geometry::Point>> points(pugi::xml_node object, const PropertyList& props, const char*& shape);
    std::optional<geometry::OffsetCoord> hexOf(pugi::xml_node object, const PropertyList& props, const std::vector<geometry::Point>& pts);
    /// Each function below maps one object: true when it went into the map.
    bool artwork(pugi::xml_node object, const PropertyList& props, const char* shape, std::vector<geometry::Point> pts);
    bool hexside(pugi::xml_node object, const PropertyList& props, const std::vector<geometry::Point>& pts);
    bool marker(pugi::xml_node object, const PropertyList& props, const std::vector<geometry::Point>& pts);
    bool entry(pugi::xml_node object, const PropertyList& props, const std::vector<geometry::Point>& pts);
    bool link(pugi::xml_node object, const PropertyList& props, const std::vector<geometry::Point>& pts);
    /// The property, or nullptr after an object-left-out warning (never a made-up value).
    const Property* required(pugi::xml_node object, const PropertyList& props, const char* name);
    /// The object is left out: a warning, counted.
    void leaveOut(pugi::xml_node object, std::string message);
    /// A warning for each property of a mapped object that `known` does not list.
    void unreadProperties(pugi::xml_node object, const PropertyList& props, std::initializer_list<std::string_view> known);
};

} // namespace crestline::formats::tiled
