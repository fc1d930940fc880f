#pragma once
// Atomic save: write to a temporary file beside the target, flush it to disk,
// then rename over the target. The old file survives any failure.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace crestline::formats {

/// Write `content` to `path` atomically. Returns an error text on failure.
std::optional<std::string> saveAtomically(const std::filesystem::path& path, std::string_view content);

/// Read a whole file; returns nullopt (and sets `error`) if it cannot be read.
std::optional<std::string> readWholeFile(const std::filesystem::path& path, std::string* error = nullptr);

} // namespace crestline::formats
