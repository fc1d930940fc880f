// Each DECISION and each tie of fof-los.md beside its near miss, and the
// card grid's walk (geometry/square_grid.h, geometry/los/square_walk.h).
// Expected values by hand from the spec.

#include "fof_fixture.h"

#include "geometry/los/square_walk.h"

#include <catch2/catch.hpp>

#include <numeric>
#include <stdexcept>

using namespace crestline::test;
using crestline::geometry::CardWalk;
using crestline::geometry::CardStep;
using crestline::geometry::SquareGrid;
using crestline::geometry::los::Crossing;
using crestline::geometry::los::HexPart;
using S = CardSegment;

namespace {
std::string param(const crestline::geometry::los::Param& p)
{
    const auto g = std::gcd(p.num, p.den);
    return std::to_string(p.num / g) + "/" + std::to_string(p.den / g);
}
std::string parts(OffsetCoord s, OffsetCoord t)
{
    const SquareGrid grid(8, 8);
    std::vector<HexPart> out;
    crestline::geometry::los::walkCards(grid, s, t, out);
    std::string text;
    for (const HexPart& p : out)
        text += (text.empty() ? "" : " ") + std::string(p.how == Crossing::Vertex ? "v" : "") + "(" + std::to_string(p.hex.col) + "," +
                std::to_string(p.hex.row) + ")" + param(p.lo) + "-" + param(p.hi);
    return text;
}
} // namespace

TEST_CASE("fof grid: the frame, distance and range bands [1.2.6, 1.2.7]", "[los][fof][tie]")
{
    CHECK(SquareGrid::centre(C(3, 2)).u == 6);
    CHECK(SquareGrid::centre(C(3, 2)).v == 4);
    CHECK(SquareGrid::square(C(3, 2)).minU == 5);
    CHECK(SquareGrid::square(C(3, 2)).maxV == 5);
    CHECK(SquareGrid::distance(C(1, 1), C(4, 2)) == 3);
    CHECK(SquareGrid::distance(C(2, 2), C(1, 1)) == 1);
    CHECK(crestline::geometry::rangeBandOf(0) == RangeBand::P);
    CHECK(crestline::geometry::rangeBandOf(1) == RangeBand::C);
    CHECK(crestline::geometry::rangeBandOf(2) == RangeBand::L);
    CHECK(crestline::geometry::rangeBandOf(3) == RangeBand::V);
    CHECK(crestline::geometry::rangeBandOf(4) == RangeBand::Beyond);
    const SquareGrid g(4, 3);
    CHECK(g.count() == 16);
    CHECK(g.contains(C(4, 0)));
    CHECK_FALSE(g.contains(C(0, 1)));
    CHECK_FALSE(g.contains(C(1, 4)));
    CHECK(g.fromIndex(g.index(C(3, 2))) == C(3, 2));
    CHECK_THROWS_AS(SquareGrid(0, 3), std::invalid_argument);
}

TEST_CASE("fof grid: segment names, facing and the mirror swap", "[los][fof][tie]")
{
    using crestline::geometry::cardSegmentTowards;
    using crestline::geometry::mirroredSegment;
    CHECK(name(cardSegmentTowards(0, 1)) == "N");
    CHECK(name(cardSegmentTowards(1, 1)) == "NE");
    CHECK(name(cardSegmentTowards(1, 0)) == "E");
    CHECK(name(cardSegmentTowards(1, -1)) == "SE");
    CHECK(name(cardSegmentTowards(0, -1)) == "S");
    CHECK(name(cardSegmentTowards(-1, -1)) == "SW");
    CHECK(name(cardSegmentTowards(-1, 0)) == "W");
    CHECK(name(cardSegmentTowards(-1, 1)) == "NW");
    const char* mirrored[][2] = {{"N", "N"}, {"S", "S"}, {"E", "W"}, {"W", "E"}, {"NE", "NW"}, {"NW", "NE"}, {"SE", "SW"}, {"SW", "SE"}};
    for (const auto& m : mirrored) CHECK(name(mirroredSegment(*crestline::geometry::cardSegmentFromName(m[0]))) == m[1]);
    CHECK_FALSE(crestline::geometry::cardSegmentFromName("ne"));
}

TEST_CASE("fof walk: exact pieces, corner cards touched at a point", "[los][fof][tie]")
{
    // Example 5: corner (5,3) at t = 1/2, touching (2,2) and (3,1).
    CHECK(parts(C(1, 1), C(4, 2)) == "(1,1)0/1-1/6 (2,1)1/6-1/2 v(2,2)1/2-1/2 v(3,1)1/2-1/2 (3,2)1/2-5/6 (4,2)5/6-1/1");
    // Knight's move: sides at their midpoints, no corners.
    CHECK(parts(C(1, 1), C(3, 2)) == "(1,1)0/1-1/4 (2,1)1/4-1/2 (2,2)1/2-3/4 (3,2)3/4-1/1");
    // Straight.
    CHECK(parts(C(2, 3), C(2, 1)) == "(2,3)0/1-1/4 (2,2)1/4-3/4 (2,1)3/4-1/1");
}

TEST_CASE("fof walk: corners exactly when p and q are both odd, g of them", "[los][fof][tie]")
{
    for (int dc = -7; dc <= 7; ++dc)
        for (int dr = -7; dr <= 7; ++dr) {
            if (dc == 0 && dr == 0) continue;
            const OffsetCoord s = C(10, 10), t = C(10 + dc, 10 + dr);
            const int g = std::gcd(std::abs(dc), std::abs(dr));
            const bool odd = dc != 0 && dr != 0 && (dc / g) % 2 != 0 && (dr / g) % 2 != 0;
            CardWalk w(s, t);
            CardStep step;
            int corners = 0, cards = 0;
            OffsetCoord last = s;
            while (w.next(step)) {
                ++cards;
                if (step.corner) {
                    ++corners;
                    // The corner is o(S) + k(p, q) for odd k < 2g: midway between the two cards' centres.
                    const int cu = last.col + step.card.col, cv = last.row + step.card.row; // (corner) = (cu, cv) in lattice units
                    const int p = dc / g, q = dr / g;
                    const int ku = cu - 2 * s.col, kv = cv - 2 * s.row;
                    CHECK(ku * q == kv * p);
                    CHECK((p != 0 ? ku / p : kv / q) % 2 != 0);
                }
                last = step.card;
            }
            CHECK(last == t);
            CHECK(corners == (odd ? g : 0));
            // Each corner saves one card: |dc| + |dr| + 1 cards less one per corner.
            CHECK(cards == std::abs(dc) + std::abs(dr) + 1 - corners);
        }
}

TEST_CASE("fof tie: a corner pass reads the corner segments of the walk cards, never the touched cards", "[los][fof][tie]")
{
    // Diagonal (1,1) -> (3,3) through (2,2): dark N and E on (2,2) (sides, not on the string): clear.
    FofFixture a(3, 3);
    a.dark(C(2, 2), {S::N, S::E, S::S, S::W, S::NW, S::SE});
    CHECK(a.outcome(C(1, 1), C(3, 3)) == "LOS");
    // Near miss: its SW (entry) dark blocks.
    FofFixture b(3, 3);
    b.dark(C(2, 2), {S::SW});
    CHECK(b.outcome(C(1, 1), C(3, 3)) == "blocked");
    CHECK(name(FofFixture::detail(b.rule(C(1, 1), C(3, 3))).segment) == "SW");
    // The touched cards, obscured or empty, are ignored too.
    FofFixture c(3, 3);
    c.smoke(C(2, 1)).board->removeCard(C(1, 2));
    CHECK(c.outcome(C(1, 1), C(3, 3)) == "LOS");
}

TEST_CASE("fof tie: the knight's move uses side segments, not corner ones", "[los][fof][tie]")
{
    FofFixture a(3, 3);
    a.dark(C(2, 1), {S::NE, S::NW, S::SE, S::SW, S::E, S::S}).dark(C(2, 2), {S::NE, S::NW, S::SE, S::SW, S::N, S::W});
    CHECK(a.outcome(C(1, 1), C(3, 2)) == "LOS");
    FofFixture b(3, 3);
    b.dark(C(2, 2), {S::S});
    const Ruling r = b.rule(C(1, 1), C(3, 2));
    CHECK(r.verdict == Verdict::Blocked);
    CHECK(FofFixture::detail(r).card == C(2, 2));
    CHECK(name(FofFixture::detail(r).segment) == "S");
}

TEST_CASE("fof tie: L(X) = top blocks, L(X) = top - 1 does not", "[los][fof][tie]")
{
    FofFixture f(3, 1);
    f.allDark(C(2, 1)).level(C(2, 1), 1).level(C(1, 1), 1); // a = 1, b = 0, top = 1
    CHECK(f.outcome(C(1, 1), C(3, 1)) == "blocked");
    CHECK(f.outcome(C(3, 1), C(1, 1)) == "blocked");
    f.level(C(1, 1), 2); // top = 2
    CHECK(f.outcome(C(1, 1), C(3, 1)) == "LOS");
    CHECK(FofFixture::detail(f.rule(C(1, 1), C(3, 1))).elevation == 1);
    CHECK(FofFixture::detail(f.rule(C(3, 1), C(1, 1))).elevation == -1);
}

TEST_CASE("fof DECISION: a stack's segment is dark if dark on the top card or any Hill card", "[los][fof][decision]")
{
    using crestline::geometry::los::darkMask;
    FofFixture f(3, 1);
    f.board->setStack(C(2, 1), darkMask({S::N}), {darkMask({S::S}), darkMask({S::E})}); // level 2, the E dark on the upper Hill card
    CHECK(f.board->level(C(2, 1)) == 2);
    CHECK(f.board->dark(C(2, 1), S::E));
    CHECK(f.board->dark(C(2, 1), S::N));
    CHECK_FALSE(f.board->dark(C(2, 1), S::W));
    f.level(C(1, 1), 2); // top = 2 = L(X)
    CHECK(f.outcome(C(1, 1), C(3, 1)) == "blocked");
    CHECK(name(FofFixture::detail(f.rule(C(1, 1), C(3, 1))).segment) == "E");
    // Near miss: the Hill cards dark only off the string.
    FofFixture g(3, 1);
    g.board->setStack(C(2, 1), darkMask({S::N}), {darkMask({S::S}), darkMask({S::NE})});
    g.level(C(1, 1), 2);
    CHECK(g.outcome(C(1, 1), C(3, 1)) == "LOS");
}

TEST_CASE("fof DECISION: Smoke, Incoming and Air Strike obscure a card (steps 4 and 7)", "[los][fof][decision]")
{
    for (const char* kind : {"smoke", "incoming", "air-strike"}) {
        FofFixture end(3, 1);
        if (std::string(kind) == "smoke") end.smoke(C(3, 1));
        else end.marker(C(3, 1), kind);
        const Ruling r = end.rule(C(1, 1), C(3, 1));
        CHECK(r.verdict == Verdict::Blocked);
        CHECK(FofFixture::detail(r).step == 4);
        CHECK(FofFixture::detail(r).card == C(3, 1));
        // Step 4 comes before 6: even adjacent.
        CHECK(end.outcome(C(2, 1), C(3, 1)) == "blocked");
        FofFixture between(3, 1);
        if (std::string(kind) == "smoke") between.smoke(C(2, 1));
        else between.marker(C(2, 1), kind);
        const Ruling b = between.rule(C(1, 1), C(3, 1));
        CHECK(FofFixture::detail(b).step == 7);
        CHECK(FofFixture::detail(b).card == C(2, 1));
        CHECK_FALSE(FofFixture::detail(b).segment);
    }
    // Near miss: a marker of another kind, or FF's Smoke, reads nothing.
    FofFixture other(3, 1);
    other.marker(C(2, 1), "smoke+2");
    other.state.smoke.push_back({C(2, 1), 5});
    CHECK(other.outcome(C(1, 1), C(3, 1)) == "LOS");
}

TEST_CASE("fof DECISION: M = 3 in daylight, 1 at night, d > M is too far [1.2.7]", "[los][fof][decision]")
{
    FofFixture f(5, 1);
    CHECK(f.outcome(C(1, 1), C(4, 1)) == "LOS");
    CHECK(f.outcome(C(1, 1), C(5, 1)) == "too far");
    CHECK(FofFixture::detail(f.rule(C(1, 1), C(5, 1))).band == RangeBand::Beyond);
    f.night();
    CHECK(f.outcome(C(1, 1), C(2, 1)) == "LOS");
    CHECK(f.outcome(C(1, 1), C(3, 1)) == "too far");
    CHECK(FofFixture::detail(f.rule(C(1, 1), C(3, 1))).step == 5);
}

TEST_CASE("fof DECISION: the position holds an eye-level offset on a card with the icon [1.2.1 G]", "[los][fof][decision]")
{
    FofFixture f(3, 1);
    f.allDark(C(2, 1)).icon(C(1, 1));
    CHECK(f.outcome(C(1, 1), C(3, 1)) == "blocked"); // e = 0: 0 >= 0
    f.marker(C(1, 1), "eye-level", 1);
    const Ruling up = f.rule(C(1, 1), C(3, 1));
    CHECK(up.verdict == Verdict::Clear); // a = 1: 0 < 1
    CHECK(FofFixture::detail(up).eyeFrom == 1);
    CHECK(FofFixture::detail(up).elevation == 1);
    FofFixture down(3, 1);
    down.allDark(C(2, 1)).icon(C(1, 1)).marker(C(1, 1), "eye-level", -1);
    CHECK(down.outcome(C(1, 1), C(3, 1)) == "blocked"); // top = max(-1, 0) = 0
    FofFixture noIcon(3, 1);
    noIcon.marker(C(1, 1), "eye-level", 1);
    CHECK_THROWS_WITH(noIcon.rule(C(1, 1), C(3, 1)), Catch::Contains("(1,1)") && Catch::Contains("no elevation or multi-story icon"));
    FofFixture two(3, 1);
    two.icon(C(1, 1)).marker(C(1, 1), "eye-level", 2);
    CHECK_THROWS_WITH(two.rule(C(1, 1), C(3, 1)), Catch::Contains("offset 2"));
}

TEST_CASE("fof DECISION: an empty cell on the walk leaves the ruling undetermined, before any block", "[los][fof][decision]")
{
    FofFixture f(4, 1);
    f.allDark(C(2, 1));
    f.board->removeCard(C(3, 1));
    for (const auto& [s, t] : {std::pair{C(1, 1), C(4, 1)}, std::pair{C(4, 1), C(1, 1)}}) {
        const Ruling r = f.rule(s, t);
        CHECK(FofFixture::detail(r).outcome == FofDetail::Outcome::Undetermined);
        CHECK(FofFixture::detail(r).card == C(3, 1));
    }
    // Near miss: the empty cell touched only at a corner.
    FofFixture g(3, 3);
    g.board->removeCard(C(2, 1));
    CHECK(g.outcome(C(1, 1), C(3, 3)) == "LOS");
    // An end with no card is bad input.
    CHECK_THROWS_WITH(g.rule(C(2, 1), C(3, 3)), Catch::Contains("no card at (2,1)"));
}

TEST_CASE("fof DECISION: Main Staging Area cards are level-0 white cards in row 0 (comm to the map)", "[los][fof][decision]")
{
    FofFixture f(3, 3);
    f.purpose(Purpose::Comm);
    const Ruling r = f.rule(C(2, 0), C(2, 2));
    CHECK(r.verdict == Verdict::Clear);
    CHECK(FofFixture::detail(r).step == 8);
    CHECK(walkText(FofFixture::detail(r)) == "(2,0) (2,1)[S,N] (2,2)");
    f.dark(C(2, 1), {S::S});
    CHECK(f.outcome(C(2, 0), C(2, 2)) == "blocked");
    f.purpose(Purpose::Fire);
    CHECK(f.outcome(C(2, 0), C(2, 1)) == "no LOS");
    CHECK_THROWS_AS(f.board->setCard(C(2, 0), 1, 0), std::invalid_argument);
}

TEST_CASE("fof DECISION: the short round lands on the card before the target", "[los][fof][decision]")
{
    using crestline::geometry::los::fofShortRoundCard;
    CHECK(fofShortRoundCard(C(1, 1), C(4, 2)) == C(3, 2)); // through the corner (5,3)
    CHECK(fofShortRoundCard(C(2, 2), C(2, 3)) == C(2, 2)); // adjacent: the observer's own card
    CHECK_FALSE(fofShortRoundCard(C(2, 2), C(2, 2)));
}

TEST_CASE("fof: same card is LOS at range P, purpose spot is refused", "[los][fof]")
{
    FofFixture f(3, 3);
    f.allDark(C(2, 2));
    const Ruling r = f.rule(C(2, 2), C(2, 2));
    CHECK(r.verdict == Verdict::Clear);
    CHECK(FofFixture::detail(r).step == 3);
    CHECK(FofFixture::detail(r).band == RangeBand::P);
    CHECK_FALSE(FofFixture::detail(r).cover);
    f.purpose(Purpose::Spot);
    CHECK_THROWS_AS(f.rule(C(1, 1), C(2, 2)), std::invalid_argument);
    crestline::geometry::los::Scene bare;
    CHECK_THROWS_WITH(f.rules.check(bare, C(1, 1), C(2, 2), {}, Detail::Cell), Catch::Contains("no FoF board"));
}
