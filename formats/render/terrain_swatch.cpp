#include "formats/render/terrain_swatch.h"

#include "formats/render/board_painter.h"

namespace crestline::render {

TerrainSwatch terrainSwatch(std::string_view system, const maps::TerrainCatalog& catalog, std::string_view id, SwatchUse use)
{
    const Style& st = style();
    const maps::Terrain* t = catalog.find(id);
    const bool level = t && t->kind == maps::TerrainKind::Level;
    TerrainSwatch out;
    // Each case follows the drawing code it names (map_terrain.cpp).
    if (use == SwatchUse::Hex && !level) {
        // A board painter that paints whole hexes itself tints them its own way.
        if (const detail::BoardPainter* painter = detail::boardPainterFor(system); painter && painter->hexSwatch) {
            out = painter->hexSwatch(id, t);
            if (out.line.a == 0) out.line = st.grid.colour;
            return out;
        }
    }
    if (level) {
        // drawLevelAreas / drawHexTerrain: a level's ground colour, its edge the crest line
        // (drawCrestLines); a level terrain drawn as a line or a hexside is a crest.
        if (t->elevation && (use == SwatchUse::Area || use == SwatchUse::Hex)) out.fill = st.levelColour(*t->elevation);
        out.line = st.crest.colour;
        return out;
    }
    const TerrainStyle& s = st.terrain(id, t);
    switch (use) {
    case SwatchUse::Area:
    case SwatchUse::Hex: // drawArea
        out.fill = s.fill;
        out.line = s.outline.colour;
        out.hatch = s.hatch;
        if (out.fill.a == 0) out.fill = st.paper; // an area of a line terrain: only its outline shows
        break;
    case SwatchUse::Line: // drawLine: the casing under the line
        out.line = s.outline.colour;
        if (s.casing.width.perHex > 0 || s.casing.width.minPt > 0) out.casing = s.casing.colour;
        break;
    case SwatchUse::Hexside: { // drawHexsides: walls, hedges and streams in their own colour, the rest in the hexside stroke
        const bool own = &s == &st.wall || &s == &st.hedge || &s == &st.stream;
        out.line = own ? s.outline.colour : st.hexside.colour;
        break;
    }
    }
    return out;
}

} // namespace crestline::render
