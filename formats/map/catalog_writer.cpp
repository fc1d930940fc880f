// Writer for terrain catalogs (docs/map-format.md). Canonical like the map
// writer: fixed attribute order, optional values only when set, kept extensions
// (foreign-namespace XML) at the end of its element.

#include "formats/common/atomic_file.h"
#include "formats/common/xml_extras.h"
#include "formats/common/xml_support.h"
#include "formats/map/map_format.h"
#include "formats/map/map_xml_detail.h"

namespace crestline::formats {

namespace {

using maps::TerrainKind;

using xml::setAttr;

std::string kindName(TerrainKind k)
{
    switch (k) {
    case TerrainKind::Type: return "type";
    case TerrainKind::Feature: return "feature";
    case TerrainKind::Level: return "level";
    case TerrainKind::Marker: return "marker";
    }
    return "type";
}

std::string losName(maps::LosRole r)
{
    switch (r) {
    case maps::LosRole::Clear: return "clear";
    case maps::LosRole::Hindrance: return "hindrance";
    case maps::LosRole::Obstacle: return "obstacle";
    case maps::LosRole::Road: return "road";
    case maps::LosRole::Pair: return "pair";
    }
    return "clear";
}

void writeTerrain(pugi::xml_node parent, const maps::Terrain& t)
{
    pugi::xml_node node = parent.append_child("terrain");
    setAttr(node, "id", t.id);
    setAttr(node, "name", t.name);
    setAttr(node, "kind", kindName(t.kind));
    if (t.kind == TerrainKind::Type || t.precedence != 0) setAttr(node, "precedence", t.precedence);
    setAttr(node, "los", losName(t.los));
    if (t.los == maps::LosRole::Hindrance) setAttr(node, "hindrance", t.hindrance);
    if (t.cover) setAttr(node, "cover", *t.cover);
    if (t.coverTerrain) setAttr(node, "cover-terrain", *t.coverTerrain ? "true" : "false");
    if (t.rise) setAttr(node, "rise", *t.rise);
    if (t.elevation) setAttr(node, "elevation", *t.elevation);
    if (!t.rule.empty()) setAttr(node, "rule", t.rule);
    const xml::SplitExtras split = xml::splitExtras(t.extras);
    const maps::XmlExtras moveExtras = split.child("move");
    if (!t.move.leg.empty() || !t.move.track.empty() || !t.move.wheel.empty() || !moveExtras.empty()) {
        pugi::xml_node move = node.append_child("move");
        if (!t.move.leg.empty()) setAttr(move, "leg", t.move.leg);
        if (!t.move.track.empty()) setAttr(move, "track", t.move.track);
        if (!t.move.wheel.empty()) setAttr(move, "wheel", t.move.wheel);
        xml::writeExtras(move, moveExtras);
    }
    const maps::XmlExtras notesExtras = split.child("notes");
    if (!t.notes.empty() || !notesExtras.empty()) {
        pugi::xml_node notes = node.append_child("notes");
        if (!t.notes.empty()) notes.text().set(t.notes.c_str());
        xml::writeExtras(notes, notesExtras);
    }
    xml::writeExtras(node, split.own);
}

} // namespace

std::string writeCatalogText(const maps::TerrainCatalog& catalog)
{
    pugi::xml_document doc;
    pugi::xml_node root = doc.append_child("terrain-catalog");
    setAttr(root, "version", kCatalogFormatVersion);
    setAttr(root, "system", catalog.system);
    setAttr(root, "name", catalog.name);
    if (!catalog.defaultType.empty()) setAttr(root, "default-type", catalog.defaultType);
    const xml::SplitExtras split = xml::splitExtras(catalog.extras);
    for (std::size_t i = 0; i < catalog.includes.size(); ++i) {
        pugi::xml_node inc = root.append_child("include");
        setAttr(inc, "href", catalog.includes[i]);
        xml::writeExtras(inc, split.child("include", i));
    }
    for (const maps::Terrain& t : catalog.terrains) writeTerrain(root, t);
    xml::writeExtras(root, split.own);
    return xml::toString(doc);
}

Findings writeCatalogFile(const maps::TerrainCatalog& catalog, const std::filesystem::path& file)
{
    return saveFile(file, writeCatalogText(catalog));
}

} // namespace crestline::formats
