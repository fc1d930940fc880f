// GTS LOS speed on a random 30 x 25 board (750 hexes, 500 m hexes as the
// issue's sample board), each against the brute-force reference of
// tests/los/gts_reference.h in the same run:
//   BM_GtsRuling      one ruling (Detail::Verdict), median per ruling
//   BM_GtsRulingCell  the same, verdict only (as viewsheds ask)
//   BM_GtsViewshed    one viewshed of the board on two threads
//   BM_GtsOrderedPairs  every ordered pair of the board (both directions: GTS
//                     is not reciprocal from OPs and strongpoints), one thread
//   BM_GtsAllPairs    the same through allPairs on two threads: the full
//                     matrix (the board has strongpoints), as `matrix` runs it
// Counters: engine and reference times and the speed-up ratio.

#include "geometry/los/analysis.h"
#include "geometry/los/systems/gts/gts_board.h"
#include "geometry/los/systems/gts/gts_rules.h"
#include "tests/los/gts_reference.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <random>

using namespace crestline;
using namespace crestline::geometry::los;
using Clock = std::chrono::steady_clock;

namespace {

struct Board {
    std::shared_ptr<GtsBoard> board;
    std::unique_ptr<Scene> scene;
    std::unique_ptr<test::gtsref::RefBoard> ref;
    PlayState play;
};

/// Woods 14%, orchards 12%, crests on 12% of hexsides, a few barrages, OPs and strongpoints.
const Board& board()
{
    static std::unique_ptr<Board> b = [] {
        auto out = std::make_unique<Board>();
        geometry::GridSpec spec;
        spec.columns = 30;
        spec.rows = 25;
        const geometry::HexGrid grid(spec);
        out->board = std::make_shared<GtsBoard>(grid);
        out->ref = std::make_unique<test::gtsref::RefBoard>(30, 25);
        std::mt19937 rng(13);
        std::uniform_int_distribution<int> pct(0, 99);
        for (int i = 0; i < grid.count(); ++i) {
            const geometry::OffsetCoord h = grid.fromIndex(i);
            const int roll = pct(rng);
            if (roll < 14) out->board->setTerrain(h, "woods", GtsLos::Blocks), out->ref->los[std::size_t(i)] = 1;
            else if (roll < 26) out->board->setTerrain(h, "orchard", GtsLos::Pair), out->ref->los[std::size_t(i)] = 2;
            if (pct(rng) < 2) out->play.markers.push_back({h, "barrage-light", 0}), out->ref->barrage.insert(h);
            if (pct(rng) < 3) out->board->setObservationPost(h), out->ref->op[std::size_t(i)] = 1;
            if (pct(rng) < 3) out->board->setStrongpoint(h), out->ref->strongpoint[std::size_t(i)] = 1;
            for (int k = 0; k < 3; ++k) {
                const auto n = grid.neighbour(h, k);
                if (grid.contains(n) && pct(rng) < 12) out->board->setHexside(h, n, "crest", true), out->ref->addCrest(h, n);
            }
        }
        out->scene = std::make_unique<Scene>(grid, std::vector<Artwork>{}, std::vector<int>(std::size_t(grid.count()), 0));
        out->scene->setHexTable(out->board);
        return out;
    }();
    return *b;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

/// Random pairs within the day range (8), so every ruling walks its string.
std::vector<std::pair<geometry::OffsetCoord, geometry::OffsetCoord>> pairsInRange(const Board& b)
{
    const auto& g = b.scene->grid();
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> pick(0, g.count() - 1);
    std::vector<std::pair<geometry::OffsetCoord, geometry::OffsetCoord>> out;
    while (out.size() < 4000) {
        const auto s = g.fromIndex(pick(rng)), t = g.fromIndex(pick(rng));
        if (s != t && g.distance(s, t) <= 8) out.push_back({s, t});
    }
    return out;
}

void rulingBenchmark(benchmark::State& state, Detail detail)
{
    const Board& b = board();
    const GtsRules rules;
    const auto pairs = pairsInRange(b);
    std::vector<double> engine, ref;
    std::size_t k = 0;
    for (auto _ : state) {
        const auto& p = pairs[k++ % pairs.size()];
        const auto t0 = Clock::now();
        benchmark::DoNotOptimize(rules.check(*b.scene, p.first, p.second, b.play, detail));
        engine.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
    }
    for (std::size_t i = 0; i < 1000; ++i) {
        const auto& p = pairs[i];
        const auto t0 = Clock::now();
        benchmark::DoNotOptimize(test::gtsref::reference(*b.ref, p.first, p.second, b.play.conditions));
        ref.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
    }
    state.counters["engine_median_us"] = median(engine);
    state.counters["reference_median_us"] = median(ref);
    state.counters["speedup"] = median(ref) / median(engine);
}
void BM_GtsRuling(benchmark::State& state) { rulingBenchmark(state, Detail::Verdict); }
BENCHMARK(BM_GtsRuling)->Iterations(20000);
void BM_GtsRulingCell(benchmark::State& state) { rulingBenchmark(state, Detail::Cell); }
BENCHMARK(BM_GtsRulingCell)->Iterations(20000);

void BM_GtsViewshed(benchmark::State& state)
{
    const Board& b = board();
    const GtsRules rules;
    const auto& g = b.scene->grid();
    const geometry::OffsetCoord viewer{15, 12};
    double total = 0;
    for (auto _ : state) {
        const auto t0 = Clock::now();
        benchmark::DoNotOptimize(viewshed(rules, *b.scene, viewer, b.play, 2));
        total += std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    }
    const auto t0 = Clock::now();
    for (int i = 0; i < g.count(); ++i) benchmark::DoNotOptimize(test::gtsref::reference(*b.ref, viewer, g.fromIndex(i), b.play.conditions));
    const double refMs = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    const double engineMs = total / double(state.iterations());
    state.counters["engine_ms"] = engineMs;
    state.counters["reference_ms_1thread"] = refMs;
    state.counters["speedup"] = refMs / engineMs;
}
BENCHMARK(BM_GtsViewshed)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(50);

void BM_GtsOrderedPairs(benchmark::State& state)
{
    const Board& b = board();
    const GtsRules rules;
    const auto& g = b.scene->grid();
    double total = 0;
    for (auto _ : state) {
        const auto t0 = Clock::now();
        for (int i = 0; i < g.count(); ++i)
            for (int j = 0; j < g.count(); ++j)
                benchmark::DoNotOptimize(rules.check(*b.scene, g.fromIndex(i), g.fromIndex(j), b.play, Detail::Cell).verdict);
        total += std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    }
    // The reference from every 25th viewer, scaled up to all of them.
    const auto t0 = Clock::now();
    for (int i = 0; i < g.count(); i += 25)
        for (int j = 0; j < g.count(); ++j) benchmark::DoNotOptimize(test::gtsref::reference(*b.ref, g.fromIndex(i), g.fromIndex(j), b.play.conditions));
    const double refMs = 25 * std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    const double engineMs = total / double(state.iterations());
    state.counters["engine_ms_1thread"] = engineMs;
    state.counters["reference_ms_1thread_est"] = refMs;
    state.counters["speedup"] = refMs / engineMs;
}
BENCHMARK(BM_GtsOrderedPairs)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

/// The reference over every 25th viewer and every target, scaled up to all viewers (ms, one thread).
double referenceAllPairsMs(const Board& b)
{
    const auto& g = b.scene->grid();
    const auto t0 = Clock::now();
    for (int i = 0; i < g.count(); i += 25)
        for (int j = 0; j < g.count(); ++j)
            if (i != j) benchmark::DoNotOptimize(test::gtsref::reference(*b.ref, g.fromIndex(i), g.fromIndex(j), b.play.conditions));
    return 25 * std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

void BM_GtsAllPairs(benchmark::State& state)
{
    const Board& b = board();
    const GtsRules rules;
    double total = 0;
    bool full = false;
    for (auto _ : state) {
        const auto t0 = Clock::now();
        const LosMatrix m = allPairs(rules, *b.scene, b.play, 2);
        total += std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
        full = m.full();
        benchmark::DoNotOptimize(m.at(1, 0));
    }
    const double refMs = referenceAllPairsMs(b);
    const double engineMs = total / double(state.iterations());
    state.counters["engine_ms_2threads"] = engineMs;
    state.counters["full_matrix"] = full ? 1 : 0;
    state.counters["reference_ms_1thread_est"] = refMs;
    state.counters["speedup"] = refMs / engineMs;
}
BENCHMARK(BM_GtsAllPairs)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(5);

} // namespace

BENCHMARK_MAIN();
