// Grand Tactical Series files. The terrain catalog
// (maps/catalogs/gts.terrain.xml): each row's LOS entry as the rules of play
// give it [15.4, 15.4.1 + Q&A], the values the rules do not give left unset,
// and los="pair" read, written and refused when misspelt (schema validity:
// the xsd_schemas test). A gts map (tests/cli/data/gts-small.map.xml): its
// hex terrain, hexsides and markers read as written and round-trip. The
// sample board's chart (maps/catalogs/gts-sample.terrain.xml): standalone,
// every row with its LOS entry, costs per Movement Class and fire modifier.

#include "formats/map/map_format.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <optional>

using namespace crestline;
using namespace crestline::formats;

namespace {

std::filesystem::path gtsCatalog() { return std::filesystem::path(CRESTLINE_SOURCE_DIR) / "maps/catalogs/gts.terrain.xml"; }

} // namespace

TEST_CASE("gts catalog: every row's LOS entry as the rules of play give it", "[formats][catalog][gts]")
{
    auto r = readCatalogFile(gtsCatalog());
    REQUIRE(r.ok());
    REQUIRE(r.findings.empty());
    const maps::TerrainCatalog& c = *r.value;
    CHECK(c.system == "gts");
    CHECK(c.defaultType == "open");
    struct Row {
        const char* id;
        maps::TerrainKind kind;
        maps::LosRole los;
    };
    // [15.4.1 Q&A] raised road over town, barrage in woods: blocking hexes;
    // two orchards block; bridges as raised roads; [15.4.1] crest hexsides.
    const Row rows[] = {
        {"town", maps::TerrainKind::Type, maps::LosRole::Obstacle},
        {"woods", maps::TerrainKind::Type, maps::LosRole::Obstacle},
        {"orchard", maps::TerrainKind::Type, maps::LosRole::Pair},
        {"open", maps::TerrainKind::Type, maps::LosRole::Clear},
        {"raised-road", maps::TerrainKind::Feature, maps::LosRole::Obstacle},
        {"crest", maps::TerrainKind::Feature, maps::LosRole::Obstacle},
        {"bridge", maps::TerrainKind::Feature, maps::LosRole::Obstacle},
    };
    REQUIRE(c.terrains.size() == std::size(rows));
    for (const Row& row : rows) {
        INFO(row.id);
        const maps::Terrain* t = c.find(row.id);
        REQUIRE(t);
        CHECK(t->kind == row.kind);
        CHECK(t->los == row.los);
        CHECK(t->hindrance == 0);
        // [14.5, 15.6] costs and fire modifiers are on each game's chart, not in the rules: never made up
        CHECK(t->move == maps::MoveCosts{});
        CHECK_FALSE(t->cover.has_value());
        CHECK_FALSE(t->rule.empty());
    }
    for (const char* absent : {"rough", "marsh", "river", "stream", "ferry", "road"}) CHECK(c.find(absent) == nullptr);
}

TEST_CASE("gts catalog: los=\"pair\" round-trips through the writer", "[formats][catalog][gts]")
{
    auto r = readCatalogFile(gtsCatalog());
    REQUIRE(r.ok());
    const std::string text = writeCatalogText(*r.value);
    CHECK(text.find("id=\"orchard\" name=\"Orchard\" kind=\"type\" precedence=\"30\" los=\"pair\"") != std::string::npos);
    auto again = readCatalogText(text, "written");
    REQUIRE(again.ok());
    CHECK(again.findings.empty());
    auto withoutLines = [](std::vector<maps::Terrain> ts) {
        for (maps::Terrain& t : ts) t.line = 0; // the written text has its own lines
        return ts;
    };
    CHECK(withoutLines(again.value->terrains) == withoutLines(r.value->terrains));
}

TEST_CASE("gts catalog: a misspelt LOS entry drops its row with file, line and attribute", "[formats][catalog][gts]")
{
    auto r = readCatalogText("<terrain-catalog version='1' system='gts' name='n'>\n"
                             "<terrain id='a' name='A' kind='type' precedence='1' los='pair'/>\n"
                             "<terrain id='b' name='B' kind='type' precedence='2' los='pairs'/>\n"
                             "</terrain-catalog>",
                             "bad.terrain.xml");
    REQUIRE(r.value);
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "bad-value");
    CHECK(r.findings[0].where.file == "bad.terrain.xml");
    CHECK(r.findings[0].where.line == 3);
    CHECK(r.findings[0].message.find("los") != std::string::npos);
    REQUIRE(r.value->terrains.size() == 1);
    CHECK(r.value->terrains[0].los == maps::LosRole::Pair);
}

TEST_CASE("gts map: two terrains in one hex, hexsides and both marker kinds read and round-trip", "[formats][map][gts]")
{
    auto r = readMapFile(std::filesystem::path(CRESTLINE_SOURCE_DIR) / "tests/cli/data/gts-small.map.xml");
    REQUIRE(r.ok());
    CHECK(r.findings.empty());
    const maps::Map& map = *r.value;
    CHECK(map.system == "gts");
    REQUIRE(map.hexTerrain.size() == 8);
    // H2 (column 7, row 1): town, then the raised road over it
    CHECK(map.hexTerrain[6].hex == geometry::OffsetCoord{7, 1});
    CHECK(map.hexTerrain[6].terrain == "town");
    CHECK(map.hexTerrain[7].hex == geometry::OffsetCoord{7, 1});
    CHECK(map.hexTerrain[7].terrain == "raised-road");
    REQUIRE(map.hexsides.size() == 2);
    CHECK(map.hexsides[0].hex == geometry::OffsetCoord{2, 1});
    CHECK(map.hexsides[0].side == 1); // flat-top S
    CHECK(map.hexsides[0].terrain == "crest");
    REQUIRE(map.markers.size() == 2);
    CHECK(map.markers[0].kind == "strongpoint");
    CHECK(map.markers[0].owner.empty());
    CHECK(map.markers[1].kind == "observation-post");
    CHECK(map.markers[1].owner == "Allied");

    auto again = readMapText(writeMapText(map), "written");
    REQUIRE(again.ok());
    CHECK(again.findings.empty());
    maps::Map a = map, b = *again.value;
    for (maps::Map* m : {&a, &b}) { // the written text has its own lines
        for (auto& t : m->hexTerrain) t.line = 0;
        for (auto& h : m->hexsides) h.line = 0;
        for (auto& k : m->markers) k.line = 0;
    }
    CHECK(a == b);
}

TEST_CASE("gts-sample catalog: a standalone chart, every row with its LOS entry, costs per class and fire modifier", "[formats][catalog][gts]")
{
    auto r = loadCatalogFile(std::filesystem::path(CRESTLINE_SOURCE_DIR) / "maps/catalogs/gts-sample.terrain.xml");
    REQUIRE(r.ok());
    REQUIRE(r.findings.empty());
    const maps::TerrainCatalog& c = *r.value;
    CHECK(c.system == "gts");
    CHECK(c.includes.empty()); // standalone: the rules-of-play rows are restated with their costs
    CHECK(c.defaultType == "open");
    struct Row {
        const char* id;
        maps::TerrainKind kind;
        maps::LosRole los;
        maps::MoveCosts move;   // leg, track, wheel as the chart states them
        std::optional<int> cover; // Fire Rating taken off against a unit in the hex [15.6 item 5]
    };
    using K = maps::TerrainKind;
    using L = maps::LosRole;
    const std::optional<int> none;
    // The chart's rows in its order. LOS entries: the rules of play's for
    // town, woods, orchard, raised road, crest, bridge [15.4.1 + Q&A]; city
    // as town, the raised railroad as the raised road; every other row clear
    // [15.4]. Only a hex's own terrain is the target's terrain: hexside and
    // link rows, and the hex no unit can enter [1.2], have no fire modifier.
    const Row rows[] = {
        {"city", K::Type, L::Obstacle, {"1", "2", "2"}, 3},
        {"town", K::Type, L::Obstacle, {"1", "2", "2"}, 2},
        {"woods", K::Type, L::Obstacle, {"2", "3", "P"}, 2},
        {"orchard", K::Type, L::Pair, {"1", "2", "3"}, 1},
        {"open", K::Type, L::Clear, {"1", "1", "2"}, 0},
        {"hills", K::Type, L::Clear, {"2", "2", "3"}, 1},
        {"rough", K::Type, L::Clear, {"2", "3", "4"}, 1},
        {"marsh", K::Type, L::Clear, {"3", "P", "P"}, 0},
        {"no-entry", K::Type, L::Clear, {"P", "P", "P"}, none},
        {"crest", K::Feature, L::Obstacle, {"+1", "+1", "+1"}, none},
        {"river", K::Feature, L::Clear, {"P", "P", "P"}, none},
        {"stream", K::Feature, L::Clear, {"+1", "+2", "+2"}, none},
        {"bridge", K::Feature, L::Obstacle, {"+0", "+0", "+0"}, none},
        {"ferry", K::Feature, L::Clear, {"+2", "+2", "+2"}, none},
        {"raised-road", K::Feature, L::Obstacle, {"1/2", "1/2", "1/2"}, none},
        {"road", K::Feature, L::Clear, {"1/2", "1/2", "1/2"}, none},
        {"railroad", K::Feature, L::Clear, {"1", "1", "2"}, none},
        {"raised-railroad", K::Feature, L::Obstacle, {"1", "1", "2"}, none},
        {"trail", K::Feature, L::Clear, {"1/2", "1", "1"}, none},
        {"track", K::Feature, L::Clear, {"1/2", "1", "2"}, none},
        {"path", K::Feature, L::Clear, {"1/2", "2", "P"}, none},
    };
    REQUIRE(c.terrains.size() == std::size(rows));
    for (std::size_t i = 0; i < std::size(rows); ++i) {
        const Row& row = rows[i];
        INFO(row.id);
        const maps::Terrain& t = c.terrains[i];
        CHECK(t.id == row.id);
        CHECK(t.kind == row.kind);
        CHECK(t.los == row.los);
        CHECK(t.hindrance == 0);
        CHECK(t.move == row.move);
        CHECK(t.cover == row.cover);
        CHECK_FALSE(t.notes.empty()); // the reason for the LOS entry
        CHECK_FALSE(t.rule.empty());
    }

    // Every row of the rules-of-play reference is on the chart with the same kind and LOS entry.
    auto reference = readCatalogFile(gtsCatalog());
    REQUIRE(reference.ok());
    for (const maps::Terrain& ref : reference.value->terrains) {
        INFO(ref.id);
        const maps::Terrain* t = c.find(ref.id);
        REQUIRE(t);
        CHECK(t->kind == ref.kind);
        CHECK(t->los == ref.los);
        CHECK(t->rule == ref.rule);
    }
}
