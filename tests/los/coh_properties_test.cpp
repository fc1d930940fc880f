// Properties of Conflict of Heroes rulings on random boards (coh-los.md):
// the engine agrees with a brute-force reference (coh_reference.h) on every
// ordered pair, verdict and modifiers; steps 1 to 4 are reciprocal; the
// verdict and the modifiers are unchanged by translating the board by whole
// hexes (keeping column parity) and by mirroring it left to right.

#include "coh_fixture.h"
#include "coh_reference.h"

#include "geometry/los/analysis.h"

#include <catch2/catch.hpp>

#include <random>
#include <span>
#include <vector>

using namespace crestline::test;

namespace {

/// A random board: two or three hills (L1 ring round an L2 top), blocking
/// hexes, walls and smoke, written both into a fixture and the reference's plain data.
struct RandomBoard {
    int columns, rows;
    cohref::RefBoard ref;
    explicit RandomBoard(unsigned seed, int c = 9, int r = 8) : columns(c), rows(r), ref(c, r)
    {
        std::mt19937 rng(seed);
        const auto grid = cohGrid(c, r);
        const int hills = 2 + int(rng() % 2);
        for (int i = 0; i < hills; ++i) {
            const OffsetCoord top{int(rng() % unsigned(c)), int(rng() % unsigned(r))};
            for (int k = 0; k < c * r; ++k) {
                const OffsetCoord h = grid.fromIndex(k);
                const int d = grid.distance(h, top);
                const int l = d == 0 ? 2 : d <= 1 + int(rng() % 2) ? 1 : 0;
                ref.level[ref.at(h)] = std::max(ref.level[ref.at(h)], l);
            }
        }
        for (int k = 0; k < c * r; ++k) {
            const OffsetCoord h = grid.fromIndex(k);
            ref.blocks[ref.at(h)] = rng() % 100 < 15;
            const unsigned sm = rng() % 100;
            ref.smoke[ref.at(h)] = sm < 3 ? 2 : sm < 8 ? 1 : 0;
            for (int side = 0; side < 3; ++side) {
                const OffsetCoord n = grid.neighbour(h, side);
                if (grid.contains(n) && rng() % 100 < 12) ref.addWall(h, n);
            }
        }
    }
    /// The fixture of this board moved by (dc, dr) hexes (dc even) onto a larger grid, optionally mirrored left to right first.
    CohFixture fixture(int dc = 0, int dr = 0, bool mirror = false) const
    {
        CohFixture f(columns + dc, rows + dr);
        const auto place = [&](OffsetCoord h) { return OffsetCoord{(mirror ? columns - 1 - h.col : h.col) + dc, h.row + dr}; };
        for (int col = 0; col < columns; ++col)
            for (int row = 0; row < rows; ++row) {
                const OffsetCoord h{col, row};
                const std::size_t i = ref.at(h);
                f.board->setHex(place(h), ref.blocks[i] ? "woods" : "open", ref.level[i], ref.blocks[i] != 0, ref.blocks[i] != 0);
                if (ref.smoke[i]) f.smoke(place(h), ref.smoke[i]);
            }
        for (const auto& [a, b] : ref.walls) f.wall(place(a), place(b));
        return f;
    }
};

std::string outcomeOf(const Ruling& r) { return std::string(crestline::geometry::los::cohOutcomeName(CohFixture::detail(r).outcome)); }

} // namespace

TEST_CASE("coh properties: the engine agrees with the brute-force reference on every ordered pair", "[los][coh][property]")
{
    int pairs = 0, sees = 0, blind = 0, blocked = 0, walls = 0;
    for (unsigned seed = 1; seed <= 6; ++seed) {
        const RandomBoard b(seed);
        CohFixture f = b.fixture();
        const auto& grid = f.board->grid();
        for (int i = 0; i < grid.count(); ++i)
            for (int j = 0; j < grid.count(); ++j) {
                const OffsetCoord s = grid.fromIndex(i), t = grid.fromIndex(j);
                const cohref::RefResult want = cohref::rule(b.ref, s, t);
                const Ruling got = f.rule(s, t, Detail::Verdict);
                INFO("seed " << seed << ": " << s.col << "." << s.row << " -> " << t.col << "." << t.row);
                REQUIRE(outcomeOf(got) == want.outcome);
                if (want.outcome == "sees") {
                    REQUIRE(CohFixture::detail(got).defenceModifier == want.dm);
                    REQUIRE(CohFixture::detail(got).attackModifier == want.ar);
                    ++sees;
                    for (const auto& m : CohFixture::detail(got).modifiers) walls += m.kind == CohModifier::Kind::Wall;
                }
                blind += want.outcome == "blind";
                blocked += want.outcome == "blocked";
                REQUIRE(f.rule(s, t, Detail::Cell).verdict == got.verdict);
                ++pairs;
            }
        f.attack(Attack::Mortar);
        for (int i = 0; i < grid.count(); i += 3)
            for (int j = 0; j < grid.count(); ++j) {
                const OffsetCoord s = grid.fromIndex(i), t = grid.fromIndex(j);
                const cohref::RefResult want = cohref::rule(b.ref, s, t, false);
                const Ruling got = f.rule(s, t, Detail::Full);
                REQUIRE(outcomeOf(got) == want.outcome);
                if (want.outcome == "sees") REQUIRE(CohFixture::detail(got).defenceModifier == want.dm);
            }
    }
    // The boards exercise every outcome and the wall modifier, not just one.
    CHECK(pairs == 6 * 72 * 72);
    CHECK(sees > pairs / 10);
    CHECK(blind > 50);
    CHECK(blocked > pairs / 10);
    CHECK(walls > 50);
}

TEST_CASE("coh properties: steps 1 to 4 are reciprocal", "[los][coh][property]")
{
    for (unsigned seed = 11; seed <= 14; ++seed) {
        const CohFixture f = RandomBoard(seed).fixture();
        const auto& grid = f.board->grid();
        for (int i = 0; i < grid.count(); ++i)
            for (int j = i + 1; j < grid.count(); ++j) {
                const OffsetCoord s = grid.fromIndex(i), t = grid.fromIndex(j);
                REQUIRE(f.rule(s, t, Detail::Verdict).verdict == f.rule(t, s, Detail::Verdict).verdict);
            }
    }
}

TEST_CASE("coh properties: translation by whole hexes and mirroring change nothing", "[los][coh][property]")
{
    for (unsigned seed = 21; seed <= 23; ++seed) {
        const RandomBoard b(seed);
        const CohFixture f = b.fixture();
        const CohFixture moved = b.fixture(2, 3);
        const CohFixture mirrored = b.fixture(0, 0, true); // 9 columns: column parity is kept
        const auto& grid = f.board->grid();
        for (int i = 0; i < grid.count(); ++i)
            for (int j = 0; j < grid.count(); ++j) {
                const OffsetCoord s = grid.fromIndex(i), t = grid.fromIndex(j);
                const Ruling r = f.rule(s, t, Detail::Verdict);
                const Ruling m = moved.rule({s.col + 2, s.row + 3}, {t.col + 2, t.row + 3}, Detail::Verdict);
                const Ruling x = mirrored.rule({b.columns - 1 - s.col, s.row}, {b.columns - 1 - t.col, t.row}, Detail::Verdict);
                INFO("seed " << seed << ": " << s.col << "." << s.row << " -> " << t.col << "." << t.row);
                REQUIRE(m.verdict == r.verdict);
                REQUIRE(x.verdict == r.verdict);
                REQUIRE(CohFixture::detail(m).defenceModifier == CohFixture::detail(r).defenceModifier);
                REQUIRE(CohFixture::detail(x).defenceModifier == CohFixture::detail(r).defenceModifier);
                REQUIRE(CohFixture::detail(x).attackModifier == CohFixture::detail(r).attackModifier);
            }
    }
}

TEST_CASE("coh properties: the matrix (allPairs and the streamed rows) equals single rulings on every ordered pair", "[los][coh][property][matrix]")
{
    using crestline::geometry::los::allPairs;
    using crestline::geometry::los::allPairsRows;
    using crestline::geometry::los::Cell;
    using crestline::geometry::los::LosMatrix;
    for (unsigned seed = 31; seed <= 33; ++seed)
        for (const Attack attack : {Attack::Direct, Attack::Mortar}) {
            const RandomBoard b(seed);
            CohFixture f = b.fixture();
            f.attack(attack);
            const auto& grid = f.board->grid();
            const int n = grid.count();
            const LosMatrix m = allPairs(f.rules, f.scene, f.state, 2);
            std::vector<std::vector<Cell>> rows(static_cast<std::size_t>(n));
            allPairsRows(f.rules, f.scene, f.state, 2, [&](int row, std::span<const Cell> cells) { rows[std::size_t(row)].assign(cells.begin(), cells.end()); });
            for (int i = 0; i < n; ++i)
                for (int j = 0; j < n; ++j) {
                    if (i == j) continue;
                    const OffsetCoord s = grid.fromIndex(i), t = grid.fromIndex(j);
                    const Ruling r = f.rules.check(f.scene, s, t, f.state, Detail::Cell);
                    const Cell want = Cell::of(r.verdict, r.hindrance);
                    INFO("seed " << seed << (attack == Attack::Mortar ? " mortar: " : ": ") << s.col << "." << s.row << " -> " << t.col << "." << t.row);
                    REQUIRE(m.at(i, j) == want);
                    if (m.full()) REQUIRE(rows[std::size_t(i)][std::size_t(j < i ? j : j - 1)] == want);
                    else if (j > i) REQUIRE(rows[std::size_t(i)][std::size_t(j - i - 1)] == want);
                }
        }
}
