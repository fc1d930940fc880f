#pragma once
// The paint probe of the scripted mode's timing commands (script_timing.cpp,
// docs/performance.md "Through the window"). The canvases call handled() at
// the end of their input handlers and painted() at the end of their paint
// handlers; both do nothing (one load of a flag) unless a script's timed step
// switched the probe on.

#include <chrono>

namespace crestline::gui::paint_probe {

using Clock = std::chrono::steady_clock;

/// Whether a timed step is being measured.
inline bool on = false;

/// A canvas began handling an input event.
void handling();
/// A canvas finished handling an input event.
void handled();
/// A canvas finished painting; `start` is when its paint handler began.
void painted(Clock::time_point start);

/// Declared at the top of an input handler: calls handled() as it returns, if on.
struct HandlerScope {
    HandlerScope()
    {
        if (on) handling();
    }
    ~HandlerScope()
    {
        if (on) handled();
    }
};

/// Declared at the top of a paint handler: calls painted() as it returns, if on.
struct PaintScope {
    Clock::time_point start = on ? Clock::now() : Clock::time_point{};
    ~PaintScope()
    {
        if (on) painted(start);
    }
};

} // namespace crestline::gui::paint_probe
