// libFuzzer target: a map read from the input with its catalog (matched by
// file name among the bundled catalogs and the test fixture's), its checks
// and derived facts, then, when it has no errors (as the editor requires
// before any LOS), rulings with the full trace, a viewshed with its blind
// zone, and their text and JSON. Which hexes are used is chosen from a hash
// of the input, so the input stays a plain map file.

#include "fuzz_support.h"

#include "formats/los/analysis_format.h"
#include "formats/los/ruling_format.h"
#include "geometry/los/analysis.h"
#include "geometry/los/rules.h"
#include "maps/los_scene.h"
#include "maps/map_analysis.h"

#include <map>
#include <memory>

namespace {

using namespace crestline;

/// Grids above this many hexes are skipped: a viewshed costs a ruling per hex,
/// and huge grids are a reader limit, not this target's subject.
constexpr int kMaxHexes = 1200;

/// The catalogs a fuzzed map may name, loaded once with their includes.
const std::map<std::string, maps::TerrainCatalog>& bundledCatalogs()
{
    static const std::map<std::string, maps::TerrainCatalog> catalogs = [] {
        std::map<std::string, maps::TerrainCatalog> loaded;
        for (const char* file : {"maps/catalogs/ff-core.terrain.xml", "maps/catalogs/ff-sample.terrain.xml",
                                 "tests/formats/data/test.terrain.xml"}) {
            auto read = formats::loadCatalogFile(fuzz::sourceDir() / file);
            if (!read.value) fuzz::fail("map_los_fuzz", std::string("cannot load ") + file);
            loaded.emplace(std::filesystem::path(file).filename().string(), std::move(*read.value));
        }
        return loaded;
    }();
    return catalogs;
}

/// FNV-1a of the input: the source of every hex choice.
std::uint64_t inputHash(const std::uint8_t* data, std::size_t size)
{
    std::uint64_t h = 1469598103934665603ull;
    for (std::size_t i = 0; i < size; ++i) h = (h ^ data[i]) * 1099511628211ull;
    return h;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto read = formats::readMapText(fuzz::asText(data, size), "fuzz.map.xml");
    if (!read.value || hasErrors(read.findings)) return 0;
    const maps::Map& map = *read.value;
    const auto& catalogs = bundledCatalogs();
    auto catalog = catalogs.find(std::filesystem::path(map.catalogHref).filename().string());
    if (catalog == catalogs.end()) catalog = catalogs.find("ff-sample.terrain.xml");
    if (hasErrors(maps::checkMap(map, catalog->second, "fuzz.map.xml"))) return 0;

    const maps::MapAnalysis analysis(map, catalog->second);
    const geometry::HexGrid& grid = analysis.grid();
    if (grid.count() <= 0 || grid.count() > kMaxHexes || hasErrors(analysis.findings())) return 0;
    const geometry::los::Scene scene = maps::buildLosScene(analysis);
    std::unique_ptr<geometry::los::LosRules> rules = geometry::los::rulesFor(map.system);
    // A GTS map's board does not reach the scene yet (issue 13, map format): rule it as FF until it does.
    if (!rules || (rules->system() == "gts" && !scene.hexTable())) rules = geometry::los::rulesFor("ff");

    std::uint64_t h = inputHash(data, size);
    auto pick = [&] {
        const auto hex = grid.fromIndex(int(h % std::uint64_t(grid.count())));
        h = h * 6364136223846793005ull + 1442695040888963407ull;
        return hex;
    };
    geometry::los::PlayState state;
    if (h & 1) state.smoke.push_back({pick(), (h & 2) ? 5 : 2});
    const geometry::OffsetCoord viewer = pick();
    for (int i = 0; i < 4; ++i) {
        const geometry::OffsetCoord target = pick();
        const auto ruling = rules->check(scene, viewer, target, state, geometry::los::Detail::Full);
        (void)formats::rulingText(scene, ruling);
        (void)formats::rulingJson(scene, ruling);
    }
    formats::ViewshedView view;
    view.from = viewer;
    view.cells = geometry::los::viewshed(*rules, scene, viewer, state, 1);
    view.blind = geometry::los::blindZone(*rules, scene, viewer, state);
    (void)formats::viewshedText(scene, view);
    (void)formats::viewshedJson(scene, view);
    return 0;
}
