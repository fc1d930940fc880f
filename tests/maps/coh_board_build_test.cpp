// The CoH LOS board built from a coh map and the bundled chart
// (maps/coh/coh_board_build.cpp): each hex's terrain, level, blocks and cover,
// walls on hexsides, and what the board leaves out, worked out by hand from
// the chart (maps/catalogs/coh.terrain.xml) and the fixture below. Flat-top,
// odd columns shoved south: (0,0) "0101" has (1,0) "0201" on its SE side.

#include "coh_test_support.h"
#include "maps/coh/coh_board_build.h"
#include "maps/los_scene.h"

using namespace crestline;
using test::cohHex;

namespace {

const char* const kHexes = "<terrain hex='0201' terrain='light-woods' level='1'/>\n"
                           "<terrain hex='0202' terrain='stone-building'/>\n"
                           "<terrain hex='0301' terrain='open' level='2'/>\n"
                           "<terrain hex='0302' terrain='water'/>\n"
                           "<terrain hex='0401' terrain='hills'/>\n"
                           "<terrain hex='0402' terrain='open' level='5'/>\n"
                           "<terrain hex='0102' terrain='open'/>\n"
                           "<terrain hex='0102' terrain='heavy-woods'/>\n"
                           "<terrain hex='0103' terrain='plowed-field' level='1'/>\n"
                           "<terrain hex='0103' terrain='plowed-field' level='2'/>\n"
                           "<hexside hex='0101' side='SE' terrain='wall'/>\n"
                           "<hexside hex='0301' side='S' terrain='steep'/>\n"
                           "<hexside hex='0403' side='N' terrain='road'/>\n";

} // namespace

TEST_CASE("coh board: each hex's row, level, blocks and cover from the chart", "[maps][coh]")
{
    const maps::Map map = test::cohMap(kHexes);
    const maps::TerrainCatalog chart = test::cohChart();
    const maps::MapAnalysis analysis(map, chart);
    REQUIRE(maps::usesCohBoard(map));
    const auto board = maps::buildCohBoard(analysis);

    // Nothing painted: the default type, open terrain (Blocks N, Cover N), level 0.
    CHECK(board->terrain(cohHex("0101")) == "open");
    CHECK(board->level(cohHex("0101")) == 0);
    CHECK_FALSE(board->blocks(cohHex("0101")));
    CHECK_FALSE(board->coverTerrain(cohHex("0101")));
    // Woods (Light): Blocks Y, Cover Y, on L1.
    CHECK(board->terrain(cohHex("0201")) == "light-woods");
    CHECK(board->level(cohHex("0201")) == 1);
    CHECK(board->blocks(cohHex("0201")));
    CHECK(board->coverTerrain(cohHex("0201")));
    // Buildings (Stone): Y, Y, level 0 (no level stated).
    CHECK(board->blocks(cohHex("0202")));
    CHECK(board->coverTerrain(cohHex("0202")));
    CHECK(board->level(cohHex("0202")) == 0);
    CHECK(board->level(cohHex("0301")) == 2);
    CHECK_FALSE(board->blocks(cohHex("0301")));
    // Water: N, N.
    CHECK(board->terrain(cohHex("0302")) == "water");
    CHECK_FALSE(board->blocks(cohHex("0302")));
    CHECK_FALSE(board->coverTerrain(cohHex("0302")));
    // "hills" is a feature row: not a hex's terrain, so the hex is open.
    CHECK(board->terrain(cohHex("0401")) == "open");
    // Level 5 is out of range: left at 0 (coh-level-range reports it).
    CHECK(board->level(cohHex("0402")) == 0);
    // Two type rows: the one nearer the top of the chart (heavy woods 30 < open 70).
    CHECK(board->terrain(cohHex("0102")) == "heavy-woods");
    CHECK(board->blocks(cohHex("0102")));
    // Two levels stated: the higher.
    CHECK(board->level(cohHex("0103")) == 2);
}

TEST_CASE("coh board: the wall row puts a wall on its hexside, both ways, steep and others do not", "[maps][coh]")
{
    const maps::Map map = test::cohMap(kHexes);
    const maps::TerrainCatalog chart = test::cohChart();
    const auto board = maps::buildCohBoard(maps::MapAnalysis(map, chart));
    CHECK(board->walls() == 1);
    CHECK(board->wall(cohHex("0101"), cohHex("0201")));
    CHECK(board->wall(cohHex("0201"), cohHex("0101")));
    CHECK(board->wallFeature(cohHex("0101"), cohHex("0201")) == "wall");
    CHECK(board->hasWall(cohHex("0201")));
    // 0101's S side (to 0102) holds nothing
    CHECK_FALSE(board->wall(cohHex("0101"), cohHex("0102")));
    // steep 0301|0302 is no wall
    CHECK_FALSE(board->wall(cohHex("0301"), cohHex("0302")));
    CHECK_FALSE(board->hasWall(cohHex("0403")));

    CHECK(maps::isCohWall(*chart.find("wall")));
    CHECK_FALSE(maps::isCohWall(*chart.find("steep")));
    CHECK_FALSE(maps::isCohWall(*chart.find("light-woods"))); // cover terrain, but a type row
    CHECK(maps::isCohSteep(*chart.find("steep")));
    CHECK_FALSE(maps::isCohSteep(*chart.find("hills")));
}

TEST_CASE("coh board: the LOS scene of a coh map carries it, other maps do not", "[maps][coh]")
{
    const maps::TerrainCatalog chart = test::cohChart();
    const maps::Map coh = test::cohMap(kHexes);
    const geometry::los::Scene scene = maps::buildLosScene(maps::MapAnalysis(coh, chart));
    const auto* board = dynamic_cast<const geometry::los::CohBoard*>(scene.hexTable());
    REQUIRE(board);
    CHECK(board->level(cohHex("0301")) == 2);

    maps::Map ff = coh;
    ff.system = "ff";
    CHECK_FALSE(maps::usesCohBoard(ff));
    CHECK(maps::buildLosScene(maps::MapAnalysis(ff, chart)).hexTable() == nullptr);
}

TEST_CASE("coh analysis: a hex's level is its stated level on a coh map, never on another", "[maps][coh]")
{
    const maps::TerrainCatalog chart = test::cohChart();
    const maps::Map coh = test::cohMap(kHexes);
    const maps::MapAnalysis analysis(coh, chart);
    CHECK(analysis.hex(cohHex("0301")).level == 2);
    CHECK(analysis.hex(cohHex("0201")).level == 1);
    CHECK(analysis.hex(cohHex("0103")).level == 2); // the higher of two stated
    CHECK(analysis.hex(cohHex("0402")).level == 0); // 5 is out of range: left out
    CHECK(analysis.hex(cohHex("0101")).level == 0);
    CHECK(analysis.hex(cohHex("0201")).terrainType == "light-woods");
    // The scene's levels (what the walk reads) agree with the board's.
    const geometry::los::Scene scene = maps::buildLosScene(analysis);
    CHECK(scene.hexLevel(cohHex("0301")) == 2);

    maps::Map ff = coh;
    ff.system = "ff";
    const maps::MapAnalysis flat(ff, chart);
    CHECK(flat.hex(cohHex("0301")).level == 0); // level-unused: nothing reads it
}
