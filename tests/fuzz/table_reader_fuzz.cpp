// libFuzzer target: the 15 mm tabletop table reader (NAME.table.xml) and, for
// every table it returns, the writer's round trip (fuzz_support.h).

#include "formats/table/tabletop_format.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace crestline;
    auto read = formats::readTableText(fuzz::asText(data, size), "fuzz.table.xml");
    if (!read.value) return 0;
    fuzz::checkRoundTrip(
        "table_reader_fuzz", *read.value, read.findings,
        [](const std::string& text) { return formats::readTableText(text, "rewritten.table.xml"); },
        [](const maps::TabletopGame& game) { return formats::writeTableText(game); });
    return 0;
}
