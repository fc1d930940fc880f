#pragma once
// `crestline los TABLE TEAM_A TEAM_B [--json] [--report FILE [--dpi N]]` and
// `crestline render TABLE --out FILE [--dpi N]` on a 15 mm tabletop table
// (a file whose root is <table>), docs/cli.md "Tabletop tables".

#include "editor/cli/commands.h"

#include <string>

namespace crestline::cli {

/// Whether `file` is a tabletop table (its root element is <table>); false if it cannot be read.
bool isTabletopTable(const std::string& file);
/// Rule LOS between two teams of a table; exit 0 ruled, 1 the table has errors, 2 unreadable or a team id names no team.
/// With --report, also draws the ruling (exit 2 for a bad extension or --dpi, nothing written unless ruled).
int runTabletopLos(const LosArgs& args);
/// Draw the table; exit 0 written, 1 the table has errors, 2 unreadable or a bad argument (--hexes, --scenario, --dpi, extension).
int runTabletopRender(const RenderArgs& args);

} // namespace crestline::cli
