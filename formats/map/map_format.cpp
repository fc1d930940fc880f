// Loading a map with its terrain catalog: resolves the catalog's includes
// (codes include-cycle, include-too-deep, duplicate-id, unknown-terrain for a
// bad default-type, file-unreadable; reference-outside for an href leaving
// its file's folder) and runs the geometry checks of maps::checkMap.

#include "formats/map/map_format.h"

#include "formats/common/atomic_file.h"
#include "formats/common/file_reference.h"
#include "formats/map/map_xml_detail.h"
#include "geometry/finding_builder.h"
#include "maps/map_analysis.h"

#include <algorithm>
#include <set>
#include <unordered_map>

namespace crestline::formats {

namespace {

namespace fs = std::filesystem;

Location fileLocation(std::string file)
{
    Location loc;
    loc.file = std::move(file);
    return loc;
}

fs::path identity(const fs::path& p)
{
    std::error_code ec;
    const fs::path c = fs::weakly_canonical(p, ec);
    return ec ? p.lexically_normal() : c;
}

/// The longest chain of catalog files (the top one and its nested includes)
/// that is read; the recursion below is bounded by it.
constexpr std::size_t kMaxIncludeDepth = 16;

/// Merges a catalog and everything it includes, depth first, each file once.
class CatalogMerger {
public:
    maps::TerrainCatalog merged;
    Findings findings;
    Location rootLocation; ///< the top file's <terrain-catalog>

    /// Read `file` and merge its includes, then its own entries. `from` is the
    /// <include> naming it (nullptr for the top file). False if the top file is
    /// unusable. `defaultType`: the file's own default type, else the first one
    /// its includes give.
    bool merge(const fs::path& file, const Location* from, std::string& defaultType)
    {
        if (from && m_stack.size() >= kMaxIncludeDepth) {
            findings.push_back(makeFinding(code::IncludeTooDeep)
                                   .at(*from)
                                   .message("catalog includes nest deeper than " + std::to_string(kMaxIncludeDepth) + " files; " +
                                            file.string() + " and what it includes are not read"));
            return true;
        }
        const fs::path id = identity(file);
        if (std::find(m_stack.begin(), m_stack.end(), id) != m_stack.end()) {
            findings.push_back(makeFinding(code::IncludeCycle)
                                   .at(*from)
                                   .message("catalog " + file.lexically_normal().string() + " includes itself (through its includes)"));
            return true;
        }
        if (m_done.count(id)) return true; // already merged through another include
        std::string error;
        const auto text = readWholeFile(file, &error);
        if (!text) {
            if (!from) {
                findings.push_back(makeFinding(code::FileUnreadable).at(fileLocation(file.string())).message(error));
                return false;
            }
            findings.push_back(
                makeFinding(code::FileUnreadable).severity(Severity::Error).at(*from).message("cannot read included catalog: " + error));
            return true;
        }
        detail::CatalogSource source;
        auto read = detail::readCatalogText(*text, file.lexically_normal().string(), source);
        for (Finding& f : read.findings) {
            if (from && f.severity == Severity::Fatal) changeSeverity(f, Severity::Error); // the including catalog still loads
            findings.push_back(std::move(f));
        }
        if (!read.value) return from != nullptr;
        const maps::TerrainCatalog& cat = *read.value;
        if (!from) {
            rootLocation = source.root;
            merged.system = cat.system;
            merged.name = cat.name;
            merged.version = cat.version;
            merged.includes = cat.includes;
            merged.extras = cat.extras;
        }
        m_stack.push_back(id);
        defaultType = cat.defaultType;
        for (std::size_t i = 0; i < cat.includes.size(); ++i) {
            std::string included;
            ResolvedReference ref = resolveReference(file, cat.includes[i], source.includes[i]);
            if (ref.outside) findings.push_back(std::move(*ref.outside));
            merge(ref.path, &source.includes[i], included);
            if (defaultType.empty()) defaultType = included;
        }
        m_stack.pop_back();
        m_done.insert(id);
        for (const maps::Terrain& t : cat.terrains) add(t, file.lexically_normal().string());
        return true;
    }

private:
    std::vector<fs::path> m_stack;
    std::set<fs::path> m_done;
    std::vector<std::string> m_fileOf; ///< file of each merged entry
    std::unordered_map<std::string, std::size_t> m_indexOf; ///< merged entry of each terrain id

    void add(const maps::Terrain& t, const std::string& file)
    {
        const auto [at, added] = m_indexOf.try_emplace(t.id, merged.terrains.size());
        if (!added) {
            const std::size_t i = at->second;
            findings.push_back(makeFinding(code::DuplicateId)
                                   .file(file)
                                   .line(t.line)
                                   .feature(t.id)
                                   .message("terrain '" + t.id + "' is already defined in " + m_fileOf[i] + ":" +
                                            std::to_string(merged.terrains[i].line)));
            return;
        }
        merged.terrains.push_back(t);
        m_fileOf.push_back(file);
    }
};

} // namespace

ReadResult<maps::TerrainCatalog> loadCatalogFile(const std::filesystem::path& file)
{
    CatalogMerger merger;
    const bool ok = merger.merge(file, nullptr, merger.merged.defaultType);
    ReadResult<maps::TerrainCatalog> result;
    if (ok && !merger.merged.defaultType.empty()) {
        const maps::Terrain* t = merger.merged.find(merger.merged.defaultType);
        if (!t || t->kind != maps::TerrainKind::Type)
            merger.findings.push_back(makeFinding(code::UnknownTerrain)
                                          .at(merger.rootLocation)
                                          .message("default-type '" + merger.merged.defaultType +
                                                   "' is not a terrain of kind \"type\" in the catalog or its includes"));
    }
    result.findings = std::move(merger.findings);
    if (ok) result.value = std::move(merger.merged);
    return result;
}

ReadResult<LoadedMap> loadMap(const std::filesystem::path& file)
{
    ReadResult<LoadedMap> result = readMapWithCatalog(file);
    if (result.value)
        for (Finding& f : checkLoadedMap(*result.value)) result.findings.push_back(std::move(f));
    return result;
}

ReadResult<LoadedMap> readMapWithCatalog(const std::filesystem::path& file)
{
    return readFileWith<ReadResult<LoadedMap>>(file, [&file](std::string_view text, const std::string&) { return readMapTextWithCatalog(text, file); });
}

ReadResult<LoadedMap> readMapTextWithCatalog(std::string_view text, const std::filesystem::path& file)
{
    ReadResult<LoadedMap> result;
    detail::MapSource source;
    auto map = detail::readMapText(text, file.string(), source);
    result.findings = std::move(map.findings);
    if (!map.value) return result;

    LoadedMap loaded{std::move(*map.value), {}, file};
    ResolvedReference catalogRef = resolveReference(file, loaded.map.catalogHref, source.catalog);
    if (catalogRef.outside) result.findings.push_back(std::move(*catalogRef.outside));
    auto catalog = loadCatalogFile(catalogRef.path);
    const bool haveCatalog = catalog.value.has_value();
    for (Finding& f : catalog.findings) {
        if (f.severity == Severity::Fatal) changeSeverity(f, Severity::Error); // the map itself still loads
        result.findings.push_back(std::move(f));
    }
    if (haveCatalog) loaded.catalog = std::move(*catalog.value);
    if (loaded.map.background) {
        ResolvedReference imageRef = resolveReference(file, loaded.map.background->href, source.background);
        if (imageRef.outside) result.findings.push_back(std::move(*imageRef.outside));
        loaded.backgroundFile = std::move(imageRef.path);
    }
    loaded.catalogRead = haveCatalog;
    result.value = std::move(loaded);
    return result;
}

Findings checkLoadedMap(const LoadedMap& loaded)
{
    Findings out;
    for (Finding& f : maps::checkMap(loaded.map, loaded.catalog, loaded.file.string())) {
        // Without a catalog every terrain would be "unknown": report the catalog once instead.
        if (!loaded.catalogRead && (hasCode(f, code::UnknownTerrain) || hasCode(f, code::WrongShape))) continue;
        out.push_back(std::move(f));
    }
    return out;
}

} // namespace crestline::formats
