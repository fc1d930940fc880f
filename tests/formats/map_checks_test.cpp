// maps::checkMap on hand-built maps: table-driven geometry ties (touching the
// map at one corner, running along a map-edge hexside or an off-map one,
// holes touching their ring) and every code, with expected findings worked
// out by hand on a 4 x 3 flat-top odd grid:
//   column 0 centres (0,0) (0,2) (0,4); column 1 (3,1) (3,3) (3,5);
//   column 2 (6,0) (6,2) (6,4);         column 3 (9,1) (9,3) (9,5).
// Each hex: centre + (+-2,0), (+-1,+-1). The map spans u in [-2, 11].

#include "maps/map_analysis.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::maps;
using geometry::Point;
using geometry::Ring;

namespace {

TerrainCatalog testCatalog()
{
    TerrainCatalog c;
    auto add = [&](std::string id, TerrainKind kind) {
        Terrain t;
        t.id = std::move(id);
        t.kind = kind;
        if (kind == TerrainKind::Level) t.elevation = 1;
        c.terrains.push_back(t);
    };
    add("rough", TerrainKind::Type);
    add("road", TerrainKind::Feature);
    add("hill-1", TerrainKind::Level);
    add("smoke", TerrainKind::Marker);
    c.defaultType = "rough";
    return c;
}

Map testMap()
{
    Map m;
    m.id = "m";
    m.grid.columns = 4;
    m.grid.rows = 3;
    return m;
}

Feature area(std::string terrain, Ring outer, std::vector<Ring> holes = {})
{
    Feature f;
    f.id = "f";
    f.terrain = std::move(terrain);
    f.shape = FeatureShape::Area;
    f.area.outer = std::move(outer);
    f.area.holes = std::move(holes);
    f.line = 42;
    return f;
}

Feature line(std::string terrain, std::vector<Point> path)
{
    Feature f;
    f.id = "f";
    f.terrain = std::move(terrain);
    f.shape = FeatureShape::Line;
    f.path = std::move(path);
    f.line = 42;
    return f;
}

std::vector<std::string> codesOf(const Findings& fs)
{
    std::vector<std::string> out;
    for (const Finding& f : fs) out.push_back(f.code);
    return out;
}

struct CheckCase {
    const char* name;
    Feature feature;
    std::vector<std::string> codes;
};

} // namespace

TEST_CASE("checkMap: one feature, expected codes", "[maps][checks]")
{
    const Ring square{{1, 1}, {5, 1}, {5, 4}, {1, 4}};
    const CheckCase c = GENERATE_COPY(values<CheckCase>({
        {"a clean area", area("rough", square), {}},
        {"a clean hexagon: exactly hex (0,0)", area("rough", {{2, 0}, {1, 1}, {-1, 1}, {-2, 0}, {-1, -1}, {1, -1}}), {}},
        {"unknown terrain", area("meadow", square), {"unknown-terrain"}},
        {"level terrain as a line", line("hill-1", {{1, 1}, {5, 1}}), {"wrong-shape"}},
        {"marker terrain drawn on the map", area("smoke", square), {"wrong-shape"}},
        {"area with two points", area("rough", {{1, 1}, {5, 1}}), {"too-few-vertices"}},
        {"line with one point", line("road", {{1, 1}}), {"too-few-vertices"}},
        {"area closed by repeating the first point", area("rough", {{1, 1}, {5, 1}, {5, 4}, {1, 1}}), {"repeated-vertex"}},
        {"area with a doubled point", area("rough", {{1, 1}, {5, 1}, {5, 1}, {1, 4}}), {"repeated-vertex"}},
        {"line with a doubled point", line("road", {{1, 1}, {3, 3}, {3, 3}}), {"repeated-vertex"}},
        {"a closed line is fine", line("road", {{1, 1}, {5, 1}, {5, 4}, {1, 1}}), {}},
        // Shoelace of (1,1)(5,1)(5,3)(3,1): -4 + 10 - 4 + 2 = 4, not zero; (3,1) lies on the first edge.
        {"ring touching itself at a vertex", area("rough", {{1, 1}, {5, 1}, {5, 3}, {3, 1}}), {"self-intersecting-polygon"}},
        // Bow tie: the two lobes cancel exactly, so both codes.
        {"balanced bow tie", area("rough", {{1, 1}, {3, 3}, {3, 1}, {1, 3}}), {"self-intersecting-polygon", "zero-area-polygon"}},
        {"three points on one line", area("rough", {{1, 1}, {2, 2}, {4, 4}}), {"zero-area-polygon"}},
        {"hole inside", area("rough", square, {{{2, 2}, {3, 2}, {2, 3}}}), {}},
        {"hole touching its ring at a corner", area("rough", square, {{{1, 1}, {3, 2}, {2, 3}}}), {}},
        {"hole along its ring's edge", area("rough", square, {{{2, 1}, {4, 1}, {3, 2}}}), {}},
        {"hole with a point outside", area("rough", square, {{{2, 2}, {6, 2}, {3, 3}}}), {"hole-outside-polygon"}},
        {"hole disjoint from its ring", area("rough", square, {{{7, 2}, {8, 2}, {7, 3}}}), {"hole-outside-polygon"}},
        {"hole that is itself bad", area("rough", square, {{{2, 2}, {3, 2}}}), {"too-few-vertices"}},
        {"two holes apart", area("rough", square, {Ring{{1.5, 1.5}, {2.5, 1.5}, {2, 2.5}}, Ring{{3.5, 1.5}, {4.5, 1.5}, {4, 2.5}}}), {}},
        {"two holes touching at a corner", area("rough", square, {Ring{{2, 2}, {3, 2}, {2, 3}}, Ring{{3, 2}, {4, 2}, {4, 3}}}), {}},
        {"two holes sharing an edge", area("rough", square, {Ring{{2, 2}, {3, 2}, {3, 3}}, Ring{{2, 2}, {3, 3}, {2, 3}}}), {}},
        // The second triangle's base (v = 2.5) cuts through the first one's sides.
        {"two holes crossing", area("rough", square, {Ring{{2, 2}, {4, 2}, {3, 3}}, Ring{{2, 2.5}, {4, 2.5}, {3, 1.5}}}), {"holes-overlap"}},
        {"a hole inside another hole", area("rough", square, {Ring{{1.5, 1.5}, {4.5, 1.5}, {3, 3.5}}, Ring{{2.5, 2}, {3.5, 2}, {3, 2.5}}}),
         {"holes-overlap"}},
        {"the same hole twice, drawn both ways round", area("rough", square, {Ring{{2, 2}, {3, 2}, {2, 3}}, Ring{{2, 3}, {3, 2}, {2, 2}}}),
         {"holes-overlap"}},
        // A diamond on the midpoints of a rectangle's sides: every diamond vertex
        // is on the rectangle, no edges cross properly, yet it lies inside it.
        {"a hole inscribed in another", area("rough", square, {Ring{{2, 2}, {4, 2}, {4, 3}, {2, 3}}, Ring{{3, 2}, {4, 2.5}, {3, 3}, {2, 2.5}}}),
         {"holes-overlap"}},
        {"wholly off the map, left", area("rough", {{-2.5, 0}, {-5, -1}, {-5, 1}}), {"feature-off-map"}},
        {"far off the map", line("road", {{1000, 1000}, {2000, 1000}}), {"feature-off-map"}},
        {"touching the map at one corner only", area("rough", {{-2, 0}, {-5, -1}, {-5, 1}}), {"feature-partly-off-map"}},
        {"line crossing the bottom edge", line("road", {{3, 3}, {3, 8}}), {"feature-partly-off-map"}},
        {"line along a map-edge hexside", line("road", {{2, 0}, {4, 0}}), {}},
        // (1,-1)-(2,-2) separates off-map hexes (0,-1) and (1,-1); it only meets the map at (1,-1).
        {"line along an off-map hexside", line("road", {{1, -1}, {2, -2}}), {"feature-partly-off-map"}},
        // The hexagon of off-map hex (1,-1) shares the edge (2,0)-(4,0) with the map.
        {"off-map hexagon sharing an edge with the map", area("rough", {{5, -1}, {4, 0}, {2, 0}, {1, -1}, {2, -2}, {4, -2}}),
         {"feature-partly-off-map"}},
        {"the whole map's right edge", line("road", {{11, 1}, {10, 2}, {11, 3}, {10, 4}, {11, 5}}), {}},
    }));
    INFO(c.name);
    Map m = testMap();
    m.features.push_back(c.feature);
    const Findings fs = checkMap(m, testCatalog(), "test.map.xml");
    CHECK(codesOf(fs) == c.codes);
    for (const Finding& f : fs) {
        CHECK(f.where.file == "test.map.xml");
        CHECK(f.where.line == 42);
        CHECK(f.where.feature == "f");
        CHECK(f.severity == (f.code == "feature-partly-off-map" ? Severity::Warning : Severity::Error));
    }
}

TEST_CASE("checkMap: a hole spanning the notch of a U-shaped ring is outside it", "[maps][checks]")
{
    // U: the notch is the square (2,1)-(4,1)-(4,4)-(2,4), open at the top. A hole
    // exactly over the notch has every vertex on the ring and crosses no edge
    // properly, yet lies wholly outside; a hole along the notch's bottom is inside.
    const Ring u{{0, 0}, {6, 0}, {6, 4}, {4, 4}, {4, 1}, {2, 1}, {2, 4}, {0, 4}};
    Map m = testMap();
    m.features.push_back(area("rough", u, {{{2, 1}, {4, 1}, {4, 4}, {2, 4}}}));
    CHECK(codesOf(checkMap(m, testCatalog(), "u")) == std::vector<std::string>{"hole-outside-polygon"});
    m.features[0].area.holes = {{{2, 1}, {4, 1}, {3, 0.5}}};
    CHECK(codesOf(checkMap(m, testCatalog(), "u")).empty());
    // Same notch hole with the ring drawn the other way round.
    Ring reversed(u.rbegin(), u.rend());
    m.features[0].area = {reversed, {{{2, 1}, {4, 1}, {4, 4}, {2, 4}}}};
    CHECK(codesOf(checkMap(m, testCatalog(), "u")) == std::vector<std::string>{"hole-outside-polygon"});
}

TEST_CASE("checkMap: duplicate ids and hex entries", "[maps][checks]")
{
    Map m = testMap();
    m.features.push_back(area("rough", {{1, 1}, {5, 1}, {5, 4}}));
    m.features.push_back(line("road", {{1, 1}, {5, 4}}));
    m.features[1].line = 50;
    m.hexTerrain.push_back({{1, 1}, "rough", {}, 60, std::nullopt});
    m.hexTerrain.push_back({{4, 0}, "rough", {}, 61, std::nullopt});   // column 4 of a 4-column grid
    m.hexTerrain.push_back({{0, 0}, "swamp", {}, 62, std::nullopt});
    m.hexTerrain.push_back({{0, 1}, "smoke", {}, 63, std::nullopt});
    m.hexsides.push_back({{0, 0}, 0, "road", {}, 64});
    m.hexsides.push_back({{0, 0}, 1, "hedge", {}, 65});
    m.markers.push_back({{-1, 2}, "observation-post", "", {}, 66});
    const Findings fs = checkMap(m, testCatalog(), "t");
    REQUIRE(codesOf(fs) ==
            std::vector<std::string>{"duplicate-id", "hex-off-map", "unknown-terrain", "wrong-shape", "unknown-terrain", "hex-off-map"});
    CHECK(fs[0].where.line == 50);
    CHECK(fs[0].message.find("line 42") != std::string::npos);
    CHECK(fs[1].where.line == 61);
    CHECK(fs[2].where.line == 62);
    CHECK(fs[2].where.hex == "A1");
    CHECK(fs[3].where.line == 63);
    CHECK(fs[3].where.hex == "A2");
    CHECK(fs[4].where.line == 65);
    CHECK(fs[5].where.line == 66);
}

TEST_CASE("checkMap: position checks on a pointy-top even grid", "[maps][checks]")
{
    // Pointy-top, even rows shoved: row 0 centres (1,0) (3,0) (5,0); row 1 (0,3) (2,3) (4,3);
    // each hex: centre + (0,+-2), (+-1,+-1). Row 0 spans u in [0, 6].
    Map m = testMap();
    m.grid.orientation = geometry::HexOrientation::PointyTop;
    m.grid.parity = geometry::OffsetParity::Even;
    m.grid.columns = 3;
    m.grid.rows = 2;
    m.features.push_back(line("road", {{1, 0}, {5, 0}}));
    CHECK(codesOf(checkMap(m, testCatalog(), "p")).empty());
    m.features[0].path = {{1, 0}, {7, 0}};         // leaves row 0 through its right edge u = 6
    CHECK(codesOf(checkMap(m, testCatalog(), "p")) == std::vector<std::string>{"feature-partly-off-map"});
    m.features[0].path = {{6, -1}, {6, 1}};        // the right edge of hex (2,0) itself
    CHECK(codesOf(checkMap(m, testCatalog(), "p")).empty());
    m.features[0].path = {{6.5, -1}, {6.5, 1}};    // beside it, off the map
    CHECK(codesOf(checkMap(m, testCatalog(), "p")) == std::vector<std::string>{"feature-off-map"});
}

TEST_CASE("checkMap: edge verdicts come from the map edge, not from the artwork's shape", "[maps][checks]")
{
    // The same artwork shifted by whole hexes into a larger grid (6 lattice units
    // in u = two columns, keeping the column parity; 4 in v = two rows) is clean.
    const std::vector<std::pair<Feature, std::vector<std::string>>> cases = {
        {area("rough", {{-2, 0}, {-5, -1}, {-5, 1}}), {"feature-partly-off-map"}},
        {line("road", {{1, -1}, {2, -2}}), {"feature-partly-off-map"}},
        {line("road", {{2, 0}, {4, 0}}), {}},
    };
    for (const auto& [feature, codes] : cases) {
        Map m = testMap();
        m.grid.columns = 6;
        m.grid.rows = 5;
        Feature moved = feature;
        for (Point& p : moved.area.outer) p = {p.u + 6, p.v + 4};
        for (Point& p : moved.path) p = {p.u + 6, p.v + 4};
        // On the larger grid the shifted artwork sits inside: every contact is with on-map hexes.
        m.features = {moved};
        CHECK(codesOf(checkMap(m, testCatalog(), "s")).empty());
        // Unshifted, at the larger grid's corner, the original verdict holds.
        m.features = {feature};
        CHECK(codesOf(checkMap(m, testCatalog(), "s")) == codes);
    }
}
