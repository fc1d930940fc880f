// Fields of Fire terrain decks: golden round trips, each card value as the
// file states it [FoF 1.2.1 A-H], bad input with code and line, and the
// sample deck's honesty about where its values come from.

#include "fof_test_support.h"

using namespace crestline;
using namespace crestline::formats;
using namespace fof_test;
using maps::SegmentColour;

TEST_CASE("fof deck golden: read -> write is byte-identical, read -> write -> read is equal", "[formats][fof][golden]")
{
    for (const auto& file : {fofData() / "golden.deck.xml", fofData() / "second.deck.xml", source("maps/catalogs/fof-normandy-sample.deck.xml")}) {
        INFO(file.string());
        const std::string golden = slurp(file);
        auto r = readFofDeckText(golden, file.string());
        INFO(describe(r.findings));
        REQUIRE(r.ok());
        REQUIRE(r.findings.empty());
        const std::string written = writeFofDeckText(*r.value);
        CHECK(written == golden);
        auto again = readFofDeckText(written, "again");
        REQUIRE(again.ok());
        CHECK(*again.value == *r.value);
    }
}

TEST_CASE("fof deck golden: every value as the file states it", "[formats][fof]")
{
    auto r = readFofDeckFile(fofData() / "golden.deck.xml");
    REQUIRE(r.ok());
    const maps::FofDeck& deck = *r.value;
    CHECK(deck.id == "golden");
    CHECK(deck.name == "Golden & test deck");
    CHECK(deck.notes == "Test cards, not the published ones: every value made up to exercise each attribute.");
    REQUIRE(deck.cards.size() == 6);
    const maps::FofCard* town = deck.find(3);
    REQUIRE(town);
    CHECK(town->line == 10);
    CHECK(town->name == "Town");
    CHECK(town->values == maps::CardValues::Published);
    CHECK(town->coverHigh == 3);
    CHECK(town->coverLow == -1);
    CHECK(town->coverAgainstWhite() == -1);
    CHECK(town->trafficability == maps::Trafficability::Slow);
    CHECK_FALSE(town->hill);
    CHECK_FALSE(town->lz);
    CHECK(town->coverPotential == 4);
    CHECK(town->coverDraw == 2);
    CHECK(town->icon == maps::ElevationIcon::MultiStory);
    CHECK(town->incomingVof == -2);
    // N NE E SE S SW W NW = dark dark white dark dark white dark white
    const std::array<SegmentColour, 8> townBorder{SegmentColour::Dark, SegmentColour::Dark,  SegmentColour::White, SegmentColour::Dark,
                                                  SegmentColour::Dark, SegmentColour::White, SegmentColour::Dark,  SegmentColour::White};
    CHECK(town->border == townBorder);
    CHECK(town->segment(maps::CardSegment::SW) == SegmentColour::White);
    CHECK(town->notes == "Two cover values, SLOW, multi-story, Burst -2.");
    CHECK_FALSE(town->extras.empty()); // ed:colour, the <border>'s ed:drawn and <ed:photo> are kept

    const maps::FofCard* swamp = deck.find(4);
    REQUIRE(swamp);
    CHECK(swamp->values == maps::CardValues::Partial);
    CHECK(swamp->trafficability == maps::Trafficability::No);
    CHECK(swamp->lz);
    CHECK(swamp->icon == maps::ElevationIcon::Elevation);
    CHECK(swamp->incomingVof == 1);
    CHECK(swamp->segment(maps::CardSegment::NW) == SegmentColour::Dark);
    CHECK(swamp->segment(maps::CardSegment::N) == SegmentColour::White);

    const maps::FofCard* field = deck.find(5);
    REQUIRE(field);
    CHECK_FALSE(field->coverLow.has_value()); // one value printed: none made up
    CHECK(field->coverAgainstWhite() == 0);
    CHECK(field->trafficability == maps::Trafficability::None);
    CHECK(field->icon == maps::ElevationIcon::None);
    CHECK_FALSE(field->incomingVof.has_value());
    CHECK(deck.find(1)->hill);
    CHECK(deck.find(2)->hill);
    CHECK(deck.find(99) == nullptr);
}

TEST_CASE("fof deck: bad segment values, missing segments, numbers twice and bad values are reported with their line", "[formats][fof][errors]")
{
    auto r = readFofDeckFile(fofData() / "bad/bad-segment.deck.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok()); // a bad card drops that card only
    CHECK(countAt(r.findings, "bad-value", 4) == 1);          // NE="grey"
    CHECK(countAt(r.findings, "missing-attribute", 7) == 1);  // no NW
    CHECK(countAt(r.findings, "duplicate-id", 12) == 1);      // card 3 again
    CHECK(countAt(r.findings, "bad-value", 15) == 2);         // values="guessed", cover-low not below cover
    CHECK(r.findings.size() == 5);
    for (const Finding& f : r.findings) CHECK(f.where.file.find("bad-segment.deck.xml") != std::string::npos);
    bool namesElement = false;
    for (const Finding& f : r.findings) namesElement |= f.where.element == "/fof-deck/card[1]/border";
    CHECK(namesElement);
    REQUIRE(r.value->cards.size() == 1);
    CHECK(r.value->cards[0].number == 3);
    CHECK(r.value->cards[0].name == "Woods");
}

TEST_CASE("fof deck: a header without an id is fatal", "[formats][fof][errors]")
{
    auto r = readFofDeckText("<fof-deck version=\"1\" name=\"x\"/>", "x.deck.xml");
    CHECK_FALSE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "missing-attribute");
    CHECK(r.findings[0].severity == Severity::Fatal);
    auto newer = readFofDeckText("<fof-deck version=\"2\" id=\"a\" name=\"x\"/>", "x.deck.xml");
    CHECK_FALSE(newer.ok());
    REQUIRE(newer.findings.size() == 1);
    CHECK(newer.findings[0].code == "newer-version");
}

TEST_CASE("fof sample deck: Mission 1's thirteen cards, none claiming to be the published card", "[formats][fof]")
{
    auto r = readFofDeckFile(source("maps/catalogs/fof-normandy-sample.deck.xml"));
    REQUIRE(r.ok());
    const maps::FofDeck& deck = *r.value;
    // [2.2.1] 42 37 40 25 / 12 28 54 23 / 22 7 34 27, and Hill 6 under 28.
    std::vector<int> numbers;
    for (const maps::FofCard& c : deck.cards) numbers.push_back(c.number);
    CHECK(numbers == std::vector<int>{6, 7, 12, 22, 23, 25, 27, 28, 34, 37, 40, 42, 54});
    for (const maps::FofCard& c : deck.cards) {
        INFO(c.number);
        CHECK(c.values != maps::CardValues::Published); // the seed has no card pictures
    }
    CHECK(deck.notes.find("NOT the published") != std::string::npos);
    // What the seed's text does give [2.2.1; gameplay example 11, 1.2.1 F]:
    CHECK(deck.find(6)->hill);
    CHECK(deck.find(6)->values == maps::CardValues::Partial);
    CHECK(deck.find(22)->name == "Woods");
    CHECK(deck.find(22)->coverPotential == 3);
    CHECK(deck.find(22)->coverDraw == 4);
    CHECK(deck.find(34)->coverPotential == 2);
    CHECK(deck.find(34)->coverDraw == 4);
    CHECK_FALSE(deck.find(28)->hill); // it lies on top of Hill 6
}
