// The terminal progress line (editor/jobs/progress_meter.h): its words
// worked out by hand, at most one draw per 250 ms, erased at the end, and
// nothing at all when disabled (standard error piped).

#include "editor/jobs/progress_meter.h"

#include <catch2/catch.hpp>

#include <sstream>

using namespace crestline::jobs;
using namespace std::chrono_literals;

TEST_CASE("progress line: done of total, percent, rate and time left")
{
    // 1,000,000 of 4,000,000 in 2 s: 25%, 500,000/s, 3,000,000 left take 6 s.
    CHECK(ProgressMeter::line("matrix", "pairs", 1'000'000, 4'000'000, 2s) == "matrix: 1,000,000 of 4,000,000 pairs (25%), 500.0 k/s, 6 s left");
    // 202,000,000 pairs at 3,000,000 in 1 s: 199,000,000 left at 3 M/s = 66.33 s, shown as 1 min 07 s (rounded up).
    CHECK(ProgressMeter::line("matrix", "pairs", 3'000'000, 202'000'000, 1s) == "matrix: 3,000,000 of 202,000,000 pairs (1%), 3.0 M/s, 1 min 07 s left");
    // Nothing done yet: no rate, no estimate.
    CHECK(ProgressMeter::line("matrix", "pairs", 0, 10, 1s) == "matrix: 0 of 10 pairs (0%)");
    // All done: no time left shown.
    CHECK(ProgressMeter::line("coverage", "hexes", 12, 12, 4s) == "coverage: 12 of 12 hexes (100%), 3/s");
    // Hours: 1 per second, 7,300 s left = 2 h 01 min 40 s, shown to the minute.
    CHECK(ProgressMeter::line("m", "pairs", 100, 7'400, 100s) == "m: 100 of 7,400 pairs (1%), 1/s, 2 h 01 min left");
}

TEST_CASE("progress meter: at most one draw per 250 ms, erased at the end")
{
    std::ostringstream out;
    auto now = ProgressMeter::Clock::time_point{};
    {
        ProgressMeter meter(out, true, "matrix", "pairs", 100, [&] { return now; });
        meter.update(10); // the first update draws at once: no time passed, no rate yet
        const std::string first = "\rmatrix: 10 of 100 pairs (10%)\x1b[K";
        CHECK(out.str() == first);
        now += 249ms;
        meter.update(20);
        CHECK(out.str() == first);
        now += 1ms; // 250 ms: 40 pairs in 0.25 s = 160/s, 60 left = 0.375 s -> 1 s
        meter.update(40);
        const std::string second = first + "\rmatrix: 40 of 100 pairs (40%), 160/s, 1 s left\x1b[K";
        CHECK(out.str() == second);
        now += 100ms; // 350 ms: too soon after the last draw
        meter.update(50);
        CHECK(out.str() == second);
        meter.finish();
        meter.finish();
    }
    CHECK(out.str() == "\rmatrix: 10 of 100 pairs (10%)\x1b[K\rmatrix: 40 of 100 pairs (40%), 160/s, 1 s left\x1b[K\r\x1b[K");
}

TEST_CASE("progress meter: disabled (not a terminal) it writes nothing, not even the erase")
{
    std::ostringstream out;
    auto now = ProgressMeter::Clock::time_point{};
    {
        ProgressMeter meter(out, false, "matrix", "pairs", 100, [&] { return now; });
        for (int i = 0; i <= 100; ++i) {
            now += 1s;
            meter.update(i);
        }
    }
    CHECK(out.str().empty());
    // Enabled but finished before any update: nothing drawn, nothing to erase.
    {
        ProgressMeter meter(out, true, "matrix", "pairs", 100, [&] { return now; });
    }
    CHECK(out.str().empty());
}
