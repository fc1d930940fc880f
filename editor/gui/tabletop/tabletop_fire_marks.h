#pragma once
// What the tabletop view draws for a fire ruling (tabletop-los.md "Fire"):
// the firer's arc and a weapon's range bands, on the table's layout. Drawing
// only; the ruling itself is the fire job's (jobs::tabletopFireOn).

#include "formats/render/tabletop/tabletop_image.h"
#include "maps/tabletop/tabletop_game.h"

#include <cairo.h>

namespace crestline::gui {

/// The arc of a Gun or Tank: the closed half-plane in front of the line
/// through its base's centre parallel to its front edge (DECISION of the
/// spec): the table behind that line greyed, the line dashed. Infantry sees all round: nothing drawn.
void drawFireArc(cairo_t* cr, const render::TabletopLayout& layout, const maps::TabletopGame& game, const maps::TableTeam& firer);
/// The table within 1x `range` of the firer's base (short range) and within
/// 2x (long range) [Firing]: closest points, so each band is the base grown
/// by the distance (its outline stroked twice the distance wide, round joins).
void drawRangeBands(cairo_t* cr, const render::TabletopLayout& layout, const maps::TabletopGame& game, const maps::TableTeam& firer,
                    geometry::los::tabletop::Thou range);

} // namespace crestline::gui
