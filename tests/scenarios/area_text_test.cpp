// A setup area's expression as text (formats::readAreaPartsText and
// writeAreaPartsText), the form the editor's Setup areas page edits: the
// area elements of docs/scenario-format.md one after another.

#include "formats/scenario/scenario_format.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::scenarios;

TEST_CASE("area text: elements read as the parts of an area")
{
    const auto r = formats::readAreaPartsText("<within distance=\"1\" of=\"L8\"/>\n<hexes list=\"J8 K9\"/>", "expression");
    REQUIRE(r.value);
    CHECK(r.findings.empty());
    REQUIRE(r.value->size() == 2);
    const AreaExpr& within = (*r.value)[0];
    CHECK(within.op == AreaOp::Within);
    CHECK(within.distance == 1);
    CHECK(within.centre == HexName{"", "L8"});
    const AreaExpr& list = (*r.value)[1];
    CHECK(list.op == AreaOp::Hexes);
    CHECK(list.hexes == std::vector<HexName>{{"", "J8"}, {"", "K9"}});
    CHECK(list.line == 2);
}

TEST_CASE("area text: written one element a line, nested ones indented")
{
    AreaExpr south;
    south.op = AreaOp::SouthOf;
    south.label = "2";
    AreaExpr west;
    west.op = AreaOp::WestOf;
    west.label = "O";
    AreaExpr both;
    both.op = AreaOp::Intersection;
    both.children = {south, west};
    AreaExpr listed;
    listed.op = AreaOp::Hexes;
    listed.hexes = {{"", "J8"}};
    CHECK(formats::writeAreaPartsText({both, listed}) ==
          "<intersection>\n  <south-of row=\"2\" />\n  <west-of column=\"O\" />\n</intersection>\n<hexes list=\"J8\" />\n");
    // And back: the same parts (lines aside).
    const auto r = formats::readAreaPartsText(formats::writeAreaPartsText({both, listed}), "expression");
    REQUIRE(r.value);
    REQUIRE(r.value->size() == 2);
    CHECK((*r.value)[0].children.size() == 2);
    CHECK((*r.value)[0].children[1].label == "O");
    CHECK((*r.value)[1].hexes == std::vector<HexName>{{"", "J8"}});
}

TEST_CASE("area text: what is not an area is an error with its line")
{
    SECTION("an element that is not an area element")
    {
        const auto r = formats::readAreaPartsText("<row label=\"10\"/>\n<unit id=\"x\"/>", "expression");
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].code == "unknown-element");
        CHECK(r.findings[0].where.line == 2);
        CHECK(r.findings[0].where.file == "expression");
    }
    SECTION("nothing at all")
    {
        const auto r = formats::readAreaPartsText("  ", "expression");
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].code == "missing-element");
    }
    SECTION("not XML")
    {
        const auto r = formats::readAreaPartsText("<row label=\"10\"", "expression");
        REQUIRE_FALSE(r.findings.empty());
        CHECK(r.findings[0].code == "xml-malformed");
        CHECK_FALSE(r.value);
    }
    SECTION("a bad value in an element")
    {
        const auto r = formats::readAreaPartsText("<within distance=\"-1\" of=\"L8\"/>", "expression");
        REQUIRE_FALSE(r.findings.empty());
        CHECK(r.findings[0].code == "bad-value");
    }
}
