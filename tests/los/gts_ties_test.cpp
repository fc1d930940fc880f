// Every DECISION of gts-los.md and every tie kind, each paired with the same
// board nudged off the tie (one feature added or moved) so that it must rule
// the other way. Expected values worked out by hand from the spec.

#include "gts_fixture.h"

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace crestline::test;

namespace {

int kOf(const GtsFixture& f, OffsetCoord s, OffsetCoord t) { return GtsFixture::detail(f.rule(s, t)).k; }

} // namespace

TEST_CASE("gts tie: a run with one blocking side is clear, with both blocked", "[los][gts][tie]")
{
    // 0.1 -> 4.1: runs along 1.0|1.1 (P 0.1, Q 2.1) and 3.0|3.1 (P 2.1, Q 4.1).
    CHECK(GtsFixture().woods(H(1, 1)).outcome(H(0, 1), H(4, 1)) == "sees");
    CHECK(GtsFixture().woods(H(1, 1)).woods(H(1, 0)).outcome(H(0, 1), H(4, 1)) == "blocked");
    // A barrage beside the run counts as a blocking side too.
    CHECK(GtsFixture().woods(H(3, 0)).outcome(H(0, 1), H(4, 1)) == "sees");
    CHECK(GtsFixture().woods(H(3, 0)).barrage(H(3, 1)).outcome(H(0, 1), H(4, 1)) == "blocked");
}

TEST_CASE("gts tie: running along a crest does nothing, crests on both of Q's sides block", "[los][gts][tie]")
{
    CHECK(GtsFixture().crest(H(1, 0), H(1, 1)).outcome(H(0, 1), H(4, 1)) == "sees");
    // The first run leaves into Q = 2.1 at (4,2): Q's sides there are 1.0|2.1 and 1.1|2.1.
    GtsFixture one;
    one.crest(H(1, 0), H(2, 1));
    const Ruling r1 = one.rule(H(0, 1), H(4, 1));
    CHECK(r1.verdict == Verdict::Clear);
    CHECK(GtsFixture::detail(r1).ties.at(0).left == 1);
    CHECK(GtsFixture::detail(r1).ties.at(0).right == 0);
    GtsFixture both;
    both.crest(H(1, 0), H(2, 1)).crest(H(1, 1), H(2, 1));
    CHECK(both.outcome(H(0, 1), H(4, 1)) == "blocked");
    CHECK(kOf(both, H(0, 1), H(4, 1)) == 1);
    // Into the target, Q's sides are exempt: the same crests do not block 0.1 -> 2.1.
    CHECK(both.outcome(H(0, 1), H(2, 1)) == "sees");
}

TEST_CASE("gts tie: a run counts min(L, R), which may be 2 when hexsides block too", "[los][gts][tie]")
{
    // Woods on both sides (1 each) plus crests 1.0|2.1 and 1.1|2.1: L = R = 2.
    GtsFixture f;
    f.woods(H(1, 0)).woods(H(1, 1)).crest(H(1, 0), H(2, 1)).crest(H(1, 1), H(2, 1));
    CHECK(kOf(f, H(0, 1), H(4, 1)) == 2);
    f.strongpoint(H(0, 1));
    CHECK(f.outcome(H(0, 1), H(4, 1)) == "sees"); // k = 2 = A
    // Near miss: one crest fewer makes one side 1, so the run counts 1.
    GtsFixture g;
    g.woods(H(1, 0)).woods(H(1, 1)).crest(H(1, 0), H(2, 1));
    CHECK(kOf(g, H(0, 1), H(4, 1)) == 1);
}

TEST_CASE("gts tie: a vertex blocks only if A|B blocks and the way round C does", "[los][gts][tie]")
{
    // 0.0 -> 4.3 passes (4,2) from A = 1.0 into B = 2.1, C = 1.1.
    const OffsetCoord s = H(0, 0), t = H(4, 3);
    CHECK(GtsFixture().crest(H(1, 0), H(2, 1)).woods(H(1, 1)).outcome(s, t) == "blocked");
    CHECK(GtsFixture().crest(H(1, 0), H(2, 1)).outcome(s, t) == "sees");               // C clear
    CHECK(GtsFixture().crest(H(1, 0), H(2, 1)).crest(H(1, 1), H(2, 1)).outcome(s, t) == "blocked"); // C|B
    CHECK(GtsFixture().crest(H(1, 0), H(2, 1)).crest(H(1, 0), H(1, 1)).outcome(s, t) == "blocked"); // A|C
    // DECISION: C alone never blocks; a crest merely ending at the vertex does not.
    CHECK(GtsFixture().woods(H(1, 1)).outcome(s, t) == "sees");
    CHECK(GtsFixture().crest(H(1, 0), H(1, 1)).outcome(s, t) == "sees");
    CHECK(GtsFixture().crest(H(1, 1), H(2, 1)).woods(H(1, 1)).outcome(s, t) == "sees");
    // A and B are passed through and block as usual.
    CHECK(GtsFixture().woods(H(1, 0)).outcome(s, t) == "blocked");
    CHECK(GtsFixture().woods(H(2, 1)).outcome(s, t) == "blocked");
}

TEST_CASE("gts DECISION: pairs count floor(p/2), adjacent or not", "[los][gts][decision]")
{
    CHECK(kOf(GtsFixture().orchard(H(0, 1)).orchard(H(0, 2)), H(0, 0), H(0, 4)) == 1);
    CHECK(kOf(GtsFixture().orchard(H(0, 1)).orchard(H(0, 2)).orchard(H(0, 3)), H(0, 0), H(0, 4)) == 1);
    CHECK(kOf(GtsFixture().orchard(H(0, 1)).orchard(H(0, 2)).orchard(H(0, 3)).orchard(H(0, 4)), H(0, 0), H(0, 5)) == 2);
    CHECK(kOf(GtsFixture().orchard(H(0, 1)).orchard(H(0, 3)), H(0, 0), H(0, 4)) == 1);   // not adjacent
    CHECK(kOf(GtsFixture().orchard(H(0, 1)).orchard(H(0, 4)), H(0, 0), H(0, 4)) == 0);   // the target's does not count
    CHECK(kOf(GtsFixture().orchard(H(0, 0)).orchard(H(0, 1)), H(0, 0), H(0, 4)) == 0);   // nor the sighter's
}

TEST_CASE("gts DECISION: an orchard under a barrage counts as blocking only", "[los][gts][decision]")
{
    GtsFixture f;
    f.orchard(H(0, 1)).barrage(H(0, 1)).orchard(H(0, 2));
    const Ruling r = f.rule(H(0, 0), H(0, 3));
    CHECK(GtsFixture::detail(r).k == 1);
    CHECK(GtsFixture::detail(r).blockingHexes == 1);
    CHECK(GtsFixture::detail(r).pairHexes == 1);
    // Were it counted towards p as well, an OP spotting through two more woods would be blocked (k 4).
    f.op(H(0, 0)).woods(H(0, 3)).woods(H(0, 4)).spot();
    CHECK(kOf(f, H(0, 0), H(0, 5)) == 3);
    CHECK(f.outcome(H(0, 0), H(0, 5)) == "sees");
    // Near miss: without the barrage the two orchards are one pair, still k 3.
    GtsFixture g;
    g.orchard(H(0, 1)).orchard(H(0, 2)).woods(H(0, 3)).woods(H(0, 4)).orchard(H(0, 5)).orchard(H(0, 6));
    CHECK(kOf(g, H(0, 0), H(0, 7)) == 4);
}

TEST_CASE("gts DECISION: pair terrain touched along a side or at a vertex is ignored", "[los][gts][decision]")
{
    // Orchards on both sides of the run 1.0|1.1.
    CHECK(GtsFixture().orchard(H(1, 0)).orchard(H(1, 1)).orchard(H(2, 1)).outcome(H(0, 1), H(4, 1)) == "sees");
    // Near miss: the same pair passed through blocks (2.1 and 4.1 hexes passed, 0.1 -> 5.1 ... use a straight column).
    CHECK(GtsFixture().orchard(H(2, 1)).orchard(H(2, 2)).outcome(H(2, 0), H(2, 3)) == "blocked");
    // At a vertex: C = 1.1 orchard with A|B crest does not make the way round block.
    CHECK(GtsFixture().orchard(H(1, 1)).crest(H(1, 0), H(2, 1)).outcome(H(0, 0), H(4, 3)) == "sees");
}

TEST_CASE("gts DECISION: the map edge is clear", "[los][gts][decision]")
{
    // 0.0 (0,0) -> 2.0 (6,0) runs along 1.0's north side, the map edge.
    GtsFixture f;
    f.woods(H(1, 0));
    const Ruling r = f.rule(H(0, 0), H(2, 0));
    CHECK(r.verdict == Verdict::Clear);
    const GtsDetail& d = GtsFixture::detail(r);
    REQUIRE(d.ties.size() == 1);
    CHECK(d.ties[0].kind == GtsTie::Kind::Run);
    CHECK(d.ties[0].leftHex == H(1, -1)); // off the map: clear
    CHECK(d.ties[0].left == 0);
    CHECK(d.ties[0].right == 1);
    // Near miss: one row down the other side is on the map and blocks.
    CHECK(GtsFixture().woods(H(1, 1)).woods(H(1, 2)).outcome(H(0, 2), H(2, 2)) == "blocked");
}

TEST_CASE("gts: the same hex sees, whatever it holds", "[los][gts]")
{
    GtsFixture f;
    f.woods(H(2, 2)).barrage(H(2, 2), true).night();
    const Ruling r = f.rule(H(2, 2), H(2, 2));
    CHECK(r.verdict == Verdict::Clear);
    CHECK(GtsFixture::detail(r).distance == 0);
}

TEST_CASE("gts: an OP that is also a strongpoint takes the larger allowance", "[los][gts]")
{
    GtsFixture f;
    f.op(H(0, 0)).strongpoint(H(0, 0));
    CHECK(GtsFixture::detail(f.rule(H(0, 0), H(0, 3))).allowance == 2); // fire
    f.spot();
    CHECK(GtsFixture::detail(f.rule(H(0, 0), H(0, 3))).allowance == 3);
    // An OP adds nothing to fire, nor to spotting from a plain hex.
    GtsFixture g;
    g.op(H(0, 0));
    CHECK(GtsFixture::detail(g.rule(H(0, 0), H(0, 3))).allowance == 0);
    CHECK(GtsFixture::detail(g.rule(H(0, 0), H(0, 9))).outcome == GtsDetail::Outcome::OutOfRange);
}

TEST_CASE("gts: cell detail stops once k passes A, with the same verdict", "[los][gts]")
{
    GtsFixture f;
    f.woods(H(0, 1)).woods(H(0, 2)).woods(H(0, 3));
    const Ruling cell = f.rule(H(0, 0), H(0, 5), Detail::Cell);
    CHECK(cell.verdict == Verdict::Blocked);
    CHECK(!GtsFixture::detail(cell).complete);
    CHECK(GtsFixture::detail(cell).k == 1);
    const Ruling full = f.rule(H(0, 0), H(0, 5), Detail::Verdict);
    CHECK(GtsFixture::detail(full).complete);
    CHECK(GtsFixture::detail(full).k == 3);
}

TEST_CASE("gts: bad input is refused with the hexes named", "[los][gts]")
{
    GtsFixture f;
    CHECK_THROWS_WITH(f.board->setHexside(H(0, 0), H(0, 2), "crest", true), Catch::Contains("0,0") && Catch::Contains("0,2") && Catch::Contains("not adjacent"));
    CHECK_THROWS_WITH(f.board->setTerrain(H(9, 0), "woods", GtsLos::Blocks), Catch::Contains("9,0") && Catch::Contains("off the map"));
    crestline::geometry::los::Scene bare(f.board->grid(), {}, std::vector<int>(std::size_t(f.board->grid().count()), 0));
    CHECK_THROWS_AS(f.rules.check(bare, H(0, 0), H(0, 2), f.state, Detail::Full), std::invalid_argument);
    auto rules = crestline::geometry::los::rulesFor("gts");
    REQUIRE(rules);
    CHECK(rules->system() == "gts");
}

TEST_CASE("gts: an explained ruling lists what counted and why the rest did not", "[los][gts]")
{
    GtsFixture f;
    f.crest(H(0, 1), H(0, 2)).woods(H(0, 0));
    const Ruling r = f.rule(H(0, 0), H(0, 3));
    const GtsDetail& d = GtsFixture::detail(r);
    REQUIRE(d.obstacles.size() == 1);
    CHECK(d.obstacles[0].kind == crestline::geometry::los::GtsObstacle::Kind::Hexside);
    CHECK(d.obstacles[0].hex == H(0, 1));
    CHECK(d.obstacles[0].other == H(0, 2));
    CHECK_THAT(r.reason, Catch::Contains("crest") && Catch::Contains("[15.4.1]") && Catch::StartsWith("blocked: 1 obstacle"));
    REQUIRE(r.trace.size() == 4); // 0.0, 0.1, 0.2, 0.3
    CHECK(r.trace[0].role == crestline::geometry::los::TraceStep::Role::Sighter);
    REQUIRE(r.trace[0].found.size() == 1); // the sighter's woods, set aside
    CHECK(!r.trace[0].found[0].counts);
    CHECK(r.trace[3].role == crestline::geometry::los::TraceStep::Role::Target);

    // A run: the woods beside it are touched along a hexside only, and the site says which nudge was taken.
    GtsFixture g;
    g.woods(H(1, 0)).woods(H(1, 1));
    const Ruling run = g.rule(H(0, 1), H(2, 1));
    const GtsDetail& rd = GtsFixture::detail(run);
    REQUIRE(rd.obstacles.size() == 1);
    CHECK(rd.obstacles[0].kind == crestline::geometry::los::GtsObstacle::Kind::Tie);
    CHECK_THAT(rd.obstacles[0].what, Catch::Contains("both nudges blocked"));
    int touched = 0;
    for (const auto& step : run.trace)
        for (const auto& note : step.found)
            if (!note.counts && note.why.find("along a hexside") != std::string::npos) ++touched;
    CHECK(touched == 2);
}
