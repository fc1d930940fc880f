#pragma once
// The one place the jobs call the writers. The writers return an error text
// today and Findings soon (formats issue); both are turned into Findings here,
// so no job depends on which convention the formats library follows.

#include "geometry/finding.h"
#include "scenarios/sighting_setup.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace crestline::jobs {

/// Write `content` to `file` atomically (the old file survives a failure).
Findings saveText(const std::filesystem::path& file, std::string_view content);
/// Write a Sighting setup file atomically.
Findings saveSetup(const scenarios::SightingSetup& setup, const std::filesystem::path& file);

/// A writer's answer as Findings: an error text becomes one "file-unwritable" error.
Findings writeFindings(std::optional<std::string> error, const std::filesystem::path& file);
/// A writer's answer that is already Findings.
inline Findings writeFindings(Findings findings, const std::filesystem::path&) { return findings; }

} // namespace crestline::jobs
