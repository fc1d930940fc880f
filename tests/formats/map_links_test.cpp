// Map format version 2: roads and railroads as links hex to hex (<links>)
// and reinforcement entry hexes with Division symbols (<entries>)
// [GTS 8.0, 14.6, 29.41]. The golden tests/formats/data/gts-links.map.xml
// round-trips byte for byte and reads as the file states it (hexes worked
// out by hand from the labels); version 1 files still read and are written
// as version 1; version 4 is refused; every reader error names file, line
// and element, and drops only its link or entry.

#include "formats/common/atomic_file.h"
#include "formats/map/map_format.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace crestline;
using namespace crestline::formats;
namespace fs = std::filesystem;
using geometry::OffsetCoord;

namespace {

fs::path dataDir() { return fs::path(CRESTLINE_SOURCE_DIR) / "tests/formats/data"; }

std::string describe(const Findings& fs)
{
    std::string out;
    for (const Finding& f : fs) out += formatFinding(f) + "\n";
    return out;
}

/// A 6 x 6 gts map (flat-top, odd parity, letter-number labels) whose <links>
/// and <entries> hold `body`; the body starts on line 5.
std::string mapWith(const std::string& body, const char* version = "2")
{
    return std::string("<map version='") + version + "' id='m' name='M' system='gts'>\n<catalog href='c'/>\n" +
           "<grid orientation='flat' parity='odd' columns='6' rows='6' hex-size='60'><labels scheme='letter-number'/></grid>\n" +
           "<links>\n" + body + "</links>\n</map>";
}

/// Exactly one finding, with this code, on this line, naming this element.
void checkOne(const ReadResult<maps::Map>& r, const char* code, int line, const std::string& element)
{
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == code);
    CHECK(r.findings[0].severity == Severity::Error);
    CHECK(r.findings[0].where.file == "m.map.xml");
    CHECK(r.findings[0].where.line == line);
    CHECK(r.findings[0].where.element == element);
}

} // namespace

TEST_CASE("links and entries golden: read -> write is byte-identical, values as the file states them", "[formats][golden][gts]")
{
    const fs::path file = dataDir() / "gts-links.map.xml";
    const auto golden = readWholeFile(file);
    REQUIRE(golden);
    auto r = readMapFile(file);
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.empty());
    const maps::Map& m = *r.value;
    CHECK(writeMapText(m) == *golden);
    CHECK(mapFormatVersionFor(m) == 2);

    REQUIRE(m.links.size() == 3);
    // A1 B1 C2 C3 D3 E4 F4: letter = column + 1, number = row + 1
    CHECK(m.links[0].id == "highway");
    CHECK(m.links[0].terrain == "raised-road");
    CHECK(m.links[0].hexes == std::vector<OffsetCoord>{{0, 0}, {1, 0}, {2, 1}, {2, 2}, {3, 2}, {4, 3}, {5, 3}});
    CHECK(m.links[0].line == 13);
    CHECK(m.links[1].id.empty()); // the id is optional
    CHECK(m.links[1].hexes == std::vector<OffsetCoord>{{2, 2}, {2, 3}});
    CHECK(m.links[2].terrain == "railroad");
    CHECK(m.links[2].hexes == std::vector<OffsetCoord>{{5, 0}, {4, 0}, {3, 0}, {2, 0}});
    REQUIRE(m.entries.size() == 2);
    CHECK(m.entries[0].hex == OffsetCoord{0, 3});
    CHECK(m.entries[0].divisions == std::vector<std::string>{"12VG", "3FJ"});
    CHECK(m.entries[0].side == "Red");
    CHECK(m.entries[1].hex == OffsetCoord{5, 5});
    CHECK(m.entries[1].divisions == std::vector<std::string>{"2AD"});
    CHECK(m.entries[1].side.empty());

    auto again = readMapText(writeMapText(m), "again");
    REQUIRE(again.ok());
    CHECK(again.findings.empty());
    CHECK(*again.value == m);
}

TEST_CASE("links and entries: extensions on them are kept, unknown attributes reported", "[formats][extras][gts]")
{
    const std::string text = "<map version='2' id='m' name='M' system='gts' xmlns:ed='urn:example:ed'>\n<catalog href='c'/>\n"
                             "<grid orientation='flat' parity='odd' columns='6' rows='6' hex-size='60'><labels scheme='letter-number'/></grid>\n"
                             "<links ed:layer='roads'>\n<link terrain='road' hexes='A1 A2' ed:colour='red'/>\n</links>\n"
                             "<entries>\n<entry hex='A1' divisions='X' width='2'/>\n</entries>\n</map>";
    auto r = readMapText(text, "m.map.xml");
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "unknown-attribute");
    CHECK(r.findings[0].where.line == 8);
    REQUIRE(r.value->entries.size() == 1); // kept, the unknown attribute dropped
    const std::string out = writeMapText(*r.value);
    CHECK(out.find("<links ed:layer=\"roads\">") != std::string::npos);
    CHECK(out.find("<link terrain=\"road\" hexes=\"A1 A2\" ed:colour=\"red\" />") != std::string::npos);
    CHECK(out.find("width") == std::string::npos);
}

TEST_CASE("map format versions: 1 still reads and is written as 1, links make 2, 4 is refused", "[formats][gts]")
{
    // Every file of version 1 (the goldens, the FF boards, gts-small) is a version 2 file without links or entries.
    auto v1 = readMapFile(fs::path(CRESTLINE_SOURCE_DIR) / "tests/cli/data/gts-small.map.xml");
    INFO(describe(v1.findings));
    REQUIRE(v1.ok());
    CHECK(v1.findings.empty());
    CHECK(v1.value->links.empty());
    CHECK(mapFormatVersionFor(*v1.value) == 1);
    CHECK(writeMapText(*v1.value).find("<map version=\"1\" ") != std::string::npos);

    maps::Map withEntry = *v1.value;
    withEntry.entries.push_back({{0, 0}, {"7XD"}, "", {}, 0});
    CHECK(mapFormatVersionFor(withEntry) == 2);
    CHECK(writeMapText(withEntry).find("<map version=\"2\" ") != std::string::npos);
    maps::Map withLink = *v1.value;
    withLink.links.push_back({"", "road", {{0, 0}, {0, 1}}, {}, 0});
    CHECK(mapFormatVersionFor(withLink) == 2);

    auto newer = readMapText(mapWith("<link terrain='road' hexes='A1 A2'/>\n", "4"), "m.map.xml");
    CHECK_FALSE(newer.ok());
    REQUIRE(newer.findings.size() == 1);
    CHECK(newer.findings[0].code == "newer-version");
    CHECK(newer.findings[0].severity == Severity::Fatal);
    CHECK(newer.findings[0].message.find("this build reads 3") != std::string::npos);
}

TEST_CASE("link reader errors: file, line, element, only that link is dropped", "[formats][errors][gts]")
{
    struct Case {
        const char* what;
        const char* link;
        const char* code;
    };
    const Case c = GENERATE(values<Case>({
        // A1 (0,0) and B2 (1,1): B2's centre (3,3) is not one of A1's neighbours' (3,1) (0,2)
        {"not adjacent", "<link terrain='road' hexes='A1 B2 B3'/>", "bad-value"},
        {"one hex", "<link terrain='road' hexes='C3'/>", "bad-value"},
        {"no hex", "<link terrain='road' hexes='  '/>", "bad-value"},
        {"a hex twice", "<link terrain='road' hexes='A1 A2 B2 B1 A1'/>", "bad-value"},
        {"a hex off the grid", "<link terrain='road' hexes='F6 F7'/>", "unknown-hex"},
        {"no hexes", "<link terrain='road'/>", "missing-attribute"},
        {"no terrain", "<link hexes='A1 A2'/>", "missing-attribute"},
        {"empty id", "<link id='' terrain='road' hexes='A1 A2'/>", "bad-value"},
    }));
    INFO(c.what);
    auto r = readMapText(mapWith("<link id='good' terrain='road' hexes='A1 A2'/>\n" + std::string(c.link) + "\n"), "m.map.xml");
    checkOne(r, c.code, 6, "/map/links/link[2]");
    REQUIRE(r.value->links.size() == 1);
    CHECK(r.value->links[0].id == "good");
}

TEST_CASE("link reader: a link id used twice is duplicate-id on the second, naming the first's line", "[formats][errors][gts]")
{
    auto r = readMapText(mapWith("<link id='r1' terrain='road' hexes='A1 A2'/>\n<link id='r1' terrain='trail' hexes='B1 B2'/>\n"
                                 "<link terrain='road' hexes='C1 C2'/>\n<link terrain='road' hexes='D1 D2'/>\n"),
                         "m.map.xml");
    checkOne(r, "duplicate-id", 6, "/map/links/link[2]");
    CHECK(r.findings[0].message.find("line 5") != std::string::npos);
    REQUIRE(r.value->links.size() == 3); // links without an id never clash
    CHECK(r.value->links[0].terrain == "road");
}

TEST_CASE("entry reader errors: file, line, element, only that entry is dropped", "[formats][errors][gts]")
{
    struct Case {
        const char* what;
        const char* entry;
        const char* code;
    };
    const Case c = GENERATE(values<Case>({
        {"no divisions", "<entry hex='A2'/>", "missing-attribute"},
        {"empty divisions", "<entry hex='A2' divisions=' '/>", "bad-value"},
        {"a symbol twice", "<entry hex='A2' divisions='3FJ 12VG 3FJ'/>", "bad-value"},
        {"no hex", "<entry divisions='3FJ'/>", "missing-attribute"},
        {"hex off the grid", "<entry hex='A7' divisions='3FJ'/>", "unknown-hex"},
        {"empty side", "<entry hex='A2' divisions='3FJ' side=''/>", "bad-value"},
    }));
    INFO(c.what);
    const std::string text = "<map version='2' id='m' name='M' system='gts'>\n<catalog href='c'/>\n"
                             "<grid orientation='flat' parity='odd' columns='6' rows='6' hex-size='60'><labels scheme='letter-number'/></grid>\n"
                             "<entries>\n<entry hex='A1' divisions='12VG'/>\n" +
                             std::string(c.entry) + "\n</entries>\n</map>";
    auto r = readMapText(text, "m.map.xml");
    checkOne(r, c.code, 6, "/map/entries/entry[2]");
    REQUIRE(r.value->entries.size() == 1);
    CHECK(r.value->entries[0].divisions == std::vector<std::string>{"12VG"});
}

TEST_CASE("the sample GTS board is in canonical form but for its header comment", "[formats][golden][gts]")
{
    const fs::path file = fs::path(CRESTLINE_SOURCE_DIR) / "maps/boards/aldenfeld.map.xml";
    const auto text = readWholeFile(file);
    REQUIRE(text);
    auto r = readMapFile(file);
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.empty());
    // The generator's comment (after the XML declaration, up to "-->") is the only difference.
    const std::size_t from = text->find("<!--"), to = text->find("-->\n");
    REQUIRE(from != std::string::npos);
    REQUIRE(to != std::string::npos);
    CHECK(writeMapText(*r.value) == text->substr(0, from) + text->substr(to + 4));
    CHECK(r.value->grid.columns == 30);
    CHECK(r.value->grid.rows == 25);
    CHECK(r.value->metresPerHex == 500);
    CHECK(r.value->links.size() == 11);
    CHECK(r.value->entries.size() == 7);
}
