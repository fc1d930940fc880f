// Grid limits (docs/map-format.md, "Grid limits"): hostile sizes, first
// numbers and label attributes are problems naming the attribute, never an
// overflow; a HexGrid over such a spec holds no hexes. And the label
// formatting itself survives the extremes of int.

#include "geometry/hex_grid.h"
#include "geometry/hex_label.h"

#include <catch2/catch.hpp>

#include <climits>
#include <string>
#include <vector>

using namespace crestline::geometry;

namespace {

GridSpec spec(int columns, int rows)
{
    GridSpec s;
    s.columns = columns;
    s.rows = rows;
    return s;
}

std::vector<std::string> attributes(const GridSpec& s)
{
    std::vector<std::string> out;
    for (const GridLimitProblem& p : gridLimitProblems(s)) out.push_back(p.element + "/" + p.attribute);
    return out;
}

struct LimitCase {
    const char* name;
    GridSpec spec;
    std::vector<std::string> problems;
};

GridSpec with(GridSpec s, int firstColumn, int firstRow)
{
    s.firstColumn = firstColumn;
    s.firstRow = firstRow;
    return s;
}

GridSpec labelled(GridSpec s, LabelScheme scheme, int pad = 0, LetterStyle style = LetterStyle::Spreadsheet, std::string separator = ".")
{
    s.label.scheme = scheme;
    s.label.pad = pad;
    s.label.letterStyle = style;
    s.label.separator = std::move(separator);
    return s;
}

} // namespace

TEST_CASE("gridLimitProblems: each hostile spec names its attribute", "[geometry][grid][limits]")
{
    const LimitCase c = GENERATE(values<LimitCase>({
        {"a real board", spec(20, 15), {}},
        {"the largest square grid", spec(500, 500), {}},
        {"the widest grid at the hex limit", spec(1000, 250), {}},
        {"one hex over the hex limit", spec(1000, 251), {"grid/rows"}},
        {"65,536 x 65,536 (count overflowed to 0)", spec(65536, 65536), {"grid/columns", "grid/rows"}},
        {"46,341 x 46,341 (count overflowed negative)", spec(46341, 46341), {"grid/columns", "grid/rows"}},
        {"2^31-1 columns (bad_alloc)", spec(INT_MAX, 1), {"grid/columns"}},
        {"5,000 x 5,000 (26 s in info)", spec(5000, 5000), {"grid/columns", "grid/rows"}},
        {"100,000 x 1 (5e9 matrix cells)", spec(100000, 1), {"grid/columns"}},
        {"first-column 2e9 with doubled letters (77 MB labels)",
         with(labelled(spec(5, 5), LabelScheme::LetterNumber, 0, LetterStyle::Doubled), 2000000000, 1), {"grid/first-column"}},
        {"first-row 2^31-1 (wrapped negative)", with(spec(5, 5), 1, INT_MAX), {"grid/first-row"}},
        {"first-column INT_MIN with digit labels (undefined behaviour)", with(labelled(spec(5, 5), LabelScheme::Digits), INT_MIN, 1),
         {"grid/first-column"}},
        {"the first numbers at their limits", with(labelled(spec(5, 5), LabelScheme::Digits), -9999, 9999), {}},
        {"pad 100,000,000 (hung)", labelled(spec(5, 5), LabelScheme::Separated, 100000000), {"labels/pad"}},
        {"pad 8", labelled(spec(5, 5), LabelScheme::Separated, 8), {}},
        {"a nine-byte separator", labelled(spec(5, 5), LabelScheme::Separated, 0, LetterStyle::Spreadsheet, "123456789"), {"labels/separator"}},
        // 1,000 doubled columns: column 1,000 is 39 letters (999 / 26 + 1).
        {"doubled letters past 32 characters", labelled(spec(1000, 2), LabelScheme::LetterNumber, 0, LetterStyle::Doubled),
         {"labels/letter-style"}},
        // Column 26 * 31 = 806 is 31 Zs, plus the row "1": 32 characters.
        {"doubled letters of exactly 32 characters", labelled(spec(806, 1), LabelScheme::LetterNumber, 0, LetterStyle::Doubled), {}},
    }));
    INFO(c.name);
    CHECK(attributes(c.spec) == c.problems);
    const HexGrid grid(c.spec);
    const bool numbersFit = c.problems.empty() || c.problems == std::vector<std::string>{"labels/letter-style"};
    CHECK(grid.withinLimits() == numbersFit);
    CHECK(grid.count() == (numbersFit ? c.spec.columns * c.spec.rows : 0));
}

TEST_CASE("gridLimitProblems: the message says what is allowed", "[geometry][grid][limits]")
{
    const auto problems = gridLimitProblems(spec(1000, 251));
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].message == "1000 x 251 = 251000 hexes, expected at most 250000 hexes in all");
    const auto pad = gridLimitProblems(labelled(spec(5, 5), LabelScheme::Separated, 100000000));
    REQUIRE(pad.size() == 1);
    CHECK(pad[0].message == "pad is 100000000, expected a whole number from 0 to 8");
}

TEST_CASE("a grid outside the limits holds no hexes", "[geometry][grid][limits]")
{
    const HexGrid grid(spec(65536, 65536));
    CHECK(grid.count() == 0);
    CHECK_FALSE(grid.contains({0, 0}));
    CHECK_FALSE(grid.parseLabel("A1"));
}

TEST_CASE("labels at the extremes of int are exact", "[geometry][label][limits]")
{
    LabelSpec digits;
    digits.scheme = LabelScheme::Digits;
    // -INT_MIN does not fit an int: the magnitude is taken in 64 bits.
    CHECK(formatLabel(digits, {INT_MIN, 7}, 12) == "-02147483648000000000007");
    CHECK(formatLabel(digits, {INT_MAX, -7}, 11) == "02147483647-0000000007");
    LabelSpec separated;
    separated.scheme = LabelScheme::Separated;
    separated.pad = 12;
    CHECK(formatLabel(separated, {INT_MIN, 0}, 2) == "-002147483648.000000000000");
    // A large pad is made in one step (it used to grow one character at a time).
    separated.pad = 10'000'000;
    CHECK(formatLabel(separated, {1, 2}, 2).size() == 2 * 10'000'000 + 1);
}
