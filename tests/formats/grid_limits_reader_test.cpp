// The map reader refuses grids and labels beyond the grid limits
// (docs/map-format.md, "Grid limits") with one fatal bad-value naming the
// element, line and attribute, instead of overflowing, hanging or running
// out of memory later. The hostile values are the ones the trust issue found.

#include "formats/map/map_format.h"

#include <catch2/catch.hpp>

#include <string>

using namespace crestline;
using namespace crestline::formats;

namespace {

// Line 3 holds <grid>, line 4 <labels>.
std::string mapText(const std::string& gridAttributes, const std::string& labelAttributes = R"(scheme="letter-number")")
{
    return "<?xml version=\"1.0\"?>\n<map version=\"1\" id=\"h\" name=\"H\" system=\"ff\"><catalog href=\"c.terrain.xml\"/>\n"
           "<grid orientation=\"flat\" parity=\"odd\" hex-size=\"60\" " + gridAttributes + ">\n"
           "<labels " + labelAttributes + "/>\n</grid>\n</map>\n";
}

struct ReaderCase {
    const char* name;
    std::string text;
    int line;
    std::string message; ///< of the first finding
    std::size_t count = 1;
};

} // namespace

TEST_CASE("map reader: grids beyond the limits are a fatal bad-value per attribute", "[formats][grid][limits]")
{
    const ReaderCase c = GENERATE(values<ReaderCase>({
        {"65,536 x 65,536", mapText(R"(columns="65536" rows="65536")"), 3, "attribute 'columns' of <grid>: columns is 65536, expected a whole number from 1 to 1000", 2}, // rows too
        {"1,000 x 1,000", mapText(R"(columns="1000" rows="1000")"), 3,
         "attribute 'rows' of <grid>: 1000 x 1000 = 1000000 hexes, expected at most 250000 hexes in all"},
        {"100,000 x 1", mapText(R"(columns="100000" rows="1")"), 3, "attribute 'columns' of <grid>: columns is 100000, expected a whole number from 1 to 1000"},
        {"first-row 2^31-1", mapText(R"(columns="5" rows="5" first-row="2147483647")"), 3,
         "attribute 'first-row' of <grid>: first-row is 2147483647, expected a whole number from -9999 to 9999"},
        {"pad 100,000,000", mapText(R"(columns="5" rows="5")", R"(scheme="separated" pad="100000000")"), 4,
         "attribute 'pad' of <labels>: pad is 100000000, expected a whole number from 0 to 8"},
        {"doubled letters 39 long", mapText(R"(columns="1000" rows="2")", R"(scheme="letter-number" letter-style="doubled")"), 4,
         "attribute 'letter-style' of <labels>: the longest hex label has 40 characters, expected at most 32"},
    }));
    INFO(c.name);
    const auto r = readMapText(c.text, "hostile.map.xml");
    CHECK_FALSE(r.value);
    REQUIRE(r.findings.size() == c.count);
    CHECK(r.findings[0].code == "bad-value");
    CHECK(r.findings[0].severity == Severity::Fatal);
    CHECK(r.findings[0].where.line == c.line);
    CHECK(r.findings[0].message == c.message);
}

TEST_CASE("map reader: the largest allowed grid reads", "[formats][grid][limits]")
{
    const auto r = readMapText(mapText(R"(columns="1000" rows="250")"), "large.map.xml");
    REQUIRE(r.value);
    CHECK(r.findings.empty());
    CHECK(r.value->grid.columns * r.value->grid.rows == 250000);
}
