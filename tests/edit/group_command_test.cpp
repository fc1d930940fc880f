// groupCommands (editor/edit/group_command.h): several commands are one undo
// step; undo restores the map member for member; deletions given highest
// index first remove exactly those features, and the folded delta maps the
// old indices to the new ones.

#include "editor/edit/group_command.h"

#include <catch2/catch.hpp>

using namespace crestline;
using geometry::Point;

namespace {

maps::Map threeBuildings()
{
    maps::Map map;
    map.id = "group";
    map.grid.columns = 10;
    map.grid.rows = 8;
    for (int i = 0; i < 3; ++i) {
        maps::Feature f;
        f.id = "b" + std::to_string(i);
        f.terrain = "building";
        const double u = 4.0 * i;
        f.area.outer = {{u, 2}, {u + 2, 2}, {u + 2, 4}, {u, 4}};
        map.features.push_back(f);
    }
    return map;
}

} // namespace

TEST_CASE("groupCommands: moving two features is one undo step", "[edit][group]")
{
    maps::Map map = threeBuildings();
    const maps::Map before = map;
    edit::MapCommandStack stack;
    std::vector<std::unique_ptr<edit::MapCommand>> moves;
    moves.push_back(edit::moveFeature(0, {1, 0.5}));
    moves.push_back(edit::moveFeature(2, {1, 0.5}));
    stack.push(edit::groupCommands(std::move(moves), "Move 2 features"), map);
    CHECK(stack.undoLabel() == "Move 2 features");
    // b0 from (0,2) to (1,2.5), b2 from (8,2) to (9,2.5), b1 untouched.
    CHECK(map.features[0].area.outer[0] == Point{1, 2.5});
    CHECK(map.features[1].area.outer[0] == Point{4, 2});
    CHECK(map.features[2].area.outer[0] == Point{9, 2.5});
    stack.undo(map);
    CHECK(map == before);
    CHECK_FALSE(stack.canUndo());
    stack.redo(map);
    CHECK(map.features[2].area.outer[0] == Point{9, 2.5});
}

TEST_CASE("groupCommands: deleting features 2 then 0 leaves b1 alone and renumbers it 0", "[edit][group]")
{
    maps::Map map = threeBuildings();
    const maps::Map before = map;
    std::vector<std::unique_ptr<edit::MapCommand>> deletions;
    deletions.push_back(edit::deleteFeature(2));
    deletions.push_back(edit::deleteFeature(0));
    auto group = edit::groupCommands(std::move(deletions), "Delete 2 features");
    const maps::MapDelta delta = group->apply(map);
    REQUIRE(map.features.size() == 1);
    CHECK(map.features[0].id == "b1");
    CHECK(delta.featureRemap == std::vector<int>{-1, 0, -1});
    const maps::MapDelta back = group->revert(map);
    CHECK(map == before);
    CHECK(back.featureRemap == std::vector<int>{1});
}
