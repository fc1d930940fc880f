// Reader for terrain catalogs (NAME.terrain.xml, docs/map-format.md): one
// entry per row of a game's terrain chart [FF 24.1-24.4]. Codes as for maps,
// plus duplicate-id. A problem in the <terrain-catalog> header is fatal and
// leaves no catalog; a problem in one <terrain> or <include> drops that entry
// only; unknown XML is dropped, never its entry.

#include "formats/common/atomic_file.h"
#include "formats/common/xml_extras.h"
#include "formats/common/xml_support.h"
#include "formats/map/map_format.h"
#include "formats/map/map_xml_detail.h"

#include <unordered_map>

namespace crestline::formats {

namespace {

using maps::Terrain;
using maps::TerrainKind;
using maps::XmlExtras;

class CatalogReader {
public:
    explicit CatalogReader(xml::ReadContext& ctx) : m_ctx(ctx) {}
    std::optional<maps::TerrainCatalog> read(pugi::xml_node root, std::vector<Location>& includeLocations);

private:
    xml::ReadContext& m_ctx;
    maps::TerrainCatalog m_catalog;

    std::optional<Terrain> readTerrain(pugi::xml_node node);
    void readLosAndLevel(pugi::xml_node node, Terrain& t, bool kindKnown);
    void readOldRoad(pugi::xml_node node, Terrain& t);
    void readChildren(pugi::xml_node node, Terrain& t);
    void missing(pugi::xml_node node, const char* name, const std::string& why)
    {
        m_ctx.report(code::MissingAttribute, node, std::string("<") + node.name() + "> needs attribute '" + name + "' " + why);
    }
    void badValue(pugi::xml_node node, const char* name, const std::string& expected) { xml::reportRange(m_ctx, node, name, expected); }
};

std::optional<maps::TerrainCatalog> CatalogReader::read(pugi::xml_node root, std::vector<Location>& includeLocations)
{
    xml::ErrorMark header(m_ctx);
    m_catalog.version = *xml::parseInt(root.attribute("version").value()); // checked by checkRoot
    if (auto v = xml::requireString(m_ctx, root, "system")) m_catalog.system = *v;
    if (auto v = xml::requireString(m_ctx, root, "name")) m_catalog.name = *v;
    if (const pugi::xml_attribute d = root.attribute("default-type")) {
        m_catalog.defaultType = d.value();
        if (m_catalog.defaultType.empty()) badValue(root, "default-type", "the id of a terrain type");
    }
    // Without its header no catalog can be built without making values up.
    const bool headerOk = !header.newErrors();
    if (!headerOk) header.makeFatal();
    m_catalog.extras = xml::readExtras(m_ctx, root, {"version", "system", "name", "default-type"}, {"include", "terrain"});

    std::vector<XmlExtras> includeExtras;
    for (pugi::xml_node inc : root.children("include")) {
        includeExtras.push_back(xml::readExtras(m_ctx, inc, {"href"}, {}));
        const auto href = xml::requireString(m_ctx, inc, "href");
        if (!href) continue;
        if (href->empty()) {
            badValue(inc, "href", "the path of a terrain catalog file");
            continue;
        }
        m_catalog.includes.push_back(*href);
        includeLocations.push_back(m_ctx.locate(inc));
    }
    xml::carryChildExtras(m_catalog.extras, "include", includeExtras);

    std::unordered_map<std::string, int> lineOfId; // of each kept entry: duplicates found in constant time
    for (pugi::xml_node node : root.children("terrain")) {
        auto t = readTerrain(node);
        if (!t) continue;
        const auto [first, added] = lineOfId.try_emplace(t->id, t->line);
        if (!added) {
            m_ctx.report(code::DuplicateId, node, "terrain '" + t->id + "' is already defined on line " + std::to_string(first->second));
            continue;
        }
        m_catalog.terrains.push_back(std::move(*t));
    }
    if (!headerOk) return std::nullopt;
    return std::move(m_catalog);
}

std::optional<Terrain> CatalogReader::readTerrain(pugi::xml_node node)
{
    const xml::ErrorMark mark(m_ctx);
    Terrain t;
    t.line = m_ctx.lineOf(node);
    if (auto v = xml::requireString(m_ctx, node, "id")) {
        if (v->empty()) badValue(node, "id", "a non-empty terrain id");
        t.id = *v;
    }
    if (auto v = xml::requireString(m_ctx, node, "name")) t.name = *v;
    const auto kind = xml::requireChoice(m_ctx, node, "kind", {"type", "feature", "level", "marker"});
    if (kind)
        t.kind = *kind == "type" ? TerrainKind::Type : *kind == "feature" ? TerrainKind::Feature : *kind == "level" ? TerrainKind::Level : TerrainKind::Marker;
    const bool kindKnown = kind.has_value();
    if (auto v = xml::optionalInt(m_ctx, node, "precedence")) {
        if (*v < 1) badValue(node, "precedence", "a whole number >= 1 (1 = top of the chart)");
        t.precedence = *v;
    } else if (kindKnown && t.kind == TerrainKind::Type && !node.attribute("precedence")) {
        missing(node, "precedence", "(a terrain type needs its place on the chart [24.1])");
    }
    readLosAndLevel(node, t, kindKnown);
    if (!mark.newErrors()) readOldRoad(node, t);
    t.cover = xml::optionalInt(m_ctx, node, "cover");
    t.coverTerrain = xml::optionalBool(m_ctx, node, "cover-terrain");
    if (auto r = xml::optionalInt(m_ctx, node, "rise")) {
        if (*r < 1) badValue(node, "rise", "a whole number >= 1 (the levels between a hexside's two hexes)");
        else if (kindKnown && t.kind != TerrainKind::Feature) badValue(node, "rise", "no rise unless kind=\"feature\" (a hexside row)");
        t.rise = *r;
    }
    if (const pugi::xml_attribute r = node.attribute("rule")) t.rule = r.value();
    readChildren(node, t);
    if (mark.newErrors()) return std::nullopt;
    return t;
}

void CatalogReader::readLosAndLevel(pugi::xml_node node, Terrain& t, bool kindKnown)
{
    const auto los = xml::requireChoice(m_ctx, node, "los", {"clear", "hindrance", "obstacle", "road", "pair"});
    if (los)
        t.los = *los == "clear"       ? maps::LosRole::Clear
                : *los == "hindrance" ? maps::LosRole::Hindrance
                : *los == "road"      ? maps::LosRole::Road
                : *los == "pair"      ? maps::LosRole::Pair
                                      : maps::LosRole::Obstacle;
    if (auto h = xml::optionalInt(m_ctx, node, "hindrance")) {
        if (los && t.los != maps::LosRole::Hindrance) badValue(node, "hindrance", "no hindrance value unless los=\"hindrance\"");
        else if (*h < 1) badValue(node, "hindrance", "a whole number >= 1");
        t.hindrance = *h;
    } else if (los && t.los == maps::LosRole::Hindrance && !node.attribute("hindrance")) {
        missing(node, "hindrance", "when los=\"hindrance\" (the hindrance value [23.31])");
    }
    const bool level = kindKnown && t.kind == TerrainKind::Level;
    if (auto e = xml::optionalInt(m_ctx, node, "elevation")) {
        if (kindKnown && !level) badValue(node, "elevation", "no elevation unless kind=\"level\"");
        t.elevation = *e;
    } else if (level && !node.attribute("elevation")) {
        missing(node, "elevation", "when kind=\"level\" (the hill or depression level [24.5])");
    }
}

void CatalogReader::readOldRoad(pugi::xml_node node, Terrain& t)
{
    // Catalog format version 1 had no los="road": the Fighting Formations
    // LOS engine took the terrain id "road" for a road [FF 24.8] whatever its
    // los said, and ff-core said los="clear". Version 2 (los="road" came in
    // 2026-11-23, the version a week later) reads only los. A version 1 FF
    // catalog is read with its old meaning and told so; GTS and CoH catalogs
    // were first written under the new meaning (their road is clear).
    if (m_catalog.version >= 2 || m_catalog.system != "ff" || t.id != "road" || t.los == maps::LosRole::Road) return;
    const char* was = t.los == maps::LosRole::Clear       ? "clear"
                      : t.los == maps::LosRole::Hindrance ? "hindrance"
                      : t.los == maps::LosRole::Pair      ? "pair"
                                                          : "obstacle";
    m_ctx.report(code::OlderVersion, node,
                 std::string("terrain catalog format version 1: terrain 'road' says los=\"") + was +
                     "\" but is read as los=\"road\", as version 1 meant (the id \"road\" made a road that clears obstacles and hindrances "
                     "along its depiction [FF 24.8]); since version 2 only los=\"road\" does. Saving the catalog writes version 2 with "
                     "los=\"road\"");
    t.los = maps::LosRole::Road;
    t.hindrance = 0;
}

void CatalogReader::readChildren(pugi::xml_node node, Terrain& t)
{
    xml::reportDuplicates(m_ctx, node, "move");
    xml::reportDuplicates(m_ctx, node, "notes");
    t.extras = xml::readExtras(m_ctx, node, {"id", "name", "kind", "precedence", "los", "hindrance", "cover", "cover-terrain", "rise", "elevation", "rule"},
                               {"move", "notes"});
    if (const pugi::xml_node move = node.child("move")) {
        t.move.leg = move.attribute("leg").value();
        t.move.track = move.attribute("track").value();
        t.move.wheel = move.attribute("wheel").value();
        xml::carryChildExtras(t.extras, "move", {xml::readExtras(m_ctx, move, {"leg", "track", "wheel"}, {})});
    }
    if (const pugi::xml_node notes = node.child("notes")) {
        t.notes = notes.text().get();
        xml::carryChildExtras(t.extras, "notes", {xml::readExtras(m_ctx, notes, {}, {})});
    }
}

} // namespace

namespace detail {

ReadResult<maps::TerrainCatalog> readCatalogText(std::string_view text, const std::string& fileName, CatalogSource& source)
{
    return xml::readDocument<ReadResult<maps::TerrainCatalog>>(
        text, fileName, [&source](xml::ReadContext& ctx, pugi::xml_node root) -> std::optional<maps::TerrainCatalog> {
            if (!xml::checkRoot(ctx, root, "terrain-catalog", kCatalogFormatVersion, "terrain catalog")) return std::nullopt;
            source.root = ctx.locate(root);
            return CatalogReader(ctx).read(root, source.includes);
        });
}

} // namespace detail

ReadResult<maps::TerrainCatalog> readCatalogText(std::string_view text, const std::string& fileName)
{
    detail::CatalogSource source;
    return detail::readCatalogText(text, fileName, source);
}

ReadResult<maps::TerrainCatalog> readCatalogFile(const std::filesystem::path& file)
{
    return readFileWith<ReadResult<maps::TerrainCatalog>>(file, readCatalogText);
}

} // namespace crestline::formats
