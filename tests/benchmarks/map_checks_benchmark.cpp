// Map-check speed against the quadratic versions in the same run:
//   BM_SelfIntersection/N  maps::ringCrossesItself (CGAL's sweep) against
//                          geometry::ringSelfIntersects (every pair of edges)
//                          on a simple ring of N vertices (the worst case for
//                          both: no early exit)
//   BM_HolesOverlap/N      maps::checkMap on an area with N small holes (the
//                          R-tree of hole boxes) against the old pair loop
//                          (every earlier hole, exact overlap test)
// Counters: engine and baseline times and the speed-up ratio. The baseline
// runs on at most 20,000 vertices / 5,000 holes; past that it is left out.

#include "geometry/exact.h"
#include "maps/map_analysis.h"
#include "maps/ring_checks.h"

#include <benchmark/benchmark.h>

#include <chrono>
#include <cmath>
#include <numbers>

using namespace crestline;
using geometry::Point;
using geometry::Ring;
using Clock = std::chrono::steady_clock;

namespace {

template <class F>
double secondsOf(F&& f)
{
    const auto t0 = Clock::now();
    f();
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

/// A star-shaped simple ring of n vertices around (60, 60): radius varies so
/// that no three neighbours are collinear and boxes of far edges overlap.
Ring starRing(int n)
{
    Ring r;
    r.reserve(std::size_t(n));
    for (int k = 0; k < n; ++k) {
        const double a = 2 * std::numbers::pi * k / n, radius = 50 + 5 * std::sin(17 * a) + (k % 2 ? 0.5 : 0);
        r.push_back({60 + radius * std::cos(a), 60 + radius * std::sin(a)});
    }
    return r;
}

maps::Map holeyMap(int holes)
{
    maps::Map m;
    m.grid.columns = 40;
    m.grid.rows = 60;
    maps::Feature f;
    f.id = "holey";
    f.terrain = "woods";
    f.area.outer = {{1, 1}, {115, 1}, {115, 115}, {1, 115}};
    const int across = 100;
    for (int k = 0; k < holes; ++k) {
        const double u = 2 + (k % across) * 1.125, v = 2 + (k / across) * 1.125;
        f.area.holes.push_back({{u, v}, {u + 0.5, v}, {u + 0.5, v + 0.5}, {u, v + 0.5}});
    }
    m.features.push_back(f);
    return m;
}

maps::TerrainCatalog woodsCatalog()
{
    maps::TerrainCatalog c;
    maps::Terrain woods;
    woods.id = "woods";
    c.terrains.push_back(woods);
    c.defaultType = "woods";
    return c;
}

void BM_SelfIntersection(benchmark::State& state)
{
    const Ring ring = starRing(int(state.range(0)));
    double total = 0;
    for (auto _ : state) total += secondsOf([&] { benchmark::DoNotOptimize(maps::ringCrossesItself(ring)); });
    const double engineMs = 1000 * total / double(state.iterations());
    state.counters["engine_ms"] = engineMs;
    if (state.range(0) <= 20000) {
        const double baselineMs = 1000 * secondsOf([&] { benchmark::DoNotOptimize(geometry::ringSelfIntersects(ring)); });
        state.counters["baseline_ms"] = baselineMs;
        state.counters["speedup"] = baselineMs / engineMs;
    }
}
BENCHMARK(BM_SelfIntersection)->Arg(2000)->Arg(20000)->Arg(200000)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

void BM_HolesOverlap(benchmark::State& state)
{
    const maps::Map m = holeyMap(int(state.range(0)));
    const maps::TerrainCatalog catalog = woodsCatalog();
    double total = 0;
    for (auto _ : state) total += secondsOf([&] { benchmark::DoNotOptimize(maps::checkMap(m, catalog, "holes.map.xml")); });
    const double engineMs = 1000 * total / double(state.iterations());
    state.counters["engine_ms"] = engineMs;
    if (state.range(0) <= 5000) {
        // The old loop: every hole against every earlier one.
        const auto& holes = m.features[0].area.holes;
        int overlaps = 0;
        const double baselineMs = 1000 * secondsOf([&] {
            for (std::size_t i = 0; i < holes.size(); ++i)
                for (std::size_t j = 0; j < i; ++j) overlaps += maps::ringInteriorsOverlap(holes[j], holes[i]) ? 1 : 0;
        });
        benchmark::DoNotOptimize(overlaps);
        state.counters["baseline_ms_pairs_only"] = baselineMs;
        state.counters["speedup"] = baselineMs / engineMs;
    }
}
BENCHMARK(BM_HolesOverlap)->Arg(500)->Arg(5000)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

} // namespace

BENCHMARK_MAIN();
