// The all-pairs LOS matrix (issue 30), fast path against today's engine
// (allPairsBaseline) in the same run:
//   BM_MatrixRidgeFarm/fast|baseline  ridge-farm (300 hexes), allPairs, 2 threads
//   BM_MatrixRows/C/R/fast|baseline   a generated C x R FF board (generated_board.h),
//                                     allPairsRows into a sink that only counts
// `matrix_benchmark --run C R fast|baseline [threads]` computes one generated
// board's matrix through allPairsRows and prints the time and the counts
// (for /usr/bin/time -v: peak memory end to end).

#include "formats/map/map_format.h"
#include "generated_board.h"
#include "geometry/los/analysis.h"
#include "geometry/los/systems/ff/ff_rules.h"
#include "maps/los_scene.h"

#include <benchmark/benchmark.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>

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

std::unique_ptr<Board> analysed(std::unique_ptr<Board> b)
{
    b->analysis = std::make_unique<maps::MapAnalysis>(b->map, b->catalog);
    b->scene = std::make_unique<Scene>(maps::buildLosScene(*b->analysis));
    return b;
}

std::unique_ptr<Board> ridgeFarm()
{
    auto r = formats::loadMap(std::string(CRESTLINE_SOURCE_DIR) + "/maps/boards/ridge-farm.map.xml");
    if (!r.ok()) return nullptr;
    auto b = std::make_unique<Board>();
    b->map = std::move(r.value->map);
    b->catalog = std::move(r.value->catalog);
    return analysed(std::move(b));
}

std::unique_ptr<Board> generated(int columns, int rows)
{
    auto sample = formats::readCatalogFile(std::string(CRESTLINE_SOURCE_DIR) + "/maps/catalogs/ff-sample.terrain.xml");
    auto core = formats::readCatalogFile(std::string(CRESTLINE_SOURCE_DIR) + "/maps/catalogs/ff-core.terrain.xml");
    auto b = std::make_unique<Board>();
    b->map = bench::generatedBoard(columns, rows);
    b->catalog = std::move(*core.value);
    for (auto& t : sample.value->terrains) b->catalog.terrains.push_back(t);
    return analysed(std::move(b));
}

const Board& generatedCached(int columns, int rows)
{
    static std::map<std::pair<int, int>, std::unique_ptr<Board>> boards;
    auto& b = boards[{columns, rows}];
    if (!b) b = generated(columns, rows);
    return *b;
}

template <class F>
double secondsOf(F&& f)
{
    const auto t0 = Clock::now();
    f();
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

/// Counts of each verdict over the rows (a sink that only counts).
struct Counts {
    std::array<std::int64_t, 4> verdicts{};
    std::int64_t hindranceSum = 0;
    MatrixRowSink sink()
    {
        return [this](int, std::span<const Cell> cells) {
            for (const Cell c : cells) {
                ++verdicts[std::size_t(c.verdict())];
                hindranceSum += c.hindrance();
            }
        };
    }
};

void rowsOf(const Board& b, bool fast, Counts& counts, int threads = 2)
{
    const FightingFormationsRules rules;
    if (fast) allPairsRows(rules, *b.scene, {}, threads, counts.sink());
    else allPairsRowsBaseline(rules, *b.scene, {}, threads, counts.sink());
}

void BM_MatrixRidgeFarm(benchmark::State& state)
{
    static const auto board = ridgeFarm();
    const FightingFormationsRules rules;
    const bool fast = state.range(0) != 0;
    for (auto _ : state) {
        if (fast) benchmark::DoNotOptimize(allPairs(rules, *board->scene, {}, 2));
        else benchmark::DoNotOptimize(allPairsBaseline(rules, *board->scene, {}, 2));
    }
    state.counters["pairs"] = double(pairCount(board->scene->grid().count()));
}
BENCHMARK(BM_MatrixRidgeFarm)->ArgName("fast")->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(20);

void BM_MatrixRows(benchmark::State& state)
{
    const Board& b = generatedCached(int(state.range(0)), int(state.range(1)));
    const bool fast = state.range(2) != 0;
    Counts counts;
    for (auto _ : state) rowsOf(b, fast, counts);
    const double pairs = double(pairCount(b.scene->grid().count()));
    state.counters["hexes"] = b.scene->grid().count();
    state.counters["pairs"] = pairs;
    state.counters["ns_per_pair"] = benchmark::Counter(pairs * 1e-9, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_MatrixRows)->ArgNames({"cols", "rows", "fast"})->Args({40, 25, 1})->Args({40, 25, 0})->Args({100, 50, 1})->Args({100, 50, 0})->Args({150, 134, 1})->Args({150, 134, 0})->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

} // namespace

int main(int argc, char** argv)
{
    if (argc >= 5 && std::strcmp(argv[1], "--run") == 0) {
        const int columns = std::atoi(argv[2]), rows = std::atoi(argv[3]);
        const bool fast = std::strcmp(argv[4], "fast") == 0;
        const int threads = argc >= 6 ? std::atoi(argv[5]) : 2;
        double load = 0, rule = 0;
        std::unique_ptr<Board> b;
        load = secondsOf([&] { b = generated(columns, rows); });
        Counts counts;
        rule = secondsOf([&] { rowsOf(*b, fast, counts, threads); });
        std::printf("%d hexes, %lld pairs: load %.3f s, matrix %.3f s (%.1f ns/pair) clear %lld hindered %lld blocked %lld blind %lld hsum %lld\n",
                    b->scene->grid().count(), (long long)pairCount(b->scene->grid().count()), load, rule, 1e9 * rule / double(pairCount(b->scene->grid().count())),
                    (long long)counts.verdicts[0], (long long)counts.verdicts[1], (long long)counts.verdicts[2], (long long)counts.verdicts[3], (long long)counts.hindranceSum);
        return 0;
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    return 0;
}
