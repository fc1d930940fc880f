#pragma once
// Map jobs: a map's statistics (what `crestline info` and the editor's map
// properties show) and one hex described (what `crestline hex` and the
// editor's hex tooltip show). Both describe a map with error findings too
// (that is how the errors get found); the findings come with the result.

#include "editor/jobs/job_report.h"
#include "editor/jobs/map_document.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace crestline::jobs {

/// A hex named with its owner (an observation post, a strongpoint) [GTS 15.4.2, 15.4.3].
struct OwnedHex {
    std::string hex;   ///< label
    std::string owner; ///< side; empty when either side may use it
};
/// A reinforcement entry hex with its Division symbols [GTS 8.0].
struct EntrySummary {
    std::string hex;                    ///< label
    std::vector<std::string> divisions; ///< symbols as printed
    std::string side;                   ///< empty when not given
};
/// Links of one terrain: how many, and how many distinct hexes they run through.
struct LinkCount {
    int links = 0, hexes = 0;
};

/// What a map holds, counted.
struct MapStatistics {
    std::string name, id, system, catalogName;
    std::string grid;        ///< "flat-top, odd parity, 20 x 15 = 300 hexes"
    std::string labels;      ///< "letter-number (letter = column), A1 .. T15"; empty for an empty grid
    double metresPerHex = 0; ///< 0 when unknown
    double northBearing = 0; ///< degrees from up
    int areas = 0, lines = 0;
    std::map<std::string, int> featuresByTerrain;
    int paintedHexes = 0, hexsides = 0, markers = 0;
    std::map<int, int> hexesByLevel;
    std::map<std::string, int> hexesByTerrainType;
    int crestHexes = 0;
    int centreOnCrestHexes = 0; ///< hexes whose centre dot lies on a deciding crest line (centre-on-crest warnings)
    /// The system's rulings read levels (its ruling printer says): else the
    /// map is printed by its hex records, not its levels and crest lines.
    bool levels = true;
    // Whole-hex maps: what their rules read instead of levels and crest lines.
    std::map<std::string, int> hexsidesByTerrain;
    std::map<std::string, LinkCount> linksByTerrain;
    std::vector<EntrySummary> entries;             ///< in map order
    std::vector<OwnedHex> observationPosts, strongpoints; ///< in map order
};
/// Statistics, when the map could be read; findings are the loader's and the analysis's.
struct InfoResult : JobReport {
    std::optional<MapStatistics> statistics;
};
InfoResult mapInfo(const MapDocument& doc);

/// A feature as seen from one hex.
struct FeatureInHex {
    std::string id, terrain;
    int level = 0; ///< the level it stands on
};
/// Terrain on one side of a hex, wherever the map stores it.
struct HexsideInHex {
    std::string side;     ///< this hex's side name (N, SE, ...)
    std::string terrain;
    std::string storedOn; ///< "B1 S" when the map stores it on the neighbour's side; empty when on this hex
};
/// One hex: position, level, terrain type, features, hexsides and markers.
struct HexDescription {
    std::string label;
    int column = 0, row = 0;   ///< as numbered on the map (first column/row applied)
    std::int64_t centreU = 0, centreV = 0; ///< lattice frame
    int level = 0;
    bool crest = false;        ///< [24.511]
    std::vector<std::string> crestLinesThroughCentre; ///< level-area ids: the centre dot is on their crest line [24.5]
    std::string terrainType, terrainName;
    std::vector<FeatureInHex> overlapping, touchingOnly;
    std::vector<HexsideInHex> hexsides; ///< all six sides, in side order (sideName 0..5)
    std::vector<std::pair<std::string, std::string>> markers;  ///< kind, owner (may be empty)
};
/// The hex, when the map could be read and the label names a hex.
struct HexResult : JobReport {
    std::optional<HexDescription> hex;
};
HexResult describeHex(const MapDocument& doc, const std::string& label);

} // namespace crestline::jobs
