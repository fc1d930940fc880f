// Terrain catalog format versions (docs/map-format.md#catalog-versions).
// Issue 27, item 10: a catalog written before los="road" existed (its road
// says los="clear", as ff-core did until 2026-11-23) loaded without a word,
// and its roads no longer cleared obstacles [FF 24.8]. A version 1 FF
// catalog is now read with its old meaning and told so; version 2 means
// what it says.

#include "formats/common/atomic_file.h"
#include "formats/map/map_format.h"

#include <catch2/catch.hpp>

#include <algorithm>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace crestline;
using namespace crestline::formats;
namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& p)
{
    auto text = readWholeFile(p);
    REQUIRE(text);
    return *text;
}

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const std::size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

const fs::path kCore = fs::path(CRESTLINE_SOURCE_DIR) / "maps/catalogs/ff-core.terrain.xml";

/// ff-core as it was before los="road" came in (git show 8e568b5^:maps/catalogs/ff-core.terrain.xml): version 1, road los="clear".
std::string oldStyleCore()
{
    std::string text = replaced(slurp(kCore), "<terrain-catalog version=\"2\"", "<terrain-catalog version=\"1\"");
    return replaced(text, "<terrain id=\"road\" name=\"Road\" kind=\"feature\" los=\"road\"", "<terrain id=\"road\" name=\"Road\" kind=\"feature\" los=\"clear\"");
}

const maps::Terrain& terrain(const maps::TerrainCatalog& c, const std::string& id)
{
    const auto it = std::find_if(c.terrains.begin(), c.terrains.end(), [&](const maps::Terrain& t) { return t.id == id; });
    REQUIRE(it != c.terrains.end());
    return *it;
}

std::string describe(const Findings& fs)
{
    std::string out;
    for (const Finding& f : fs) out += formatFinding(f) + "\n";
    return out;
}

/// A fresh folder under the system's temporary folder, removed at the end.
struct TempDir {
    fs::path path;
    TempDir()
    {
        static std::atomic<int> n{0};
        path = fs::temp_directory_path() / ("crestline-catalog-version-" + std::to_string(::getpid()) + "-" + std::to_string(n++));
        fs::create_directories(path);
    }
    ~TempDir() { fs::remove_all(path); }
};

} // namespace

TEST_CASE("catalog versions: an old-style FF catalog keeps its roads, and says so, the current one is silent", "[formats][catalog][version]")
{
    const auto current = readCatalogFile(kCore);
    INFO(describe(current.findings));
    REQUIRE(current.ok());
    CHECK(current.findings.empty());
    CHECK(current.value->version == 2);
    CHECK(terrain(*current.value, "road").los == maps::LosRole::Road);

    const auto old = readCatalogText(oldStyleCore(), "old-core.terrain.xml");
    INFO(describe(old.findings));
    REQUIRE(old.ok());
    CHECK(old.value->version == 1);
    CHECK(terrain(*old.value, "road").los == maps::LosRole::Road); // its old meaning [FF 24.8]
    REQUIRE(old.findings.size() == 1);
    const Finding& f = old.findings[0];
    CHECK(f.code == "older-version");
    CHECK(f.severity == Severity::Warning);
    CHECK(f.where.file == "old-core.terrain.xml");
    CHECK(f.where.line == 15); // the road's <terrain>
    CHECK(f.where.element == "/terrain-catalog/terrain[4]");
    CHECK(f.message.find("los=\"clear\" but is read as los=\"road\"") != std::string::npos);
    // Every other row means the same in both.
    REQUIRE(old.value->terrains.size() == current.value->terrains.size());
    for (std::size_t i = 0; i < old.value->terrains.size(); ++i) {
        INFO(old.value->terrains[i].id);
        CHECK(old.value->terrains[i] == current.value->terrains[i]);
    }

    SECTION("saved, it is written as the current version with los=\"road\", and reads back silently")
    {
        const std::string written = writeCatalogText(*old.value);
        CHECK(written.find("<terrain-catalog version=\"2\"") != std::string::npos);
        CHECK(written.find("<terrain id=\"road\" name=\"Road\" kind=\"feature\" los=\"road\"") != std::string::npos);
        const auto back = readCatalogText(written, "saved.terrain.xml");
        REQUIRE(back.ok());
        CHECK(back.findings.empty());
        CHECK(terrain(*back.value, "road").los == maps::LosRole::Road);
    }
    SECTION("included by a current catalog, the old file's road is still a road, and the warning names the old file")
    {
        TempDir dir;
        std::ofstream(dir.path / "old-core.terrain.xml") << oldStyleCore();
        std::ofstream(dir.path / "top.terrain.xml")
            << "<terrain-catalog version=\"2\" system=\"ff\" name=\"Top\">\n  <include href=\"old-core.terrain.xml\" />\n</terrain-catalog>\n";
        const auto merged = loadCatalogFile(dir.path / "top.terrain.xml");
        INFO(describe(merged.findings));
        REQUIRE(merged.ok());
        CHECK(terrain(*merged.value, "road").los == maps::LosRole::Road);
        REQUIRE(merged.findings.size() == 1);
        CHECK(merged.findings[0].code == "older-version");
        CHECK(fs::path(merged.findings[0].where.file).filename() == "old-core.terrain.xml");
    }
}

TEST_CASE("catalog versions: what is not an old FF road is read as it stands", "[formats][catalog][version]")
{
    SECTION("version 2: the id 'road' means nothing, los=\"clear\" is clear")
    {
        const auto r = readCatalogText(replaced(slurp(kCore), "los=\"road\"", "los=\"clear\""), "new-clear.terrain.xml");
        REQUIRE(r.ok());
        CHECK(r.findings.empty());
        CHECK(terrain(*r.value, "road").los == maps::LosRole::Clear);
    }
    SECTION("version 1 that already says los=\"road\" (written between the change and the version): no finding")
    {
        const auto r = readCatalogText(replaced(slurp(kCore), "version=\"2\"", "version=\"1\""), "v1-road.terrain.xml");
        REQUIRE(r.ok());
        CHECK(r.findings.empty());
        CHECK(terrain(*r.value, "road").los == maps::LosRole::Road);
    }
    SECTION("version 1 GTS and CoH catalogs: first written under the new meaning, their road is clear")
    {
        const char* file = GENERATE("maps/catalogs/gts-sample.terrain.xml", "maps/catalogs/coh.terrain.xml");
        INFO(file);
        const std::string text = slurp(fs::path(CRESTLINE_SOURCE_DIR) / file);
        const auto r = readCatalogText(replaced(text, "<terrain-catalog version=\"2\"", "<terrain-catalog version=\"1\""), "v1.terrain.xml");
        INFO(describe(r.findings));
        REQUIRE(r.ok());
        CHECK(r.findings.empty());
        CHECK(terrain(*r.value, "road").los == maps::LosRole::Clear);
    }
}
