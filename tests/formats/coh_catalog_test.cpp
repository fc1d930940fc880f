// The Conflict of Heroes chart as data (maps/catalogs/coh.terrain.xml): the
// catalog attributes CoH added, cover-terrain (the chart's Cover Terrain
// column) and rise (a hexside row's level difference: Hills (Steep) 2),
// read, written back, and refused when bad; and the bundled chart's rows
// against the player aid's terrain chart, cell by cell.

#include "formats/map/map_format.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace crestline;
using namespace crestline::formats;
namespace fs = std::filesystem;

namespace {

std::string describe(const Findings& fs)
{
    std::string out;
    for (const Finding& f : fs) out += formatFinding(f) + "\n";
    return out;
}

std::string catalogWith(const std::string& terrain)
{
    return "<terrain-catalog version='1' system='coh' name='C'>\n" + terrain + "\n</terrain-catalog>";
}

} // namespace

TEST_CASE("coh catalog: the aid's chart, row by row", "[formats][catalog][coh]")
{
    auto r = loadCatalogFile(fs::path(CRESTLINE_SOURCE_DIR) / "maps/catalogs/coh.terrain.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    CHECK(r.findings.empty());
    const maps::TerrainCatalog& c = *r.value;
    CHECK(c.system == "coh");
    CHECK(c.defaultType == "open");
    struct Row {
        const char* id;
        const char* foot;
        const char* wheeled;
        const char* tracked;
        std::optional<int> dm;
        bool blocks;
        bool cover;
    };
    // Copied by hand from the aid's MAP TERRAIN and FORTIFICATIONS rows.
    const Row rows[] = {
        {"open", "+0", "+0 bonus", "+0 bonus", 0, false, false},
        {"road", "+0", "+0 bonus", "+0 bonus", 0, false, false},
        {"wood-building", "+1", "NA", "+2", 1, true, true},
        {"stone-building", "+1", "NA", "+3!", 2, true, true},
        {"plowed-field", "+0", "NA", "+0", 0, false, false},
        {"steep", "+2", "NA", "NA", std::nullopt, false, false},
        {"wall", "+1", "NA", "+1", 1, false, true},
        {"water", "+4", "NA", "NA", -1, false, false},
        {"light-woods", "+0", "+2", "+1", 1, true, true},
        {"heavy-woods", "+1", "NA", "+2", 2, true, true},
        {"barbed-wire", "+1D6", "NA", "+2", 0, false, false},
        {"bunker", "+0", "+0", "+0", std::nullopt, false, true},
        {"road-block", "+0", "NA", "+1D6", 1, false, true},
        {"smoke-2", "+0", "+0", "+0", 2, true, true},
        {"trench", "+0", "NA", "+0", 2, false, true},
    };
    for (const Row& row : rows) {
        INFO(row.id);
        const maps::Terrain* t = c.find(row.id);
        REQUIRE(t);
        CHECK(t->move.leg == row.foot);
        CHECK(t->move.wheel == row.wheeled);
        CHECK(t->move.track == row.tracked);
        CHECK(t->cover == row.dm);
        CHECK((t->los == maps::LosRole::Obstacle) == row.blocks);
        CHECK(t->coverTerrain == row.cover);
        CHECK_FALSE(t->rule.empty());
    }
    CHECK(c.find("steep")->rise == 2);
    CHECK_FALSE(c.find("wall")->rise.has_value());
    CHECK(c.find("road")->kind == maps::TerrainKind::Feature);
    CHECK(c.find("smoke-1")->kind == maps::TerrainKind::Marker);
}

TEST_CASE("coh catalog: cover-terrain and rise round-trip, unset stays unset", "[formats][catalog][coh]")
{
    auto r = readCatalogText(catalogWith("<terrain id='wall' name='Walls' kind='feature' los='clear' cover-terrain='true'/>\n"
                                         "<terrain id='steep' name='Steep' kind='feature' los='clear' cover-terrain='false' rise='2'/>\n"
                                         "<terrain id='x' name='X' kind='feature' los='clear'/>"),
                             "c.terrain.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.empty());
    REQUIRE(r.value->terrains.size() == 3);
    CHECK(r.value->terrains[0].coverTerrain == true);
    CHECK(r.value->terrains[1].coverTerrain == false);
    CHECK(r.value->terrains[1].rise == 2);
    CHECK_FALSE(r.value->terrains[2].coverTerrain.has_value());
    CHECK_FALSE(r.value->terrains[2].rise.has_value());
    const std::string text = writeCatalogText(*r.value);
    CHECK(text.find("cover-terrain=\"true\"") != std::string::npos);
    CHECK(text.find("rise=\"2\"") != std::string::npos);
    auto again = readCatalogText(text, "again.terrain.xml");
    REQUIRE(again.ok());
    REQUIRE(again.value->terrains.size() == 3);
    CHECK(again.value->terrains[0].coverTerrain == true);
    CHECK(again.value->terrains[1].coverTerrain == false);
    CHECK(again.value->terrains[1].rise == 2);
    CHECK_FALSE(again.value->terrains[2].coverTerrain.has_value());
}

TEST_CASE("coh catalog: a bad cover-terrain or rise is bad-value on its terrain, which is dropped", "[formats][catalog][errors][coh]")
{
    const char* bad = GENERATE("cover-terrain='Y'", "rise='0'", "rise='two'", "kind='type' precedence='1' rise='2'");
    INFO(bad);
    const std::string kind = std::string(bad).find("kind=") == std::string::npos ? "kind='feature' " : "";
    auto r = readCatalogText(catalogWith("<terrain id='ok' name='OK' kind='feature' los='clear'/>\n<terrain id='x' name='X' " + kind +
                                         "los='clear' " + bad + "/>"),
                             "c.terrain.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "bad-value");
    CHECK(r.findings[0].where.line == 3);
    CHECK(r.findings[0].where.element == "/terrain-catalog/terrain[2]");
    REQUIRE(r.value->terrains.size() == 1);
    CHECK(r.value->terrains[0].id == "ok");
}
