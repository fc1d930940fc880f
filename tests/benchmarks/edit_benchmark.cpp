// Edit speed: one edit command's map change, then MapAnalysis::update and
// maps::updateLosScene, against the baseline of a full rebuild (a fresh
// MapAnalysis and buildLosScene) of the same map in the same run:
//   BM_MoveBuildingVertex/ridge-farm   move one vertex of a building 1/8 hex and back
//   BM_PaintHex/ridge-farm             paint one hex woods, then unpaint it
//   BM_MoveBuildingVertex/generated    the same on the 150 x 134 generated board
//   BM_PaintHex/generated
// Counters: median update and rebuild times (ms) and their ratio (speedup).
// Issue 12's targets: < 5 ms on a bundled board, < 20 ms on the generated one.

#include "formats/map/map_format.h"
#include "generated_board.h"
#include "maps/los_scene.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <memory>

using namespace crestline;
using Clock = std::chrono::steady_clock;

namespace {

struct Board {
    maps::Map map;
    maps::TerrainCatalog catalog;
    std::unique_ptr<maps::MapAnalysis> analysis;
    geometry::los::Scene scene;
};

Board& board(bool generatedBoard)
{
    static std::unique_ptr<Board> boards[2];
    std::unique_ptr<Board>& b = boards[generatedBoard ? 1 : 0];
    if (b) return *b;
    b = std::make_unique<Board>();
    const std::string dir = CRESTLINE_SOURCE_DIR;
    if (generatedBoard) {
        auto sample = formats::readCatalogFile(dir + "/maps/catalogs/ff-sample.terrain.xml");
        auto core = formats::readCatalogFile(dir + "/maps/catalogs/ff-core.terrain.xml");
        b->map = bench::generatedBoard();
        b->catalog = std::move(*core.value);
        for (auto& t : sample.value->terrains) b->catalog.terrains.push_back(t);
    } else {
        auto r = formats::loadMap(dir + "/maps/boards/ridge-farm.map.xml");
        b->map = std::move(r.value->map);
        b->catalog = std::move(r.value->catalog);
    }
    b->analysis = std::make_unique<maps::MapAnalysis>(b->map, b->catalog);
    b->scene = maps::buildLosScene(*b->analysis);
    return *b;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

template <class F>
double msOf(F&& f)
{
    const auto t0 = Clock::now();
    f();
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

/// Time `edit` (which changes the map and returns its delta) plus the
/// update, per iteration; then `rebuilds` full rebuilds of the same map.
template <class Edit>
void editBenchmark(benchmark::State& state, Board& b, Edit edit, int rebuilds)
{
    std::vector<double> update, rebuild;
    int reindexed = 0;
    for (auto _ : state) {
        update.push_back(msOf([&] {
            const maps::MapDelta delta = edit();
            b.analysis->update(delta);
            reindexed += maps::updateLosScene(b.scene, *b.analysis, delta);
        }));
    }
    for (int k = 0; k < rebuilds; ++k)
        rebuild.push_back(msOf([&] {
            const maps::MapAnalysis fresh(b.map, b.catalog);
            benchmark::DoNotOptimize(maps::buildLosScene(fresh));
        }));
    state.counters["update_median_ms"] = median(update);
    state.counters["rebuild_median_ms"] = median(rebuild);
    state.counters["speedup"] = median(rebuild) / median(update);
    state.counters["hexes_derived"] = b.analysis->lastUpdate().hexes;
    state.counters["artwork_reindexed"] = double(reindexed) / double(state.iterations());
}

/// Move one vertex of a building near the middle of the board by 1/8 hex, then back.
void moveBuildingVertex(benchmark::State& state, bool generatedBoard)
{
    Board& b = board(generatedBoard);
    const double midU = 1.5 * b.map.grid.columns, midV = b.map.grid.rows;
    std::size_t best = 0;
    double bestDistance = 1e300;
    for (std::size_t i = 0; i < b.map.features.size(); ++i) {
        const maps::Feature& f = b.map.features[i];
        if (f.terrain != "building" || f.area.outer.empty()) continue;
        const double d = std::hypot(f.area.outer[0].u - midU, f.area.outer[0].v - midV);
        if (d < bestDistance) bestDistance = d, best = i;
    }
    maps::Feature& f = b.map.features[best];
    double step = 0.25;
    editBenchmark(state, b, [&] {
        maps::MapDelta d;
        d.regions.push_back(maps::featureBox(f));
        f.area.outer[0].u += step;
        step = -step;
        d.regions.push_back(maps::featureBox(f));
        return d;
    }, generatedBoard ? 8 : 40);
}

/// Paint woods on a hex near the middle, then take it off again.
void paintHex(benchmark::State& state, bool generatedBoard)
{
    Board& b = board(generatedBoard);
    const geometry::HexGrid grid(b.map.grid);
    const geometry::OffsetCoord h{b.map.grid.columns / 2, b.map.grid.rows / 2};
    editBenchmark(state, b, [&] {
        maps::MapDelta d;
        d.regions.push_back(geometry::boundingBox(grid.hexagon(h)));
        if (!b.map.hexTerrain.empty() && b.map.hexTerrain.back().hex == h && b.map.hexTerrain.back().terrain == "woods") {
            b.map.hexTerrain.pop_back();
        } else {
            maps::HexTerrain t;
            t.hex = h;
            t.terrain = "woods";
            b.map.hexTerrain.push_back(t);
        }
        return d;
    }, generatedBoard ? 8 : 40);
}

void BM_MoveBuildingVertex(benchmark::State& state) { moveBuildingVertex(state, state.range(0) != 0); }
BENCHMARK(BM_MoveBuildingVertex)->Arg(0)->ArgName("generated")->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(200);
void BM_PaintHex(benchmark::State& state) { paintHex(state, state.range(0) != 0); }
BENCHMARK(BM_PaintHex)->Arg(0)->ArgName("generated")->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(200);

} // namespace

BENCHMARK_MAIN();
