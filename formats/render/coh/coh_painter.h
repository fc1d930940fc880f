#pragma once
// Internal to crestline::render: how Conflict of Heroes boards are drawn (the board
// painter registered in board_painters.cpp, and the pieces other CoH
// drawing shares).

#include "formats/render/board_painter.h"
#include "formats/render/painter.h"
#include "formats/render/coh/coh_style.h"

#include <vector>

namespace crestline::render::detail {

/// The board painter of Conflict of Heroes maps.
BoardPainter cohBoardPainter();
/// Sets the painter's LOS report and side profile parts (coh_report.cpp).
void addCohReport(BoardPainter& b);
/// The map pass of a CoH board (BoardPainter::drawBoard).
void drawCohBoard(Painter& p, const View& view);

// Conflict of Heroes boards (map_coh.cpp), in drawing order; drawMap draws
// them instead of drawHexTerrain, drawCrestLines and drawHexsides.
/// A map of system "coh".
bool isCohMap(const maps::MapAnalysis& map);
/// One hex of a CoH board as drawn: its terrain's style and its level 0..2.
struct CohHex {
    const CohHexStyle* style = nullptr;
    int level = 0;
    bool blocks = false; ///< its terrain's catalog row is an obstacle (chart "Blocks LOS? Y")
};
/// Every hex of the map by HexGrid::index: the terrain type of lowest precedence painted on it (an id the
/// catalog lacks wins, so it shows), else the catalog's default type; the highest level given on it.
std::vector<CohHex> cohHexes(const maps::MapAnalysis& map);
/// Whole-hex tints at each hex's level, then the motifs (trees, buildings, furrows, ripples); `paper` off: open level-0 hexes untinted.
void drawCohHexes(Painter& p, bool paper);
/// Hachured contours where the level drops by one, steep ones where it drops by two (chart: Hills, Hills (Steep)).
void drawCohContours(Painter& p);
/// Walls as stone-wall lines [5.0.2]; other hexside features in the generic hexside stroke.
void drawCohHexsides(Painter& p);
/// "L1" / "L2" at the foot of each raised hex.
void drawCohLevelNumbers(Painter& p);
// A CoH ruling on the map (map_coh_los.cpp).
/// Under the string: the deciding hex (blocked: red), the obstacle hex O and the blind end (blind), the wall side entered.
void drawCohDeciding(Painter& p, const geometry::los::Ruling& r);
/// Over the string: each modifier of a ruling that sees, as a small label by its hex.
void drawCohModifiers(Painter& p, const geometry::los::Ruling& r);
/// Outlines a CoH hex (a deciding hex, a blind zone's obstacle hex O) at 88 % in `c`, with a thin ink line inside.
void outlineCohHex(Painter& p, geometry::OffsetCoord h, const Rgba& c, const std::vector<double>& dash);
/// A CoH play marker ("smoke+1", "smoke+2" [13.0]) as a grey puff with its value; false for other kinds.
bool drawCohMarker(Painter& p, const geometry::los::PlayMarker& m);


} // namespace crestline::render::detail
