// The matrix file jobs (see matrix_file_jobs.h).

#include "editor/jobs/matrix_file_jobs.h"

#include "editor/jobs/play_state.h"
#include "formats/common/atomic_file.h"
#include "formats/common/file_reference.h"
#include "formats/map/map_format.h"

#include <algorithm>
#include <set>

namespace crestline::jobs {

namespace fs = std::filesystem;

namespace {

/// Include depth the catalog loader allows (formats/map: "include-too-deep").
constexpr int kMaxCatalogDepth = 16;

/// Hash `file` and then its includes into `sha`, each file once.
bool hashCatalog(const fs::path& file, int depth, formats::Sha256& sha, std::set<fs::path>& seen, std::vector<fs::path>& files, std::string& problem)
{
    const fs::path key = file.lexically_normal();
    if (!seen.insert(key).second) return true;
    if (depth > kMaxCatalogDepth) {
        problem = key.string() + ": catalog includes nested more than " + std::to_string(kMaxCatalogDepth) + " deep";
        return false;
    }
    std::string error;
    const auto bytes = formats::readWholeFile(file, &error);
    if (!bytes) {
        problem = error;
        return false;
    }
    sha.update(*bytes);
    files.push_back(key);
    const auto catalog = formats::readCatalogText(*bytes, file.string());
    if (!catalog.value) return true; // an unreadable catalog is hashed as bytes; the map's loader says what is wrong
    for (const std::string& href : catalog.value->includes)
        if (!hashCatalog(formats::resolveReference(file, href, {}).path, depth + 1, sha, seen, files, problem)) return false;
    return true;
}

/// `path` relative to the folder of `matrixFile` (absolute if there is no such relative path).
std::string relativeTo(const fs::path& path, const fs::path& matrixFile)
{
    std::error_code ec;
    const fs::path target = fs::weakly_canonical(fs::absolute(path, ec), ec);
    const fs::path base = fs::weakly_canonical(fs::absolute(matrixFile, ec), ec).parent_path();
    fs::path rel = target.lexically_relative(base);
    return rel.empty() ? target.generic_string() : rel.generic_string();
}

/// Where the file records `recorded` (relative to its folder, or absolute).
fs::path recordedPath(const fs::path& matrixFile, const std::string& recorded)
{
    const fs::path p(recorded);
    return p.is_absolute() || !matrixFile.has_parent_path() ? p : (matrixFile.parent_path() / p).lexically_normal();
}

} // namespace

bool isMatrixFile(const fs::path& out) { return out.extension() == kMatrixFileExtension; }

std::string playFlags(const std::vector<std::string>& smoke, const PlayText& play)
{
    std::string out;
    auto add = [&out](const std::string& flag, const std::string& value) { out += (out.empty() ? "" : " ") + flag + (value.empty() ? "" : " " + value); };
    for (const std::string& s : smoke) add("--smoke", s);
    for (const std::string& b : play.barrage) add("--barrage", b);
    if (!play.weather.empty()) add("--weather", play.weather);
    if (play.night) add("--night", "");
    if (!play.purpose.empty()) add("--purpose", play.purpose);
    if (!play.attack.empty()) add("--attack", play.attack);
    for (const std::string& c : play.incoming) add("--incoming", c);
    for (const std::string& c : play.airStrike) add("--air-strike", c);
    if (play.eyeFrom) add("--eye-from", std::to_string(*play.eyeFrom));
    if (play.eyeTo) add("--eye-to", std::to_string(*play.eyeTo));
    return out;
}

std::optional<formats::Sha256Digest> mapDigest(const fs::path& mapFile, std::string& problem)
{
    const auto bytes = formats::readWholeFile(mapFile, &problem);
    if (!bytes) return std::nullopt;
    formats::Sha256 sha;
    sha.update(*bytes);
    return sha.finish();
}

std::optional<formats::Sha256Digest> catalogDigest(const fs::path& mapFile, const std::string& href, std::vector<fs::path>& files, std::string& problem)
{
    formats::Sha256 sha;
    std::set<fs::path> seen;
    if (!hashCatalog(formats::resolveReference(mapFile, href, {}).path, 0, sha, seen, files, problem)) return std::nullopt;
    return sha.finish();
}

MatrixResult writeMatrixFile(const MapDocument& doc, const MatrixOptions& options)
{
    MatrixResult result;
    if (!readyForLos(doc, result, "matrix")) return result;
    auto parsed = parsePlayState(doc.grid(), *doc.rules(), options.smoke, options.play);
    if (!parsed.state) {
        refuse(result, Outcome::BadInput, parsed.problem);
        return result;
    }
    const auto& grid = doc.grid();
    formats::MatrixHeader header;
    header.full = geometry::los::matrixIsFull(*doc.rules(), doc.scene(), *parsed.state);
    header.compression = options.compress ? formats::MatrixCompression::Zstd : formats::MatrixCompression::None;
    header.items = std::uint32_t(grid.count());
    header.columns = std::uint32_t(grid.columns());
    header.rows = std::uint32_t(grid.rows());
    header.system = std::string(doc.rules()->system());
    header.mapId = doc.map().id;
    header.mapPath = relativeTo(doc.file(), options.out);
    header.play = playFlags(options.smoke, options.play);
    std::string problem;
    std::vector<fs::path> catalogFiles;
    const auto mapHash = mapDigest(doc.file(), problem);
    const auto catalogHash = mapHash ? catalogDigest(doc.file(), doc.map().catalogHref, catalogFiles, problem) : std::nullopt;
    if (!catalogHash) {
        refuse(result, Outcome::BadInput, problem + " (the matrix file records its SHA-256)");
        return result;
    }
    header.mapHash = *mapHash;
    header.catalogHash = *catalogHash;
    header.catalogPath = relativeTo(catalogFiles.front(), options.out);

    formats::MatrixFileWriter writer;
    if (auto e = writer.open(options.out, header)) {
        refuse(result, Outcome::BadInput, *e);
        return result;
    }
    const auto total = std::int64_t(header.cellCount());
    std::int64_t done = 0;
    std::optional<std::string> failed;
    // A failed write (a full disk) stops the rows: the sink throws, and
    // allPairsRows stops its workers and rethrows here; the temporary is removed.
    struct StopRows {};
    try {
        geometry::los::allPairsRows(*doc.rules(), doc.scene(), *parsed.state, options.threads, [&](int row, std::span<const geometry::los::Cell> cells) {
            failed = writer.addRow(row, cells);
            if (failed) throw StopRows{};
            done += std::int64_t(cells.size());
            if (options.progress) options.progress(done, total);
        });
    } catch (const StopRows&) {
    }
    if (!failed) failed = writer.commit();
    if (failed) {
        refuse(result, Outcome::BadInput, *failed + " (not written; an old file is kept)");
        return result;
    }
    result.hexes = grid.count();
    result.pairs = total;
    result.fileBytes = writer.bytes();
    result.full = header.full;
    return result;
}

MatrixQueryResult queryMatrix(const MatrixQueryOptions& options)
{
    MatrixQueryResult result;
    auto fail = [&result](std::string why) {
        refuse(result, Outcome::BadInput, std::move(why));
        return result;
    };
    formats::MatrixFileReader reader;
    if (auto e = reader.open(options.file)) return fail(*e);
    const formats::MatrixHeader& h = reader.header();
    result.header = h;
    const std::string file = options.file.string();
    result.mapFile = options.map.empty() ? recordedPath(options.file, h.mapPath) : options.map;
    const std::string mapName = result.mapFile.string();
    const std::string moved = options.map.empty() ? " (if the map moved, name it with --map)" : "";

    std::string problem;
    const auto mapBytes = formats::readWholeFile(result.mapFile, &problem);
    if (!mapBytes) return fail(file + ": its map cannot be read: " + problem + moved);
    formats::Sha256 sha;
    sha.update(*mapBytes);
    const bool mapChanged = sha.finish() != h.mapHash;
    const auto map = formats::readMapText(*mapBytes, mapName);
    std::vector<fs::path> catalogFiles;
    std::optional<formats::Sha256Digest> catalogHash;
    if (map.value) catalogHash = catalogDigest(result.mapFile, map.value->catalogHref, catalogFiles, problem);
    const bool catalogChanged = catalogHash && *catalogHash != h.catalogHash;
    const std::string rewrite = "; the matrix must be written again (crestline matrix " + mapName + " --out " + file + ")";
    if (mapChanged) {
        std::string why = file + " is stale: the map " + mapName + " changed since the matrix was written (its SHA-256 differs)";
        if (catalogChanged) why += ", and so did its catalog " + catalogFiles.front().string();
        return fail(why + rewrite);
    }
    if (!map.value) return fail(file + ": its map " + mapName + " cannot be read as a map");
    if (!catalogHash) return fail(file + ": the catalog of its map cannot be read: " + problem);
    if (catalogChanged) {
        std::string names;
        for (const fs::path& p : catalogFiles) names += (names.empty() ? "" : ", ") + p.string();
        return fail(file + " is stale: the terrain catalog of " + mapName + " changed since the matrix was written (the SHA-256 of " + names + " differs)" +
                    rewrite);
    }
    const geometry::HexGrid grid(map.value->grid);
    if (std::uint32_t(grid.count()) != h.items || std::uint32_t(grid.columns()) != h.columns || std::uint32_t(grid.rows()) != h.rows)
        return fail(file + ": its grid of " + std::to_string(h.columns) + " x " + std::to_string(h.rows) + " is not the map's (" + mapName + ")");

    const auto from = parseHex(grid, options.from, problem);
    if (!from) return fail(problem);
    result.from = grid.label(*from);
    const auto fromIndex = std::uint32_t(grid.index(*from));
    std::uint8_t byte = 0;
    if (!options.to.empty()) {
        const auto to = parseHex(grid, options.to, problem);
        if (!to) return fail(problem);
        result.to = grid.label(*to);
        if (*to == *from) return fail("FROM and TO are the same hex " + result.from + ": the matrix holds no cell for a hex and itself");
        if (auto e = reader.cell(fromIndex, std::uint32_t(grid.index(*to)), byte)) return fail(*e);
        result.cell = geometry::los::Cell{byte};
        return result;
    }
    std::vector<std::uint8_t> row(h.items);
    if (auto e = reader.cellsFrom(fromIndex, row)) return fail(*e);
    result.cells.reserve(h.items);
    for (std::uint32_t j = 0; j < h.items; ++j)
        if (j != fromIndex) result.cells.emplace_back(grid.label(grid.fromIndex(int(j))), geometry::los::Cell{row[j]});
    return result;
}

} // namespace crestline::jobs
