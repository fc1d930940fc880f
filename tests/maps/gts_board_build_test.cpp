// The GTS LOS board built from a gts map and its catalog
// (maps/gts/gts_board_build.cpp): what each hex, hexside and marker of the
// fixture tests/cli/data/gts-small.map.xml becomes, the scene carrying it,
// and GtsRules ruling on that scene with verdicts worked out by hand from
// gts-los.md's examples 1, 3, 7, 9 and 10 (the fixture's comment).

#include "formats/map/map_format.h"
#include "geometry/los/rules.h"
#include "geometry/los/systems/gts/gts_board.h"
#include "maps/gts/gts_board_build.h"
#include "maps/los_scene.h"
#include "maps/map_delta.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace crestline;
using geometry::OffsetCoord;
using geometry::los::GtsBoard;
using geometry::los::GtsLos;

namespace {

formats::LoadedMap loadFixture()
{
    auto r = formats::loadMap(std::filesystem::path(CRESTLINE_SOURCE_DIR) / "tests/cli/data/gts-small.map.xml");
    std::string findings;
    for (const auto& f : r.findings) findings += formatFinding(f) + "\n";
    INFO(findings);
    REQUIRE(r.ok());
    for (const auto& f : r.findings) REQUIRE(f.code == "reference-outside"); // the bundled catalog, an info
    return std::move(*r.value);
}

/// Column letter and row number as the fixture labels them: "A1" is (0, 0).
OffsetCoord hex(const char* label) { return {label[0] - 'A', std::atoi(label + 1) - 1}; }

} // namespace

TEST_CASE("gts board: each hex's LOS entry from its painted terrain, open where nothing is painted", "[maps][gts]")
{
    const formats::LoadedMap loaded = loadFixture();
    const maps::MapAnalysis analysis(loaded.map, loaded.catalog);
    REQUIRE(maps::usesGtsBoard(loaded.map));
    const auto board = maps::buildGtsBoard(analysis);
    CHECK(board->los(hex("A2")) == GtsLos::Blocks);
    CHECK(board->terrain(hex("A2")) == "woods");
    CHECK(board->los(hex("E2")) == GtsLos::Pair);
    CHECK(board->los(hex("B5")) == GtsLos::Clear);
    CHECK(board->terrain(hex("B5")) == "open"); // the catalog's default type
    // [15.4.1 Q&A] raised road over a town: one blocking hex
    CHECK(board->los(hex("H2")) == GtsLos::Blocks);
    // hexsides, whichever hex names them; blocking both ways
    CHECK(board->hexsideBlocks(hex("C2"), hex("C3")));
    CHECK(board->hexsideBlocks(hex("C3"), hex("C2")));
    CHECK(board->hexsideFeature(hex("C2"), hex("C3")) == "crest");
    CHECK(board->hexsideFeature(hex("F2"), hex("F3")) == "bridge");
    CHECK(board->hexsideBlocks(hex("F2"), hex("F3")));
    CHECK_FALSE(board->hexsideBlocks(hex("C1"), hex("C2")));
    CHECK(board->strongpoint(hex("G1")));
    CHECK_FALSE(board->observationPost(hex("G1")));
    CHECK(board->observationPost(hex("H1")));
    CHECK_FALSE(board->strongpoint(hex("H1")));
}

TEST_CASE("gts board: the LOS scene of a gts map carries it and the GTS rules rule on it", "[maps][gts][los]")
{
    const formats::LoadedMap loaded = loadFixture();
    const maps::MapAnalysis analysis(loaded.map, loaded.catalog);
    const geometry::los::Scene scene = maps::buildLosScene(analysis);
    REQUIRE(dynamic_cast<const GtsBoard*>(scene.hexTable()) != nullptr);
    const auto rules = geometry::los::rulesFor("gts");
    REQUIRE(rules);
    struct Case {
        const char* from;
        const char* to;
        geometry::los::Verdict verdict;
    };
    using geometry::los::Verdict;
    const Case cases[] = {
        {"A1", "A3", Verdict::Blocked}, {"A1", "A2", Verdict::Clear},  // [15.4] woods between; woods as the target
        {"B1", "B9", Verdict::Clear},   {"B1", "B10", Verdict::Blocked}, // [15.4] 8 hexes by clear day
        {"C1", "C4", Verdict::Blocked}, {"C1", "C3", Verdict::Clear},  // [15.4.1] crest crossed; a side of the target
        {"E1", "E3", Verdict::Clear},   {"E1", "E4", Verdict::Blocked}, // [15.4.1 Q&A] two orchards block
        {"F1", "F4", Verdict::Blocked}, {"F1", "F3", Verdict::Clear},  // [15.4.1 Q&A] bridge as a raised road
        {"G1", "G4", Verdict::Clear},   {"G4", "G1", Verdict::Blocked}, // [15.4.3] k = 2 from the strongpoint only
        {"G1", "G5", Verdict::Blocked},                                  // [15.4.3] k = 3 > 2
        {"H1", "H3", Verdict::Blocked},                                  // [15.4.2] the OP helps only spotting
    };
    for (const Case& c : cases) {
        INFO(c.from << " -> " << c.to);
        const auto ruling = rules->check(scene, hex(c.from), hex(c.to), {}, geometry::los::Detail::Verdict);
        CHECK(ruling.verdict == c.verdict);
    }
}

TEST_CASE("gts board: an FF map's scene carries no board", "[maps][gts]")
{
    maps::Map map;
    map.system = "ff";
    map.grid.columns = 3;
    map.grid.rows = 3;
    const maps::TerrainCatalog catalog;
    const maps::MapAnalysis analysis(map, catalog);
    CHECK(maps::buildLosScene(analysis).hexTable() == nullptr);
}

TEST_CASE("gts board: an edit brings the board up to date with the map", "[maps][gts]")
{
    formats::LoadedMap loaded = loadFixture();
    maps::MapAnalysis analysis(loaded.map, loaded.catalog);
    geometry::los::Scene scene = maps::buildLosScene(analysis);
    const auto rules = geometry::los::rulesFor("gts");
    CHECK(rules->check(scene, hex("B1"), hex("B4"), {}, geometry::los::Detail::Verdict).verdict == geometry::los::Verdict::Clear);
    loaded.map.hexTerrain.push_back({hex("B2"), "woods", {}, 0, std::nullopt});
    maps::MapDelta delta;
    delta.regions.push_back({2, 1, 4, 5}); // B2's box: centre (3, 3) +-1 in u, +-2 in v, as a painting edit names it
    analysis.update(delta);
    maps::updateLosScene(scene, analysis, delta);
    CHECK(rules->check(scene, hex("B1"), hex("B4"), {}, geometry::los::Detail::Verdict).verdict == geometry::los::Verdict::Blocked);
}

TEST_CASE("gts board: off-map records are left out, a clear feature never unblocks a hexside", "[maps][gts]")
{
    maps::TerrainCatalog catalog;
    catalog.system = "gts";
    auto feature = [](const char* id, maps::LosRole los) {
        maps::Terrain t;
        t.id = id;
        t.name = id;
        t.kind = maps::TerrainKind::Feature;
        t.los = los;
        return t;
    };
    catalog.terrains.push_back(feature("crest", maps::LosRole::Obstacle));
    catalog.terrains.push_back(feature("hedge", maps::LosRole::Clear));
    maps::Map map;
    map.system = "gts";
    map.grid.columns = 3;
    map.grid.rows = 3;
    map.hexsides.push_back({{0, 0}, 4, "crest", {}, 0}); // A1's N side: the map edge (gts-los.md DECISION: no features)
    map.hexsides.push_back({{1, 1}, 1, "crest", {}, 0}); // B2|B3
    map.hexsides.push_back({{1, 2}, 4, "hedge", {}, 0}); // B3|B2 again, clear: the crest still blocks
    map.hexTerrain.push_back({{5, 5}, "crest", {}, 0, std::nullopt});  // off the map
    map.markers.push_back({{7, 0}, "strongpoint", "", {}, 0});
    const maps::MapAnalysis analysis(map, catalog);
    const auto board = maps::buildGtsBoard(analysis);
    CHECK(board->hexsideBlocks({1, 1}, {1, 2}));
    CHECK(board->hexsideFeature({1, 1}, {1, 2}) == "crest");
    CHECK(board->terrain({1, 1}) == "clear"); // no default type in this catalog: the board's own clear
    CHECK_FALSE(board->strongpoint({2, 0}));
}

namespace {

maps::Terrain row(const char* id, maps::TerrainKind kind, maps::LosRole los)
{
    maps::Terrain t;
    t.id = id;
    t.name = id;
    t.kind = kind;
    t.los = los;
    return t;
}

/// A 6 x 6 gts map on a small chart: open (default), town, orchard; raised-road (blocks), road, railroad (clear).
struct LinkBoard {
    maps::TerrainCatalog catalog;
    maps::Map map;
    LinkBoard()
    {
        using maps::LosRole;
        using maps::TerrainKind;
        catalog.system = "gts";
        catalog.defaultType = "open";
        catalog.terrains = {row("open", TerrainKind::Type, LosRole::Clear),        row("town", TerrainKind::Type, LosRole::Obstacle),
                            row("orchard", TerrainKind::Type, LosRole::Pair),      row("raised-road", TerrainKind::Feature, LosRole::Obstacle),
                            row("road", TerrainKind::Feature, LosRole::Clear),     row("railroad", TerrainKind::Feature, LosRole::Clear)};
        map.system = "gts";
        map.grid.columns = 6;
        map.grid.rows = 6;
    }
};

} // namespace

TEST_CASE("gts board: a raised-road link makes every hex it runs through block, a road, railroad changes nothing", "[maps][gts]")
{
    LinkBoard b;
    b.map.hexTerrain.push_back({hex("D2"), "town", {}, 0, std::nullopt});
    b.map.hexTerrain.push_back({hex("C2"), "orchard", {}, 0, std::nullopt});
    b.map.hexTerrain.push_back({hex("E2"), "orchard", {}, 0, std::nullopt});
    b.map.links.push_back({"rr", "raised-road", {hex("A1"), hex("A2"), hex("A3")}, {}, 0});
    b.map.links.push_back({"", "raised-road", {hex("D1"), hex("D2")}, {}, 0}); // over a town
    b.map.links.push_back({"", "raised-road", {hex("E2"), hex("E3")}, {}, 0}); // over an orchard
    b.map.links.push_back({"", "road", {hex("B1"), hex("B2"), hex("B3")}, {}, 0});
    b.map.links.push_back({"", "railroad", {hex("C1"), hex("C2"), hex("C3")}, {}, 0});
    b.map.links.push_back({"", "causeway", {hex("F1"), hex("F2")}, {}, 0}); // not in the chart: left out
    const maps::MapAnalysis analysis(b.map, b.catalog);
    const auto board = maps::buildGtsBoard(analysis);
    for (const char* h : {"A1", "A2", "A3", "D1", "D2", "E2", "E3"}) {
        INFO(h);
        CHECK(board->los(hex(h)) == GtsLos::Blocks);
    }
    CHECK(board->terrain(hex("A2")) == "raised-road"); // open under it: the raised road is why it blocks
    CHECK(board->terrain(hex("D2")) == "town");        // [15.4.1 Q&A] already a blocking hex: still one, the town's
    CHECK(board->los(hex("B2")) == GtsLos::Clear);
    CHECK(board->terrain(hex("B2")) == "open");
    CHECK(board->los(hex("C2")) == GtsLos::Pair); // a railroad through an orchard: still an orchard
    CHECK(board->terrain(hex("C2")) == "orchard");
    CHECK(board->los(hex("F1")) == GtsLos::Clear);
    CHECK(board->los(hex("A4")) == GtsLos::Clear); // past the link's end
}

TEST_CASE("gts board: rulings across links, counted by hand", "[maps][gts][los]")
{
    LinkBoard b;
    b.map.hexTerrain.push_back({hex("D2"), "town", {}, 0, std::nullopt});
    b.map.links.push_back({"", "raised-road", {hex("A2"), hex("B2"), hex("C3")}, {}, 0});
    b.map.links.push_back({"", "raised-road", {hex("D1"), hex("D2"), hex("D3")}, {}, 0});
    b.map.links.push_back({"", "road", {hex("E1"), hex("E2"), hex("E3")}, {}, 0});
    b.map.markers.push_back({hex("F1"), "strongpoint", "", {}, 0});
    b.map.hexTerrain.push_back({hex("F2"), "town", {}, 0, std::nullopt});
    b.map.links.push_back({"", "raised-road", {hex("F2"), hex("F3")}, {}, 0});
    const maps::MapAnalysis analysis(b.map, b.catalog);
    const geometry::los::Scene scene = maps::buildLosScene(analysis);
    const auto rules = geometry::los::rulesFor("gts");
    auto rule = [&](const char* from, const char* to) {
        const auto r = rules->check(scene, hex(from), hex(to), {}, geometry::los::Detail::Full);
        const auto* d = std::get_if<geometry::los::GtsDetail>(&r.detail);
        REQUIRE(d);
        return std::pair{r.verdict, d->k};
    };
    using geometry::los::Verdict;
    // Down column A: A2 is on the raised road, one blocking hex between A1 and A3.
    CHECK(rule("A1", "A3") == std::pair{Verdict::Blocked, 1});
    CHECK(rule("A1", "A2") == std::pair{Verdict::Clear, 0}); // into the raised-road hex: it ends there
    // Raised road over the town D2: one blocking hex, not two [15.4.1 Q&A].
    CHECK(rule("D1", "D4") == std::pair{Verdict::Blocked, 2}); // D2 (town + raised road) and D3 (raised road)
    // A road is clear.
    CHECK(rule("E1", "E4") == std::pair{Verdict::Clear, 0});
    // Strongpoint F1, A = 2: F2 (town + raised road) and F3 (raised road) count 2, so F1 sees F4; F4 does not see F1.
    CHECK(rule("F1", "F4") == std::pair{Verdict::Clear, 2});
    CHECK(rule("F4", "F1") == std::pair{Verdict::Blocked, 2});
}

TEST_CASE("gts board: the sample board's observation post 2202 spots over the Kesselholz", "[maps][gts][los]")
{
    // maps/boards/aldenfeld.map.xml: OP 2202 (column 21, row 1), woods 2203 2204 2205,
    // nothing else that blocks down column 22 to the Ostwald's west edge.
    auto r = formats::loadMap(std::filesystem::path(CRESTLINE_SOURCE_DIR) / "maps/boards/aldenfeld.map.xml");
    REQUIRE(r.ok());
    for (const auto& f : r.findings) REQUIRE(f.code == "reference-outside"); // the catalog is in ../catalogs: an info
    const maps::MapAnalysis analysis(r.value->map, r.value->catalog);
    const geometry::los::Scene scene = maps::buildLosScene(analysis);
    const auto rules = geometry::los::rulesFor("gts");
    const OffsetCoord op{21, 1};
    auto rule = [&](int row, geometry::los::Purpose purpose, geometry::los::Weather weather = geometry::los::Weather::Clear) {
        geometry::los::PlayState state;
        state.conditions.purpose = purpose;
        state.conditions.weather = weather;
        const auto ruling = rules->check(scene, op, {21, row}, state, geometry::los::Detail::Full);
        const auto* d = std::get_if<geometry::los::GtsDetail>(&ruling.detail);
        REQUIRE(d);
        return *d;
    };
    using geometry::los::Purpose;
    using Outcome = geometry::los::GtsDetail::Outcome;
    // [15.4.2] spotting: three blocking hexes allowed, and into a fourth
    const auto spot = rule(5, Purpose::Spot);
    CHECK(spot.outcome == Outcome::Sees);
    CHECK(spot.k == 3);
    CHECK(spot.allowance == 3);
    const auto fire = rule(5, Purpose::Fire);
    CHECK(fire.outcome == Outcome::Blocked);
    CHECK(fire.allowance == 0);
    // 13 hexes by clear day when spotting: 2215 (d = 13) seen, 2216 (d = 14) out of range
    CHECK(rule(14, Purpose::Spot).outcome == Outcome::Sees);
    CHECK(rule(14, Purpose::Spot).distance == 13);
    CHECK(rule(15, Purpose::Spot).outcome == Outcome::OutOfRange);
    // fog: 2 hexes, OP or not [26.0]
    CHECK(rule(3, Purpose::Spot, geometry::los::Weather::Fog).outcome == Outcome::Sees);
    CHECK(rule(4, Purpose::Spot, geometry::los::Weather::Fog).outcome == Outcome::OutOfRange);
}
