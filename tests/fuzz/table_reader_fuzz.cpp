// libFuzzer target: the 15 mm tabletop table reader (NAME.table.xml), the
// writer's round trip (fuzz_support.h) and, for a table that reads without
// errors, the LOS ruling between its first two teams: the core must accept
// everything the reader lets through (it throws on a polygon it refuses).

#include "editor/jobs/tabletop_jobs.h"
#include "formats/table/tabletop_format.h"
#include "fuzz_support.h"

#include <stdexcept>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace crestline;
    auto read = formats::readTableText(fuzz::asText(data, size), "fuzz.table.xml");
    if (!read.value) return 0;
    fuzz::checkRoundTrip(
        "table_reader_fuzz", *read.value, read.findings,
        [](const std::string& text) { return formats::readTableText(text, "rewritten.table.xml"); },
        [](const maps::TabletopGame& game) { return formats::writeTableText(game); });
    if (hasErrors(read.findings)) return 0;
    const auto table = jobs::losTableOf(*read.value);
    std::size_t vertices = 0;
    for (const auto& p : table.pieces) vertices += p.outline.size();
    if (table.teams.size() < 2 || vertices > 200) return 0; // step 3 is O(n^3): keep each input quick
    try {
        const auto r = geometry::los::tabletop::decideLos(table, table.teams[0], table.teams[1]);
        const auto back = geometry::los::tabletop::decideLos(table, table.teams[1], table.teams[0]);
        if (r.los != back.los) fuzz::fail("table_reader_fuzz", "LOS is not reciprocal");
    } catch (const std::invalid_argument& e) {
        fuzz::fail("table_reader_fuzz", std::string("a clean table the LOS core refuses: ") + e.what());
    }
    return 0;
}
