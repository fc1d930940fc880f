// Drawing speed of the map painter on a 1920 x 1080 image surface, each
// measured with its baselines in the same run (medians over the iterations):
//   BM_RidgeFarm          the bundled ridge-farm board (300 hexes), every map
//                         layer, centre dots and labels on every hex, north
//                         arrow and scale bar. Target < 16 ms.
//   BM_RidgeFarmOverlays  the same plus overlays: setup areas, objectives,
//                         Smoke, N4's viewshed and blind zone, an LOS string.
//   BM_Generated          the generated 150 x 134 board (20,100 hexes), whole
//                         map in view (labels thinned out automatically).
//                         Target < 100 ms.
//   BM_GtsBoard           a Grand Tactical Series board of 30 x 25 hexes (750,
//                         the sample size): whole-hex terrain on every
//                         hex, crests, a river with bridges, roads, railroads,
//                         OPs, strongpoints, entry hexes. (No target.)
//   BM_CohBoard           a Conflict of Heroes board of 13 x 10 hexes (the
//                         printed board's size): terrain of every chart row,
//                         hills L1 and L2 with a steep side, walls, a road,
//                         two smoke markers. (No target.)
// Baselines: "paint" is a bare cairo fill of the same surface; "grid" draws
// the same map with only the hex grid (no terrain, dots, labels, overlays).
// Counters: medians of wall-clock ms and of this thread's CPU ms (the
// machine may be shared), and the ratios to each baseline (CPU).

#include "formats/map/map_format.h"
#include "formats/render/map_painter.h"
#include "generated_board.h"
#include "geometry/los/analysis.h"
#include "geometry/los/rules.h"
#include "maps/los_scene.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <memory>

using namespace crestline;
using Clock = std::chrono::steady_clock;

namespace {

struct Board {
    maps::Map map;
    maps::TerrainCatalog catalog;
    std::unique_ptr<maps::MapAnalysis> analysis;
};

std::unique_ptr<Board> ridgeFarm()
{
    auto r = formats::loadMap(std::string(CRESTLINE_SOURCE_DIR) + "/maps/boards/ridge-farm.map.xml");
    if (!r.ok()) return nullptr;
    auto b = std::make_unique<Board>();
    b->map = std::move(r.value->map);
    b->catalog = std::move(r.value->catalog);
    b->analysis = std::make_unique<maps::MapAnalysis>(b->map, b->catalog);
    return b;
}

std::unique_ptr<Board> generated()
{
    auto catalog = formats::loadCatalogFile(std::string(CRESTLINE_SOURCE_DIR) + "/maps/catalogs/ff-sample.terrain.xml");
    auto b = std::make_unique<Board>();
    b->map = bench::generatedBoard();
    b->catalog = std::move(*catalog.value);
    b->analysis = std::make_unique<maps::MapAnalysis>(b->map, b->catalog);
    return b;
}

/// A 30 x 25 GTS board (flat-top, odd-q) with a fixed pattern of every thing a GTS board draws.
std::unique_ptr<Board> gtsBoard()
{
    auto catalog = formats::loadCatalogFile(std::string(CRESTLINE_SOURCE_DIR) + "/maps/catalogs/gts.terrain.xml");
    if (!catalog.value) return nullptr;
    auto b = std::make_unique<Board>();
    b->catalog = std::move(*catalog.value);
    for (const char* id : {"rough", "marsh", "hills", "city", "river", "road", "railroad"}) {
        maps::Terrain t;
        t.id = t.name = id;
        t.kind = std::string_view(id) == "river" || std::string_view(id) == "road" || std::string_view(id) == "railroad" ? maps::TerrainKind::Feature
                                                                                                                     : maps::TerrainKind::Type;
        b->catalog.terrains.push_back(t);
    }
    maps::Map& m = b->map;
    m.id = m.name = "gts-bench";
    m.system = "gts";
    m.grid.columns = 30;
    m.grid.rows = 25;
    m.grid.hexSize = 60;
    m.metresPerHex = 500;
    const char* types[] = {"open", "open", "open", "woods", "orchard", "town", "rough", "marsh", "hills", "city", "open"};
    for (int c = 0; c < 30; ++c)
        for (int r = 0; r < 25; ++r) {
            m.hexTerrain.push_back({{c, r}, types[(c * 7 + r * 3 + c * r) % 11], {}, 0, std::nullopt});
            if ((c + 2 * r) % 9 == 0) m.hexsides.push_back({{c, r}, (c + r) % 6, "crest", {}, 0});
        }
    for (int r = 0; r < 25; ++r) m.hexsides.push_back({{14, r}, r % 7 == 3 ? 1 : 0, r % 5 == 2 ? "bridge" : "river", {}, 0});
    for (int row : {3, 12, 21}) {
        maps::HexLink road;
        road.terrain = row == 12 ? "railroad" : row == 21 ? "raised-road" : "road";
        for (int c = 0; c < 30; ++c) road.hexes.push_back({c, row});
        m.links.push_back(road);
    }
    for (int k = 0; k < 12; ++k) m.markers.push_back({{(k * 7) % 30, (k * 5) % 25}, k % 2 ? "strongpoint" : "observation-post", "", {}, 0});
    for (int c = 0; c < 30; c += 6) m.entries.push_back({{c, 24}, {"21Pz", "116"}, c < 15 ? "German" : "US", {}, 0});
    b->analysis = std::make_unique<maps::MapAnalysis>(b->map, b->catalog);
    return b;
}

/// A 13 x 10 CoH board (flat-top, odd-q) with a fixed pattern of every thing a CoH board draws; its catalog built here.
std::unique_ptr<Board> cohBoard()
{
    auto b = std::make_unique<Board>();
    b->catalog.system = "coh";
    b->catalog.defaultType = "open";
    int precedence = 1;
    for (const char* id : {"open", "plowed-field", "light-woods", "heavy-woods", "wood-building", "stone-building", "water", "wall", "road"}) {
        maps::Terrain t;
        t.id = t.name = id;
        const std::string_view v(id);
        t.kind = v == "wall" || v == "road" ? maps::TerrainKind::Feature : maps::TerrainKind::Type;
        t.los = v.find("woods") != v.npos || v.find("building") != v.npos ? maps::LosRole::Obstacle : maps::LosRole::Clear;
        t.precedence = precedence++;
        b->catalog.terrains.push_back(t);
    }
    maps::Map& m = b->map;
    m.id = m.name = "coh-bench";
    m.system = "coh";
    m.grid.columns = 13;
    m.grid.rows = 10;
    m.grid.hexSize = 60;
    m.metresPerHex = 40;
    const char* types[] = {"open", "open", "light-woods", "open", "heavy-woods", "plowed-field", "open", "wood-building", "stone-building", "water", "open"};
    for (int c = 0; c < 13; ++c)
        for (int r = 0; r < 10; ++r) {
            const int level = c >= 7 && r <= 4 ? (c == 9 && r == 2 ? 2 : c >= 8 && r <= 3 ? 1 : 0) : 0;
            m.hexTerrain.push_back({{c, r}, types[(c * 7 + r * 3 + c * r) % 11], {}, 0, level ? std::optional<int>(level) : std::nullopt});
            if ((c + 2 * r) % 7 == 0) m.hexsides.push_back({{c, r}, (c + r) % 6, "wall", {}, 0});
        }
    maps::HexLink road;
    road.terrain = "road";
    for (int c = 0; c < 13; ++c) road.hexes.push_back({c, 6});
    m.links.push_back(road);
    b->analysis = std::make_unique<maps::MapAnalysis>(b->map, b->catalog);
    return b;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

/// One 1920 x 1080 surface for all drawing.
struct Target {
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1920, 1080);
    cairo_t* cr = cairo_create(surface);
    ~Target()
    {
        cairo_destroy(cr);
        cairo_surface_destroy(surface);
    }
    void clear() const
    {
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
    }
    render::View view() const
    {
        render::View v;
        v.width = 1920;
        v.height = 1080;
        return v;
    }
};

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/// Wall and CPU milliseconds of one call.
struct Ms {
    double wall = 0, cpu = 0;
};

template <class F>
Ms msOf(const Target& t, F&& f)
{
    const double c0 = threadCpuMs();
    const auto t0 = Clock::now();
    f();
    cairo_surface_flush(t.surface);
    return {std::chrono::duration<double, std::milli>(Clock::now() - t0).count(), threadCpuMs() - c0};
}

/// Times `draw` against the paint and grid-only baselines, interleaved.
void measure(benchmark::State& state, const Board& b, const render::Overlays& overlays)
{
    Target t;
    render::View all = t.view();
    render::View gridOnly = all;
    gridOnly.centreDots = gridOnly.labels = gridOnly.northArrow = gridOnly.scaleBar = false;
    gridOnly.hexTerrain = gridOnly.hexsides = gridOnly.artwork = false; // a GTS board tints its default-type hexes too
    // The grid alone: the map with no artwork and no overlays.
    maps::Map bare = b.map;
    bare.features.clear();
    bare.hexTerrain.clear();
    bare.hexsides.clear();
    bare.markers.clear();
    bare.links.clear();
    bare.entries.clear();
    maps::MapAnalysis bareAnalysis(bare, b.catalog);
    std::vector<double> drawMs, drawCpu, paintCpu, gridCpu;
    for (auto _ : state) {
        const Ms d = msOf(t, [&] {
            t.clear();
            render::drawMap(t.cr, *b.analysis, all, overlays);
        });
        drawMs.push_back(d.wall);
        drawCpu.push_back(d.cpu);
        state.PauseTiming();
        paintCpu.push_back(msOf(t, [&] { t.clear(); }).cpu);
        gridCpu.push_back(msOf(t, [&] {
                              t.clear();
                              render::drawMap(t.cr, bareAnalysis, gridOnly);
                          }).cpu);
        state.ResumeTiming();
    }
    state.counters["draw_wall_ms"] = median(drawMs);
    state.counters["draw_cpu_ms"] = median(drawCpu);
    state.counters["paint_cpu_ms"] = median(paintCpu);
    state.counters["grid_cpu_ms"] = median(gridCpu);
    state.counters["draw_over_paint"] = median(drawCpu) / median(paintCpu);
    state.counters["draw_over_grid"] = median(drawCpu) / median(gridCpu);
}

const Board& ridgeFarmBoard()
{
    static const auto b = ridgeFarm();
    return *b;
}

void BM_RidgeFarm(benchmark::State& state) { measure(state, ridgeFarmBoard(), {}); }
BENCHMARK(BM_RidgeFarm)->Unit(benchmark::kMillisecond)->Iterations(60);

void BM_RidgeFarmOverlays(benchmark::State& state)
{
    const Board* b = &ridgeFarmBoard();
    static const auto scene = maps::buildLosScene(*b->analysis);
    static const auto rules = geometry::los::rulesFor("ff");
    const auto& g = b->analysis->grid();
    static const auto cells = geometry::los::viewshed(*rules, scene, *g.parseLabel("N4"), {});
    static const auto blind = geometry::los::blindZone(*rules, scene, *g.parseLabel("N4"), {});
    static const auto ruling = rules->check(scene, *g.parseLabel("I7"), *g.parseLabel("K10"), {}, geometry::los::Detail::Full);
    render::Overlays o;
    for (const char* h : {"A1", "A2", "A3", "B1", "B2", "B3", "C1", "C2", "C3", "D1"}) o.setupAreas.push_back({0, {*g.parseLabel(h)}, ""});
    o.setupAreas.push_back({1, {*g.parseLabel("T14"), *g.parseLabel("T15"), *g.parseLabel("S15")}, "Allied"});
    o.objectives = {{*g.parseLabel("L8"), 3, "Farm"}, {*g.parseLabel("N4"), {}, "Beacon"}};
    o.smoke = {{*g.parseLabel("J9"), 5}};
    o.viewer = *g.parseLabel("N4");
    o.viewshed = &cells;
    o.blindZone = blind;
    o.los = &ruling;
    o.scene = &scene;
    measure(state, *b, o);
}
BENCHMARK(BM_RidgeFarmOverlays)->Unit(benchmark::kMillisecond)->Iterations(60);

void BM_Generated(benchmark::State& state)
{
    static const auto b = generated();
    measure(state, *b, {});
}
BENCHMARK(BM_Generated)->Unit(benchmark::kMillisecond)->Iterations(12);

void BM_GtsBoard(benchmark::State& state)
{
    static const auto b = gtsBoard();
    if (!b) {
        state.SkipWithError("cannot load maps/catalogs/gts.terrain.xml");
        return;
    }
    measure(state, *b, {});
}
BENCHMARK(BM_GtsBoard)->Unit(benchmark::kMillisecond)->Iterations(60);

void BM_CohBoard(benchmark::State& state)
{
    static const auto b = cohBoard();
    render::Overlays o;
    o.playMarkers = {{{3, 3}, "smoke+1", 0}, {{5, 5}, "smoke+2", 0}};
    measure(state, *b, o);
}
BENCHMARK(BM_CohBoard)->Unit(benchmark::kMillisecond)->Iterations(60);

} // namespace

BENCHMARK_MAIN();
