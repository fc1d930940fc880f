// Tabletop LOS speed (docs/tabletop.md): the O(n^3) reference method of
// tabletop-los.md, "Deciding step 3", on a seeded 72" x 48" table of 40
// pieces (woods, fields, buildings, walls, hills, smoke) and 24 teams:
//   BM_TabletopEmptyTable  baseline: the same pairs on a table with no pieces
//   BM_TabletopRuling      one decideLos per ordered pair of teams, in turn
//   BM_TabletopRulingLos, BM_TabletopRulingBlocked  the same over the pairs
//                          with LOS only, blocked only (blocked also finds
//                          the cutting pieces, one step-3 run per piece)
//   BM_TabletopStep3Blocked  step 3 alone on the blocked pairs
// Counters: pairs with LOS and blocked. Compare the two times in one run.

#include "geometry/los/systems/tabletop/sight_lines.h"
#include "geometry/los/systems/tabletop/tabletop_los.h"

#include <benchmark/benchmark.h>

#include <optional>
#include <random>
#include <utility>
#include <vector>

using namespace crestline::geometry::los::tabletop;

namespace {

Polygon box(Thou x, Thou y, Thou w, Thou h) { return {{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}; }

/// A seeded table: 40 pieces, some of them irregular (a hexagonal wood), and 24 teams on 1.5" x 1" bases.
Table makeTable(bool withPieces)
{
    std::mt19937 rng(1944);
    std::uniform_int_distribution<Thou> x(0, 66000), y(0, 42000), big(3000, 9000), thin(250, 500);
    Table t;
    if (withPieces)
        for (int i = 0; i < 40; ++i) {
            const int k = i % 8;
            const Thou px = x(rng), py = y(rng);
            Piece p{i + 1, PieceKind::Forest, Cover::Soft, {}, 0, 0};
            if (k == 0 || k == 1) { // wood, hexagonal
                const Thou r = big(rng) / 2;
                p.outline = {{px + r, py}, {px + 2 * r, py + r / 2}, {px + 2 * r, py + 3 * r / 2}, {px + r, py + 2 * r}, {px, py + 3 * r / 2}, {px, py + r / 2}};
            } else if (k == 2) {
                p.kind = PieceKind::Field;
                p.outline = box(px, py, big(rng), big(rng));
            } else if (k == 3 || k == 4) {
                p.kind = PieceKind::Building;
                p.outline = box(px, py, big(rng) / 3, big(rng) / 3);
            } else if (k == 5 || k == 6) { // wall or fence, horizontal or vertical
                p.kind = i % 3 ? PieceKind::Wall : PieceKind::Fence;
                p.height = i % 3 ? 2000 : 500;
                p.outline = i % 2 ? box(px, py, big(rng), thin(rng)) : box(px, py, thin(rng), big(rng));
            } else {
                p.kind = i % 16 == 7 ? PieceKind::Hill : PieceKind::Smoke;
                p.level = p.kind == PieceKind::Hill ? 1 : 0;
                p.outline = box(px, py, big(rng), big(rng));
            }
            t.pieces.push_back(std::move(p));
        }
    std::mt19937 teams(4491);
    for (int i = 0; i < 24; ++i) {
        const Thou px = x(teams), py = y(teams);
        t.teams.push_back(Team{i + 1, i % 2, TeamType::Infantry, box(px, py, 1500, 1000), 1000});
    }
    return t;
}

/// Every ordered pair of teams, or only those whose verdict is `los` (decided once beforehand).
std::vector<std::pair<std::size_t, std::size_t>> pairsOf(const Table& t, std::optional<bool> los)
{
    std::vector<std::pair<std::size_t, std::size_t>> out;
    for (std::size_t i = 0; i < t.teams.size(); ++i)
        for (std::size_t j = 0; j < t.teams.size(); ++j)
            if (i != j && (!los || decideLos(t, t.teams[i], t.teams[j]).los == *los)) out.emplace_back(i, j);
    return out;
}

void runPairs(benchmark::State& state, const Table& t, std::optional<bool> los)
{
    const auto pairs = pairsOf(t, los);
    int seen = 0, blocked = 0;
    std::size_t k = 0;
    for (auto _ : state) {
        const auto [i, j] = pairs[k];
        const TabletopLos r = decideLos(t, t.teams[i], t.teams[j]);
        benchmark::DoNotOptimize(r.los);
        (r.los ? seen : blocked)++;
        k = (k + 1) % pairs.size();
    }
    state.counters["los"] = seen;
    state.counters["blocked"] = blocked;
    state.counters["pairs"] = double(pairs.size());
}

/// Step 3 alone (findWitness: the union, V and its lines) on the blocked pairs, without the cutting pieces.
void BM_TabletopStep3Blocked(benchmark::State& state)
{
    const Table t = makeTable(true);
    const auto pairs = pairsOf(t, false);
    std::vector<std::vector<const Polygon*>> active;
    for (const auto& [i, j] : pairs) {
        std::vector<const Polygon*> outlines;
        for (const ActivePiece& a : activePieces(t.pieces, t.teams[i], t.teams[j])) outlines.push_back(&t.pieces[std::size_t(a.id - 1)].outline);
        active.push_back(std::move(outlines));
    }
    std::size_t k = 0;
    for (auto _ : state) {
        const auto [i, j] = pairs[k];
        benchmark::DoNotOptimize(sight::findWitness(t.teams[i].base, t.teams[j].base, active[k]));
        k = (k + 1) % pairs.size();
    }
}

void BM_TabletopEmptyTable(benchmark::State& state) { runPairs(state, makeTable(false), std::nullopt); }
void BM_TabletopRuling(benchmark::State& state) { runPairs(state, makeTable(true), std::nullopt); }
void BM_TabletopRulingLos(benchmark::State& state) { runPairs(state, makeTable(true), true); }
void BM_TabletopRulingBlocked(benchmark::State& state) { runPairs(state, makeTable(true), false); }

} // namespace

BENCHMARK(BM_TabletopEmptyTable)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TabletopRuling)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TabletopRulingLos)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TabletopRulingBlocked)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TabletopStep3Blocked)->Unit(benchmark::kMicrosecond);
BENCHMARK_MAIN();
