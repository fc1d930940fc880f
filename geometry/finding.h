#pragma once
// Findings: every check in crestline (geometry problems, file errors, LOS
// rulings, scenario checks) reports through this one type, so the command
// line, the editor and the tests all see the same object. Codes, their
// severities and docs: finding_codes.h; findings are made with makeFinding
// (finding_builder.h). docs/findings.md.

#include <functional>
#include <string>
#include <vector>

namespace crestline {

enum class Severity { Info, Warning, Error, Fatal };

/// Where a finding points: any of the fields may be empty / zero.
struct Location {
    std::string file;
    int line = 0;        ///< 1-based, 0 if unknown
    int column = 0;      ///< 1-based, 0 if unknown
    std::string element; ///< element path, e.g. /map/features/area[3]
    std::string hex;     ///< hex label
    std::string feature; ///< feature or item id
};

/// One finding: a stable code, a severity, where, what, and the rule broken.
struct Finding {
    std::string code;    ///< a name from the code table (finding_codes.h), e.g. "self-intersecting-polygon"
    Severity severity = Severity::Error;
    Location where;
    std::string message;
    std::string rule;    ///< rule citation, e.g. "[24.1]", or the format section
};

using Findings = std::vector<Finding>;
using FindingSink = std::function<void(const Finding&)>;

std::string_view severityName(Severity s);
/// "file:line:col: error: message [code]" with hex/feature when known.
std::string formatFinding(const Finding& f);
bool hasErrors(const Findings& fs);

} // namespace crestline
