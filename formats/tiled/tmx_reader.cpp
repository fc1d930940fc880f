// The TMX reader (tiled_format.h, docs/tiled.md): a Tiled hexagonal map, ours
// or a designer's with the documented layer and property names, read into a
// crestline map. Structure problems (orientation, tile sizes, layer data,
// tilesets) are fatal; damaged parts (a tile of no tileset, bad values) are
// errors naming the element and line, and the caller writes nothing when
// there is any error; well-formed parts a crestline map has no place for are
// left out with a tiled-not-mapped warning (docs/tiled.md, "Import").

#include "formats/common/atomic_file.h"
#include "formats/common/text_limits.h"
#include "formats/common/xml_support.h"
#include "formats/tiled/tiled_format.h"
#include "formats/tiled/tiled_names.h"
#include "formats/tiled/tmx_detail.h"
#include "formats/tiled/tmx_objects.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>

namespace crestline::formats::tiled {

namespace {

using xml::ReadContext;

void fatal(ReadContext& ctx, FindingCode c, pugi::xml_node node, std::string message)
{
    ctx.add(ctx.at(c, node).severity(Severity::Fatal).message(std::move(message)));
}

/// A positive whole number attribute (Tiled's tile sizes): fatal otherwise.
std::optional<int> positiveInt(ReadContext& ctx, pugi::xml_node node, const char* name)
{
    const pugi::xml_attribute a = node.attribute(name);
    if (!a) {
        fatal(ctx, code::MissingAttribute, node, std::string("<") + node.name() + "> has no " + name);
        return std::nullopt;
    }
    const auto v = xml::parseInt(a.value());
    if (!v || *v <= 0) {
        fatal(ctx, code::BadValue, node, std::string(name) + "=\"" + a.value() + "\": must be a whole number above 0");
        return std::nullopt;
    }
    return v;
}

/// The global tile ids of one tileset: [first, first + count), or every id
/// from `first` on when the tileset does not say its tilecount.
struct TilesetRange {
    std::uint32_t first = 1;
    std::optional<std::uint32_t> count;
    std::string name;
};

/// The tileset's tiles with a terrain into `table`; a tile whose level is
/// damaged (an error) into `damaged`, so that its hexes are not reported again.
std::optional<TiledTileTable> readTileset(ReadContext& ctx, pugi::xml_node tileset, std::uint32_t firstGid, TiledTileTable table, std::set<std::uint32_t>& damaged)
{
    for (pugi::xml_node tile : tileset.children("tile")) {
        const auto id = xml::parseInt(tile.attribute("id").value());
        if (!id || *id < 0) {
            fatal(ctx, code::BadValue, tile, std::string("<tile id=\"") + tile.attribute("id").value() + "\">: not a tile number");
            return std::nullopt;
        }
        const PropertyList props = readProperties(tile);
        TiledTile t;
        const Property* terrain = props.find("terrain");
        if (!terrain) continue; // a tile without terrain: reported where a hex uses it
        t.terrain = terrain->value;
        if (const Property* level = props.find("level")) {
            const auto l = xml::parseInt(level->value);
            if (!l) {
                ctx.report(code::BadValue, level->node, "tile " + std::to_string(*id) + ": level \"" + level->value + "\" is not a whole number");
                damaged.insert(firstGid + std::uint32_t(*id));
                continue;
            }
            t.level = l;
        }
        table[firstGid + std::uint32_t(*id)] = t;
    }
    return table;
}

struct Frame {
    geometry::GridSpec grid;
    TiledScale scale;
    double scaleU = 0, scaleV = 0; ///< pixels per lattice unit used (recorded, or from the tile sizes)
};

std::optional<Frame> readFrame(ReadContext& ctx, pugi::xml_node root, const PropertyList& props, maps::Map& map)
{
    Frame f;
    const std::string orientation = root.attribute("orientation").value();
    if (orientation != "hexagonal") {
        fatal(ctx, code::BadValue, root,
              "orientation=\"" + orientation + "\": crestline reads hexagonal Tiled maps only (not orthogonal, isometric or staggered)");
        return std::nullopt;
    }
    if (std::string(root.attribute("infinite").value()) == "1") {
        fatal(ctx, code::BadValue, root, "infinite=\"1\": crestline reads fixed-size maps only");
        return std::nullopt;
    }
    const auto width = positiveInt(ctx, root, "width"), height = positiveInt(ctx, root, "height");
    const auto tw = positiveInt(ctx, root, "tilewidth"), th = positiveInt(ctx, root, "tileheight");
    const auto side = positiveInt(ctx, root, "hexsidelength");
    const auto axis = xml::requireChoice(ctx, root, "staggeraxis", {"x", "y"});
    const auto index = xml::requireChoice(ctx, root, "staggerindex", {"odd", "even"});
    if (!width || !height || !tw || !th || !side || !axis || !index) return std::nullopt;
    if (*tw % 2 || *th % 2) {
        fatal(ctx, code::BadValue, root, "tile size " + std::to_string(*tw) + " x " + std::to_string(*th) +
                                             ": Tiled draws hexagonal maps with even tile sizes only (it drops the odd pixel)");
        return std::nullopt;
    }
    const bool flat = *axis == "x";
    if ((flat && *side >= *tw) || (!flat && *side >= *th)) {
        fatal(ctx, code::BadValue, root, "hexsidelength=\"" + std::to_string(*side) + "\" is not shorter than the tile");
        return std::nullopt;
    }
    f.grid.orientation = flat ? geometry::HexOrientation::FlatTop : geometry::HexOrientation::PointyTop;
    f.grid.parity = *index == "odd" ? geometry::OffsetParity::Odd : geometry::OffsetParity::Even;
    f.grid.columns = *width;
    f.grid.rows = *height;
    f.scale.tileWidth = *tw;
    f.scale.tileHeight = *th;
    f.scale.hexSideLength = *side;
    // Hex centres: Tiled steps (tile + side) / 2 along the stagger axis (3
    // lattice units) and half a tile across it (1 lattice unit).
    f.scaleU = flat ? (*tw + *side) / 6.0 : *tw / 2.0;
    f.scaleV = flat ? *th / 2.0 : (*th + *side) / 6.0;
    const Property* su = props.find(kScaleU);
    const Property* sv = props.find(kScaleV);
    if (su || sv) {
        std::optional<int> u, v;
        if (su) u = xml::parseInt(su->value);
        if (sv) v = xml::parseInt(sv->value);
        if (!u || !v || *u <= 0 || *v <= 0 || double(*u) != f.scaleU || double(*v) != f.scaleV) {
            fatal(ctx, code::BadValue, su ? su->node : sv->node,
                  "the recorded scale (" + std::string(kScaleU) + ", " + kScaleV + ") must be two whole numbers of pixels per lattice unit "
                  "that put the hex centres where the tile sizes do (" + xml::formatDouble(f.scaleU) + ", " + xml::formatDouble(f.scaleV) + ")");
            return std::nullopt;
        }
        f.scale.scaleU = *u;
        f.scale.scaleV = *v;
    }

    auto text = [&](const char* name, std::string fallback) {
        const Property* p = props.find(name);
        return p ? p->value : fallback;
    };
    auto number = [&](const char* name, double fallback) -> double {
        const Property* p = props.find(name);
        if (!p) return fallback;
        const auto v = xml::parseDouble(p->value);
        if (!v || !std::isfinite(*v)) {
            ctx.report(code::BadValue, p->node, std::string("map property ") + name + " = \"" + p->value + "\": not a number");
            return fallback;
        }
        return *v;
    };
    auto whole = [&](const char* name, int fallback) -> int {
        const Property* p = props.find(name);
        if (!p) return fallback;
        const auto v = xml::parseInt(p->value);
        if (!v) {
            ctx.report(code::BadValue, p->node, std::string("map property ") + name + " = \"" + p->value + "\": not a whole number");
            return fallback;
        }
        return *v;
    };
    auto choice = [&](const char* name, std::initializer_list<const char*> choices, int fallback) -> int {
        const Property* p = props.find(name);
        if (!p) return fallback;
        int i = 0;
        for (const char* c : choices) {
            if (p->value == c) return i;
            ++i;
        }
        ctx.report(code::BadValue, p->node, std::string("map property ") + name + " = \"" + p->value + "\": not one of the documented values");
        return fallback;
    };
    geometry::GridSpec& g = f.grid;
    g.hexSize = number("hex-size", 60);
    g.originX = number("origin-x", 60);
    g.originY = number("origin-y", 52);
    g.firstColumn = whole("first-column", 1);
    g.firstRow = whole("first-row", 1);
    g.label.scheme = geometry::LabelScheme(choice("labels", {"letter-number", "digits", "separated"}, 0));
    g.label.letterAxis = geometry::LetterAxis(choice("letter-axis", {"column", "row"}, 0));
    g.label.letterStyle = geometry::LetterStyle(choice("letter-style", {"spreadsheet", "doubled"}, 0));
    g.label.separator = text("separator", ".");
    g.label.pad = whole("pad", 0);
    for (const geometry::GridLimitProblem& p : geometry::gridLimitProblems(g)) fatal(ctx, code::BadValue, root, p.message);
    if (!geometry::gridLimitProblems(g).empty()) return std::nullopt;

    map.id = text("id", "");
    map.name = text("name", "");
    map.system = text("system", "");
    map.catalogHref = text("catalog", "");
    map.metresPerHex = number("metres-per-hex", 0);
    map.northBearing = number("north", 0);
    for (const char* required : {"system", "catalog"})
        if (!props.find(required))
            ctx.report(code::MissingAttribute, root,
                       std::string("the map has no \"") + required + "\" property: a crestline map needs its game system and terrain catalog (docs/tiled.md)");
    if (const Property* bg = props.find("background")) {
        maps::BackgroundImage b;
        b.href = bg->value;
        b.opacity = number("background-opacity", 1);
        b.visible = text("background-visible", "true") != "false";
        std::istringstream in(text("background-transform", "1 0 0 0 1 0"));
        std::string word;
        std::vector<double> t;
        while (in >> word)
            if (auto v = xml::parseDouble(word)) t.push_back(*v);
        if (t.size() == 6) b.transform = {t[0], t[1], t[2], t[3], t[4], t[5]};
        else ctx.report(code::BadValue, bg->node, "background-transform: six numbers expected");
        map.background = b;
    }
    return f;
}

/// Map properties crestline reads (readFrame, the writer's list).
bool knownMapProperty(std::string_view name)
{
    static constexpr std::string_view known[] = {kLayout, kScaleU, kScaleV, "id", "name", "system", "catalog", "metres-per-hex", "north", "hex-size",
                                                 "origin-x", "origin-y", "first-column", "first-row", "labels", "letter-axis", "letter-style",
                                                 "separator", "pad", "background", "background-opacity", "background-visible", "background-transform"};
    return std::ranges::find(known, name) != std::end(known);
}

/// "A1, B2, C3" (at most 10, then ", ...").
std::string someLabels(const geometry::HexGrid& grid, const std::vector<geometry::OffsetCoord>& hexes)
{
    std::string out;
    for (std::size_t i = 0; i < hexes.size() && i < 10; ++i) out += (i ? ", " : "") + grid.label(hexes[i]);
    return out + (hexes.size() > 10 ? ", ..." : "");
}

std::optional<maps::Map> readRoot(ReadContext& ctx, pugi::xml_node root, const std::filesystem::path& folder, const std::string& fileName, TmxLeftOut& left)
{
    if (std::string(root.name()) != "map") {
        fatal(ctx, code::WrongRoot, root, std::string("the root element is <") + root.name() + ">, not a Tiled <map>");
        return std::nullopt;
    }
    maps::Map map;
    const PropertyList props = readProperties(root);
    const std::optional<Frame> frame = readFrame(ctx, root, props, map);
    if (!frame) return std::nullopt;
    map.grid = frame->grid;
    if (map.id.empty()) map.id = std::filesystem::path(fileName).stem().string();
    if (map.name.empty()) map.name = map.id;

    for (const Property& p : props.items)
        if (!knownMapProperty(p.name)) {
            notMapped(ctx, p.node, "map property \"" + p.name + "\" is not read by crestline: left out");
            ++left.propertiesLeftOut;
        }

    TiledTileTable tiles;
    std::set<std::uint32_t> damagedTiles;
    std::vector<TilesetRange> ranges;
    const auto range = [](pugi::xml_node tileset, std::uint32_t first) {
        TilesetRange r{first, std::nullopt, tileset.attribute("name").value()};
        const auto count = xml::parseInt(tileset.attribute("tilecount").value());
        if (count && *count >= 0) r.count = std::uint32_t(*count);
        return r;
    };
    for (pugi::xml_node ts : root.children("tileset")) {
        const auto first = xml::parseInt(ts.attribute("firstgid").value());
        if (!first || *first < 1) {
            fatal(ctx, code::BadValue, ts, std::string("firstgid=\"") + ts.attribute("firstgid").value() + "\": must be a whole number above 0");
            return std::nullopt;
        }
        if (ts.attribute("source")) {
            const std::filesystem::path tsx = folder / ts.attribute("source").value();
            std::string error;
            const std::optional<std::string> read_ = readWholeFile(tsx, &error);
            if (!read_) {
                ctx.add(ctx.at(code::FileUnreadable, ts).message(std::string("the tileset \"") + ts.attribute("source").value() +
                                                                  "\" cannot be read: " + error));
                return std::nullopt;
            }
            const std::string& text = *read_;
            ReadContext tctx(tsx.string(), text);
            pugi::xml_document tdoc;
            std::optional<TiledTileTable> read;
            if (xml::parseDocument(tctx, tdoc, text)) {
                if (std::string(tdoc.document_element().name()) != "tileset")
                    fatal(tctx, code::WrongRoot, tdoc.document_element(), "an external tileset's root must be <tileset>");
                else {
                    read = readTileset(tctx, tdoc.document_element(), std::uint32_t(*first), tiles, damagedTiles);
                    ranges.push_back(range(tdoc.document_element(), std::uint32_t(*first)));
                }
            }
            for (Finding& f : tctx.findings()) ctx.add(std::move(f));
            if (!read) return std::nullopt;
            tiles = std::move(*read);
        } else {
            std::optional<TiledTileTable> read = readTileset(ctx, ts, std::uint32_t(*first), tiles, damagedTiles);
            if (!read) return std::nullopt;
            ranges.push_back(range(ts, std::uint32_t(*first)));
            tiles = std::move(*read);
        }
    }

    // The tileset a tile id is in (the one with the greatest firstgid not above it), if any.
    std::ranges::sort(ranges, {}, &TilesetRange::first);
    const auto tilesetOf = [&](std::uint32_t gid) -> const TilesetRange* {
        const auto it = std::ranges::upper_bound(ranges, gid, {}, &TilesetRange::first);
        if (it == ranges.begin()) return nullptr;
        const TilesetRange& r = *std::prev(it);
        return !r.count || gid - r.first < *r.count ? &r : nullptr;
    };

    ObjectReader objects(ctx, map, frame->grid, frame->scaleU, frame->scaleV, frame->scale, left);
    const geometry::HexGrid grid(map.grid);
    bool broken = false;
    std::function<void(pugi::xml_node)> readLayers = [&](pugi::xml_node parent) {
        for (pugi::xml_node layer : parent.children()) {
            const std::string name = layer.name();
            if (name == "layer") {
                const auto w = xml::parseInt(layer.attribute("width").value()), h = xml::parseInt(layer.attribute("height").value());
                if (!w || !h || *w != grid.columns() || *h != grid.rows()) {
                    fatal(ctx, code::BadValue, layer, "tile layer \"" + std::string(layer.attribute("name").value()) + "\" is not the map's " +
                                                          std::to_string(grid.columns()) + " x " + std::to_string(grid.rows()) + " tiles");
                    broken = true;
                    continue;
                }
                pugi::xml_node data = layer.child("data");
                std::string why = "the layer has no <data>";
                const auto gids = data ? detail::decodeLayerData(data, std::size_t(grid.count()), why) : std::nullopt;
                if (!gids) {
                    fatal(ctx, code::BadValue, data ? data : layer, "tile layer \"" + std::string(layer.attribute("name").value()) + "\": " + why);
                    broken = true;
                    continue;
                }
                // Cells whose tile has no terrain, by tile: one finding per tile and layer.
                std::map<std::uint32_t, std::vector<geometry::OffsetCoord>> unmapped;
                for (int i = 0; i < grid.count(); ++i) {
                    const std::uint32_t gid = (*gids)[std::size_t(i)] & 0x0FFFFFFFu; // flip and rotation flags dropped
                    if (gid == 0) continue;
                    ++left.cells;
                    const auto it = tiles.find(gid);
                    const geometry::OffsetCoord hex = grid.fromIndex(i);
                    if (it == tiles.end()) {
                        unmapped[gid].push_back(hex);
                        continue;
                    }
                    maps::HexTerrain t;
                    t.hex = hex;
                    t.terrain = it->second.terrain;
                    t.level = it->second.level;
                    t.line = ctx.lineOf(data);
                    map.hexTerrain.push_back(t);
                }
                const std::string layerName = layer.attribute("name").value();
                for (const auto& [gid, hexes] : unmapped) {
                    const std::string where = "tile layer \"" + layerName + "\": " + std::to_string(hexes.size()) + (hexes.size() == 1 ? " hex (" : " hexes (") +
                                              someLabels(grid, hexes) + ") hold" + (hexes.size() == 1 ? "s" : "") + " tile " + std::to_string(gid);
                    if (damagedTiles.contains(gid)) continue; // its level is reported on the tile
                    if (const TilesetRange* r = tilesetOf(gid)) {
                        ctx.add(ctx.at(code::TiledNotMapped, data).hex(grid.label(hexes.front())).message(
                            where + " (tile " + std::to_string(gid - r->first) + " of the tileset \"" + r->name +
                            "\"), which has no \"terrain\" property: left out, those hexes get no terrain from this layer"));
                        left.cellsLeftOut += int(hexes.size());
                    } else {
                        ctx.add(ctx.at(code::UnknownElement, data).hex(grid.label(hexes.front())).message(
                            where + ", which is in no tileset of the map (the layer or the tilesets are damaged)"));
                    }
                }
            } else if (name == "objectgroup") {
                objects.readLayer(layer);
            } else if (name == "group") {
                readLayers(layer);
            } else if (name == "imagelayer") {
                notMapped(ctx, layer, "image layer \"" + std::string(layer.attribute("name").value()) +
                                          "\": not mapped, left out (a crestline map holds no image but its background, the map property \"background\")");
                ++left.layersLeftOut;
            }
        }
    };
    readLayers(root);
    if (broken) return std::nullopt;
    objects.finish();
    return map;
}

} // namespace

/// crestline's text limit on names (text_limits.h) for every attribute but
/// the lists: point lists, lattice points, hex and division lists, and
/// layer data (element text, any length a layer of the grid limits needs).
bool checkLengths(ReadContext& ctx, pugi::xml_node e)
{
    bool ok = true;
    for (pugi::xml_attribute a : e.attributes()) {
        const std::string_view name = a.name();
        const std::string_view property = std::string_view(e.name()) == "property" ? e.attribute("name").value() : "";
        const bool list = name == "points" || (name == "value" && (property == kLattice || property == "hexes" || property == "divisions" ||
                                                                    property == "background-transform"));
        const std::size_t n = std::strlen(a.value());
        if (!list && n > xml::kShortTextLimit) {
            ctx.add(ctx.at(code::TextTooLong, e).severity(Severity::Fatal).message(
                "attribute '" + std::string(name) + "' of <" + e.name() + "> is " + std::to_string(n) + " characters long; crestline reads at most " +
                std::to_string(xml::kShortTextLimit)));
            ok = false;
        }
    }
    for (pugi::xml_node c : e.children())
        if (c.type() == pugi::node_element && !checkLengths(ctx, c)) ok = false;
    return ok;
}

ReadResult<maps::Map> readTmxText(std::string_view text, const std::string& fileName, const std::filesystem::path& folder, TmxLeftOut* leftOut)
{
    TmxLeftOut left;
    ReadContext ctx(fileName, text);
    pugi::xml_document doc;
    ReadResult<maps::Map> result;
    if (xml::parseDocument(ctx, doc, text) && checkLengths(ctx, doc.document_element()))
        result.value = readRoot(ctx, doc.document_element(), folder, fileName, left);
    result.findings = std::move(ctx.findings());
    if (leftOut) *leftOut = left;
    return result;
}

ReadResult<maps::Map> readTmxFile(const std::filesystem::path& file, TmxLeftOut* leftOut)
{
    return readFileWith<ReadResult<maps::Map>>(file, [&](std::string_view text, const std::string& name) {
        return readTmxText(text, name, file.parent_path(), leftOut);
    });
}

} // namespace crestline::formats::tiled
