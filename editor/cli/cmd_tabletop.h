#pragma once
// `crestline los TABLE TEAM_A TEAM_B [--json]` on a 15 mm tabletop table
// (a file whose root is <table>), docs/cli.md "Tabletop tables".

#include "editor/cli/commands.h"

#include <string>

namespace crestline::cli {

/// Whether `file` is a tabletop table (its root element is <table>); false if it cannot be read.
bool isTabletopTable(const std::string& file);
/// Rule LOS between two teams of a table; exit 0 ruled, 1 the table has errors, 2 unreadable or a team id names no team.
int runTabletopLos(const LosArgs& args);

} // namespace crestline::cli
