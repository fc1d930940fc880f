// Map format version 3: the whole-hex level of a <hexes> <terrain>
// (Conflict of Heroes hills, L1 and L2). The golden
// tests/formats/data/coh-levels.map.xml round-trips byte for byte and reads
// the levels the file states (an absent level stays unset, level="0" stays
// 0); a map with any level is written as 3 and a map without as before; a
// bad level is a bad-value naming file, line and element and drops only that
// <terrain>; version 4 is refused.

#include "formats/common/atomic_file.h"
#include "formats/map/map_format.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace crestline;
using namespace crestline::formats;
namespace fs = std::filesystem;
using geometry::OffsetCoord;

namespace {

fs::path dataDir() { return fs::path(CRESTLINE_SOURCE_DIR) / "tests/formats/data"; }

std::string describe(const Findings& fs)
{
    std::string out;
    for (const Finding& f : fs) out += formatFinding(f) + "\n";
    return out;
}

/// A 4 x 4 coh map whose <hexes> hold `body`; the body starts on line 5.
std::string mapWith(const std::string& body, const char* version = "3")
{
    return std::string("<map version='") + version + "' id='m' name='M' system='coh'>\n<catalog href='c'/>\n" +
           "<grid orientation='flat' parity='odd' columns='4' rows='4' hex-size='60'><labels scheme='digits'/></grid>\n" +
           "<hexes>\n" + body + "</hexes>\n</map>";
}

} // namespace

TEST_CASE("levels golden: read -> write is byte-identical, levels as the file states them", "[formats][golden][coh]")
{
    const fs::path file = dataDir() / "coh-levels.map.xml";
    const auto golden = readWholeFile(file);
    REQUIRE(golden);
    auto r = readMapFile(file);
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.empty());
    const maps::Map& m = *r.value;
    CHECK(writeMapText(m) == *golden);
    CHECK(mapFormatVersionFor(m) == 3);

    REQUIRE(m.hexTerrain.size() == 4);
    // digits labels: CCRR, column = CC - 1, row = RR - 1
    CHECK(m.hexTerrain[0].hex == OffsetCoord{0, 0});
    CHECK_FALSE(m.hexTerrain[0].level.has_value());
    CHECK(m.hexTerrain[1].hex == OffsetCoord{1, 0});
    CHECK(m.hexTerrain[1].level == 1);
    CHECK(m.hexTerrain[2].terrain == "light-woods");
    CHECK(m.hexTerrain[2].level == 2);
    CHECK(m.hexTerrain[2].line == 10);
    CHECK(m.hexTerrain[3].hex == OffsetCoord{2, 1});
    CHECK(m.hexTerrain[3].level == 0); // stated 0 is kept, and written back
    CHECK(m.hexTerrain[3].extras.attributes.empty()); // level is known, not an extra
}

TEST_CASE("map format version 3: a level makes 3, no level keeps the old version", "[formats][coh]")
{
    auto r = readMapFile(dataDir() / "coh-levels.map.xml");
    REQUIRE(r.ok());
    maps::Map flat = *r.value;
    for (maps::HexTerrain& t : flat.hexTerrain) t.level.reset();
    CHECK(mapFormatVersionFor(flat) == 2); // it still has a link
    flat.links.clear();
    CHECK(mapFormatVersionFor(flat) == 1);
    CHECK(writeMapText(flat).find("<map version=\"1\" ") != std::string::npos);
    CHECK(writeMapText(flat).find("level=") == std::string::npos);
    flat.hexTerrain[0].level = 0; // even a stated 0 needs version 3 to be kept
    CHECK(mapFormatVersionFor(flat) == 3);

    auto newer = readMapText(mapWith("<terrain hex='0101' terrain='open' level='1'/>\n", "4"), "m.map.xml");
    CHECK_FALSE(newer.ok());
    REQUIRE(newer.findings.size() == 1);
    CHECK(newer.findings[0].code == "newer-version");
    CHECK(newer.findings[0].message.find("this build reads 3") != std::string::npos);
}

TEST_CASE("level reader errors: file, line, element, only that terrain is dropped", "[formats][errors][coh]")
{
    const char* bad = GENERATE("level='1.5'", "level='one'", "level=''", "level='2 '");
    INFO(bad);
    auto r = readMapText(mapWith("<terrain hex='0101' terrain='open' level='1'/>\n<terrain hex='0201' terrain='open' " + std::string(bad) + "/>\n"),
                         "m.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "bad-value");
    CHECK(r.findings[0].severity == Severity::Error);
    CHECK(r.findings[0].where.file == "m.map.xml");
    CHECK(r.findings[0].where.line == 6);
    CHECK(r.findings[0].where.element == "/map/hexes/terrain[2]");
    CHECK(r.findings[0].message.find("attribute 'level'") != std::string::npos);
    REQUIRE(r.value->hexTerrain.size() == 1);
    CHECK(r.value->hexTerrain[0].level == 1);
}

TEST_CASE("bundled boards keep their version, Kleinbach (levels) is 3 and writes back as generated", "[formats][coh][boards]")
{
    const fs::path boards = fs::path(CRESTLINE_SOURCE_DIR) / "maps/boards";
    // The version each board's file states, by hand from its root element.
    const std::pair<const char*, int> expected[] = {
        {"ridge-farm.map.xml", 1}, {"millbrook.map.xml", 1}, {"aldenfeld.map.xml", 2}, {"kleinbach.map.xml", 3}};
    for (const auto& [name, version] : expected) {
        INFO(name);
        auto r = readMapFile(boards / name);
        REQUIRE(r.ok());
        CHECK(mapFormatVersionFor(*r.value) == version);
    }
    // make_kleinbach.py writes what the writer writes, after its 3-line comment.
    const auto text = readWholeFile(boards / "kleinbach.map.xml");
    REQUIRE(text);
    std::string withoutComment = *text;
    const auto from = withoutComment.find("<!--"), to = withoutComment.find("-->\n");
    REQUIRE(from != std::string::npos);
    REQUIRE(to != std::string::npos);
    withoutComment.erase(from, to + 4 - from);
    auto r = readMapFile(boards / "kleinbach.map.xml");
    REQUIRE(r.ok());
    CHECK(writeMapText(*r.value) == withoutComment);
}
