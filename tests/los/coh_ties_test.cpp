// coh-los.md "Ties (touching counts)": each tie beside its near miss, the
// same board with the string moved off the tie. Touching is closed contact,
// so a side or a corner touched counts (DECISION, after FF 23.1).
// 0.1 (0,2) -> 2.1 (6,2) runs along 1.0|1.1 from (2,2) to (4,2), entering
// 2.1 at the corner (4,2); 0.2 (0,4) -> 2.1 passes through 1.1 and misses
// 1.0 by 2/3 of a lattice unit. 0.0 (0,0) -> 4.3 (12,6) touches 1.1 only at
// its corner (4,2); 0.0 -> 4.2 (12,4) passes 2/3 of a unit below it.

#include "coh_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline::test;

TEST_CASE("coh tie: along a side of a blocking hex, open ground on the other side", "[los][coh][tie]")
{
    CHECK(CohFixture().woods(H(1, 0)).outcome(H(0, 1), H(2, 1)) == "blocked");
    CHECK(CohFixture().woods(H(1, 1)).outcome(H(0, 1), H(2, 1)) == "blocked");
    CHECK(CohFixture().woods(H(1, 0)).outcome(H(0, 2), H(2, 1)) == "sees"); // near miss
}

TEST_CASE("coh tie: through the vertex of a blocking hex", "[los][coh][tie]")
{
    const Ruling r = CohFixture().woods(H(1, 1)).rule(H(0, 0), H(4, 3));
    CHECK(r.verdict == Verdict::Blocked);
    CHECK(CohFixture::detail(r).hex == H(1, 1));
    CHECK(CohFixture().woods(H(1, 1)).outcome(H(4, 3), H(0, 0)) == "blocked");
    CHECK(CohFixture().woods(H(1, 1)).outcome(H(0, 0), H(4, 2)) == "sees"); // near miss
}

TEST_CASE("coh tie: a higher hex touched along a side or at a vertex", "[los][coh][tie]")
{
    CHECK(CohFixture().level(H(1, 0), 1).outcome(H(0, 1), H(2, 1)) == "blocked");
    CHECK(CohFixture().level(H(1, 0), 1).outcome(H(0, 2), H(2, 1)) == "sees");
    CHECK(CohFixture().level(H(1, 1), 1).outcome(H(0, 0), H(4, 3)) == "blocked");
    CHECK(CohFixture().level(H(1, 1), 1).outcome(H(0, 0), H(4, 2)) == "sees");
}

TEST_CASE("coh tie: smoke +2 touched at a side or vertex blocks, smoke +1 adds +1", "[los][coh][tie]")
{
    CHECK(CohFixture().smoke(H(1, 0), 2).outcome(H(0, 1), H(2, 1)) == "blocked");
    CHECK(CohFixture().smoke(H(1, 0), 2).dm(H(0, 2), H(2, 1)) == 0);
    CHECK(CohFixture().smoke(H(1, 1), 2).outcome(H(0, 0), H(4, 3)) == "blocked");
    CHECK(CohFixture().smoke(H(1, 1), 2).dm(H(0, 0), H(4, 2)) == 0);

    CHECK(CohFixture().smoke(H(1, 1), 1).dm(H(0, 1), H(2, 1)) == 1);
    CHECK(CohFixture().smoke(H(1, 1), 1).dm(H(0, 0), H(2, 1)) == 0); // 0.0 -> 2.1 stays above 1.1
    CHECK(CohFixture().smoke(H(1, 1), 1).dm(H(0, 0), H(4, 3)) == 1);
    CHECK(CohFixture().smoke(H(1, 1), 1).dm(H(0, 0), H(4, 2)) == 0);
}

TEST_CASE("coh tie: the blind hex meets the string only where it enters the lower end", "[los][coh][tie]")
{
    CohFixture f;
    f.level(H(0, 1), 1).woods(H(1, 0));
    CHECK(f.outcome(H(0, 1), H(2, 1)) == "blind");
    CHECK(f.outcome(H(2, 1), H(0, 1)) == "blind");
    // Near miss: one hex further along the same line, 1.0 is no longer right before the target.
    CHECK(f.outcome(H(0, 1), H(4, 1)) == "sees");
    // Near miss: the woods on the firer's level block instead.
    CHECK(CohFixture().level(H(0, 1), 1).level(H(1, 0), 1).woods(H(1, 0)).outcome(H(0, 1), H(2, 1)) == "blocked");
}

TEST_CASE("coh tie: a run that begins where the string leaves the firer's hex", "[los][coh][tie]")
{
    // 0.0 (0,0) -> 1.1 (3,3) leaves 0.0 at its corner (1,1) and runs along
    // 0.1|1.0 to (2,2), where it enters 1.1: both hexes beside the run are touched.
    CHECK(CohFixture().woods(H(0, 1)).outcome(H(0, 0), H(1, 1)) == "blocked");
    CHECK(CohFixture().woods(H(1, 0)).outcome(H(0, 0), H(1, 1)) == "blocked");
    // Near miss: 0.0 -> 1.2 (3,5) leaves 0.0 through the inside of its side to
    // 0.1 and stays left of 1.0's corner (2,2) (at v = 2 it is at u = 6/5).
    CHECK(CohFixture().woods(H(1, 0)).outcome(H(0, 0), H(1, 2)) == "sees");
    CHECK(CohFixture().woods(H(0, 1)).outcome(H(0, 0), H(1, 2)) == "blocked");
}
