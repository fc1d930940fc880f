// libFuzzer target: the Fields of Fire terrain deck reader (NAME.deck.xml,
// root <fof-deck>) and the writer's round trip; every card's border and
// cover read once (what the LOS board asks of a card).

#include "fuzz_support.h"

#include "formats/map/fof_format.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace crestline;
    auto read = formats::readFofDeckText(fuzz::asText(data, size), "fuzz.deck.xml");
    if (!read.value) return 0;
    fuzz::checkRoundTrip(
            "fof_deck_reader_fuzz", *read.value, read.findings, [](const std::string& text) { return formats::readFofDeckText(text, "rewritten.deck.xml"); },
            [](const maps::FofDeck& d) { return formats::writeFofDeckText(d); });
    int sum = 0;
    for (const maps::FofCard& c : read.value->cards) {
        sum += c.coverAgainstWhite() + c.coverHigh;
        for (int s = 0; s < maps::kCardSegmentCount; ++s) sum += int(c.segment(maps::CardSegment(s)));
        if (read.value->find(c.number) == nullptr) fuzz::fail("fof_deck_reader_fuzz", "a card of the deck is not found by its number");
    }
    (void)sum;
    return 0;
}
