// Reading speed of the map and catalog readers: reading must be linear in
// the size of the file (a quadratic reader took 17 s for 40,000 areas).
//   BM_ReadMap        a valid map of N small areas (readMapText)
//   BM_ReadBadMap     N areas, each with one error (every one located with
//                     its line and element path)
//   BM_ReadCatalog    a catalog of N terrains (readCatalogText)
//   BM_LoadMap        the whole loadMap of N areas from disk: map, catalog,
//                     maps::checkMap
//   BM_MapScaling     10,000 and 40,000 areas read in the same iteration;
//                     counter `ratio` = time(40k) / time(10k), ~4 if linear
// Each size benchmark also reports Google Benchmark's fitted complexity (oN).

#include "formats/map/map_format.h"

#include <benchmark/benchmark.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

using namespace crestline;
using Clock = std::chrono::steady_clock;

namespace {

/// A map of `areas` unit squares side by side on a grid large enough to hold
/// them; with `broken`, every area lacks its terrain (one missing-attribute each).
std::string generatedMap(int areas, bool broken)
{
    std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<map version=\"1\" id=\"gen\" name=\"Generated\" system=\"ff\">\n"
                      "  <catalog href=\"test.terrain.xml\"/>\n"
                      "  <grid orientation=\"flat\" parity=\"odd\" columns=\"200\" rows=\"200\" hex-size=\"60\">\n"
                      "    <labels scheme=\"digits\" pad=\"3\"/>\n"
                      "  </grid>\n"
                      "  <features>\n";
    for (int i = 0; i < areas; ++i) {
        const int u = 3 * (i % 190) + 1, v = 2 * (i / 190 % 190) + 1;
        xml += "    <area id=\"a" + std::to_string(i) + "\"" + (broken ? "" : " terrain=\"woods\"") + ">\n      <outer points=\"" +
               std::to_string(u) + "," + std::to_string(v) + " " + std::to_string(u + 1) + "," + std::to_string(v) + " " +
               std::to_string(u + 1) + "," + std::to_string(v + 1) + " " + std::to_string(u) + "," + std::to_string(v + 1) +
               "\"/>\n    </area>\n";
    }
    return xml + "  </features>\n</map>\n";
}

std::string generatedCatalog(int terrains)
{
    std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<terrain-catalog version=\"1\" system=\"ff\" name=\"Generated\">\n";
    for (int i = 0; i < terrains; ++i)
        xml += "  <terrain id=\"t" + std::to_string(i) + "\" name=\"T" + std::to_string(i) + "\" kind=\"type\" precedence=\"" +
               std::to_string(i + 1) + "\" los=\"clear\" cover=\"0\"/>\n";
    return xml + "</terrain-catalog>\n";
}

void BM_ReadMap(benchmark::State& state)
{
    const std::string xml = generatedMap(int(state.range(0)), false);
    for (auto _ : state) {
        auto r = formats::readMapText(xml, "gen.map.xml");
        if (!r.ok() || r.value->features.size() != std::size_t(state.range(0)) || !r.findings.empty())
            state.SkipWithError("the generated map did not read cleanly");
        benchmark::DoNotOptimize(r);
    }
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_ReadMap)->Arg(10000)->Arg(40000)->Unit(benchmark::kMillisecond)->Complexity(benchmark::oN);

void BM_ReadBadMap(benchmark::State& state)
{
    const std::string xml = generatedMap(int(state.range(0)), true);
    for (auto _ : state) {
        auto r = formats::readMapText(xml, "gen.map.xml");
        if (r.findings.size() != std::size_t(state.range(0))) state.SkipWithError("expected one finding per area");
        benchmark::DoNotOptimize(r);
    }
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_ReadBadMap)->Arg(10000)->Arg(40000)->Unit(benchmark::kMillisecond)->Complexity(benchmark::oN);

void BM_ReadCatalog(benchmark::State& state)
{
    const std::string xml = generatedCatalog(int(state.range(0)));
    for (auto _ : state) {
        auto r = formats::readCatalogText(xml, "gen.terrain.xml");
        if (!r.ok() || r.value->terrains.size() != std::size_t(state.range(0))) state.SkipWithError("the catalog did not read");
        benchmark::DoNotOptimize(r);
    }
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_ReadCatalog)->Arg(10000)->Arg(40000)->Unit(benchmark::kMillisecond)->Complexity(benchmark::oN);

void BM_LoadMap(benchmark::State& state)
{
    // The whole load: read the map from disk, its catalog, then maps::checkMap.
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("crestline-reader-benchmark-" + std::to_string(state.range(0)));
    fs::create_directories(dir);
    std::ofstream(dir / "gen.map.xml") << generatedMap(int(state.range(0)), false);
    std::ofstream(dir / "test.terrain.xml") << "<terrain-catalog version=\"1\" system=\"ff\" name=\"c\">"
                                               "<terrain id=\"woods\" name=\"Woods\" kind=\"type\" precedence=\"1\" los=\"clear\"/>"
                                               "</terrain-catalog>\n";
    for (auto _ : state) {
        auto r = formats::loadMap(dir / "gen.map.xml");
        if (!r.ok() || hasErrors(r.findings)) state.SkipWithError("the generated map did not load cleanly");
        benchmark::DoNotOptimize(r);
    }
    fs::remove_all(dir);
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_LoadMap)->Arg(10000)->Arg(40000)->Unit(benchmark::kMillisecond)->Complexity(benchmark::oN);

void BM_MapScaling(benchmark::State& state)
{
    const std::string small = generatedMap(10000, false), large = generatedMap(40000, false);
    double smallSeconds = 0, largeSeconds = 0;
    for (auto _ : state) {
        const auto t0 = Clock::now();
        benchmark::DoNotOptimize(formats::readMapText(small, "small.map.xml"));
        const auto t1 = Clock::now();
        benchmark::DoNotOptimize(formats::readMapText(large, "large.map.xml"));
        const auto t2 = Clock::now();
        smallSeconds += std::chrono::duration<double>(t1 - t0).count();
        largeSeconds += std::chrono::duration<double>(t2 - t1).count();
    }
    state.counters["ms_10k"] = 1000 * smallSeconds / double(state.iterations());
    state.counters["ms_40k"] = 1000 * largeSeconds / double(state.iterations());
    state.counters["ratio"] = largeSeconds / smallSeconds;
}
BENCHMARK(BM_MapScaling)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
