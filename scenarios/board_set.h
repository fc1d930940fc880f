#pragma once
// The maps a scenario is played on, as loaded by the caller, and everything
// that turns the scenario's written hexes into real ones: hex names
// ("ridge-farm:J8"), map edges, and setup-area expressions resolved to sorted
// hex sets.

#include "geometry/finding_codes.h"
#include "geometry/hex_grid.h"
#include "maps/map.h"
#include "maps/map_analysis.h"
#include "maps/terrain_catalog.h"
#include "scenarios/scenario.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::scenarios {

/// A map of the scenario as loaded by the caller. Non-owning: the map and its
/// catalog must outlive the BoardSet. `map` is null when the file could not be loaded.
struct Board {
    std::string id;
    const maps::Map* map = nullptr;
    const maps::TerrainCatalog* catalog = nullptr;
};

/// A hex on one of the scenario's maps: index into BoardSet::boards() and offset coordinate.
struct PlacedHex {
    int board = 0;
    geometry::OffsetCoord hex;
    friend bool operator==(const PlacedHex&, const PlacedHex&) = default;
    friend auto operator<=>(const PlacedHex&, const PlacedHex&) = default;
};

/// A sorted set of hexes without duplicates (by board, then column, then row).
using HexSet = std::vector<PlacedHex>;

/// Why a written hex or map reference did not resolve.
enum class HexProblem { None, UnknownMap, AmbiguousMap, MapNotLoaded, BadLabel, OffMap };

/// The finding code every scenario check reports for a hex that did not
/// resolve (unknown-map, ambiguous-hex, bad-hex, and `offMapCode` for a hex
/// off its map); nullopt when there is no problem or the map's loader has
/// already said why (map not loaded).
std::optional<FindingCode> findingCodeFor(HexProblem p, FindingCode offMapCode = code::HexOffMap);

/// A hex name resolved, or the reason it was not.
struct ResolvedHex {
    std::optional<PlacedHex> hex;
    HexProblem problem = HexProblem::None;
    std::string message;
};

/// A problem met while resolving a setup area, with the source line of the node.
struct AreaIssue {
    HexProblem problem = HexProblem::None;
    int line = 0;
    std::string message;
};

/// A resolved setup area: its hexes and any references that did not resolve.
struct ResolvedArea {
    HexSet hexes;
    std::vector<AreaIssue> issues;
};

/// The scenario's maps, in the scenario's order. Builds MapAnalysis lazily
/// (for "hexes containing terrain"); move-only.
class BoardSet {
public:
    BoardSet() = default;
    explicit BoardSet(std::vector<Board> boards);
    BoardSet(BoardSet&&) noexcept;
    BoardSet& operator=(BoardSet&&) noexcept;
    ~BoardSet();

    const std::vector<Board>& boards() const { return m_boards; }
    bool loaded(int board) const { return m_boards[std::size_t(board)].map != nullptr; }
    const geometry::HexGrid& grid(int board) const { return m_grids[std::size_t(board)]; }
    /// Index of a map id, -1 if none.
    int indexOf(std::string_view id) const;

    /// A map attribute: "" means the only map; an id must name a scenario map.
    ResolvedHex resolveMap(std::string_view id) const;
    /// A written hex: the qualifier (or the only map) and its label.
    ResolvedHex resolve(const HexName& name) const;
    /// "ridge-farm:J8": always qualified by the map id.
    std::string label(PlacedHex h) const;
    /// Labels of a set, in set order.
    std::vector<std::string> labels(const HexSet& hexes) const;

    /// Hexes along an edge of a map in its own frame (north: first row, ...).
    HexSet edgeHexes(int board, MapEdge edge) const;
    bool onEdge(PlacedHex h, MapEdge edge) const;
    /// Number of hexes along an edge (columns for north/south, rows for east/west).
    int edgeLength(int board, MapEdge edge) const;

    /// Derived facts of a loaded map (built on first use).
    const maps::MapAnalysis& analysis(int board) const;
    /// Whether a hex contains terrain `terrain`: a feature overlapping it or whole-hex terrain.
    bool containsTerrain(PlacedHex h, std::string_view terrain) const;

    /// Resolve a setup area to its hexes.
    ResolvedArea resolveArea(const SetupArea& area) const;
    /// Resolve one expression node.
    ResolvedArea resolveExpr(const AreaExpr& expr) const;

private:
    std::vector<Board> m_boards;
    std::vector<geometry::HexGrid> m_grids;
    mutable std::vector<std::unique_ptr<maps::MapAnalysis>> m_analyses;

    std::vector<int> boardsFor(const AreaExpr& expr, std::vector<AreaIssue>& issues) const;
    std::optional<int> rowIndex(int board, const std::string& label) const;
    std::optional<int> columnIndex(int board, const std::string& label) const;
};

/// Sort and remove duplicates.
void normalise(HexSet& hexes);
HexSet unite(const HexSet& a, const HexSet& b);
HexSet intersect(const HexSet& a, const HexSet& b);
HexSet subtract(const HexSet& a, const HexSet& b);
bool containsHex(const HexSet& set, PlacedHex h);

} // namespace crestline::scenarios
