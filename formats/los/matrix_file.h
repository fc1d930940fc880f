#pragma once
// The compact all-pairs matrix file (NAME.clmx), docs/matrix-format.md: a
// header (magic, version, the kind of cell, reciprocal or full, grid size,
// SHA-256 of the map file and of its catalog, the system, map id, map path
// and play state) and then one byte per pair, row after row, so the cell of
// any pair is at an offset computed from the header alone (with --compress
// those bytes are cut into zstd blocks of 2^20 cells, indexed at the end of
// the file, so a query decompresses one block). Written
// streaming and atomically (MatrixFileWriter: never the whole matrix in
// memory), read by offset (MatrixFileReader: a header and the bytes asked
// for). A file that is not one, is of a newer version, is truncated or has
// a header that contradicts itself is refused with a sentence naming the
// file and what is wrong; nothing in a file is trusted before it is checked.

#include "geometry/los/analysis.h"

#include <array>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace crestline::formats {

/// The file's first 8 bytes: 0x89 "CLMX" CR LF 0x1A (as PNG's, a file
/// mangled by a text transfer or a 7-bit channel is told apart).
inline constexpr std::array<unsigned char, 8> kMatrixMagic{0x89, 'C', 'L', 'M', 'X', '\r', '\n', 0x1A};
/// The newest format version written and read.
inline constexpr std::uint16_t kMatrixFileVersion = 1;
/// The fixed part of the header, before the five strings.
inline constexpr std::uint32_t kMatrixFixedHeaderBytes = 104;
/// Longest string of the header (system, map id, paths, play state), in bytes.
inline constexpr std::size_t kMaxMatrixHeaderString = 4096;
/// The most items (hexes) a matrix file holds: the grid limit, geometry::kMaxGridHexes.
inline constexpr std::uint32_t kMaxMatrixItems = 250'000;

/// What one byte of the file means (the system's small result per pair).
enum class MatrixCellKind : std::uint8_t {
    HexLos = 1, ///< geometry::los::Cell: bits 0-1 verdict (0 clear, 1 hindered, 2 blocked, 3 blind), bits 2-7 hindrance
};
/// How the cells are stored.
enum class MatrixCompression : std::uint8_t {
    None = 0, ///< one byte per cell after the header
    Zstd = 1, ///< blocks of kMatrixBlockCells cells, each a zstd frame, then the index of their offsets
};
/// Cells per zstd block (the last block holds the rest): 1 MiB, so a query decompresses 1 MiB at most.
inline constexpr std::uint64_t kMatrixBlockCells = std::uint64_t(1) << 20;

using Sha256Digest = std::array<std::uint8_t, 32>;

/// The header of a matrix file.
struct MatrixHeader {
    MatrixCellKind kind = MatrixCellKind::HexLos;
    bool full = false; ///< both directions (not reciprocal); else each unordered pair once
    MatrixCompression compression = MatrixCompression::None;
    std::uint32_t items = 0;   ///< hexes, indexed as geometry::HexGrid::index
    std::uint32_t columns = 0; ///< the grid's columns and rows (items == columns * rows)
    std::uint32_t rows = 0;
    Sha256Digest mapHash{};     ///< SHA-256 of the map file's bytes
    Sha256Digest catalogHash{}; ///< SHA-256 of the catalog's bytes (its includes' after it, see the format doc)
    std::string system;         ///< the game system's id, e.g. "ff"
    std::string mapId;          ///< the map's id
    std::string mapPath;        ///< the map file, relative to the matrix file's folder (or absolute)
    std::string catalogPath;    ///< the catalog file, relative to the matrix file's folder (or absolute), as it was
    std::string play;           ///< the play state ruled under, as the flags of `los` ("--smoke J5 --night"); "" for none

    /// Cells in the file: n(n-1)/2 reciprocal, n(n-1) full.
    std::uint64_t cellCount() const;
    /// Bytes of the header: the fixed part and the strings with their lengths.
    std::uint64_t headerBytes() const;
    /// Offset of the cell of from -> to in the file (from != to, both < items);
    /// with zstd blocks, in the cells as if uncompressed after the header.
    std::uint64_t cellOffset(std::uint32_t from, std::uint32_t to) const;
    /// zstd blocks: ceil(cellCount / kMatrixBlockCells); 0 without compression.
    std::uint64_t blockCount() const;
};

/// The header's bytes (docs/matrix-format.md, "Layout"). Strings longer
/// than kMaxMatrixHeaderString are the caller's error (MatrixFileWriter
/// refuses them).
std::string encodeMatrixHeader(const MatrixHeader& header);

/// A header read from the first bytes of a file of `fileSize` bytes, or
/// what is wrong with it (without the file's name: the reader adds it).
struct MatrixHeaderRead {
    std::optional<MatrixHeader> header;
    std::string problem;
};
/// `bytes`: the file's first bytes (at least the whole header when the file
/// holds one). Checks the magic, version, kind, flags, compression, sizes,
/// strings and that the file is exactly header plus cells long.
MatrixHeaderRead decodeMatrixHeader(std::string_view bytes, std::uint64_t fileSize);

/// SHA-256, fed piece by piece.
class Sha256 {
public:
    Sha256();
    ~Sha256();
    Sha256(const Sha256&) = delete;
    Sha256& operator=(const Sha256&) = delete;
    void update(std::string_view bytes);
    Sha256Digest finish();

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};
/// The digest as 64 lowercase hex digits.
std::string hexDigest(const Sha256Digest& digest);

/// Writes a matrix file row by row (geometry::los::MatrixRowSink's order),
/// atomically: nothing replaces `path` unless commit() succeeds. Holds one
/// buffer (1 MiB), never the matrix.
class MatrixFileWriter {
public:
    MatrixFileWriter();
    ~MatrixFileWriter();
    /// Starts the file; a problem (naming the file) on failure.
    std::optional<std::string> open(const std::filesystem::path& path, const MatrixHeader& header);
    /// Row `row` (rows must come in order 0, 1, ...; the row's length is the header's shape).
    std::optional<std::string> addRow(int row, std::span<const geometry::los::Cell> cells);
    /// Every row given: flush, rename into place.
    std::optional<std::string> commit();
    /// Bytes written so far (header and cells).
    std::uint64_t bytes() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

/// Reads cells of a matrix file by offset (pread), after checking its header.
class MatrixFileReader {
public:
    MatrixFileReader();
    ~MatrixFileReader();
    MatrixFileReader(MatrixFileReader&&) noexcept;
    MatrixFileReader& operator=(MatrixFileReader&&) noexcept;
    /// Opens and checks the file; a problem naming it on failure.
    std::optional<std::string> open(const std::filesystem::path& path);
    const MatrixHeader& header() const;
    /// The byte of from -> to (from != to, both < items), or a problem naming the file.
    std::optional<std::string> cell(std::uint32_t from, std::uint32_t to, std::uint8_t& out) const;
    /// Every byte from `from` (a viewshed): out[j] is from -> j, out[from] is 0;
    /// `out` holds items bytes. The row's contiguous run is read at once.
    std::optional<std::string> cellsFrom(std::uint32_t from, std::span<std::uint8_t> out) const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace crestline::formats
