#include "geometry/finding.h"

#include <algorithm>

namespace crestline {

std::string_view severityName(Severity s)
{
    switch (s) {
    case Severity::Info: return "info";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
    case Severity::Fatal: return "fatal";
    }
    return "?";
}

std::string formatFinding(const Finding& f)
{
    std::string out;
    if (!f.where.file.empty()) {
        out += f.where.file;
        if (f.where.line > 0) {
            out += ":" + std::to_string(f.where.line);
            if (f.where.column > 0) out += ":" + std::to_string(f.where.column);
        }
        out += ": ";
    }
    out += std::string(severityName(f.severity)) + ": " + f.message;
    if (!f.where.element.empty()) out += " (at " + f.where.element + ")";
    if (!f.where.hex.empty()) out += " hex " + f.where.hex;
    if (!f.where.feature.empty()) out += " feature " + f.where.feature;
    out += " [" + f.code + "]";
    if (!f.rule.empty()) out += " " + f.rule;
    return out;
}

bool hasErrors(const Findings& fs)
{
    return std::any_of(fs.begin(), fs.end(), [](const Finding& f) { return f.severity >= Severity::Error; });
}

} // namespace crestline
