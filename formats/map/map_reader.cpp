// Reader for the map format (NAME.map.xml, docs/map-format.md). Codes:
// xml-malformed, wrong-root, missing-version, newer-version, fof-card-map (fatal);
// missing-attribute, missing-element, duplicate-element, bad-value,
// bad-points, unknown-hex, unknown-side, unknown-element, unknown-attribute,
// undeclared-prefix, duplicate-id (errors). A problem in the map's frame (header, <catalog>,
// <grid>) is fatal and leaves no model; a problem inside one feature or hex
// entry drops that item only; unknown XML is dropped, never its item. Nothing
// missing is ever made up.

#include "formats/common/atomic_file.h"
#include "formats/common/xml_extras.h"
#include "formats/common/xml_support.h"
#include "formats/map/fof/fof_format.h"
#include "formats/map/map_format.h"
#include "formats/map/map_xml_detail.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace crestline::formats {

namespace {

using geometry::GridSpec;
using maps::Feature;
using maps::XmlExtras;

class MapReader {
public:
    explicit MapReader(xml::ReadContext& ctx) : m_ctx(ctx) {}
    std::optional<maps::Map> read(pugi::xml_node root);

private:
    xml::ReadContext& m_ctx;
    maps::Map m_map;
    std::optional<geometry::HexGrid> m_grid;

    void readHeader(pugi::xml_node root);
    void readCatalog(pugi::xml_node node);
    void readGrid(pugi::xml_node node);
    void readLabels(pugi::xml_node node, geometry::LabelSpec& label, XmlExtras& gridExtras);
    void readBackground(pugi::xml_node node);
    void readFeatures(pugi::xml_node node);
    std::optional<Feature> readArea(pugi::xml_node node);
    std::optional<Feature> readLine(pugi::xml_node node);
    void readFeatureCommon(pugi::xml_node node, Feature& f);
    void readProperties(pugi::xml_node node, Feature& f);
    std::optional<std::vector<geometry::Point>> readPoints(pugi::xml_node node);
    void readHexes(pugi::xml_node node);
    std::optional<geometry::OffsetCoord> readHex(pugi::xml_node node);
    void reportUnknownHex(pugi::xml_node node, const std::string& label);
    void readLinks(pugi::xml_node node);
    std::optional<maps::HexLink> readLink(pugi::xml_node node);
    std::optional<std::vector<geometry::OffsetCoord>> readLinkHexes(pugi::xml_node node);
    void readEntries(pugi::xml_node node);
    std::optional<maps::EntryHex> readEntry(pugi::xml_node node);
    void rangeError(pugi::xml_node node, const char* name, const std::string& expected) { xml::reportRange(m_ctx, node, name, expected); }
};

std::optional<maps::Map> MapReader::read(pugi::xml_node root)
{
    xml::ErrorMark frame(m_ctx);
    readHeader(root);
    m_map.extras = xml::readExtras(m_ctx, root, {"version", "id", "name", "system", "metres-per-hex", "north"},
                                   {"catalog", "grid", "background", "features", "hexes", "links", "entries"});
    for (const char* single : {"catalog", "grid", "features", "hexes", "links", "entries"}) xml::reportDuplicates(m_ctx, root, single);
    if (const pugi::xml_node c = xml::requireChild(m_ctx, root, "catalog")) readCatalog(c);
    if (const pugi::xml_node g = xml::requireChild(m_ctx, root, "grid")) readGrid(g);
    // Without its frame no map can be built without making values up.
    const bool headerOk = !frame.newErrors();
    if (!headerOk) frame.makeFatal();
    // The tracing image is not part of the frame: a bad or doubled one is an error, the map still loads.
    xml::reportDuplicates(m_ctx, root, "background");
    if (const pugi::xml_node b = root.child("background")) readBackground(b);
    if (const pugi::xml_node f = root.child("features")) readFeatures(f);
    if (const pugi::xml_node h = root.child("hexes")) readHexes(h);
    if (const pugi::xml_node l = root.child("links")) readLinks(l);
    if (const pugi::xml_node e = root.child("entries")) readEntries(e);
    if (!headerOk) return std::nullopt;
    return std::move(m_map);
}

void MapReader::readHeader(pugi::xml_node root)
{
    if (auto v = xml::requireString(m_ctx, root, "id")) m_map.id = *v;
    if (auto v = xml::requireString(m_ctx, root, "name")) m_map.name = *v;
    if (auto v = xml::requireString(m_ctx, root, "system")) m_map.system = *v;
    if (auto v = xml::optionalDouble(m_ctx, root, "metres-per-hex")) {
        if (*v < 0 || *v > 100000) rangeError(root, "metres-per-hex", "a number from 0 to 100000 (0 = unknown)");
        m_map.metresPerHex = *v;
    }
    if (auto v = xml::optionalDouble(m_ctx, root, "north")) m_map.northBearing = *v;
}

void MapReader::readCatalog(pugi::xml_node node)
{
    if (auto v = xml::requireString(m_ctx, node, "href")) {
        if (v->empty()) rangeError(node, "href", "the path of a terrain catalog file");
        m_map.catalogHref = *v;
    }
    xml::carryChildExtras(m_map.extras, "catalog", {xml::readExtras(m_ctx, node, {"href"}, {})});
}

void MapReader::readGrid(pugi::xml_node node)
{
    const xml::ErrorMark mark(m_ctx);
    GridSpec spec;
    if (auto v = xml::requireChoice(m_ctx, node, "orientation", {"flat", "pointy"}))
        spec.orientation = *v == "flat" ? geometry::HexOrientation::FlatTop : geometry::HexOrientation::PointyTop;
    if (auto v = xml::requireChoice(m_ctx, node, "parity", {"odd", "even"}))
        spec.parity = *v == "odd" ? geometry::OffsetParity::Odd : geometry::OffsetParity::Even;
    if (auto v = xml::requireInt(m_ctx, node, "columns")) {
        if (*v < 1) rangeError(node, "columns", "a whole number >= 1");
        spec.columns = *v;
    }
    if (auto v = xml::requireInt(m_ctx, node, "rows")) {
        if (*v < 1) rangeError(node, "rows", "a whole number >= 1");
        spec.rows = *v;
    }
    if (auto v = xml::requireDouble(m_ctx, node, "hex-size")) {
        if (!(*v > 0)) rangeError(node, "hex-size", "a number > 0");
        spec.hexSize = *v;
    }
    if (auto v = xml::optionalDouble(m_ctx, node, "origin-x")) spec.originX = *v;
    if (auto v = xml::optionalDouble(m_ctx, node, "origin-y")) spec.originY = *v;
    if (auto v = xml::optionalInt(m_ctx, node, "first-column")) spec.firstColumn = *v;
    if (auto v = xml::optionalInt(m_ctx, node, "first-row")) spec.firstRow = *v;
    XmlExtras gridExtras = xml::readExtras(
        m_ctx, node, {"orientation", "parity", "columns", "rows", "hex-size", "origin-x", "origin-y", "first-column", "first-row"},
        {"labels"});
    xml::reportDuplicates(m_ctx, node, "labels");
    if (const pugi::xml_node labels = xml::requireChild(m_ctx, node, "labels")) {
        readLabels(labels, spec.label, gridExtras);
        // Letters start at A = 1: a letter axis numbered from 0 or below has no labels.
        const bool letterColumns = spec.label.letterAxis == geometry::LetterAxis::Column;
        if (spec.label.scheme == geometry::LabelScheme::LetterNumber && (letterColumns ? spec.firstColumn : spec.firstRow) < 1)
            rangeError(node, letterColumns ? "first-column" : "first-row", "a whole number >= 1 (the letter axis starts at A = 1)");
    }
    // Limits (docs/map-format.md, "Grid limits"): a finding, never a grid too big to hold.
    if (!mark.newErrors())
        for (const geometry::GridLimitProblem& p : geometry::gridLimitProblems(spec)) {
            const pugi::xml_node at = p.element == "labels" ? node.child("labels") : node;
            m_ctx.report(code::BadValue, at, "attribute '" + p.attribute + "' of <" + p.element + ">: " + p.message);
        }
    xml::carryChildExtras(m_map.extras, "grid", {gridExtras});
    m_map.grid = spec;
    if (!mark.newErrors()) m_grid.emplace(spec);
}

void MapReader::readLabels(pugi::xml_node node, geometry::LabelSpec& label, XmlExtras& gridExtras)
{
    using namespace geometry;
    if (auto v = xml::requireChoice(m_ctx, node, "scheme", {"letter-number", "digits", "separated"}))
        label.scheme = *v == "letter-number" ? LabelScheme::LetterNumber : *v == "digits" ? LabelScheme::Digits : LabelScheme::Separated;
    if (auto v = xml::requireChoice(m_ctx, node, "letter-axis", {"column", "row"}, false))
        label.letterAxis = *v == "column" ? LetterAxis::Column : LetterAxis::Row;
    if (auto v = xml::requireChoice(m_ctx, node, "letter-style", {"spreadsheet", "doubled"}, false))
        label.letterStyle = *v == "spreadsheet" ? LetterStyle::Spreadsheet : LetterStyle::Doubled;
    if (const pugi::xml_attribute sep = node.attribute("separator")) {
        label.separator = sep.value();
        if (label.separator.empty()) rangeError(node, "separator", "at least one character");
    }
    if (auto v = xml::optionalInt(m_ctx, node, "pad")) {
        if (*v < 0) rangeError(node, "pad", "a whole number >= 0");
        label.pad = *v;
    }
    xml::carryChildExtras(gridExtras, "labels",
                          {xml::readExtras(m_ctx, node, {"scheme", "letter-axis", "letter-style", "separator", "pad"}, {})});
}

void MapReader::readBackground(pugi::xml_node node)
{
    const xml::ErrorMark mark(m_ctx);
    maps::BackgroundImage b;
    b.line = m_ctx.lineOf(node);
    if (auto v = xml::requireString(m_ctx, node, "href")) {
        if (v->empty()) rangeError(node, "href", "the path of a PNG or JPEG image file");
        b.href = *v;
    }
    if (auto v = xml::optionalDouble(m_ctx, node, "opacity")) {
        if (!(*v >= 0 && *v <= 1)) rangeError(node, "opacity", "a number from 0 (transparent) to 1 (opaque)");
        b.opacity = *v;
    }
    if (auto v = xml::optionalBool(m_ctx, node, "visible")) b.visible = *v;
    if (auto v = xml::requireString(m_ctx, node, "transform")) {
        // Six numbers: ux uy u0 vx vy v0 (docs/map-format.md, "<background>").
        std::vector<double> numbers;
        std::size_t at = 0;
        bool bad = false;
        while (true) {
            at = v->find_first_not_of(" \t\r\n", at);
            if (at == std::string::npos) break;
            const std::size_t end = std::min(v->find_first_of(" \t\r\n", at), v->size());
            const auto number = xml::parseDouble(std::string_view(*v).substr(at, end - at));
            if (!number) bad = true;
            else numbers.push_back(*number);
            at = end;
        }
        if (bad || numbers.size() != 6) {
            rangeError(node, "transform", "six numbers 'ux uy u0 vx vy v0' (u = ux*x + uy*y + u0, v = vx*x + vy*y + v0)");
        } else {
            b.transform = {numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5]};
            if (!(b.transform.determinant() != 0) || !std::isfinite(b.transform.determinant()))
                rangeError(node, "transform", "a transform that does not fold the image onto a line (ux*vy - uy*vx is 0)");
        }
    }
    b.extras = xml::readExtras(m_ctx, node, {"href", "opacity", "visible", "transform"}, {});
    if (!mark.newErrors()) m_map.background = std::move(b);
}

void MapReader::readFeatures(pugi::xml_node node)
{
    for (pugi::xml_node c : node.children()) {
        if (c.type() != pugi::node_element) continue;
        const std::string_view name = c.name();
        std::optional<Feature> f;
        if (name == "area") f = readArea(c);
        else if (name == "line") f = readLine(c);
        else continue; // unknown: reported below
        if (f) m_map.features.push_back(std::move(*f));
    }
    xml::carryChildExtras(m_map.extras, "features", {xml::readExtras(m_ctx, node, {}, {"area", "line"})});
}

void MapReader::readFeatureCommon(pugi::xml_node node, Feature& f)
{
    f.line = m_ctx.lineOf(node);
    if (auto v = xml::requireString(m_ctx, node, "id")) {
        if (v->empty()) rangeError(node, "id", "a non-empty feature id");
        f.id = *v;
    }
    if (auto v = xml::requireString(m_ctx, node, "terrain")) {
        if (v->empty()) rangeError(node, "terrain", "a terrain id from the catalog");
        f.terrain = *v;
    }
    f.level = xml::optionalInt(m_ctx, node, "level");
}

std::optional<Feature> MapReader::readArea(pugi::xml_node node)
{
    const xml::ErrorMark mark(m_ctx);
    Feature f;
    f.shape = maps::FeatureShape::Area;
    readFeatureCommon(node, f);
    xml::reportDuplicates(m_ctx, node, "outer");
    std::vector<XmlExtras> outerExtras, holeExtras;
    if (const pugi::xml_node outer = xml::requireChild(m_ctx, node, "outer")) {
        if (auto pts = readPoints(outer)) f.area.outer = std::move(*pts);
        outerExtras.push_back(xml::readExtras(m_ctx, outer, {"points"}, {}));
    }
    for (pugi::xml_node hole : node.children("hole")) {
        if (auto pts = readPoints(hole)) f.area.holes.push_back(std::move(*pts));
        holeExtras.push_back(xml::readExtras(m_ctx, hole, {"points"}, {}));
    }
    readProperties(node, f);
    f.extras = xml::readExtras(m_ctx, node, {"id", "terrain", "level"}, {"outer", "hole", "property"});
    xml::carryChildExtras(f.extras, "outer", outerExtras);
    xml::carryChildExtras(f.extras, "hole", holeExtras);
    std::vector<XmlExtras> propertyExtras;
    for (pugi::xml_node p : node.children("property")) propertyExtras.push_back(xml::readExtras(m_ctx, p, {"name", "value"}, {}));
    xml::carryChildExtras(f.extras, "property", propertyExtras);
    if (mark.newErrors()) return std::nullopt;
    return f;
}

std::optional<Feature> MapReader::readLine(pugi::xml_node node)
{
    const xml::ErrorMark mark(m_ctx);
    Feature f;
    f.shape = maps::FeatureShape::Line;
    readFeatureCommon(node, f);
    if (auto w = xml::optionalDouble(m_ctx, node, "width")) {
        if (!(*w > 0)) rangeError(node, "width", "a number > 0 (lattice units)");
        f.width = *w;
    }
    xml::reportDuplicates(m_ctx, node, "path");
    std::vector<XmlExtras> pathExtras;
    if (const pugi::xml_node path = xml::requireChild(m_ctx, node, "path")) {
        if (auto pts = readPoints(path)) f.path = std::move(*pts);
        pathExtras.push_back(xml::readExtras(m_ctx, path, {"points"}, {}));
    }
    readProperties(node, f);
    f.extras = xml::readExtras(m_ctx, node, {"id", "terrain", "level", "width"}, {"path", "property"});
    xml::carryChildExtras(f.extras, "path", pathExtras);
    std::vector<XmlExtras> propertyExtras;
    for (pugi::xml_node p : node.children("property")) propertyExtras.push_back(xml::readExtras(m_ctx, p, {"name", "value"}, {}));
    xml::carryChildExtras(f.extras, "property", propertyExtras);
    if (mark.newErrors()) return std::nullopt;
    return f;
}

std::optional<std::vector<geometry::Point>> MapReader::readPoints(pugi::xml_node node)
{
    if (!xml::requireString(m_ctx, node, "points")) return std::nullopt;
    return detail::parsePoints(m_ctx, node, "points");
}

void MapReader::readProperties(pugi::xml_node node, Feature& f)
{
    for (pugi::xml_node p : node.children("property")) {
        auto name = xml::requireString(m_ctx, p, "name");
        auto value = xml::requireString(m_ctx, p, "value");
        if (name && value) f.properties.push_back({*name, *value});
    }
}

std::optional<geometry::OffsetCoord> MapReader::readHex(pugi::xml_node node)
{
    const auto label = xml::requireString(m_ctx, node, "hex");
    if (!label) return std::nullopt;
    const auto hex = m_grid->parseLabel(*label);
    if (!hex) reportUnknownHex(node, *label);
    return hex;
}

void MapReader::reportUnknownHex(pugi::xml_node node, const std::string& label)
{
    const geometry::OffsetCoord last{m_grid->columns() - 1, m_grid->rows() - 1};
    m_ctx.report(code::UnknownHex, node,
                 "hex '" + label + "' is not on this grid (labels run from " + m_grid->label({0, 0}) + " to " + m_grid->label(last) + ")");
}

void MapReader::readHexes(pugi::xml_node node)
{
    xml::carryChildExtras(m_map.extras, "hexes", {xml::readExtras(m_ctx, node, {}, {"terrain", "hexside", "marker"})});
    if (!m_grid) return; // labels cannot be read without a valid grid (already reported)
    for (pugi::xml_node c : node.children()) {
        if (c.type() != pugi::node_element) continue;
        const std::string_view name = c.name();
        const xml::ErrorMark mark(m_ctx);
        const int line = m_ctx.lineOf(c);
        if (name == "terrain") {
            const auto hex = readHex(c);
            const auto terrain = xml::requireString(m_ctx, c, "terrain");
            const auto level = xml::optionalInt(m_ctx, c, "level"); // version 3: a whole-hex level (CoH hills)
            XmlExtras extras = xml::readExtras(m_ctx, c, {"hex", "terrain", "level"}, {});
            if (!mark.newErrors()) m_map.hexTerrain.push_back({*hex, *terrain, std::move(extras), line, level});
        } else if (name == "hexside") {
            const auto hex = readHex(c);
            const auto sideName = xml::requireString(m_ctx, c, "side");
            const auto terrain = xml::requireString(m_ctx, c, "terrain");
            std::optional<int> side;
            if (sideName) {
                side = m_grid->sideFromName(*sideName);
                if (!side) {
                    std::string names;
                    for (int k = 0; k < 6; ++k) names += (k ? " " : "") + std::string(m_grid->sideName(k));
                    m_ctx.report(code::UnknownSide, c, "side '" + *sideName + "' is not a hexside name on this grid (" + names + ")");
                }
            }
            XmlExtras extras = xml::readExtras(m_ctx, c, {"hex", "side", "terrain"}, {});
            if (!mark.newErrors()) m_map.hexsides.push_back({*hex, *side, *terrain, std::move(extras), line});
        } else if (name == "marker") {
            const auto hex = readHex(c);
            const auto kind = xml::requireString(m_ctx, c, "kind");
            const pugi::xml_attribute owner = c.attribute("owner");
            XmlExtras extras = xml::readExtras(m_ctx, c, {"hex", "kind", "owner"}, {});
            if (!mark.newErrors()) m_map.markers.push_back({*hex, *kind, owner.value(), std::move(extras), line});
        }
    }
}

void MapReader::readLinks(pugi::xml_node node)
{
    xml::carryChildExtras(m_map.extras, "links", {xml::readExtras(m_ctx, node, {}, {"link"})});
    if (!m_grid) return; // labels cannot be read without a valid grid (already reported)
    std::map<std::string, int, std::less<>> firstLine;
    for (pugi::xml_node c : node.children("link")) {
        auto link = readLink(c);
        if (!link) continue;
        if (!link->id.empty()) {
            const auto [it, fresh] = firstLine.emplace(link->id, link->line);
            if (!fresh) {
                m_ctx.report(code::DuplicateId, c, "link id '" + link->id + "' is already used on line " + std::to_string(it->second));
                continue;
            }
        }
        m_map.links.push_back(std::move(*link));
    }
}

std::optional<maps::HexLink> MapReader::readLink(pugi::xml_node node)
{
    const xml::ErrorMark mark(m_ctx);
    maps::HexLink link;
    link.line = m_ctx.lineOf(node);
    if (const pugi::xml_attribute id = node.attribute("id")) {
        link.id = id.value();
        if (link.id.empty()) rangeError(node, "id", "a non-empty link id (or no id attribute)");
    }
    if (auto v = xml::requireString(m_ctx, node, "terrain")) {
        if (v->empty()) rangeError(node, "terrain", "a terrain id from the catalog");
        link.terrain = *v;
    }
    if (auto hexes = readLinkHexes(node)) link.hexes = std::move(*hexes);
    link.extras = xml::readExtras(m_ctx, node, {"id", "terrain", "hexes"}, {});
    if (mark.newErrors()) return std::nullopt;
    return link;
}

/// [GTS 14.6] A road runs hex to hex through the hexside two hexes share: at
/// least two hexes, each adjacent to the next, none twice.
std::optional<std::vector<geometry::OffsetCoord>> MapReader::readLinkHexes(pugi::xml_node node)
{
    const auto text = xml::requireString(m_ctx, node, "hexes");
    if (!text) return std::nullopt;
    std::vector<geometry::OffsetCoord> hexes;
    for (const std::string_view word : detail::splitList(*text)) {
        const auto hex = m_grid->parseLabel(word);
        if (!hex) {
            reportUnknownHex(node, std::string(word));
            return std::nullopt;
        }
        const std::string label(word);
        if (!hexes.empty() && m_grid->distance(hexes.back(), *hex) != 1) {
            rangeError(node, "hexes",
                       "each hex adjacent to the next ('" + m_grid->label(hexes.back()) + "' and '" + label + "' share no hexside)");
            return std::nullopt;
        }
        if (std::find(hexes.begin(), hexes.end(), *hex) != hexes.end()) {
            rangeError(node, "hexes", "each hex once ('" + label + "' comes twice; a loop is two links)");
            return std::nullopt;
        }
        hexes.push_back(*hex);
    }
    if (hexes.size() < 2) {
        rangeError(node, "hexes", "at least two hex labels, each adjacent to the next (got " + std::to_string(hexes.size()) + ")");
        return std::nullopt;
    }
    return hexes;
}

void MapReader::readEntries(pugi::xml_node node)
{
    xml::carryChildExtras(m_map.extras, "entries", {xml::readExtras(m_ctx, node, {}, {"entry"})});
    if (!m_grid) return; // labels cannot be read without a valid grid (already reported)
    for (pugi::xml_node c : node.children("entry"))
        if (auto entry = readEntry(c)) m_map.entries.push_back(std::move(*entry));
}

/// [GTS 8.0] A reinforcement entry hex and the Division symbols printed in it.
std::optional<maps::EntryHex> MapReader::readEntry(pugi::xml_node node)
{
    const xml::ErrorMark mark(m_ctx);
    maps::EntryHex entry;
    entry.line = m_ctx.lineOf(node);
    if (const auto hex = readHex(node)) entry.hex = *hex;
    if (const auto text = xml::requireString(m_ctx, node, "divisions")) {
        for (const std::string_view word : detail::splitList(*text)) {
            if (std::find(entry.divisions.begin(), entry.divisions.end(), word) != entry.divisions.end()) {
                rangeError(node, "divisions", "each Division symbol once ('" + std::string(word) + "' comes twice)");
                break;
            }
            entry.divisions.emplace_back(word);
        }
        if (entry.divisions.empty()) rangeError(node, "divisions", "at least one Division symbol, separated by spaces");
    }
    if (const pugi::xml_attribute side = node.attribute("side")) {
        entry.side = side.value();
        if (entry.side.empty()) rangeError(node, "side", "a side's name (or no side attribute)");
    }
    entry.extras = xml::readExtras(m_ctx, node, {"hex", "divisions", "side"}, {});
    if (mark.newErrors()) return std::nullopt;
    return entry;
}

} // namespace

namespace detail {

ReadResult<maps::Map> readMapText(std::string_view text, const std::string& fileName, MapSource& source)
{
    return xml::readDocument<ReadResult<maps::Map>>(
        text, fileName, [&source](xml::ReadContext& ctx, pugi::xml_node root) -> std::optional<maps::Map> {
            if (isFofCardMap(root)) { // before the version check: card maps are version 4 (fof_format.h)
                ctx.report(code::FofCardMap, root, "a Fields of Fire card map (<cards>), not a hex map: read it with the card map reader (docs/fof-map-format.md)");
                return std::nullopt;
            }
            if (!xml::checkRoot(ctx, root, "map", kMapFormatVersion, "map")) return std::nullopt;
            source.catalog = ctx.locate(root.child("catalog"));
            source.background = ctx.locate(root.child("background"));
            return MapReader(ctx).read(root);
        });
}

} // namespace detail

ReadResult<maps::Map> readMapText(std::string_view text, const std::string& fileName)
{
    detail::MapSource source;
    return detail::readMapText(text, fileName, source);
}

ReadResult<maps::Map> readMapFile(const std::filesystem::path& file)
{
    return readFileWith<ReadResult<maps::Map>>(file, readMapText);
}

} // namespace crestline::formats
