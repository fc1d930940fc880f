#pragma once
// Tiled hexagonal maps (TMX): a crestline hex map written for the Tiled map
// editor and read back, exactly. docs/tiled.md has the mapping, the scale and
// the properties; the facts about TMX come from Tiled's documentation and
// its hexagonal renderer (staggered columns or rows, tile sizes, map size).
//
// Pixel frame: pixel = (scaleU * u + tileWidth / 2, scaleV * v + tileHeight / 2)
// for lattice point (u, v) (geometry/hex_grid.h). Flat-top grids are staggered
// on x with tilewidth = 4 scaleU, hexsidelength = 2 scaleU, tileheight =
// 2 scaleV; pointy-top grids on y with tilewidth = 2 scaleU, tileheight =
// 4 scaleV, hexsidelength = 2 scaleV. Then Tiled's hex centres are ours.

#include "formats/map/map_format.h"
#include "maps/map.h"
#include "maps/terrain_catalog.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace crestline::formats::tiled {

/// The TMX layout crestline writes (the "crestline-tiled" map property).
inline constexpr int kTiledLayoutVersion = 1;

/// Pixels per lattice unit and the Tiled tile sizes they give.
struct TiledScale {
    int scaleU = 15, scaleV = 26; ///< flat-top; pointy-top: 26, 15
    int tileWidth = 60, tileHeight = 52, hexSideLength = 30;
};
/// The scale crestline writes for a grid of this orientation (scaleV/scaleU
/// = 26/15 close to sqrt(3) for flat-top; the reverse for pointy-top).
TiledScale defaultScale(geometry::HexOrientation orientation);
/// The pixel size Tiled gives a map of this grid (its hexagonal renderer's
/// map bounding rectangle), for checks.
std::pair<int, int> tiledMapPixelSize(const geometry::GridSpec& grid, const TiledScale& scale);

/// One tile of the generated terrain tileset: a terrain id and optional level.
struct TiledTile {
    std::string terrain;
    std::optional<int> level;
    friend bool operator==(const TiledTile&, const TiledTile&) = default;
};
/// The tiles of a map's tileset: every Type terrain of the catalog, in
/// catalog order, then every other terrain or (terrain, level) the map's hexes use.
std::vector<TiledTile> tilesFor(const maps::Map& map, const maps::TerrainCatalog& catalog);

/// What the writer needs besides the map.
struct TmxOptions {
    std::string tilesetImage;      ///< the tileset PNG, relative to the TMX (one row of tiles)
    std::string catalogHref;       ///< the catalog as the TMX should name it (relative to the TMX)
    std::vector<TiledTile> tiles;  ///< tilesFor(map, catalog)
};
/// The TMX text, or error findings (nothing to write) when the map holds
/// what TMX cannot carry (kept XML extensions).
struct TmxText {
    std::string text;
    Findings findings;
};
TmxText writeTmxText(const maps::Map& map, const TmxOptions& options);
/// The same map in Tiled's JSON map format (TMJ), from writeTmxText's text.
std::string tmjFromTmx(const std::string& tmx);

/// What an import left out (each part also a tiled-not-mapped warning).
struct TmxLeftOut {
    int objects = 0, objectsLeftOut = 0; ///< <object>s in object layers; those not mapped (their layer's included)
    int cells = 0, cellsLeftOut = 0;     ///< non-empty tile layer cells; those whose tile has no terrain
    int layersLeftOut = 0;               ///< object layers of other names, image layers
    int propertiesLeftOut = 0;           ///< custom properties crestline does not read (on kept objects and the map)
    bool any() const { return objectsLeftOut || cellsLeftOut || layersLeftOut || propertiesLeftOut; }
};

/// Read a TMX file (a Tiled hexagonal map) as a crestline map. External
/// tilesets (.tsx) are read relative to the file. Fatal findings (not XML,
/// not a hexagonal map, bad tile sizes, broken layer data, a missing
/// tileset): no map. Error findings: damaged parts (bad points, a hex label
/// off the grid, a tile of no tileset, ...): the map is returned but must
/// not be written. Warnings (tiled-not-mapped): well-formed parts a crestline
/// map has no place for, left out of the map, counted in `leftOut` if given;
/// the map holds everything else. The catalog href is as the TMX names it
/// (relative to the TMX).
ReadResult<maps::Map> readTmxFile(const std::filesystem::path& file, TmxLeftOut* leftOut = nullptr);
/// readTmxFile on text; external tilesets are looked up in `folder`.
ReadResult<maps::Map> readTmxText(std::string_view text, const std::string& fileName, const std::filesystem::path& folder, TmxLeftOut* leftOut = nullptr);

} // namespace crestline::formats::tiled
