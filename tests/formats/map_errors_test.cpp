// One bad-input fixture per error code (tests/formats/data/bad): each case
// asserts the exact code, severity and line, whether the model survives, and
// that the fixture raises no other error (so it tests what it says it does).

#include "formats/common/atomic_file.h"
#include "formats/common/xml_support.h"
#include "formats/map/map_format.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <unistd.h>

using namespace crestline;
using namespace crestline::formats;
namespace fs = std::filesystem;

namespace {

fs::path badDir() { return fs::path(CRESTLINE_SOURCE_DIR) / "tests/formats/data/bad"; }

std::string describe(const Findings& fs)
{
    std::string out;
    for (const Finding& f : fs) out += formatFinding(f) + "\n";
    return out;
}

struct BadCase {
    const char* file;
    const char* code;
    int line;
    Severity severity;
    bool modelSurvives;
};

/// The findings hold exactly one finding at warning level or above, with this code and line.
void checkOnly(const Findings& findings, const BadCase& c, const std::string& file)
{
    INFO(describe(findings));
    std::vector<const Finding*> serious;
    for (const Finding& f : findings)
        if (f.severity >= Severity::Warning) serious.push_back(&f);
    REQUIRE(serious.size() == 1);
    const Finding& f = *serious.front();
    CHECK(f.code == c.code);
    CHECK(f.where.line == c.line);
    CHECK(f.severity == c.severity);
    CHECK(fs::path(f.where.file).filename() == fs::path(file).filename());
    CHECK_FALSE(f.message.empty());
}

} // namespace

TEST_CASE("map reader: one fixture per error code, exact code and line", "[formats][errors]")
{
    const BadCase c = GENERATE(values<BadCase>({
        {"xml-malformed.map.xml", "xml-malformed", 7, Severity::Fatal, false},
        {"wrong-root.map.xml", "wrong-root", 2, Severity::Fatal, false},
        {"missing-version.map.xml", "missing-version", 2, Severity::Fatal, false},
        {"newer-version.map.xml", "newer-version", 3, Severity::Fatal, false},
        {"missing-attribute.map.xml", "missing-attribute", 11, Severity::Error, true},
        {"missing-element.map.xml", "missing-element", 11, Severity::Error, true},
        {"duplicate-element.map.xml", "duplicate-element", 13, Severity::Error, true},
        // A bad value in the map's frame (here <labels>) is fatal: no map without making the grid up.
        {"bad-value.map.xml", "bad-value", 5, Severity::Fatal, false},
        {"bad-points.map.xml", "bad-points", 12, Severity::Error, true},
        {"unknown-hex.map.xml", "unknown-hex", 14, Severity::Error, true},
        {"unknown-side.map.xml", "unknown-side", 14, Severity::Error, true},
    }));
    INFO(c.file);
    const auto r = readMapFile(badDir() / c.file);
    checkOnly(r.findings, c, c.file);
    CHECK(r.ok() == c.modelSurvives);
    if (r.ok()) {
        // The item in error is dropped; the good area before it is kept.
        REQUIRE(!r.value->features.empty());
        CHECK(r.value->features.front().id == "good");
        CHECK(r.value->features.size() == 1);
    }
}

TEST_CASE("map reader: unknown XML in no namespace is an error, the item it is on is kept", "[formats][errors][extras]")
{
    struct UnknownCase {
        const char* file;
        const char* code;
        int line;
        const char* element;
        const char* dropped; ///< text that must not be written back
    };
    const UnknownCase c = GENERATE(values<UnknownCase>({
        {"unknown-element.map.xml", "unknown-element", 10, "/map/features/area/colour", "colour"},
        {"unknown-attribute.map.xml", "unknown-attribute", 8, "/map/features/area", "colour"},
        {"undeclared-prefix.map.xml", "undeclared-prefix", 8, "/map/features/area", "ed:colour"},
    }));
    INFO(c.file);
    const auto r = readMapFile(badDir() / c.file);
    checkOnly(r.findings, {c.file, c.code, c.line, Severity::Error, true}, c.file);
    CHECK(r.findings.front().where.element == c.element);
    REQUIRE(r.ok()); // the caller decides what to do with a map that has errors
    REQUIRE(r.value->features.size() == 1);
    CHECK(r.value->features[0].id == "good");
    CHECK(r.value->features[0].extras.empty());
    CHECK(writeMapText(*r.value).find(c.dropped) == std::string::npos);
}

TEST_CASE("map reader: messages say what is wrong", "[formats][errors]")
{
    const auto newer = readMapFile(badDir() / "newer-version.map.xml");
    REQUIRE(newer.findings.size() == 1);
    CHECK(newer.findings[0].message == "written by a newer crestline (format version 7, this build reads 3)");
    CHECK(newer.findings[0].where.element == "/map");

    const auto points = readMapFile(badDir() / "bad-points.map.xml");
    REQUIRE(points.findings.size() == 1);
    CHECK(points.findings[0].message.find("point 3") != std::string::npos);
    CHECK(points.findings[0].message.find("'12;7'") != std::string::npos);
    CHECK(points.findings[0].where.element == "/map/features/line/path");

    const auto hex = readMapFile(badDir() / "unknown-hex.map.xml");
    REQUIRE(hex.findings.size() == 1);
    CHECK(hex.findings[0].message.find("'J3'") != std::string::npos);
    CHECK(hex.findings[0].where.element == "/map/hexes/terrain[2]");
    REQUIRE(hex.ok());
    CHECK(hex.value->hexTerrain.size() == 1); // C3 kept, J3 dropped

    const auto malformed = readMapFile(badDir() / "xml-malformed.map.xml");
    REQUIRE(malformed.findings.size() == 1);
    CHECK(malformed.findings[0].where.column == 3); // "</map>" starts in column 1; pugixml points past "</"
}

TEST_CASE("map reader: a file that cannot be read is fatal", "[formats][errors]")
{
    const auto r = readMapFile(badDir() / "no-such-file.map.xml");
    CHECK_FALSE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "file-unreadable");
    CHECK(r.findings[0].severity == Severity::Fatal);
}

TEST_CASE("map reader: missing map-level values leave no model", "[formats][errors]")
{
    // Never invent a required value: without <grid>, no hex can be located.
    const std::string noGrid = "<map version='1' id='m' name='M' system='ff'>\n<catalog href='c'/>\n</map>";
    const auto r = readMapText(noGrid, "no-grid");
    CHECK_FALSE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "missing-element");
    CHECK(r.findings[0].where.line == 1);

    const std::string noId = "<map version='1' name='M' system='ff'>\n<catalog href='c'/>\n"
                             "<grid orientation='flat' parity='odd' columns='2' rows='2' hex-size='1'><labels scheme='digits'/></grid></map>";
    const auto s = readMapText(noId, "no-id");
    CHECK_FALSE(s.ok());
    REQUIRE(s.findings.size() == 1);
    CHECK(s.findings[0].code == "missing-attribute");

    const std::string badNumber = "<map version='1' id='m' name='M' system='ff'>\n<catalog href='c'/>\n"
                                  "<grid orientation='flat' parity='odd' columns='+-2' rows='2' hex-size='nan'><labels scheme='digits'/></grid></map>";
    const auto t = readMapText(badNumber, "bad-number");
    CHECK_FALSE(t.ok());
    REQUIRE(t.findings.size() == 2);
    CHECK(t.findings[0].code == "bad-value");
    CHECK(t.findings[1].code == "bad-value");
    CHECK(t.findings[1].where.line == 3);
}

TEST_CASE("loadMap: one fixture per map check code, exact code and line", "[formats][errors][checks]")
{
    const BadCase c = GENERATE(values<BadCase>({
        {"unknown-terrain.map.xml", "unknown-terrain", 11, Severity::Error, true},
        {"duplicate-id.map.xml", "duplicate-id", 14, Severity::Error, true},
        {"too-few-vertices.map.xml", "too-few-vertices", 11, Severity::Error, true},
        {"repeated-vertex.map.xml", "repeated-vertex", 11, Severity::Error, true},
        {"self-intersecting-polygon.map.xml", "self-intersecting-polygon", 11, Severity::Error, true},
        {"zero-area-polygon.map.xml", "zero-area-polygon", 11, Severity::Error, true},
        {"hole-outside-polygon.map.xml", "hole-outside-polygon", 11, Severity::Error, true},
        {"holes-overlap.map.xml", "holes-overlap", 11, Severity::Error, true},
        {"wrong-shape.map.xml", "wrong-shape", 11, Severity::Error, true},
        {"feature-off-map.map.xml", "feature-off-map", 11, Severity::Error, true},
        {"feature-partly-off-map.map.xml", "feature-partly-off-map", 11, Severity::Warning, true},
    }));
    INFO(c.file);
    const auto r = loadMap(badDir() / c.file);
    checkOnly(r.findings, c, c.file);
    REQUIRE(r.ok());
    // Checks report; they never drop or fix: every feature in the file is in the model.
    const std::string text = *readWholeFile(badDir() / c.file);
    std::size_t drawn = 0;
    for (const char* tag : {"<area ", "<line "})
        for (auto at = text.find(tag); at != std::string::npos; at = text.find(tag, at + 1)) ++drawn;
    CHECK(r.value->map.features.size() == drawn);
}

TEST_CASE("catalog reader: fixtures per error code, exact code and line", "[formats][errors][catalog]")
{
    const BadCase c = GENERATE(values<BadCase>({
        {"missing-hindrance.terrain.xml", "missing-attribute", 3, Severity::Error, true},
        {"elevation-on-type.terrain.xml", "bad-value", 4, Severity::Error, true},
        {"duplicate-id.terrain.xml", "duplicate-id", 4, Severity::Error, true},
    }));
    INFO(c.file);
    const auto r = readCatalogFile(badDir() / c.file);
    checkOnly(r.findings, c, c.file);
    REQUIRE(r.ok());
    REQUIRE(r.value->terrains.size() == 1); // the entry in error is dropped
    CHECK(r.value->terrains[0].id == "open");
}

TEST_CASE("catalog loader: include cycles and a default type that names nothing", "[formats][errors][catalog]")
{
    const auto cycle = loadCatalogFile(badDir() / "include-cycle-a.terrain.xml");
    checkOnly(cycle.findings, {"", "include-cycle", 4, Severity::Error, true}, "include-cycle-b.terrain.xml");
    REQUIRE(cycle.ok());
    REQUIRE(cycle.value->terrains.size() == 2); // B's own entry, then A's
    CHECK(cycle.value->terrains[0].id == "b");
    CHECK(cycle.value->terrains[1].id == "a");
    CHECK(cycle.value->defaultType == "a");

    const auto dflt = loadCatalogFile(badDir() / "unknown-default.terrain.xml");
    checkOnly(dflt.findings, {"", "unknown-terrain", 2, Severity::Error, true}, "unknown-default.terrain.xml");
    CHECK(dflt.value->defaultType == "meadow"); // reported, never replaced

    const auto missing = loadCatalogFile(badDir() / "no-such.terrain.xml");
    CHECK_FALSE(missing.ok());
    REQUIRE(missing.findings.size() == 1);
    CHECK(missing.findings[0].code == "file-unreadable");
    CHECK(missing.findings[0].severity == Severity::Fatal);
}

TEST_CASE("loadMap: a map whose catalog cannot be read still loads, with one error", "[formats][errors]")
{
    const fs::path dir = fs::temp_directory_path() / ("crestline-missing-catalog-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const fs::path map = dir / "m.map.xml";
    auto good = readMapFile(fs::path(CRESTLINE_SOURCE_DIR) / "tests/formats/data/flat-odd.map.xml");
    REQUIRE(good.ok());
    good.value->catalogHref = "nowhere.terrain.xml";
    REQUIRE(writeMapFile(*good.value, map).empty());
    const auto r = loadMap(map);
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "file-unreadable");
    CHECK(r.findings[0].severity == Severity::Error);
    CHECK(r.value->catalog.terrains.empty());
    fs::remove_all(dir);
}

TEST_CASE("strict numbers: regressions in the shared parsers", "[formats][errors]")
{
    // Both were accepted before: "-inf" slipped past the infinity test, "+-5" past the sign skip.
    CHECK_FALSE(xml::parseDouble("-inf").has_value());
    CHECK_FALSE(xml::parseDouble("inf").has_value());
    CHECK_FALSE(xml::parseDouble("nan").has_value());
    CHECK_FALSE(xml::parseInt("+-5").has_value());
    CHECK_FALSE(xml::parseInt("+").has_value());
    CHECK(xml::parseInt("+5") == 5);
    CHECK(xml::parseInt("-5") == -5);
    CHECK(xml::parseDouble("-2.5e+17") == -2.5e17);
}

TEST_CASE("map reader: grid values out of range leave no grid, each named with its line", "[formats][errors]")
{
    // Line 3 holds <grid>, line 4 <labels>; each case breaks one value.
    struct Case {
        const char* grid;
        const char* labels;
        int line;
        const char* attribute;
    };
    const Case c = GENERATE(values<Case>({
        {"columns='0' rows='2' hex-size='1'", "scheme='digits'", 3, "columns"},
        {"columns='2' rows='-1' hex-size='1'", "scheme='digits'", 3, "rows"},
        {"columns='2' rows='2' hex-size='0'", "scheme='digits'", 3, "hex-size"},
        {"columns='2' rows='2' hex-size='1'", "scheme='separated' separator=''", 4, "separator"},
        {"columns='2' rows='2' hex-size='1'", "scheme='digits' pad='-2'", 4, "pad"},
        // Letters start at A = 1, so a lettered axis cannot be numbered from 0.
        {"columns='2' rows='2' hex-size='1' first-column='0'", "scheme='letter-number'", 3, "first-column"},
        {"columns='2' rows='2' hex-size='1' first-row='0'", "scheme='letter-number' letter-axis='row'", 3, "first-row"},
    }));
    const std::string text = std::string("<map version='1' id='m' name='M' system='ff'>\n<catalog href='c'/>\n") +
                             "<grid orientation='flat' parity='odd' " + c.grid + ">\n<labels " + c.labels + "/>\n</grid>\n</map>";
    INFO(text);
    const auto r = readMapText(text, "bad-grid");
    INFO(describe(r.findings));
    CHECK_FALSE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "bad-value");
    CHECK(r.findings[0].where.line == c.line);
    CHECK(r.findings[0].message.find(std::string("'") + c.attribute + "'") != std::string::npos);
}

TEST_CASE("map reader: metres-per-hex is bounded (100 km a hex at most), the bound itself is accepted", "[formats][errors][limits]")
{
    const auto text = readWholeFile(fs::path(CRESTLINE_SOURCE_DIR) / "maps/boards/ridge-farm.map.xml");
    REQUIRE(text);
    auto withScale = [&](const std::string& value) {
        std::string t = *text;
        const std::string from = "metres-per-hex=\"75\"";
        t.replace(t.find(from), from.size(), "metres-per-hex=\"" + value + "\"");
        return readMapText(t, "scale.map.xml");
    };
    const auto atBound = withScale("100000");
    REQUIRE(atBound.ok());
    CHECK(atBound.value->metresPerHex == 100000);
    CHECK_FALSE(hasErrors(atBound.findings));
    for (const char* value : {"100000.5", "1e300"}) {
        INFO(value);
        const auto r = withScale(value);
        REQUIRE(hasErrors(r.findings));
        const auto bad = std::find_if(r.findings.begin(), r.findings.end(), [](const Finding& f) { return f.code == "bad-value"; });
        REQUIRE(bad != r.findings.end());
        CHECK(bad->where.line == 3);
        CHECK(bad->message.find("metres-per-hex") != std::string::npos);
    }
}

TEST_CASE("map reader: a bad <background> is an error naming line and attribute, the map loads without it", "[formats][errors][background]")
{
    struct Case {
        const char* attributes;
        const char* code;
        const char* attribute; ///< named in the message
    };
    const Case cases[] = {
        {"href='s.png' opacity='1.5' transform='1 0 0 0 1 0'", "bad-value", "opacity"},
        {"href='s.png' opacity='-0.1' transform='1 0 0 0 1 0'", "bad-value", "opacity"},
        {"href='s.png' opacity='nan' transform='1 0 0 0 1 0'", "bad-value", "opacity"},
        {"href='s.png' transform='1 2 0 2 4 0'", "bad-value", "transform"},          // rows proportional: singular
        {"href='s.png' transform='0 0 5 0 0 7'", "bad-value", "transform"},          // everything to one point
        {"href='s.png' transform='1 0 0 0 1'", "bad-value", "transform"},            // five numbers
        {"href='s.png' transform='1 0 0 0 1 nan'", "bad-value", "transform"},
        {"href='s.png' transform='1 0 0 0 1 0 0'", "bad-value", "transform"},        // seven
        {"href='s.png' visible='maybe' transform='1 0 0 0 1 0'", "bad-value", "visible"},
        {"href='' transform='1 0 0 0 1 0'", "bad-value", "href"},
        {"transform='1 0 0 0 1 0'", "missing-attribute", "href"},
        {"href='s.png'", "missing-attribute", "transform"},
    };
    for (const Case& c : cases) {
        INFO(c.attributes);
        const std::string text = std::string("<map version='1' id='m' name='M' system='ff'>\n<catalog href='c'/>\n") +
                                 "<grid orientation='flat' parity='odd' columns='2' rows='2' hex-size='1'><labels scheme='digits'/></grid>\n" +
                                 "<background " + c.attributes + "/>\n</map>";
        const auto r = readMapText(text, "bg");
        INFO(describe(r.findings));
        REQUIRE(r.ok()); // not part of the frame
        CHECK_FALSE(r.value->background);
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].code == c.code);
        CHECK(r.findings[0].severity == Severity::Error);
        CHECK(r.findings[0].where.line == 4);
        CHECK(r.findings[0].where.element == "/map/background");
        CHECK(r.findings[0].message.find(std::string("'") + c.attribute + "'") != std::string::npos);
    }

    // A second <background> is a duplicate; the first is kept.
    const std::string twice = "<map version='1' id='m' name='M' system='ff'>\n<catalog href='c'/>\n"
                              "<grid orientation='flat' parity='odd' columns='2' rows='2' hex-size='1'><labels scheme='digits'/></grid>\n"
                              "<background href='a.png' transform='1 0 0 0 1 0'/>\n<background href='b.png' transform='1 0 0 0 1 0'/>\n</map>";
    const auto r = readMapText(twice, "twice");
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "duplicate-element");
    CHECK(r.findings[0].where.line == 5);
    CHECK(r.findings[0].severity == Severity::Error);
    REQUIRE(r.value->background);
    CHECK(r.value->background->href == "a.png");
}
