// Placed templates in tabletop tables (<template>, docs/tabletop-format.md):
// the golden round trip, the values as stored, and each reader finding (bad
// kind, a square outside the rounding allowance, an unknown unit, a duplicate
// id) beside a near miss, with its line.

#include "fof_test_support.h"

#include "formats/table/tabletop/tabletop_format.h"

using namespace crestline;
using namespace crestline::formats;
using namespace fof_test;
namespace tt = geometry::los::tabletop;

namespace {

const char* kUnit = "<side id=\"s\"><unit id=\"u\" training=\"trained\">"
                    "<team id=\"A\" type=\"gun\" armour=\"soft\" height=\"1\"><pt x=\"2\" y=\"2\"/><pt x=\"1\" y=\"2\"/><pt x=\"1\" y=\"1\"/><pt x=\"2\" y=\"1\"/></team>"
                    "</unit></side>\n";

/// A table 48" x 36" with unit u (line 3) and `templates` from line 4.
ReadResult<maps::TabletopGame> readTemplates(const std::string& templates)
{
    return readTableText("<?xml version=\"1.0\"?>\n<table version=\"1\" system=\"tabletop\" width=\"48\" depth=\"36\" units=\"inch\">\n" +
                             std::string(kUnit) + templates + "</table>\n",
                         "t.table.xml");
}

/// <template> on aim (20, 10) with the 6" axis-aligned square [17, 23] x [7, 13] unless `points` is given.
std::string placed(const std::string& attrs, const std::string& points = "")
{
    return "<template " + attrs + " x=\"20\" y=\"10\">" +
           (points.empty() ? "<pt x=\"17\" y=\"7\"/><pt x=\"23\" y=\"7\"/><pt x=\"23\" y=\"13\"/><pt x=\"17\" y=\"13\"/>" : points) +
           "</template>\n";
}

} // namespace

TEST_CASE("tabletop templates golden: read -> write is byte-identical, read -> write -> read is equal", "[formats][tabletop][templates]")
{
    const auto file = source("tests/formats/data/table/templates.table.xml");
    const std::string golden = slurp(file);
    auto r = readTableText(golden, file.string());
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.empty());
    CHECK(writeTableText(*r.value) == golden);
    auto again = readTableText(writeTableText(*r.value), "again");
    REQUIRE(again.ok());
    CHECK(*again.value == *r.value);

    REQUIRE(r.value->templates.size() == 2);
    const maps::PlacedTemplate& barrage = r.value->templates[0];
    CHECK(barrage.id == "barrage-1");
    CHECK(barrage.kind == tt::TemplateKind::Barrage);
    CHECK(barrage.unit == "mortars");
    CHECK(barrage.aim == tt::TablePoint{21500, 10500});
    CHECK(barrage.outline == tt::Polygon{{18500, 7500}, {24500, 7500}, {24500, 13500}, {18500, 13500}});
    const maps::PlacedTemplate& smoke = r.value->templates[1];
    CHECK(smoke.kind == tt::TemplateKind::Smoke);
    CHECK(smoke.outline == tt::Polygon{{11500, 16257}, {15743, 20500}, {11500, 24743}, {7257, 20500}});
}

TEST_CASE("tabletop templates: a clockwise square is read counter-clockwise", "[formats][tabletop][templates]")
{
    const auto r = readTemplates(placed("id=\"t\" kind=\"smoke\" unit=\"u\"", "<pt x=\"17\" y=\"13\"/><pt x=\"23\" y=\"13\"/><pt x=\"23\" y=\"7\"/><pt x=\"17\" y=\"7\"/>"));
    INFO(describe(r.findings));
    CHECK(r.findings.empty());
    REQUIRE(r.value->templates.size() == 1);
    CHECK(r.value->templates[0].outline == tt::Polygon{{17000, 7000}, {23000, 7000}, {23000, 13000}, {17000, 13000}});
}

TEST_CASE("tabletop templates: a bad kind drops the template with bad-value on its line", "[formats][tabletop][templates]")
{
    const auto bad = readTemplates(placed("id=\"t\" kind=\"gas\" unit=\"u\""));
    CHECK(countAt(bad.findings, "bad-value", 4) == 1);
    CHECK(bad.findings.back().where.element == "/table/template");
    CHECK(bad.value->templates.empty());
    const auto missing = readTemplates(placed("id=\"t\" unit=\"u\""));
    CHECK(countAt(missing.findings, "missing-attribute", 4) == 1);
    CHECK(readTemplates(placed("id=\"t\" kind=\"barrage\" unit=\"u\"")).findings.empty());
}

TEST_CASE("tabletop templates: a square outside the rounding allowance is tabletop-bad-outline", "[formats][tabletop][templates]")
{
    // 6.002" wide (half-side 3.001): no direction rounds to it.
    const auto wide = readTemplates(placed("id=\"t\" kind=\"barrage\" unit=\"u\"",
                                           "<pt x=\"16.999\" y=\"6.999\"/><pt x=\"23.001\" y=\"6.999\"/><pt x=\"23.001\" y=\"13.001\"/><pt x=\"16.999\" y=\"13.001\"/>"));
    CHECK(countAt(wide.findings, "tabletop-bad-outline", 4) == 1);
    CHECK(wide.findings.back().where.feature == "t");
    CHECK(wide.value->templates.size() == 1); // kept and reported
    // Off its aim point by 1/1000".
    const auto shifted = readTemplates(placed("id=\"t\" kind=\"barrage\" unit=\"u\"",
                                              "<pt x=\"17.001\" y=\"7\"/><pt x=\"23.001\" y=\"7\"/><pt x=\"23.001\" y=\"13\"/><pt x=\"17.001\" y=\"13\"/>"));
    CHECK(countAt(shifted.findings, "tabletop-bad-outline", 4) == 1);
    // The diagonal 3 sqrt 2 = 4.2426": 4.243 is the rounding, 4.242 is not.
    const auto diamond = [](const char* a, const char* b) {
        return "<template id=\"t\" kind=\"smoke\" unit=\"u\" x=\"10\" y=\"10\"><pt x=\"10\" y=\"" + std::string(b) + "\"/><pt x=\"" + a +
               "\" y=\"10\"/><pt x=\"10\" y=\"" + a + "\"/><pt x=\"" + b + "\" y=\"10\"/></template>\n";
    };
    CHECK(readTemplates(diamond("14.243", "5.757")).findings.empty());
    CHECK(countAt(readTemplates(diamond("14.242", "5.758")).findings, "tabletop-bad-outline", 4) == 1);
    // Three vertices.
    CHECK(countAt(readTemplates(placed("id=\"t\" kind=\"barrage\" unit=\"u\"", "<pt x=\"17\" y=\"7\"/><pt x=\"23\" y=\"7\"/><pt x=\"23\" y=\"13\"/>")).findings,
                  "tabletop-bad-outline", 4) == 1);
}

TEST_CASE("tabletop templates: a unit no <unit> is is tabletop-unknown-unit, a repeated id is duplicate-id", "[formats][tabletop][templates]")
{
    const auto unknown = readTemplates(placed("id=\"t\" kind=\"barrage\" unit=\"v\""));
    CHECK(countAt(unknown.findings, "tabletop-unknown-unit", 4) == 1);
    CHECK(unknown.findings.back().where.feature == "v");
    const auto twice = readTemplates(placed("id=\"t\" kind=\"barrage\" unit=\"u\"") + placed("id=\"t\" kind=\"smoke\" unit=\"u\""));
    CHECK(countAt(twice.findings, "duplicate-id", 5) == 1);
    CHECK(twice.value->templates.size() == 1);
}
