#pragma once
// The swatches of the tool options' terrain lists: each terrain drawn small
// in the colours the map renderer gives it (render::terrainSwatch, the same
// style table the canvas draws with).

#include "formats/render/terrain_swatch.h"

#include <wx/bitmap.h>

#include <string>

namespace crestline::gui {

/// A swatch's size in pixels.
inline constexpr int kSwatchWidth = 28, kSwatchHeight = 14;

/// The swatch as a bitmap on the paper colour: an area or hex a box in its
/// fill (hatched where the map hatches it) and outline; a line a band
/// across (over its casing). Colours with alpha are blended over the paper.
wxBitmap swatchBitmap(const render::TerrainSwatch& swatch);
/// The swatch of "(none: clear)": bare paper in a thin grey frame.
wxBitmap noTerrainBitmap();
/// The most common colour of `bitmap`'s pixels as "rrggbb" (scripts: expect-swatch).
std::string dominantColour(const wxBitmap& bitmap);
/// Whether some pixel of `bitmap` is "rrggbb" (scripts: a motif's colour).
bool hasColour(const wxBitmap& bitmap, const std::string& rrggbb);

} // namespace crestline::gui
