// Copy, paste, duplicate, rotate and mirror (editor/edit/arrange.h). The
// expected coordinates are worked out by hand in the comments from the
// lattice frame's 60 degree matrices (flat-top u' = (u - 3v)/2,
// v' = (u + v)/2 clockwise; pointy-top u' = (u - v)/2, v' = (3u + v)/2),
// about the hex centre nearest the mean of the vertices; each edit is one
// undo step whose undo gives the XML back byte for byte.

#include "editor/edit/arrange.h"
#include "formats/map/map_format.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <random>

using namespace crestline;
using namespace crestline::edit;
using geometry::IPoint;
using geometry::Point;

namespace {

maps::Map gridMap(geometry::HexOrientation orientation, geometry::OffsetParity parity)
{
    maps::Map map;
    map.id = "arrange";
    map.name = "Arrange";
    map.system = "ff";
    map.grid.orientation = orientation;
    map.grid.parity = parity;
    map.grid.columns = 8;
    map.grid.rows = 6;
    map.grid.hexSize = 50;
    return map;
}

maps::Feature triangle(std::string id, std::vector<Point> points)
{
    maps::Feature f;
    f.id = std::move(id);
    f.terrain = "building";
    f.area.outer = std::move(points);
    return f;
}

/// Runs `edit`'s command on `map` through a stack, checks that undo gives
/// the XML back byte for byte and redo the edited XML; leaves it applied.
void doUndoRedo(maps::Map& map, ArrangeEdit edit)
{
    REQUIRE(edit.refusal.empty());
    REQUIRE(edit.command);
    const std::string before = formats::writeMapText(map);
    MapCommandStack stack;
    stack.push(std::move(edit.command), map);
    const std::string after = formats::writeMapText(map);
    CHECK(after != before);
    CHECK(stack.depth() == 1);
    stack.undo(map);
    CHECK(formats::writeMapText(map) == before);
    stack.redo(map);
    CHECK(formats::writeMapText(map) == after);
}

} // namespace

TEST_CASE("Arrange: the pivot is the hex centre nearest the mean of the vertices", "[edit][arrange]")
{
    const maps::Map map = gridMap(geometry::HexOrientation::FlatTop, geometry::OffsetParity::Odd);
    const geometry::HexGrid grid(map.grid);
    // Flat-top odd-q: hex (2,1) has centre (6, 2). The triangle E corner (8,2),
    // SE corner (7,3), centre (6,2): mean (7, 7/3). Squared distances on the
    // drawn map (v counts sqrt(3) times u): to (6,2) 1 + 3(1/3)^2 = 4/3; to
    // (9,3) 4 + 3(2/3)^2 = 16/3; to (6,4) 1 + 3(5/3)^2 = 28/3. So (6,2).
    const auto f = triangle("b", {{8, 2}, {7, 3}, {6, 2}});
    CHECK(vertexMean({f}).u == 7);
    CHECK(arrangePivot(grid, {f}) == IPoint{6, 2});
    // Off the map too: (-3.2, -1.1) is nearest hex (-1, -1)'s centre (-3, -1) (odd column: 2(-1) + 1).
    CHECK(nearestHexCentre(grid, {-3.2, -1.1}) == IPoint{-3, -1});
}

TEST_CASE("Arrange: a triangle turned and mirrored on a flat-top grid", "[edit][arrange]")
{
    maps::Map map = gridMap(geometry::HexOrientation::FlatTop, geometry::OffsetParity::Odd);
    const geometry::HexGrid grid(map.grid);
    map.features.push_back(triangle("other", {{0, 0}, {2, 0}, {1, 1}}));
    map.features.push_back(triangle("building-1", {{8, 2}, {7, 3}, {6, 2}}));
    const maps::Map original = map;

    SECTION("clockwise: E corner -> SE corner, SE corner -> SW corner, the centre stays")
    {
        // About (6,2): (2,0) -> ((2-0)/2, (2+0)/2) = (1,1); (1,1) -> ((1-3)/2, (1+1)/2) = (-1,1); (0,0) stays.
        ArrangeEdit edit = rotateFeatures(map, grid, {1}, Turn::Clockwise);
        CHECK(edit.command->label() == "Rotate 60° clockwise");
        CHECK(edit.selection == std::vector<int>{1});
        doUndoRedo(map, std::move(edit));
        CHECK(map.features[1].area.outer == std::vector<Point>{{7, 3}, {5, 3}, {6, 2}});
        CHECK(map.features[0] == original.features[0]);
        CHECK(map.features[1].id == "building-1");
        // And back: the pivot is the same hex centre, so the triangle is exactly what it was.
        doUndoRedo(map, rotateFeatures(map, grid, {1}, Turn::Anticlockwise));
        CHECK(map == original);
    }
    SECTION("anticlockwise: E corner -> NE corner, SE corner -> E corner")
    {
        // (2,0) -> ((2+0)/2, (0-2)/2) = (1,-1); (1,1) -> ((1+3)/2, (1-1)/2) = (2,0).
        doUndoRedo(map, rotateFeatures(map, grid, {1}, Turn::Anticlockwise));
        CHECK(map.features[1].area.outer == std::vector<Point>{{7, 1}, {8, 2}, {6, 2}});
    }
    SECTION("six turns are the identity, exactly")
    {
        for (int k = 0; k < 6; ++k) doUndoRedo(map, rotateFeatures(map, grid, {1}, Turn::Clockwise));
        CHECK(map == original);
    }
    SECTION("mirrors about the lines through (6,2)")
    {
        // Left-right: u -> 12 - u; top-bottom: v -> 4 - v.
        doUndoRedo(map, mirrorFeatures(map, grid, {1}, Mirror::LeftRight));
        CHECK(map.features[1].area.outer == std::vector<Point>{{4, 2}, {5, 3}, {6, 2}});
        doUndoRedo(map, mirrorFeatures(map, grid, {1}, Mirror::LeftRight));
        CHECK(map == original);
        doUndoRedo(map, mirrorFeatures(map, grid, {1}, Mirror::TopBottom));
        CHECK(map.features[1].area.outer == std::vector<Point>{{8, 2}, {7, 1}, {6, 2}});
    }
    SECTION("a quarter-lattice point turns to an exact eighth")
    {
        // (6.25, 2.5) is (0.25, 0.5) from the pivot: clockwise ((0.25 - 1.5)/2, (0.25 + 0.5)/2) = (-0.625, 0.375).
        // On the drawn map (x = u s/2, y = v s sqrt(3)/2): (0.125s, 0.433s) turned 60 degrees clockwise is
        // (0.125s/2 - 0.433s sqrt(3)/2, 0.125s sqrt(3)/2 + 0.433s/2) = (-0.3125s, 0.3248s): u -0.625, v 0.375.
        map.features[1].area.outer.push_back({6.25, 2.5});
        // The mean is now (27.25/4, 9.5/4) = (6.8125, 2.375): still nearest (6,2) (0.66 + 0.42 against (9,3)'s 4.8 + 1.2).
        doUndoRedo(map, rotateFeatures(map, grid, {1}, Turn::Clockwise));
        CHECK(map.features[1].area.outer.back() == Point{5.375, 2.375});
        CHECK(formats::writeMapText(map).find("7,3 5,3 6,2 5.375,2.375") != std::string::npos);
    }
    SECTION("several features turn about one pivot, as one step")
    {
        // "other" (0,0) (2,0) (1,1) with building-1: mean of the six vertices (24/6, 8/6) = (4, 1.333);
        // (3,1) (hex (1,0)): 1 + 3(1/3)^2 = 4/3; (6,2): 4 + 3(2/3)^2 = 16/3; (0,0): 16 + ... So the pivot is (3,1).
        // Mirror left-right about u = 3: u -> 6 - u.
        ArrangeEdit edit = mirrorFeatures(map, grid, {1, 0}, Mirror::LeftRight);
        CHECK(edit.selection == std::vector<int>{0, 1});
        doUndoRedo(map, std::move(edit));
        CHECK(map.features[0].area.outer == std::vector<Point>{{6, 0}, {4, 0}, {5, 1}});
        CHECK(map.features[1].area.outer == std::vector<Point>{{-2, 2}, {-1, 3}, {0, 2}});
    }
    SECTION("a hole and a line turn with their features")
    {
        maps::Feature road;
        road.id = "road-1";
        road.terrain = "road";
        road.shape = maps::FeatureShape::Line;
        road.path = {{6, 0}, {6, 4}};  // centre of hex (2,0) to centre of hex (2,2), through (6,2)
        road.width = 0.25;
        map.features.push_back(road);
        // Alone: mean (6,2), pivot (6,2). Clockwise: (0,-2) -> ((0+6)/2, (0-2)/2) = (3,-1); (0,2) -> (-3, 1):
        // the centres (9,1) of hex (3,0) and (3,3) of hex (1,1).
        doUndoRedo(map, rotateFeatures(map, grid, {2}, Turn::Clockwise));
        CHECK(map.features[2].path == std::vector<Point>{{9, 1}, {3, 3}});
        CHECK(map.features[2].width == 0.25);
    }
}

TEST_CASE("Arrange: a triangle turned and mirrored on a pointy-top grid", "[edit][arrange]")
{
    maps::Map map = gridMap(geometry::HexOrientation::PointyTop, geometry::OffsetParity::Odd);
    const geometry::HexGrid grid(map.grid);
    // Pointy-top odd-r: hex (1,1) has centre (2 + 1, 3) = (3,3); its N corner (3,1), NE corner (4,2).
    // The triangle (3,1) (4,2) (3,3) has mean (10/3, 2). Squared distances (u counts
    // sqrt(3) times v): to (3,3) 3(1/3)^2 + 1 = 4/3; to (4,0) 3(2/3)^2 + 4 = 16/3. Pivot (3,3).
    map.features.push_back(triangle("building-1", {{3, 1}, {4, 2}, {3, 3}}));
    const maps::Map original = map;
    CHECK(arrangePivot(grid, map.features) == IPoint{3, 3});
    // Clockwise: (0,-2) -> ((0+2)/2, (0-2)/2) = (1,-1): the NE corner; (1,-1) -> ((1+1)/2, (3-1)/2) = (1,1): the SE corner.
    doUndoRedo(map, rotateFeatures(map, grid, {0}, Turn::Clockwise));
    CHECK(map.features[0].area.outer == std::vector<Point>{{4, 2}, {4, 4}, {3, 3}});
    doUndoRedo(map, rotateFeatures(map, grid, {0}, Turn::Anticlockwise));
    CHECK(map == original);
    // Left-right about u = 3: (4,2) -> (2,2); top-bottom about v = 3: (3,1) -> (3,5), (4,2) -> (4,4).
    doUndoRedo(map, mirrorFeatures(map, grid, {0}, Mirror::LeftRight));
    CHECK(map.features[0].area.outer == std::vector<Point>{{3, 1}, {2, 2}, {3, 3}});
    map = original;
    doUndoRedo(map, mirrorFeatures(map, grid, {0}, Mirror::TopBottom));
    CHECK(map.features[0].area.outer == std::vector<Point>{{3, 5}, {4, 4}, {3, 3}});
}

TEST_CASE("Arrange: a vertex that cannot be turned exactly refuses the edit", "[edit][arrange]")
{
    maps::Map map = gridMap(geometry::HexOrientation::FlatTop, geometry::OffsetParity::Odd);
    const geometry::HexGrid grid(map.grid);
    // 1 + 2^-52 has 53 significant bits; 1 + 2^-52 - 6 = -5 + 2^-52 needs 55: not a double.
    const double fine = 1 + std::ldexp(1.0, -52);
    // With two more vertices the mean is (24/5, 3/5): squared distances to (6,0) 1.2^2 + 3(0.6)^2 = 2.52,
    // to (3,1) 1.8^2 + 3(0.4)^2 = 3.72, to (6,2) 1.44 + 3(1.4)^2 = 7.32: the pivot is (6,0).
    map.features.push_back(triangle("building-7", {{fine, 0}, {2, 0}, {1, 1}, {10, 0}, {10, 2}}));
    CHECK(arrangePivot(grid, map.features) == IPoint{6, 0});
    // (1 + 2^-52) - 6 = -5 + 2^-52 is rounded: refused, naming the feature and the vertex.
    ArrangeEdit turned = rotateFeatures(map, grid, {0}, Turn::Clockwise);
    CHECK_FALSE(turned.command);
    CHECK(turned.refusal.find("building-7") != std::string::npos);
    CHECK(turned.refusal.find("vertex 1 ") != std::string::npos);
    // A left-right mirror needs the same difference: refused too.
    CHECK_FALSE(mirrorFeatures(map, grid, {0}, Mirror::LeftRight).command);
    // Top-bottom leaves u alone: v 0 -> 0, 2 -> -2, 1 -> -1: exact, done.
    CHECK(mirrorFeatures(map, grid, {0}, Mirror::TopBottom).command);
}

TEST_CASE("Arrange: a turn is either exact or refused, never rounded", "[edit][arrange][property]")
{
    // Random coordinates: 1/64 fractions (always exact) and decimals as files may hold them
    // (8.2: exact or not by their bits). An accepted turn must equal the same sums done in
    // long double (x86-64: 64-bit significand; every intermediate here is exact in it).
    std::mt19937 random(20261129);
    std::uniform_int_distribution<int> whole(-400, 400), tenths(0, 9), sixtyfourths(0, 63);
    int accepted = 0, refused = 0;
    for (int i = 0; i < 20000; ++i) {
        const bool decimal = i % 2 == 1;
        auto coordinate = [&] { return decimal ? whole(random) + tenths(random) / 10.0 : whole(random) + sixtyfourths(random) / 64.0; };
        const Point p{coordinate(), coordinate()};
        const IPoint pivot{3 * (whole(random) / 3), 2 * (whole(random) / 2)};
        for (const auto orientation : {geometry::HexOrientation::FlatTop, geometry::HexOrientation::PointyTop}) {
            Point out{};
            const bool ok = turnPoint(orientation, pivot, Turn::Clockwise, p, out);
            const long double du = (long double)p.u - pivot.u, dv = (long double)p.v - pivot.v;
            const bool flat = orientation == geometry::HexOrientation::FlatTop;
            const long double u = pivot.u + (flat ? (du - 3 * dv) / 2 : (du - dv) / 2);
            const long double v = pivot.v + (flat ? (du + dv) / 2 : (3 * du + dv) / 2);
            if (!decimal) CHECK(ok);
            if (ok) {
                ++accepted;
                CHECK((long double)out.u == u);
                CHECK((long double)out.v == v);
            } else {
                ++refused; // a step would be rounded (refusal is conservative: it may refuse a result a double could hold)
            }
        }
    }
    CHECK(accepted > 20000);
    CHECK(refused > 0);
}

TEST_CASE("Arrange: paste and duplicate add copies one hex step on, with fresh ids", "[edit][arrange]")
{
    maps::Map map = gridMap(geometry::HexOrientation::FlatTop, geometry::OffsetParity::Odd);
    const geometry::HexGrid grid(map.grid);
    map.features.push_back(triangle("building-1", {{8, 2}, {7, 3}, {6, 2}}));
    map.features.back().line = 12;
    maps::Feature wall;
    wall.id = "wall-3";
    wall.terrain = "wall";
    wall.shape = maps::FeatureShape::Line;
    wall.path = {{0, 0}, {2, 0}};
    wall.properties.push_back({"note", "kept"});
    map.features.push_back(wall);
    FeatureClipboard clip = copyFeatures(map, grid, {1, 0});
    REQUIRE(clip.features.size() == 2);
    CHECK(clip.features[0].id == "building-1");
    CHECK(clip.features[0].line == 0);

    // One step is (3,1) on a flat-top grid: the building to (11,3) (10,4) (9,3), the wall to (3,1) (5,1).
    ArrangeEdit edit = pasteFeatures(map, grid, clip, 1, "Paste");
    CHECK(edit.command->label() == "Paste 2 features");
    CHECK(edit.selection == std::vector<int>{2, 3});
    doUndoRedo(map, std::move(edit));
    REQUIRE(map.features.size() == 4);
    CHECK(map.features[2].id == "building-2");
    CHECK(map.features[2].area.outer == std::vector<Point>{{11, 3}, {10, 4}, {9, 3}});
    CHECK(map.features[3].id == "wall-1");
    CHECK(map.features[3].path == std::vector<Point>{{3, 1}, {5, 1}});
    CHECK(map.features[3].properties == wall.properties);
    // A second paste two steps on: (6,2) further, new ids again.
    doUndoRedo(map, pasteFeatures(map, grid, clip, 2, "Paste"));
    CHECK(map.features[4].id == "building-3");
    CHECK(map.features[4].area.outer == std::vector<Point>{{14, 4}, {13, 5}, {12, 4}});
    CHECK(map.features[5].id == "wall-2");

    // Duplicate of one feature: "Duplicate building".
    ArrangeEdit dup = pasteFeatures(map, grid, copyFeatures(map, grid, {0}), 1, "Duplicate");
    CHECK(dup.command->label() == "Duplicate building");

    // Pointy-top: one step is (1,3).
    maps::Map pointy = gridMap(geometry::HexOrientation::PointyTop, geometry::OffsetParity::Odd);
    const geometry::HexGrid pointyGrid(pointy.grid);
    pointy.features.push_back(triangle("building-1", {{3, 1}, {4, 2}, {3, 3}}));
    doUndoRedo(pointy, pasteFeatures(pointy, pointyGrid, copyFeatures(pointy, pointyGrid, {0}), 1, "Paste"));
    CHECK(pointy.features[1].area.outer == std::vector<Point>{{4, 4}, {5, 5}, {4, 6}});
    // A flat-top copy is refused on a pointy-top map.
    ArrangeEdit across = pasteFeatures(pointy, pointyGrid, clip, 1, "Paste");
    CHECK_FALSE(across.command);
    CHECK(across.refusal.find("flat-top") != std::string::npos);

    // Another offset parity: flat-top even-q has hex (0,0) at (0,1), not (0,0): the copy moves by
    // (0,1) as well, so it stands on the same hexes: building (8,2) -> (8,3) + (3,1) = (11,4).
    maps::Map even = gridMap(geometry::HexOrientation::FlatTop, geometry::OffsetParity::Even);
    const geometry::HexGrid evenGrid(even.grid);
    doUndoRedo(even, pasteFeatures(even, evenGrid, clip, 1, "Paste"));
    CHECK(even.features[0].area.outer == std::vector<Point>{{11, 4}, {10, 5}, {9, 4}});
    CHECK(even.features[0].id == "building-1");
}

TEST_CASE("Arrange: the clipboard as map text reads back to the same features", "[edit][arrange]")
{
    maps::Map map = gridMap(geometry::HexOrientation::PointyTop, geometry::OffsetParity::Even);
    map.catalogHref = "../catalogs/ff-sample.terrain.xml";
    map.features.push_back(triangle("building-1", {{3, 1}, {4, 2}, {3, 3}}));
    map.features.push_back(triangle("woods-2", {{0.25, 0.5}, {4, 2}, {3, 3}}));
    map.features.back().terrain = "woods";
    const geometry::HexGrid grid(map.grid);
    const FeatureClipboard clip = copyFeatures(map, grid, {1});
    const std::string text = clipboardText(map, clip);
    CHECK(text.find("<outer points=\"0.25,0.5 4,2 3,3\" />") != std::string::npos);
    CHECK(text.find("building-1") == std::string::npos);
    const auto back = clipboardFromText(text);
    REQUIRE(back);
    REQUIRE(back->features.size() == 1);
    CHECK(back->features[0].area.outer == clip.features[0].area.outer);
    CHECK(back->features[0].id == "woods-2");
    CHECK(back->orientation == geometry::HexOrientation::PointyTop);
    // Pointy-top even-r: hex (0,0)'s centre is (1, 0).
    CHECK(back->origin == IPoint{1, 0});
    CHECK_FALSE(clipboardFromText("just some words"));
    CHECK_FALSE(clipboardFromText("<map>not a map"));
}
