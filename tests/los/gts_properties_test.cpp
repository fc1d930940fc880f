// Properties of GTS rulings on random boards: agreement with the brute-force
// reference (gts_reference.h) on every ordered pair, reciprocity where the
// spec promises it (A = 0 and M not raised), and invariance under
// translating the board by whole hexes (an even column count keeps odd-q
// parity) and mirroring it across a vertical line.

#include "gts_fixture.h"
#include "gts_reference.h"

#include "geometry/los/analysis.h"

#include <catch2/catch.hpp>

#include <random>
#include <span>
#include <vector>

using namespace crestline::test;
using crestline::geometry::los::Conditions;

namespace {

/// A random board written both as the engine's GtsBoard and the reference's RefBoard.
struct RandomBoard {
    GtsFixture f;
    gtsref::RefBoard ref;

    RandomBoard(int columns, int rows, unsigned seed, bool ops, bool strongpoints) : f(columns, rows), ref(columns, rows)
    {
        std::mt19937 rng(seed);
        std::uniform_int_distribution<int> pct(0, 99);
        const auto& grid = f.board->grid();
        for (int i = 0; i < grid.count(); ++i) {
            const OffsetCoord h = grid.fromIndex(i);
            const int roll = pct(rng);
            if (roll < 14) set(h, 1);
            else if (roll < 26) set(h, 2);
            if (pct(rng) < 5) barrage(h, pct(rng) < 50);
            if (ops && pct(rng) < 20) {
                f.op(h);
                ref.op[ref.at(h)] = 1;
            }
            if (strongpoints && pct(rng) < 15) {
                f.strongpoint(h);
                ref.strongpoint[ref.at(h)] = 1;
            }
            for (int k = 0; k < 3; ++k) { // each hexside once: sides 0..2 of every hex
                const OffsetCoord n = grid.neighbour(h, k);
                if (grid.contains(n) && pct(rng) < 15) crest(h, n);
            }
        }
    }
    void set(OffsetCoord h, int los)
    {
        if (los == 1) f.woods(h);
        else f.orchard(h);
        ref.los[ref.at(h)] = char(los);
    }
    void barrage(OffsetCoord h, bool heavy)
    {
        f.barrage(h, heavy);
        ref.barrage.insert(h);
    }
    void crest(OffsetCoord a, OffsetCoord b)
    {
        f.crest(a, b);
        ref.addCrest(a, b);
    }
};

std::string label(OffsetCoord s, OffsetCoord t)
{
    return std::to_string(s.col) + "." + std::to_string(s.row) + " -> " + std::to_string(t.col) + "." + std::to_string(t.row);
}

/// Engine and reference agree on every ordered pair: outcome, k, d, M, A and each tie's two counts.
void agreeOnEveryPair(const RandomBoard& b)
{
    const auto& grid = b.f.board->grid();
    int walked = 0, ties = 0;
    for (int i = 0; i < grid.count(); ++i)
        for (int j = 0; j < grid.count(); ++j) {
            const OffsetCoord s = grid.fromIndex(i), t = grid.fromIndex(j);
            const Ruling r = b.f.rule(s, t, Detail::Verdict);
            const GtsDetail& d = GtsFixture::detail(r);
            const gtsref::RefResult x = gtsref::reference(b.ref, s, t, b.f.state.conditions);
            INFO(label(s, t));
            REQUIRE(std::string(crestline::geometry::los::gtsOutcomeName(d.outcome)) == x.outcome);
            REQUIRE(d.distance == x.distance);
            REQUIRE(d.range == x.range);
            REQUIRE(d.allowance == x.allowance);
            if (x.outcome == "out of range" || s == t) continue;
            ++walked;
            REQUIRE(d.k == x.k);
            REQUIRE(d.ties.size() == x.ties.size());
            for (std::size_t n = 0; n < d.ties.size(); ++n) {
                REQUIRE(d.ties[n].left == x.ties[n].first);
                REQUIRE(d.ties[n].right == x.ties[n].second);
                ++ties;
            }
        }
    // The boards are big enough that the comparison means something.
    CHECK(walked > grid.count() * 10);
    CHECK(ties > walked / 4);
}

} // namespace

TEST_CASE("gts property: the engine agrees with the brute-force reference on every pair", "[los][gts][property]")
{
    for (unsigned seed : {1u, 2u, 3u}) {
        RandomBoard b(9, 8, seed, false, true);
        INFO("seed " << seed);
        agreeOnEveryPair(b);
    }
    SECTION("every hex an observation post, spotting: range 13, allowance 3")
    {
        RandomBoard b(10, 9, 7, false, false);
        for (int i = 0; i < b.f.board->grid().count(); ++i) {
            b.f.op(b.f.board->grid().fromIndex(i));
            b.ref.op[std::size_t(i)] = 1;
        }
        b.f.spot();
        agreeOnEveryPair(b);
    }
    SECTION("night, some OPs spotting")
    {
        RandomBoard b(8, 8, 11, true, true);
        b.f.night().spot();
        agreeOnEveryPair(b);
    }
}

TEST_CASE("gts property: reciprocal when A = 0 and M is not raised", "[los][gts][property]")
{
    for (unsigned seed : {21u, 22u, 23u}) {
        RandomBoard b(9, 9, seed, false, false);
        const auto& grid = b.f.board->grid();
        for (int i = 0; i < grid.count(); ++i)
            for (int j = i + 1; j < grid.count(); ++j) {
                const OffsetCoord s = grid.fromIndex(i), t = grid.fromIndex(j);
                const Ruling there = b.f.rule(s, t, Detail::Verdict), back = b.f.rule(t, s, Detail::Verdict);
                const GtsDetail &x = GtsFixture::detail(there), &y = GtsFixture::detail(back);
                INFO(label(s, t));
                REQUIRE(there.verdict == back.verdict);
                REQUIRE(x.outcome == y.outcome);
                REQUIRE(x.k == y.k);
                REQUIRE(x.ties.size() == y.ties.size());
                // Same sites in reverse order, the nudges swapped.
                for (std::size_t n = 0; n < x.ties.size(); ++n) {
                    const GtsTie &p = x.ties[n], &q = y.ties[x.ties.size() - 1 - n];
                    REQUIRE(p.left == q.right);
                    REQUIRE(p.right == q.left);
                }
            }
    }
}

TEST_CASE("gts property: translating by whole hexes (even columns) and mirroring keep every ruling", "[los][gts][property]")
{
    const int C = 8, R = 7;
    RandomBoard b(C, R, 31, true, true);
    b.f.spot();
    const int dc = 2, dr = 3; // dc even: column parity kept
    // Translation into a bigger board: hex c.r -> (c + dc).(r + dr).
    GtsFixture moved(C + 2 * dc, R + 2 * dr);
    // Mirror across a vertical line: c -> M - c with M even keeps column parity (u -> 3M - u).
    const int M = 2 * C;
    GtsFixture mirrored(M + 1, R);
    moved.state = mirrored.state = b.f.state;
    moved.state.markers.clear();
    mirrored.state.markers.clear();
    const auto& grid = b.f.board->grid();
    auto shift = [&](OffsetCoord h) { return OffsetCoord{h.col + dc, h.row + dr}; };
    auto flip = [&](OffsetCoord h) { return OffsetCoord{M - h.col, h.row}; };
    for (int i = 0; i < grid.count(); ++i) {
        const OffsetCoord h = grid.fromIndex(i);
        const GtsLos los = b.f.board->los(h);
        const std::string terrain(b.f.board->terrain(h));
        moved.board->setTerrain(shift(h), terrain, los);
        mirrored.board->setTerrain(flip(h), terrain, los);
        if (b.f.board->observationPost(h)) moved.op(shift(h)), mirrored.op(flip(h));
        if (b.f.board->strongpoint(h)) moved.strongpoint(shift(h)), mirrored.strongpoint(flip(h));
        for (int k = 0; k < 6; ++k) {
            const OffsetCoord n = grid.neighbour(h, k);
            if (grid.contains(n) && b.f.board->hexsideBlocks(h, n)) {
                moved.crest(shift(h), shift(n));
                mirrored.crest(flip(h), flip(n));
            }
        }
    }
    for (const auto& m : b.f.state.markers) {
        moved.state.markers.push_back({shift(m.hex), m.kind, m.value});
        mirrored.state.markers.push_back({flip(m.hex), m.kind, m.value});
    }
    for (int i = 0; i < grid.count(); ++i)
        for (int j = 0; j < grid.count(); ++j) {
            const OffsetCoord s = grid.fromIndex(i), t = grid.fromIndex(j);
            const GtsDetail base = GtsFixture::detail(b.f.rule(s, t, Detail::Verdict));
            const GtsDetail there = GtsFixture::detail(moved.rule(shift(s), shift(t), Detail::Verdict));
            const GtsDetail flipped = GtsFixture::detail(mirrored.rule(flip(s), flip(t), Detail::Verdict));
            INFO(label(s, t));
            REQUIRE(there.outcome == base.outcome);
            REQUIRE(there.k == base.k);
            REQUIRE(flipped.outcome == base.outcome);
            REQUIRE(flipped.k == base.k);
            REQUIRE(flipped.ties.size() == base.ties.size());
            for (std::size_t n = 0; n < base.ties.size(); ++n) {
                REQUIRE(flipped.ties[n].left == base.ties[n].right); // a mirror swaps left and right
                REQUIRE(flipped.ties[n].right == base.ties[n].left);
            }
        }
}

TEST_CASE("gts property: the matrix (allPairs and the streamed rows) equals single rulings on every ordered pair, full when not reciprocal", "[los][gts][property][matrix]")
{
    using crestline::geometry::los::allPairs;
    using crestline::geometry::los::allPairsRows;
    using crestline::geometry::los::Cell;
    using crestline::geometry::los::LosMatrix;
    int full = 0, reciprocal = 0;
    // Strongpoints make LOS one-way [GTS 12.2] (a full matrix); without them,
    // by day, firing, it is reciprocal (each cell serves both directions).
    for (const bool strongpoints : {false, true})
        for (unsigned seed : {21u, 22u}) {
            RandomBoard b(9, 8, seed, true, strongpoints);
            const auto& grid = b.f.board->grid();
            const int n = grid.count();
            const LosMatrix m = allPairs(b.f.rules, b.f.scene, b.f.state, 2);
            (m.full() ? full : reciprocal)++;
            std::vector<std::vector<Cell>> rows(static_cast<std::size_t>(n));
            allPairsRows(b.f.rules, b.f.scene, b.f.state, 2, [&](int row, std::span<const Cell> cells) { rows[std::size_t(row)].assign(cells.begin(), cells.end()); });
            for (int i = 0; i < n; ++i)
                for (int j = 0; j < n; ++j) {
                    if (i == j) continue;
                    const OffsetCoord s = grid.fromIndex(i), t = grid.fromIndex(j);
                    const Ruling r = b.f.rules.check(b.f.scene, s, t, b.f.state, Detail::Cell);
                    const Cell want = Cell::of(r.verdict, r.hindrance);
                    INFO("seed " << seed << (strongpoints ? " with strongpoints: " : ": ") << label(s, t));
                    REQUIRE(m.at(i, j) == want);
                    // A row holds the later hexes (reciprocal) or every other hex (full), in index order.
                    if (m.full()) REQUIRE(rows[std::size_t(i)][std::size_t(j < i ? j : j - 1)] == want);
                    else if (j > i) REQUIRE(rows[std::size_t(i)][std::size_t(j - i - 1)] == want);
                }
        }
    CHECK(full == 2);
    CHECK(reciprocal == 2);
}
