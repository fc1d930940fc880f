#include "maps/gts/gts_board_build.h"

namespace crestline::maps {

using geometry::los::GtsBoard;
using geometry::los::GtsLos;

namespace {

/// [15.4.1] The catalog's LOS role as a GTS chart entry.
GtsLos gtsLos(const Terrain& t)
{
    if (t.los == LosRole::Obstacle) return GtsLos::Blocks;
    if (t.los == LosRole::Pair) return GtsLos::Pair;
    return GtsLos::Clear;
}

/// Stronger entries win in a hex: blocks over pair over clear [15.4.1 Q&A].
int strength(GtsLos los) { return los == GtsLos::Blocks ? 2 : los == GtsLos::Pair ? 1 : 0; }

void paintHexes(const MapAnalysis& analysis, GtsBoard& board)
{
    const geometry::HexGrid& grid = analysis.grid();
    const TerrainCatalog& catalog = analysis.catalog();
    std::vector<const Terrain*> decider(std::size_t(std::max(0, grid.count())), nullptr);
    for (const HexTerrain& ht : analysis.map().hexTerrain) {
        const Terrain* t = catalog.find(ht.terrain);
        if (!t || !grid.contains(ht.hex)) continue;
        const Terrain*& d = decider[std::size_t(grid.index(ht.hex))];
        if (!d || strength(gtsLos(*t)) > strength(gtsLos(*d))) d = t;
    }
    // [15.4.1 Q&A] A raised road (any link whose row blocks) makes each hex it
    // runs through a blocking hex, once, over whatever else is there; a road,
    // railroad or trail on the level changes nothing.
    for (const HexLink& link : analysis.map().links) {
        const Terrain* t = catalog.find(link.terrain);
        if (!t || gtsLos(*t) != GtsLos::Blocks) continue;
        for (const geometry::OffsetCoord& h : link.hexes) {
            if (!grid.contains(h)) continue;
            const Terrain*& d = decider[std::size_t(grid.index(h))];
            if (!d || gtsLos(*d) != GtsLos::Blocks) d = t;
        }
    }
    const Terrain* fallback = catalog.defaultType.empty() ? nullptr : catalog.find(catalog.defaultType);
    for (int i = 0; i < grid.count(); ++i) {
        const Terrain* t = decider[std::size_t(i)] ? decider[std::size_t(i)] : fallback;
        if (t) board.setTerrain(grid.fromIndex(i), t->id, gtsLos(*t));
    }
}

void paintHexsides(const MapAnalysis& analysis, GtsBoard& board)
{
    const geometry::HexGrid& grid = analysis.grid();
    for (const HexsideFeature& hs : analysis.map().hexsides) {
        const Terrain* t = analysis.catalog().find(hs.terrain);
        const geometry::OffsetCoord across = grid.neighbour(hs.hex, hs.side);
        // Off-map hexsides hold no features (gts-los.md, map edge DECISION).
        if (!t || !grid.contains(hs.hex) || !grid.contains(across)) continue;
        const bool blocks = gtsLos(*t) == GtsLos::Blocks;
        if (board.hexsideBlocks(hs.hex, across) && !blocks) continue; // a blocking feature there already decides
        board.setHexside(hs.hex, across, t->id, blocks);
    }
}

} // namespace

bool usesGtsBoard(const Map& map) { return map.system == "gts"; }

std::shared_ptr<const GtsBoard> buildGtsBoard(const MapAnalysis& analysis)
{
    auto board = std::make_shared<GtsBoard>(analysis.grid());
    paintHexes(analysis, *board);
    paintHexsides(analysis, *board);
    for (const HexMarker& m : analysis.map().markers) {
        if (!analysis.grid().contains(m.hex)) continue;
        if (m.kind == kObservationPost) board->setObservationPost(m.hex); // [15.4.2]
        else if (m.kind == kStrongpoint) board->setStrongpoint(m.hex);     // [15.4.3]
    }
    return board;
}

} // namespace crestline::maps
