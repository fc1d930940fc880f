// libFuzzer target: the Fields of Fire card map reader (NAME.map.xml with
// <cards>), the writer's round trip, checkFofMap and resolveStack against
// the sample deck (maps/catalogs/fof-normandy-sample.deck.xml, loaded once,
// whatever deck the input names).

#include "fuzz_support.h"

#include "formats/map/fof/fof_format.h"
#include "maps/fof/fof_map_checks.h"
#include "maps/fof/fof_stack.h"

namespace {

using namespace crestline;

/// The sample deck, loaded once; its id is replaced by each input's first deck id.
const maps::FofDeck& sampleDeck()
{
    static const maps::FofDeck deck = [] {
        auto read = formats::readFofDeckFile(fuzz::sourceDir() / "maps/catalogs/fof-normandy-sample.deck.xml");
        if (!read.value || hasErrors(read.findings)) fuzz::fail("fof_map_reader_fuzz", "cannot load fof-normandy-sample.deck.xml");
        return std::move(*read.value);
    }();
    return deck;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto read = formats::readFofMapText(fuzz::asText(data, size), "fuzz.map.xml");
    if (!read.value) return 0;
    const maps::FofMap& map = *read.value;
    fuzz::checkRoundTrip(
            "fof_map_reader_fuzz", map, read.findings, [](const std::string& text) { return formats::readFofMapText(text, "rewritten.map.xml"); },
            [](const maps::FofMap& m) { return formats::writeFofMapText(m); });
    std::vector<maps::FofDeck> decks{sampleDeck()};
    if (!map.decks.empty()) decks[0].id = map.decks[0].id;
    (void)maps::checkFofMap(map, decks, "fuzz.map.xml");
    for (const maps::CardStack& s : map.cells) {
        const auto resolved = maps::resolveStack(s, decks);
        if (resolved && resolved->level != s.level()) fuzz::fail("fof_map_reader_fuzz", "a resolved stack's level differs from its Hill cards");
    }
    return 0;
}
