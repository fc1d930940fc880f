// The matrix file (formats/los/matrix_file.h, docs/matrix-format.md): the
// header's bytes and the file's size worked out by hand for a 2 x 2 grid,
// cell offsets both shapes, the writer's refusals (no file, no temporary
// left), and every damaged file refused with a sentence, never a crash.

#include "formats/los/matrix_file.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <vector>

using namespace crestline;
using namespace crestline::formats;
using geometry::los::Cell;
using geometry::los::Verdict;
namespace fs = std::filesystem;

namespace {

/// The docs' worked example: ff, map "tiny", 2 x 2 hexes.
MatrixHeader tinyHeader(bool full)
{
    MatrixHeader h;
    h.full = full;
    h.items = 4;
    h.columns = 2;
    h.rows = 2;
    for (std::size_t i = 0; i < 32; ++i) {
        h.mapHash[i] = std::uint8_t(i);
        h.catalogHash[i] = std::uint8_t(0xA0 + i);
    }
    h.system = "ff";
    h.mapId = "tiny";
    h.mapPath = "tiny.map.xml";
    h.catalogPath = "catalog.xml";
    return h;
}

struct TempDir {
    fs::path path;
    TempDir()
    {
        path = fs::temp_directory_path() / ("crestline-matrix-test-" + std::to_string(std::random_device{}()));
        fs::create_directories(path);
    }
    ~TempDir() { fs::remove_all(path); }
};

std::string slurp(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}
void spit(const fs::path& p, const std::string& bytes) { std::ofstream(p, std::ios::binary) << bytes; }

/// Cell of pair (i, j) in the test's matrix: distinct bytes, so a wrong offset shows.
Cell cellOf(int i, int j) { return Cell{std::uint8_t(16 * i + j)}; }

/// Writes the tiny matrix, rows as the row sink gives them.
std::optional<std::string> writeTiny(const fs::path& file, bool full)
{
    MatrixFileWriter w;
    if (auto e = w.open(file, tinyHeader(full))) return e;
    for (int i = 0; i < 4; ++i) {
        std::vector<Cell> row;
        for (int j = full ? 0 : i + 1; j < 4; ++j)
            if (j != i) row.push_back(cellOf(i, j));
        if (auto e = w.addRow(i, row)) return e;
    }
    return w.commit();
}

} // namespace

TEST_CASE("matrix file header: the bytes of the 2 x 2 example, worked out by hand")
{
    const MatrixHeader h = tinyHeader(false);
    // 104 fixed + five 2-byte lengths + "ff" 2 + "tiny" 4 + "tiny.map.xml" 12 + "catalog.xml" 11 + "" 0 = 143.
    CHECK(h.headerBytes() == 143);
    CHECK(h.cellCount() == 6);                // 4 * 3 / 2
    CHECK(tinyHeader(true).cellCount() == 12); // 4 * 3
    const std::string b = encodeMatrixHeader(h);
    REQUIRE(b.size() == 143);
    const std::string magic{'\x89', 'C', 'L', 'M', 'X', '\r', '\n', '\x1a'};
    CHECK(b.substr(0, 8) == magic);
    CHECK(b.substr(8, 8) == std::string("\x01\x00\x01\x00\x00\x00\x00\x00", 8)); // version 1, kind 1, reciprocal, no compression, reserved
    CHECK(b.substr(16, 16) == std::string("\x04\0\0\0\x02\0\0\0\x02\0\0\0\x8f\0\0\0", 16)); // 4 hexes, 2 x 2, header 143
    CHECK(b.substr(32, 8) == std::string("\x06\0\0\0\0\0\0\0", 8));                      // 6 cells
    CHECK(std::uint8_t(b[40]) == 0x00);
    CHECK(std::uint8_t(b[71]) == 31);
    CHECK(std::uint8_t(b[72]) == 0xA0);
    CHECK(std::uint8_t(b[103]) == 0xBF);
    CHECK(b.substr(104) == std::string("\x02\0ff\x04\0tiny\x0c\0tiny.map.xml\x0b\0catalog.xml\0\0", 39));
    CHECK(encodeMatrixHeader(tinyHeader(true))[11] == 1);
}

TEST_CASE("matrix file cell offsets: reciprocal rows j > i, full rows every j != i")
{
    const MatrixHeader r = tinyHeader(false), f = tinyHeader(true);
    // Reciprocal: (0,1) (0,2) (0,3) (1,2) (1,3) (2,3) after the 143-byte header; either order.
    CHECK(r.cellOffset(0, 1) == 143);
    CHECK(r.cellOffset(0, 3) == 145);
    CHECK(r.cellOffset(1, 2) == 146);
    CHECK(r.cellOffset(3, 1) == 147);
    CHECK(r.cellOffset(2, 3) == 148);
    // Full: row i holds the 3 cells j != i in order.
    CHECK(f.cellOffset(0, 1) == 143);
    CHECK(f.cellOffset(1, 0) == 146);
    CHECK(f.cellOffset(2, 1) == 150);
    CHECK(f.cellOffset(2, 3) == 151);
    CHECK(f.cellOffset(3, 2) == 154);
}

TEST_CASE("matrix file: written streaming and read back, 149 and 155 bytes")
{
    TempDir dir;
    for (const bool full : {false, true}) {
        const fs::path file = dir.path / (full ? "full.clmx" : "tiny.clmx");
        REQUIRE_FALSE(writeTiny(file, full));
        const std::string bytes = slurp(file);
        CHECK(bytes.size() == (full ? 155u : 149u));
        if (!full) CHECK(bytes.substr(143) == std::string("\x01\x02\x03\x12\x13\x23", 6));
        MatrixFileReader reader;
        REQUIRE_FALSE(reader.open(file));
        CHECK(reader.header().full == full);
        CHECK(reader.header().mapId == "tiny");
        CHECK(reader.header().mapHash == tinyHeader(full).mapHash);
        for (std::uint32_t i = 0; i < 4; ++i)
            for (std::uint32_t j = 0; j < 4; ++j) {
                if (i == j) continue;
                std::uint8_t got = 0;
                REQUIRE_FALSE(reader.cell(i, j, got));
                const Cell want = full || i < j ? cellOf(int(i), int(j)) : cellOf(int(j), int(i));
                CHECK(got == want.bits);
            }
        for (std::uint32_t from = 0; from < 4; ++from) {
            std::vector<std::uint8_t> row(4, 0xEE);
            REQUIRE_FALSE(reader.cellsFrom(from, row));
            for (std::uint32_t j = 0; j < 4; ++j) {
                const Cell want = j == from ? Cell{0} : full || from < j ? cellOf(int(from), int(j)) : cellOf(int(j), int(from));
                CHECK(row[j] == want.bits);
            }
        }
        std::vector<std::uint8_t> three(3);
        CHECK(reader.cellsFrom(0, three));
        std::uint8_t got = 0;
        CHECK(reader.cell(2, 2, got));
        CHECK(reader.cell(0, 4, got));
    }
}

TEST_CASE("matrix file writer: rows out of order or missing leave no file and no temporary")
{
    TempDir dir;
    const fs::path file = dir.path / "m.clmx";
    {
        MatrixFileWriter w;
        REQUIRE_FALSE(w.open(file, tinyHeader(false)));
        const std::vector<Cell> two{cellOf(1, 2), cellOf(1, 3)};
        const auto e = w.addRow(1, two); // row 0 is due
        REQUIRE(e);
        CHECK(e->find("row 0 was due") != std::string::npos);
        CHECK(w.commit());
    }
    {
        MatrixFileWriter w;
        REQUIRE_FALSE(w.open(file, tinyHeader(false)));
        const std::vector<Cell> three{cellOf(0, 1), cellOf(0, 2), cellOf(0, 3)};
        REQUIRE_FALSE(w.addRow(0, three));
        const auto e = w.commit();
        REQUIRE(e);
        CHECK(e->find("1 rows of 4") != std::string::npos);
    }
    CHECK(fs::is_empty(dir.path));
    // An old file survives a failed write.
    spit(file, "old");
    {
        MatrixFileWriter w;
        REQUIRE_FALSE(w.open(file, tinyHeader(false)));
    }
    CHECK(slurp(file) == "old");
    CHECK(std::distance(fs::directory_iterator(dir.path), fs::directory_iterator()) == 1);
}

TEST_CASE("matrix file reader: foreign, newer, truncated, padded and contradicting files are refused by name")
{
    TempDir dir;
    const fs::path good = dir.path / "good.clmx";
    REQUIRE_FALSE(writeTiny(good, false));
    const std::string bytes = slurp(good);
    auto problem = [&](const std::string& content) {
        const fs::path bad = dir.path / "bad.clmx";
        spit(bad, content);
        MatrixFileReader reader;
        const auto e = reader.open(bad);
        REQUIRE(e);
        CHECK(e->rfind(bad.string() + ": ", 0) == 0);
        return *e;
    };
    auto with = [&](std::size_t at, char c) {
        std::string b = bytes;
        b[at] = c;
        return b;
    };
    CHECK(problem("from\\to,A1,A2\n").find("not a crestline matrix file") != std::string::npos);
    CHECK(problem("").find("not a crestline matrix file") != std::string::npos);
    CHECK(problem(bytes.substr(0, 148)).find("truncated: 148 bytes, the header and its 6 cells make 149") != std::string::npos);
    CHECK(problem(bytes + "x").find("too long: 150 bytes") != std::string::npos);
    CHECK(problem(bytes.substr(0, 50)).find("truncated: 50 bytes, shorter than the header's fixed 104") != std::string::npos);
    CHECK(problem(with(8, 2)).find("version 2; this crestline reads version 1 to 1 (written by a newer crestline)") != std::string::npos);
    CHECK(problem(with(10, 7)).find("unknown cell kind 7") != std::string::npos);
    CHECK(problem(with(11, 2)).find("unknown flags 2") != std::string::npos);
    CHECK(problem(with(12, 2)).find("unknown compression 2") != std::string::npos);
    // Compression 1 (zstd blocks) on 149 bytes: 143 + at least 1 byte of block + an index of 2 offsets (16) = 160.
    CHECK(problem(with(12, 1)).find("truncated: 149 bytes, less than the header, 1 zstd blocks and their index take (160)") != std::string::npos);
    CHECK(problem(with(14, 1)).find("reserved bytes") != std::string::npos);
    CHECK(problem(with(20, 3)).find("the grid of 3 x 2 does not hold 4 hexes") != std::string::npos);
    CHECK(problem(with(32, 7)).find("the header says 7 cells; 4 hexes make 6 pairs") != std::string::npos);
    CHECK(problem(with(28, char(0x90))).find("the header says it is 144 bytes long, its fields take 143") != std::string::npos);
    // The full flag on a reciprocal file's cells: 12 cells expected, 6 there.
    CHECK(problem(with(11, 1)).find("12 ordered pairs") != std::string::npos);
    // A string's length running past the header.
    CHECK(problem(with(104, char(0xFF))).find("the system runs past it") != std::string::npos);
    // The file named is a directory.
    MatrixFileReader reader;
    const auto e = reader.open(dir.path);
    REQUIRE(e);
    CHECK(e->find("it is a directory") != std::string::npos);
}

TEST_CASE("matrix file reader: every prefix and every one-byte change of the header is read or refused, never trusted blindly")
{
    TempDir dir;
    const fs::path good = dir.path / "good.clmx";
    REQUIRE_FALSE(writeTiny(good, true));
    const std::string bytes = slurp(good);
    for (std::size_t n = 0; n < bytes.size(); ++n)
        CHECK_FALSE(decodeMatrixHeader(std::string_view(bytes).substr(0, n), n).header);
    std::mt19937 rng(7);
    for (std::size_t at = 0; at < 143; ++at) {
        std::string b = bytes;
        b[at] = char(b[at] ^ char(1 + rng() % 255));
        const auto r = decodeMatrixHeader(b, b.size());
        if (!r.header) continue;
        // Read despite the change (a hash or string byte): still a self-consistent header.
        CHECK(r.header->headerBytes() + r.header->cellCount() == b.size());
        CHECK(std::uint64_t(r.header->columns) * r.header->rows == r.header->items);
    }
}

TEST_CASE("SHA-256 of the header's map and catalog: the FIPS 180-2 'abc' vector, in pieces")
{
    Sha256 sha;
    sha.update("a");
    sha.update("bc");
    CHECK(hexDigest(sha.finish()) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

namespace {

/// A pattern cell for the multi-block matrix.
Cell patternOf(std::uint32_t i, std::uint32_t j) { return Cell{std::uint8_t((i * 7 + j * 13) & 0xFF)}; }

std::optional<std::string> writePattern(const fs::path& file, std::uint32_t n)
{
    MatrixHeader h = tinyHeader(false);
    h.items = n;
    h.columns = n;
    h.rows = 1;
    h.compression = MatrixCompression::Zstd;
    MatrixFileWriter w;
    if (auto e = w.open(file, h)) return e;
    std::vector<Cell> row;
    for (std::uint32_t i = 0; i < n; ++i) {
        row.clear();
        for (std::uint32_t j = i + 1; j < n; ++j) row.push_back(patternOf(i, j));
        if (auto e = w.addRow(int(i), row)) return e;
    }
    return w.commit();
}

std::uint64_t u64At(const std::string& b, std::size_t at)
{
    std::uint64_t v = 0;
    for (int k = 7; k >= 0; --k) v = (v << 8) | std::uint8_t(b[at + std::size_t(k)]);
    return v;
}

} // namespace

TEST_CASE("matrix file, zstd blocks: the tiny example is the header, one zstd frame and an index of two offsets")
{
    TempDir dir;
    const fs::path file = dir.path / "z.clmx";
    MatrixHeader h = tinyHeader(false);
    h.compression = MatrixCompression::Zstd;
    CHECK(h.blockCount() == 1); // 6 cells: one block
    {
        MatrixFileWriter w;
        REQUIRE_FALSE(w.open(file, h));
        for (int i = 0; i < 4; ++i) {
            std::vector<Cell> row;
            for (int j = i + 1; j < 4; ++j) row.push_back(cellOf(i, j));
            REQUIRE_FALSE(w.addRow(i, row));
        }
        REQUIRE_FALSE(w.commit());
    }
    const std::string b = slurp(file);
    REQUIRE(b.size() > 143 + 16);
    CHECK(b[12] == 1);
    CHECK(b.substr(143, 4) == std::string("\x28\xb5\x2f\xfd", 4)); // a zstd frame's magic number (RFC 8878)
    // The index: the block's offset (right after the header), then the index's own offset.
    CHECK(u64At(b, b.size() - 16) == 143);
    CHECK(u64At(b, b.size() - 8) == b.size() - 16);
    MatrixFileReader reader;
    REQUIRE_FALSE(reader.open(file));
    for (std::uint32_t i = 0; i < 4; ++i)
        for (std::uint32_t j = i + 1; j < 4; ++j) {
            std::uint8_t got = 0;
            REQUIRE_FALSE(reader.cell(j, i, got));
            CHECK(got == cellOf(int(i), int(j)).bits);
        }
}

TEST_CASE("matrix file, zstd blocks: 1,500 hexes make 1,124,250 cells, two blocks, cells either side of the boundary")
{
    TempDir dir;
    const fs::path file = dir.path / "p.clmx";
    REQUIRE_FALSE(writePattern(file, 1500));
    MatrixFileReader reader;
    REQUIRE_FALSE(reader.open(file));
    CHECK(reader.header().cellCount() == 1'124'250); // 1500 * 1499 / 2
    CHECK(reader.header().blockCount() == 2);        // 1,048,576 + 75,674
    // Random cells, and three whole viewsheds (hex 749's reads one cell in each earlier row,
    // then its own row: both blocks, across the boundary at cell 1,048,576).
    std::mt19937 rng(5);
    for (int k = 0; k < 2000; ++k) {
        const std::uint32_t i = rng() % 1500, j = rng() % 1500;
        if (i == j) continue;
        std::uint8_t got = 0;
        REQUIRE_FALSE(reader.cell(i, j, got));
        CHECK(got == patternOf(std::min(i, j), std::max(i, j)).bits);
    }
    for (const std::uint32_t from : {0u, 749u, 1499u}) {
        std::vector<std::uint8_t> row(1500);
        REQUIRE_FALSE(reader.cellsFrom(from, row));
        for (std::uint32_t j = 0; j < 1500; ++j)
            if (j != from) CHECK(row[j] == patternOf(std::min(from, j), std::max(from, j)).bits);
    }
    // A byte of the first block changed: its checksum says so, naming the block.
    std::string b = slurp(file);
    const std::size_t header = std::size_t(reader.header().headerBytes());
    b[header + 100] = char(b[header + 100] ^ 0x55);
    spit(dir.path / "bad.clmx", b);
    MatrixFileReader bad;
    REQUIRE_FALSE(bad.open(dir.path / "bad.clmx"));
    std::uint8_t got = 0;
    const auto e = bad.cell(0, 1, got);
    REQUIRE(e);
    CHECK(e->find("zstd block 0") != std::string::npos);
    // The index damaged or cut short: refused at open.
    std::string cut = slurp(file);
    cut.pop_back();
    spit(dir.path / "cut.clmx", cut);
    MatrixFileReader shortFile;
    const auto e2 = shortFile.open(dir.path / "cut.clmx");
    REQUIRE(e2);
    CHECK(e2->find("the zstd index does not fit the file") != std::string::npos);
}
