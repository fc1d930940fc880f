// The worked examples of gts-los.md (1 to 13), each on its own board as the
// spec draws it, with the expected rulings worked out from the spec and the
// rulebook [15.4, 15.4.1-15.4.3, 16.4.2.2, 26.0, 28.0], never from the code.

#include "gts_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline::test;

TEST_CASE("gts: the spec's board is HexGrid's default flat-top odd-q grid", "[los][gts]")
{
    const auto g = gtsGrid(6, 16);
    // hex c.r centred at (3c, 2r + c mod 2)
    CHECK(g.centre(H(0, 0)) == crestline::geometry::IPoint{0, 0});
    CHECK(g.centre(H(1, 0)) == crestline::geometry::IPoint{3, 1});
    CHECK(g.centre(H(2, 1)) == crestline::geometry::IPoint{6, 2});
    CHECK(g.centre(H(4, 3)) == crestline::geometry::IPoint{12, 6});
    CHECK(g.centre(H(3, 2)) == crestline::geometry::IPoint{9, 5});
}

TEST_CASE("gts example 1: woods block only between the ends [15.4]", "[los][gts][example]")
{
    CHECK(GtsFixture().woods(H(0, 0)).outcome(H(0, 0), H(0, 2)) == "sees");
    CHECK(GtsFixture().woods(H(0, 2)).outcome(H(0, 0), H(0, 2)) == "sees");
    GtsFixture f;
    f.woods(H(0, 1));
    const Ruling r = f.rule(H(0, 0), H(0, 2));
    CHECK(r.verdict == Verdict::Blocked);
    CHECK(GtsFixture::detail(r).k == 1);
    CHECK(GtsFixture::detail(r).blockingHexes == 1);
    CHECK(r.system == "gts");
}

TEST_CASE("gts example 2: a barrage marker blocks like Blocking Terrain [16.4.2.2]", "[los][gts][example]")
{
    CHECK(GtsFixture().barrage(H(0, 1)).outcome(H(0, 0), H(0, 2)) == "blocked");
    CHECK(GtsFixture().barrage(H(0, 1), true).outcome(H(0, 0), H(0, 2)) == "blocked");
    CHECK(GtsFixture().barrage(H(0, 0)).outcome(H(0, 0), H(0, 2)) == "sees");
    CHECK(GtsFixture().barrage(H(0, 2), true).outcome(H(0, 0), H(0, 2)) == "sees");
}

TEST_CASE("gts example 3: a crest blocks unless it is a side of an end hex [15.4.1]", "[los][gts][example]")
{
    GtsFixture f;
    f.crest(H(0, 1), H(0, 2));
    const Ruling r = f.rule(H(0, 0), H(0, 3));
    CHECK(r.verdict == Verdict::Blocked);
    CHECK(GtsFixture::detail(r).blockingHexsides == 1);
    CHECK(GtsFixture::detail(r).k == 1);
    CHECK(f.outcome(H(0, 0), H(0, 2)) == "sees"); // the target's hexside is exempt
    CHECK(GtsFixture().crest(H(0, 0), H(0, 1)).outcome(H(0, 0), H(0, 2)) == "sees"); // the sighter's
}

TEST_CASE("gts example 4: running along a hexside [15.4.1, 29.9]", "[los][gts][example]")
{
    // 0.1 (0,2) -> 2.1 (6,2) runs along 1.0|1.1 (v = 2, u from 2 to 4).
    GtsFixture one;
    one.woods(H(1, 0));
    const Ruling r1 = one.rule(H(0, 1), H(2, 1));
    CHECK(r1.verdict == Verdict::Clear);
    const GtsDetail& d1 = GtsFixture::detail(r1);
    REQUIRE(d1.ties.size() == 1);
    const GtsTie& t = d1.ties[0];
    CHECK(t.kind == GtsTie::Kind::Run);
    CHECK(t.before == H(0, 1));
    CHECK(t.after == H(2, 1));
    CHECK(t.at == crestline::geometry::IPoint{2, 2});
    CHECK(t.to == crestline::geometry::IPoint{4, 2});
    // Looking east, north (1.0) is on the left.
    CHECK(t.leftHex == H(1, 0));
    CHECK(t.rightHex == H(1, 1));
    CHECK(t.left == 1);
    CHECK(t.right == 0);
    CHECK(t.taken == GtsTie::Taken::Right);

    GtsFixture both;
    both.woods(H(1, 0)).woods(H(1, 1));
    const Ruling r2 = both.rule(H(0, 1), H(2, 1));
    CHECK(r2.verdict == Verdict::Blocked);
    CHECK(GtsFixture::detail(r2).k == 1);
    CHECK(GtsFixture::detail(r2).ties.at(0).taken == GtsTie::Taken::Equal);

    CHECK(GtsFixture().crest(H(1, 0), H(1, 1)).outcome(H(0, 1), H(2, 1)) == "sees");
}

TEST_CASE("gts example 5: range by weather and night [15.4, 26.0, 28.0]", "[los][gts][example]")
{
    for (Weather w : {Weather::Clear, Weather::Overcast}) {
        GtsFixture f;
        f.weather(w);
        CHECK(f.outcome(H(0, 0), H(0, 8)) == "sees");
        const Ruling r = f.rule(H(0, 0), H(0, 9));
        CHECK(GtsFixture::detail(r).outcome == GtsDetail::Outcome::OutOfRange);
        CHECK(r.verdict == Verdict::Blocked);
        CHECK(GtsFixture::detail(r).distance == 9);
        CHECK(GtsFixture::detail(r).range == 8);
        CHECK(r.rule == "[15.4]");
    }
    GtsFixture fog, rain, night;
    fog.weather(Weather::Fog);
    rain.weather(Weather::Rain);
    night.night();
    for (GtsFixture* f : {&fog, &rain, &night}) {
        CHECK(f->outcome(H(0, 0), H(0, 2)) == "sees");
        CHECK(f->outcome(H(0, 0), H(0, 3)) == "out of range");
    }
    CHECK(fog.rule(H(0, 0), H(0, 3)).rule == "[26.0]");
    CHECK(night.rule(H(0, 0), H(0, 3)).rule == "[28.0]");

    // DECISION: d is the Fire Range count, not the hexes the string crosses.
    GtsFixture f;
    const Ruling r = f.rule(H(0, 0), H(2, 7));
    CHECK(GtsFixture::detail(r).distance == 8);
    CHECK(r.verdict == Verdict::Clear);
    int crossed = 0; // hexes passed through, the last counted, the first not
    for (const auto& step : r.trace)
        if (step.how == crestline::geometry::los::Crossing::Interior && step.hex != H(0, 0)) ++crossed;
    CHECK(crossed == 10);
}

TEST_CASE("gts example 6: observation posts spotting [15.4.2]", "[los][gts][example]")
{
    GtsFixture f(6, 16);
    f.op(H(0, 0)).woods(H(0, 1)).woods(H(0, 2)).woods(H(0, 3));
    f.spot();
    const Ruling r = f.rule(H(0, 0), H(0, 4));
    CHECK(r.verdict == Verdict::Clear);
    CHECK(GtsFixture::detail(r).k == 3);
    CHECK(GtsFixture::detail(r).allowance == 3);
    CHECK(r.rule == "[15.4.2]");
    CHECK(f.outcome(H(0, 4), H(0, 0)) == "blocked"); // not reciprocal
    f.fire();
    CHECK(f.outcome(H(0, 0), H(0, 4)) == "blocked"); // no effect on Direct Fire
    f.spot();
    f.woods(H(0, 4));
    CHECK(f.outcome(H(0, 0), H(0, 4)) == "sees"); // into a fourth blocking hex
    CHECK(f.outcome(H(0, 0), H(0, 5)) == "blocked");

    GtsFixture g(6, 16);
    g.op(H(0, 0)).woods(H(0, 1)).woods(H(0, 2)).woods(H(0, 3)).spot();
    CHECK(g.outcome(H(0, 0), H(0, 13)) == "sees");
    CHECK(g.outcome(H(0, 0), H(0, 14)) == "out of range");
    CHECK(GtsFixture::detail(g.rule(H(0, 0), H(0, 13))).range == 13);
    g.weather(Weather::Fog);
    CHECK(g.outcome(H(0, 0), H(0, 2)) == "sees");
    CHECK(g.outcome(H(0, 0), H(0, 3)) == "out of range");
}

TEST_CASE("gts example 7: strongpoints [15.4.3]", "[los][gts][example]")
{
    GtsFixture f;
    f.strongpoint(H(0, 0)).woods(H(0, 1)).woods(H(0, 2));
    CHECK(f.outcome(H(0, 0), H(0, 3)) == "sees");
    f.spot();
    CHECK(f.outcome(H(0, 0), H(0, 3)) == "sees");
    CHECK(GtsFixture::detail(f.rule(H(0, 0), H(0, 3))).allowance == 2);
    f.fire();
    CHECK(f.outcome(H(0, 3), H(0, 0)) == "blocked");
    f.woods(H(0, 3));
    CHECK(f.outcome(H(0, 0), H(0, 4)) == "blocked");

    GtsFixture b; // a barrage for a woods (15.4.3 Q&A)
    b.strongpoint(H(0, 0)).woods(H(0, 1)).barrage(H(0, 2));
    CHECK(b.outcome(H(0, 0), H(0, 3)) == "sees");
    b.barrage(H(0, 3), true);
    CHECK(b.outcome(H(0, 0), H(0, 4)) == "blocked");
    CHECK(b.outcome(H(0, 0), H(0, 9)) == "out of range"); // the range stays 8
}

TEST_CASE("gts example 8: a town under a heavy barrage is one blocking hex [15.4.1 Q&A]", "[los][gts][example]")
{
    GtsFixture f;
    f.op(H(0, 0)).town(H(0, 1)).barrage(H(0, 1), true).woods(H(0, 2)).woods(H(0, 3)).spot();
    const Ruling r = f.rule(H(0, 0), H(0, 4));
    CHECK(r.verdict == Verdict::Clear);
    CHECK(GtsFixture::detail(r).k == 3);
}

TEST_CASE("gts example 9: orchards block in pairs [15.4.1 Q&A]", "[los][gts][example]")
{
    CHECK(GtsFixture().orchard(H(0, 1)).outcome(H(0, 0), H(0, 2)) == "sees");
    CHECK(GtsFixture().orchard(H(0, 1)).orchard(H(0, 2)).outcome(H(0, 0), H(0, 3)) == "blocked");
    GtsFixture f;
    f.op(H(0, 0)).orchard(H(0, 1)).orchard(H(0, 2)).woods(H(0, 3)).woods(H(0, 4)).spot();
    const Ruling r = f.rule(H(0, 0), H(0, 5));
    CHECK(r.verdict == Verdict::Clear);
    CHECK(GtsFixture::detail(r).k == 3);
    CHECK(GtsFixture::detail(r).pairHexes == 2);
}

TEST_CASE("gts example 10: a bridge hexside blocks as a Raised Road [15.4.1 Q&A]", "[los][gts][example]")
{
    GtsFixture f;
    f.board->setHexside(H(0, 1), H(0, 2), "bridge", true);
    CHECK(f.outcome(H(0, 0), H(0, 3)) == "blocked");
    CHECK(f.outcome(H(0, 0), H(0, 2)) == "sees");
    GtsFixture g; // near miss: a hexside feature whose row does not block
    g.board->setHexside(H(0, 1), H(0, 2), "ferry", false);
    CHECK(g.outcome(H(0, 0), H(0, 3)) == "sees");
}

TEST_CASE("gts example 11: vertices", "[los][gts][example]")
{
    // 0.0 (0,0) -> 4.3 (12,6): v = u/2 passes (4,2) from 1.0 into 2.1
    // touching 1.1, and (8,4) from 2.2 into 3.2 touching 3.1.
    GtsFixture f;
    f.woods(H(1, 1)).woods(H(3, 1));
    const Ruling r = f.rule(H(0, 0), H(4, 3));
    CHECK(r.verdict == Verdict::Clear);
    const GtsDetail& d = GtsFixture::detail(r);
    CHECK(d.distance == 5);
    REQUIRE(d.ties.size() == 2);
    CHECK(d.ties[0].kind == GtsTie::Kind::Vertex);
    CHECK(d.ties[0].at == crestline::geometry::IPoint{4, 2});
    CHECK(d.ties[0].before == H(1, 0));
    CHECK(d.ties[0].after == H(2, 1));
    // 1.1 (3,3) lies right of the string heading (2,1) with v south.
    CHECK(d.ties[0].rightHex == H(1, 1));
    CHECK(!d.ties[0].leftHex);
    CHECK(d.ties[0].right == 1); // through the woods
    CHECK(d.ties[0].left == 0);
    CHECK(d.ties[1].at == crestline::geometry::IPoint{8, 4});
    CHECK(d.ties[1].before == H(2, 2));
    CHECK(d.ties[1].after == H(3, 2));
    CHECK(d.ties[1].leftHex == H(3, 1));

    CHECK(GtsFixture().crest(H(1, 0), H(2, 1)).outcome(H(0, 0), H(4, 3)) == "sees");
    GtsFixture two;
    two.crest(H(1, 0), H(2, 1)).crest(H(1, 0), H(1, 1));
    const Ruling r2 = two.rule(H(0, 0), H(4, 3));
    CHECK(r2.verdict == Verdict::Blocked);
    CHECK(GtsFixture::detail(r2).k == 1);
    CHECK(GtsFixture::detail(r2).ties.at(0).left == 1);
    CHECK(GtsFixture::detail(r2).ties.at(0).right == 1);
}

TEST_CASE("gts example 12: a hill ringed by crests", "[los][gts][example]")
{
    GtsFixture f;
    for (int k = 0; k < 6; ++k) f.crest(H(2, 1), f.board->grid().neighbour(H(2, 1), k));
    const Ruling r = f.rule(H(0, 1), H(4, 1));
    CHECK(r.verdict == Verdict::Blocked);
    CHECK(GtsFixture::detail(r).k == 2);
    CHECK(GtsFixture::detail(r).ties.size() == 2);
    CHECK(f.outcome(H(0, 1), H(2, 1)) == "sees");
    f.strongpoint(H(0, 1));
    CHECK(f.outcome(H(0, 1), H(4, 1)) == "sees");
}

TEST_CASE("gts example 13: runs in line are separate sites", "[los][gts][example]")
{
    GtsFixture f;
    f.woods(H(1, 0)).woods(H(3, 1));
    const Ruling r = f.rule(H(0, 1), H(4, 1));
    CHECK(r.verdict == Verdict::Clear);
    const GtsDetail& d = GtsFixture::detail(r);
    REQUIRE(d.ties.size() == 2);
    CHECK(d.ties[0].taken == GtsTie::Taken::Right); // woods on the left (north) of the first run
    CHECK(d.ties[1].taken == GtsTie::Taken::Left);  // on the right (south) of the second
    // Near miss: woods on the same side of both runs' other side too.
    CHECK(GtsFixture().woods(H(1, 0)).woods(H(1, 1)).outcome(H(0, 1), H(4, 1)) == "blocked");
}
