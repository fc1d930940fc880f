// Tiled hexagonal maps (formats/tiled, docs/tiled.md). Every bundled hex
// board goes map -> TMX -> map with every feature, hex, hexside, marker,
// link and entry equal, vertices exactly (the lattice property); the pixel
// frame is checked on hex centres worked by hand from Tiled's hexagonal
// layout; a designer's TMX without crestline's properties is read from its
// pixels; a designer's map with parts crestline has no place for is read
// with each such part left out and a tiled-not-mapped warning on its line;
// and each kind of damaged input is an error with file and line.

#include "formats/map/map_format.h"
#include "formats/tiled/tiled_format.h"

#include <catch2/catch.hpp>

#include <pugixml.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <tuple>

using namespace crestline;
using namespace crestline::formats;
namespace fs = std::filesystem;

namespace {

fs::path boards() { return fs::path(CRESTLINE_SOURCE_DIR) / "maps/boards"; }

std::string describe(const Findings& fs)
{
    std::string out;
    for (const Finding& f : fs) out += formatFinding(f) + "\n";
    return out;
}

/// Source lines dropped; hex terrain in one order (the TMX gives it row by row).
maps::Map normalised(maps::Map m)
{
    for (auto& f : m.features) f.line = 0;
    for (auto& t : m.hexTerrain) t.line = 0;
    for (auto& s : m.hexsides) s.line = 0;
    for (auto& k : m.markers) k.line = 0;
    for (auto& l : m.links) l.line = 0;
    for (auto& e : m.entries) e.line = 0;
    if (m.background) m.background->line = 0;
    std::ranges::stable_sort(m.hexTerrain, {}, [](const maps::HexTerrain& t) { return std::tuple(t.hex.row, t.hex.col, t.terrain, t.level.value_or(-99)); });
    return m;
}

tiled::TmxText exportText(const LoadedMap& loaded)
{
    tiled::TmxOptions options;
    options.tilesetImage = "t.png";
    options.catalogHref = loaded.map.catalogHref;
    options.tiles = tiled::tilesFor(loaded.map, loaded.catalog);
    return tiled::writeTmxText(loaded.map, options);
}

bool hasCodeAtLine(const Findings& fs, std::string_view code, int line)
{
    return std::ranges::any_of(fs, [&](const Finding& f) { return f.code == code && f.where.line == line && f.where.file == "bad.tmx"; });
}

const char* kHead = R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" orientation="hexagonal" renderorder="right-down" width="3" height="2" tilewidth="60" tileheight="52" infinite="0" hexsidelength="30" staggeraxis="x" staggerindex="odd">
 <properties>
  <property name="system" value="ff"/>
  <property name="catalog" value="c.terrain.xml"/>
 </properties>
)";

} // namespace

TEST_CASE("tiled: every bundled hex board comes back from TMX exactly", "[formats][tiled]")
{
    for (const char* name : {"ridge-farm", "millbrook", "aldenfeld", "kleinbach"}) {
        INFO(name);
        const ReadResult<LoadedMap> loaded = readMapWithCatalog(boards() / (std::string(name) + ".map.xml"));
        REQUIRE(loaded.ok());
        const tiled::TmxText tmx = exportText(*loaded.value);
        REQUIRE(describe(tmx.findings).empty());
        tiled::TmxLeftOut left;
        const ReadResult<maps::Map> back = tiled::readTmxText(tmx.text, "x.tmx", ".", &left);
        INFO(describe(back.findings));
        REQUIRE(back.ok());
        CHECK_FALSE(hasErrors(back.findings));
        // Our own export maps completely: not one part left out.
        CHECK(std::ranges::none_of(back.findings, [](const Finding& f) { return f.code == "tiled-not-mapped"; }));
        CHECK_FALSE(left.any());
        CHECK(left.objects > 0);
        const maps::Map a = normalised(loaded.value->map), b = normalised(*back.value);
        CHECK(a.features == b.features);
        CHECK(a.hexTerrain == b.hexTerrain);
        CHECK(a.hexsides == b.hexsides);
        CHECK(a.markers == b.markers);
        CHECK(a.links == b.links);
        CHECK(a.entries == b.entries);
        CHECK(a.grid == b.grid);
        CHECK(a == b);
        CHECK(writeMapText(a) == writeMapText(b));
    }
}

TEST_CASE("tiled: vertices that are not pixel-exact come back exactly", "[formats][tiled]")
{
    // 0.1 and 1/3 lattice units are no whole or binary fraction of a pixel:
    // pixels alone (15 * u + 30, then back) do not give the same doubles for
    // every such point; the lattice property does.
    ReadResult<LoadedMap> loaded = readMapWithCatalog(boards() / "ridge-farm.map.xml");
    REQUIRE(loaded.ok());
    maps::Feature f;
    f.id = "odd-wood";
    f.terrain = "woods";
    for (int i = 1; i <= 40; ++i) f.area.outer.push_back({i * 0.1 + 1.0 / 3, 7.0 / i + 0.7});
    loaded.value->map.features.push_back(f);
    const tiled::TmxText tmx = exportText(*loaded.value);
    const ReadResult<maps::Map> back = tiled::readTmxText(tmx.text, "x.tmx", ".");
    INFO(describe(back.findings));
    REQUIRE(back.ok());
    CHECK(normalised(*back.value).features == normalised(loaded.value->map).features);
}

TEST_CASE("tiled: Tiled's hex centres are the lattice's", "[formats][tiled]")
{
    // Aldenfeld's link reichsstrasse starts in hex 0113 (column 0, row 12).
    // Tiled (staggeraxis x, odd): tile (0, 12) has its top-left at
    // (0 * 45, 12 * 52) and its centre half a tile further, (30, 650); our
    // lattice centre (0, 24) at 15 and 26 pixels per unit plus half a tile
    // is (0 + 30, 624 + 26). Hex 0213 (column 1, staggered down 26): (75, 676).
    const ReadResult<LoadedMap> loaded = readMapWithCatalog(boards() / "aldenfeld.map.xml");
    REQUIRE(loaded.ok());
    pugi::xml_document doc;
    REQUIRE(doc.load_string(exportText(*loaded.value).text.c_str()));
    pugi::xml_node map = doc.child("map");
    CHECK(std::string(map.attribute("tilewidth").value()) == "60");
    CHECK(std::string(map.attribute("tileheight").value()) == "52");
    CHECK(std::string(map.attribute("hexsidelength").value()) == "30");
    pugi::xml_node link = map.find_child_by_attribute("objectgroup", "name", "links").find_child_by_attribute("object", "name", "reichsstrasse");
    REQUIRE(link);
    CHECK(std::string(link.attribute("x").value()) == "30");
    CHECK(std::string(link.attribute("y").value()) == "650");
    CHECK(std::string(link.child("polyline").attribute("points").value()).starts_with("0,0 45,26 90,0"));
    // Tiled's map size (hexagonal renderer): 30 columns * 45 + 15, 25 rows * 52 + 26.
    CHECK(tiled::tiledMapPixelSize(loaded.value->map.grid, tiled::defaultScale(geometry::HexOrientation::FlatTop)) == std::pair{1365, 1326});
}

TEST_CASE("tiled: a designer's map is read from its pixels", "[formats][tiled]")
{
    // No scale recorded: 60 x 52 tiles with side 30 give 15 and 26 pixels per
    // unit. The building rectangle at (75, 52) 30 x 26 is lattice (3, 1) to
    // (5, 2); the hexside polyline from (30 + 30, 26) to (30 + 15, 26 + 26)
    // runs from corner (2, 0) to (1, 1) of hex A1 = side 0 (SE); the marker at
    // pixel (75, 52) is lattice (3, 1), the centre of B1 (column 1, odd,
    // shifted down a unit); the one at (75, 78) is lattice (3, 2), on B1's
    // south hexside, in no one hex: left out with a warning. A stale lattice
    // property loses to moved pixels.
    const std::string text = std::string(kHead) + R"(
 <objectgroup id="2" name="artwork">
  <object id="1" name="barn" x="75" y="52" width="30" height="26"><properties><property name="terrain" value="building"/></properties></object>
  <object id="2" x="30" y="26"><properties><property name="terrain" value="road"/><property name="lattice" value="0,0 9,9"/></properties><polyline points="0,0 45,26"/></object>
 </objectgroup>
 <objectgroup id="3" name="hexsides">
  <object id="3" x="60" y="26"><properties><property name="terrain" value="wall"/></properties><polyline points="0,0 -15,26"/></object>
 </objectgroup>
 <objectgroup id="4" name="markers">
  <object id="4" x="75" y="52"><properties><property name="kind" value="op"/></properties><point/></object>
 </objectgroup>
</map>)";
    std::string onSide = text;
    onSide.replace(onSide.find("x=\"75\" y=\"52\"><properties><property name=\"kind\""), 13, "x=\"75\" y=\"78\"");
    const ReadResult<maps::Map> side = tiled::readTmxText(onSide, "designer.tmx", ".");
    INFO(describe(side.findings));
    REQUIRE(side.ok());
    CHECK_FALSE(hasErrors(side.findings));
    CHECK(std::ranges::any_of(side.findings, [](const Finding& f) {
        return f.code == "tiled-not-mapped" && f.severity == Severity::Warning && f.where.line == 16 && f.message.find("object 4") != std::string::npos;
    }));
    CHECK(side.value->markers.empty());
    CHECK(side.value->features.size() == 2);
    const ReadResult<maps::Map> r = tiled::readTmxText(text, "designer.tmx", ".");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    CHECK_FALSE(hasErrors(r.findings));
    const maps::Map& m = *r.value;
    REQUIRE(m.features.size() == 2);
    CHECK(m.features[0].id == "barn");
    CHECK(m.features[0].area.outer == geometry::Ring{{3, 1}, {5, 1}, {5, 2}, {3, 2}});
    CHECK(m.features[1].path == std::vector<geometry::Point>{{0, 0}, {3, 1}});
    REQUIRE(m.hexsides.size() == 1);
    CHECK(m.hexsides[0].hex == geometry::OffsetCoord{0, 0});
    CHECK(m.hexsides[0].side == 0);
    REQUIRE(m.markers.size() == 1);
    CHECK(m.markers[0].hex == geometry::OffsetCoord{1, 0});
    CHECK(m.id == "designer");
}

TEST_CASE("tiled: bad input is refused with file and line", "[formats][tiled]")
{
    const auto read = [](const std::string& text) { return tiled::readTmxText(text, "bad.tmx", fs::temp_directory_path()); };
    const std::string head = kHead;
    SECTION("orthogonal")
    {
        std::string t = head;
        t.replace(t.find("hexagonal"), 9, "orthogonal");
        const auto r = read(t + "</map>");
        CHECK_FALSE(r.ok());
        CHECK(hasCodeAtLine(r.findings, "bad-value", 2));
    }
    SECTION("tile sizes not whole, or zero")
    {
        for (const char* bad : {"60.5", "0", "-60", "x"}) {
            std::string t = head;
            t.replace(t.find("tilewidth=\"60\""), 14, std::string("tilewidth=\"") + bad + "\"");
            const auto r = read(t + "</map>");
            INFO(bad);
            CHECK_FALSE(r.ok());
            CHECK(hasCodeAtLine(r.findings, "bad-value", 2));
        }
    }
    SECTION("a polygon with a bad point")
    {
        const auto r = read(head + " <objectgroup id=\"2\" name=\"artwork\">\n  <object id=\"1\" x=\"0\" y=\"0\">\n   <polygon points=\"0,0 10,x 5,5\"/>\n  </object>\n </objectgroup>\n</map>");
        CHECK(hasErrors(r.findings));
        CHECK(hasCodeAtLine(r.findings, "bad-points", 9));
    }
    SECTION("a truncated csv layer")
    {
        const auto r = read(head + " <layer id=\"1\" name=\"t\" width=\"3\" height=\"2\">\n  <data encoding=\"csv\">0,0,0,0,0</data>\n </layer>\n</map>");
        CHECK_FALSE(r.ok());
        CHECK(hasCodeAtLine(r.findings, "bad-value", 8));
    }
    SECTION("broken zlib data")
    {
        // "eJwDAAAAAAE=" would be a valid empty zlib stream; this one's checksum and length are cut.
        const auto r = read(head + " <layer id=\"1\" name=\"t\" width=\"3\" height=\"2\">\n  <data encoding=\"base64\" compression=\"zlib\">eJxjYGBgYAQAAA</data>\n </layer>\n</map>");
        CHECK_FALSE(r.ok());
        CHECK(hasCodeAtLine(r.findings, "bad-value", 8));
    }
    SECTION("a missing tileset")
    {
        const auto r = read(head + " <tileset firstgid=\"1\" source=\"no-such-tileset-here.tsx\"/>\n</map>");
        CHECK_FALSE(r.ok());
        CHECK(hasCodeAtLine(r.findings, "file-unreadable", 7));
    }
    SECTION("a hex holding a tile of no tileset")
    {
        // The tileset has tiles 1 and 2 (tilecount 2); tile 3 is in none: damaged, not unmapped.
        const auto r = read(head + " <tileset firstgid=\"1\" name=\"t\" tilewidth=\"60\" tileheight=\"52\" tilecount=\"2\" columns=\"2\"/>\n"
                                   " <layer id=\"1\" name=\"t\" width=\"3\" height=\"2\">\n  <data encoding=\"csv\">0,0,0,0,3,0</data>\n </layer>\n</map>");
        CHECK(hasErrors(r.findings));
        CHECK(hasCodeAtLine(r.findings, "unknown-element", 9));
    }
    SECTION("a rotation that is not a number")
    {
        const auto r = read(head + " <objectgroup id=\"2\" name=\"artwork\">\n  <object id=\"1\" x=\"0\" y=\"0\" rotation=\"x\"/>\n </objectgroup>\n</map>");
        CHECK(hasErrors(r.findings));
        CHECK(hasCodeAtLine(r.findings, "bad-value", 8));
    }
    SECTION("a marker's hex label off the grid")
    {
        const auto r = read(head + " <objectgroup id=\"2\" name=\"markers\">\n  <object id=\"1\" x=\"0\" y=\"0\">\n   <properties>\n"
                                   "    <property name=\"hex\" value=\"Z9\"/>\n    <property name=\"kind\" value=\"op\"/>\n   </properties>\n   <point/>\n  </object>\n"
                                   " </objectgroup>\n</map>");
        CHECK(hasErrors(r.findings));
        CHECK(hasCodeAtLine(r.findings, "unknown-hex", 10));
    }
}

TEST_CASE("tiled: what a crestline map has no place for is left out with a warning", "[formats][tiled]")
{
    // tests/formats/data/tiled/designer-partial.tmx: a designer's 4 x 3
    // flat-top map (60 x 52 tiles, side 30: 15 and 26 pixels per lattice
    // unit, offset half a tile, (30, 26)) with a mix of mappable and unmapped
    // parts. The lines below are those of the file.
    const fs::path file = fs::path(CRESTLINE_SOURCE_DIR) / "tests/formats/data/tiled/designer-partial.tmx";
    tiled::TmxLeftOut left;
    const ReadResult<maps::Map> r = tiled::readTmxFile(file, &left);
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    CHECK_FALSE(hasErrors(r.findings));
    // Each unmapped part: exactly one warning, on its line, naming it.
    const std::vector<std::pair<int, std::string>> expected = {
        {4, "map property \"author\""},
        {27, "2 hexes (B2, C3) hold tile 3"},
        {33, "image layer \"scan\""},
        {45, "object 2 (\"stream\"): property \"colour\""},
        {50, "object 3 (\"oak\") is a tile object"},
        {51, "object 4 (\"pond\") is an ellipse"},
        {54, "object 5 (\"label\") is a text object"},
        {57, "object 6 (\"tilted barn\") is rotated"},
        {62, "object 7 (\"mystery\") has no \"terrain\" property"},
        {63, "object 8 (\"tree\") is a point"},
        {69, "object 9 is a template instance"},
        {78, "object 11 (\"long wall\") is not one hexside"},
        {92, "object 13 (\"on the edge\") is not inside one hex"},
        {98, "object 14 (\"no kind\") has no \"kind\" property"},
        {105, "object layer \"units\" (2 objects)"},
    };
    std::vector<std::pair<int, std::string>> got;
    for (const Finding& f : r.findings) {
        CHECK(f.code == "tiled-not-mapped");
        CHECK(f.severity == Severity::Warning);
        CHECK(f.where.file == file.string());
        got.emplace_back(f.where.line, f.message);
    }
    REQUIRE(got.size() == expected.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
        INFO(got[i].second);
        CHECK(got[i].first == expected[i].first);
        CHECK(got[i].second.find(expected[i].second) != std::string::npos);
    }
    // 16 objects; mapped: north-wood, stream, the wall (object 10), OP.
    CHECK(left.objects == 16);
    CHECK(left.objectsLeftOut == 12);
    CHECK(left.cells == 5);
    CHECK(left.cellsLeftOut == 2);
    CHECK(left.layersLeftOut == 2);
    CHECK(left.propertiesLeftOut == 2);

    // What did map, worked by hand: pixel (x, y) is lattice ((x - 30) / 15, (y - 26) / 26).
    const maps::Map& m = *r.value;
    CHECK(m.system == "ff");
    CHECK(m.id == "designer-partial");
    REQUIRE(m.features.size() == 2);
    CHECK(m.features[0].id == "north-wood");
    CHECK(m.features[0].terrain == "woods");
    CHECK(m.features[0].shape == maps::FeatureShape::Area);
    CHECK(m.features[0].area.outer == geometry::Ring{{0, 0}, {6, 0}, {6, 2}, {0, 2}}); // (30, 26) + 90 x 52
    CHECK(m.features[1].id == "stream");
    CHECK(m.features[1].shape == maps::FeatureShape::Line);
    CHECK(m.features[1].path == std::vector<geometry::Point>{{0, 2}, {3, 3}, {6, 2}}); // (30, 78), (75, 104), (120, 78)
    CHECK(m.features[1].properties.empty());
    // Tiles 1 (woods) and 2 (rough): csv cells 1, 2 (row 0) and 7 (row 1, column 2).
    std::vector<std::tuple<int, int, std::string>> hexes;
    for (const maps::HexTerrain& t : m.hexTerrain) hexes.emplace_back(t.hex.col, t.hex.row, t.terrain);
    std::ranges::sort(hexes);
    CHECK(hexes == std::vector<std::tuple<int, int, std::string>>{{0, 0, "woods"}, {1, 0, "woods"}, {2, 1, "rough"}});
    // Hexside (60, 26) -> (45, 52): lattice (2, 0) -> (1, 1), corners 0 and 1 of A1: side 0.
    REQUIRE(m.hexsides.size() == 1);
    CHECK(m.hexsides[0].hex == geometry::OffsetCoord{0, 0});
    CHECK(m.hexsides[0].side == 0);
    CHECK(m.hexsides[0].terrain == "wall");
    // OP at (75, 52): lattice (3, 1), the centre of B1 (column 1, odd, shifted down one unit).
    REQUIRE(m.markers.size() == 1);
    CHECK(m.markers[0].hex == geometry::OffsetCoord{1, 0});
    CHECK(m.markers[0].kind == "op");
    CHECK(m.links.empty());
    CHECK(m.entries.empty());
}

TEST_CASE("tiled: a feature missing a property crestline needs is left out, not given one", "[formats][tiled]")
{
    // Each object below is well-formed but lacks what its layer needs:
    // artwork and hexsides and links their terrain, an entry its divisions.
    // None gets a default; each is a warning on its line and nothing else is read.
    const std::string text = std::string(kHead) + R"( <objectgroup id="2" name="artwork">
  <object id="1" name="field" x="30" y="26" width="30" height="26"/>
 </objectgroup>
 <objectgroup id="3" name="hexsides">
  <object id="2" x="60" y="26"><polyline points="0,0 -15,26"/></object>
 </objectgroup>
 <objectgroup id="4" name="links">
  <object id="3" x="30" y="26"><polyline points="0,0 45,26"/></object>
 </objectgroup>
 <objectgroup id="5" name="entries">
  <object id="4" x="30" y="26"><point/></object>
 </objectgroup>
</map>)";
    tiled::TmxLeftOut left;
    const ReadResult<maps::Map> r = tiled::readTmxText(text, "partial.tmx", ".", &left);
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    CHECK_FALSE(hasErrors(r.findings));
    const auto warnedAt = [&](int line, std::string_view property) {
        return std::ranges::count_if(r.findings, [&](const Finding& f) {
                   return f.code == "tiled-not-mapped" && f.where.line == line && f.message.find("\"" + std::string(property) + "\" property") != std::string::npos;
               }) == 1;
    };
    CHECK(r.findings.size() == 4);
    CHECK(warnedAt(8, "terrain"));
    CHECK(warnedAt(11, "terrain"));
    CHECK(warnedAt(14, "terrain"));
    CHECK(warnedAt(17, "divisions"));
    CHECK(r.value->features.empty());
    CHECK(r.value->hexsides.empty());
    CHECK(r.value->links.empty());
    CHECK(r.value->entries.empty());
    CHECK(left.objectsLeftOut == 4);
}

TEST_CASE("tiled: a pointy-top grid with even rows shifted comes back exactly", "[formats][tiled]")
{
    // Kleinbach turned pointy-top, even parity; hexsides on every side of one
    // hex and a link along neighbours replace its flat-top ones.
    ReadResult<LoadedMap> loaded = readMapWithCatalog(boards() / "kleinbach.map.xml");
    REQUIRE(loaded.ok());
    maps::Map& m = loaded.value->map;
    m.grid.orientation = geometry::HexOrientation::PointyTop;
    m.grid.parity = geometry::OffsetParity::Even;
    const geometry::HexGrid grid(m.grid);
    m.hexsides.clear();
    for (int k = 0; k < 6; ++k) m.hexsides.push_back({{4, 4}, k, "wall", {}, 0});
    m.links.clear();
    maps::HexLink link;
    link.terrain = "road";
    link.hexes = {{2, 2}, grid.neighbour({2, 2}, 3), grid.neighbour(grid.neighbour({2, 2}, 3), 4)};
    m.links.push_back(link);
    const tiled::TmxText tmx = exportText(*loaded.value);
    pugi::xml_document doc;
    REQUIRE(doc.load_string(tmx.text.c_str()));
    CHECK(std::string(doc.child("map").attribute("staggeraxis").value()) == "y");
    CHECK(std::string(doc.child("map").attribute("staggerindex").value()) == "even");
    CHECK(std::string(doc.child("map").attribute("tilewidth").value()) == "52");
    CHECK(std::string(doc.child("map").attribute("tileheight").value()) == "60");
    // Hex (2, 2): even row, shifted: lattice centre (2 * 2 + 1, 3 * 2) = (5, 6)
    // -> pixel (26 * 5 + 26, 15 * 6 + 30) = (156, 120). Tiled: row 2 is
    // staggered (even), x = 2 * 52 + 26, y = 2 * 45; centre + (26, 30).
    pugi::xml_node road = doc.child("map").find_child_by_attribute("objectgroup", "name", "links").child("object");
    CHECK(std::string(road.attribute("x").value()) == "156");
    CHECK(std::string(road.attribute("y").value()) == "120");
    const ReadResult<maps::Map> back = tiled::readTmxText(tmx.text, "x.tmx", ".");
    INFO(describe(back.findings));
    REQUIRE(back.ok());
    CHECK(normalised(*back.value) == normalised(m));
    // Tiled's size, staggered on y: 13 * 52 + 26 wide, 10 * 45 + 15 high.
    CHECK(tiled::tiledMapPixelSize(m.grid, tiled::defaultScale(m.grid.orientation)) == std::pair{702, 465});
}
