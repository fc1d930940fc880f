#pragma once
// Facts derived from a map's artwork: the ground level of any point and of
// each hex [FF 24.5], each hex's terrain type by chart precedence [24.1],
// crest hexes [24.511], which features overlap or touch each hex, and the
// level each feature stands on. Also the geometry checks of a map.

#include "geometry/finding.h"
#include "geometry/hex_grid.h"
#include "maps/area_hexes.h"
#include "maps/map.h"
#include "maps/map_delta.h"
#include "maps/terrain_catalog.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace crestline::maps {

/// What the map shows in one hex.
struct HexFacts {
    int level = 0;                  ///< ground level at the centre dot [24.5]
    std::string terrainType;        ///< winning terrain type id [24.1]
    bool crest = false;             ///< the closed hex region meets more than one level [24.511] (deriveCrest)
    std::vector<int> overlapping;   ///< features overlapping the hex (area > 0, or a line entering it)
    std::vector<int> touching;      ///< features whose closed artwork meets the closed hex
    /// Level areas whose crest line runs exactly through the centre dot where
    /// that decides the level: the centre takes the higher side [24.5], and
    /// the analysis warns (centre-on-crest). Empty for almost every hex.
    std::vector<int> crestLinesThroughCentre;
};

/// The most hexes the analysis places features in, counted by bounding
/// boxes clipped to the grid, summed over features (a line: over its
/// segments). A real board is far below it (Ridge Farm: about 1,500; a
/// 100 x 100 map with fifty board-wide hills: 500,000); above it a few
/// hundred KB of overlapping board-sized areas would keep `info` and `los`
/// busy for minutes. Above it the analysis reports `map-too-complex` and
/// places no feature in hexes.
inline constexpr std::int64_t kMaxFeatureHexLoad = 2'000'000;

/// The sum kMaxFeatureHexLoad bounds, for `map` on `grid` (0 for a grid
/// outside the limits). Cheap: boxes only, stops counting past the limit.
std::int64_t featureHexLoad(const Map& map, const geometry::HexGrid& grid);

/// Lattice bounding box of a feature's outer ring or path (empty artwork:
/// the default box): what a MapDelta region names for a changed feature.
geometry::Box featureBox(const Feature& f);

/// Derived facts for a map and its catalog. Holds references: the map and the
/// catalog must outlive it.
class MapAnalysis {
public:
    MapAnalysis(const Map& map, const TerrainCatalog& catalog);

    const Map& map() const { return m_map; }
    const TerrainCatalog& catalog() const { return m_catalog; }
    const geometry::HexGrid& grid() const { return m_grid; }
    const HexFacts& hex(geometry::OffsetCoord h) const { return m_hexes[std::size_t(m_grid.index(h))]; }

    /// Ground level of a point [24.5]: the highest hill level area whose closed
    /// region holds it, else the depression level if strictly inside one, else 0.
    /// A point on a crest line therefore takes the higher level.
    int groundLevel(geometry::Point p) const;
    /// Level a feature stands on: its explicit level, else the lowest ground level under its vertices.
    int featureLevel(int featureIndex) const { return m_featureLevels[std::size_t(featureIndex)]; }
    /// The catalog entry of a feature (nullptr if unknown terrain).
    const Terrain* terrainOf(int featureIndex) const { return m_featureTerrain[std::size_t(featureIndex)]; }
    /// Indices of level-area features (hills and depressions).
    const std::vector<int>& levelAreas() const { return m_levelAreas; }
    /// Elevation of a level-area feature.
    int elevationOf(int featureIndex) const;

    /// Findings met while deriving: a grid outside the limits (grid-out-of-limits,
    /// and then no hexes), features too many for the analysis (map-too-complex,
    /// and then every hex plain level 0 ground), a feature standing across a crest line
    /// (level-ambiguous), a hex centre on a crest line (centre-on-crest).
    /// Findings are in a fixed order, the same after update() as for a fresh
    /// analysis: grid problems, map-too-complex, then level-ambiguous by
    /// feature index, then centre-on-crest by hex index.
    const Findings& findings() const { return m_findings; }

    /// Bring the facts up to date after the map (already changed) changed as
    /// `delta` says (map_analysis_update.cpp): feature data is derived again
    /// for features whose box meets a region, hex facts (the crest flag
    /// included) for the hexes near a region; everything else is renumbered
    /// through featureRemap. The result equals a fresh MapAnalysis of the
    /// map. A delta that does not fit (a remap of the wrong size),
    /// `everything`, a changed grid or a map too complex before or after
    /// derives everything again.
    void update(const MapDelta& delta);
    /// What the last update() derived again (for tests and benchmarks).
    struct UpdateCounts {
        bool rebuilt = false; ///< everything was derived again
        int features = 0;     ///< features whose terrain and level were derived again
        int hexes = 0;        ///< hexes whose facts were derived again
    };
    const UpdateCounts& lastUpdate() const { return m_lastUpdate; }

    /// The on-map hexes near `box` (hexRange without its off-map ring).
    static HexRange onMapRange(const geometry::HexGrid& grid, const geometry::Box& box);

private:
    const Map& m_map;
    const TerrainCatalog& m_catalog;
    geometry::HexGrid m_grid;
    std::vector<HexFacts> m_hexes;
    std::vector<const Terrain*> m_featureTerrain;
    std::vector<int> m_featureLevels;
    std::vector<int> m_levelAreas;
    std::vector<geometry::Box> m_levelAreaBoxes; ///< parallel to m_levelAreas
    /// Per hex: level-area features whose boundary meets the closed hex, and
    /// whether it enters the open hex (for crest hexes [24.511]).
    std::vector<std::vector<std::pair<int, bool>>> m_levelBoundaries;
    std::vector<geometry::Box> m_featureBoxes; ///< featureBox of each feature
    bool m_tooComplex = false;
    Findings m_findings;       ///< the parts below, in order
    Findings m_limitFindings;  ///< grid-out-of-limits, map-too-complex
    std::vector<std::pair<int, Finding>> m_ambiguous;     ///< level-ambiguous by feature index
    std::vector<std::pair<int, Finding>> m_centreOnCrest; ///< centre-on-crest by hex index
    UpdateCounts m_lastUpdate;

    /// The level of a point both ways a crest line through it could be read.
    struct LevelReading {
        int closed = 0;         ///< groundLevel: hills closed, depressions open (the higher side)
        int open = 0;           ///< hills open, depressions closed (the lower side)
        std::vector<int> lines; ///< level areas on whose boundary it lies, between the two levels
    };
    /// The reading at p; without `withOpen` the open reading of hills is not
    /// worked out (`open` may then be too low: only `closed` is asked for).
    LevelReading readLevel(geometry::Point p, bool withOpen = true) const;
    void rebuild();
    void collectLevelAreas();
    void collectFindings();
    void deriveFeatureLevel(int feature);
    /// Place a feature in the on-map hexes of `within` it touches; with
    /// `placed` (per hex, the last feature placed), a hex already holding it is skipped.
    void indexFeature(int feature, const HexRange& within, std::vector<int>* placed);
    void indexLine(int feature, const HexRange& within, std::vector<int>* placed);
    /// What <hexes> states about one hex: its best painted type [24.1] and,
    /// on a map whose board kind states levels per hex, its level (the
    /// highest stated within the kind's range; maps/board_kind.h).
    struct PaintedHex {
        const Terrain* type = nullptr;
        std::optional<int> level;
    };
    void deriveHex(geometry::OffsetCoord h, const PaintedHex& painted);
    /// [24.511] the crest flag of a hex whose level and level boundaries are known.
    void deriveCrest(geometry::OffsetCoord h);
    /// No crest line enters the open hex: some point of its boundary on a crest line is not at `level`.
    bool touchedLevelDiffers(geometry::OffsetCoord h, int level) const;
    /// The level areas holding the whole closed hex decide the level of every point of it.
    bool levelSettled(geometry::OffsetCoord h) const;
    /// update(): apply an old -> new index map to every hex's lists.
    void renumberHexes(const std::vector<int>& remap, bool sortAfter);
    /// update(): derive every fact of the hexes in `ranges` again.
    void deriveHexesAgain(const std::vector<HexRange>& ranges);
    void reportCentreOnCrest(geometry::OffsetCoord h, const LevelReading& r);
    /// Hex terrain painted on the hexes marked in `only` (all hexes if empty), best by precedence.
    std::vector<PaintedHex> paintedTerrain(const std::vector<char>& only) const;

};

/// level-unused: each <terrain> with a level on a map whose board kind
/// states no levels per hex (maps/board_kind.h). Part of checkMap.
Findings checkUnusedLevels(const Map& map, const std::string& file);

/// Geometry and reference checks of a map (codes in docs/map-format.md):
/// unknown-terrain, duplicate-id, too-few-vertices, repeated-vertex,
/// self-intersecting-polygon, zero-area-polygon, hole-outside-polygon,
/// holes-overlap, feature-off-map, feature-partly-off-map, wrong-shape, hex-off-map.
Findings checkMap(const Map& map, const TerrainCatalog& catalog, const std::string& file);

} // namespace crestline::maps
