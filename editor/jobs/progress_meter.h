#pragma once
// Progress of a long job (the all-pairs matrix, coverage) on a terminal:
// one line, "matrix: 1,234,567 of 20,000,000 pairs (6%), 2.1 M/s, 8 s left",
// drawn at the first update, rewritten in place at most 4 times a second and
// erased at the end. Quiet
// when the stream is not a terminal (piped, redirected, a test), so logs and
// scripts see nothing of it.

#include <chrono>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>

namespace crestline::jobs {

/// Whether standard error is a terminal (isatty(2)): then progress is shown.
bool stderrIsTerminal();

/// Reports `done` of `total` units to a terminal line.
class ProgressMeter {
public:
    using Clock = std::chrono::steady_clock;
    /// `enabled` false: prints nothing at all. `now` is the clock (tests give their own).
    ProgressMeter(std::ostream& out, bool enabled, std::string what, std::string unit, std::int64_t total,
                  std::function<Clock::time_point()> now = &Clock::now);
    ProgressMeter(const ProgressMeter&) = delete;
    ProgressMeter& operator=(const ProgressMeter&) = delete;
    /// Erases the line if one was drawn.
    ~ProgressMeter();
    /// `done` units so far (non-decreasing); draws the first time, then again once 250 ms passed since the last draw.
    void update(std::int64_t done);
    /// Erases the line (once; later calls and the destructor do nothing).
    void finish();

    /// The line drawn for `done` units after `elapsed` (no carriage return or erase).
    static std::string line(const std::string& what, const std::string& unit, std::int64_t done, std::int64_t total, std::chrono::nanoseconds elapsed);

private:
    std::ostream& m_out;
    bool m_enabled;
    std::string m_what, m_unit;
    std::int64_t m_total;
    std::function<Clock::time_point()> m_now;
    Clock::time_point m_start, m_lastDraw;
    bool m_drawn = false, m_finished = false;
};

} // namespace crestline::jobs
