// Writer for the map format (docs/map-format.md). Output is canonical:
// attributes in a fixed order, optional attributes only when they differ from
// their documented default, numbers in their shortest exact form, kept
// extensions (foreign-namespace XML) at the end of their element.
// write -> read -> write is stable.

#include "formats/common/atomic_file.h"
#include "formats/common/xml_extras.h"
#include "formats/common/xml_support.h"
#include "formats/map/map_format.h"
#include "formats/map/map_xml_detail.h"

#include <algorithm>

namespace crestline::formats {

namespace {

using geometry::GridSpec;
using maps::Feature;

using xml::setAttr;
void setNumber(pugi::xml_node node, const char* name, double value) { setAttr(node, name, xml::formatDouble(value)); }

void writeLabels(pugi::xml_node grid, const geometry::LabelSpec& label, const maps::XmlExtras& extras)
{
    using namespace geometry;
    const geometry::LabelSpec defaults;
    pugi::xml_node node = grid.append_child("labels");
    setAttr(node, "scheme", label.scheme == LabelScheme::LetterNumber ? "letter-number" : label.scheme == LabelScheme::Digits ? "digits" : "separated");
    if (label.letterAxis != defaults.letterAxis) setAttr(node, "letter-axis", label.letterAxis == LetterAxis::Column ? "column" : "row");
    if (label.letterStyle != defaults.letterStyle)
        setAttr(node, "letter-style", label.letterStyle == LetterStyle::Spreadsheet ? "spreadsheet" : "doubled");
    if (label.separator != defaults.separator) setAttr(node, "separator", label.separator);
    if (label.pad != defaults.pad) setAttr(node, "pad", label.pad);
    xml::writeExtras(node, extras);
}

void writeGrid(pugi::xml_node root, const GridSpec& spec, const maps::XmlExtras& extras)
{
    const GridSpec defaults;
    pugi::xml_node node = root.append_child("grid");
    setAttr(node, "orientation", spec.orientation == geometry::HexOrientation::FlatTop ? "flat" : "pointy");
    setAttr(node, "parity", spec.parity == geometry::OffsetParity::Odd ? "odd" : "even");
    setAttr(node, "columns", spec.columns);
    setAttr(node, "rows", spec.rows);
    setNumber(node, "hex-size", spec.hexSize);
    if (spec.originX != defaults.originX) setNumber(node, "origin-x", spec.originX);
    if (spec.originY != defaults.originY) setNumber(node, "origin-y", spec.originY);
    if (spec.firstColumn != defaults.firstColumn) setAttr(node, "first-column", spec.firstColumn);
    if (spec.firstRow != defaults.firstRow) setAttr(node, "first-row", spec.firstRow);
    const xml::SplitExtras split = xml::splitExtras(extras);
    writeLabels(node, spec.label, split.child("labels"));
    xml::writeExtras(node, split.own);
}

void writePointsElement(pugi::xml_node parent, const char* name, const std::vector<geometry::Point>& points, const maps::XmlExtras& extras)
{
    pugi::xml_node node = parent.append_child(name);
    setAttr(node, "points", detail::formatPoints(points));
    xml::writeExtras(node, extras);
}

void writeFeature(pugi::xml_node parent, const Feature& f)
{
    const bool area = f.shape == maps::FeatureShape::Area;
    pugi::xml_node node = parent.append_child(area ? "area" : "line");
    setAttr(node, "id", f.id);
    setAttr(node, "terrain", f.terrain);
    if (f.level) setAttr(node, "level", *f.level);
    if (!area && f.width) setNumber(node, "width", *f.width);
    const xml::SplitExtras split = xml::splitExtras(f.extras);
    if (area) {
        writePointsElement(node, "outer", f.area.outer, split.child("outer"));
        for (std::size_t i = 0; i < f.area.holes.size(); ++i) writePointsElement(node, "hole", f.area.holes[i], split.child("hole", i));
    } else {
        writePointsElement(node, "path", f.path, split.child("path"));
    }
    for (std::size_t i = 0; i < f.properties.size(); ++i) {
        pugi::xml_node p = node.append_child("property");
        setAttr(p, "name", f.properties[i].name);
        setAttr(p, "value", f.properties[i].value);
        xml::writeExtras(p, split.child("property", i));
    }
    xml::writeExtras(node, split.own);
}

void writeBackground(pugi::xml_node root, const maps::BackgroundImage& b)
{
    pugi::xml_node node = root.append_child("background");
    setAttr(node, "href", b.href);
    if (b.opacity != 1) setNumber(node, "opacity", b.opacity);
    if (!b.visible) setAttr(node, "visible", "false");
    const maps::ImageTransform& t = b.transform;
    std::string numbers;
    for (const double x : {t.ux, t.uy, t.u0, t.vx, t.vy, t.v0}) numbers += (numbers.empty() ? "" : " ") + xml::formatDouble(x);
    setAttr(node, "transform", numbers);
    xml::writeExtras(node, b.extras);
}

void writeHexes(pugi::xml_node root, const maps::Map& map, const maps::XmlExtras& extras)
{
    const geometry::HexGrid grid(map.grid);
    pugi::xml_node node = root.append_child("hexes");
    for (const maps::HexTerrain& t : map.hexTerrain) {
        pugi::xml_node e = node.append_child("terrain");
        setAttr(e, "hex", grid.label(t.hex));
        setAttr(e, "terrain", t.terrain);
        if (t.level) setAttr(e, "level", *t.level);
        xml::writeExtras(e, t.extras);
    }
    for (const maps::HexsideFeature& s : map.hexsides) {
        pugi::xml_node e = node.append_child("hexside");
        setAttr(e, "hex", grid.label(s.hex));
        setAttr(e, "side", std::string(grid.sideName(s.side)));
        setAttr(e, "terrain", s.terrain);
        xml::writeExtras(e, s.extras);
    }
    for (const maps::HexMarker& m : map.markers) {
        pugi::xml_node e = node.append_child("marker");
        setAttr(e, "hex", grid.label(m.hex));
        setAttr(e, "kind", m.kind);
        if (!m.owner.empty()) setAttr(e, "owner", m.owner);
        xml::writeExtras(e, m.extras);
    }
    xml::writeExtras(node, extras);
}

void writeLinks(pugi::xml_node root, const maps::Map& map, const maps::XmlExtras& extras)
{
    const geometry::HexGrid grid(map.grid);
    pugi::xml_node node = root.append_child("links");
    for (const maps::HexLink& l : map.links) {
        pugi::xml_node e = node.append_child("link");
        if (!l.id.empty()) setAttr(e, "id", l.id);
        setAttr(e, "terrain", l.terrain);
        std::string hexes;
        for (const geometry::OffsetCoord& h : l.hexes) hexes += (hexes.empty() ? "" : " ") + grid.label(h);
        setAttr(e, "hexes", hexes);
        xml::writeExtras(e, l.extras);
    }
    xml::writeExtras(node, extras);
}

void writeEntries(pugi::xml_node root, const maps::Map& map, const maps::XmlExtras& extras)
{
    const geometry::HexGrid grid(map.grid);
    pugi::xml_node node = root.append_child("entries");
    for (const maps::EntryHex& en : map.entries) {
        pugi::xml_node e = node.append_child("entry");
        setAttr(e, "hex", grid.label(en.hex));
        std::string divisions;
        for (const std::string& d : en.divisions) divisions += (divisions.empty() ? "" : " ") + d;
        setAttr(e, "divisions", divisions);
        if (!en.side.empty()) setAttr(e, "side", en.side);
        xml::writeExtras(e, en.extras);
    }
    xml::writeExtras(node, extras);
}

} // namespace

int mapFormatVersionFor(const maps::Map& map)
{
    const bool levels = std::ranges::any_of(map.hexTerrain, [](const maps::HexTerrain& t) { return t.level.has_value(); });
    if (levels) return 3;
    return map.links.empty() && map.entries.empty() ? 1 : 2;
}

std::string writeMapText(const maps::Map& map)
{
    pugi::xml_document doc;
    pugi::xml_node root = doc.append_child("map");
    setAttr(root, "version", mapFormatVersionFor(map));
    setAttr(root, "id", map.id);
    setAttr(root, "name", map.name);
    setAttr(root, "system", map.system);
    if (map.metresPerHex != 0) setNumber(root, "metres-per-hex", map.metresPerHex);
    if (map.northBearing != 0) setNumber(root, "north", map.northBearing);
    const xml::SplitExtras split = xml::splitExtras(map.extras);

    pugi::xml_node catalog = root.append_child("catalog");
    setAttr(catalog, "href", map.catalogHref);
    xml::writeExtras(catalog, split.child("catalog"));
    writeGrid(root, map.grid, split.child("grid"));
    if (map.background) writeBackground(root, *map.background);

    const maps::XmlExtras featureExtras = split.child("features");
    if (!map.features.empty() || !featureExtras.empty()) {
        pugi::xml_node features = root.append_child("features");
        for (const Feature& f : map.features) writeFeature(features, f);
        xml::writeExtras(features, featureExtras);
    }
    const maps::XmlExtras hexExtras = split.child("hexes");
    if (!map.hexTerrain.empty() || !map.hexsides.empty() || !map.markers.empty() || !hexExtras.empty())
        writeHexes(root, map, hexExtras);
    const maps::XmlExtras linkExtras = split.child("links"), entryExtras = split.child("entries");
    if (!map.links.empty() || !linkExtras.empty()) writeLinks(root, map, linkExtras);
    if (!map.entries.empty() || !entryExtras.empty()) writeEntries(root, map, entryExtras);
    xml::writeExtras(root, split.own);
    return xml::toString(doc);
}

Findings writeMapFile(const maps::Map& map, const std::filesystem::path& file)
{
    return saveFile(file, writeMapText(map));
}

} // namespace crestline::formats
