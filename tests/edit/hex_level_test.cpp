// Whole-hex levels (Conflict of Heroes hills L1, L2) under the hex edit
// commands, on the sample board maps/boards/kleinbach.map.xml: a level
// survives painting and clearing a hex's terrain (clearing leaves the
// catalog's default type "open" under it); setHexLevels sets and clears the
// level attribute only, giving an unpainted hex the default type to carry
// it; every command's undo gives back the file byte for byte. The expected
// lines are the format's (docs/map-format.md, <terrain level>), by hand.

#include "editor/edit/map_commands.h"
#include "formats/map/map_format.h"
#include "geometry/hex_grid.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::edit;
using geometry::OffsetCoord;

namespace {

maps::Map kleinbach()
{
    auto read = formats::readMapFile(std::string(CRESTLINE_SOURCE_DIR) + "/maps/boards/kleinbach.map.xml");
    REQUIRE(read.value);
    return *read.value;
}

OffsetCoord hex(const maps::Map& m, const std::string& label)
{
    const auto h = geometry::HexGrid(m.grid).parseLabel(label);
    REQUIRE(h);
    return *h;
}

bool has(const std::string& text, const std::string& line) { return text.find(line) != std::string::npos; }

/// Applies `cmd`, checks its undo restores the text and its redo repeats it; returns the text after.
std::string applyChecked(maps::Map& m, std::unique_ptr<MapCommand> cmd)
{
    const std::string before = formats::writeMapText(m);
    cmd->apply(m);
    const std::string after = formats::writeMapText(m);
    cmd->revert(m);
    CHECK(formats::writeMapText(m) == before);
    cmd->apply(m);
    CHECK(formats::writeMapText(m) == after);
    return after;
}

} // namespace

TEST_CASE("Hex levels: clearing or repainting a hex's terrain keeps its level", "[edit][coh]")
{
    maps::Map m = kleinbach();
    // 1303 is light woods on the L1 shoulder, 1304 open at L1, 0101 heavy woods at level 0.
    std::string text = applyChecked(m, paintHexes({hex(m, "1303"), hex(m, "0101")}, "", "open"));
    CHECK(has(text, "<terrain hex=\"1303\" terrain=\"open\" level=\"1\" />"));
    CHECK(!has(text, "hex=\"0101\"")); // no level: the hex is cleared as before
    text = applyChecked(m, paintHexes({hex(m, "1304")}, "light-woods", "open"));
    CHECK(has(text, "<terrain hex=\"1304\" terrain=\"light-woods\" level=\"1\" />"));
}

TEST_CASE("Hex levels: with no default type a cleared hex keeps its terrain under its level", "[edit][coh]")
{
    maps::Map m = kleinbach();
    const std::string before = formats::writeMapText(m);
    auto clear = paintHexes({hex(m, "1303")}, "");
    CHECK(clear->apply(m).empty());
    CHECK(formats::writeMapText(m) == before);
}

TEST_CASE("Hex levels: setHexLevels sets and clears the level, never the terrain", "[edit][coh]")
{
    maps::Map m = kleinbach();
    // 0607 has no <terrain>: it gets the default type to carry its level.
    auto set = setHexLevels({hex(m, "0607"), hex(m, "1303"), hex(m, "0607")}, 2, "open");
    CHECK(set->label() == "Set level 2");
    std::string text = applyChecked(m, std::move(set));
    CHECK(has(text, "<terrain hex=\"0607\" terrain=\"open\" level=\"2\" />"));
    CHECK(has(text, "<terrain hex=\"1303\" terrain=\"light-woods\" level=\"2\" />"));
    std::size_t count = 0;
    for (const maps::HexTerrain& t : m.hexTerrain) count += t.hex == hex(m, "0607");
    CHECK(count == 1); // the repeated hex counts once

    auto clear = setHexLevels({hex(m, "1002"), hex(m, "0606")}, std::nullopt, "open");
    CHECK(clear->label() == "Clear level");
    text = applyChecked(m, std::move(clear));
    CHECK(has(text, "<terrain hex=\"1002\" terrain=\"open\" />")); // the L2 top back at level 0, still painted open
    CHECK(has(text, "<terrain hex=\"0606\" terrain=\"open\" />")); // had no level: unchanged

    // An unpainted hex with no default type to stand on is left alone; so is clearing a level it does not have.
    const std::string before = formats::writeMapText(m);
    CHECK(setHexLevels({hex(m, "0608")}, 1, "")->apply(m).empty());
    CHECK(setHexLevels({hex(m, "0608")}, std::nullopt, "open")->apply(m).empty());
    CHECK(formats::writeMapText(m) == before);
}
