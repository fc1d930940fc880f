// The scenario document (see scenario_document.h).

#include "editor/jobs/scenario_document.h"

#include <algorithm>

namespace crestline::jobs {

ScenarioDocument ScenarioDocument::open(const std::filesystem::path& file)
{
    ScenarioDocument doc;
    doc.m_file = file;
    auto read = formats::loadScenario(file);
    doc.m_findings = std::move(read.findings);
    if (read.value) doc.m_model = std::make_unique<formats::LoadedScenario>(std::move(*read.value));
    return doc;
}

bool ScenarioDocument::unreadable() const
{
    return std::any_of(m_findings.begin(), m_findings.end(), [](const Finding& f) { return f.severity == Severity::Fatal; });
}

} // namespace crestline::jobs
