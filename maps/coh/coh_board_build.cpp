#include "maps/coh/coh_board_build.h"

#include <algorithm>

namespace crestline::maps {

using geometry::los::CohBoard;

namespace {

/// One hex as the board will hold it: its deciding type row and its level.
struct CohHex {
    const Terrain* terrain = nullptr;
    int level = 0;
};

std::vector<CohHex> gatherHexes(const MapAnalysis& analysis)
{
    const geometry::HexGrid& grid = analysis.grid();
    std::vector<CohHex> hexes(std::size_t(std::max(0, grid.count())));
    for (const HexTerrain& ht : analysis.map().hexTerrain) {
        if (!grid.contains(ht.hex)) continue;
        CohHex& h = hexes[std::size_t(grid.index(ht.hex))];
        // [chart: Hills] a hex's level; a level the board cannot hold is left to coh-level-range.
        if (ht.level && *ht.level >= 0 && *ht.level <= CohBoard::kMaxLevel) h.level = std::max(h.level, *ht.level);
        const Terrain* t = analysis.catalog().find(ht.terrain);
        if (t && t->kind == TerrainKind::Type && (!h.terrain || t->precedence < h.terrain->precedence)) h.terrain = t;
    }
    return hexes;
}

} // namespace

bool usesCohBoard(const Map& map) { return map.system == "coh"; }

bool isCohWall(const Terrain& t) { return t.kind == TerrainKind::Feature && t.coverTerrain == true && !t.rise; }

bool isCohSteep(const Terrain& t) { return t.kind == TerrainKind::Feature && t.rise == 2; }

std::shared_ptr<const CohBoard> buildCohBoard(const MapAnalysis& analysis)
{
    const geometry::HexGrid& grid = analysis.grid();
    const TerrainCatalog& catalog = analysis.catalog();
    auto board = std::make_shared<CohBoard>(grid);
    const Terrain* fallback = catalog.defaultType.empty() ? nullptr : catalog.find(catalog.defaultType);
    const std::vector<CohHex> hexes = gatherHexes(analysis);
    for (int i = 0; i < grid.count(); ++i) {
        const CohHex& h = hexes[std::size_t(i)];
        const Terrain* t = h.terrain ? h.terrain : fallback;
        if (!t && h.level == 0) continue; // open ground at level 0, as the board starts
        // Chart columns "Blocks LOS?" and "Cover Terrain" [10.0].
        const bool blocks = t && t->los == LosRole::Obstacle;
        const bool cover = t && t->coverTerrain == true;
        board->setHex(grid.fromIndex(i), t ? std::string_view(t->id) : std::string_view("open"), h.level, blocks, cover);
    }
    for (const HexsideFeature& hs : analysis.map().hexsides) {
        const Terrain* t = catalog.find(hs.terrain);
        const geometry::OffsetCoord across = grid.neighbour(hs.hex, hs.side);
        if (!t || !isCohWall(*t) || !grid.contains(hs.hex) || !grid.contains(across)) continue;
        board->setWall(hs.hex, across, t->id); // [5.0.2]
    }
    return board;
}

} // namespace crestline::maps
