// The worked examples of fof-los.md ("Worked examples", 1 to 11), each a
// test. Expected values are worked out by hand from the spec.

#include "fof_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline::test;
using S = CardSegment;

TEST_CASE("fof example 1: adjacent cards see each other whatever their borders [1.2.6]", "[los][fof][example]")
{
    FofFixture f(3, 3);
    for (int c = 1; c <= 3; ++c)
        for (int r = 1; r <= 3; ++r) f.allDark(C(c, r));
    for (int c = 1; c <= 3; ++c)
        for (int r = 1; r <= 3; ++r) {
            if (c == 2 && r == 2) continue;
            const Ruling x = f.rule(C(2, 2), C(c, r));
            CHECK(x.verdict == Verdict::Clear);
            CHECK(FofFixture::detail(x).step == 6);
            CHECK(FofFixture::detail(x).band == RangeBand::C);
        }
    const Ruling r = f.rule(C(1, 1), C(3, 1));
    const FofDetail& d = FofFixture::detail(r);
    CHECK(r.verdict == Verdict::Blocked);
    CHECK(d.step == 7);
    CHECK(d.card == C(2, 1));
    CHECK(name(d.segment) == "W"); // the entry segment, facing (1,1)
    CHECK(walkText(d) == "(1,1) (2,1)[W,E] (3,1)");
}

TEST_CASE("fof example 2: the target's cover segment is the one the string enters by [1.2.1 A, C]", "[los][fof][example]")
{
    FofFixture f(3, 3);
    f.dark(C(2, 3), {S::S});
    const FofDetail a = FofFixture::detail(f.rule(C(2, 2), C(2, 3)));
    CHECK(name(a.cover) == "S");
    CHECK(a.coverDark); // higher value
    const FofDetail b = FofFixture::detail(f.rule(C(1, 2), C(2, 3)));
    CHECK(name(b.cover) == "SW");
    CHECK_FALSE(b.coverDark); // lower value
    const Ruling c = f.rule(C(2, 1), C(2, 3));
    CHECK(c.verdict == Verdict::Clear);
    CHECK(FofFixture::detail(c).step == 8);
    CHECK(name(FofFixture::detail(c).cover) == "S");
    CHECK(FofFixture::detail(c).coverDark);
    CHECK(FofFixture::detail(c).band == RangeBand::L);
}

TEST_CASE("fof example 3: straight walk, a dark side on the string blocks, one off it does not", "[los][fof][example]")
{
    FofFixture f(3, 3);
    f.dark(C(1, 2), {S::N});
    const Ruling r = f.rule(C(1, 1), C(1, 3));
    CHECK(r.verdict == Verdict::Blocked);
    CHECK(FofFixture::detail(r).card == C(1, 2));
    CHECK(name(FofFixture::detail(r).segment) == "N"); // the exit
    CHECK(walkText(FofFixture::detail(r)) == "(1,1) (1,2)[S,N] (1,3)");

    FofFixture g(3, 3);
    g.dark(C(1, 2), {S::E});
    CHECK(g.outcome(C(1, 1), C(1, 3)) == "LOS");
}

TEST_CASE("fof example 4: knight's move crosses sides and uses side segments", "[los][fof][example]")
{
    FofFixture f(3, 3);
    f.dark(C(2, 1), {S::E});
    const Ruling r = f.rule(C(1, 1), C(3, 2));
    CHECK(walkText(FofFixture::detail(r)) == "(1,1) (2,1)[W,N] (2,2)[S,E] (3,2)");
    CHECK(r.verdict == Verdict::Clear);
    CHECK(FofFixture::detail(r).band == RangeBand::L);
}

TEST_CASE("fof example 5: a corner tie steps diagonally by the corner segments", "[los][fof][example]")
{
    FofFixture f(4, 2);
    f.allDark(C(3, 1)).allDark(C(2, 2)); // the two cards touched at the corner (5,3)
    const Ruling r = f.rule(C(1, 1), C(4, 2));
    const FofDetail& d = FofFixture::detail(r);
    CHECK(walkText(d) == "(1,1) (2,1)[W,NE] (3,2)[SW,E] (4,2)");
    CHECK(d.walk[2].corner);
    CHECK(r.verdict == Verdict::Clear);
    CHECK(d.distance == 3);
    CHECK(d.band == RangeBand::V);

    f.dark(C(2, 1), {S::NE});
    const Ruling b = f.rule(C(1, 1), C(4, 2));
    CHECK(b.verdict == Verdict::Blocked);
    CHECK(FofFixture::detail(b).card == C(2, 1));
    CHECK(name(FofFixture::detail(b).segment) == "NE");
}

TEST_CASE("fof example 6: a diagonal meets only the cards on it, by SW and NE", "[los][fof][example]")
{
    FofFixture f(3, 3);
    f.allDark(C(2, 1)).allDark(C(1, 2)).allDark(C(3, 2)).allDark(C(2, 3));
    const Ruling r = f.rule(C(1, 1), C(3, 3));
    CHECK(walkText(FofFixture::detail(r)) == "(1,1) (2,2)[SW,NE] (3,3)");
    CHECK(r.verdict == Verdict::Clear);
    // The trace lists the four corner-touched cards as touched at a point, not counting.
    int touched = 0;
    for (const auto& step : r.trace)
        if (step.how == crestline::geometry::los::Crossing::Vertex) {
            ++touched;
            REQUIRE(step.found.size() == 1);
            CHECK_FALSE(step.found[0].counts);
        }
    CHECK(touched == 4);
}

namespace {

/// The 2.2.1 layout, rows 3 to 1: 42 37 40 25 / 12 28 54 23 / 22 7 34 27; 28 on Hill 6.
OffsetCoord card(int number)
{
    const int layout[3][4] = {{22, 7, 34, 27}, {12, 28, 54, 23}, {42, 37, 40, 25}};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 4; ++c)
            if (layout[r][c] == number) return C(c + 1, r + 1);
    throw std::logic_error("no card " + std::to_string(number));
}

} // namespace

TEST_CASE("fof example 7: a Hill card's dark segment blocks lower eyes, not higher ones [1.2.1 D]", "[los][fof][example]")
{
    FofFixture f(4, 3);
    using crestline::geometry::los::darkMask;
    f.board->setStack(card(28), 0, {darkMask({S::NE})}); // 28 white, Hill 6 under it with NE dark: level 1
    CHECK(f.board->level(card(28)) == 1);
    const Ruling a = f.rule(card(22), card(40));
    CHECK(a.verdict == Verdict::Blocked); // 1 >= 0
    CHECK(FofFixture::detail(a).card == card(28));
    CHECK(name(FofFixture::detail(a).segment) == "NE");

    f.allDark(card(54));
    const Ruling b = f.rule(card(28), card(23));
    CHECK(b.verdict == Verdict::Clear); // 0 < 1
    CHECK(FofFixture::detail(b).top == 1);
    CHECK(FofFixture::detail(b).elevation == 1);
    const Ruling c = f.rule(card(12), card(23));
    CHECK(c.verdict == Verdict::Blocked);
    CHECK(FofFixture::detail(c).card == card(54)); // 28 (level 1) is passed by its white W and E
}

TEST_CASE("fof example 8: max LOS along the Front ray [Gameplay Example 16]", "[los][fof][example]")
{
    using crestline::geometry::los::FofRay;
    using crestline::geometry::los::fofMaxLos;
    using crestline::geometry::los::fofPlayOf;
    FofFixture white(4, 3);
    CHECK(fofMaxLos(*white.board, fofPlayOf(white.state), card(22), FofRay::Front) == card(42));
    FofFixture n(4, 3);
    n.dark(card(12), {S::N});
    CHECK(fofMaxLos(*n.board, fofPlayOf(n.state), card(22), FofRay::Front) == card(12));
    FofFixture s(4, 3);
    s.dark(card(12), {S::S});
    CHECK(fofMaxLos(*s.board, fofPlayOf(s.state), card(22), FofRay::Front) == card(12));
    // Right Front (1,1) passes 28 by SW and NE to 40; Left Front from 22 leaves the map at once.
    CHECK(fofMaxLos(*white.board, fofPlayOf(white.state), card(22), FofRay::RightFront) == card(40));
    CHECK_FALSE(fofMaxLos(*white.board, fofPlayOf(white.state), card(22), FofRay::LeftFront));
}

TEST_CASE("fof example 9: the short round lands on the card before the target [1.2.2 B]", "[los][fof][example]")
{
    using crestline::geometry::los::fofShortRoundCard;
    CHECK(fofShortRoundCard(C(1, 1), C(3, 2)) == C(2, 2));
}

TEST_CASE("fof example 10: staging areas [2.4.2]", "[los][fof][example]")
{
    FofFixture f(4, 3);
    CHECK(f.outcome(C(1, 0), C(4, 0)) == "no LOS"); // fire: none in or out
    CHECK(FofFixture::detail(f.rule(C(1, 0), C(4, 0))).step == 2);
    f.purpose(Purpose::Comm);
    CHECK(f.outcome(C(1, 0), C(4, 0)) == "LOS"); // comm: any two of its cards
    CHECK(FofFixture::detail(f.rule(C(1, 0), C(4, 0))).step == 2);
    CHECK(f.outcome(C(1, 0), FofBoard::kPickupZone) == "no LOS");
    CHECK(FofFixture::detail(f.rule(C(1, 0), FofBoard::kPickupZone)).step == 1);
    CHECK(f.outcome(C(2, 2), FofBoard::kEnroute) == "no LOS");
    f.purpose(Purpose::Fire);
    CHECK(f.outcome(FofBoard::kPickupZone, C(2, 2)) == "no LOS");
}

TEST_CASE("fof example 11: control lines never touch LOS: fire across a boundary [2.4.1 A]", "[los][fof][example]")
{
    FofFixture f(5, 3);
    f.allDark(C(4, 2)).allDark(C(5, 2));
    const Ruling r = f.rule(C(4, 2), C(5, 2));
    CHECK(r.verdict == Verdict::Clear);
    CHECK(FofFixture::detail(r).step == 6);
    CHECK(name(FofFixture::detail(r).cover) == "W");
    CHECK(FofFixture::detail(r).coverDark);
}
