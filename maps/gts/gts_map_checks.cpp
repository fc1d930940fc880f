// Grand Tactical Series map checks [GTS 1.2, 15.4, 15.4.2, 15.4.3]. Codes:
//   gts-no-los-meaning  warning  hex terrain, hexside or link whose LOS role is
//                                `hindrance` or `road`: GTS LOS knows clear,
//                                Blocking Terrain and pairs only [15.4, 15.4.1 Q&A];
//                                the board counts it clear
//   gts-marker-kind     warning  a marker that is neither `observation-post`
//                                [15.4.2] nor `strongpoint` [15.4.3]: the board
//                                ignores it
//   gts-two-dots        error    two different dot terrains (catalog kind
//                                `type`) painted on one hex: a GTS hex has one
//                                centre dot [1.2]; which one the hex is would be
//                                a guess. Features (a raised road) over a dot are fine.

#include "maps/gts/gts_map_checks.h"

#include "maps/gts/gts_board_build.h"

#include "geometry/finding_builder.h"

#include <map>

namespace crestline::maps {

namespace {

class GtsMapChecker {
public:
    GtsMapChecker(const Map& map, const TerrainCatalog& catalog, const std::string& file)
        : m_map(map), m_catalog(catalog), m_file(file), m_grid(map.grid)
    {
    }

    Findings run()
    {
        checkHexTerrain();
        for (const HexsideFeature& s : m_map.hexsides) checkRole(s.terrain, s.line, {}, s.hex, "hexside");
        for (const HexLink& l : m_map.links)
            if (!l.hexes.empty()) checkRole(l.terrain, l.line, l.id, l.hexes.front(), "link");
        for (const HexMarker& m : m_map.markers)
            if (m.kind != kObservationPost && m.kind != kStrongpoint)
                report(code::GtsMarkerKind, m.line, {}, m.hex,
                       "marker kind '" + m.kind + "' means nothing to GTS line of sight (observation-post or strongpoint); it is ignored");
        return std::move(m_findings);
    }

private:
    const Map& m_map;
    const TerrainCatalog& m_catalog;
    const std::string& m_file;
    geometry::HexGrid m_grid;
    Findings m_findings;

    void report(FindingCode code, int line, std::string id, geometry::OffsetCoord hex, std::string message)
    {
        const std::string label = m_grid.contains(hex) ? m_grid.label(hex) : std::string();
        m_findings.push_back(makeFinding(code).file(m_file).line(line).feature(std::move(id)).hex(label).message(std::move(message)));
    }

    /// [15.4] GTS LOS has no hindrance and no road corridor.
    void checkRole(const std::string& terrain, int line, std::string id, geometry::OffsetCoord hex, const char* what)
    {
        const Terrain* t = m_catalog.find(terrain);
        if (!t || (t->los != LosRole::Hindrance && t->los != LosRole::Road)) return;
        report(code::GtsNoLosMeaning, line, std::move(id), hex,
               std::string(what) + " terrain '" + terrain + "' has LOS role '" + (t->los == LosRole::Hindrance ? "hindrance" : "road") +
                   "', which GTS line of sight does not know (clear, obstacle or pair); it counts as clear");
    }

    /// [1.2] One dot a hex: the first dot painted on each hex, then any other.
    void checkHexTerrain()
    {
        std::map<geometry::OffsetCoord, const HexTerrain*> dot;
        for (const HexTerrain& ht : m_map.hexTerrain) {
            checkRole(ht.terrain, ht.line, {}, ht.hex, "hex");
            const Terrain* t = m_catalog.find(ht.terrain);
            if (!t || t->kind != TerrainKind::Type) continue;
            const auto [it, fresh] = dot.emplace(ht.hex, &ht);
            if (!fresh && it->second->terrain != ht.terrain)
                report(code::GtsTwoDots, ht.line, {}, ht.hex,
                       "hex holds two dot terrains, '" + it->second->terrain + "' (line " + std::to_string(it->second->line) + ") and '" +
                           ht.terrain + "'; a GTS hex has one centre dot");
        }
    }
};

} // namespace

Findings checkGtsMap(const Map& map, const TerrainCatalog& catalog, const std::string& file)
{
    return GtsMapChecker(map, catalog, file).run();
}

} // namespace crestline::maps
