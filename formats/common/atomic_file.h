#pragma once
// Atomic save: write to a temporary file beside the target, flush it to disk,
// then rename it over the target. The old file survives any failure.
//
// Only a regular file is ever replaced: a symbolic link is followed and its
// regular target replaced (the link stays a link); a directory, FIFO, device
// or socket is refused with an error naming what it is. The temporary file is
// `.NAME.crestline-tmp-XXXXXX`, created 0600 and locked (flock) while it is
// written; an error removes it, and the next save of NAME removes any left by
// a save that was killed (those nobody holds locked). Modes: a new file gets
// 0666 minus the umask; an existing file keeps its mode (and, where the
// system allows, its owner and group); a private file (an owner's Sighting
// setup: salts and hidden contents) is always 0600. docs/findings.md,
// "Saving files".

#include "geometry/finding.h"
#include "geometry/finding_builder.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::formats {

/// Who may read a saved file.
enum class FileAccess {
    Public,  ///< new: 0666 minus the umask; existing: its mode is kept
    Private, ///< always 0600, new or existing (secrets: salts, hidden contents)
};

/// One file of a save.
struct FileToSave {
    std::filesystem::path path;
    std::string_view content;
    FileAccess access = FileAccess::Public;
};

/// Write `content` to `path` atomically. Returns an error text on failure.
std::optional<std::string> saveAtomically(const std::filesystem::path& path, std::string_view content,
                                          FileAccess access = FileAccess::Public);
/// Several files saved together: every temporary file is written and flushed
/// before the first is renamed, so a failure while writing leaves every old
/// file as it was. The renames follow in order; only a crash between two of
/// them can leave some files new and some old.
std::optional<std::string> saveAtomically(const std::vector<FileToSave>& files);
/// saveAtomically for the format writers: nothing on success, else one
/// "save-failed" finding naming the file and the reason.
Findings saveFile(const std::filesystem::path& path, std::string_view content, FileAccess access = FileAccess::Public);
/// The same for several files saved together; the finding names the file that failed.
Findings saveFiles(const std::vector<FileToSave>& files);

/// The name every temporary file of a save of `target` starts with
/// (".NAME.crestline-tmp-"), followed by six random characters.
std::string temporaryPrefix(const std::filesystem::path& target);

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
