#pragma once
// A game system's terrain chart as data: one entry per terrain with its
// precedence [FF 24.1], LOS role [FF 24.4], cover [24.3] and move costs [24.2].
// Loaded from an XML catalog file (maps/catalogs/*.terrain.xml).

#include "maps/xml_extras.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::maps {

/// Type: green row of the chart (decides a hex's terrain type); Feature: tan
/// row (modifies the type: road, wall, stream); Level: hill or depression
/// level area; Marker: placed during play (Smoke), not drawn on the map.
enum class TerrainKind { Type, Feature, Level, Marker };
/// What a terrain does to LOS: nothing, hinders (with `hindrance`), blocks,
/// or (Road) opens a corridor along its depiction through the hex's other
/// terrain [FF 24.8], or (Pair) blocks only two at a time [GTS 15.4.1 Q&A:
/// orchards] — catalog data, so no code knows terrain ids.
enum class LosRole { Clear, Hindrance, Obstacle, Road, Pair };

/// Move cost per mode as printed: "1", "1/2", "2", "P" (prohibited), "+1" ...
struct MoveCosts {
    std::string leg, track, wheel;
    friend bool operator==(const MoveCosts&, const MoveCosts&) = default;
};

/// One row of the terrain chart.
struct Terrain {
    std::string id;        ///< stable key used by maps, e.g. "rough", "hill-2"
    std::string name;      ///< as printed, e.g. "Rough"
    TerrainKind kind = TerrainKind::Type;
    int precedence = 0;    ///< position on the chart, 1 = top; lower wins [24.1]
    LosRole los = LosRole::Clear;
    int hindrance = 0;     ///< hindrance value when los == Hindrance [23.31]
    std::optional<int> cover;     ///< unset: use the other terrain in the hex (roads)
    MoveCosts move;
    std::optional<int> elevation; ///< for Level terrain: the level (-1..4) [24.5]
    std::optional<bool> coverTerrain; ///< CoH "Cover Terrain" column (Y/N) [CoH 10.0]; unset: the chart has no such column
    std::optional<int> rise;      ///< for a hexside row: the levels it marks between its two hexes (CoH Hills (Steep): 2)
    std::string rule;      ///< rulebook section, e.g. "24.7"
    std::string notes;
    XmlExtras extras;
    int line = 0;          ///< line in the catalog file
    friend bool operator==(const Terrain&, const Terrain&) = default;
};

/// A game system's whole chart.
struct TerrainCatalog {
    std::string system;    ///< e.g. "ff" for Fighting Formations
    std::string name;
    int version = 1;
    std::string defaultType; ///< terrain type of a hex with no other type on it (FF: open ground)
    std::vector<std::string> includes; ///< other catalogs (hrefs, relative to this file) whose terrain comes first
    std::vector<Terrain> terrains;     ///< this file's own entries (after resolving: all entries)
    XmlExtras extras;

    const Terrain* find(std::string_view id) const;
    friend bool operator==(const TerrainCatalog&, const TerrainCatalog&) = default;
};

} // namespace crestline::maps
