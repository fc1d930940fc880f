// The scripted mode's timing commands (docs/performance.md, "Through the
// window"): one real input event (wxUIActionSimulator) timed from its
// dispatch to the end of the canvas's next paint.
//   mouse-down HEX | U V        moves onto HEX's centre (or lattice point U V)
//                               and presses the left button (not timed)
//   timed-move LABEL HEX | U V  one pointer motion there, timed (modifiers and
//                               buttons as held: `hold shift`, `los A B hold`)
//   timed-key LABEL SPEC        one key press to the canvas (SPEC as `key`), timed
//   timed-board-click LABEL PLACE  the pointer onto the board canvas's place
//                               PLACE (not timed), then one click there, timed
//   board-mouse-down PLACE      moves onto the board canvas's place PLACE and
//                               presses the left button (not timed)
//   timed-board-move LABEL PLACE  one pointer motion onto the board canvas's
//                               place PLACE, timed (a drag, after board-mouse-down)
//   timing-summary LABEL        medians and spread of the LABEL steps so far
// Each timed step prints one line "timing LABEL N ..." in ms:
//   delivered  event dispatched -> a canvas input handler begins (the
//              simulator and X: not the editor's time)
//   frame      event dispatched -> end of the canvas's first paint after it
//   last_frame -> end of the canvas's last paint before settled (the frame
//              showing everything the event caused)
//   handled    -> end of the canvas's last input handler
//   paint      the paint itself (its handler, start to end)
//   settled    -> every event it caused handled (queued events, idle) and the
//              paints that followed done
//   thread_cpu the main thread's CPU from dispatch to the first paint's end
//              (last_thread_cpu: to the last paint's end)
//   process_cpu all threads' CPU (getrusage) from dispatch to settled
//   editor_frame, editor_last_frame (summary only): frame and last_frame
//              less delivered, the editor's own part
//   paints     canvas paints up to settled (nested: of them, painted while
//              a canvas input handler was still running)
// The probe is off between timed steps: the canvases' hooks then test one flag.

#include "editor/gui/script_timing.h"

#include "editor/gui/board_canvas.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/script_runner.h"

#include <wx/app.h>
#include <wx/uiaction.h>

#include <sys/resource.h>

#include <algorithm>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <functional>
#include <map>

namespace crestline::gui {

namespace paint_probe {

namespace {
Clock::time_point g_delivered{}, g_handled{}, g_paintStart{}, g_firstPaintEnd{}, g_lastPaintEnd{};
double g_firstPaintCpu = 0, g_lastPaintCpu = 0;
int g_paints = 0, g_depth = 0, g_nested = 0;

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}
} // namespace

void handling()
{
    if (g_delivered == Clock::time_point{}) g_delivered = Clock::now();
    ++g_depth;
}

void handled()
{
    g_handled = Clock::now();
    --g_depth;
}

void painted(Clock::time_point start)
{
    g_lastPaintEnd = Clock::now();
    g_lastPaintCpu = threadCpuMs();
    if (g_depth > 0) ++g_nested;
    if (g_paints++ == 0) {
        g_paintStart = start;
        g_firstPaintEnd = g_lastPaintEnd;
        g_firstPaintCpu = g_lastPaintCpu;
    }
}

} // namespace paint_probe

namespace {

using paint_probe::Clock;

struct Step {
    double delivered, frame, last, handled, paint, settled, threadCpu, lastCpu, processCpu;
    int paints, nested;
    double editorFrame = 0, editorLast = 0; ///< frame and last_frame from the handler's start (delivered)
};

std::map<std::string, std::vector<Step>>& steps()
{
    static std::map<std::string, std::vector<Step>> all;
    return all;
}

double processCpuMs()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return (double(u.ru_utime.tv_sec) + double(u.ru_stime.tv_sec)) * 1e3 + (double(u.ru_utime.tv_usec) + double(u.ru_stime.tv_usec)) / 1e3;
}

double ms(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

std::string loadAverage()
{
    std::ifstream in("/proc/loadavg");
    std::string a, b, c;
    in >> a >> b >> c;
    return a + " " + b + " " + c;
}

/// Runs `dispatch` (one simulated input event) and waits, without blocking
/// the loop, for the canvas's first paint after it and then for every event
/// it caused; records the step under `label` and prints it.
template <class F>
void timeStep(const std::string& label, F&& dispatch, const std::function<void(const std::string&)>& fail)
{
    using namespace paint_probe;
    g_paints = g_depth = g_nested = 0;
    g_delivered = g_handled = g_paintStart = g_firstPaintEnd = g_lastPaintEnd = {};
    on = true;
    const double cpu0 = threadCpuMs(), process0 = processCpuMs();
    const Clock::time_point t0 = Clock::now();
    dispatch();
    const Clock::time_point deadline = t0 + std::chrono::seconds(30);
    for (;;) {
        wxYield();
        if (wxTheApp->Pending() || wxTheApp->HasPendingEvents()) continue;
        if (g_paints > 0) break;
        if (Clock::now() > deadline) {
            on = false;
            fail("timed step " + label + ": no canvas paint within 30 s of the event");
        }
        wxMilliSleep(1); // GTK paints on its frame clock: poll, do not spin
    }
    const Clock::time_point settled = Clock::now();
    const double process1 = processCpuMs();
    on = false;
    Step s{g_delivered == Clock::time_point{} ? -1 : ms(g_delivered - t0),
           ms(g_firstPaintEnd - t0),
           ms(g_lastPaintEnd - t0),
           g_handled == Clock::time_point{} ? -1 : ms(g_handled - t0),
           ms(g_firstPaintEnd - g_paintStart),
           ms(settled - t0),
           g_firstPaintCpu - cpu0,
           g_lastPaintCpu - cpu0,
           process1 - process0,
           g_paints,
           g_nested};
    if (s.delivered >= 0) s.editorFrame = s.frame - s.delivered, s.editorLast = s.last - s.delivered;
    auto& all = steps()[label];
    all.push_back(s);
    std::cout << std::fixed << std::setprecision(2) << "timing " << label << " " << all.size() << " delivered " << s.delivered << " frame " << s.frame << " last_frame " << s.last << " handled "
              << s.handled << " paint " << s.paint << " settled " << s.settled << " thread_cpu " << s.threadCpu << " last_thread_cpu " << s.lastCpu << " process_cpu "
              << s.processCpu << " paints " << s.paints << " nested " << s.nested << std::defaultfloat << std::endl;
}

void summary(const std::string& label, const std::vector<Step>& all)
{
    auto stats = [&](const char* name, double Step::*field) {
        std::vector<double> v;
        for (const Step& s : all) v.push_back(s.*field);
        std::sort(v.begin(), v.end());
        const auto at = [&](double q) { return v[std::size_t(q * double(v.size() - 1) + 0.5)]; };
        std::cout << " " << name << " " << at(0.5) << " [" << v.front() << " " << at(0.1) << " " << at(0.9) << " " << v.back() << "]";
    };
    std::cout << std::fixed << std::setprecision(2) << "timing-summary " << label << " n " << all.size() << " (median [min p10 p90 max], ms)";
    stats("delivered", &Step::delivered);
    stats("frame", &Step::frame);
    stats("editor_frame", &Step::editorFrame);
    stats("editor_last_frame", &Step::editorLast);
    stats("last_frame", &Step::last);
    stats("handled", &Step::handled);
    stats("paint", &Step::paint);
    stats("settled", &Step::settled);
    stats("thread_cpu", &Step::threadCpu);
    stats("last_thread_cpu", &Step::lastCpu);
    stats("process_cpu", &Step::processCpu);
    double wall = 0, cpu = 0;
    for (const Step& s : all) wall += s.settled, cpu += s.processCpu;
    std::cout << " process_cpu/settled_wall " << (wall > 0 ? cpu / wall : 0) << " loadavg " << loadAverage() << std::defaultfloat << std::endl;
}

} // namespace

bool ScriptRunner::runTiming(const std::vector<std::string>& w, int& pause)
{
    const std::string& cmd = w[0];
    const auto failWith = [this](const std::string& m) { fail(m); };
    // HEX, or lattice U V, from w[first].
    auto point = [&](std::size_t first) {
        if (w.size() == first + 1) return hexPoint(w[first]);
        if (w.size() == first + 2) return screenPoint(w[first], w[first + 1]);
        fail(cmd + " takes " + (first == 2 ? "a label and " : "") + "a hex or lattice coordinates U V");
    };
    wxUIActionSimulator sim;
    pause = 1;
    if (cmd == "mouse-down") {
        sim.MouseMove(point(1));
        wxYield();
        sim.MouseDown();
        pause = 150;
    } else if (cmd == "timed-move") {
        if (w.size() < 3) fail("timed-move takes a label and a hex or lattice coordinates U V");
        const wxPoint at = point(2);
        timeStep(w[1], [&] { sim.MouseMove(at); }, failWith);
    } else if (cmd == "timed-key") {
        if (w.size() != 3) fail("timed-key takes a label and a key");
        int code = 0, modifiers = 0;
        if (!parseScriptKey(w[2], code, modifiers)) fail("unknown key \"" + w[2] + "\"");
        m_frame.canvas().SetFocus();
        wxYield();
        timeStep(w[1], [&] { sim.Char(code, modifiers); }, failWith);
    } else if (cmd == "timed-board-click") {
        if (w.size() != 3) fail("timed-board-click takes a label and a place");
        BoardCanvas& canvas = m_frame.boardCanvas();
        if (!canvas.view() || !canvas.IsShown()) fail("no board is shown on the board canvas");
        const auto at = canvas.view()->placeOf(w[2]);
        if (!at) fail("the board has no place \"" + w[2] + "\"");
        sim.MouseMove(canvas.ClientToScreen(canvas.pixelOf(*at)));
        for (int k = 0; k < 5; ++k) wxYield(), wxMilliSleep(10);
        timeStep(w[1], [&] { sim.MouseClick(); }, failWith);
    } else if (cmd == "board-mouse-down" || cmd == "timed-board-move") {
        const bool timed = cmd == "timed-board-move";
        if (w.size() != (timed ? 3u : 2u)) fail(cmd + (timed ? " takes a label and a place" : " takes a place"));
        BoardCanvas& canvas = m_frame.boardCanvas();
        if (!canvas.view() || !canvas.IsShown()) fail("no board is shown on the board canvas");
        const auto at = canvas.view()->placeOf(w.back());
        if (!at) fail("the board has no place \"" + w.back() + "\"");
        const wxPoint screen = canvas.ClientToScreen(canvas.pixelOf(*at));
        if (timed) {
            timeStep(w[1], [&] { sim.MouseMove(screen); }, failWith);
        } else {
            sim.MouseMove(screen);
            for (int k = 0; k < 5; ++k) wxYield(), wxMilliSleep(10);
            sim.MouseDown();
            pause = 150;
        }
    } else if (cmd == "timing-summary") {
        if (w.size() != 2) fail("timing-summary takes a label");
        const auto found = steps().find(w[1]);
        if (found == steps().end() || found->second.empty()) fail("no timed steps labelled " + w[1]);
        summary(w[1], found->second);
    } else {
        return false;
    }
    return true;
}

} // namespace crestline::gui
