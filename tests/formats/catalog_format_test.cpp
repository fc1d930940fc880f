// Terrain catalogs: reading each attribute, include resolution (order, each
// file once, nearest default type), kept extensions and reported unknown XML.

#include "formats/map/map_format.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace crestline;
using namespace crestline::formats;
namespace fs = std::filesystem;

namespace {

fs::path dataDir() { return fs::path(CRESTLINE_SOURCE_DIR) / "tests/formats/data"; }

std::string describe(const Findings& fs)
{
    std::string out;
    for (const Finding& f : fs) out += formatFinding(f) + "\n";
    return out;
}

} // namespace

TEST_CASE("catalog: readCatalogText keeps the file's own entries and its include list", "[formats][catalog]")
{
    auto r = readCatalogFile(dataDir() / "test.terrain.xml");
    REQUIRE(r.ok());
    const maps::TerrainCatalog& c = *r.value;
    CHECK(c.system == "ff");
    CHECK(c.defaultType.empty()); // not stated in this file; never made up
    CHECK(c.includes == std::vector<std::string>{"../../../maps/catalogs/ff-sample.terrain.xml"});
    REQUIRE(c.terrains.size() == 3);
    const maps::Terrain& hedge = c.terrains[0];
    CHECK(hedge.id == "hedge");
    CHECK(hedge.kind == maps::TerrainKind::Feature);
    CHECK(hedge.los == maps::LosRole::Hindrance);
    CHECK(hedge.hindrance == 1);
    CHECK_FALSE(hedge.cover.has_value());
    CHECK(hedge.precedence == 0);
    CHECK(hedge.rule == "test-1");
    CHECK(hedge.move == maps::MoveCosts{"+1", "+1", "P"});
    CHECK(hedge.notes == "A test entry with unknown XML on every element.");
    CHECK(hedge.line == 4);
    const maps::Terrain& crater = c.terrains[1];
    CHECK(crater.kind == maps::TerrainKind::Type);
    CHECK(crater.precedence == 25);
    CHECK(crater.cover == 1);
    CHECK(crater.move == maps::MoveCosts{});
    const maps::Terrain& ridge = c.terrains[2];
    CHECK(ridge.kind == maps::TerrainKind::Level);
    CHECK(ridge.elevation == 5);
}

TEST_CASE("catalog: includes merge depth first, each file once, nearest default type", "[formats][catalog]")
{
    auto r = loadCatalogFile(dataDir() / "diamond/top.terrain.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    CHECK(r.findings.empty()); // base is reached twice but merged once: no duplicate-id
    std::vector<std::string> ids;
    for (const maps::Terrain& t : r.value->terrains) ids.push_back(t.id);
    CHECK(ids == std::vector<std::string>{"base", "left", "right", "top"});
    CHECK(r.value->defaultType == "left"); // top states none; left is its first include
    CHECK(r.value->name == "Diamond top");
    CHECK(r.value->includes.size() == 2);
}

TEST_CASE("catalog: the writer states optional values only when set", "[formats][catalog]")
{
    maps::TerrainCatalog c;
    c.system = "ff";
    c.name = "N";
    maps::Terrain t;
    t.id = "smoke";
    t.name = "Smoke";
    t.kind = maps::TerrainKind::Marker;
    t.los = maps::LosRole::Hindrance;
    t.hindrance = 5;
    c.terrains.push_back(t);
    const std::string text = writeCatalogText(c);
    CHECK(text ==
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<terrain-catalog version=\"2\" system=\"ff\" name=\"N\">\n"
          "  <terrain id=\"smoke\" name=\"Smoke\" kind=\"marker\" los=\"hindrance\" hindrance=\"5\" />\n"
          "</terrain-catalog>\n");
    auto back = readCatalogText(text, "written");
    REQUIRE(back.ok());
    CHECK(back.findings.empty());
    REQUIRE(back.value->terrains.size() == 1);
    CHECK(back.value->terrains[0].line == 3); // where the writer put it
    back.value->terrains[0].line = 0;
    CHECK(back.value->terrains == c.terrains);
}

TEST_CASE("catalog: required values by kind", "[formats][catalog]")
{
    auto read = [](const std::string& terrain) {
        return readCatalogText("<terrain-catalog version='1' system='s' name='n'>\n" + terrain + "\n</terrain-catalog>", "inline");
    };
    SECTION("a terrain type needs its precedence [24.1]")
    {
        auto r = read("<terrain id='x' name='X' kind='type' los='clear'/>");
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].code == "missing-attribute");
        CHECK(r.findings[0].where.line == 2);
        CHECK(r.value->terrains.empty());
    }
    SECTION("level terrain needs its elevation [24.5]")
    {
        auto r = read("<terrain id='x' name='X' kind='level' los='clear'/>");
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].code == "missing-attribute");
    }
    SECTION("a hindrance value only with los=hindrance")
    {
        auto r = read("<terrain id='x' name='X' kind='feature' los='obstacle' hindrance='2'/>");
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].code == "bad-value");
    }
    SECTION("an unknown kind is a bad value, and nothing else is guessed from it")
    {
        auto r = read("<terrain id='x' name='X' kind='forest' los='clear'/>");
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].code == "bad-value");
    }
    SECTION("a newer catalog version is fatal")
    {
        auto r = readCatalogText("<terrain-catalog version='3' system='s' name='n'/>", "inline");
        CHECK_FALSE(r.ok());
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].code == "newer-version");
        CHECK(r.findings[0].message == "written by a newer crestline (format version 3, this build reads 2)");
    }
}

TEST_CASE("catalog: unknown XML in no namespace is an error, the entry is kept, declared extensions are kept", "[formats][catalog][extras]")
{
    const std::string text = "<terrain-catalog version='1' system='ff' name='C' xmlns:ed='urn:example:editor'>\n"
                             "  <terrain id='open' name='Open' kind='type' precedence='1' los='clear' colour='green'/>\n"
                             "  <terrain id='woods' name='Woods' kind='type' precedence='2' los='obstacle' ed:colour='dark'>\n"
                             "    <x:icon file='woods.svg'/>\n"
                             "  </terrain>\n"
                             "</terrain-catalog>\n";
    auto r = readCatalogText(text, "c.terrain.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 2);
    CHECK(r.findings[0].code == "unknown-attribute");
    CHECK(r.findings[0].where.line == 2);
    CHECK(r.findings[0].where.element == "/terrain-catalog/terrain[1]");
    CHECK(r.findings[1].code == "undeclared-prefix"); // x: is declared nowhere
    CHECK(r.findings[1].where.line == 4);
    CHECK(r.findings[1].where.element == "/terrain-catalog/terrain[2]/x:icon");
    REQUIRE(r.value->terrains.size() == 2); // both entries kept: their own values are all there
    CHECK(r.value->terrains[0].extras.empty());
    REQUIRE(r.value->terrains[1].extras.attributes.size() == 1);
    CHECK(r.value->terrains[1].extras.attributes[0] == std::pair<std::string, std::string>{"ed:colour", "dark"});
    const std::string written = writeCatalogText(*r.value);
    CHECK(written.find("colour=\"green\"") == std::string::npos);
    CHECK(written.find("x:icon") == std::string::npos);
    CHECK(written.find("ed:colour=\"dark\"") != std::string::npos);
}
