// temp profile
#include "formats/map/map_format.h"
#include "generated_board.h"
#include "maps/los_scene.h"
#include <benchmark/benchmark.h>
using namespace crestline;
namespace {
struct B { maps::Map map; maps::TerrainCatalog catalog; };
B& gen() {
  static B b = [] {
    B b;
    auto catalogFile = formats::readCatalogFile(std::string(CRESTLINE_SOURCE_DIR) + "/maps/catalogs/ff-sample.terrain.xml");
    auto core = formats::readCatalogFile(std::string(CRESTLINE_SOURCE_DIR) + "/maps/catalogs/ff-core.terrain.xml");
    b.map = bench::generatedBoard();
    b.catalog = std::move(*core.value);
    for (auto& t : catalogFile.value->terrains) b.catalog.terrains.push_back(t);
    return b; }();
  return b;
}
void BM_Analysis(benchmark::State& s) { for (auto _ : s) { maps::MapAnalysis a(gen().map, gen().catalog); benchmark::DoNotOptimize(&a); } }
BENCHMARK(BM_Analysis)->Unit(benchmark::kMillisecond);
void BM_Scene(benchmark::State& s) { maps::MapAnalysis a(gen().map, gen().catalog); for (auto _ : s) { auto sc = maps::buildLosScene(a); benchmark::DoNotOptimize(&sc); } }
BENCHMARK(BM_Scene)->Unit(benchmark::kMillisecond);
}
BENCHMARK_MAIN();
