// Analyses of a system that is not always reciprocal (gts-los.md: not
// reciprocal from an observation post or a strongpoint [15.4.2, 15.4.3]):
// GtsRules::reciprocal says when, allPairs then holds both directions, and a
// viewshed rules from its viewer. Boards are the spec's (gts_fixture.h);
// expected verdicts are its worked examples 6 and 7.

#include "gts_fixture.h"

#include "geometry/los/analysis.h"

#include <catch2/catch.hpp>

#include <random>

using namespace crestline::test;
using crestline::geometry::los::allPairs;
using crestline::geometry::los::allPairsRows;
using crestline::geometry::los::Cell;
using crestline::geometry::los::LosMatrix;
using crestline::geometry::los::viewshed;

namespace {

/// Every cell of the matrix is the ruling from its row's hex to its column's.
void matrixMatchesRulings(const GtsFixture& f, const LosMatrix& m)
{
    const auto& g = f.board->grid();
    for (int i = 0; i < g.count(); ++i)
        for (int j = 0; j < g.count(); ++j) {
            if (i == j) continue;
            INFO(i << " -> " << j);
            REQUIRE(m.at(i, j).verdict() == f.rule(g.fromIndex(i), g.fromIndex(j), Detail::Verdict).verdict);
        }
}

} // namespace

TEST_CASE("gts reciprocal(): a strongpoint, or an observation post spotting, makes LOS one-way", "[los][gts][analysis]")
{
    GtsFixture f(4, 6);
    CHECK(f.rules.reciprocal(f.scene, f.state));
    f.op(H(1, 1));
    CHECK(f.rules.reciprocal(f.scene, f.state)); // firing: an OP is any hex [15.4.2]
    f.spot();
    CHECK_FALSE(f.rules.reciprocal(f.scene, f.state)); // A = 3, M = 13 from it only
    f.board->setObservationPost(H(1, 1), false);
    CHECK(f.rules.reciprocal(f.scene, f.state)); // the count follows the toggle
    f.fire().strongpoint(H(2, 3));
    CHECK_FALSE(f.rules.reciprocal(f.scene, f.state)); // A = 2 for any purpose [15.4.3]
    f.board->setStrongpoint(H(2, 3)); // set twice: still one
    CHECK(f.board->strongpoints() == 1);
}

TEST_CASE("allPairs holds both directions when the system is not reciprocal (example 6)", "[los][gts][analysis]")
{
    // Observation post 0.0, woods 0.1 to 0.3, spotting: 0.0 -> 0.4 sees, 0.4 -> 0.0 blocked.
    GtsFixture f(3, 6);
    f.op(H(0, 0)).woods(H(0, 1)).woods(H(0, 2)).woods(H(0, 3)).spot();
    const auto& g = f.board->grid();
    const LosMatrix m = allPairs(f.rules, f.scene, f.state, 2);
    REQUIRE(m.full());
    CHECK(m.pairs() == std::size_t(18 * 17)); // every ordered pair of 18 hexes
    CHECK(m.at(g.index(H(0, 0)), g.index(H(0, 4))).verdict() == Verdict::Clear);
    CHECK(m.at(g.index(H(0, 4)), g.index(H(0, 0))).verdict() == Verdict::Blocked);
    matrixMatchesRulings(f, m);

    SECTION("firing, the same board is reciprocal: the triangle, both ways blocked")
    {
        f.fire();
        const LosMatrix t = allPairs(f.rules, f.scene, f.state, 2);
        CHECK_FALSE(t.full());
        CHECK(t.pairs() == std::size_t(18 * 17 / 2));
        CHECK(t.at(g.index(H(0, 0)), g.index(H(0, 4))).verdict() == Verdict::Blocked);
        CHECK(t.at(g.index(H(0, 4)), g.index(H(0, 0))).verdict() == Verdict::Blocked);
        matrixMatchesRulings(f, t);
    }
}

TEST_CASE("allPairsRows streams the rows in order, shaped by reciprocity (example 6)", "[los][gts][analysis]")
{
    GtsFixture f(3, 6);
    f.op(H(0, 0)).woods(H(0, 1)).woods(H(0, 2)).woods(H(0, 3)).spot();
    const auto& g = f.board->grid();
    for (const bool spotting : {true, false}) {
        if (!spotting) f.fire();
        INFO((spotting ? "spotting (one-way)" : "firing (reciprocal)"));
        const int n = g.count();
        int expectedRow = 0;
        std::size_t cells = 0;
        allPairsRows(f.rules, f.scene, f.state, 2, [&](int row, std::span<const Cell> r) {
            REQUIRE(row == expectedRow++);
            // one-way: every other hex, ascending; reciprocal: the hexes after this one
            REQUIRE(r.size() == std::size_t(spotting ? n - 1 : n - 1 - row));
            cells += r.size();
            std::size_t k = 0;
            for (int j = spotting ? 0 : row + 1; j < n; ++j) {
                if (j == row) continue;
                INFO(row << " -> " << j);
                CHECK(r[k++].verdict() == f.rule(g.fromIndex(row), g.fromIndex(j), Detail::Verdict).verdict);
            }
        });
        CHECK(expectedRow == 18);
        CHECK(cells == std::size_t(spotting ? 18 * 17 : 18 * 17 / 2));
    }
}

TEST_CASE("LosMatrix full: each ordered pair has its own cell", "[los][analysis]")
{
    LosMatrix m(4, true);
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            if (i != j) m.set(i, j, Cell::of(Verdict::Hindered, 4 * i + j));
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            if (i != j) CHECK(m.at(i, j).hindrance() == 4 * i + j);
    CHECK(m.at(2, 2).verdict() == Verdict::Clear); // a hex sees itself
}

TEST_CASE("viewshed rules from the viewer (example 7, a strongpoint)", "[los][gts][analysis]")
{
    // Strongpoint 0.0, woods 0.1, 0.2: 0.0 -> 0.3 sees (k = 2 <= A = 2), 0.3 -> 0.0 blocked.
    GtsFixture f(3, 10);
    f.strongpoint(H(0, 0)).woods(H(0, 1)).woods(H(0, 2));
    const auto& g = f.board->grid();
    const auto from = viewshed(f.rules, f.scene, H(0, 0), f.state, 2);
    const auto back = viewshed(f.rules, f.scene, H(0, 3), f.state, 2);
    CHECK(from[std::size_t(g.index(H(0, 3)))].verdict() == Verdict::Clear);
    CHECK(back[std::size_t(g.index(H(0, 0)))].verdict() == Verdict::Blocked);
    CHECK(from[std::size_t(g.index(H(0, 9)))].verdict() == Verdict::Blocked); // d = 9 > 8: out of range
}

TEST_CASE("gts property: observation posts ruled by fire are reciprocal, as reciprocal() claims", "[los][gts][property][analysis]")
{
    for (unsigned seed : {41u, 42u}) {
        GtsFixture f(9, 9);
        std::mt19937 rng(seed);
        std::uniform_int_distribution<int> pct(0, 99);
        const auto& g = f.board->grid();
        for (int i = 0; i < g.count(); ++i) {
            const OffsetCoord h = g.fromIndex(i);
            const int roll = pct(rng);
            if (roll < 15) f.woods(h);
            else if (roll < 27) f.orchard(h);
            if (pct(rng) < 25) f.op(h);
            if (pct(rng) < 4) f.barrage(h, pct(rng) < 50);
            for (int k = 0; k < 3; ++k)
                if (g.contains(g.neighbour(h, k)) && pct(rng) < 15) f.crest(h, g.neighbour(h, k));
        }
        REQUIRE(f.rules.reciprocal(f.scene, f.state));
        int blocked = 0;
        for (int i = 0; i < g.count(); ++i)
            for (int j = i + 1; j < g.count(); ++j) {
                const OffsetCoord s = g.fromIndex(i), t = g.fromIndex(j);
                INFO("seed " << seed << ": " << i << " <-> " << j);
                const Verdict there = f.rule(s, t, Detail::Verdict).verdict;
                REQUIRE(there == f.rule(t, s, Detail::Verdict).verdict);
                blocked += there == Verdict::Blocked;
            }
        CHECK(blocked > 100); // the boards block enough for the check to mean something
        CHECK(f.board->observationPosts() > 5);
    }
}
