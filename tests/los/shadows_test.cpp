// Viewer shadows (geometry/los/shadows.h): the shortcut viewsheds and matrix
// rows take before walking a string. A shadow may only ever say "blocked"
// where the rules say blocked; each case below is worked out by hand, and
// the boards check the shortcut against the full rules on every pair.

#include "los_fixture.h"

#include "../benchmarks/generated_board.h"
#include "formats/map/map_format.h"
#include "geometry/los/analysis.h"
#include "geometry/los/brute_force.h"
#include "geometry/los/shadows.h"
#include "geometry/los/string_walk.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::geometry::los;
using crestline::test::LosFixture;

namespace {

const BlockingLevels kObstaclesAtZero{1, 0}; // FF between two level 0 hexes

bool shadowed(LosFixture& f, const std::string& from, const std::string& to, BlockingLevels blocking = kObstaclesAtZero)
{
    const ViewerShadows shadows(f.scene(), f.hex(from));
    return shadows.certainlyBlocked(f.hex(to), blocking);
}

/// A bundled board's LOS scene, opened as a document; REQUIREs it reads without errors.
const Scene& boardScene(const jobs::MapDocument& doc)
{
    REQUIRE(doc.loaded());
    REQUIRE_FALSE(doc.hasErrors());
    return doc.scene();
}

} // namespace

TEST_CASE("FF blocking levels: crests of level m and obstacles at the higher end's level", "[los][shadows][24.512][24.52]")
{
    const FightingFormationsRules ff;
    // Equal levels: m = top + 1 [24.513]; obstacles at or above top [24.52].
    CHECK(ff.blockingLevels(0, 0).levelArea == 1);
    CHECK(ff.blockingLevels(0, 0).obstacle == 0);
    CHECK(ff.blockingLevels(2, 2).levelArea == 3);
    CHECK(ff.blockingLevels(2, 2).obstacle == 2);
    // Different levels: m = top [24.512], either way round.
    CHECK(ff.blockingLevels(1, 0).levelArea == 1);
    CHECK(ff.blockingLevels(0, 3).levelArea == 3);
    CHECK(ff.blockingLevels(0, 3).obstacle == 3);
    // Depressions: m = 0 between -1 and 0, but only level areas above 0 block on contact.
    CHECK(ff.blockingLevels(-1, 0).levelArea == 1);
    CHECK(ff.blockingLevels(-1, -1).obstacle == -1);
}

TEST_CASE("shadows: a string through a building's corner is blocked, a 1/64 miss is not", "[los][shadows][tie]")
{
    // A5 (0,8) -> G5 (18,8) runs along v = 8. The building's top edge lies on
    // the string, so its arc from A5 starts exactly at the string's direction.
    LosFixture touching;
    touching.area("b1", "building", LosFixture::rect(9, 8, 10, 9));
    CHECK(shadowed(touching, "A5", "G5"));
    CHECK(touching.ruling("A5", "G5").verdict == Verdict::Blocked);
    // Lowered by 1/64 (an exact binary fraction) the arc starts just past the string.
    LosFixture missing;
    missing.area("b1", "building", LosFixture::rect(9, 8 + 1.0 / 64, 10, 9));
    CHECK_FALSE(shadowed(missing, "A5", "G5"));
    CHECK(missing.ruling("A5", "G5").verdict == Verdict::Clear);
}

TEST_CASE("shadows: artwork reaching an end hex or lying beyond the target casts none", "[los][shadows][23.1]")
{
    // In the target's own hex G5 (18,8), before its centre dot: the arc holds
    // the string and every point is nearer than the centre dot, but artwork
    // in the target's hex does not count [23.1]. (At v = 7.5 and 8.5 the
    // hexagon spans u 16.5..19.5, so the rectangle is inside it.)
    LosFixture inTarget;
    inTarget.area("b1", "building", LosFixture::rect(16.5, 7.5, 17.5, 8.5));
    CHECK_FALSE(shadowed(inTarget, "A5", "G5"));
    CHECK(inTarget.ruling("A5", "G5").verdict == Verdict::Clear);
    // Beyond the target G5 (u 20.5..21.5, past its centre dot at 18): the
    // ray meets it, the string does not.
    LosFixture beyond(10, 10);
    beyond.area("b1", "building", LosFixture::rect(20.5, 7.5, 21.5, 8.5));
    CHECK_FALSE(shadowed(beyond, "A5", "G5"));
    CHECK(beyond.ruling("A5", "G5").verdict == Verdict::Clear);
    // The same building seen on to I5 (24,8): now it lies between the ends,
    // apart from both hexes, and blocks.
    CHECK(shadowed(beyond, "A5", "I5"));
    CHECK(beyond.ruling("A5", "I5").verdict == Verdict::Blocked);
}

TEST_CASE("shadows: artwork round the viewer's hex casts none", "[los][shadows]")
{
    // A C-shaped building round D5 (9,9), open to the east: it holds the
    // viewer's hex in its box and wraps more than half way round it, so it
    // casts no shadow. G5 (18,8) is seen through the opening (the string
    // crosses u = 14 at v = 8.44, inside the gap 4 < v < 14).
    LosFixture f(10, 10);
    f.area("c1", "building", {{4, 3}, {14, 3}, {14, 4}, {5, 4}, {5, 14}, {14, 14}, {14, 15}, {4, 15}});
    CHECK_FALSE(shadowed(f, "D5", "G5"));
    CHECK(f.ruling("D5", "G5").verdict == Verdict::Clear);
    // Due west the wall is in the way: the rules block; the shadow stays silent.
    CHECK_FALSE(shadowed(f, "D5", "A5"));
    CHECK(f.ruling("D5", "A5").verdict == Verdict::Blocked);
}

TEST_CASE("shadows: hexes wholly inside a hill stand in for the hill", "[los][shadows][24.513]")
{
    // A level 1 hill over u 4..17 reaches into G5's hex (u 16..20), so the
    // hill as a whole casts no shadow towards G5; D4 and D5 lie wholly inside
    // it and between the ends, and the string A5 -> G5 (v = 8) runs along
    // their shared hexside. Both ends are level 0: m = 1 blocks [24.513].
    LosFixture f(10, 10);
    f.area("h1", "hill-1", LosFixture::rect(4, -1, 17, 20));
    REQUIRE(f.level("A5") == 0);
    REQUIRE(f.level("G5") == 0);
    CHECK(shadowed(f, "A5", "G5", {1, 0}));
    CHECK(f.ruling("A5", "G5").verdict == Verdict::Blocked);
    // Between two level 1 hexes the hill is no crest (m = 2): no shadow.
    CHECK_FALSE(shadowed(f, "A5", "G5", {2, 1}));
}

TEST_CASE("shadows: only artwork at the blocking levels counts", "[los][shadows][24.52]")
{
    // A5 level 0 looks up at G5, level 1 on a hill drawn inside its own hex.
    // The level 0 building between them is below the higher end: no block
    // [24.52], and it is not in the hex before the lower end, so no blind hex.
    LosFixture f;
    f.area("b1", "building", LosFixture::rect(9, 7.5, 10, 8.5));
    f.area("h1", "hill-1", {{19.5, 8}, {18.5, 9}, {17.5, 9}, {16.5, 8}, {17.5, 7}, {18.5, 7}});
    REQUIRE(f.level("G5") == 1);
    const FightingFormationsRules ff;
    CHECK_FALSE(shadowed(f, "A5", "G5", ff.blockingLevels(0, 1)));
    CHECK(f.ruling("A5", "G5").verdict == Verdict::Clear);
    // With obstacles at level 0 counted the same building does shadow it.
    CHECK(shadowed(f, "A5", "G5", {1, 0}));
}

TEST_CASE("blind zone: the 24.53 depression example from C1 is C3 behind the building in C2", "[los][shadows][24.53]")
{
    // As in ff_examples_test: a depression down column C, a building in C2 at
    // level -1. From C1 (level 0) the only depression hex directly behind
    // the building is C3; C4 and beyond have C3 (no building) before them,
    // and no other hex is at level -1.
    LosFixture f;
    f.area("dep", "depression", LosFixture::rect(4.5, 0.5, 7.5, 9.5));
    f.area("b1", "building", LosFixture::rect(5.5, 1.5, 6.5, 2.5));
    const FightingFormationsRules rules;
    const auto zone = blindZone(rules, f.scene(), f.hex("C1"), {});
    REQUIRE(zone.size() == 1);
    CHECK(zone[0].hex == f.hex("C3"));
    CHECK(zone[0].blind == f.hex("C3"));
    CHECK(zone[0].obstacleHex == f.hex("C2"));
    REQUIRE(zone[0].artwork >= 0);
    CHECK(f.scene().artwork()[std::size_t(zone[0].artwork)].id == "b1");
}

TEST_CASE("a string between on-map centre dots never enters an off-map hex", "[los][shadows][walk]")
{
    // What lets shadows ignore the map's edge: every point of such a string
    // lies in an on-map hex, so artwork it meets is artwork the rules see.
    // Every pair of hexes on every small grid of each shape and parity.
    int strings = 0;
    for (auto orientation : {geometry::HexOrientation::FlatTop, geometry::HexOrientation::PointyTop})
        for (auto parity : {geometry::OffsetParity::Odd, geometry::OffsetParity::Even})
            for (int columns = 1; columns <= 7; ++columns)
                for (int rows = 1; rows <= 7; ++rows) {
                    geometry::GridSpec spec;
                    spec.orientation = orientation;
                    spec.parity = parity;
                    spec.columns = columns;
                    spec.rows = rows;
                    const geometry::HexGrid grid(spec);
                    std::vector<HexPart> parts;
                    for (int i = 0; i < grid.count(); ++i)
                        for (int j = 0; j < grid.count(); ++j) {
                            walkString(grid, grid.fromIndex(i), grid.fromIndex(j), parts);
                            ++strings;
                            for (const HexPart& p : parts) {
                                if (p.onMap) continue;
                                INFO(columns << "x" << rows << " " << i << " -> " << j);
                                REQUIRE(p.how != Crossing::Interior);
                            }
                        }
                }
    CHECK(strings == 78400); // 4 shapes x sum over sizes of (columns * rows)^2
}

TEST_CASE("shadows never contradict the rules on the bundled boards", "[los][shadows][crosscheck]")
{
    const FightingFormationsRules rules;
    for (const char* name : {"ridge-farm.map.xml", "millbrook.map.xml"}) {
        const jobs::MapDocument doc = test::bundledBoard(name);
        const Scene& scene = boardScene(doc);
        const auto& g = scene.grid();
        int settled = 0, blocked = 0;
        for (int i = 0; i < g.count(); ++i) {
            const ViewerShadows shadows(scene, g.fromIndex(i));
            for (int j = 0; j < g.count(); ++j) {
                const Ruling r = rules.check(scene, g.fromIndex(i), g.fromIndex(j), {}, Detail::Verdict);
                blocked += r.verdict == Verdict::Blocked;
                if (!shadows.certainlyBlocked(g.fromIndex(j), rules.blockingLevels(scene.hexLevel(g.fromIndex(i)), scene.hexLevel(g.fromIndex(j)))))
                    continue;
                ++settled;
                INFO(name << " " << g.label(g.fromIndex(i)) << " -> " << g.label(g.fromIndex(j)));
                REQUIRE(r.verdict == Verdict::Blocked);
            }
        }
        INFO(name << ": shadows settled " << settled << " of " << blocked << " blocked strings");
        CHECK(settled > 0);
    }
}

TEST_CASE("the all-pairs matrix matches single rulings on the bundled boards", "[los][shadows][matrix]")
{
    const FightingFormationsRules rules;
    for (const char* name : {"ridge-farm.map.xml", "millbrook.map.xml"}) {
        const jobs::MapDocument doc = test::bundledBoard(name);
        const Scene& scene = boardScene(doc);
        const auto& g = scene.grid();
        const LosMatrix m = allPairs(rules, scene, {}, 2);
        for (int i = 0; i < g.count(); ++i)
            for (int j = 0; j < g.count(); ++j) {
                const Ruling r = rules.check(scene, g.fromIndex(i), g.fromIndex(j), {}, Detail::Verdict);
                INFO(name << " " << g.label(g.fromIndex(i)) << " -> " << g.label(g.fromIndex(j)));
                REQUIRE(m.at(i, j).verdict() == r.verdict);
                REQUIRE(m.at(i, j).hindrance() == r.hindrance);
            }
    }
}

TEST_CASE("viewsheds on a generated 150 x 134 board match single rulings", "[los][shadows][viewshed]")
{
    // The benchmark's board (1,634 pieces): many shadows per viewer.
    auto core = formats::readCatalogFile(std::string(CRESTLINE_SOURCE_DIR) + "/maps/catalogs/ff-core.terrain.xml");
    auto sample = formats::readCatalogFile(std::string(CRESTLINE_SOURCE_DIR) + "/maps/catalogs/ff-sample.terrain.xml");
    REQUIRE(core.ok());
    REQUIRE(sample.ok());
    maps::TerrainCatalog catalog = std::move(*core.value);
    for (auto& t : sample.value->terrains) catalog.terrains.push_back(t);
    const maps::Map map = bench::generatedBoard();
    const maps::MapAnalysis analysis(map, catalog);
    const Scene scene = maps::buildLosScene(analysis);
    const FightingFormationsRules rules;
    const auto& g = scene.grid();
    int levels[6] = {0};
    for (const geometry::OffsetCoord viewer : {geometry::OffsetCoord{17, 29}, geometry::OffsetCoord{54, 82}, geometry::OffsetCoord{126, 132}}) {
        ++levels[scene.hexLevel(viewer) + 1];
        const auto cells = viewshed(rules, scene, viewer, {}, 2);
        for (int i = 0; i < g.count(); ++i) {
            const Ruling r = rules.check(scene, viewer, g.fromIndex(i), {}, Detail::Verdict);
            INFO(g.label(viewer) << " -> " << g.label(g.fromIndex(i)));
            REQUIRE(cells[std::size_t(i)].verdict() == r.verdict);
            REQUIRE(cells[std::size_t(i)].hindrance() == r.hindrance);
        }
    }
    // Viewers on a hill (17,29 is level 3) and in the open.
    CHECK(levels[1] == 2);
    CHECK(levels[4] == 1);
}

TEST_CASE("viewsheds and the matrix agree with brute force on random maps of every grid shape", "[los][shadows][property]")
{
    // The bundled boards are flat-top, odd parity; shadows use the hexagon's
    // half extents, which swap for pointy-top grids, and the map-edge
    // invariant, which differs by parity. Random maps (hills big enough to
    // reach the map's edge, artwork partly off the map) on all four shapes,
    // every viewer, against the brute-force reference.
    int blocked = 0, total = 0;
    for (auto orientation : {geometry::HexOrientation::FlatTop, geometry::HexOrientation::PointyTop})
        for (auto parity : {geometry::OffsetParity::Odd, geometry::OffsetParity::Even})
            for (unsigned seed : {11u, 12u}) {
                LosFixture f(9, 8);
                f.map().grid.orientation = orientation;
                f.map().grid.parity = parity;
                crestline::test::populate(f, crestline::test::makeRandomMap(seed, 9, 8), [](geometry::Point p) { return p; });
                const Scene& scene = f.scene();
                const auto& g = scene.grid();
                const FightingFormationsRules rules;
                const LosMatrix matrix = allPairs(rules, scene, {}, 2);
                for (int v = 0; v < g.count(); ++v) {
                    const auto cells = viewshed(rules, scene, g.fromIndex(v), {}, 2);
                    for (int i = 0; i < g.count(); ++i) {
                        const Ruling slow = bruteForceRuling(scene, g.fromIndex(v), g.fromIndex(i), {});
                        INFO((orientation == geometry::HexOrientation::FlatTop ? "flat " : "pointy ")
                             << (parity == geometry::OffsetParity::Odd ? "odd " : "even ") << seed << ": " << g.label(g.fromIndex(v)) << " -> "
                             << g.label(g.fromIndex(i)));
                        REQUIRE(cells[std::size_t(i)].verdict() == slow.verdict);
                        REQUIRE(cells[std::size_t(i)].hindrance() == slow.hindrance);
                        REQUIRE(matrix.at(v, i) == cells[std::size_t(i)]);
                        blocked += slow.verdict == Verdict::Blocked;
                        ++total;
                    }
                }
            }
    // Blocked strings are common enough for shadows to matter.
    CHECK(blocked * 5 > total);
}
