// The TMX writer (tiled_format.h, docs/tiled.md): a Tiled hexagonal map whose
// hex centres are the lattice's, a tile layer of hex terrain, and object
// layers for artwork, hexsides, markers, links and entry hexes, every item
// carrying its crestline values (and its exact lattice points) as custom
// properties.

#include "formats/common/xml_support.h"
#include "formats/tiled/tiled_format.h"
#include "formats/tiled/tiled_names.h"

#include <algorithm>
#include <map>

namespace crestline::formats::tiled {

namespace {

using geometry::Point;

void prop(pugi::xml_node props, const std::string& name, const std::string& value, const char* type = nullptr)
{
    pugi::xml_node p = props.append_child("property");
    p.append_attribute("name") = name.c_str();
    if (type) p.append_attribute("type") = type;
    p.append_attribute("value") = value.c_str();
}
void propInt(pugi::xml_node props, const std::string& name, int value) { prop(props, name, std::to_string(value), "int"); }
void propNumber(pugi::xml_node props, const std::string& name, double value) { prop(props, name, xml::formatDouble(value), "float"); }

std::string latticeText(const std::vector<Point>& points)
{
    std::string out;
    for (const Point& p : points) out += (out.empty() ? "" : " ") + xml::formatDouble(p.u) + "," + xml::formatDouble(p.v);
    return out;
}

struct Pixel {
    double x, y;
};
Pixel toPixel(const TiledScale& s, Point p) { return {s.scaleU * p.u + s.tileWidth / 2.0, s.scaleV * p.v + s.tileHeight / 2.0}; }

class ObjectWriter {
public:
    ObjectWriter(pugi::xml_node root, const TiledScale& scale, int& nextId) : m_root(root), m_scale(scale), m_nextId(nextId) {}
    pugi::xml_node group(int layerId, const char* name)
    {
        pugi::xml_node g = m_root.append_child("objectgroup");
        g.append_attribute("id") = layerId;
        g.append_attribute("name") = name;
        return g;
    }
    /// An object at the first point, its shape ("polygon", "polyline", or
    /// nullptr for a point object) relative to it; returns its <properties>.
    pugi::xml_node object(pugi::xml_node group, const std::string& name, const char* shape, const std::vector<Point>& points)
    {
        pugi::xml_node o = group.append_child("object");
        o.append_attribute("id") = m_nextId++;
        if (!name.empty()) o.append_attribute("name") = name.c_str();
        const Pixel first = toPixel(m_scale, points.front());
        o.append_attribute("x") = xml::formatDouble(first.x).c_str();
        o.append_attribute("y") = xml::formatDouble(first.y).c_str();
        pugi::xml_node props = o.append_child("properties");
        if (!shape) {
            o.append_child("point");
            return props;
        }
        std::string text;
        for (const Point& p : points) {
            const Pixel px = toPixel(m_scale, p);
            text += (text.empty() ? "" : " ") + xml::formatDouble(px.x - first.x) + "," + xml::formatDouble(px.y - first.y);
        }
        o.append_child(shape).append_attribute("points") = text.c_str();
        prop(props, kLattice, latticeText(points));
        return props;
    }

private:
    pugi::xml_node m_root;
    TiledScale m_scale;
    int& m_nextId;
};

void writeMapProperties(pugi::xml_node root, const maps::Map& map, const TmxOptions& options, const TiledScale& scale)
{
    using namespace geometry;
    pugi::xml_node props = root.append_child("properties");
    const GridSpec& g = map.grid;
    const LabelSpec& l = g.label;
    propInt(props, kLayout, kTiledLayoutVersion);
    prop(props, "id", map.id);
    prop(props, "name", map.name);
    prop(props, "system", map.system);
    prop(props, "catalog", options.catalogHref, "file");
    propInt(props, kScaleU, scale.scaleU);
    propInt(props, kScaleV, scale.scaleV);
    if (map.metresPerHex != 0) propNumber(props, "metres-per-hex", map.metresPerHex);
    if (map.northBearing != 0) propNumber(props, "north", map.northBearing);
    propNumber(props, "hex-size", g.hexSize);
    propNumber(props, "origin-x", g.originX);
    propNumber(props, "origin-y", g.originY);
    propInt(props, "first-column", g.firstColumn);
    propInt(props, "first-row", g.firstRow);
    prop(props, "labels", l.scheme == LabelScheme::LetterNumber ? "letter-number" : l.scheme == LabelScheme::Digits ? "digits" : "separated");
    prop(props, "letter-axis", l.letterAxis == LetterAxis::Column ? "column" : "row");
    prop(props, "letter-style", l.letterStyle == LetterStyle::Spreadsheet ? "spreadsheet" : "doubled");
    prop(props, "separator", l.separator);
    propInt(props, "pad", l.pad);
    if (map.background) {
        const maps::BackgroundImage& b = *map.background;
        prop(props, "background", b.href, "file");
        propNumber(props, "background-opacity", b.opacity);
        prop(props, "background-visible", b.visible ? "true" : "false", "bool");
        std::string numbers;
        for (const double x : {b.transform.ux, b.transform.uy, b.transform.u0, b.transform.vx, b.transform.vy, b.transform.v0})
            numbers += (numbers.empty() ? "" : " ") + xml::formatDouble(x);
        prop(props, "background-transform", numbers);
    }
}

void writeTileset(pugi::xml_node root, const TmxOptions& options, const TiledScale& scale)
{
    pugi::xml_node ts = root.append_child("tileset");
    const int count = int(options.tiles.size());
    ts.append_attribute("firstgid") = 1;
    ts.append_attribute("name") = "terrain";
    ts.append_attribute("tilewidth") = scale.tileWidth;
    ts.append_attribute("tileheight") = scale.tileHeight;
    ts.append_attribute("tilecount") = count;
    ts.append_attribute("columns") = count;
    pugi::xml_node image = ts.append_child("image");
    image.append_attribute("source") = options.tilesetImage.c_str();
    image.append_attribute("width") = count * scale.tileWidth;
    image.append_attribute("height") = scale.tileHeight;
    for (int i = 0; i < count; ++i) {
        pugi::xml_node tile = ts.append_child("tile");
        tile.append_attribute("id") = i;
        pugi::xml_node props = tile.append_child("properties");
        prop(props, "terrain", options.tiles[std::size_t(i)].terrain);
        if (options.tiles[std::size_t(i)].level) propInt(props, "level", *options.tiles[std::size_t(i)].level);
    }
}

/// The hex terrain as tile layers: the k-th entry of a hex goes to layer k.
int writeTerrainLayers(pugi::xml_node root, const maps::Map& map, const TmxOptions& options, int layerId)
{
    const geometry::HexGrid grid(map.grid);
    std::vector<std::vector<int>> layers;
    std::map<int, int> entriesOfHex;
    for (const maps::HexTerrain& t : map.hexTerrain) {
        if (!grid.contains(t.hex)) continue;
        const int k = entriesOfHex[grid.index(t.hex)]++;
        if (std::size_t(k) >= layers.size()) layers.emplace_back(std::size_t(grid.columns()) * std::size_t(grid.rows()), 0);
        const auto it = std::ranges::find(options.tiles, TiledTile{t.terrain, t.level});
        layers[std::size_t(k)][std::size_t(grid.index(t.hex))] = int(it - options.tiles.begin()) + 1;
    }
    if (layers.empty()) layers.emplace_back(std::size_t(grid.columns()) * std::size_t(grid.rows()), 0);
    for (std::size_t k = 0; k < layers.size(); ++k) {
        pugi::xml_node layer = root.append_child("layer");
        layer.append_attribute("id") = layerId++;
        layer.append_attribute("name") = (std::string(kTerrainLayer) + (k == 0 ? "" : " " + std::to_string(k + 1))).c_str();
        layer.append_attribute("width") = grid.columns();
        layer.append_attribute("height") = grid.rows();
        std::string csv = "\n";
        for (int r = 0; r < grid.rows(); ++r) {
            for (int c = 0; c < grid.columns(); ++c) {
                csv += std::to_string(layers[k][std::size_t(grid.index({c, r}))]);
                if (r + 1 < grid.rows() || c + 1 < grid.columns()) csv += ",";
            }
            csv += "\n";
        }
        pugi::xml_node data = layer.append_child("data");
        data.append_attribute("encoding") = "csv";
        data.append_child(pugi::node_pcdata).set_value(csv.c_str());
    }
    return layerId;
}

void writeArtwork(ObjectWriter& w, pugi::xml_node group, const maps::Map& map)
{
    for (const maps::Feature& f : map.features) {
        const bool area = f.shape == maps::FeatureShape::Area;
        const std::vector<Point>& points = area ? f.area.outer : f.path;
        if (points.empty()) continue;
        pugi::xml_node props = w.object(group, f.id, area ? "polygon" : "polyline", points);
        prop(props, "id", f.id);
        prop(props, "terrain", f.terrain);
        if (f.level) propInt(props, "level", *f.level);
        if (!area && f.width) propNumber(props, "width", *f.width);
        for (const maps::Property& p : f.properties) prop(props, kPropertyPrefix + p.name, p.value);
        if (!area) continue;
        for (const geometry::Ring& hole : f.area.holes) {
            if (hole.empty()) continue;
            pugi::xml_node hp = w.object(group, f.id + " hole", "polygon", hole);
            prop(hp, kHoleOf, f.id);
        }
    }
}

} // namespace

TmxText writeTmxText(const maps::Map& map, const TmxOptions& options)
{
    TmxText out;
    auto refuseExtras = [&](const maps::XmlExtras& extras, const std::string& where) {
        if (extras.empty()) return;
        out.findings.push_back(makeFinding(code::UnknownElement)
                                   .element(where)
                                   .message(where + " holds kept XML extensions (foreign-namespace XML): a TMX cannot carry them, so nothing is written"));
    };
    refuseExtras(map.extras, "/map");
    for (const maps::Feature& f : map.features) refuseExtras(f.extras, "feature " + f.id);
    for (const maps::HexTerrain& t : map.hexTerrain) refuseExtras(t.extras, "a hex's <terrain>");
    for (const maps::HexsideFeature& s : map.hexsides) refuseExtras(s.extras, "a <hexside>");
    for (const maps::HexMarker& m : map.markers) refuseExtras(m.extras, "a <marker>");
    for (const maps::HexLink& l : map.links) refuseExtras(l.extras, "a <link>");
    for (const maps::EntryHex& e : map.entries) refuseExtras(e.extras, "an <entry>");
    if (map.background) refuseExtras(map.background->extras, "<background>");
    // A TMX object needs a point; the map checks refuse such items first, but
    // the writer says so rather than drop them.
    for (const maps::Feature& f : map.features) {
        const bool empty = f.shape == maps::FeatureShape::Area
                               ? f.area.outer.empty() || std::ranges::any_of(f.area.holes, [](const geometry::Ring& h) { return h.empty(); })
                               : f.path.empty();
        if (empty) out.findings.push_back(makeFinding(code::BadValue).feature(f.id).message("feature " + f.id + " has an empty outline or path: nothing is written"));
    }
    for (const maps::HexLink& l : map.links)
        if (l.hexes.empty()) out.findings.push_back(makeFinding(code::BadValue).feature(l.id).message("a link with no hexes: nothing is written"));
    if (hasErrors(out.findings)) return out;

    const geometry::HexGrid grid(map.grid);
    const bool flat = map.grid.orientation == geometry::HexOrientation::FlatTop;
    const TiledScale scale = defaultScale(map.grid.orientation);
    pugi::xml_document doc;
    pugi::xml_node root = doc.append_child("map");
    root.append_attribute("version") = "1.8";
    root.append_attribute("tiledversion") = "1.8.2";
    root.append_attribute("orientation") = "hexagonal";
    root.append_attribute("renderorder") = "right-down";
    root.append_attribute("width") = map.grid.columns;
    root.append_attribute("height") = map.grid.rows;
    root.append_attribute("tilewidth") = scale.tileWidth;
    root.append_attribute("tileheight") = scale.tileHeight;
    root.append_attribute("infinite") = 0;
    root.append_attribute("hexsidelength") = scale.hexSideLength;
    root.append_attribute("staggeraxis") = flat ? "x" : "y";
    root.append_attribute("staggerindex") = map.grid.parity == geometry::OffsetParity::Odd ? "odd" : "even";
    pugi::xml_attribute nextLayer = root.append_attribute("nextlayerid");
    pugi::xml_attribute nextObject = root.append_attribute("nextobjectid");
    writeMapProperties(root, map, options, scale);
    writeTileset(root, options, scale);
    int layerId = writeTerrainLayers(root, map, options, 1);

    int objectId = 1;
    ObjectWriter w(root, scale, objectId);
    writeArtwork(w, w.group(layerId++, kArtworkLayer), map);

    pugi::xml_node sides = w.group(layerId++, kHexsideLayer);
    for (const maps::HexsideFeature& s : map.hexsides) {
        const auto corners = grid.corners(s.hex);
        const geometry::IPoint a = corners[std::size_t(((s.side % 6) + 6) % 6)], b = corners[std::size_t(((s.side % 6) + 7) % 6)];
        pugi::xml_node props = w.object(sides, s.terrain, "polyline", {Point{double(a.u), double(a.v)}, Point{double(b.u), double(b.v)}});
        prop(props, "hex", grid.label(s.hex));
        prop(props, "side", std::string(grid.sideName(s.side)));
        prop(props, "terrain", s.terrain);
    }
    pugi::xml_node markers = w.group(layerId++, kMarkerLayer);
    for (const maps::HexMarker& m : map.markers) {
        const geometry::IPoint c = grid.centre(m.hex);
        pugi::xml_node props = w.object(markers, m.kind, nullptr, {Point{double(c.u), double(c.v)}});
        prop(props, "hex", grid.label(m.hex));
        prop(props, "kind", m.kind);
        if (!m.owner.empty()) prop(props, "owner", m.owner);
    }
    pugi::xml_node links = w.group(layerId++, kLinkLayer);
    for (const maps::HexLink& l : map.links) {
        std::vector<Point> centres;
        std::string labels;
        for (const geometry::OffsetCoord& h : l.hexes) {
            const geometry::IPoint c = grid.centre(h);
            centres.push_back({double(c.u), double(c.v)});
            labels += (labels.empty() ? "" : " ") + grid.label(h);
        }
        if (centres.empty()) continue;
        pugi::xml_node props = w.object(links, l.id, "polyline", centres);
        if (!l.id.empty()) prop(props, "id", l.id);
        prop(props, "terrain", l.terrain);
        prop(props, "hexes", labels);
    }
    pugi::xml_node entries = w.group(layerId++, kEntryLayer);
    for (const maps::EntryHex& e : map.entries) {
        const geometry::IPoint c = grid.centre(e.hex);
        pugi::xml_node props = w.object(entries, grid.label(e.hex), nullptr, {Point{double(c.u), double(c.v)}});
        std::string divisions;
        for (const std::string& d : e.divisions) divisions += (divisions.empty() ? "" : " ") + d;
        prop(props, "hex", grid.label(e.hex));
        prop(props, "divisions", divisions);
        if (!e.side.empty()) prop(props, "side", e.side);
    }
    nextLayer = layerId;
    nextObject = objectId;
    out.text = xml::toString(doc);
    return out;
}

TiledScale defaultScale(geometry::HexOrientation orientation)
{
    if (orientation == geometry::HexOrientation::FlatTop) return {15, 26, 60, 52, 30};
    return {26, 15, 52, 60, 30};
}

std::pair<int, int> tiledMapPixelSize(const geometry::GridSpec& grid, const TiledScale& s)
{
    // Tiled's hexagonal renderer (mapBoundingRect): staggered on x, columns
    // step (tw + side) / 2 and the staggered half adds half a tile height.
    const int sideOffsetX = grid.orientation == geometry::HexOrientation::FlatTop ? (s.tileWidth - s.hexSideLength) / 2 : s.tileWidth / 2;
    const int sideOffsetY = grid.orientation == geometry::HexOrientation::FlatTop ? s.tileHeight / 2 : (s.tileHeight - s.hexSideLength) / 2;
    if (grid.orientation == geometry::HexOrientation::FlatTop) {
        const int columnWidth = sideOffsetX + s.hexSideLength;
        return {grid.columns * columnWidth + sideOffsetX, grid.rows * s.tileHeight + (grid.columns > 1 ? sideOffsetY : 0)};
    }
    const int rowHeight = sideOffsetY + s.hexSideLength;
    return {grid.columns * s.tileWidth + (grid.rows > 1 ? sideOffsetX : 0), grid.rows * rowHeight + sideOffsetY};
}

std::vector<TiledTile> tilesFor(const maps::Map& map, const maps::TerrainCatalog& catalog)
{
    std::vector<TiledTile> tiles;
    for (const maps::Terrain& t : catalog.terrains)
        if (t.kind == maps::TerrainKind::Type && std::ranges::find(tiles, TiledTile{t.id, std::nullopt}) == tiles.end())
            tiles.push_back({t.id, std::nullopt});
    for (const maps::HexTerrain& t : map.hexTerrain)
        if (std::ranges::find(tiles, TiledTile{t.terrain, t.level}) == tiles.end()) tiles.push_back({t.terrain, t.level});
    return tiles;
}

} // namespace crestline::formats::tiled
