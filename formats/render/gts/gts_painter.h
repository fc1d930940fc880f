#pragma once
// Internal to crestline::render: how Grand Tactical Series boards are drawn (the board
// painter registered in board_painters.cpp, and the pieces other GTS
// drawing shares).

#include "formats/render/board_painter.h"
#include "formats/render/painter.h"
#include "formats/render/gts/gts_style.h"

#include <vector>

namespace crestline::render::detail {

/// The board painter of Grand Tactical Series maps.
BoardPainter gtsBoardPainter();
/// Sets the painter's LOS report parts (gts_report.cpp).
void addGtsReport(BoardPainter& b);
/// The map pass of a GTS board (BoardPainter::drawBoard).
void drawGtsBoard(Painter& p, const View& view);

// Grand Tactical Series boards (map_gts.cpp), in drawing order; drawMap
// draws them instead of drawHexTerrain, drawHexsides and drawHexMarkers.
/// Hexside features in three passes: rivers and streams under the roads, crests and other lines over them, then bridges and ferries.
enum class GtsHexsidePass { Water, Lines, Crossings };
/// Whole-hex tints; `paper` off: hexes of the default type are left untinted (an image being traced shows through).
void drawGtsHexes(Painter& p, bool paper);
void drawGtsHexsides(Painter& p, GtsHexsidePass pass);
void drawGtsLinks(Painter& p);
void drawGtsDots(Painter& p);
void drawGtsMarkers(Painter& p);
void drawGtsEntries(Painter& p);
// The LOS count of a GTS ruling (map_gts_los.cpp).
/// Under the string: each hex and hexside counted towards k, outlined.
void drawGtsCounted(Painter& p, const geometry::los::Ruling& r);
/// Over the string: each tie site, in its count's colour, with both nudges' counts.
void drawGtsTies(Painter& p, const geometry::los::Ruling& r);

/// A barrage marker (light, heavy [16.4.2.2]) as a burst; false for other kinds.
bool drawGtsMarker(Painter& p, const geometry::los::PlayMarker& m);

} // namespace crestline::render::detail
