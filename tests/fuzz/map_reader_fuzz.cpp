// libFuzzer target: the map reader (NAME.map.xml) and, for every map it
// returns, the writer's round trip (fuzz_support.h).

#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace crestline;
    auto read = formats::readMapText(fuzz::asText(data, size), "fuzz.map.xml");
    if (!read.value) return 0;
    fuzz::checkRoundTrip(
        "map_reader_fuzz", *read.value, read.findings,
        [](const std::string& text) { return formats::readMapText(text, "rewritten.map.xml"); },
        [](const maps::Map& map) { return formats::writeMapText(map); });
    return 0;
}
