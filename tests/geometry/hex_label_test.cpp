// Hex labels: hand-checked spellings of each scheme, malformed input, and
// round trips (label -> parse -> same hex, labels unique) over whole grids.

#include "geometry/hex_grid.h"
#include "geometry/hex_label.h"

#include "catch_printers.h"

#include <catch2/catch.hpp>

#include <string>
#include <unordered_set>
#include <vector>

using namespace crestline::geometry;

namespace {

HexGrid gridWith(LabelSpec label, int columns, int rows, int firstColumn = 1, int firstRow = 1,
                 HexOrientation orientation = HexOrientation::FlatTop, OffsetParity parity = OffsetParity::Odd)
{
    GridSpec spec;
    spec.orientation = orientation;
    spec.parity = parity;
    spec.columns = columns;
    spec.rows = rows;
    spec.firstColumn = firstColumn;
    spec.firstRow = firstRow;
    spec.label = std::move(label);
    return HexGrid(spec);
}

LabelSpec letterNumber(LetterAxis axis, LetterStyle style, int pad = 0)
{
    LabelSpec s;
    s.scheme = LabelScheme::LetterNumber;
    s.letterAxis = axis;
    s.letterStyle = style;
    s.pad = pad;
    return s;
}

LabelSpec digits(int pad = 0)
{
    LabelSpec s;
    s.scheme = LabelScheme::Digits;
    s.pad = pad;
    return s;
}

LabelSpec separated(std::string separator, int pad)
{
    LabelSpec s;
    s.scheme = LabelScheme::Separated;
    s.separator = std::move(separator);
    s.pad = pad;
    return s;
}

} // namespace

TEST_CASE("spreadsheet letters: A..Z, then AA, AB, ... ZZ, AAA", "[geometry][label]")
{
    // Hand-checked: a letter group is a base-26 numeral with digits A=1..Z=26.
    const std::vector<std::pair<int, std::string>> table{
        {1, "A"},    {2, "B"},     {26, "Z"},     {27, "AA"},     {28, "AB"},    {52, "AZ"},
        {53, "BA"},  {676, "YZ"},  {677, "ZA"},   {702, "ZZ"},    {703, "AAA"},  {728, "AAZ"},
        {729, "ABA"}, {18278, "ZZZ"}, {18279, "AAAA"}};
    for (const auto& [n, text] : table) {
        CAPTURE(n, text);
        CHECK(lettersFor(n, LetterStyle::Spreadsheet) == text);
        CHECK(numberForLetters(text, LetterStyle::Spreadsheet) == n);
    }
    CHECK(lettersFor(0, LetterStyle::Spreadsheet).empty());
    CHECK(lettersFor(-3, LetterStyle::Spreadsheet).empty());
}

TEST_CASE("doubled letters: A..Z, then AA, BB, ... ZZ, AAA", "[geometry][label]")
{
    // Hand-checked: n = 26 * (repeats - 1) + letter, letter A=1..Z=26.
    const std::vector<std::pair<int, std::string>> table{
        {1, "A"},  {26, "Z"},    {27, "AA"},    {28, "BB"},      {52, "ZZ"},
        {53, "AAA"}, {78, "ZZZ"}, {79, "AAAA"}, {200, "RRRRRRRR"} /* 200 = 7*26 + 18, R is the 18th letter */};
    for (const auto& [n, text] : table) {
        CAPTURE(n, text);
        CHECK(lettersFor(n, LetterStyle::Doubled) == text);
        CHECK(numberForLetters(text, LetterStyle::Doubled) == n);
    }
    CHECK_FALSE(numberForLetters("AB", LetterStyle::Doubled));
    CHECK_FALSE(numberForLetters("ABA", LetterStyle::Doubled));
}

TEST_CASE("letter groups that are not letters are rejected", "[geometry][label]")
{
    for (auto style : {LetterStyle::Spreadsheet, LetterStyle::Doubled}) {
        CHECK_FALSE(numberForLetters("", style));
        CHECK_FALSE(numberForLetters("a", style)); // the grid upper-cases before calling
        CHECK_FALSE(numberForLetters("A1", style));
        CHECK_FALSE(numberForLetters("@", style));
    }
    // Seven spreadsheet letters would pass 2^31; they are refused, not wrapped.
    CHECK_FALSE(numberForLetters("AAAAAAA", LetterStyle::Spreadsheet));
}

TEST_CASE("letter-number labels on a grid: hand-checked spot values", "[geometry][label]")
{
    const HexGrid sheet = gridWith(letterNumber(LetterAxis::Column, LetterStyle::Spreadsheet), 800, 20);
    CHECK(sheet.label({0, 0}) == "A1");
    CHECK(sheet.label({25, 0}) == "Z1");
    CHECK(sheet.label({26, 0}) == "AA1");
    CHECK(sheet.label({27, 0}) == "AB1");
    CHECK(sheet.label({701, 0}) == "ZZ1"); // index 701 is column number 702 = 26*26 + 26
    CHECK(sheet.label({702, 0}) == "AAA1");
    CHECK(sheet.label({9, 16}) == "J17");
    CHECK(sheet.parseLabel("J17") == OffsetCoord{9, 16});

    const HexGrid doubled = gridWith(letterNumber(LetterAxis::Column, LetterStyle::Doubled), 60, 20);
    CHECK(doubled.label({26, 0}) == "AA1");
    CHECK(doubled.label({27, 0}) == "BB1");
    CHECK(doubled.label({52, 4}) == "AAA5");
    CHECK(doubled.parseLabel("BB1") == OffsetCoord{27, 0});

    const HexGrid rows = gridWith(letterNumber(LetterAxis::Row, LetterStyle::Spreadsheet), 20, 30);
    CHECK(rows.label({16, 9}) == "J17"); // letters name the row, the number the column
    CHECK(rows.parseLabel("J17") == OffsetCoord{16, 9});

    const HexGrid padded = gridWith(letterNumber(LetterAxis::Column, LetterStyle::Spreadsheet, 2), 30, 120);
    CHECK(padded.label({9, 6}) == "J07");
    CHECK(padded.label({9, 99}) == "J100"); // pad is a minimum, never a truncation
    CHECK(padded.parseLabel("J07") == OffsetCoord{9, 6});
}

TEST_CASE("digits labels: two halves of equal width", "[geometry][label]")
{
    const HexGrid small = gridWith(digits(), 30, 30);
    CHECK(small.digitsWidth() == 2);
    CHECK(small.label({0, 11}) == "0112");
    CHECK(small.parseLabel("0112") == OffsetCoord{0, 11});
    CHECK(small.label({29, 29}) == "3030");

    // 99 is the largest two-digit number: a 99x99 grid still uses 4-digit labels.
    const HexGrid ninetyNine = gridWith(digits(), 99, 99);
    CHECK(ninetyNine.digitsWidth() == 2);
    CHECK(ninetyNine.label({98, 98}) == "9999");

    // Numbered from 0, a 100x100 grid ends at 99: still two digits per half.
    const HexGrid fromZero = gridWith(digits(), 100, 100, 0, 0);
    CHECK(fromZero.digitsWidth() == 2);
    CHECK(fromZero.label({0, 0}) == "0000");
    CHECK(fromZero.label({99, 99}) == "9999");

    // Numbered from 1, column 100 needs three digits, so every label has 3+3.
    const HexGrid hundred = gridWith(digits(), 100, 100);
    CHECK(hundred.digitsWidth() == 3);
    CHECK(hundred.label({0, 0}) == "001001");
    CHECK(hundred.label({0, 11}) == "001012");
    CHECK(hundred.label({99, 99}) == "100100");
    CHECK(hundred.parseLabel("001012") == OffsetCoord{0, 11});
    CHECK_FALSE(hundred.parseLabel("0112"));

    // A wider pad widens every half.
    const HexGrid wide = gridWith(digits(3), 10, 10);
    CHECK(wide.digitsWidth() == 3);
    CHECK(wide.label({0, 9}) == "001010");
}

TEST_CASE("separated labels", "[geometry][label]")
{
    const HexGrid dot = gridWith(separated(".", 0), 30, 30);
    CHECK(dot.label({11, 4}) == "12.5");
    CHECK(dot.parseLabel("12.5") == OffsetCoord{11, 4});
    const HexGrid dotPad = gridWith(separated(".", 2), 120, 30);
    CHECK(dotPad.label({11, 4}) == "12.05");
    CHECK(dotPad.label({99, 4}) == "100.05");
    const HexGrid dash = gridWith(separated("-", 2), 30, 30);
    CHECK(dash.label({0, 0}) == "01-01");
    CHECK(dash.parseLabel("01-01") == OffsetCoord{0, 0});
}

TEST_CASE("labels are case-insensitive on input but canonical in spelling", "[geometry][label]")
{
    const HexGrid g = gridWith(letterNumber(LetterAxis::Column, LetterStyle::Spreadsheet), 30, 30);
    CHECK(g.parseLabel("j17") == OffsetCoord{9, 16});
    CHECK(g.parseLabel("aB3") == OffsetCoord{27, 2});
    CHECK_FALSE(g.parseLabel("J017")); // not padded on this grid
    const HexGrid p = gridWith(separated(".", 2), 30, 30);
    CHECK_FALSE(p.parseLabel("1.5")); // this grid prints 01.05
    CHECK(p.parseLabel("01.05") == OffsetCoord{0, 4});
}

TEST_CASE("malformed and off-grid labels are rejected", "[geometry][label]")
{
    const HexGrid g = gridWith(letterNumber(LetterAxis::Column, LetterStyle::Spreadsheet), 26, 30);
    for (const char* bad : {"", "J", "17", "J17X", "AA0", "AA1", "J0", "J31", "J-1", "J+17", " J17", "J17 ", "J 17",
                            "1J7", "J1.7", "J99999999999", "AAAAAAA1"}) {
        CAPTURE(bad);
        CHECK_FALSE(g.parseLabel(bad));
    }
    const HexGrid d = gridWith(digits(), 30, 30);
    for (const char* bad : {"", "011", "01123", "0a12", "0100", "0001", "3101", "-112", "01-2", " 112"}) {
        CAPTURE(bad);
        CHECK_FALSE(d.parseLabel(bad));
    }
    const HexGrid s = gridWith(separated(".", 0), 30, 30);
    for (const char* bad : {"", "1.", ".1", "1..2", "1-2", "1.2.3", "0.1", "1.31", "a.1", "1 .2"}) {
        CAPTURE(bad);
        CHECK_FALSE(s.parseLabel(bad));
    }
}

TEST_CASE("letter labels with numbers below 1 print nothing", "[geometry][label][regression]")
{
    // Regression: column number 0 used to print as the bare row number ("1"),
    // which looks like a label but names no hex. There is no letter for 0.
    const HexGrid g = gridWith(letterNumber(LetterAxis::Column, LetterStyle::Spreadsheet), 5, 5, 0, 1);
    CHECK(g.label({0, 0}).empty());
    CHECK(g.label({1, 0}) == "A1");
    CHECK(g.parseLabel("A1") == OffsetCoord{1, 0});
    CHECK_FALSE(g.parseLabel("1"));
}

TEST_CASE("doubled letters past six repeats round-trip", "[geometry][label][regression]")
{
    // Regression: parsing refused more than six letters, so columns 157 and up
    // of a doubled grid printed labels that did not parse back.
    const HexGrid g = gridWith(letterNumber(LetterAxis::Column, LetterStyle::Doubled), 300, 3);
    CHECK(g.label({156, 0}) == "AAAAAAA1"); // number 157 = 6*26 + 1
    CHECK(g.parseLabel("AAAAAAA1") == OffsetCoord{156, 0});
    CHECK(g.parseLabel(g.label({299, 2})) == OffsetCoord{299, 2});
}

TEST_CASE("digits labels with negative numbers keep a fixed width", "[geometry][label][regression]")
{
    // Regression: the width ignored the sign, so "-05" was too long to parse.
    const HexGrid g = gridWith(digits(), 10, 10, -5, -2);
    CHECK(g.digitsWidth() == 2);
    CHECK(g.label({0, 0}) == "-5-2");
    CHECK(g.label({5, 2}) == "0000");
    CHECK(g.label({9, 9}) == "0407");
    CHECK(g.parseLabel("-5-2") == OffsetCoord{0, 0});
    CHECK(g.parseLabel("0407") == OffsetCoord{9, 9});
    const HexGrid wide = gridWith(digits(), 30, 10, -12, 0);
    CHECK(wide.digitsWidth() == 3);
    CHECK(wide.label({0, 0}) == "-12000");
    CHECK(wide.label({12, 3}) == "000003");
    CHECK(wide.parseLabel("-12000") == OffsetCoord{0, 0});
    CHECK_FALSE(wide.parseLabel("-1-000"));
}

namespace {

struct NamedScheme {
    const char* name;
    LabelSpec spec;
};

std::vector<NamedScheme> allSchemes()
{
    std::vector<NamedScheme> out;
    for (int pad : {0, 2}) {
        out.push_back({"letters on columns, spreadsheet", letterNumber(LetterAxis::Column, LetterStyle::Spreadsheet, pad)});
        out.push_back({"letters on columns, doubled", letterNumber(LetterAxis::Column, LetterStyle::Doubled, pad)});
        out.push_back({"letters on rows, spreadsheet", letterNumber(LetterAxis::Row, LetterStyle::Spreadsheet, pad)});
        out.push_back({"letters on rows, doubled", letterNumber(LetterAxis::Row, LetterStyle::Doubled, pad)});
        out.push_back({"digits", digits(pad)});
        out.push_back({"separated .", separated(".", pad)});
        out.push_back({"separated -", separated("-", pad)});
    }
    return out;
}

// Every hex's label parses back to it and no two hexes share a label.
void checkRoundTrip(const HexGrid& g)
{
    std::unordered_set<std::string> seen;
    int failures = 0;
    for (int row = 0; row < g.rows(); ++row) {
        for (int col = 0; col < g.columns(); ++col) {
            const OffsetCoord h{col, row};
            const std::string text = g.label(h);
            const auto back = g.parseLabel(text);
            const bool unique = seen.insert(text).second;
            if ((back != h || !unique || text.empty()) && ++failures <= 5) {
                CAPTURE(col, row, text, unique);
                FAIL_CHECK("label does not round-trip");
            }
        }
    }
    CHECK(failures == 0);
}

} // namespace

TEST_CASE("every hex's label round-trips and is unique", "[geometry][label][roundtrip]")
{
    const std::vector<std::pair<int, int>> sizes{{1, 1}, {1, 100}, {100, 1}, {26, 27}, {27, 26}, {99, 99}, {100, 100}};
    for (const NamedScheme& scheme : allSchemes()) {
        for (auto orientation : {HexOrientation::FlatTop, HexOrientation::PointyTop}) {
            for (auto parity : {OffsetParity::Odd, OffsetParity::Even}) {
                for (auto [columns, rows] : sizes) {
                    const HexGrid g = gridWith(scheme.spec, columns, rows, 1, 1, orientation, parity);
                    CAPTURE(scheme.name, scheme.spec.pad, int(orientation), int(parity), columns, rows);
                    checkRoundTrip(g);
                }
            }
        }
    }
}

TEST_CASE("numeric schemes round-trip with other first numbers", "[geometry][label][roundtrip]")
{
    const std::vector<std::pair<int, int>> firsts{{0, 0}, {0, 1}, {10, 5}, {-3, -12}, {-100, 7}};
    for (const NamedScheme& scheme : allSchemes()) {
        if (scheme.spec.scheme == LabelScheme::LetterNumber) continue; // letters start at A = 1
        for (auto [firstColumn, firstRow] : firsts) {
            const HexGrid g = gridWith(scheme.spec, 100, 100, firstColumn, firstRow);
            CAPTURE(scheme.name, scheme.spec.pad, firstColumn, firstRow);
            checkRoundTrip(g);
        }
    }
}
