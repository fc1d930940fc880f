// Speed of the editor's LOS tools without the GUI: what the canvas does on
// each step (the same job and renderer calls, into a 1400 x 900 cairo image
// surface, the canvas's size in the Xvfb tests), each measured against a
// baseline in the same run, interleaved (medians over the iterations):
//   BM_LiveLosDrag     ridge-farm (300 hexes) fitted to the window: the drag
//                      end enters a hex -> jobs::ruleLos with Detail::Full,
//                      then the visible map redrawn with the string overlay
//                      (render::drawMap). Baseline: the same redraw without
//                      LOS. Target < 16 ms median. Also the panel's side
//                      profile (render::drawLosProfile, 320 x 190) apart,
//                      and the canvas's repaint as it is now (the string
//                      over its remembered map: canvas_repaint_ms).
//   BM_ViewshedSweep   the generated 150 x 134 board (20,100 hexes), "the
//                      shading updates": the pointer enters a new hex with
//                      Shift held -> jobs::viewshedOf (2 threads; cells
//                      only, as the editor asks; the blind-zone list, which
//                      the sweep leaves out, is timed apart), then the
//                      canvas's repaint through its own layer code
//                      (gui::CanvasLayers, editor/gui/canvas_cache.h): the
//                      shading drawn over the remembered map, the other
//                      overlays and furniture over that, copied to the
//                      window. The view stays put while the pointer crosses
//                      hexes in it. Zoomed: about 40 x 26 hexes in view, the
//                      editor's working zoom; whole: the board fitted to the
//                      window. Baselines in the same run: the map alone drawn
//                      afresh (map_render_ms) and the canvas's old path, every
//                      overlay over a full redraw (full_redraw_ms); also a
//                      repaint with nothing changed (unchanged_repaint_ms).
//                      Target: step < 50 ms median.
// Counters: medians of wall-clock ms per step, its parts, step/baseline, and
// CPU ms (this thread's; the job's: both workers) since the machine may be shared.

#include "editor/gui/canvas_cache.h"
#include "editor/jobs/los_jobs.h"
#include "editor/jobs/map_document.h"
#include "formats/map/map_format.h"
#include "formats/render/los_report.h"
#include "formats/render/map_painter.h"
#include "generated_board.h"
#include "geometry/los/analysis.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <memory>

using namespace crestline;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kWidth = 1400, kHeight = 900;

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

/// This thread's CPU time in ms (the machine may be shared: wall time then overstates).
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/// The CPU time of all this process's threads in ms (the viewshed job's workers included).
double processCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/// A cairo image surface of the canvas's size, painted paper-white before each redraw.
struct Canvas {
    cairo_surface_t* surface;
    cairo_t* cr;
    explicit Canvas(int w = kWidth, int h = kHeight) : surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h)), cr(cairo_create(surface)) {}
    ~Canvas()
    {
        cairo_destroy(cr);
        cairo_surface_destroy(surface);
    }
    void redraw(const maps::MapAnalysis& map, const render::View& view, const render::Overlays& overlays = {}) const
    {
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        render::drawMap(cr, map, view, overlays);
        cairo_surface_flush(surface);
    }
};

render::View windowView(std::optional<geometry::Box> region = std::nullopt)
{
    render::View v;
    v.width = kWidth;
    v.height = kHeight;
    v.region = region;
    return v;
}

const jobs::MapDocument& ridgeFarm()
{
    static const jobs::MapDocument doc = jobs::MapDocument::open(std::string(CRESTLINE_SOURCE_DIR) + "/maps/boards/ridge-farm.map.xml");
    doc.scene(); // built on opening in the editor, before any drag
    return doc;
}

const jobs::MapDocument& generatedBoard()
{
    static const jobs::MapDocument doc = [] {
        formats::LoadedMap loaded;
        loaded.map = bench::generatedBoard();
        loaded.catalog = std::move(*formats::loadCatalogFile(std::string(CRESTLINE_SOURCE_DIR) + "/maps/catalogs/ff-sample.terrain.xml").value);
        return jobs::MapDocument(std::move(loaded));
    }();
    doc.scene();
    return doc;
}

/// Paints the window as the canvas does (canvas_cache.h): the remembered layers, which cover it.
struct CanvasWindow {
    Canvas window;
    gui::CanvasLayers layers;
    void paint(const maps::MapAnalysis& map, const render::View& view, const render::Overlays& overlays)
    {
        layers.paint(window.cr, kWidth, kHeight, map, [&](cairo_t* c) {
            cairo_set_source_rgb(c, 1, 1, 1);
            cairo_paint(c);
            return view;
        }, overlays);
        cairo_surface_flush(window.surface);
    }
};

void BM_LiveLosDrag(benchmark::State& state)
{
    const jobs::MapDocument& doc = ridgeFarm();
    const auto& g = doc.grid();
    const Canvas canvas;
    Canvas profile(320, 190);
    const render::View view = windowView();
    CanvasWindow window; // the canvas's own path: the remembered map, the string drawn over it
    window.paint(doc.analysis(), view, {});
    std::vector<double> step, stepCpu, ruling, draw, baseline, baselineCpu, panel, canvasRepaint;
    int k = 0;
    for (auto _ : state) {
        // A drag from each of a few sighters, its end visiting every hex in turn.
        const geometry::OffsetCoord from = g.fromIndex((k / g.count() * 97 + 131) % g.count());
        geometry::OffsetCoord to = g.fromIndex(k % g.count());
        if (to == from) to = g.fromIndex((k + 1) % g.count());
        ++k;
        jobs::LosResult ruled;
        const double cpu0 = threadCpuMs();
        const double ruleMs = msOf([&] { ruled = jobs::ruleLos(doc, {g.label(from), g.label(to), {}, geometry::los::Detail::Full}); });
        if (!ruled.ruling) {
            state.SkipWithError(("no ruling: " + ruled.problem).c_str());
            return;
        }
        render::Overlays overlays;
        overlays.los = &*ruled.ruling;
        overlays.scene = &doc.scene();
        const double drawMs = msOf([&] { canvas.redraw(doc.analysis(), view, overlays); });
        stepCpu.push_back(threadCpuMs() - cpu0);
        ruling.push_back(ruleMs);
        draw.push_back(drawMs);
        step.push_back(ruleMs + drawMs);
        state.PauseTiming();
        canvasRepaint.push_back(msOf([&] { window.paint(doc.analysis(), view, overlays); }));
        const double baseCpu0 = threadCpuMs();
        baseline.push_back(msOf([&] { canvas.redraw(doc.analysis(), view); }));
        baselineCpu.push_back(threadCpuMs() - baseCpu0);
        panel.push_back(msOf([&] {
            cairo_set_source_rgb(profile.cr, 1, 1, 1);
            cairo_paint(profile.cr);
            render::drawLosProfile(profile.cr, doc.analysis(), doc.scene(), *ruled.ruling, 0, 0, 320, 190);
            cairo_surface_flush(profile.surface);
        }));
        state.ResumeTiming();
    }
    state.counters["step_ms"] = median(step);
    state.counters["ruling_ms"] = median(ruling);
    state.counters["redraw_los_ms"] = median(draw);
    state.counters["baseline_redraw_ms"] = median(baseline);
    state.counters["step_over_baseline"] = median(step) / median(baseline);
    state.counters["step_cpu_ms"] = median(stepCpu);
    state.counters["baseline_cpu_ms"] = median(baselineCpu);
    state.counters["profile_ms"] = median(panel);
    state.counters["canvas_repaint_ms"] = median(canvasRepaint);
}
BENCHMARK(BM_LiveLosDrag)->Unit(benchmark::kMillisecond)->Iterations(300);

/// The sweep over the generated board; `zoomed`: about 40 x 26 hexes in view
/// (the editor's working zoom), else the board fitted to the window. The view
/// stays put and the pointer crosses hexes in it, as a hand sweeping does.
void sweep(benchmark::State& state, bool zoomed)
{
    const jobs::MapDocument& doc = generatedBoard();
    if (doc.hasErrors()) {
        state.SkipWithError("the generated board has error findings");
        return;
    }
    const auto& g = doc.grid();
    const Canvas full;
    CanvasWindow canvas;
    std::vector<double> step, stepCpu, job, jobCpu, repaint, repaintCpu, unchanged, fullRedraw, mapRender, cellsMs, blindMs;
    const geometry::OffsetCoord middle{75, 67};
    const geometry::Point c = g.centre(middle).toPoint();
    const render::View view = zoomed ? windowView(geometry::Box{c.u - 60, c.v - 26, c.u + 60, c.v + 26}) : windowView();
    // The map is on the screen before the sweep starts (the canvas drew it when the view last changed).
    canvas.paint(doc.analysis(), view, {});
    int k = 0;
    for (auto _ : state) {
        // Zoomed: a line of hexes across the view, a new one each step; whole: across the board.
        const geometry::OffsetCoord viewer = zoomed ? geometry::OffsetCoord{middle.col - 18 + (3 * k) % 37, middle.row - 10 + k % 21}
                                                    : geometry::OffsetCoord{20 + 3 * k, 30 + k};
        ++k;
        jobs::ViewshedResult seen;
        const double cpu0 = threadCpuMs(), jobCpu0 = processCpuMs();
        // As the editor's sweep asks: the cells, no blind-zone list (blind_zone_ms below).
        const double jobMs = msOf([&] { seen = jobs::viewshedOf(doc, {g.label(viewer), {}, 2, false}); });
        jobCpu.push_back(processCpuMs() - jobCpu0);
        if (!seen.view) {
            state.SkipWithError(("no viewshed: " + seen.problem).c_str());
            return;
        }
        render::Overlays overlays;
        overlays.viewer = seen.view->from;
        overlays.viewshed = &seen.view->cells;
        overlays.blindZone = seen.view->blind;
        overlays.scene = &doc.scene();
        const double repaintCpu0 = threadCpuMs();
        const double repaintMs = msOf([&] { canvas.paint(doc.analysis(), view, overlays); });
        const double cpu1 = threadCpuMs();
        job.push_back(jobMs);
        repaint.push_back(repaintMs);
        repaintCpu.push_back(cpu1 - repaintCpu0);
        step.push_back(jobMs + repaintMs);
        stepCpu.push_back(cpu1 - cpu0);
        state.PauseTiming();
        // The pointer moves within the same hex: nothing changed, one copy.
        unchanged.push_back(msOf([&] { canvas.paint(doc.analysis(), view, overlays); }));
        // Baselines: the canvas's old path (every overlay over a full redraw of
        // the map, on each repaint) and the map alone drawn afresh.
        fullRedraw.push_back(msOf([&] { full.redraw(doc.analysis(), view, overlays); }));
        mapRender.push_back(msOf([&] { full.redraw(doc.analysis(), view); }));
        // The job's parts: the cells alone and the blind zone alone.
        cellsMs.push_back(msOf([&] { benchmark::DoNotOptimize(geometry::los::viewshed(*doc.rules(), doc.scene(), viewer, {}, 2)); }));
        blindMs.push_back(msOf([&] { benchmark::DoNotOptimize(geometry::los::blindZone(*doc.rules(), doc.scene(), viewer, {})); }));
        state.ResumeTiming();
    }
    state.counters["step_ms"] = median(step);
    state.counters["step_cpu_ms"] = median(stepCpu);
    state.counters["viewshed_job_ms"] = median(job);
    state.counters["viewshed_job_cpu_ms"] = median(jobCpu); // both workers
    state.counters["cells_ms"] = median(cellsMs);
    state.counters["blind_zone_ms"] = median(blindMs);
    state.counters["shading_repaint_ms"] = median(repaint);
    state.counters["shading_repaint_cpu_ms"] = median(repaintCpu);
    state.counters["unchanged_repaint_ms"] = median(unchanged);
    state.counters["full_redraw_ms"] = median(fullRedraw);
    state.counters["map_render_ms"] = median(mapRender);
    state.counters["step_over_map_render"] = median(step) / median(mapRender);
    state.counters["repaint_over_full_redraw"] = median(repaint) / median(fullRedraw);
    state.counters["hexes"] = g.count();
}
void BM_ViewshedSweepZoomed(benchmark::State& state) { sweep(state, true); }
BENCHMARK(BM_ViewshedSweepZoomed)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(40);
void BM_ViewshedSweepWhole(benchmark::State& state) { sweep(state, false); }
BENCHMARK(BM_ViewshedSweepWhole)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(12);

} // namespace

BENCHMARK_MAIN();
