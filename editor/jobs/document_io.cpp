// Writer calls, wrapped once (see document_io.h).

#include "editor/jobs/document_io.h"

#include "editor/jobs/job_report.h"
#include "formats/common/atomic_file.h"
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

Findings writeFindings(std::optional<std::string> error, const std::filesystem::path& file)
{
    if (!error) return {};
    Finding f;
    f.code = "file-unwritable";
    f.severity = Severity::Error;
    f.where.file = file.string();
    f.message = *error;
    return {f};
}

Findings saveText(const std::filesystem::path& file, std::string_view content)
{
    return writeFindings(formats::saveAtomically(file, content), file);
}

Findings saveSetup(const scenarios::SightingSetup& setup, const std::filesystem::path& file)
{
    return writeFindings(formats::writeSetupFile(setup, file), file);
}

} // namespace crestline::jobs
