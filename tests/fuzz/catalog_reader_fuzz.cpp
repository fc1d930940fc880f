// libFuzzer target: the terrain catalog reader (NAME.terrain.xml, includes
// not followed) and, for every catalog it returns, the writer's round trip.

#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace crestline;
    auto read = formats::readCatalogText(fuzz::asText(data, size), "fuzz.terrain.xml");
    if (!read.value) return 0;
    fuzz::checkRoundTrip(
        "catalog_reader_fuzz", *read.value, read.findings,
        [](const std::string& text) { return formats::readCatalogText(text, "rewritten.terrain.xml"); },
        [](const maps::TerrainCatalog& catalog) { return formats::writeCatalogText(catalog); });
    return 0;
}
