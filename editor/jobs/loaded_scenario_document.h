#pragma once
// A scenario document of a system other than FF: the scenario as its
// system's loader reads it (formats' Loaded*Scenario: the scenario and its
// maps), with the loader's findings. The jobs read, check, time and export
// it; the editor's forms edit its text and read it again (fromRead). A
// system opens its scenarios as LoadedScenarioDocument<its Loaded type, its
// loader> (editor/jobs/<system>/); the jobs on it share scenarioReadable and
// scenarioUsable below.

#include "editor/jobs/file_kinds.h"
#include "editor/jobs/job_report.h"
#include "formats/common/file_reference.h"
#include "scenarios/board_set.h"

#include <filesystem>
#include <memory>
#include <string>
#include <utility>

namespace crestline::jobs {

/// `Loaded` holds `scenario` and `boards`; `load(path)` returns a reading
/// result with `value` (an optional Loaded) and `findings`. Move-only.
template <class Loaded, auto load>
class LoadedScenarioDocument {
public:
    /// Read the scenario and its maps; always returns a document.
    static LoadedScenarioDocument open(const std::filesystem::path& file) { return fromRead(file, load(file)); }
    /// The document of a loader's result on text held as `file`'s (a
    /// scenario edited in the window, read again from its text).
    template <class Read>
    static LoadedScenarioDocument fromRead(const std::filesystem::path& file, Read read)
    {
        LoadedScenarioDocument doc;
        doc.m_file = file;
        doc.m_findings = std::move(read.findings);
        if (read.value) doc.m_model = std::make_unique<Loaded>(std::move(*read.value));
        return doc;
    }

    /// Whether there is a model (false only for fatal problems).
    bool loaded() const { return m_model != nullptr; }
    const Findings& findings() const { return m_findings; }
    const std::filesystem::path& file() const { return m_file; }
    const auto& scenario() const { return m_model->scenario; }
    const scenarios::BoardSet& boards() const { return m_model->boards; }

private:
    std::filesystem::path m_file;
    std::unique_ptr<Loaded> m_model;
    Findings m_findings;
};

/// Whether the scenario was read; if not, `report` is refused. The
/// document's findings are the report's either way.
template <class Doc>
bool scenarioReadable(const Doc& doc, JobReport& report)
{
    report.findings = doc.findings();
    if (doc.loaded()) return true;
    refuse(report, refusalFor(doc.findings()), doc.file().string() + ": the scenario could not be read");
    return false;
}

/// Whether the scenario was read and neither its loader nor `check(scenario,
/// boards, file)` (the system's checks, added to the report) found an
/// error; if not, `report` is refused with `why`. Nothing is timed, exported
/// or printed from a scenario with error findings.
template <class Doc, class Check>
bool scenarioUsable(const Doc& doc, JobReport& report, const std::string& why, Check check)
{
    if (!scenarioReadable(doc, report)) return false;
    append(report.findings, check(doc.scenario(), doc.boards(), doc.file().string()));
    if (!hasErrors(report.findings)) return true;
    refuse(report, Outcome::Refused, why);
    return false;
}

/// The overview the editor shows of `doc` (file_kinds.h): its maps resolved
/// against its file, its `checks` after the reading findings, and `text`.
template <class Doc>
ScenarioOverview scenarioOverview(const Doc& doc, const Findings& checks, std::string text)
{
    ScenarioOverview overview;
    overview.findings = checks;
    overview.text = std::move(text);
    if (!doc.loaded()) return overview;
    for (const auto& placement : doc.scenario().maps)
        overview.maps.push_back(formats::resolveReference(doc.file(), placement.href, {}).path);
    return overview;
}

} // namespace crestline::jobs
