// The one place that names the rule systems' command handlers
// (kind_commands.h): the generic ones first, then each system's, registered
// from its own folder (editor/cli/<system>/).

#include "editor/cli/kind_commands.h"

namespace crestline::cli {

void registerFofCommands(KindCommands& commands);      // fof/cmd_fof_map.cpp, fof/cmd_fof_mission.cpp
void registerGtsCommands(KindCommands& commands);      // gts/cmd_gts_scenario.cpp
void registerCohCommands(KindCommands& commands);      // coh/cmd_coh_scenario.cpp
void registerTabletopCommands(KindCommands& commands); // tabletop/cmd_tabletop.cpp

void registerKindCommands(KindCommands& commands)
{
    registerCommonCommands(commands);
    registerFofCommands(commands);
    registerGtsCommands(commands);
    registerCohCommands(commands);
    registerTabletopCommands(commands);
}

} // namespace crestline::cli
