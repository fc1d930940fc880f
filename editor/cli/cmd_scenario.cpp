// Scenario commands (issue 4).
#include "editor/cli/commands.h"

namespace crestline::cli {
void addScenarioCommands(CLI::App&, int&) {}
} // namespace crestline::cli
