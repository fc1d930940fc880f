#pragma once
// The all-pairs matrix as a compact binary file (NAME.clmx,
// docs/matrix-format.md) and queries answered from it. The file is written
// row by row as geometry::los::allPairsRows rules them, so no board is too
// large for memory; it records the SHA-256 of the map file and its catalog,
// and a query re-hashes both and refuses a stale matrix, naming the file
// that changed.

#include "editor/jobs/job_report.h"
#include "editor/jobs/los_jobs.h"
#include "formats/los/matrix_file.h"
#include "geometry/los/analysis.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace crestline::jobs {

/// The extension of a matrix file, ".clmx"; `matrix --out` with any other writes CSV.
inline constexpr const char* kMatrixFileExtension = ".clmx";
/// Whether `out` names a matrix file (ends in .clmx).
bool isMatrixFile(const std::filesystem::path& out);

/// writeMatrix for a .clmx output: no hex limit (streamed), progress through
/// options.progress. result.fileBytes is the file's size.
MatrixResult writeMatrixFile(const MapDocument& doc, const MatrixOptions& options);

/// The play state as the flags of `los`, in a fixed order: "--smoke J5 --night".
std::string playFlags(const std::vector<std::string>& smoke, const PlayText& play);

/// SHA-256 of a map file's bytes, or nullopt with `problem` naming the file.
std::optional<formats::Sha256Digest> mapDigest(const std::filesystem::path& mapFile, std::string& problem);
/// SHA-256 of a map's catalog (`href` resolved from the map's folder), its
/// includes' bytes after its own, each file once, depth first in include
/// order (docs/matrix-format.md); the files hashed in `files`.
std::optional<formats::Sha256Digest> catalogDigest(const std::filesystem::path& mapFile, const std::string& href, std::vector<std::filesystem::path>& files,
                                                   std::string& problem);

/// `matrix-query FILE FROM TO` or `--viewshed FROM`.
struct MatrixQueryOptions {
    std::filesystem::path file;
    std::string from, to;        ///< hex labels; `to` empty for a viewshed
    std::filesystem::path map{}; ///< the map, when it moved (default: the path the file records)
};
/// The answer and what it was computed under.
struct MatrixQueryResult : JobReport {
    formats::MatrixHeader header;
    std::filesystem::path mapFile; ///< the map checked against the file
    std::string from, to;          ///< labels as the map prints them
    geometry::los::Cell cell{};    ///< from -> to
    /// Viewshed: every other hex's label and cell from `from`, in HexGrid::index order.
    std::vector<std::pair<std::string, geometry::los::Cell>> cells;
};
/// Refused (BadInput) when the file cannot be read, is not a matrix file or
/// is damaged, the map or catalog cannot be read or changed since (naming
/// which), or a label names no hex.
MatrixQueryResult queryMatrix(const MatrixQueryOptions& options);

} // namespace crestline::jobs
