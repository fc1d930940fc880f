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

TEST_CASE("coh tie: two qualifying hexes along the run are both named (coh-los.md, The verdict)", "[los][coh][tie]")
{
    // 0.1 -> 2.1 runs along 1.0|1.1. Woods in both: one stretch, two hexes
    // that block, so the ruling names both (before: one of them only).
    const Ruling both = CohFixture().woods(H(1, 0)).woods(H(1, 1)).rule(H(0, 1), H(2, 1));
    CHECK(both.verdict == Verdict::Blocked);
    const auto& d = CohFixture::detail(both);
    REQUIRE(d.hex);
    CHECK((*d.hex == H(1, 0) || *d.hex == H(1, 1))); // the first met keeps the structured field
    REQUIRE(d.alsoHex);                               // and the other is named beside it
    CHECK((*d.alsoHex == H(1, 0) || *d.alsoHex == H(1, 1)));
    CHECK_FALSE(*d.alsoHex == *d.hex);
    // The words name both: "light woods in 0101 and light woods in 0102 block LOS (... shared side ...)".
    INFO(both.reason);
    CHECK(both.reason.find(" and ") != std::string::npos);
    CHECK(both.reason.find("their shared side") != std::string::npos);
    CHECK(both.reason.find(CohFixture().scene.grid().label(H(1, 0))) != std::string::npos);
    CHECK(both.reason.find(CohFixture().scene.grid().label(H(1, 1))) != std::string::npos);
    // The trace: each of the two says it decides with the other.
    int deciding = 0;
    for (const auto& s : both.trace)
        for (const auto& n : s.found)
            if (n.what.find("decides the ruling with") != std::string::npos) ++deciding;
    CHECK(deciding == 2);
    // Both higher (level 1 between level 0 ends): the height step names both too.
    const Ruling high = CohFixture().level(H(1, 0), 1).level(H(1, 1), 1).rule(H(0, 1), H(2, 1));
    INFO(high.reason);
    CHECK(high.reason.find("their shared side") != std::string::npos);
    // Near miss: woods in 1.0 only. One hex qualifies: one is named, no second.
    const Ruling one = CohFixture().woods(H(1, 0)).rule(H(0, 1), H(2, 1));
    CHECK(one.verdict == Verdict::Blocked);
    CHECK(CohFixture::detail(one).hex == H(1, 0));
    CHECK_FALSE(CohFixture::detail(one).alsoHex);
    CHECK(one.reason.find("shared side") == std::string::npos);
    CHECK(one.reason.find(CohFixture().scene.grid().label(H(1, 1))) == std::string::npos);
    // Near miss: two blocking hexes met one after the other, not beside one
    // run: 0.0 -> 0.3 passes through 0.1 and 0.2, woods in both: the first only.
    const Ruling apart = CohFixture().woods(H(0, 1)).woods(H(0, 2)).rule(H(0, 0), H(0, 3));
    CHECK(CohFixture::detail(apart).hex == H(0, 1));
    CHECK_FALSE(CohFixture::detail(apart).alsoHex);
    CHECK(apart.reason.find("shared side") == std::string::npos);
}
