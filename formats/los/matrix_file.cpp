// The compact all-pairs matrix file (see matrix_file.h, docs/matrix-format.md).

#include "formats/los/matrix_file.h"

#include "formats/common/atomic_writer.h"

#include <openssl/evp.h>
#include <zstd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <vector>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace crestline::formats {

namespace {

constexpr std::size_t kWriteBuffer = std::size_t(1) << 20;

void putU16(std::string& out, std::uint16_t v)
{
    out += char(v & 0xFF);
    out += char(v >> 8);
}
void putU32(std::string& out, std::uint32_t v)
{
    for (int i = 0; i < 4; ++i) out += char((v >> (8 * i)) & 0xFF);
}
void putU64(std::string& out, std::uint64_t v)
{
    for (int i = 0; i < 8; ++i) out += char((v >> (8 * i)) & 0xFF);
}
std::uint64_t getLE(std::string_view bytes, std::size_t at, int width)
{
    std::uint64_t v = 0;
    for (int i = width - 1; i >= 0; --i) v = (v << 8) | std::uint8_t(bytes[at + std::size_t(i)]);
    return v;
}

/// The header's strings, in file order, with their names for messages.
struct StringField {
    const char* name;
    std::string MatrixHeader::*member;
};
constexpr StringField kStrings[] = {{"system", &MatrixHeader::system},
                                    {"map id", &MatrixHeader::mapId},
                                    {"map path", &MatrixHeader::mapPath},
                                    {"catalog path", &MatrixHeader::catalogPath},
                                    {"play state", &MatrixHeader::play}};

std::string errnoText() { return std::strerror(errno); }

} // namespace

std::uint64_t MatrixHeader::cellCount() const
{
    const std::uint64_t n = items;
    if (n < 2) return 0;
    return full ? n * (n - 1) : n * (n - 1) / 2;
}

std::uint64_t MatrixHeader::blockCount() const
{
    return compression == MatrixCompression::Zstd ? (cellCount() + kMatrixBlockCells - 1) / kMatrixBlockCells : 0;
}

std::uint64_t MatrixHeader::headerBytes() const
{
    std::uint64_t bytes = kMatrixFixedHeaderBytes;
    for (const StringField& s : kStrings) bytes += 2 + (this->*s.member).size();
    return bytes;
}

std::uint64_t MatrixHeader::cellOffset(std::uint32_t from, std::uint32_t to) const
{
    const std::uint64_t n = items;
    if (full) return headerBytes() + std::uint64_t(from) * (n - 1) + (to < from ? to : to - 1);
    const std::uint64_t i = std::min(from, to), j = std::max(from, to);
    // Rows 0 .. i-1 hold (n-1) + (n-2) + ... + (n-i) = i*n - i(i+1)/2 cells.
    return headerBytes() + i * n - i * (i + 1) / 2 + (j - i - 1);
}

std::string encodeMatrixHeader(const MatrixHeader& h)
{
    std::string out(reinterpret_cast<const char*>(kMatrixMagic.data()), kMatrixMagic.size());
    putU16(out, kMatrixFileVersion);
    out += char(h.kind);
    out += char(h.full ? 1 : 0);
    out += char(h.compression);
    out.append(3, '\0');
    putU32(out, h.items);
    putU32(out, h.columns);
    putU32(out, h.rows);
    putU32(out, std::uint32_t(h.headerBytes()));
    putU64(out, h.cellCount());
    out.append(reinterpret_cast<const char*>(h.mapHash.data()), h.mapHash.size());
    out.append(reinterpret_cast<const char*>(h.catalogHash.data()), h.catalogHash.size());
    for (const StringField& s : kStrings) {
        const std::string& text = h.*s.member;
        putU16(out, std::uint16_t(text.size()));
        out += text;
    }
    return out;
}

MatrixHeaderRead decodeMatrixHeader(std::string_view bytes, std::uint64_t fileSize)
{
    MatrixHeaderRead r;
    auto fail = [&](std::string why) {
        r.problem = std::move(why);
        return r;
    };
    if (bytes.size() < kMatrixMagic.size() || std::memcmp(bytes.data(), kMatrixMagic.data(), kMatrixMagic.size()) != 0)
        return fail("not a crestline matrix file (it does not start with the matrix file's 8-byte signature)");
    if (bytes.size() < kMatrixFixedHeaderBytes)
        return fail("truncated: " + std::to_string(fileSize) + " bytes, shorter than the header's fixed " + std::to_string(kMatrixFixedHeaderBytes));
    const auto version = std::uint16_t(getLE(bytes, 8, 2));
    if (version == 0 || version > kMatrixFileVersion)
        return fail("matrix file version " + std::to_string(version) + "; this crestline reads version 1 to " + std::to_string(kMatrixFileVersion) +
                    (version > kMatrixFileVersion ? " (written by a newer crestline)" : ""));
    MatrixHeader h;
    const auto kind = std::uint8_t(bytes[10]), flags = std::uint8_t(bytes[11]), compression = std::uint8_t(bytes[12]);
    if (kind != std::uint8_t(MatrixCellKind::HexLos)) return fail("unknown cell kind " + std::to_string(kind) + " (1: hex LOS cells)");
    if (flags > 1) return fail("unknown flags " + std::to_string(flags) + " (bit 0 only: both directions)");
    if (compression > std::uint8_t(MatrixCompression::Zstd)) return fail("unknown compression " + std::to_string(compression) + " (0: none, 1: zstd blocks)");
    if (bytes[13] != 0 || bytes[14] != 0 || bytes[15] != 0) return fail("reserved bytes 13-15 are not zero");
    h.kind = MatrixCellKind(kind);
    h.full = flags == 1;
    h.compression = MatrixCompression(compression);
    h.items = std::uint32_t(getLE(bytes, 16, 4));
    h.columns = std::uint32_t(getLE(bytes, 20, 4));
    h.rows = std::uint32_t(getLE(bytes, 24, 4));
    const auto headerBytes = std::uint32_t(getLE(bytes, 28, 4));
    const std::uint64_t cells = getLE(bytes, 32, 8);
    if (h.items > kMaxMatrixItems) return fail(std::to_string(h.items) + " hexes, more than the " + std::to_string(kMaxMatrixItems) + " a grid holds");
    if (std::uint64_t(h.columns) * h.rows != h.items)
        return fail("the grid of " + std::to_string(h.columns) + " x " + std::to_string(h.rows) + " does not hold " + std::to_string(h.items) + " hexes");
    std::memcpy(h.mapHash.data(), bytes.data() + 40, 32);
    std::memcpy(h.catalogHash.data(), bytes.data() + 72, 32);
    std::size_t at = kMatrixFixedHeaderBytes;
    for (const StringField& s : kStrings) {
        if (at + 2 > headerBytes || at + 2 > bytes.size()) return fail(std::string("truncated header: the ") + s.name + " is missing");
        const std::size_t length = std::size_t(getLE(bytes, at, 2));
        at += 2;
        if (length > kMaxMatrixHeaderString) return fail(std::string("the ") + s.name + " is " + std::to_string(length) + " bytes long, over " + std::to_string(kMaxMatrixHeaderString));
        if (at + length > headerBytes || at + length > bytes.size()) return fail(std::string("truncated header: the ") + s.name + " runs past it");
        h.*s.member = std::string(bytes.substr(at, length));
        at += length;
    }
    if (at != headerBytes)
        return fail("the header says it is " + std::to_string(headerBytes) + " bytes long, its fields take " + std::to_string(at));
    if (cells != h.cellCount())
        return fail("the header says " + std::to_string(cells) + " cells; " + std::to_string(h.items) + " hexes make " + std::to_string(h.cellCount()) +
                    (h.full ? " ordered pairs" : " pairs"));
    if (h.compression == MatrixCompression::Zstd) {
        // At least one byte a block and the index of blocks + 1 offsets; the reader checks the index.
        const std::uint64_t blocks = h.blockCount(), least = headerBytes + blocks + 8 * (blocks + 1);
        if (fileSize < least)
            return fail("truncated: " + std::to_string(fileSize) + " bytes, less than the header, " + std::to_string(blocks) +
                        " zstd blocks and their index take (" + std::to_string(least) + ")");
        r.header = std::move(h);
        return r;
    }
    const std::uint64_t want = headerBytes + cells;
    if (fileSize != want)
        return fail(std::string(fileSize < want ? "truncated" : "too long") + ": " + std::to_string(fileSize) + " bytes, the header and its " +
                    std::to_string(cells) + " cells make " + std::to_string(want));
    r.header = std::move(h);
    return r;
}

// ---- SHA-256 ------------------------------------------------------------

struct Sha256::Impl {
    EVP_MD_CTX* ctx = nullptr;
};

Sha256::Sha256() : m_impl(std::make_unique<Impl>())
{
    m_impl->ctx = EVP_MD_CTX_new();
    if (!m_impl->ctx || EVP_DigestInit_ex(m_impl->ctx, EVP_sha256(), nullptr) != 1) throw std::runtime_error("SHA-256 is not available (OpenSSL)");
}
Sha256::~Sha256() { EVP_MD_CTX_free(m_impl->ctx); }
void Sha256::update(std::string_view bytes)
{
    if (EVP_DigestUpdate(m_impl->ctx, bytes.data(), bytes.size()) != 1) throw std::runtime_error("SHA-256 failed (OpenSSL)");
}
Sha256Digest Sha256::finish()
{
    Sha256Digest d{};
    unsigned int length = 0;
    if (EVP_DigestFinal_ex(m_impl->ctx, d.data(), &length) != 1 || length != d.size()) throw std::runtime_error("SHA-256 failed (OpenSSL)");
    return d;
}

std::string hexDigest(const Sha256Digest& digest)
{
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    for (std::uint8_t b : digest) {
        out += kHex[b >> 4];
        out += kHex[b & 15];
    }
    return out;
}

// ---- writer --------------------------------------------------------------

struct MatrixFileWriter::Impl {
    AtomicWriter file;
    std::filesystem::path path;
    MatrixHeader header;
    std::string buffer; ///< cells not yet written (zstd: the current block's)
    std::uint64_t written = 0;
    int nextRow = 0;
    std::optional<std::string> error;
    // zstd blocks
    std::unique_ptr<ZSTD_CCtx, decltype(&ZSTD_freeCCtx)> cctx{nullptr, &ZSTD_freeCCtx};
    std::string compressed;
    std::vector<std::uint64_t> blockStarts;

    bool zstd() const { return header.compression == MatrixCompression::Zstd; }
    std::size_t capacity() const { return zstd() ? std::size_t(kMatrixBlockCells) : kWriteBuffer; }

    std::optional<std::string> put(std::string_view bytes)
    {
        if (auto e = file.write(bytes)) return error = path.string() + ": " + *e;
        written += bytes.size();
        return std::nullopt;
    }
    /// Writes the buffer out: as it is, or as one zstd block.
    std::optional<std::string> flush()
    {
        if (buffer.empty()) return std::nullopt;
        if (!zstd()) {
            auto e = put(buffer);
            buffer.clear();
            return e;
        }
        compressed.resize(ZSTD_compressBound(buffer.size()));
        const std::size_t n = ZSTD_compress2(cctx.get(), compressed.data(), compressed.size(), buffer.data(), buffer.size());
        if (ZSTD_isError(n)) return error = path.string() + ": zstd: " + ZSTD_getErrorName(n);
        blockStarts.push_back(written);
        buffer.clear();
        return put(std::string_view(compressed.data(), n));
    }
    std::size_t rowLength(int row) const
    {
        const std::size_t n = header.items;
        return header.full ? n - 1 : n - 1 - std::size_t(row);
    }
};

MatrixFileWriter::MatrixFileWriter() : m_impl(std::make_unique<Impl>()) {}
MatrixFileWriter::~MatrixFileWriter() = default;

std::optional<std::string> MatrixFileWriter::open(const std::filesystem::path& path, const MatrixHeader& header)
{
    auto& m = *m_impl;
    m.path = path;
    m.header = header;
    for (const StringField& s : kStrings)
        if ((header.*s.member).size() > kMaxMatrixHeaderString)
            return m.error = path.string() + ": the " + s.name + " is " + std::to_string((header.*s.member).size()) + " bytes long; a matrix file holds at most " +
                             std::to_string(kMaxMatrixHeaderString);
    if (header.items > kMaxMatrixItems || std::uint64_t(header.columns) * header.rows != header.items)
        return m.error = path.string() + ": a grid of " + std::to_string(header.columns) + " x " + std::to_string(header.rows) + " cannot be written as " +
                         std::to_string(header.items) + " hexes";
    if (m.zstd()) { // level 3, each frame with its content size and checksum (a damaged block is told, never misread)
        m.cctx.reset(ZSTD_createCCtx());
        if (!m.cctx || ZSTD_isError(ZSTD_CCtx_setParameter(m.cctx.get(), ZSTD_c_compressionLevel, 3)) ||
            ZSTD_isError(ZSTD_CCtx_setParameter(m.cctx.get(), ZSTD_c_checksumFlag, 1)))
            return m.error = path.string() + ": zstd cannot start";
    }
    if (auto e = m.file.open(path)) return m.error = *e;
    m.buffer.reserve(m.capacity());
    if (auto e = m.put(encodeMatrixHeader(header))) return e;
    return std::nullopt;
}

std::optional<std::string> MatrixFileWriter::addRow(int row, std::span<const geometry::los::Cell> cells)
{
    auto& m = *m_impl;
    if (m.error) return m.error;
    if (row != m.nextRow || std::uint32_t(row) >= m.header.items || cells.size() != m.rowLength(row))
        return m.error = m.path.string() + ": row " + std::to_string(row) + " of " + std::to_string(cells.size()) + " cells given where row " +
                         std::to_string(m.nextRow) + " was due (an error in crestline)";
    ++m.nextRow;
    static_assert(sizeof(geometry::los::Cell) == 1);
    const char* data = reinterpret_cast<const char*>(cells.data());
    std::size_t left = cells.size();
    while (left > 0) {
        const std::size_t take = std::min(left, m.capacity() - std::min(m.capacity(), m.buffer.size()));
        m.buffer.append(data, take);
        data += take;
        left -= take;
        if (m.buffer.size() >= m.capacity())
            if (auto e = m.flush()) return e;
    }
    return std::nullopt;
}

std::optional<std::string> MatrixFileWriter::commit()
{
    auto& m = *m_impl;
    if (m.error) return m.error;
    if (std::uint32_t(m.nextRow) != m.header.items)
        return m.error = m.path.string() + ": " + std::to_string(m.nextRow) + " rows of " + std::to_string(m.header.items) + " given (an error in crestline)";
    if (auto e = m.flush()) return e;
    if (m.zstd()) { // the index: each block's offset, then the index's own
        m.blockStarts.push_back(m.written);
        std::string index;
        for (std::uint64_t at : m.blockStarts) putU64(index, at);
        if (auto e = m.put(index)) return e;
    }
    if (auto e = m.file.commit()) return m.error = *e;
    return std::nullopt;
}

std::uint64_t MatrixFileWriter::bytes() const { return m_impl->written + m_impl->buffer.size(); }

// ---- reader --------------------------------------------------------------

struct MatrixFileReader::Impl {
    int fd = -1;
    std::filesystem::path path;
    MatrixHeader header;
    // zstd blocks: the index (blocks + 1 offsets) and the last block decompressed
    std::vector<std::uint64_t> index;
    std::unique_ptr<ZSTD_DCtx, decltype(&ZSTD_freeDCtx)> dctx{nullptr, &ZSTD_freeDCtx};
    std::string block, compressed;
    std::uint64_t cachedBlock = ~std::uint64_t(0);

    /// Block `k` decompressed into `block` (kept for the next cell).
    std::optional<std::string> load(std::uint64_t k)
    {
        if (k == cachedBlock) return std::nullopt;
        cachedBlock = ~std::uint64_t(0);
        const std::uint64_t size = index[k + 1] - index[k];
        const std::uint64_t cells = std::min(kMatrixBlockCells, header.cellCount() - k * kMatrixBlockCells);
        const std::string name = path.string() + ": zstd block " + std::to_string(k);
        if (size > ZSTD_compressBound(std::size_t(cells))) return name + " is " + std::to_string(size) + " bytes, more than " + std::to_string(cells) + " cells compress to";
        compressed.resize(std::size_t(size));
        block.resize(std::size_t(cells));
        if (auto e = read(index[k], reinterpret_cast<std::uint8_t*>(compressed.data()), compressed.size())) return e;
        const std::size_t n = ZSTD_decompressDCtx(dctx.get(), block.data(), block.size(), compressed.data(), compressed.size());
        if (ZSTD_isError(n)) return name + " is damaged: " + ZSTD_getErrorName(n);
        if (n != cells) return name + " holds " + std::to_string(n) + " cells, not " + std::to_string(cells);
        cachedBlock = k;
        return std::nullopt;
    }
    /// `size` cells from file offset `at` (as if uncompressed), through the blocks or straight from the file.
    std::optional<std::string> cells(std::uint64_t at, std::uint8_t* to, std::size_t size)
    {
        if (header.compression != MatrixCompression::Zstd) return read(at, to, size);
        std::uint64_t cell = at - header.headerBytes();
        while (size > 0) {
            const std::uint64_t k = cell / kMatrixBlockCells, within = cell % kMatrixBlockCells;
            if (auto e = load(k)) return e;
            const std::size_t take = std::min<std::size_t>(size, block.size() - std::size_t(within));
            std::memcpy(to, block.data() + within, take);
            to += take;
            size -= take;
            cell += take;
        }
        return std::nullopt;
    }
    /// Reads and checks the zstd index at the end of a file of `fileSize` bytes.
    std::optional<std::string> readIndex(std::uint64_t fileSize)
    {
        const std::uint64_t blocks = header.blockCount(), at = fileSize - 8 * (blocks + 1);
        std::string bytes(std::size_t(8 * (blocks + 1)), '\0');
        if (auto e = read(at, reinterpret_cast<std::uint8_t*>(bytes.data()), bytes.size())) return e;
        index.resize(std::size_t(blocks + 1));
        for (std::size_t k = 0; k <= blocks; ++k) index[k] = getLE(bytes, 8 * k, 8);
        if (index[0] != header.headerBytes() || index[blocks] != at)
            return path.string() + ": the zstd index does not fit the file (blocks from byte " + std::to_string(index[0]) + " to " +
                   std::to_string(index[blocks]) + ", expected " + std::to_string(header.headerBytes()) + " to " + std::to_string(at) + ")";
        for (std::size_t k = 0; k < blocks; ++k)
            if (index[k + 1] <= index[k]) return path.string() + ": the zstd index is out of order at block " + std::to_string(k);
        dctx.reset(ZSTD_createDCtx());
        if (!dctx) return path.string() + ": zstd cannot start (out of memory)";
        return std::nullopt;
    }
    /// `size` bytes at `at` (inside the checked size), or a problem naming the file.
    std::optional<std::string> read(std::uint64_t at, std::uint8_t* to, std::size_t size) const
    {
        std::size_t done = 0;
        while (done < size) {
            const ssize_t n = ::pread(fd, to + done, size - done, off_t(at + done));
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0)
                return "cannot read " + path.string() + " at byte " + std::to_string(at + done) + ": " +
                       (n < 0 ? errnoText() : std::string("the file ends there (cut short while read?)"));
            done += std::size_t(n);
        }
        return std::nullopt;
    }
    ~Impl()
    {
        if (fd >= 0) ::close(fd);
    }
};

MatrixFileReader::MatrixFileReader() : m_impl(std::make_unique<Impl>()) {}
MatrixFileReader::~MatrixFileReader() = default;
MatrixFileReader::MatrixFileReader(MatrixFileReader&&) noexcept = default;
MatrixFileReader& MatrixFileReader::operator=(MatrixFileReader&&) noexcept = default;

std::optional<std::string> MatrixFileReader::open(const std::filesystem::path& path)
{
    auto& m = *m_impl;
    m.path = path;
    const std::string name = path.string();
    // As readWholeFile: regular files only, decided on the open descriptor; a FIFO does not wait.
    m.fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (m.fd < 0) return "cannot read " + name + ": " + errnoText();
    struct stat st {};
    if (::fstat(m.fd, &st) != 0) return "cannot read " + name + ": " + errnoText();
    if (S_ISDIR(st.st_mode)) return "cannot read " + name + ": it is a directory";
    if (!S_ISREG(st.st_mode)) return "cannot read " + name + ": not a regular file";
    constexpr std::size_t kMostHeader = kMatrixFixedHeaderBytes + 5 * (2 + kMaxMatrixHeaderString);
    std::string head(std::min<std::uint64_t>(std::uint64_t(st.st_size), kMostHeader), '\0');
    std::size_t done = 0;
    while (done < head.size()) {
        const ssize_t n = ::pread(m.fd, head.data() + done, head.size() - done, off_t(done));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return "cannot read " + name + ": " + errnoText();
        if (n == 0) break;
        done += std::size_t(n);
    }
    head.resize(done);
    auto read = decodeMatrixHeader(head, std::uint64_t(st.st_size));
    if (!read.header) return name + ": " + read.problem;
    m.header = std::move(*read.header);
    if (m.header.compression == MatrixCompression::Zstd) return m.readIndex(std::uint64_t(st.st_size));
    return std::nullopt;
}

const MatrixHeader& MatrixFileReader::header() const { return m_impl->header; }

std::optional<std::string> MatrixFileReader::cell(std::uint32_t from, std::uint32_t to, std::uint8_t& out) const
{
    auto& m = *m_impl;
    if (from == to || from >= m.header.items || to >= m.header.items)
        return m.path.string() + ": no cell from " + std::to_string(from) + " to " + std::to_string(to) + " in a matrix of " + std::to_string(m.header.items) + " hexes";
    return m.cells(m.header.cellOffset(from, to), &out, 1);
}

std::optional<std::string> MatrixFileReader::cellsFrom(std::uint32_t from, std::span<std::uint8_t> out) const
{
    auto& m = *m_impl;
    const std::uint32_t n = m.header.items;
    if (from >= n || out.size() != n)
        return m.path.string() + ": no row " + std::to_string(from) + " of " + std::to_string(out.size()) + " cells in a matrix of " + std::to_string(n) + " hexes";
    out[from] = 0;
    if (n < 2) return std::nullopt;
    if (m.header.full) { // row `from`: every j != from in order
        if (auto e = m.cells(m.header.cellOffset(from, from == 0 ? 1 : 0), out.data(), from)) return e;
        return from + 1 < n ? m.cells(m.header.cellOffset(from, from + 1), out.data() + from + 1, n - 1 - from) : std::nullopt;
    }
    for (std::uint32_t j = 0; j < from; ++j) // one byte in each earlier row
        if (auto e = m.cells(m.header.cellOffset(j, from), out.data() + j, 1)) return e;
    return from + 1 < n ? m.cells(m.header.cellOffset(from, from + 1), out.data() + from + 1, n - 1 - from) : std::nullopt;
}

} // namespace crestline::formats
