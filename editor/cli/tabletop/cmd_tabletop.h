#pragma once
// `crestline los TABLE TEAM_A TEAM_B [--json] [--report FILE [--dpi N]]`,
// `crestline render TABLE --out FILE [--dpi N]`, and `viewshed`, `matrix`
// and `coverage` (cmd_tabletop_sight.cpp) on a 15 mm tabletop table
// (a file whose root is <table>: its kind "table", registered with
// registerTabletopCommands), docs/cli-systems.md "Tabletop tables".

#include "editor/cli/commands.h"

#include <optional>
#include <string>

namespace crestline::cli {

/// `fire TABLE FIRER TARGET [--weapon NAME] [--json]` on a 15 mm tabletop table (cmd_tabletop_fire.cpp)
struct FireArgs {
    std::string table, firer, target;
    std::optional<std::string> weapon; ///< none: every weapon of the firer
    bool json = false;
};
int runFire(const FireArgs& args);

/// `concealed TABLE UNIT --from UNIT [--json]` on a 15 mm tabletop table
struct ConcealedArgs {
    std::string table, unit, from; ///< the table file, the target unit, the firing unit
    bool json = false;
};
/// Exit 0 ruled; 1 the table has errors; 2 unreadable, a unit id names no unit, one side, or off the table.
int runConcealed(const ConcealedArgs& args);

/// `template TABLE UNIT X,Y [--smoke] [--json] [--save]`: a barrage or smoke
/// template on a tabletop table [Indirect Fire] (cmd_tabletop_template.cpp).
struct TemplateArgs {
    std::string table, unit, aim;
    bool smoke = false, json = false, save = false;
};
int runTemplate(const TemplateArgs& args);

/// Refuses a hex or card map's play-state flag (--smoke, --weather, --night ...) on a table, naming the flag and
/// `file`: true when refused (exit 2). A table reads no play state: its smoke templates are in the file.
bool tablePlayRefused(const std::string& file, const char* command, const std::vector<std::string>& smoke, const jobs::PlayText& play);

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
