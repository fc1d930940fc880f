#pragma once
// Atomic save: write to a temporary file beside the target, flush it to disk,
// then rename over the target. The old file survives any failure.

#include "geometry/finding.h"
#include "geometry/finding_builder.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace crestline::formats {

/// Write `content` to `path` atomically. Returns an error text on failure.
std::optional<std::string> saveAtomically(const std::filesystem::path& path, std::string_view content);
/// saveAtomically for the format writers: nothing on success, else one
/// "save-failed" finding naming the file and the reason.
Findings saveFile(const std::filesystem::path& path, std::string_view content);

/// The largest file crestline reads (maps, catalogs, scenarios, setups are
/// far smaller; a larger file is refused rather than read into memory).
inline constexpr std::uintmax_t kMaxReadBytes = std::uintmax_t(256) << 20;

/// Read a whole regular file; returns nullopt (and sets `error`) if it
/// cannot be read, is not a regular file or is larger than kMaxReadBytes.
std::optional<std::string> readWholeFile(const std::filesystem::path& path, std::string* error = nullptr);

/// Reads a whole file and hands its text to `parse(text, fileName)`. A file
/// that cannot be read gives a Result with no value and one fatal
/// "file-unreadable" finding naming the file.
template <class Result, class Parse>
Result readFileWith(const std::filesystem::path& file, Parse&& parse)
{
    std::string error;
    const auto text = readWholeFile(file, &error);
    if (text) return parse(*text, file.string());
    Result r;
    r.findings.push_back(makeFinding(code::FileUnreadable).file(file.string()).message(error));
    return r;
}

} // namespace crestline::formats
