#pragma once
// The TMX reader's object layers and properties (private to formats/tiled).

#include "formats/common/xml_support.h"
#include "formats/tiled/tiled_format.h"

#include <cstdint>
#include <map>
#include <string>
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

/// Reads object layers into the map, by the documented layer names.
class ObjectReader {
public:
    ObjectReader(xml::ReadContext& ctx, maps::Map& map, const geometry::GridSpec& grid, double scaleU, double scaleV, const TiledScale& tiles);
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
    geometry::HexGrid m_grid;
    double m_scaleU, m_scaleV;
    double m_offsetX, m_offsetY;
    std::vector<Hole> m_holes;

    /// The object's points in the lattice frame (its shape, or its position
    /// for a point object); nullopt after reporting.
    std::optional<std::vector<geometry::Point>> points(pugi::xml_node object, const PropertyList& props, const char*& shape);
    std::optional<geometry::OffsetCoord> hexOf(pugi::xml_node object, const PropertyList& props, const std::vector<geometry::Point>& pts);
    void artwork(pugi::xml_node object, const PropertyList& props, const char* shape, std::vector<geometry::Point> pts);
    void hexside(pugi::xml_node object, const PropertyList& props, const std::vector<geometry::Point>& pts);
    const Property* required(pugi::xml_node object, const PropertyList& props, const char* name);
};

} // namespace crestline::formats::tiled
