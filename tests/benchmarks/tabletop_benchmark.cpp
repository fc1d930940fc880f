// Tabletop LOS speed (docs/tabletop.md): the fast exact step 3
// (fast_sight.cpp, decideLos) against the O(n^3) reference method of
// tabletop-los.md, "Deciding step 3" (sight_lines.cpp, decideLosReference),
// on a seeded 72" x 48" table of 40 pieces (woods, fields, buildings, walls,
// hills, smoke). Each benchmark runs both ways: /0 fast, /1 reference.
// With 24 teams:
//   BM_TabletopEmptyTable  baseline: the same pairs on a table with no pieces
//   BM_TabletopRuling      one ruling per ordered pair of teams, in turn
//   BM_TabletopRulingLos, BM_TabletopRulingBlocked  the same over the pairs
//                          with LOS only, blocked only (blocked also finds
//                          the cutting pieces, one step-3 run per piece)
//   BM_TabletopStep3Blocked  step 3 alone on the blocked pairs
// The sample table, 60 teams (the targets):
//   BM_SampleRulingLos, BM_SampleRulingBlocked  one ruling, LOS / blocked pairs
//   BM_SampleAllPairs      every ordered pair in one iteration; /threads 1 or
//                          2 (pairs split between threads, wall time); the
//                          counters median_us and max_us are the median and
//                          slowest ruling over the pairs (thread CPU time)
// Counters: pairs with LOS and blocked. Compare the two methods in one run.
// Defect 8 (a piece of many vertices):
//   BM_TabletopBigPieceCheck   checking a table whose wood has 10,000, 20,000
//                              and 40,000 vertices; ratio_20k_10k near 2
//   BM_TabletopBigPieceRuling  a ruling beside such a wood on a checked table

#include "geometry/los/systems/tabletop/fast_sight.h"
#include "geometry/los/systems/tabletop/sight_lines.h"
#include "geometry/los/systems/tabletop/tabletop_los.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <optional>
#include <random>
#include <thread>
#include <utility>
#include <vector>

#include <time.h>

using namespace crestline::geometry::los::tabletop;

namespace {

Polygon box(Thou x, Thou y, Thou w, Thou h) { return {{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}; }

/// A seeded table: 40 pieces, some of them irregular (a hexagonal wood), and `teamCount` teams on 1.5" x 1" bases.
Table makeTable(bool withPieces, int teamCount = 24)
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
    for (int i = 0; i < teamCount; ++i) {
        const Thou px = x(teams), py = y(teams);
        t.teams.push_back(Team{i + 1, i % 2, TeamType::Infantry, box(px, py, 1500, 1000), 1000});
    }
    return t;
}

using Ruling = TabletopLos (*)(const CheckedTable&, const Team&, const Team&);
/// range(0) of a benchmark: 0 the fast method, 1 the reference.
Ruling rulingOf(const benchmark::State& state) { return state.range(0) == 0 ? &decideLos : &decideLosReference; }

/// Every ordered pair of teams, or only those whose verdict is `los` (decided once beforehand).
std::vector<std::pair<std::size_t, std::size_t>> pairsOf(const CheckedTable& checked, std::optional<bool> los)
{
    const Table& t = checked.table();
    std::vector<std::pair<std::size_t, std::size_t>> out;
    for (std::size_t i = 0; i < t.teams.size(); ++i)
        for (std::size_t j = 0; j < t.teams.size(); ++j)
            if (i != j && (!los || decideLos(checked, t.teams[i], t.teams[j]).los == *los)) out.emplace_back(i, j);
    return out;
}

/// The table checked once (a job does the same), then ruled on pair by pair.
void runPairs(benchmark::State& state, const CheckedTable& checked, std::optional<bool> los)
{
    const Table& t = checked.table();
    const Ruling ruling = rulingOf(state);
    const auto pairs = pairsOf(t, los);
    int seen = 0, blocked = 0;
    std::size_t k = 0;
    for (auto _ : state) {
        const auto [i, j] = pairs[k];
        const TabletopLos r = ruling(checked, t.teams[i], t.teams[j]);
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
    const CheckedTable checked(makeTable(true));
    const Table& t = checked.table();
    const auto pairs = pairsOf(checked, false);
    std::vector<std::vector<const Polygon*>> active;
    for (const auto& [i, j] : pairs) {
        std::vector<const Polygon*> outlines;
        for (const ActivePiece& a : activePieces(t.pieces, t.teams[i], t.teams[j])) outlines.push_back(&t.pieces[std::size_t(a.id - 1)].outline);
        active.push_back(std::move(outlines));
    }
    std::size_t k = 0;
    for (auto _ : state) {
        const auto [i, j] = pairs[k];
        if (state.range(0) == 0)
            benchmark::DoNotOptimize(fast::findWitness(t.teams[i].base, t.teams[j].base, active[k]));
        else
            benchmark::DoNotOptimize(sight::findWitness(t.teams[i].base, t.teams[j].base, active[k]));
        k = (k + 1) % pairs.size();
    }
}

void BM_TabletopEmptyTable(benchmark::State& state) { runPairs(state, makeTable(false), std::nullopt); }
void BM_TabletopRuling(benchmark::State& state) { runPairs(state, makeTable(true), std::nullopt); }
void BM_TabletopRulingLos(benchmark::State& state) { runPairs(state, makeTable(true), true); }
void BM_TabletopRulingBlocked(benchmark::State& state) { runPairs(state, makeTable(true), false); }

const CheckedTable& sampleTable()
{
    static const CheckedTable t(makeTable(true, 60));
    return t;
}

void BM_SampleRulingLos(benchmark::State& state) { runPairs(state, sampleTable(), true); }
void BM_SampleRulingBlocked(benchmark::State& state) { runPairs(state, sampleTable(), false); }

/// CPU time of the calling thread in microseconds: a ruling's own cost, not the shared machine's load.
double threadCpuMicros()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e6 + double(ts.tv_nsec) / 1e3;
}

/// Every ordered pair of the sample table's 60 teams per iteration, on range(1) threads.
void BM_SampleAllPairs(benchmark::State& state)
{
    const Ruling ruling = rulingOf(state);
    const CheckedTable& checked = sampleTable();
    const Table& t = checked.table();
    const auto pairs = pairsOf(checked, std::nullopt);
    const std::size_t threads = std::size_t(state.range(1));
    std::vector<double> micros(pairs.size());
    int seen = 0;
    for (auto _ : state) {
        std::vector<int> seenBy(threads, 0);
        const auto work = [&](std::size_t part) {
            for (std::size_t k = part; k < pairs.size(); k += threads) {
                const double start = threadCpuMicros();
                const bool los = ruling(checked, t.teams[pairs[k].first], t.teams[pairs[k].second]).los;
                micros[k] = threadCpuMicros() - start;
                seenBy[part] += los;
            }
        };
        std::vector<std::thread> pool;
        for (std::size_t p = 1; p < threads; ++p) pool.emplace_back(work, p);
        work(0);
        for (std::thread& th : pool) th.join();
        seen = 0;
        for (int s : seenBy) seen += s;
    }
    std::vector<double> sorted = micros;
    std::nth_element(sorted.begin(), sorted.begin() + std::ptrdiff_t(sorted.size() / 2), sorted.end());
    state.counters["median_us"] = sorted[sorted.size() / 2];
    state.counters["max_us"] = *std::max_element(micros.begin(), micros.end());
    state.counters["los"] = seen;
    state.counters["blocked"] = double(pairs.size()) - seen;
    state.counters["pairs"] = double(pairs.size());
}

/// A wood of n vertices (n odd, >= 5): a comb, its base [0, 4k] x [-1", 0]
/// under k + 1 teeth 10" tall, 4/1000" apart (exact, simple), at (x0, y0).
Polygon comb(int n, Thou x0, Thou y0)
{
    const Thou k = (n - 3) / 2;
    Polygon p{{x0, y0 - 1000}, {x0 + 4 * k, y0 - 1000}};
    for (Thou i = 2 * k; i >= 0; --i) p.push_back({x0 + 2 * i, y0 + (i % 2 == 0 ? 10000 : 0)});
    return p;
}

/// A table whose one wood has n vertices, off to the side of two teams.
Table bigPieceTable(int n)
{
    Table t;
    t.pieces.push_back(Piece{1, PieceKind::Forest, Cover::Soft, comb(n, 0, 20000), 0, 0, {}});
    t.teams.push_back(Team{1, 0, TeamType::Infantry, box(0, 0, 1000, 1000), 1000});
    t.teams.push_back(Team{2, 1, TeamType::Infantry, box(30000, 0, 1000, 1000), 1000});
    return t;
}

double cpuMillis() { return threadCpuMicros() / 1000.0; }

/// Defect 8: checking a table of one big piece (requireValidTable, as a job
/// does once) grows near-linearly: each iteration checks 10,000 and 20,000
/// vertices (and 40,000); `ratio_20k_10k` is the CPU time of the second over
/// the first (2 for linear, 4 for the old pair-by-pair check), per size in ms.
void BM_TabletopBigPieceCheck(benchmark::State& state)
{
    const int sizes[] = {10001, 20001, 40001};
    std::vector<Table> tables;
    for (int n : sizes) tables.push_back(bigPieceTable(n));
    double ms[3] = {0, 0, 0};
    for (auto _ : state)
        for (int s = 0; s < 3; ++s) {
            const double start = cpuMillis();
            requireValidTable(tables[std::size_t(s)]);
            ms[s] += cpuMillis() - start;
        }
    const double runs = double(state.iterations());
    state.counters["check_10k_ms"] = ms[0] / runs;
    state.counters["check_20k_ms"] = ms[1] / runs;
    state.counters["check_40k_ms"] = ms[2] / runs;
    state.counters["ratio_20k_10k"] = ms[1] / ms[0];
    state.counters["ratio_40k_20k"] = ms[2] / ms[1];
}

/// A ruling on a checked table does not check the piece again: the two teams
/// beside a piece of 10,000 and of 20,000 vertices. The ruling still reads the
/// piece (is either centre in it, O(n)), so the ratio is at most about 2.
void BM_TabletopBigPieceRuling(benchmark::State& state)
{
    const CheckedTable small(bigPieceTable(10001)), big(bigPieceTable(20001));
    double ms[2] = {0, 0};
    for (auto _ : state) {
        for (int s = 0; s < 2; ++s) {
            const CheckedTable& t = s == 0 ? small : big;
            const double start = cpuMillis();
            benchmark::DoNotOptimize(decideLos(t, t.teams()[0], t.teams()[1]).los);
            ms[s] += cpuMillis() - start;
        }
    }
    const double runs = double(state.iterations());
    state.counters["ruling_10k_ms"] = ms[0] / runs;
    state.counters["ruling_20k_ms"] = ms[1] / runs;
    state.counters["ratio_20k_10k"] = ms[1] / ms[0];
}

} // namespace

BENCHMARK(BM_TabletopBigPieceCheck)->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK(BM_TabletopBigPieceRuling)->Unit(benchmark::kMillisecond)->Iterations(20);
BENCHMARK(BM_TabletopEmptyTable)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TabletopRuling)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TabletopRulingLos)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TabletopRulingBlocked)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TabletopStep3Blocked)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SampleRulingLos)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SampleRulingBlocked)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SampleAllPairs)->Args({0, 1})->Args({0, 2})->Args({1, 1})->Args({1, 2})->Iterations(2)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
