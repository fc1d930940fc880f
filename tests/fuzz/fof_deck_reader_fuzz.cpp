// libFuzzer target: the Fields of Fire terrain deck reader (NAME.deck.xml,
// root <fof-deck>) and the writer's round trip; every card's border read and
// the card found again by its number.

#include "fuzz_support.h"

#include "formats/map/fof/fof_format.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace crestline;
    auto read = formats::readFofDeckText(fuzz::asText(data, size), "fuzz.deck.xml");
    if (!read.value) return 0;
    fuzz::checkRoundTrip(
            "fof_deck_reader_fuzz", *read.value, read.findings, [](const std::string& text) { return formats::readFofDeckText(text, "rewritten.deck.xml"); },
            [](const maps::FofDeck& d) { return formats::writeFofDeckText(d); });
    for (const maps::FofCard& c : read.value->cards) {
        for (int s = 0; s < maps::kCardSegmentCount; ++s) (void)c.segment(maps::CardSegment(s));
        if (read.value->find(c.number) == nullptr) fuzz::fail("fof_deck_reader_fuzz", "a card of the deck is not found by its number");
    }
    return 0;
}
