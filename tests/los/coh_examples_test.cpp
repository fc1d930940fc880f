// The worked examples of coh-los.md (1 to 11, 14 to 16; 12, 13 and 17 are
// hidden units: coh_hidden_test.cpp), each on its own board as the spec
// draws it. Expected rulings are worked out from the spec and the aid's
// chart [5.0.2, 6.0, 7.7.3, 11.2, 13.0], never from the code. Strings
// 0.0 -> 0.n run straight down column 0 and have no ties.

#include "coh_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline::test;

TEST_CASE("coh example 1: chart Y terrain blocks only between the ends", "[los][coh][example]")
{
    for (const char* id : {"light-woods", "heavy-woods", "wood-building", "stone-building"}) {
        INFO(id);
        CohFixture f;
        f.terrain(H(0, 1), id, true, true);
        const Ruling r = f.rule(H(0, 0), H(0, 2));
        CHECK(r.verdict == Verdict::Blocked);
        CHECK(r.system == "coh");
        CHECK(CohFixture::detail(r).hex == H(0, 1));
        CHECK(r.rule == "[chart: Blocks LOS]");
        CHECK(CohFixture().terrain(H(0, 0), id, true, true).outcome(H(0, 0), H(0, 2)) == "sees");
        CHECK(CohFixture().terrain(H(0, 2), id, true, true).outcome(H(0, 0), H(0, 2)) == "sees");
    }
}

TEST_CASE("coh example 2: chart N terrain never blocks", "[los][coh][example]")
{
    for (const char* id : {"open", "road", "plowed-field", "water", "barbed-wire", "bunker", "hasty-defense", "mine", "road-block", "trench"}) {
        INFO(id);
        CHECK(CohFixture().terrain(H(0, 1), id, false).outcome(H(0, 0), H(0, 2)) == "sees");
    }
}

TEST_CASE("coh example 3: units never block LOS [6.0]", "[los][coh][example]")
{
    // Units are not part of the board nor of the play state the rules read:
    // a unit marker of either side in 0.1 changes nothing.
    CohFixture f;
    f.state.markers.push_back({H(0, 1), "unit", 0});
    f.state.markers.push_back({H(0, 1), "vehicle", 0});
    CHECK(f.outcome(H(0, 0), H(0, 2)) == "sees");
    CHECK(f.dm(H(0, 0), H(0, 2)) == 0);
}

TEST_CASE("coh example 4: smoke +2 blocks between the ends, +2 DM at either end [13.0]", "[los][coh][example]")
{
    CohFixture between;
    between.smoke(H(0, 1), 2);
    const Ruling r = between.rule(H(0, 0), H(0, 2));
    CHECK(r.verdict == Verdict::Blocked);
    CHECK(r.rule == "[13.0]");
    CHECK(CohFixture::detail(r).hex == H(0, 1));

    CHECK(CohFixture().smoke(H(0, 2), 2).dm(H(0, 0), H(0, 2)) == 2);
    CHECK(CohFixture().smoke(H(0, 0), 2).dm(H(0, 0), H(0, 2)) == 2);
    CHECK(CohFixture().smoke(H(0, 0), 2).smoke(H(0, 2), 2).dm(H(0, 0), H(0, 2)) == 4);
    // The same hex: once.
    CHECK(CohFixture().smoke(H(0, 0), 2).dm(H(0, 0), H(0, 0)) == 2);
}

TEST_CASE("coh example 5: smoke +1 into and through, not from [13.0]", "[los][coh][example]")
{
    CHECK(CohFixture().smoke(H(0, 1), 1).dm(H(0, 0), H(0, 2)) == 1);
    CHECK(CohFixture().smoke(H(0, 2), 1).dm(H(0, 0), H(0, 2)) == 1);
    CHECK(CohFixture().smoke(H(0, 0), 1).dm(H(0, 0), H(0, 2)) == 0); // DECISION: not "from"
    CHECK(CohFixture().smoke(H(0, 1), 1).smoke(H(0, 2), 1).dm(H(0, 0), H(0, 2)) == 2);
    CHECK(CohFixture().smoke(H(0, 1), 1).outcome(H(0, 0), H(0, 2)) == "sees"); // +1 does not block

    const Ruling r = CohFixture().smoke(H(0, 1), 1).smoke(H(0, 2), 1).rule(H(0, 0), H(0, 2));
    const CohDetail& d = CohFixture::detail(r);
    REQUIRE(d.modifiers.size() == 2);
    CHECK(d.modifiers[0].kind == CohModifier::Kind::SmokeTarget);
    CHECK(d.modifiers[0].hex == H(0, 2));
    CHECK(d.modifiers[1].kind == CohModifier::Kind::SmokeBetween);
    CHECK(d.modifiers[1].hex == H(0, 1));
    CHECK(std::string(d.modifiers[1].rule) == "[13.0]");
}

TEST_CASE("coh example 6: a wall gives +1 DM when the fire enters the target's hex across it [5.0.2]", "[los][coh][example]")
{
    CohFixture f;
    f.wall(H(0, 1), H(0, 2));
    CHECK(f.dm(H(0, 0), H(0, 2)) == 1);
    CHECK(f.dm(H(0, 2), H(0, 0)) == 0); // enters 0.0 across 0.0|0.1
    CHECK(f.dm(H(0, 0), H(0, 3)) == 0); // the wall is crossed on the way, not on entry
    f.attack(Attack::Mortar);
    CHECK(f.dm(H(0, 0), H(0, 2)) == 0);
    f.attack(Attack::Artillery);
    CHECK(f.dm(H(0, 0), H(0, 2)) == 0);
    f.attack(Attack::Direct);
    const Ruling r = f.rule(H(0, 0), H(0, 2));
    const CohDetail& d = CohFixture::detail(r);
    REQUIRE(d.modifiers.size() == 1);
    CHECK(d.modifiers[0].kind == CohModifier::Kind::Wall);
    CHECK(d.modifiers[0].across == H(0, 1));
}

TEST_CASE("coh example 7: the higher unit gets +1 AR firing, +1 DM fired at [11.2]", "[los][coh][example]")
{
    CohFixture f;
    f.level(H(0, 0), 1);
    CHECK(f.ar(H(0, 0), H(0, 1)) == 1);
    CHECK(f.dm(H(0, 0), H(0, 1)) == 0);
    CHECK(f.ar(H(0, 1), H(0, 0)) == 0);
    CHECK(f.dm(H(0, 1), H(0, 0)) == 1);
}

TEST_CASE("coh example 8: height", "[los][coh][example]")
{
    CHECK(CohFixture().level(H(0, 1), 1).outcome(H(0, 0), H(0, 2)) == "blocked");
    CHECK(CohFixture().level(H(0, 0), 1).level(H(0, 1), 1).level(H(0, 2), 1).outcome(H(0, 0), H(0, 2)) == "sees");

    CohFixture edge;
    edge.level(H(0, 0), 1).level(H(0, 1), 1);
    const Ruling r = edge.rule(H(0, 0), H(0, 2));
    CHECK(r.verdict == Verdict::Blocked);
    CHECK(r.rule == "[chart: Hills]");
    CHECK(CohFixture::detail(r).hex == H(0, 1));
    CHECK(edge.outcome(H(0, 1), H(0, 2)) == "sees");

    CohFixture up;
    up.level(H(0, 1), 1).level(H(0, 2), 1);
    CHECK(up.outcome(H(0, 0), H(0, 1)) == "sees");
    CHECK(up.outcome(H(0, 0), H(0, 2)) == "blocked");

    CHECK(CohFixture().level(H(0, 0), 1).level(H(0, 1), 2).level(H(0, 2), 1).outcome(H(0, 0), H(0, 2)) == "blocked");
}

TEST_CASE("coh example 9: a steep hill blocks as a gentle one does", "[los][coh][example]")
{
    CohFixture f; // 0.1 at L2 beside level 0: both its sides here are steep
    f.level(H(0, 1), 2);
    CHECK(f.outcome(H(0, 0), H(0, 1)) == "sees");
    CHECK(f.outcome(H(0, 0), H(0, 2)) == "blocked");
}

TEST_CASE("coh example 10: over obstacles from a hill, the blind hex", "[los][coh][example]")
{
    CohFixture f;
    f.level(H(0, 0), 1).woods(H(0, 2));
    CHECK(f.outcome(H(0, 0), H(0, 2)) == "sees");
    const Ruling r = f.rule(H(0, 0), H(0, 3));
    CHECK(r.verdict == Verdict::Blind);
    CHECK(CohFixture::detail(r).hex == H(0, 2));
    CHECK(f.outcome(H(0, 3), H(0, 0)) == "blind"); // reciprocal
    CHECK(f.outcome(H(0, 0), H(0, 4)) == "sees");

    CohFixture g;
    g.level(H(0, 0), 2).level(H(0, 2), 1).woods(H(0, 2));
    CHECK(g.outcome(H(0, 0), H(0, 3)) == "blind");
    CHECK(g.outcome(H(0, 0), H(0, 4)) == "sees");
    // Near miss: the woods at the firer's level block outright.
    CHECK(CohFixture().level(H(0, 0), 1).level(H(0, 2), 1).woods(H(0, 2)).outcome(H(0, 0), H(0, 3)) == "blocked");
}

TEST_CASE("coh example 11: smoke +2 has no level", "[los][coh][example]")
{
    CohFixture f;
    f.level(H(0, 0), 2).smoke(H(0, 1), 2);
    CHECK(f.outcome(H(0, 0), H(0, 2)) == "blocked");
}

TEST_CASE("coh example 14: a run along a hexside touches both hexes", "[los][coh][example][tie]")
{
    // 0.1 (0,2) -> 2.1 (6,2) runs along 1.0|1.1 from (2,2) to (4,2).
    CohFixture woods;
    woods.woods(H(1, 0));
    CHECK(woods.outcome(H(0, 1), H(2, 1)) == "blocked"); // GTS would say sees
    CHECK(woods.outcome(H(2, 1), H(0, 1)) == "blocked");
    CHECK(CohFixture().level(H(1, 0), 1).outcome(H(0, 1), H(2, 1)) == "blocked");
    CHECK(CohFixture().smoke(H(1, 1), 1).dm(H(0, 1), H(2, 1)) == 1);

    CohFixture blind;
    blind.level(H(0, 1), 1).woods(H(1, 0));
    const Ruling r = blind.rule(H(0, 1), H(2, 1));
    CHECK(r.verdict == Verdict::Blind);
    CHECK(CohFixture::detail(r).hex == H(1, 0));
}

TEST_CASE("coh example 15: a hex touched only at a vertex is touched", "[los][coh][example][tie]")
{
    // 0.0 (0,0) -> 4.3 (12,6) touches 1.1 only at its corner (4,2).
    CHECK(CohFixture().woods(H(1, 1)).outcome(H(0, 0), H(4, 3)) == "blocked");
    // Near miss: 0.0 -> 4.2 (12,4) passes 2/3 of a unit below that corner.
    CHECK(CohFixture().woods(H(1, 1)).outcome(H(0, 0), H(4, 2)) == "sees");
}

TEST_CASE("coh example 16: a wall at the vertex where the fire enters", "[los][coh][example][tie]")
{
    // 0.1 -> 2.1 enters 2.1 at (4,2), the corner between its sides to 1.0 and 1.1.
    CHECK(CohFixture().wall(H(1, 0), H(2, 1)).dm(H(0, 1), H(2, 1)) == 1);
    CHECK(CohFixture().wall(H(1, 1), H(2, 1)).dm(H(0, 1), H(2, 1)) == 1);
    CHECK(CohFixture().wall(H(1, 0), H(2, 1)).wall(H(1, 1), H(2, 1)).dm(H(0, 1), H(2, 1)) == 1); // one wall DM
    CHECK(CohFixture().wall(H(1, 0), H(1, 1)).dm(H(0, 1), H(2, 1)) == 0); // run along a wall that is not T's
    // Near miss: 0.0 (0,0) -> 2.1 (6,2) enters through the inside of 1.0|2.1 only.
    CHECK(CohFixture().wall(H(1, 0), H(2, 1)).dm(H(0, 0), H(2, 1)) == 1);
    CHECK(CohFixture().wall(H(1, 1), H(2, 1)).dm(H(0, 0), H(2, 1)) == 0);

    const Ruling r = CohFixture().rule(H(0, 1), H(2, 1));
    const CohDetail& d = CohFixture::detail(r);
    // Both sides at the corner: 2.1's sides towards 1.0 (NW) and 1.1 (SW).
    const auto g = cohGrid(6, 8);
    const int nw = *g.sideTowards(H(2, 1), H(1, 0)), sw = *g.sideTowards(H(2, 1), H(1, 1));
    CHECK(((d.entrySides[0] == nw && d.entrySides[1] == sw) || (d.entrySides[0] == sw && d.entrySides[1] == nw)));
    const Ruling q = CohFixture().rule(H(0, 0), H(2, 1));
    const CohDetail& e = CohFixture::detail(q);
    CHECK(e.entrySides[0] == nw);
    CHECK(e.entrySides[1] == -1);
}

TEST_CASE("coh: same hex sees [7.7.3], every detail level gives the same verdict", "[los][coh]")
{
    CohFixture f;
    f.woods(H(0, 1)).level(H(0, 3), 1);
    const Ruling same = f.rule(H(0, 1), H(0, 1));
    CHECK(same.verdict == Verdict::Clear);
    CHECK(same.rule == "[7.7.3]");
    for (const auto& [s, t] : {std::pair{H(0, 0), H(0, 2)}, std::pair{H(0, 0), H(0, 4)}, std::pair{H(0, 3), H(0, 0)}, std::pair{H(0, 2), H(0, 3)}}) {
        const Verdict full = f.rule(s, t, Detail::Full).verdict;
        CHECK(f.rule(s, t, Detail::Verdict).verdict == full);
        CHECK(f.rule(s, t, Detail::Cell).verdict == full);
    }
}

TEST_CASE("coh: the words name the deciding hex and each modifier's rule", "[los][coh]")
{
    CohFixture f;
    f.woods(H(0, 1));
    const Ruling r = f.rule(H(0, 0), H(0, 2));
    CHECK(r.reason.find(f.board->grid().label(H(0, 1))) != std::string::npos);
    CohFixture g;
    g.wall(H(0, 1), H(0, 2)).smoke(H(0, 2), 1);
    const Ruling s = g.rule(H(0, 0), H(0, 2));
    CHECK(s.reason.find("[5.0.2]") != std::string::npos);
    CHECK(s.reason.find("[13.0]") != std::string::npos);
    CHECK(CohFixture::detail(s).defenceModifier == 2);
}
