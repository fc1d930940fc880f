#pragma once
// `crestline los TABLE TEAM_A TEAM_B [--json] [--report FILE [--dpi N]]`,
// `crestline render TABLE --out FILE [--dpi N]`, and `viewshed`, `matrix`
// and `coverage` (cmd_tabletop_sight.cpp) on a 15 mm tabletop table
// (a file whose root is <table>: its kind "table", registered with
// registerTabletopCommands), docs/cli.md "Tabletop tables".

#include "editor/cli/commands.h"

#include <string>

namespace crestline::cli {

/// Rule LOS between two teams of a table; exit 0 ruled, 1 the table has errors, 2 unreadable or a team id names no team.
/// With --report, also draws the ruling (exit 2 for a bad extension or --dpi, nothing written unless ruled).
int runTabletopLos(const LosArgs& args);
/// Draw the table; exit 0 written, 1 the table has errors, 2 unreadable or a bad argument (--hexes, --scenario, --dpi, extension).
int runTabletopRender(const RenderArgs& args);
/// info, los, render, viewshed, matrix and coverage for the kind "table" (kind_commands.h).
class KindCommands;
void registerTabletopCommands(KindCommands& commands);
/// viewshed, matrix and coverage for the kind "table" (cmd_tabletop_sight.cpp).
void registerTabletopSightCommands(KindCommands& commands);

} // namespace crestline::cli
