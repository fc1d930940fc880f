// LOS speed, each measured against the brute-force baseline in the same run
// (every artwork piece tested against every string, no index, no early exit):
//   BM_Ruling    one ruling on the bundled ridge-farm board (median per ruling)
//   BM_RulingCell  the same, verdict and hindrance only (as viewsheds ask)
//   BM_Matrix    the all-pairs matrix of ridge-farm on two threads
//   BM_Viewshed  one viewshed on a generated 150 x 134 board
// Counters: engine and baseline times and the speed-up ratio.

#include "formats/map/map_format.h"
#include "generated_board.h"
#include "geometry/los/analysis.h"
#include "geometry/los/brute_force.h"
#include "geometry/los/systems/ff/ff_rules.h"
#include "maps/los_scene.h"

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
    maps::Map map;
    maps::TerrainCatalog catalog;
    std::unique_ptr<maps::MapAnalysis> analysis;
    std::unique_ptr<Scene> scene;
};

std::unique_ptr<Board> loadBoard(const std::string& name)
{
    auto r = formats::loadMap(std::string(CRESTLINE_SOURCE_DIR) + "/maps/boards/" + name);
    if (!r.ok()) return nullptr;
    auto b = std::make_unique<Board>();
    b->map = std::move(r.value->map);
    b->catalog = std::move(r.value->catalog);
    b->analysis = std::make_unique<maps::MapAnalysis>(b->map, b->catalog);
    b->scene = std::make_unique<Scene>(maps::buildLosScene(*b->analysis));
    return b;
}

const Board& ridgeFarm()
{
    static auto board = loadBoard("ridge-farm.map.xml");
    return *board;
}

const Board& generated()
{
    static std::unique_ptr<Board> board = [] {
        auto catalogFile = formats::readCatalogFile(std::string(CRESTLINE_SOURCE_DIR) + "/maps/catalogs/ff-sample.terrain.xml");
        auto core = formats::readCatalogFile(std::string(CRESTLINE_SOURCE_DIR) + "/maps/catalogs/ff-core.terrain.xml");
        auto b = std::make_unique<Board>();
        b->map = bench::generatedBoard();
        b->catalog = std::move(*core.value);
        for (auto& t : catalogFile.value->terrains) b->catalog.terrains.push_back(t);
        b->analysis = std::make_unique<maps::MapAnalysis>(b->map, b->catalog);
        b->scene = std::make_unique<Scene>(maps::buildLosScene(*b->analysis));
        return b;
    }();
    return *board;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

template <class F>
double secondsOf(F&& f)
{
    const auto t0 = Clock::now();
    f();
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

/// One ruling on ridge-farm at `detail`, median of 20,000 random pairs, with
/// the brute-force baseline on 1,000 of the same pairs.
void rulingBenchmark(benchmark::State& state, Detail detail)
{
    const Board& b = ridgeFarm();
    const FightingFormationsRules rules;
    const PlayState play;
    const auto& g = b.scene->grid();
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> pick(0, g.count() - 1);
    std::vector<std::pair<geometry::OffsetCoord, geometry::OffsetCoord>> pairs(4000);
    for (auto& p : pairs) p = {g.fromIndex(pick(rng)), g.fromIndex(pick(rng))};
    std::vector<double> engine, brute;
    std::size_t k = 0;
    for (auto _ : state) {
        const auto& p = pairs[k++ % pairs.size()];
        const auto t0 = Clock::now();
        benchmark::DoNotOptimize(rules.check(*b.scene, p.first, p.second, play, detail));
        engine.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
    }
    for (std::size_t i = 0; i < 1000; ++i) {
        const auto& p = pairs[i];
        const auto t0 = Clock::now();
        benchmark::DoNotOptimize(bruteForceRuling(*b.scene, p.first, p.second, play));
        brute.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
    }
    state.counters["engine_median_us"] = median(engine);
    state.counters["baseline_median_us"] = median(brute);
    state.counters["speedup"] = median(brute) / median(engine);
}
/// Verdict-only: verdict, hindrance, the deciding rule and feature.
void BM_Ruling(benchmark::State& state) { rulingBenchmark(state, Detail::Verdict); }
BENCHMARK(BM_Ruling)->Iterations(20000);
/// What viewsheds and the matrix ask: verdict and hindrance, any block ends the walk.
void BM_RulingCell(benchmark::State& state) { rulingBenchmark(state, Detail::Cell); }
BENCHMARK(BM_RulingCell)->Iterations(20000);

void BM_RulingExplained(benchmark::State& state)
{
    const Board& b = ridgeFarm();
    const FightingFormationsRules rules;
    const auto& g = b.scene->grid();
    int i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(rules.check(*b.scene, g.fromIndex(i % g.count()), g.fromIndex((i * 37 + 11) % g.count()), {}, Detail::Full));
        ++i;
    }
}
BENCHMARK(BM_RulingExplained)->Unit(benchmark::kMicrosecond);

void BM_Matrix(benchmark::State& state)
{
    const Board& b = ridgeFarm();
    const FightingFormationsRules rules;
    double total = 0;
    for (auto _ : state) {
        total += secondsOf([&] { benchmark::DoNotOptimize(allPairs(rules, *b.scene, {}, 2)); });
    }
    const double engineMs = 1000 * total / double(state.iterations());
    const auto& g = b.scene->grid();
    const double bruteMs = 1000 * secondsOf([&] {
        for (int i = 0; i < g.count(); ++i)
            for (int j = i + 1; j < g.count(); ++j) benchmark::DoNotOptimize(bruteForceRuling(*b.scene, g.fromIndex(i), g.fromIndex(j), {}));
    });
    state.counters["engine_ms"] = engineMs;
    state.counters["baseline_ms_1thread"] = bruteMs;
    state.counters["speedup"] = bruteMs / engineMs;
}
BENCHMARK(BM_Matrix)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(20);

void BM_Viewshed(benchmark::State& state)
{
    const Board& b = generated();
    const FightingFormationsRules rules;
    const auto& g = b.scene->grid();
    // Viewers spread over the board, on hills and in the open.
    std::vector<geometry::OffsetCoord> viewers;
    for (int k = 0; k < 8; ++k) viewers.push_back({(17 + 37 * k) % g.columns(), (29 + 53 * k) % g.rows()});
    double total = 0;
    std::size_t k = 0;
    for (auto _ : state) {
        const auto v = viewers[k++ % viewers.size()];
        total += secondsOf([&] { benchmark::DoNotOptimize(viewshed(rules, *b.scene, v, {})); });
    }
    const double engineMs = 1000 * total / double(state.iterations());
    // Baseline on a sample (the full brute-force viewshed takes over a
    // minute): two viewers, every 8th hex, single rulings (no shadows) and
    // brute force on the same pairs.
    const FightingFormationsRules fast;
    double engineSample = 0, bruteSample = 0;
    for (std::size_t v = 0; v < 2; ++v) {
        engineSample += secondsOf([&] {
            for (int i = 0; i < g.count(); i += 8) benchmark::DoNotOptimize(fast.check(*b.scene, viewers[v], g.fromIndex(i), {}, Detail::Verdict));
        });
        bruteSample += secondsOf([&] {
            for (int i = 0; i < g.count(); i += 8) benchmark::DoNotOptimize(bruteForceRuling(*b.scene, viewers[v], g.fromIndex(i), {}));
        });
    }
    // The sample covers 2 viewers x 1/8 of the hexes: a whole brute-force
    // viewshed on one thread takes about bruteSample / 2 * 8.
    const double bruteViewshedMs = 1000 * bruteSample / 2 * 8;
    state.counters["engine_ms"] = engineMs;
    state.counters["sample_engine_ms_1thread"] = 1000 * engineSample;
    state.counters["sample_baseline_ms_1thread"] = 1000 * bruteSample;
    state.counters["rulings_speedup"] = bruteSample / engineSample;
    state.counters["baseline_viewshed_ms_est"] = bruteViewshedMs;
    state.counters["speedup"] = bruteViewshedMs / engineMs;
    state.counters["hexes"] = g.count();
    state.counters["artwork"] = double(b.scene->artwork().size());
}
BENCHMARK(BM_Viewshed)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(16);

} // namespace

BENCHMARK_MAIN();
