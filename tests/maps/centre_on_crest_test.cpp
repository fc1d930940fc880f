// The analysis's centre-on-crest warning [24.5]: a hex centre exactly on a
// crest line takes the higher level, and the analysis says so. A purpose-
// built 4 x 3 flat-top odd grid (centres: column 1 at (3,1) (3,3) (3,5),
// column 2 at (6,0) (6,2) (6,4)); the level area is a rectangle whose top
// edge v = 3 runs exactly through the centre of hex B2 (column 1, row 1),
// beside the same rectangle 1/8 hex (1/4 lattice unit) lower.

#include "maps/map_analysis.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::maps;
using geometry::OffsetCoord;

namespace {

TerrainCatalog catalog()
{
    TerrainCatalog c;
    Terrain open;
    open.id = "open";
    c.terrains.push_back(open);
    for (const auto& [id, level] : {std::pair<const char*, int>{"hill-1", 1}, {"hill-2", 2}, {"depression", -1}}) {
        Terrain t;
        t.id = id;
        t.kind = TerrainKind::Level;
        t.elevation = level;
        c.terrains.push_back(t);
    }
    c.defaultType = "open";
    return c;
}

Map mapWithArea(const char* terrain, double top)
{
    Map m;
    m.id = "m";
    m.grid.columns = 4;
    m.grid.rows = 3;
    Feature f;
    f.id = "ridge";
    f.terrain = terrain;
    f.line = 9;
    f.area.outer = {{1, top}, {1, 5.5}, {7, 5.5}, {7, top}};
    m.features.push_back(f);
    return m;
}

Findings centreOnCrest(const Findings& fs)
{
    Findings out;
    for (const Finding& f : fs)
        if (f.code == "centre-on-crest") out.push_back(f);
    return out;
}

} // namespace

TEST_CASE("centre-on-crest: a crest line exactly through a hex centre is a warning on that hex", "[maps][analysis][crest]")
{
    const Map m = mapWithArea("hill-1", 3);
    const TerrainCatalog c = catalog();
    const MapAnalysis a(m, c);
    // B2's centre (3,3) is on the top edge: closed regions give it the higher level.
    CHECK(a.hex({1, 1}).level == 1);
    CHECK(a.hex({1, 1}).crestLinesThroughCentre == std::vector<int>{0});
    CHECK(a.hex({1, 2}).crestLinesThroughCentre.empty()); // (3,5): strictly inside
    CHECK(a.hex({2, 1}).crestLinesThroughCentre.empty()); // (6,2): outside
    const Findings fs = centreOnCrest(a.findings());
    REQUIRE(fs.size() == 1);
    CHECK(fs[0].severity == Severity::Warning);
    CHECK(fs[0].where.hex == "B2");
    CHECK(fs[0].where.feature == "ridge");
    CHECK(fs[0].where.line == 9);
    CHECK(fs[0].rule == "[24.5]");
    CHECK(fs[0].message == "the centre dot of B2 lies exactly on the crest line of 'ridge'; it takes the higher level, 1, not 0");
}

TEST_CASE("centre-on-crest: the same crest line 1/8 hex away is no tie", "[maps][analysis][crest]")
{
    const Map m = mapWithArea("hill-1", 3.25);
    const TerrainCatalog c = catalog();
    const MapAnalysis a(m, c);
    CHECK(a.hex({1, 1}).level == 0); // (3,3) is now outside the hill
    CHECK(a.hex({1, 1}).crestLinesThroughCentre.empty());
    CHECK(centreOnCrest(a.findings()).empty());
}

TEST_CASE("centre-on-crest: a depression's edge through a centre is a tie too", "[maps][analysis][crest]")
{
    // The depression holds only what is strictly inside it [24.5], so the
    // centre on its edge takes level 0, the higher of 0 and -1.
    const Map m = mapWithArea("depression", 3);
    const TerrainCatalog c = catalog();
    const MapAnalysis a(m, c);
    CHECK(a.hex({1, 1}).level == 0);
    CHECK(a.hex({1, 2}).level == -1);
    const Findings fs = centreOnCrest(a.findings());
    REQUIRE(fs.size() == 1);
    CHECK(fs[0].message == "the centre dot of B2 lies exactly on the crest line of 'ridge'; it takes the higher level, 0, not -1");
}

TEST_CASE("centre-on-crest: a crest line inside a higher hill decides nothing", "[maps][analysis][crest]")
{
    // The hill-1 edge through (3,3) lies wholly inside a hill-2 area, so the
    // centre is at level 2 on either side of it: no tie.
    Map m = mapWithArea("hill-1", 3);
    Feature high;
    high.id = "summit";
    high.terrain = "hill-2";
    high.line = 10;
    high.area.outer = {{0.5, 0.5}, {0.5, 5.75}, {7.5, 5.75}, {7.5, 0.5}};
    m.features.push_back(high);
    const TerrainCatalog c = catalog();
    const MapAnalysis a(m, c);
    CHECK(a.hex({1, 1}).level == 2);
    CHECK(centreOnCrest(a.findings()).empty());
}

namespace {

/// Two areas of `terrain` meeting along v = 3 (through B2's centre (3,3)):
/// the first below it as in mapWithArea, the second above it from v = `top`
/// down to 3 - `gap` (gap 0: they share the edge).
Map twoAreas(const char* terrain, double gap)
{
    Map m = mapWithArea(terrain, 3);
    Feature upper;
    upper.id = "upper";
    upper.terrain = terrain;
    upper.line = 10;
    upper.area.outer = {{1, 0.5}, {1, 3 - gap}, {7, 3 - gap}, {7, 0.5}};
    m.features.push_back(upper);
    return m;
}

} // namespace

TEST_CASE("centre-on-crest: two hills of one level meeting along an edge through a centre make no crest line there", "[maps][analysis][crest]")
{
    // B2's centre (3,3) is on the boundary of both rectangles but inside their
    // union: level 1 on every side of it, so no tie and no warning.
    const Map m = twoAreas("hill-1", 0);
    const TerrainCatalog c = catalog();
    const MapAnalysis a(m, c);
    CHECK(a.hex({1, 1}).level == 1);
    CHECK(a.hex({1, 1}).crestLinesThroughCentre.empty());
    CHECK(centreOnCrest(a.findings()).empty());
}

TEST_CASE("centre-on-crest: the same two hills 1/8 hex apart leave a crest line through the centre", "[maps][analysis][crest]")
{
    // The upper rectangle now stops at v = 2.75: the strip between is level 0,
    // so the lower rectangle's top edge through (3,3) is a real crest line.
    const Map m = twoAreas("hill-1", 0.25);
    const TerrainCatalog c = catalog();
    const MapAnalysis a(m, c);
    CHECK(a.hex({1, 1}).level == 1);
    const Findings fs = centreOnCrest(a.findings());
    REQUIRE(fs.size() == 1);
    CHECK(fs[0].message == "the centre dot of B2 lies exactly on the crest line of 'ridge'; it takes the higher level, 1, not 0");
}

TEST_CASE("centre-on-crest: two depressions meeting along an edge through a centre hold it", "[maps][analysis][crest]")
{
    // Each depression holds only its interior [24.5], but (3,3) is inside their
    // union: B2 is at level -1 (read alone, either edge would leave it at 0).
    const Map m = twoAreas("depression", 0);
    const TerrainCatalog c = catalog();
    const MapAnalysis a(m, c);
    CHECK(a.hex({1, 1}).level == -1);
    CHECK(centreOnCrest(a.findings()).empty());
}

TEST_CASE("centre-on-crest: a hill-1 and a hill-2 meeting along an edge: the tie names the higher level against the lower", "[maps][analysis][crest]")
{
    // Below v = 3 hill-1, above it hill-2: (3,3) reads 2 closed; open, only the
    // union of both (level >= 1) holds a disc around it, so it is 2 against 1.
    Map m = mapWithArea("hill-1", 3);
    Feature upper;
    upper.id = "upper";
    upper.terrain = "hill-2";
    upper.line = 10;
    upper.area.outer = {{1, 0.5}, {1, 3}, {7, 3}, {7, 0.5}};
    m.features.push_back(upper);
    const TerrainCatalog c = catalog();
    const MapAnalysis a(m, c);
    CHECK(a.hex({1, 1}).level == 2);
    const Findings fs = centreOnCrest(a.findings());
    REQUIRE(fs.size() == 1);
    CHECK(fs[0].message == "the centre dot of B2 lies exactly on the crest line of 'upper'; it takes the higher level, 2, not 1");
}
