#pragma once
// The one place the jobs call the writers; every answer is Findings (a
// failed write is one "save-failed" error naming the file and the reason).

#include "editor/jobs/job_report.h"
#include "geometry/finding.h"
#include "scenarios/sighting_setup.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::jobs {

/// Write `content` to `file` atomically (the old file survives a failure).
Findings saveText(const std::filesystem::path& file, std::string_view content);
/// Write a job's output to `file` atomically; when that fails, add the
/// save finding to `report` and mark it not run (BadInput). Returns whether
/// the file was written.
bool saveOutput(JobReport& report, const std::filesystem::path& file, std::string_view content);
/// A Sighting setup and the file to write it to.
struct SetupToSave {
    const scenarios::SightingSetup* setup = nullptr;
    std::filesystem::path file;
};
/// Write Sighting setup files together: every temporary file is written
/// before the first rename, in the order given; owner's files are 0600.
Findings saveSetups(const std::vector<SetupToSave>& setups);

/// The scenario a setup file names (its scenario-href, relative to the
/// setup file), with `reference-outside` (at `element`) added to `findings`
/// when it leaves the setup's folder.
std::filesystem::path setupScenarioPath(const std::filesystem::path& setupFile, const std::string& href, Findings& findings,
                                        const std::string& element);
/// Path of `target` as seen from the directory of `from` (for an href).
std::string relativeTo(const std::filesystem::path& target, const std::filesystem::path& from);

} // namespace crestline::jobs
