// Conflict of Heroes map checks (chart: Hills, Hills (Steep), Walls;
// coh-los.md, "What the map and scenario files must hold"). Codes:
//   coh-level-range     error    a hex's level outside 0..2 (chart: L1, L2);
//                                the board leaves the hex at 0
//   coh-steep-disagrees error    a hexside drawn with a steep row (rise 2)
//                                whose two hexes are not exactly that many
//                                levels apart (chart: "risers two levels
//                                between two hexes")
//   coh-steep-undrawn   warning  two adjacent hexes two levels apart whose
//                                side is not drawn steep: LOS does not care
//                                (steep is derived, coh-los.md), but vehicles
//                                may not cross it (chart: NA), so the
//                                artwork should show it
//   coh-no-los-meaning  warning  a feature or marker row painted on a hex
//                                (the board reads only type rows: hills are
//                                the level attribute, roads are links,
//                                fortifications are scenario markers); a
//                                hexside whose row is neither the wall nor
//                                steep; a type row the board cannot read
//                                (no cover-terrain, or an LOS role other
//                                than clear or obstacle)
//   level-unused        warning  a <terrain level> on a map that is not coh

#include "maps/coh/coh_map_checks.h"

#include "geometry/finding_builder.h"
#include "maps/coh/coh_board_build.h"

#include <cstdlib>
#include <map>
#include <set>

namespace crestline::maps {

namespace {

constexpr int kMaxLevel = 2; // chart: Hills, L1 and L2 (CohBoard::kMaxLevel)

class CohMapChecker {
public:
    CohMapChecker(const Map& map, const TerrainCatalog& catalog, const std::string& file)
        : m_map(map), m_catalog(catalog), m_file(file), m_grid(map.grid)
    {
    }

    Findings run()
    {
        checkHexes();
        checkHexsides();
        return std::move(m_findings);
    }

private:
    const Map& m_map;
    const TerrainCatalog& m_catalog;
    const std::string& m_file;
    geometry::HexGrid m_grid;
    std::map<geometry::OffsetCoord, int> m_level; ///< on-map hexes with a level in range, highest stated
    Findings m_findings;

    void report(FindingCode code, int line, geometry::OffsetCoord hex, std::string message)
    {
        const std::string label = m_grid.contains(hex) ? m_grid.label(hex) : std::string();
        m_findings.push_back(makeFinding(code).file(m_file).line(line).hex(label).message(std::move(message)));
    }

    int level(geometry::OffsetCoord h) const
    {
        const auto it = m_level.find(h);
        return it == m_level.end() ? 0 : it->second;
    }

    void checkHexes()
    {
        for (const HexTerrain& ht : m_map.hexTerrain) {
            if (ht.level && (*ht.level < 0 || *ht.level > kMaxLevel))
                report(code::CohLevelRange, ht.line, ht.hex,
                       "level " + std::to_string(*ht.level) + " is outside 0..2 (Conflict of Heroes hills are L1 and L2); LOS reads the hex at level 0");
            else if (ht.level && m_grid.contains(ht.hex))
                m_level[ht.hex] = std::max(level(ht.hex), *ht.level);
            const Terrain* t = m_catalog.find(ht.terrain);
            if (!t) continue;
            if (t->kind != TerrainKind::Type)
                report(code::CohNoLosMeaning, ht.line, ht.hex,
                       "terrain '" + ht.terrain + "' is not a hex terrain row (kind type); the LOS board ignores it" +
                           " (a hill is the level attribute, a road a link, a fortification a scenario marker)");
            else if (!t->coverTerrain || (t->los != LosRole::Clear && t->los != LosRole::Obstacle))
                report(code::CohNoLosMeaning, ht.line, ht.hex,
                       "terrain '" + ht.terrain + "' has no Conflict of Heroes chart entry the LOS board can read" +
                           " (it needs cover-terrain and los clear or obstacle)");
        }
    }

    void checkHexsides()
    {
        std::set<std::pair<geometry::OffsetCoord, geometry::OffsetCoord>> steepDrawn;
        for (const HexsideFeature& hs : m_map.hexsides) {
            const Terrain* t = m_catalog.find(hs.terrain);
            const geometry::OffsetCoord across = m_grid.neighbour(hs.hex, hs.side);
            if (!t || !m_grid.contains(hs.hex) || !m_grid.contains(across)) continue;
            const std::string side = m_grid.label(hs.hex) + "|" + m_grid.label(across);
            if (t->kind == TerrainKind::Feature && t->rise) {
                steepDrawn.insert(std::minmax(hs.hex, across));
                const int apart = std::abs(level(hs.hex) - level(across));
                if (apart != *t->rise)
                    report(code::CohSteepDisagrees, hs.line, hs.hex,
                           "hexside " + side + " is drawn '" + hs.terrain + "' (" + std::to_string(*t->rise) + " levels) but its hexes are at levels " +
                               std::to_string(level(hs.hex)) + " and " + std::to_string(level(across)));
            } else if (!isCohWall(*t)) {
                report(code::CohNoLosMeaning, hs.line, hs.hex,
                       "hexside " + side + " holds '" + hs.terrain + "', which is neither the wall (a cover-terrain feature) nor steep (rise 2); the LOS board ignores it");
            }
        }
        // Every pair two levels apart (each pair once: from the higher hex).
        for (const auto& [h, lv] : m_level) {
            if (lv != kMaxLevel) continue;
            for (int k = 0; k < 6; ++k) {
                const geometry::OffsetCoord n = m_grid.neighbour(h, k);
                if (!m_grid.contains(n) || level(n) != 0 || steepDrawn.count(std::minmax(h, n))) continue;
                report(code::CohSteepUndrawn, 0, h,
                       "hexes " + m_grid.label(h) + " (level 2) and " + m_grid.label(n) +
                           " (level 0) are two levels apart, but their hexside is not drawn steep; vehicles may not cross it");
            }
        }
    }
};

} // namespace

Findings checkCohMap(const Map& map, const TerrainCatalog& catalog, const std::string& file)
{
    return CohMapChecker(map, catalog, file).run();
}

} // namespace crestline::maps
