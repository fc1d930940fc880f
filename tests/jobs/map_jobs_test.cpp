// The `hex`, `info` and `matrix` jobs on maps built in memory: a hexside
// stored on the neighbour shows on the queried hex's own side, a centre on a
// crest line is counted and shown, and the matrix is refused above its pair
// limit before anything is allocated. Grid: flat-top, odd parity; column 1
// (B) is shoved half a hex down, so B2's neighbours are B1 (N), C3 (SE).

#include "editor/jobs/los_jobs.h"
#include "editor/jobs/map_jobs.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace crestline;
using namespace crestline::jobs;

namespace {

maps::TerrainCatalog catalog()
{
    maps::TerrainCatalog c;
    maps::Terrain open, wall, hill;
    open.id = "open";
    wall.id = "wall";
    wall.kind = maps::TerrainKind::Feature;
    hill.id = "hill-1";
    hill.kind = maps::TerrainKind::Level;
    hill.elevation = 1;
    c.terrains = {open, wall, hill};
    c.defaultType = "open";
    return c;
}

MapDocument document(int columns, int rows, std::vector<maps::HexsideFeature> hexsides = {}, std::vector<maps::Feature> features = {})
{
    formats::LoadedMap loaded;
    loaded.file = "memory.map.xml";
    loaded.map.id = "m";
    loaded.map.system = "ff";
    loaded.map.grid.columns = columns;
    loaded.map.grid.rows = rows;
    loaded.map.hexsides = std::move(hexsides);
    loaded.map.features = std::move(features);
    loaded.catalog = catalog();
    return MapDocument(std::move(loaded));
}

maps::HexsideFeature hexside(geometry::OffsetCoord hex, int side, std::string terrain)
{
    maps::HexsideFeature s;
    s.hex = hex;
    s.side = side;
    s.terrain = std::move(terrain);
    return s;
}

} // namespace

TEST_CASE("hex: hexside terrain on all six sides, stored here or on the neighbour", "[jobs][hex]")
{
    // Flat-top sides: 0 SE, 1 S, 2 SW, 3 NW, 4 N, 5 NE. A wall on B1's S side
    // is B2's N side; a wall on B2's SE side is C3's NW side.
    const auto doc = document(4, 3, {hexside({1, 0}, 1, "wall"), hexside({1, 1}, 0, "wall")});
    const HexResult b2 = describeHex(doc, "B2");
    REQUIRE(b2.hex);
    REQUIRE(b2.hex->hexsides.size() == 2);
    CHECK(b2.hex->hexsides[0].side == "SE");
    CHECK(b2.hex->hexsides[0].terrain == "wall");
    CHECK(b2.hex->hexsides[0].storedOn.empty());
    CHECK(b2.hex->hexsides[1].side == "N");
    CHECK(b2.hex->hexsides[1].terrain == "wall");
    CHECK(b2.hex->hexsides[1].storedOn == "B1 S");
    const HexResult c3 = describeHex(doc, "C3");
    REQUIRE(c3.hex);
    REQUIRE(c3.hex->hexsides.size() == 1);
    CHECK(c3.hex->hexsides[0].side == "NW");
    CHECK(c3.hex->hexsides[0].storedOn == "B2 SE");
    const HexResult a1 = describeHex(doc, "A1");
    REQUIRE(a1.hex);
    CHECK(a1.hex->hexsides.empty());
}

TEST_CASE("hex and info: a centre on a crest line is shown and counted", "[jobs][hex][info]")
{
    // The hill's top edge v = 3 runs through B2's centre (3,3) (see tests/maps/centre_on_crest_test.cpp).
    maps::Feature hill;
    hill.id = "ridge";
    hill.terrain = "hill-1";
    hill.line = 9;
    hill.area.outer = {{1, 3}, {1, 5.5}, {7, 5.5}, {7, 3}};
    const auto doc = document(4, 3, {}, {hill});
    const HexResult b2 = describeHex(doc, "B2");
    REQUIRE(b2.hex);
    CHECK(b2.hex->crestLinesThroughCentre == std::vector<std::string>{"ridge"});
    const HexResult b3 = describeHex(doc, "B3");
    REQUIRE(b3.hex);
    CHECK(b3.hex->crestLinesThroughCentre.empty());
    const InfoResult info = mapInfo(doc);
    REQUIRE(info.statistics);
    CHECK(info.statistics->centreOnCrestHexes == 1);
}

TEST_CASE("matrix: refused above the pair limit, before any ruling", "[jobs][matrix]")
{
    // 100 x 51 = 5,100 hexes: 5,100 * 5,099 / 2 = 13,002,450 pairs > 12,497,500.
    const auto doc = document(100, 51);
    const auto out = std::filesystem::temp_directory_path() / "crestline-matrix-limit.csv";
    std::filesystem::remove(out);
    const MatrixResult r = writeMatrix(doc, {out, 1});
    CHECK(r.outcome == Outcome::BadInput);
    CHECK(r.problem == "memory.map.xml: 5100 hexes make 13002450 pairs; the matrix holds at most 12497500 (5000 hexes)");
    CHECK_FALSE(std::filesystem::exists(out));
}

TEST_CASE("matrix: the result counts pairs and bytes written", "[jobs][matrix]")
{
    // 3 x 1 hexes: 3 pairs. CSV (hand-written): header "from\to,A1,B1,C1" (16
    // bytes + newline), then three rows of a label and three cells; every
    // pair is clear on a map without artwork.
    const auto doc = document(3, 1);
    const auto out = std::filesystem::temp_directory_path() / "crestline-matrix-small.csv";
    const MatrixResult r = writeMatrix(doc, {out, 1});
    REQUIRE(r.done());
    CHECK(r.hexes == 3);
    CHECK(r.pairs == 3);
    const std::string expected = "from\\to,A1,B1,C1\nA1,self,clear,clear\nB1,clear,self,clear\nC1,clear,clear,self\n";
    CHECK(r.csvBytes == expected.size());
    CHECK(std::filesystem::file_size(out) == expected.size());
    std::filesystem::remove(out);
}
