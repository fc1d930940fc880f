#pragma once
// The colours a terrain is drawn in on the map, for a palette (the editor's
// terrain lists): read from the same style the map painter draws with
// (Style::terrain, Style::levelColour, the hexside stroke) and, for a
// system whose boards paint whole hexes their own way, from its board
// painter (BoardPainter::hexSwatch: its tint and motif). No second colour table.

#include "formats/render/style.h"
#include "maps/terrain_catalog.h"

#include <string_view>

namespace crestline::render {

/// What the terrain is drawn as in the palette's tool.
enum class SwatchUse {
    Area,    ///< a drawn area (polygon tool): a level's ground colour, else the terrain's fill and outline
    Line,    ///< a drawn line (polyline tool): the line over its casing; a level terrain: the crest line
    Hex,     ///< a painted hex (paint tool): as drawHexTerrain, or the board painter's whole-hex tint
    Hexside, ///< a hexside feature (hexside tool): as drawHexsides strokes it
};

/// A terrain's colours as drawn. Alpha 0: that part is not drawn.
struct TerrainSwatch {
    Rgba fill{0, 0, 0, 0};   ///< area or hex fill
    Rgba line{0, 0, 0, 0};   ///< the outline of an area, or the line itself
    Rgba casing{0, 0, 0, 0}; ///< a line's casing, drawn under it (roads, streams)
    Rgba mark{0, 0, 0, 0};   ///< a whole-hex system's motif on the tint: CoH trees or a building, a GTS centre dot
    bool hatch = false; ///< the fill is hatched in the line colour (rough, hindrances)
    bool isLine() const { return fill.a == 0; }
};

/// The swatch of terrain `id` of `catalog` on a map of `system` used as `use`
/// (an id the catalog lacks: the style's unknown-terrain look, as on the map).
TerrainSwatch terrainSwatch(std::string_view system, const maps::TerrainCatalog& catalog, std::string_view id, SwatchUse use);

} // namespace crestline::render
