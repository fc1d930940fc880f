#pragma once
// The Track Display at the start of play, drawn as a small diagram [1]: the
// Time Track with the Turn and Sudden Death markers and the reinforcement
// reminders [1.31, 1.32], the Initiative Track with the Initiative pawn and the
// VP marker [1.21, 1.22], and the Fate card, Sniper and Air Support markers,
// Command markers and C&C levels [9, 1.33, 1.4, 1.5, 1.6]. Internal to the sheet.

#include "formats/render/sheet_flow.h"
#include "scenarios/scenario.h"

namespace crestline::render::sheet {

/// Height of the diagram at `width` points (a long Time Track takes more rows).
double trackDiagramHeight(const scenarios::Scenario& scenario, double width);

/// Draw the diagram with its top-left corner at (x, y).
void drawTrackDiagram(cairo_t* cr, const TextMaker& text, const scenarios::Scenario& scenario, double x, double y, double width);

} // namespace crestline::render::sheet
