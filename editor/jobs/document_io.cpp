// Writer calls, wrapped once (see document_io.h).

#include "editor/jobs/document_io.h"

#include "editor/jobs/job_report.h"
#include "formats/common/atomic_file.h"
#include "formats/common/file_reference.h"
#include "geometry/finding_builder.h"
#include "formats/scenario/scenario_format.h"

#include <algorithm>

namespace crestline::jobs {

namespace fs = std::filesystem;

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
    return formats::saveFile(file, content);
}

bool saveOutput(JobReport& report, const std::filesystem::path& file, std::string_view content)
{
    Findings written = saveText(file, content);
    if (written.empty()) return true;
    append(report.findings, std::move(written));
    refuse(report, Outcome::BadInput, file.string() + ": not written");
    return false;
}

Findings saveSetups(const std::vector<SetupToSave>& setups)
{
    std::vector<std::string> texts;
    for (const SetupToSave& s : setups) texts.push_back(formats::writeSetupText(*s.setup));
    std::vector<formats::FileToSave> files;
    for (std::size_t i = 0; i < setups.size(); ++i) files.push_back({setups[i].file, texts[i], formats::setupAccess(*setups[i].setup)});
    return formats::saveFiles(files);
}

fs::path setupScenarioPath(const fs::path& setupFile, const std::string& href, Findings& findings, const std::string& element)
{
    Location at;
    at.file = setupFile.string();
    at.element = element;
    formats::ResolvedReference ref = formats::resolveReference(setupFile, href, at);
    if (ref.outside) findings.push_back(std::move(*ref.outside));
    return ref.path;
}

std::string relativeTo(const fs::path& target, const fs::path& from)
{
    std::error_code ec;
    const fs::path base = fs::absolute(from, ec).parent_path();
    const fs::path rel = fs::relative(fs::absolute(target, ec), base, ec);
    return ec ? target.generic_string() : rel.generic_string();
}

} // namespace crestline::jobs
