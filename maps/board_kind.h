#pragma once
// What a rule system brings to the map layer: its board kind
// (docs/rule-systems.md, "The interfaces, layer by layer"). A hex map names
// its system (`system=` on the map element); the map layer asks the kind of
// that system, never the id, whether hexes state their own level, which
// whole-hex table its rules read from the scene and which checks it adds.
// board_kind.cpp is the one place that lists the built-in kinds; a test or
// an embedding program adds its own with registerBoardKind.

#include "geometry/finding.h"
#include "geometry/los/scene.h"
#include "maps/map.h"
#include "maps/terrain_catalog.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::maps {

class MapAnalysis;

struct BoardKind {
    /// The rule system id (geometry::los::ruleSystems()); its string is not copied.
    std::string_view system;
    /// The highest level a hex may state on its <terrain level=...> (levels
    /// 0 to this); nullopt: this kind reads no stated levels, and a stated
    /// one is the level-unused warning.
    std::optional<int> statedLevelMax;
    /// The whole-hex table its rules read from the scene; null for a system
    /// that reads artwork only.
    std::shared_ptr<const geometry::los::HexTable> (*hexTable)(const MapAnalysis& analysis) = nullptr;
    /// Its own checks, run after the ones every map gets; null for none.
    Findings (*check)(const Map& map, const TerrainCatalog& catalog, const std::string& file) = nullptr;
    /// The marker kinds printed in hexes that its rules read (<marker kind=...>),
    /// in the order an editor offers them; empty: none.
    std::vector<std::string_view> printedMarkers = {};
    /// Whether its maps hold links hex to hex through hexsides (roads,
    /// railroads, trails: <links>) and entry hexes with Division symbols (<entries>).
    bool links = false;
    bool entryHexes = false;
};

/// The kind of a system's hex maps; nullptr for a system with none (its
/// maps get the generic checks and no hex table).
const BoardKind* boardKindFor(std::string_view system);

/// Every kind known: the built-in ones, then any registered since.
const std::vector<BoardKind>& boardKinds();

/// The systems whose kind states levels per
/// hex, by name and id, joined with "," and "and"; "no" if none.
std::string statedLevelSystemsText();

/// The highest level a hex of this map's system may state; nullopt if its
/// kind states none.
std::optional<int> statedLevelMax(std::string_view system);

/// Adds a kind; refused (false) for an empty id or one already known. Call
/// it before any map is read, from one thread: the registry is not locked.
bool registerBoardKind(const BoardKind& kind);

} // namespace crestline::maps
