// Progress on a terminal (see progress_meter.h).

#include "editor/jobs/progress_meter.h"

#include <cmath>
#include <cstdio>
#include <ostream>
#include <unistd.h>

namespace crestline::jobs {

namespace {

constexpr auto kRedraw = std::chrono::milliseconds(250);

/// 1234567 -> "1,234,567".
std::string grouped(std::int64_t v)
{
    std::string digits = std::to_string(v < 0 ? -v : v), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return v < 0 ? "-" + out : out;
}

/// A rate per second: "950", "12.5 k", "3.2 M".
std::string rate(double perSecond)
{
    char text[32];
    if (perSecond >= 1e6) std::snprintf(text, sizeof text, "%.1f M", perSecond / 1e6);
    else if (perSecond >= 1e3) std::snprintf(text, sizeof text, "%.1f k", perSecond / 1e3);
    else std::snprintf(text, sizeof text, "%.0f", perSecond);
    return text;
}

/// Seconds as "42 s", "3 min 05 s", "2 h 07 min".
std::string duration(double seconds)
{
    const auto s = std::int64_t(std::ceil(seconds));
    char text[32];
    if (s < 60) std::snprintf(text, sizeof text, "%lld s", static_cast<long long>(s));
    else if (s < 3600) std::snprintf(text, sizeof text, "%lld min %02lld s", static_cast<long long>(s / 60), static_cast<long long>(s % 60));
    else std::snprintf(text, sizeof text, "%lld h %02lld min", static_cast<long long>(s / 3600), static_cast<long long>(s % 3600 / 60));
    return text;
}

} // namespace

bool stderrIsTerminal() { return ::isatty(STDERR_FILENO) == 1; }

ProgressMeter::ProgressMeter(std::ostream& out, bool enabled, std::string what, std::string unit, std::int64_t total,
                             std::function<Clock::time_point()> now)
    : m_out(out), m_enabled(enabled), m_what(std::move(what)), m_unit(std::move(unit)), m_total(total), m_now(std::move(now))
{
    if (m_enabled) m_start = m_lastDraw = m_now();
}

ProgressMeter::~ProgressMeter() { finish(); }

std::string ProgressMeter::line(const std::string& what, const std::string& unit, std::int64_t done, std::int64_t total, std::chrono::nanoseconds elapsed)
{
    std::string text = what + ": " + grouped(done) + " of " + grouped(total) + " " + unit;
    if (total > 0) text += " (" + std::to_string(done * 100 / total) + "%)";
    const double seconds = std::chrono::duration<double>(elapsed).count();
    if (seconds > 0 && done > 0) {
        const double perSecond = double(done) / seconds;
        text += ", " + rate(perSecond) + "/s";
        if (done < total) text += ", " + duration(double(total - done) / perSecond) + " left";
    }
    return text;
}

void ProgressMeter::update(std::int64_t done)
{
    if (!m_enabled || m_finished) return;
    const auto now = m_now();
    if (m_drawn && now - m_lastDraw < kRedraw) return; // the first update draws at once
    m_lastDraw = now;
    m_out << '\r' << line(m_what, m_unit, done, m_total, now - m_start) << "\x1b[K" << std::flush;
    m_drawn = true;
}

void ProgressMeter::finish()
{
    if (m_finished) return;
    m_finished = true;
    if (m_drawn) m_out << "\r\x1b[K" << std::flush;
}

} // namespace crestline::jobs
