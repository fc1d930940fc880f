// Growing and shrinking a card map by a column or a row (editor/jobs/fof/
// fof_map_grow.h). Expected maps worked out by hand from the naming of
// fof-los.md "Words": column 1 the leftmost, row 1 the nearest, row 0 the
// Main Staging Area [2.2, 2.4.2].

#include "editor/jobs/fof/fof_map_grow.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::jobs;

namespace {

maps::CardStack cell(int column, int row, int card) { return {column, row, {}, {"d", card}, maps::CardFace::Up, {}, 0}; }

/// A 2 x 2 first rectangle: 1 on 1,1; 2 on 2,2; a card beyond it on 3,1; staging under column 2.
maps::FofMap sample()
{
    maps::FofMap m;
    m.columns = 2;
    m.rows = 2;
    m.cells = {cell(2, 2, 2), cell(1, 1, 1), cell(3, 1, 3)};
    m.mainStaging = {{2, std::nullopt, {}, 0}};
    return m;
}

} // namespace

TEST_CASE("the grid of a card map is its first rectangle and every cell beyond it")
{
    CHECK(fofGridSize(sample()) == std::pair{3, 2});
}

TEST_CASE("a column at the left numbers the columns again: every card and staging card one column right")
{
    const FofGrowth g = growFofMap(sample(), FofSide::Left, true);
    REQUIRE(g.refusal.empty());
    CHECK(g.after.cells == std::vector{cell(3, 2, 2), cell(2, 1, 1), cell(4, 1, 3)});
    CHECK(g.after.mainStaging.front().column == 3);
    CHECK(g.after.columns == 4);
    CHECK(g.after.rows == 2);
    CHECK(g.shiftColumns == 1);
    CHECK(g.shiftRows == 0);
    CHECK(g.label == "Add a column at the left");
}

TEST_CASE("a row at the bottom: every map card one row up, the Main Staging Area stays row 0")
{
    const FofGrowth g = growFofMap(sample(), FofSide::Bottom, true);
    REQUIRE(g.refusal.empty());
    CHECK(g.after.cells == std::vector{cell(2, 3, 2), cell(1, 2, 1), cell(3, 2, 3)});
    CHECK(g.after.mainStaging.front().column == 2);
    CHECK(g.after.rows == 3);
    CHECK(g.after.columns == 3);
}

TEST_CASE("a column at the right or a row at the top renames nothing")
{
    const FofGrowth right = growFofMap(sample(), FofSide::Right, true);
    CHECK(right.after.cells == sample().cells);
    CHECK(right.after.columns == 4);
    const FofGrowth top = growFofMap(sample(), FofSide::Top, true);
    CHECK(top.after.cells == sample().cells);
    CHECK(top.after.rows == 3);
}

TEST_CASE("removing a line that holds a card is refused naming it, an empty one goes")
{
    CHECK(growFofMap(sample(), FofSide::Left, false).refusal == "column 1 holds 1,1 (card 1): remove it first");
    CHECK(growFofMap(sample(), FofSide::Bottom, false).refusal == "row 1 holds 1,1 (card 1), 3,1 (card 3): remove them first");
    CHECK(growFofMap(sample(), FofSide::Top, false).refusal == "row 2 holds 2,2 (card 2): remove it first");
    maps::FofMap staged = sample();
    staged.cells = {cell(1, 2, 2)};
    // Column 2 holds a staging card only: refused too.
    CHECK(growFofMap(staged, FofSide::Right, false).refusal == "column 2 holds the Main Staging Area card under it: remove it first");
    maps::FofMap m = sample();
    m.cells = {cell(2, 2, 2)};
    const FofGrowth left = growFofMap(m, FofSide::Left, false);
    REQUIRE(left.refusal.empty());
    CHECK(left.after.cells == std::vector{cell(1, 2, 2)});
    CHECK(left.after.mainStaging.front().column == 1);
    CHECK(left.after.columns == 1);
    const FofGrowth bottom = growFofMap(m, FofSide::Bottom, false);
    REQUIRE(bottom.refusal.empty());
    CHECK(bottom.after.cells == std::vector{cell(2, 1, 2)});
    CHECK(bottom.after.rows == 1);
    CHECK(growFofMap(bottom.after, FofSide::Top, false).refusal == "the map has one row: a card map keeps at least one");
}

TEST_CASE("a map with cells left of column 1 is not grown")
{
    maps::FofMap m = sample();
    m.cells.push_back(cell(0, 2, 4));
    CHECK(growFofMap(m, FofSide::Right, true).refusal == "cell 0,2 lies left of column 1: number the map's columns from 1 first");
}
