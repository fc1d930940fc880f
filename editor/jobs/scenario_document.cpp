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

ScenarioDocument ScenarioDocument::openText(std::string_view text, const std::filesystem::path& file)
{
    ScenarioDocument doc;
    doc.m_file = file;
    auto read = formats::loadScenarioText(text, file);
    doc.m_findings = std::move(read.findings);
    if (read.value) doc.m_model = std::make_unique<formats::LoadedScenario>(std::move(*read.value));
    return doc;
}

bool ScenarioDocument::unreadable() const
{
    return std::any_of(m_findings.begin(), m_findings.end(), [](const Finding& f) { return f.severity == Severity::Fatal; });
}

void ScenarioDocument::execute(std::unique_ptr<edit::ScenarioCommand> command, std::uint64_t gesture)
{
    if (m_model && command) m_stack.push(std::move(command), m_model->scenario, gesture);
}

void ScenarioDocument::undo()
{
    if (m_model && m_stack.canUndo()) m_stack.undo(m_model->scenario);
}

void ScenarioDocument::redo()
{
    if (m_model && m_stack.canRedo()) m_stack.redo(m_model->scenario);
}

Findings ScenarioDocument::save(const std::filesystem::path& file)
{
    if (!m_model) return {};
    Findings result = formats::writeScenarioFile(m_model->scenario, file);
    if (crestline::hasErrors(result)) return result;
    m_file = file;
    m_model->file = file;
    m_stack.markClean();
    return result;
}

} // namespace crestline::jobs
