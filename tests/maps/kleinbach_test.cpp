// The sample CoH board maps/boards/kleinbach.map.xml (written by
// make_kleinbach.py): it loads with no error, and hexes read as designed
// (values from the generator's tables, by hand): the L2 top and its steep
// south face, the hamlet, woods, the pond, walls round the garden.

#include "coh_test_support.h"
#include "maps/coh/coh_board_build.h"

using namespace crestline;
using test::cohHex;

TEST_CASE("kleinbach: loads with no error finding, its hexes as designed", "[maps][coh][boards]")
{
    auto r = formats::loadMap(std::filesystem::path(CRESTLINE_SOURCE_DIR) / "maps/boards/kleinbach.map.xml");
    std::string findings;
    for (const auto& f : r.findings) findings += formatFinding(f) + "\n";
    INFO(findings);
    REQUIRE(r.ok());
    for (const auto& f : r.findings) CHECK(f.severity == Severity::Info);
    const formats::LoadedMap& loaded = *r.value;
    CHECK(loaded.map.system == "coh");
    CHECK(loaded.map.grid.columns == 13);
    CHECK(loaded.map.grid.rows == 10);

    const auto board = maps::buildCohBoard(maps::MapAnalysis(loaded.map, loaded.catalog));
    // Kleinbacher Hoehe: L2 top 1002 1102 1103 1203, steep down to 1104 and 1204.
    CHECK(board->level(cohHex("1102")) == 2);
    CHECK(board->level(cohHex("1203")) == 2);
    CHECK(board->level(cohHex("1104")) == 0);
    CHECK(board->level(cohHex("1003")) == 1); // gentle shoulder
    CHECK(board->level(cohHex("0903")) == 1); // the western spur
    CHECK(board->level(cohHex("1303")) == 1);
    CHECK(board->terrain(cohHex("1303")) == "light-woods");
    CHECK(board->level(cohHex("0208")) == 1); // Kapellenbuckel
    CHECK(board->level(cohHex("0101")) == 0);
    // The hamlet.
    CHECK(board->terrain(cohHex("0605")) == "stone-building");
    CHECK(board->terrain(cohHex("0703")) == "stone-building");
    CHECK(board->terrain(cohHex("0406")) == "wood-building");
    CHECK(board->blocks(cohHex("0805")));
    CHECK(board->terrain(cohHex("1007")) == "heavy-woods");
    CHECK(board->terrain(cohHex("0708")) == "water");
    CHECK(board->terrain(cohHex("0302")) == "plowed-field");
    CHECK(board->terrain(cohHex("0704")) == "open"); // the road's hex: nothing painted
    // Walls: the garden 0606 0706 and the north field; not between garden and church.
    CHECK(board->wall(cohHex("0606"), cohHex("0607")));
    CHECK(board->wall(cohHex("0706"), cohHex("0705")));
    CHECK_FALSE(board->wall(cohHex("0606"), cohHex("0605")));
    CHECK_FALSE(board->wall(cohHex("0606"), cohHex("0706")));
    CHECK(board->walls() == 27);
    // The steep face: three hexsides, the road at its foot.
    int steep = 0;
    for (const auto& hs : loaded.map.hexsides) steep += hs.terrain == "steep";
    CHECK(steep == 3);
    REQUIRE(loaded.map.links.size() == 2);
    CHECK(loaded.map.links[0].hexes.size() == 13);
    CHECK(loaded.map.links[0].hexes.front() == cohHex("0106"));
    CHECK(loaded.map.links[0].hexes.back() == cohHex("1305"));
}
