// The checks of a gts map (maps/gts/gts_map_checks.cpp) and of links and entry
// hexes on any map (maps/map_checks.cpp), each beside a near miss that
// passes: gts-no-los-meaning, gts-marker-kind, gts-two-dots, link-off-map,
// entry-off-map, unknown-terrain on a link. Expected findings by hand.

#include "maps/map_analysis.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace crestline;
using geometry::OffsetCoord;
using maps::LosRole;
using maps::TerrainKind;

namespace {

maps::Terrain row(const char* id, TerrainKind kind, LosRole los)
{
    maps::Terrain t;
    t.id = id;
    t.name = id;
    t.kind = kind;
    t.los = los;
    if (los == LosRole::Hindrance) t.hindrance = 1;
    return t;
}

/// A gts chart with rows GTS knows and two it does not (a hindrance, a road corridor).
maps::TerrainCatalog chart()
{
    maps::TerrainCatalog c;
    c.system = "gts";
    c.defaultType = "open";
    c.terrains = {row("open", TerrainKind::Type, LosRole::Clear),          row("woods", TerrainKind::Type, LosRole::Obstacle),
                  row("town", TerrainKind::Type, LosRole::Obstacle),       row("orchard", TerrainKind::Type, LosRole::Pair),
                  row("raised-road", TerrainKind::Feature, LosRole::Obstacle), row("crest", TerrainKind::Feature, LosRole::Obstacle),
                  row("road", TerrainKind::Feature, LosRole::Clear),        row("scrub", TerrainKind::Type, LosRole::Hindrance),
                  row("corridor", TerrainKind::Feature, LosRole::Road)};
    return c;
}

maps::Map board(const char* system = "gts")
{
    maps::Map m;
    m.system = system;
    m.grid.columns = 6;
    m.grid.rows = 6;
    return m;
}

/// The codes of the findings, in order.
std::vector<std::string> codes(const Findings& fs)
{
    std::vector<std::string> out;
    for (const Finding& f : fs) out.push_back(f.code);
    return out;
}

} // namespace

TEST_CASE("gts checks: hindrance and road roles have no GTS meaning, clear, obstacle, pair do", "[maps][checks][gts]")
{
    maps::Map m = board();
    m.hexTerrain.push_back({{0, 0}, "scrub", {}, 11, std::nullopt});
    m.hexsides.push_back({{1, 1}, 1, "corridor", {}, 12});
    m.links.push_back({"lane", "corridor", {{2, 0}, {2, 1}}, {}, 13});
    const Findings fs = maps::checkMap(m, chart(), "m.map.xml");
    REQUIRE(codes(fs) == std::vector<std::string>{"gts-no-los-meaning", "gts-no-los-meaning", "gts-no-los-meaning"});
    CHECK(fs[0].severity == Severity::Warning);
    CHECK(fs[0].where.file == "m.map.xml");
    CHECK(fs[0].where.line == 11);
    CHECK(fs[0].where.hex == "A1");
    CHECK(fs[0].message.find("'hindrance'") != std::string::npos);
    CHECK(fs[1].where.line == 12);
    CHECK(fs[2].where.line == 13);
    CHECK(fs[2].where.feature == "lane");
    CHECK(fs[2].message.find("'road'") != std::string::npos);

    // Near miss: every role GTS knows, on the same records.
    maps::Map ok = board();
    ok.hexTerrain.push_back({{0, 0}, "woods", {}, 11, std::nullopt});
    ok.hexTerrain.push_back({{0, 1}, "orchard", {}, 12, std::nullopt});
    ok.hexTerrain.push_back({{0, 2}, "open", {}, 13, std::nullopt});
    ok.hexsides.push_back({{1, 1}, 1, "crest", {}, 14});
    ok.links.push_back({"lane", "road", {{2, 0}, {2, 1}}, {}, 15});
    ok.links.push_back({"dyke", "raised-road", {{3, 0}, {3, 1}}, {}, 16});
    CHECK(maps::checkMap(ok, chart(), "m.map.xml").empty());
    // Near miss: the same hindrance on a map of another system is that system's business.
    maps::Map ff = board("ff");
    ff.hexTerrain.push_back({{0, 0}, "scrub", {}, 11, std::nullopt});
    CHECK(maps::checkMap(ff, chart(), "m.map.xml").empty());
}

TEST_CASE("gts checks: markers other than observation posts and strongpoints mean nothing to GTS", "[maps][checks][gts]")
{
    maps::Map m = board();
    m.markers.push_back({{1, 0}, "observation-post", "Red", {}, 20});
    m.markers.push_back({{2, 0}, "strongpoint", "", {}, 21});
    CHECK(maps::checkMap(m, chart(), "m.map.xml").empty()); // the near miss: both kinds GTS reads
    m.markers.push_back({{3, 0}, "observation post", "", {}, 22}); // a space, not a hyphen
    const Findings fs = maps::checkMap(m, chart(), "m.map.xml");
    REQUIRE(codes(fs) == std::vector<std::string>{"gts-marker-kind"});
    CHECK(fs[0].severity == Severity::Warning);
    CHECK(fs[0].where.line == 22);
    CHECK(fs[0].where.hex == "D1");
}

TEST_CASE("gts checks: two dot terrains in one hex, a feature over a dot is fine [1.2]", "[maps][checks][gts]")
{
    maps::Map m = board();
    m.hexTerrain.push_back({{2, 2}, "town", {}, 30, std::nullopt});
    m.hexTerrain.push_back({{2, 2}, "raised-road", {}, 31, std::nullopt}); // a feature over the town: one dot
    m.hexTerrain.push_back({{3, 3}, "woods", {}, 32, std::nullopt});
    m.hexTerrain.push_back({{3, 3}, "woods", {}, 33, std::nullopt}); // the same dot twice: still one dot
    CHECK(maps::checkMap(m, chart(), "m.map.xml").empty());
    m.hexTerrain.push_back({{2, 2}, "orchard", {}, 34, std::nullopt});
    const Findings fs = maps::checkMap(m, chart(), "m.map.xml");
    REQUIRE(codes(fs) == std::vector<std::string>{"gts-two-dots"});
    CHECK(fs[0].severity == Severity::Error);
    CHECK(fs[0].rule == "[1.2]");
    CHECK(fs[0].where.line == 34);
    CHECK(fs[0].where.hex == "C3");
    CHECK(fs[0].message.find("'town' (line 30)") != std::string::npos);
}

TEST_CASE("map checks: a link or an entry hex off the grid (built in code), a link's unknown terrain", "[maps][checks][gts]")
{
    maps::Map m = board();
    m.links.push_back({"edge", "road", {{4, 0}, {5, 0}}, {}, 40});   // to the last column: on the map
    m.entries.push_back({{5, 5}, {"3FJ"}, "Red", {}, 41});             // the last hex: on the map
    CHECK(maps::checkMap(m, chart(), "m.map.xml").empty());
    m.links.push_back({"off", "road", {{5, 0}, {6, 0}}, {}, 42});     // one column too far
    m.entries.push_back({{0, 6}, {"12VG"}, "", {}, 43});               // one row too far
    m.links.push_back({"", "causeway", {{0, 0}, {0, 1}}, {}, 44});
    const Findings fs = maps::checkMap(m, chart(), "m.map.xml");
    REQUIRE(codes(fs) == std::vector<std::string>{"link-off-map", "unknown-terrain", "entry-off-map"});
    CHECK(fs[0].where.line == 42);
    CHECK(fs[0].where.feature == "off");
    CHECK(fs[0].severity == Severity::Error);
    CHECK(fs[1].where.line == 44);
    CHECK(fs[1].message.find("'causeway'") != std::string::npos);
    CHECK(fs[2].where.line == 43);
    CHECK(fs[2].severity == Severity::Error);
}
