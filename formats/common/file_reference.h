#pragma once
// References from one file to another (a map's catalog, a catalog's
// includes, a scenario's maps, a setup's scenario): an href is resolved
// relative to the folder of the file that names it, and a reference that
// leaves that folder is said plainly (`reference-outside`, a warning). The
// file is then read by readWholeFile (regular files under kMaxReadBytes only).

#include "geometry/finding.h"

#include <filesystem>
#include <optional>
#include <string_view>

namespace crestline::formats {

/// Where an href points, and the warning when it leaves the referencing file's folder.
struct ResolvedReference {
    std::filesystem::path path;     ///< the referenced file (lexically normal; relative if the referencing file's path is)
    std::optional<Finding> outside; ///< `reference-outside` located at `at`, naming both paths (empty: inside)
};

/// Resolve `href` relative to the folder of `referencingFile`. One that
/// leaves that folder gives `reference-outside` at `at`, naming both paths: a
/// warning for an absolute href, an info for a relative one that climbs out
/// (with `..` or through a symbolic link). The file is still read (if it is a
/// regular file under the size limit).
ResolvedReference resolveReference(const std::filesystem::path& referencingFile, std::string_view href, const Location& at);

} // namespace crestline::formats
