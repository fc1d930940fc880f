#pragma once
// The one place the jobs call the writers; every answer is Findings (a
// failed write is one "save-failed" error naming the file and the reason).

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

} // namespace crestline::jobs
