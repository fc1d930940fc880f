// Writer calls, wrapped once (see document_io.h).

#include "editor/jobs/document_io.h"

#include "editor/jobs/job_report.h"
#include "formats/common/atomic_file.h"
#include "geometry/finding_builder.h"
#include "formats/scenario/scenario_format.h"

#include <algorithm>

namespace crestline::jobs {

Findings errorsOf(const Findings& findings)
{
    Findings out;
    std::copy_if(findings.begin(), findings.end(), std::back_inserter(out), [](const Finding& f) { return f.severity >= Severity::Error; });
    return out;
}

bool hasFatal(const Findings& findings)
{
    return std::any_of(findings.begin(), findings.end(), [](const Finding& f) { return f.severity == Severity::Fatal; });
}

Findings saveText(const std::filesystem::path& file, std::string_view content)
{
    if (const auto error = formats::saveAtomically(file, content)) return {makeFinding(code::SaveFailed).file(file.string()).message(*error)};
    return {};
}

Findings saveSetup(const scenarios::SightingSetup& setup, const std::filesystem::path& file)
{
    return formats::writeSetupFile(setup, file);
}

} // namespace crestline::jobs
