// Issue 27 ("Trust, round two"), tabletop-los.md as corrected: a hollow
// hill's edge takes the higher level, hills must nest, and the check of a
// piece's outline is near-linear and says what the pair-by-pair check said.
// Fire between touching bases: tabletop_fire_touching_test.cpp.
// Each case beside its near miss; expected values worked out by hand.

#include "tabletop_fixture.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <stdexcept>

using namespace crestline::test::tabletop;

namespace {

/// The message requireValidPiece throws, or "" if it accepts the piece.
std::string messageOf(const Piece& p)
{
    try {
        requireValidPiece(p);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}

/// The check as it was before issue 27 (every pair of edges, O(n^2)), kept
/// as the reference: the same faults, named the same way.
std::string pairByPairMessage(const Piece& piece)
{
    const std::string what = "piece " + std::to_string(piece.id) + " (" + std::string(pieceKindName(piece.kind)) + ")";
    const std::size_t n = piece.outline.size();
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            const bool adjacent = j == i + 1 || (i == 0 && j == n - 1);
            const TablePoint a = piece.outline[i], b = piece.outline[(i + 1) % n];
            const TablePoint c = piece.outline[j], d = piece.outline[(j + 1) % n];
            if (a == b) return what + ": repeated vertex " + std::to_string(i);
            if (adjacent) {
                const TablePoint shared = (j == i + 1) ? b : a, u = (j == i + 1) ? a : b, w = (j == i + 1) ? d : c;
                if (orient(u, shared, w) == 0 && (onSegment(u, shared, w) || onSegment(shared, w, u)))
                    return what + ": edges " + std::to_string(i) + " and " + std::to_string(j) + " overlap";
            } else if (segmentsMeet(a, b, c, d)) {
                return what + ": not simple, edges " + std::to_string(i) + " and " + std::to_string(j) + " meet";
            }
        }
    if (twiceArea(piece.outline) <= 0) return what + ": outline is not counter-clockwise";
    return "";
}

/// A wood of n vertices (n odd): a comb, base [0, 4k] x [-1", 0] under k + 1 teeth 10" tall, 4/1000" apart.
Polygon comb(int n)
{
    const Thou k = (n - 3) / 2;
    Polygon p{{0, -1000}, {4 * k, -1000}};
    for (Thou i = 2 * k; i >= 0; --i) p.push_back({2 * i, i % 2 == 0 ? 10000 : 0});
    return p;
}

} // namespace

TEST_CASE("tabletop issue 27: a hollow hill's edge takes the higher level", "[los][tabletop][tie]")
{
    // Hill [5,25]^2 level 2 holding hill [10,20]^2 level 1 (a hollow).
    const Piece outer = piece(1, PieceKind::Hill, rect(5, 25, 5, 25), 0, 2), inner = piece(2, PieceKind::Hill, rect(10, 20, 10, 20), 0, 1);
    const Table t = table({outer, inner});
    const Team target = team(2, 35, 15);
    // On the hollow's edge: level 2 (the higher side), so top = 2 and no hill is above it: LOS.
    CHECK(levelOf(t.pieces, team(1, 10, 15)) == 2);
    const TabletopLos onEdge = decideLos(t, team(1, 10, 15), target);
    CHECK(onEdge.los);
    CHECK(onEdge.levelFrom == 2);
    CHECK(onEdge.active.empty());
    CHECK(decideLos(t, target, team(1, 10, 15)).los);
    // 1/1000" inside the hollow: level 1, the level-2 hill around it is active and every segment leaves through it.
    const TabletopLos inside = decideLos(t, team(1, 10.001, 15), target);
    CHECK(inside.levelFrom == 1);
    CHECK_FALSE(inside.los);
    CHECK(inside.cutting == std::vector<int>{1});
    // 1/1000" outside the hollow, on the level-2 ground: LOS.
    CHECK(levelOf(t.pieces, team(1, 9.999, 15)) == 2);
    CHECK(los(t, team(1, 9.999, 15), target));
    // The hollow's corner (10, 10): level 1 inside, 2 around it: 2. Its centre: 1.
    CHECK(levelOf(t.pieces, team(1, 10, 10)) == 2);
    CHECK(levelOf(t.pieces, team(1, 15, 15)) == 1);
    // The outer hill's edge: 2 on the hill, 0 off it: 2; 1/1000" off: 0.
    CHECK(levelOf(t.pieces, team(1, 25, 15)) == 2);
    CHECK(levelOf(t.pieces, team(1, 25.001, 15)) == 0);
}

TEST_CASE("tabletop issue 27: the level at an edge is the highest of the sides that touch it, no more", "[los][tabletop][tie]")
{
    // A level-1 hill inside a level-2 one sharing its left edge x = 5: on that
    // edge the sides are the inner hill (1) and open ground (0); the level-2
    // ground does not reach the point, so the level is 1.
    const std::vector<Piece> shared{piece(1, PieceKind::Hill, rect(5, 25, 5, 25), 0, 2), piece(2, PieceKind::Hill, rect(5, 15, 10, 20), 0, 1)};
    CHECK(levelOf(shared, team(1, 5, 15)) == 1);
    // At the inner hill's corner (5, 10) on that edge the level-2 ground below it touches: 2.
    CHECK(levelOf(shared, team(1, 5, 10)) == 2);
    // On its right edge x = 15, level-2 ground beside it: 2.
    CHECK(levelOf(shared, team(1, 15, 15)) == 2);
    // A raised hill inside: its edge is at its own, higher level (as before the correction).
    const std::vector<Piece> raised{piece(1, PieceKind::Hill, rect(-10, 10, -10, 10), 0, 1), piece(2, PieceKind::Hill, rect(-5, 0, -5, 5), 0, 2)};
    CHECK(levelOf(raised, team(1, 0, 0)) == 2);
    CHECK(levelOf(raised, team(1, 0.001, 0)) == 1);
    // A triangular hollow, its slanted edge through a rational centre: a base of 3 vertices.
    const std::vector<Piece> slanted{piece(1, PieceKind::Hill, rect(-10, 10, -10, 10), 0, 3),
                                     piece(2, PieceKind::Hill, Polygon{{0, 0}, {3000, 0}, {0, 3000}}, 0, 1)};
    Team tri{1, 0, TeamType::Infantry, Polygon{{1000, 1000}, {2000, 1000}, {1000, 2000}}, 1000}; // centre (4/3, 4/3): inside
    CHECK(levelOf(slanted, tri) == 1);
    tri.base = {{1000, 1000}, {2000, 1500}, {1500, 2000}}; // centre (1.5, 1.5): on the edge x + y = 3
    CHECK(levelOf(slanted, tri) == 3);
}

TEST_CASE("tabletop issue 27: hills must nest, touching or sharing an edge is not overlapping", "[los][tabletop][input]")
{
    const Piece a = piece(1, PieceKind::Hill, rect(0, 10, 0, 10), 0, 1);
    const Team f = team(1, 7, 7), t = team(2, 30, 7); // f's centre is in both hills below
    const Table crossing = table({a, piece(2, PieceKind::Hill, rect(5, 15, 5, 15), 0, 2)});
    CHECK(crossingHills(crossing.pieces) == std::vector<std::pair<std::size_t, std::size_t>>{{0, 1}});
    const std::string why = "hills 1 and 2 overlap without one holding the other: hills must nest (tabletop-los.md \"Words\")";
    try {
        (void)decideLos(crossing, f, t);
        FAIL("a table whose hills cross was ruled on");
    } catch (const std::invalid_argument& e) {
        CHECK(std::string(e.what()) == why);
    }
    CHECK_THROWS_AS(CheckedTable(crossing), std::invalid_argument);
    // Overlapping by 1/1000" only: still crossing.
    CHECK(crossingHills({a, piece(2, PieceKind::Hill, rect(9.999, 20, 0, 10), 0, 2)}).size() == 1);
    // Near misses: sharing the edge x = 10; touching at the corner (10, 10); nested with touching boundaries; equal.
    for (const Piece& b : {piece(2, PieceKind::Hill, rect(10, 20, 0, 10), 0, 2), piece(2, PieceKind::Hill, rect(10, 20, 10, 20), 0, 2),
                           piece(2, PieceKind::Hill, rect(0, 5, 0, 10), 0, 2), piece(2, PieceKind::Hill, rect(0, 10, 0, 10), 0, 2)}) {
        const Table ok = table({a, b});
        CHECK(crossingHills(ok.pieces).empty());
        CHECK_NOTHROW(CheckedTable(ok));
    }
    // Other pieces may overlap hills and each other freely.
    CHECK_NOTHROW(CheckedTable(table({a, piece(2, PieceKind::Forest, rect(5, 15, 5, 15)), piece(3, PieceKind::Forest, rect(6, 16, 6, 16))})));
}

TEST_CASE("tabletop issue 27: the near-linear outline check names what the pair-by-pair check named", "[los][tabletop][input][property]")
{
    // Small outlines on a 4 x 4 grid of whole inches: repeated vertices,
    // folds, edges through vertices, collinear overlaps and crossings abound.
    std::mt19937 rng(27);
    std::uniform_int_distribution<int> coord(0, 3), count(3, 8);
    int simple = 0, faulty = 0;
    for (int round = 0; round < 20000; ++round) {
        Polygon p(std::size_t(count(rng)));
        for (TablePoint& q : p) q = {coord(rng) * 1000, coord(rng) * 1000};
        if (twiceArea(p) < 0) std::reverse(p.begin(), p.end());
        const Piece pc = piece(5, PieceKind::Forest, p);
        const std::string want = pairByPairMessage(pc);
        INFO("round " << round);
        REQUIRE(messageOf(pc) == want);
        (want.empty() ? simple : faulty)++;
    }
    CHECK(simple > 500);
    CHECK(faulty > 5000);
}

TEST_CASE("tabletop issue 27: a piece of 20,000 vertices is checked, and its fault named", "[los][tabletop][input]")
{
    const Polygon big = comb(20001);
    REQUIRE(big.size() == 20001);
    CHECK(messageOf(piece(3, PieceKind::Forest, big)).empty());
    // The last tooth leans over: vertex 20000 = (0, 10") moved to (5/1000", 10").
    // Edge 19999, (2/1000", 0) -> (5/1000", 10"), then crosses edge 19997,
    // (6/1000", 0) -> (4/1000", 10"): the first pair (edges 19998 and 20000 cross too).
    Polygon bent = big;
    bent[20000] = {5, 10000};
    CHECK(messageOf(piece(3, PieceKind::Forest, bent)) == "piece 3 (forest): not simple, edges 19997 and 19999 meet");
    // Near miss: moved to (1/1000", 10") it stays left of x = 2/1000", clear of every other tooth.
    bent[20000] = {1, 10000};
    CHECK(messageOf(piece(3, PieceKind::Forest, bent)).empty());
    // Vertex 15000 moved onto vertex 15001: edge 15000 has no length, and edge
    // 14999 runs into it (the pair-by-pair check said so too: i = 14999 first).
    Polygon twice = big;
    twice[15000] = twice[15001];
    CHECK(messageOf(piece(3, PieceKind::Forest, twice)) == "piece 3 (forest): edges 14999 and 15000 overlap");
    // A repeated first vertex: vertex 0 = vertex 1 is named as such.
    Polygon first = big;
    first[0] = first[1];
    CHECK(messageOf(piece(3, PieceKind::Forest, first)) == "piece 3 (forest): repeated vertex 0");
}
