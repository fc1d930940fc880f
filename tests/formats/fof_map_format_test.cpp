// Fields of Fire card maps: golden round trips (the writer stamps version 4),
// values as the files state them, Mission 1's layout checked by hand against
// the seed [FoF 2.2.1], each reader error and check finding with its line,
// and the hex map reader refusing a card map.

#include "fof_test_support.h"

#include "formats/map/map_format.h"
#include "maps/fof/fof_stack.h"

using namespace crestline;
using namespace crestline::formats;
using namespace fof_test;

namespace {

maps::CardRef ref(const char* deck, int number) { return {deck, number}; }

ReadResult<LoadedFofMap> loadBad(const char* name)
{
    return loadFofMap(fofData() / "bad" / name);
}

} // namespace

TEST_CASE("fof map golden: read -> write is byte-identical, read -> write -> read is equal", "[formats][fof][golden]")
{
    for (const auto& file : {fofData() / "golden.map.xml", source("maps/boards/mission1.map.xml")}) {
        INFO(file.string());
        const std::string golden = slurp(file);
        auto r = readFofMapText(golden, file.string());
        INFO(describe(r.findings));
        REQUIRE(r.ok());
        REQUIRE(r.findings.empty());
        const std::string written = writeFofMapText(*r.value);
        CHECK(written == golden);
        auto again = readFofMapText(written, "again");
        REQUIRE(again.ok());
        CHECK(*again.value == *r.value);
    }
}

TEST_CASE("fof map golden: stacks, faces, grown cells and staging areas as the file states them", "[formats][fof]")
{
    auto r = loadFofMap(fofData() / "golden.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    CHECK(r.findings.empty()); // both decks load, every card is known, stacks are in order
    const maps::FofMap& m = r.value->map;
    CHECK(m.id == "golden-cards");
    REQUIRE(m.decks.size() == 2);
    CHECK(m.decks[1].id == "second");
    CHECK(m.decks[1].line == 4);
    REQUIRE(r.value->decks.size() == 2);
    CHECK(m.columns == 2);
    CHECK(m.rows == 2);
    CHECK(m.defaultFace == maps::CardFace::Down);
    REQUIRE(m.cells.size() == 4);
    const maps::CardStack* hill = m.findCell(2, 1);
    REQUIRE(hill);
    CHECK(hill->line == 7);
    CHECK(hill->face == maps::CardFace::Up);
    CHECK(hill->top == ref("golden", 3));
    CHECK(hill->hills == std::vector<maps::CardRef>{ref("golden", 1), ref("second", 9), ref("golden", 2)}); // bottom up
    CHECK(hill->level() == 3);
    const maps::CardStack* grown = m.findCell(0, 3); // beyond the first rectangle [2.2.1]
    REQUIRE(grown);
    CHECK(grown->face == maps::CardFace::Down);
    CHECK(grown->level() == 0);
    CHECK_FALSE(grown->extras.empty()); // ed:grown kept
    CHECK(m.findCell(1, 2) == nullptr);
    REQUIRE(m.mainStaging.size() == 2);
    CHECK(m.mainStaging[0].card == ref("second", 1));
    CHECK(m.mainStaging[1].column == 2);
    CHECK_FALSE(m.mainStaging[1].card.has_value()); // face down, which card does not matter [2.4.2 A]
    REQUIRE(m.helicopterStaging.size() == 2);
    CHECK(m.helicopterStaging[0].area == maps::HelicopterArea::PickupZone);
    CHECK(m.helicopterStaging[1].area == maps::HelicopterArea::Enroute);
}

TEST_CASE("fof mission 1: the seed's layout, Hill 6 under 28, the staging row", "[formats][fof]")
{
    auto r = loadFofMap(source("maps/boards/mission1.map.xml"));
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    CHECK(problems(r.findings).empty()); // only the info that the deck lies in ../catalogs
    const maps::FofMap& m = r.value->map;
    CHECK(m.system == "fof");
    CHECK(m.columns == 4); // "4 columns by 3 rows" [2.2, Mission 1]
    CHECK(m.rows == 3);
    CHECK(m.cells.size() == 12);
    // [2.2.1] "Cards in the example", top row first: row 3, row 2, row 1.
    const int layout[3][4] = {{42, 37, 40, 25}, {12, 28, 54, 23}, {22, 7, 34, 27}};
    for (int row = 3; row >= 1; --row)
        for (int column = 1; column <= 4; ++column) {
            INFO("cell " << column << "," << row);
            const maps::CardStack* s = m.findCell(column, row);
            REQUIRE(s);
            CHECK(s->top == ref("normandy-sample", layout[3 - row][column - 1]));
            CHECK(s->face == maps::CardFace::Up); // face up unless the mission says otherwise [2.2.1]
            CHECK(s->level() == (column == 2 && row == 2 ? 1 : 0));
        }
    CHECK(m.findCell(2, 2)->hills == std::vector<maps::CardRef>{ref("normandy-sample", 6)}); // "(6) 28"
    // Card 22 is row 1, column 1 (gameplay example 11); card 34 the 1/2nd Squad's card.
    CHECK(m.findCell(1, 1)->top.number == 22);
    CHECK(m.findCell(3, 1)->top.number == 34);
    // The Main Staging Area below Row 1: a row of face-down cards [2.4.2 A].
    REQUIRE(m.mainStaging.size() == 4);
    for (int i = 0; i < 4; ++i) CHECK(m.mainStaging[std::size_t(i)].column == i + 1);
    CHECK(m.helicopterStaging.empty()); // Vietnam missions only [2.4.2 B]
    REQUIRE(r.value->decks.size() == 1);
    CHECK(r.value->decks[0].find(28) != nullptr);
}

TEST_CASE("fof map: a cell or staging column given twice is fof-duplicate-cell at the second", "[formats][fof][errors]")
{
    auto r = loadBad("duplicate-cell.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    const Findings p = problems(r.findings);
    CHECK(p.size() == 2);
    CHECK(countAt(p, "fof-duplicate-cell", 7) == 1);
    CHECK(countAt(p, "fof-duplicate-cell", 11) == 1);
    for (const Finding& f : p) CHECK(f.message.find("line") != std::string::npos);
    CHECK(r.value->map.findCell(1, 1)->top.number == 5); // the first is kept
    CHECK(r.value->map.cells.size() == 2);
    CHECK(r.value->map.mainStaging.size() == 1);
}

TEST_CASE("fof map: one card in two places is fof-card-twice", "[formats][fof][errors]")
{
    auto r = loadBad("card-twice.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    const Findings p = problems(r.findings);
    CHECK(p.size() == 2);
    CHECK(countAt(p, "fof-card-twice", 8) == 1);  // Hill 1 under both cells
    CHECK(countAt(p, "fof-card-twice", 13) == 1); // card 5 on the map and in the staging area
    for (const Finding& f : p) CHECK(f.where.file.find("card-twice.map.xml") != std::string::npos);
}

TEST_CASE("fof map: an unknown deck or card number is fof-unknown-card", "[formats][fof][errors]")
{
    auto r = loadBad("unknown-card.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    const Findings p = problems(r.findings);
    CHECK(p.size() == 2);
    CHECK(countAt(p, "fof-unknown-card", 5) == 1); // golden has no card 77
    CHECK(countAt(p, "fof-unknown-card", 6) == 1); // no deck 'elsewhere'
    REQUIRE(p.size() == 2);
    CHECK(p[1].message.find("elsewhere") != std::string::npos);
    CHECK(p[1].where.feature == "cell 2,1");
}

TEST_CASE("fof map: a non-Hill card under the top card, or a Hill card on top, is reported [1.2.1 D]", "[formats][fof][errors]")
{
    auto r = loadBad("stack-order.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    const Findings p = problems(r.findings);
    CHECK(p.size() == 2);
    CHECK(countAt(p, "fof-lower-not-hill", 5) == 1); // Woods (6) under Field (5)
    CHECK(countAt(p, "fof-hill-on-top", 9) == 1);    // Hill 2 alone
}

TEST_CASE("fof map: reader errors drop the item and name the line", "[formats][fof][errors]")
{
    auto r = loadBad("two-decks-no-deck.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    const Findings p = problems(r.findings);
    CHECK(p.size() == 2);
    CHECK(countAt(p, "missing-attribute", 6) == 1); // two decks: the reference must name one
    CHECK(countAt(p, "bad-value", 7) == 1);         // row 0 is the staging area
    CHECK(r.value->map.cells.empty());

    auto old = readFofMapFile(fofData() / "bad/hex-body.map.xml"); // a card map needs version 4
    CHECK_FALSE(old.ok());
    REQUIRE(old.findings.size() == 1);
    CHECK(old.findings[0].code == "bad-value");
    CHECK(old.findings[0].where.line == 2);
    CHECK(old.findings[0].severity == Severity::Fatal);
}

TEST_CASE("fof map: the hex map reader refuses a card map with fof-card-map", "[formats][fof][errors]")
{
    auto r = readMapFile(source("maps/boards/mission1.map.xml"));
    CHECK_FALSE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "fof-card-map");
    CHECK(r.findings[0].severity == Severity::Fatal);
    CHECK(r.findings[0].where.line == 2);
    CHECK(r.findings[0].where.element == "/map");
}

TEST_CASE("fof map: a deck file whose id differs from <deck id> is a bad-value and its cards are unknown", "[formats][fof][errors]")
{
    const std::string text = slurp(fofData() / "golden.map.xml");
    std::string swapped = text;
    swapped.replace(swapped.find("href=\"golden.deck.xml\""), 22, "href=\"second.deck.xml\"");
    const auto dir = std::filesystem::temp_directory_path() / "crestline-fof-deck-id";
    std::filesystem::create_directories(dir);
    for (const char* deck : {"golden.deck.xml", "second.deck.xml"})
        std::filesystem::copy_file(fofData() / deck, dir / deck, std::filesystem::copy_options::overwrite_existing);
    REQUIRE(writeFofMapFile(*readFofMapText(swapped, "x").value, dir / "swapped.map.xml").empty());
    auto r = loadFofMap(dir / "swapped.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    CHECK(countAt(r.findings, "bad-value", 3) == 1);
    CHECK(r.value->decks.size() == 1); // only 'second' is loaded (once, by its own <deck>)
    int unknown = 0;
    for (const Finding& f : r.findings) unknown += f.code == "fof-unknown-card";
    CHECK(unknown == 6); // golden 5, 3, 1, 2, 6, 4: every golden card on the map
    std::filesystem::remove_all(dir);
}

TEST_CASE("fof stack: level and border of the golden 2,1 stack, worked by hand", "[formats][fof]")
{
    auto r = loadFofMap(fofData() / "golden.map.xml");
    REQUIRE(r.ok());
    const auto s = maps::resolveStack(*r.value->map.findCell(2, 1), r.value->decks);
    REQUIRE(s);
    CHECK(s->level == 3);
    CHECK(s->top->name == "Town");
    REQUIRE(s->hills.size() == 3);
    CHECK(s->hills[1]->name == "Ridge");
    // Town: N NE E SE S SW W NW = d d w d d w d w; Hill golden 1 darkens N, Ridge
    // (second 9) N NE NW, Hill golden 2 E: so only SW stays white.
    using maps::SegmentColour;
    const std::array<SegmentColour, 8> expected{SegmentColour::Dark, SegmentColour::Dark,  SegmentColour::Dark, SegmentColour::Dark,
                                                SegmentColour::Dark, SegmentColour::White, SegmentColour::Dark, SegmentColour::Dark};
    CHECK(s->border == expected);
    const auto flat = maps::resolveStack(*r.value->map.findCell(1, 1), r.value->decks); // Field, all white, level 0
    REQUIRE(flat);
    CHECK(flat->level == 0);
    CHECK(flat->border == std::array<SegmentColour, 8>{});
    maps::CardStack unknown = *r.value->map.findCell(1, 1);
    unknown.hills.push_back({"golden", 99});
    CHECK_FALSE(maps::resolveStack(unknown, r.value->decks).has_value());
}

TEST_CASE("fof map: unknown XML in no namespace is reported and dropped, its item kept", "[formats][fof][errors]")
{
    const std::string text = "<map version=\"4\" id=\"u\" name=\"u\" system=\"fof\">\n"
                             "  <deck id=\"d\" href=\"d.deck.xml\" />\n"
                             "  <cards columns=\"1\" rows=\"1\">\n"
                             "    <cell column=\"1\" row=\"1\" card=\"3\" colour=\"red\">\n"
                             "      <hill card=\"1\" />\n"
                             "      <marker kind=\"smoke\" />\n"
                             "    </cell>\n"
                             "  </cards>\n"
                             "  <grid columns=\"2\" />\n"
                             "</map>\n";
    auto r = readFofMapText(text, "u.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    CHECK(countAt(r.findings, "unknown-attribute", 4) == 1);
    CHECK(countAt(r.findings, "unknown-element", 6) == 1);
    CHECK(countAt(r.findings, "unknown-element", 9) == 1); // a hex map's <grid> has no place in a card map
    CHECK(r.findings.size() == 3);
    REQUIRE(r.value->cells.size() == 1);
    CHECK(r.value->cells[0].top == maps::CardRef{"d", 3});
    CHECK(r.value->cells[0].hills == std::vector<maps::CardRef>{{"d", 1}});
    CHECK(r.value->cells[0].extras.empty()); // dropped, not kept
    CHECK(writeFofMapText(*r.value).find("colour") == std::string::npos);
}

TEST_CASE("fof map: a frame error is fatal, a newer version is refused", "[formats][fof][errors]")
{
    auto noDeck = readFofMapText("<map version=\"4\" id=\"u\" name=\"u\" system=\"fof\"><cards columns=\"1\" rows=\"1\"/></map>", "u.map.xml");
    CHECK_FALSE(noDeck.ok());
    REQUIRE(noDeck.findings.size() == 1);
    CHECK(noDeck.findings[0].code == "missing-element");
    CHECK(noDeck.findings[0].severity == Severity::Fatal);
    auto wrongSystem = readFofMapText("<map version=\"4\" id=\"u\" name=\"u\" system=\"ff\"><deck id=\"d\" href=\"d\"/><cards columns=\"1\" rows=\"1\"/></map>", "u.map.xml");
    CHECK_FALSE(wrongSystem.ok());
    REQUIRE(wrongSystem.findings.size() == 1);
    CHECK(wrongSystem.findings[0].code == "bad-value");
    auto newer = readFofMapText("<map version=\"5\" id=\"u\" name=\"u\" system=\"fof\"><deck id=\"d\" href=\"d\"/><cards columns=\"1\" rows=\"1\"/></map>", "u.map.xml");
    CHECK_FALSE(newer.ok());
    REQUIRE(newer.findings.size() == 1);
    CHECK(newer.findings[0].code == "newer-version");
}

TEST_CASE("fof map: a hex map with a stray <cards> is still read as a hex map", "[formats][fof][errors]")
{
    std::string text = slurp(source("tests/formats/data/flat-odd.map.xml"));
    const auto grid = text.find("  <grid ");
    REQUIRE(grid != std::string::npos);
    text.insert(grid, "  <cards columns=\"1\" rows=\"1\" />\n");
    auto r = readMapText(text, "stray.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "unknown-element");
    CHECK(r.findings[0].where.line == 4); // declaration, <map>, <catalog>, then the inserted <cards>
}
