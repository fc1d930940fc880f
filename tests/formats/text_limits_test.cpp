// Length limits on names, titles, ids and notes (formats/common/text_limits.h,
// docs/findings.md#text-limits), for every format: one bundled file of each,
// with one value set to exactly the limit (read) and to one character past
// it (refused: a fatal text-too-long naming the element, the attribute, the
// line and the limit). Issue 27, item 7: a table named with 40 MiB made
// `crestline render` allocate 1.9 GB and die.

#include "formats/common/atomic_file.h"
#include "formats/common/text_limits.h"
#include "formats/map/fof/fof_format.h"
#include "formats/map/map_format.h"
#include "formats/scenario/coh/coh_position.h"
#include "formats/scenario/coh/coh_scenario_format.h"
#include "formats/scenario/fof/fof_mission_format.h"
#include "formats/scenario/gts/gts_scenario_format.h"
#include "formats/scenario/scenario_format.h"
#include "formats/table/tabletop/tabletop_format.h"

#include <catch2/catch.hpp>

#include <algorithm>

#include <filesystem>
#include <functional>

using namespace crestline;
using namespace crestline::formats;

namespace {

struct Outcome {
    bool read = false; ///< a model was returned
    Findings findings;
};
using Reader = std::function<Outcome(std::string_view, const std::string&)>;

template <class F>
Reader reader(F f)
{
    return [f](std::string_view text, const std::string& name) {
        auto r = f(text, name);
        return Outcome{r.value.has_value(), std::move(r.findings)};
    };
}

std::string slurp(const char* relative)
{
    auto text = readWholeFile(std::filesystem::path(CRESTLINE_SOURCE_DIR) / relative);
    REQUIRE(text);
    return *text;
}

/// `count` characters of `unit` (one character, maybe several bytes).
std::string repeated(const std::string& unit, std::size_t count)
{
    std::string s;
    s.reserve(unit.size() * count);
    for (std::size_t i = 0; i < count; ++i) s += unit;
    return s;
}

struct Case {
    const char* format;
    const char* file;
    Reader read;
    const char* opener;   ///< text just before the value: `name="` or `<title>`
    std::size_t limit;
    const char* element;  ///< element path of the finding
    const char* says;     ///< part of the message: "attribute 'name' of <map>"
};

/// `text` with the value after the first `opener` (up to the next '"' or '<') replaced by `value`; `line` is set to the opener's line.
std::string withValue(const std::string& text, const std::string& opener, const std::string& value, int& line)
{
    const std::size_t at = text.find(opener);
    REQUIRE(at != std::string::npos);
    const std::size_t begin = at + opener.size();
    const std::size_t end = text.find_first_of(opener.back() == '"' ? "\"" : "<", begin);
    REQUIRE(end != std::string::npos);
    line = 1 + int(std::count(text.begin(), text.begin() + std::ptrdiff_t(at), '\n'));
    return text.substr(0, begin) + value + text.substr(end);
}

int countCode(const Findings& fs, const char* code)
{
    return int(std::count_if(fs.begin(), fs.end(), [&](const Finding& f) { return f.code == code; }));
}

std::string describe(const Findings& fs)
{
    std::string out;
    for (const Finding& f : fs) out += formatFinding(f) + "\n";
    return out;
}

} // namespace

TEST_CASE("text limits: every format reads a value at the limit and refuses one character more", "[formats][limits]")
{
    constexpr std::size_t kShort = 1000, kLong = 100000; // docs/findings.md#text-limits
    STATIC_REQUIRE(xml::kShortTextLimit == kShort);
    STATIC_REQUIRE(xml::kLongTextLimit == kLong);
    const Case c = GENERATE_COPY(values<Case>({
        {"hex map", "maps/boards/kleinbach.map.xml", reader([](auto t, auto n) { return readMapText(t, n); }), " name=\"", kShort, "/map", "attribute 'name' of <map>"},
        {"card map", "maps/boards/mission1.map.xml", reader([](auto t, auto n) { return readFofMapText(t, n); }), " name=\"", kShort, "/map", "attribute 'name' of <map>"},
        {"catalog", "maps/catalogs/ff-core.terrain.xml", reader([](auto t, auto n) { return readCatalogText(t, n); }), " name=\"", kShort, "/terrain-catalog", "attribute 'name' of <terrain-catalog>"},
        {"catalog notes", "maps/catalogs/ff-core.terrain.xml", reader([](auto t, auto n) { return readCatalogText(t, n); }), "<notes>", kLong, "/terrain-catalog/terrain[1]/notes", "the text of <notes>"},
        {"deck", "maps/catalogs/fof-normandy-sample.deck.xml", reader([](auto t, auto n) { return readFofDeckText(t, n); }), " name=\"", kShort, "/fof-deck", "attribute 'name' of <fof-deck>"},
        {"deck notes", "maps/catalogs/fof-normandy-sample.deck.xml", reader([](auto t, auto n) { return readFofDeckText(t, n); }), "<notes>", kLong, "/fof-deck/notes", "the text of <notes>"},
        {"table", "maps/tables/hedgerows.table.xml", reader([](auto t, auto n) { return readTableText(t, n); }), " name=\"", kShort, "/table", "attribute 'name' of <table>"},
        {"ff scenario title", "scenarios/library/hold-the-ridge.scenario.xml", reader([](auto t, auto n) { return readScenarioText(t, n); }), "<title>", kShort, "/scenario/title", "the text of <title>"},
        {"ff scenario history", "scenarios/library/hold-the-ridge.scenario.xml", reader([](auto t, auto n) { return readScenarioText(t, n); }), "<history>", kLong, "/scenario/history", "the text of <history>"},
        {"gts scenario", "scenarios/library/aldenfeld-crossing.scenario.xml", reader([](auto t, auto n) { return readGtsScenarioText(t, n); }), "<title>", kShort, "/scenario/title", "the text of <title>"},
        {"coh scenario", "scenarios/library/kleinbach-crossroads.scenario.xml", reader([](auto t, auto n) { return readCohScenarioText(t, n); }), "<title>", kShort, "/scenario/title", "the text of <title>"},
        {"fof mission", "scenarios/library/mission1-trevieres.scenario.xml", reader([](auto t, auto n) { return readFofMissionText(t, n); }), "<subtitle>", kShort, "/scenario/subtitle", "the text of <subtitle>"},
        {"sighting setup", "scenarios/library/hold-the-ridge.german.opponent.setup.xml", reader([](auto t, auto n) { return readSetupText(t, n); }), " id=\"", kShort, "/sighting-setup/marker[1]", "attribute 'id' of <marker>"},
        {"coh hidden setup", "scenarios/library/kleinbach-crossroads.de.plan.hidden.xml", reader([](auto t, auto n) { return readHiddenSetupText(t, n); }), " unit=\"", kShort, "/hidden-setup/hidden[1]", "attribute 'unit' of <hidden>"},
        {"coh position", "scenarios/library/kleinbach-round2.position.xml", reader([](auto t, auto n) { return readPositionText(t, n); }), " id=\"", kShort, "/position/unit[1]", "attribute 'id' of <unit>"},
    }));
    // Characters, not bytes: two-byte and four-byte characters count once.
    const std::string unit = GENERATE(as<std::string>{}, "a", "\xC3\xA9", "\xF0\x9F\x8C\xB3");
    INFO(c.format << " " << c.file << " with " << unit.size() << "-byte characters");
    const std::string original = slurp(c.file);
    int line = 0;

    SECTION("at the limit: read, no text-too-long")
    {
        const auto r = c.read(withValue(original, c.opener, repeated(unit, c.limit), line), c.file);
        INFO(describe(r.findings));
        CHECK(r.read);
        CHECK(countCode(r.findings, "text-too-long") == 0);
    }
    SECTION("one character past it: refused, the finding names element, attribute, line and limit")
    {
        const auto r = c.read(withValue(original, c.opener, repeated(unit, c.limit + 1), line), c.file);
        INFO(describe(r.findings));
        CHECK_FALSE(r.read);
        REQUIRE(r.findings.size() == 1);
        const Finding& f = r.findings[0];
        CHECK(f.code == "text-too-long");
        CHECK(f.severity == Severity::Fatal);
        CHECK(f.where.file == c.file);
        CHECK(f.where.line == line);
        CHECK(f.where.element == c.element);
        CHECK(f.message.find(c.says) != std::string::npos);
        const std::string count = c.limit == kShort ? "1,001 characters long" : "100,001 characters long";
        const std::string limit = c.limit == kShort ? "at most 1,000 characters" : "at most 100,000 characters";
        CHECK(f.message.find(count) != std::string::npos);
        CHECK(f.message.find(limit) != std::string::npos);
    }
}

TEST_CASE("text limits: every value over its limit is reported, kept extensions and point lists are not limited", "[formats][limits]")
{
    const std::string big(5000, 'x');
    std::string points;
    for (int i = 0; i < 400; ++i) points += std::to_string(i) + ".25," + std::to_string(i % 7) + ".5 "; // > 1,000 characters
    REQUIRE(points.size() > 4000);
    SECTION("two names too long: two findings, each on its line")
    {
        const std::string text = "<terrain-catalog version='2' system='ff' name='" + big + "'>\n"
                                 "  <terrain id='open' name='Open' kind='type' precedence='1' los='clear'/>\n"
                                 "  <terrain id='woods' name='" + big + "' kind='type' precedence='2' los='obstacle'/>\n"
                                 "</terrain-catalog>\n";
        const auto r = readCatalogText(text, "c.terrain.xml");
        INFO(describe(r.findings));
        CHECK_FALSE(r.ok());
        REQUIRE(r.findings.size() == 2);
        CHECK(r.findings[0].where.line == 1);
        CHECK(r.findings[1].where.line == 3);
        CHECK(r.findings[1].where.element == "/terrain-catalog/terrain[2]");
        CHECK(r.findings[1].message.find("5,000 characters long") != std::string::npos);
    }
    SECTION("an extension attribute and element in another namespace are kept whatever their length")
    {
        const std::string text = "<terrain-catalog version='2' system='ff' name='C' xmlns:ed='urn:example:editor'>\n"
                                 "  <terrain id='open' name='Open' kind='type' precedence='1' los='clear' ed:note='" + big + "'>\n"
                                 "    <ed:memo>" + std::string(200000, 'y') + "</ed:memo>\n"
                                 "  </terrain>\n"
                                 "</terrain-catalog>\n";
        const auto r = readCatalogText(text, "c.terrain.xml");
        INFO(describe(r.findings));
        REQUIRE(r.ok());
        CHECK(r.findings.empty());
    }
    SECTION("a long point list is data, not text")
    {
        std::string text = slurp("tests/formats/data/flat-odd.map.xml");
        const std::size_t at = text.find("points=\"");
        REQUIRE(at != std::string::npos);
        const std::size_t end = text.find('"', at + 8);
        text = text.substr(0, at + 8) + points + text.substr(end);
        const auto r = readMapText(text, "m.map.xml");
        CHECK(countCode(r.findings, "text-too-long") == 0);
    }
}
