// libFuzzer target: the 15 mm tabletop table reader (NAME.table.xml), the
// writer's round trip (fuzz_support.h) and, for a table that reads without
// errors, the rulings on it: the core must accept everything the reader lets
// through (it throws on a polygon it refuses). LOS between the first two
// teams both ways round and by the O(n^3) reference (the fast step 3 must
// agree with it) with its witness checked exactly, fire from the first team
// at the first enemy team, and that team's concealment from the first (each
// taken as a unit of one team).

#include "editor/jobs/tabletop/tabletop_jobs.h"
#include "formats/table/tabletop/tabletop_format.h"
#include "fuzz_support.h"
#include "geometry/los/systems/tabletop/tabletop_conceal.h"
#include "geometry/los/systems/tabletop/tabletop_fire.h"

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
    namespace tt = geometry::los::tabletop;
    try {
        const tt::CheckedTable checked(table); // once, as the jobs do: hills that cross are the reader's finding, never here
        const tt::Team &a = table.teams[0], &b = table.teams[1];
        const auto r = tt::decideLos(checked, a, b);
        const auto back = tt::decideLos(checked, b, a);
        if (r.los != back.los) fuzz::fail("table_reader_fuzz", "LOS is not reciprocal");
        if (tt::decideLosReference(checked, a, b).los != r.los)
            fuzz::fail("table_reader_fuzz", "the fast step 3 and the O(n^3) reference disagree");
        if (r.witness) {
            std::vector<tt::Polygon> outlines;
            for (const tt::Piece& p : table.pieces)
                for (const tt::ActivePiece& act : r.active)
                    if (act.id == p.id) outlines.push_back(p.outline);
            if (!tt::inPolygon(r.witness->from, a.base) || !tt::inPolygon(r.witness->to, b.base) || !tt::missesInterior(*r.witness, outlines))
                fuzz::fail("table_reader_fuzz", "a witness that is no free sight segment between the bases");
        }
        for (const tt::Team& t : table.teams)
            if (t.side != a.side) {
                (void)tt::decideFire(checked, a, t, 12 * tt::kThouPerInch);
                (void)tt::decideConcealment(checked, {a}, {t}, {tt::TargetStatus{}});
                break;
            }
    } catch (const std::invalid_argument& e) {
        fuzz::fail("table_reader_fuzz", std::string("a clean table the tabletop core refuses: ") + e.what());
    }
    return 0;
}
