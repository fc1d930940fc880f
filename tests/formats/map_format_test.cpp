// Golden round trips of the map format: read -> write gives the golden text
// byte for byte, read -> write -> read gives an equal model, and the values
// read are the ones the files state (checked by hand against the files).

#include "formats/common/atomic_file.h"
#include "formats/map/map_format.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <unistd.h>

using namespace crestline;
using namespace crestline::formats;
namespace fs = std::filesystem;

namespace {

fs::path dataDir() { return fs::path(CRESTLINE_SOURCE_DIR) / "tests/formats/data"; }

std::string slurp(const fs::path& p)
{
    auto text = readWholeFile(p);
    REQUIRE(text);
    return *text;
}

std::string describe(const Findings& fs)
{
    std::string out;
    for (const Finding& f : fs) out += formatFinding(f) + "\n";
    return out;
}

maps::Map readGood(const fs::path& p)
{
    auto r = readMapFile(p);
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.empty());
    return *r.value;
}

} // namespace

TEST_CASE("golden maps: read -> write is byte-identical, read -> write -> read is equal", "[formats][golden]")
{
    const auto name = GENERATE(as<std::string>{}, "flat-odd.map.xml", "pointy-even.map.xml", "separated.map.xml", "background.map.xml");
    INFO(name);
    const fs::path file = dataDir() / name;
    const std::string golden = slurp(file);
    const maps::Map first = readGood(file);
    const std::string written = writeMapText(first);
    CHECK(written == golden);
    auto again = readMapText(written, name);
    REQUIRE(again.ok());
    CHECK(again.findings.empty());
    CHECK(*again.value == first);
    CHECK(writeMapText(*again.value) == written);
}

TEST_CASE("golden catalog: read -> write is byte-identical and stable", "[formats][golden]")
{
    const fs::path file = dataDir() / "test.terrain.xml";
    const std::string golden = slurp(file);
    auto r = readCatalogFile(file);
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    CHECK(r.findings.empty());
    const std::string written = writeCatalogText(*r.value);
    CHECK(written == golden);
    auto again = readCatalogText(written, "again");
    REQUIRE(again.ok());
    CHECK(*again.value == *r.value);
}

TEST_CASE("the bundled catalogs are in canonical form", "[formats][golden]")
{
    const auto name = GENERATE(as<std::string>{}, "ff-core.terrain.xml", "ff-sample.terrain.xml");
    const fs::path file = fs::path(CRESTLINE_SOURCE_DIR) / "maps/catalogs" / name;
    auto r = readCatalogFile(file);
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    CHECK(r.findings.empty());
    CHECK(writeCatalogText(*r.value) == slurp(file));
}

TEST_CASE("flat-odd golden: values as the file states them", "[formats]")
{
    const maps::Map m = readGood(dataDir() / "flat-odd.map.xml");
    CHECK(m.id == "golden-flat");
    CHECK(m.name == "Golden flat & odd");
    CHECK(m.system == "ff");
    CHECK(m.metresPerHex == 75);
    CHECK(m.northBearing == -12.5);
    CHECK(m.catalogHref == "test.terrain.xml");
    CHECK(m.grid.orientation == geometry::HexOrientation::FlatTop);
    CHECK(m.grid.parity == geometry::OffsetParity::Odd);
    CHECK(m.grid.columns == 8);
    CHECK(m.grid.rows == 6);
    CHECK(m.grid.hexSize == 60);
    CHECK(m.grid.originX == 60);
    CHECK(m.grid.originY == 52);
    CHECK(m.grid.firstColumn == 1); // documented default
    CHECK(m.grid.label.scheme == geometry::LabelScheme::LetterNumber);
    CHECK(m.grid.label.separator == ".");

    REQUIRE(m.features.size() == 4);
    const maps::Feature& hill = m.features[0];
    CHECK(hill.id == "hill-a");
    CHECK(hill.terrain == "hill-1");
    CHECK(hill.shape == maps::FeatureShape::Area);
    CHECK(hill.line == 9);
    CHECK_FALSE(hill.level.has_value());
    REQUIRE(hill.area.outer.size() == 4);
    CHECK(hill.area.outer[1] == geometry::Point{10, 0.5});
    REQUIRE(hill.area.holes.size() == 1);
    CHECK(hill.area.holes[0] == geometry::Ring{{5, 3}, {7, 3}, {6, 5}});
    REQUIRE(hill.properties.size() == 2);
    CHECK(hill.properties[0] == maps::Property{"note", "saddle <west>"});
    CHECK(hill.properties[1] == maps::Property{"colour", "tan"});
    REQUIRE(hill.extras.attributes.size() == 1);
    CHECK(hill.extras.attributes[0] == std::pair<std::string, std::string>{"ed:source", "traced"});

    CHECK(m.features[1].level == 1);
    const maps::Feature& road = m.features[2];
    CHECK(road.shape == maps::FeatureShape::Line);
    CHECK(road.width == 0.6);
    CHECK(road.path == std::vector<geometry::Point>{{0, 5}, {12, 7.5}, {21, 8}});
    CHECK_FALSE(m.features[3].width.has_value());

    // C3: column C = 3rd column (index 2), row 3 (index 2).
    REQUIRE(m.hexTerrain.size() == 2);
    CHECK(m.hexTerrain[0].hex == geometry::OffsetCoord{2, 2});
    CHECK(m.hexTerrain[0].terrain == "rough");
    CHECK(m.hexTerrain[1].hex == geometry::OffsetCoord{7, 5});
    REQUIRE(m.hexsides.size() == 2);
    CHECK(m.hexsides[0].side == 4); // flat-top sides: SE S SW NW N NE
    CHECK(m.hexsides[1].hex == geometry::OffsetCoord{0, 0});
    CHECK(m.hexsides[1].side == 0);
    REQUIRE(m.markers.size() == 2);
    CHECK(m.markers[0].hex == geometry::OffsetCoord{3, 3});
    CHECK(m.markers[0].kind == "observation-post");
    CHECK(m.markers[0].owner == "German");
    CHECK(m.markers[1].owner.empty());
    CHECK(m.markers[1].extras.elements.size() == 1);
}

TEST_CASE("pointy-even and separated goldens: labels and sides", "[formats]")
{
    const maps::Map p = readGood(dataDir() / "pointy-even.map.xml");
    CHECK(p.grid.orientation == geometry::HexOrientation::PointyTop);
    CHECK(p.grid.parity == geometry::OffsetParity::Even);
    CHECK(p.grid.hexSize == 0.875);
    REQUIRE(p.features.size() == 3);
    CHECK(p.features[0].area.holes.size() == 2);
    CHECK(p.features[1].level == 0);
    CHECK(p.features[2].path.back() == geometry::Point{0.001, 6});
    // "0203": column 2, row 3 printed, numbered from 1.
    CHECK(p.hexTerrain.at(0).hex == geometry::OffsetCoord{1, 2});
    CHECK(p.hexsides.at(0).side == 3); // pointy-top sides: W NW NE E SE SW
    CHECK(p.hexsides.at(1).hex == geometry::OffsetCoord{5, 4});
    CHECK(p.hexsides.at(1).side == 5);

    const maps::Map s = readGood(dataDir() / "separated.map.xml");
    CHECK(s.grid.firstColumn == 0);
    CHECK(s.grid.firstRow == 0);
    CHECK(s.grid.originX == -4);
    CHECK(s.grid.originY == 0.1);
    CHECK(s.grid.label.separator == "-");
    CHECK(s.grid.label.pad == 2);
    CHECK(s.features.empty());
    CHECK(s.hexTerrain.at(0).hex == geometry::OffsetCoord{0, 0});
    CHECK(s.hexTerrain.at(1).hex == geometry::OffsetCoord{11, 9});
    CHECK(s.hexsides.at(0).side == 3); // NW
}

TEST_CASE("extensions in a declared namespace are kept on the element they came from", "[formats][extras]")
{
    const std::string text = R"(<map version="1" id="m" name="M" system="ff" xmlns:x="urn:example:x" x:a="1">
  <catalog href="c.xml" x:y="2"/>
  <grid orientation="flat" parity="odd" columns="2" rows="2" hex-size="1"><labels scheme="digits" x:z="3"><x:tick/></labels></grid>
  <features x:w="4"><area id="a" terrain="t"><outer points="0,0 1,0 0,1" x:v="5"/><hole points="0.1,0.1 0.2,0.1 0.1,0.2"/><hole points="0.3,0.3 0.4,0.3 0.3,0.4" x:u="6"/></area></features>
</map>)";
    auto r = readMapText(text, "inline");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    CHECK(r.findings.empty());
    const std::string out = writeMapText(*r.value);
    CHECK(out.find("<catalog href=\"c.xml\" x:y=\"2\" />") != std::string::npos);
    CHECK(out.find("<labels scheme=\"digits\" x:z=\"3\">") != std::string::npos);
    CHECK(out.find("<x:tick />") != std::string::npos);
    CHECK(out.find("<features x:w=\"4\">") != std::string::npos);
    CHECK(out.find("<outer points=\"0,0 1,0 0,1\" x:v=\"5\" />") != std::string::npos);
    // The attribute stays on the second hole, not the first.
    CHECK(out.find("<hole points=\"0.1,0.1 0.2,0.1 0.1,0.2\" />") != std::string::npos);
    CHECK(out.find("<hole points=\"0.3,0.3 0.4,0.3 0.3,0.4\" x:u=\"6\" />") != std::string::npos);
    CHECK(out.find("<map version=\"1\" id=\"m\" name=\"M\" system=\"ff\" xmlns:x=\"urn:example:x\" x:a=\"1\">") != std::string::npos);
}

TEST_CASE("numbers: shortest exact text, read back to the same double", "[formats]")
{
    maps::Map m = readGood(dataDir() / "separated.map.xml");
    m.features.push_back({});
    maps::Feature& f = m.features.back();
    f.id = "f";
    f.terrain = "road";
    f.shape = maps::FeatureShape::Line;
    f.path = {{0.1 + 0.2, 1.0 / 3}, {-0.0, 1e-300}, {123456789.125, -2.5e17}};
    f.width = 0.1;
    const std::string text = writeMapText(m);
    CHECK(text.find("points=\"0.30000000000000004,0.3333333333333333 0,1e-300 123456789.125,-2.5e+17\"") !=
          std::string::npos);
    auto back = readMapText(text, "numbers");
    REQUIRE(back.ok());
    const maps::Feature& g = back.value->features.back();
    CHECK(g.path[0].u == 0.1 + 0.2);
    CHECK(g.path[0].v == 1.0 / 3);
    CHECK(g.path[1].v == 1e-300);
    CHECK(g.path[2] == geometry::Point{123456789.125, -2.5e17});
    CHECK(g.width == 0.1);
}

TEST_CASE("point lists: any XML whitespace between points, exponents allowed", "[formats]")
{
    const std::string text = "<map version='1' id='m' name='M' system='ff'><catalog href='c'/>"
                             "<grid orientation='flat' parity='odd' columns='2' rows='2' hex-size='1'><labels scheme='digits'/></grid>"
                             "<features><line id='l' terrain='road'><path points='\n\t1e-3,2   3,-4.5\r\n'/></line></features></map>";
    auto r = readMapText(text, "ws");
    REQUIRE(r.ok());
    CHECK(r.value->features.at(0).path == std::vector<geometry::Point>{{0.001, 2}, {3, -4.5}});
}

TEST_CASE("loadMap: golden maps load with their catalog and no findings", "[formats][load]")
{
    const auto name = GENERATE(as<std::string>{}, "flat-odd.map.xml", "pointy-even.map.xml", "separated.map.xml", "background.map.xml");
    INFO(name);
    auto r = loadMap(dataDir() / name);
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    // One remark only: the test catalog includes ff-sample from maps/catalogs (line 3).
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "reference-outside");
    CHECK(r.findings[0].severity == Severity::Info);
    CHECK(r.findings[0].where.line == 3);
    CHECK(fs::path(r.findings[0].where.file).filename() == "test.terrain.xml");
    // Includes come first: ff-core (11 entries), then the sample's 3, then the test file's 3.
    const maps::TerrainCatalog& c = r.value->catalog;
    REQUIRE(c.terrains.size() == 17);
    CHECK(c.terrains.front().id == "building");
    CHECK(c.terrains[11].id == "woods");
    CHECK(c.terrains.back().id == "ridge");
    CHECK(c.defaultType == "open-ground"); // from ff-core, the nearest include stating one
    CHECK(c.name == "crestline test catalog");
}

TEST_CASE("background golden: the tracing image as the file states it, its href resolved like the catalog's", "[formats][background]")
{
    const maps::Map map = readGood(dataDir() / "background.map.xml");
    REQUIRE(map.background);
    const maps::BackgroundImage& b = *map.background;
    CHECK(b.href == "scans/ridge farm.png");
    CHECK(b.opacity == 0.35);
    CHECK_FALSE(b.visible);
    CHECK(b.transform == maps::ImageTransform{0.0625, 0, -6.25, 0, 0.0625, -3.125});
    CHECK(b.line == 7);
    CHECK(b.extras.attributes.size() == 2); // xmlns:ed and ed:layer, kept
    // Pixel (100, 50) is lattice (0, 0), the centre of A1.
    CHECK(b.transform.apply(100, 50) == geometry::Point{0, 0});

    auto loaded = loadMap(dataDir() / "background.map.xml");
    REQUIRE(loaded.ok());
    CHECK(loaded.value->backgroundFile == (dataDir() / "scans/ridge farm.png").lexically_normal());

    // Without a background nothing is written and the model has none.
    CHECK_FALSE(readGood(dataDir() / "flat-odd.map.xml").background);
    maps::Map none = map;
    none.background.reset();
    CHECK(writeMapText(none).find("<background") == std::string::npos);
}

TEST_CASE("background: an href climbing out of the map's folder is reference-outside, as for the catalog", "[formats][background]")
{
    const fs::path dir = fs::temp_directory_path() / ("crestline-bg-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::string text = slurp(dataDir() / "background.map.xml");
    text.replace(text.find("test.terrain.xml"), 16, (dataDir() / "test.terrain.xml").string());
    text.replace(text.find("scans/ridge farm.png"), 20, "../scans/ridge.png");
    REQUIRE(saveAtomically(dir / "m.map.xml", text) == std::nullopt);
    auto r = loadMap(dir / "m.map.xml");
    fs::remove_all(dir);
    REQUIRE(r.ok());
    const Finding* outside = nullptr;
    for (const Finding& f : r.findings)
        if (f.code == "reference-outside" && f.where.line == 7) outside = &f;
    REQUIRE(outside);
    CHECK(outside->severity == Severity::Info); // relative, climbing out with ..
    CHECK(outside->where.element == "/map/background");
    CHECK(r.value->backgroundFile == (dir / "../scans/ridge.png").lexically_normal());
}

TEST_CASE("ff-core catalog: the chart rows as the rulebook states them", "[formats][catalog]")
{
    auto r = loadCatalogFile(fs::path(CRESTLINE_SOURCE_DIR) / "maps/catalogs/ff-sample.terrain.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    CHECK(r.findings.empty());
    const maps::TerrainCatalog& c = *r.value;
    CHECK(c.defaultType == "open-ground");
    const maps::Terrain* building = c.find("building");
    REQUIRE(building);
    CHECK(building->los == maps::LosRole::Obstacle);
    CHECK(building->cover == 4);                    // [24.9]
    CHECK(building->move.leg == "2");
    const maps::Terrain* rough = c.find("rough");
    REQUIRE(rough);
    CHECK(rough->hindrance == 2);                   // [24.7]
    CHECK(rough->cover == 1);
    CHECK(rough->move == maps::MoveCosts{"2", "2", "3"});
    const maps::Terrain* open = c.find("open-ground");
    REQUIRE(open);
    CHECK(open->cover == 0);                        // [24.6]
    CHECK(open->move == maps::MoveCosts{"1", "1", "2"});
    const maps::Terrain* road = c.find("road");
    REQUIRE(road);
    CHECK(road->kind == maps::TerrainKind::Feature);
    CHECK_FALSE(road->cover.has_value());           // [24.8] use other terrain
    CHECK(road->move == maps::MoveCosts{"1", "1/2", "1/4"});
    for (int level = 1; level <= 4; ++level) {
        const maps::Terrain* hill = c.find("hill-" + std::to_string(level));
        REQUIRE(hill);
        CHECK(hill->kind == maps::TerrainKind::Level);
        CHECK(hill->elevation == level);
    }
    CHECK(c.find("depression")->elevation == -1);
    CHECK(c.find("smoke-full")->hindrance == 5);    // [8.2]
    CHECK(c.find("smoke-depleted")->hindrance == 2);
    CHECK(c.find("smoke-full")->kind == maps::TerrainKind::Marker);
    // Chart order: building above woods above rough above open ground [24.1].
    CHECK(building->precedence < c.find("woods")->precedence);
    CHECK(c.find("woods")->precedence < rough->precedence);
    CHECK(rough->precedence < open->precedence);
}

TEST_CASE("docs/map-format.md: the lattice frame worked example holds", "[formats][docs]")
{
    const maps::Map m = readGood(dataDir() / "flat-odd.map.xml"); // flat, odd, hex-size 60, origin (60,52)
    const geometry::HexGrid grid(m.grid);
    const auto c3 = grid.parseLabel("C3");
    REQUIRE(c3);
    CHECK(grid.centre(*c3) == geometry::IPoint{6, 4});
    const auto corners = grid.corners(*c3);
    CHECK(corners[4] == geometry::IPoint{5, 3});
    CHECK(corners[5] == geometry::IPoint{7, 3});
    CHECK(grid.sideName(4) == "N");
    CHECK(grid.label(grid.neighbour(*c3, 4)) == "C2");
    CHECK(grid.label(grid.neighbour(*c3, 0)) == "D3");
    CHECK(grid.centre(*grid.parseLabel("D3")) == geometry::IPoint{9, 5});
    const geometry::Point drawn = grid.toMap({6, 4});
    CHECK(drawn.u == 240);
    CHECK(drawn.v > 259.84);
    CHECK(drawn.v < 259.85);
}
