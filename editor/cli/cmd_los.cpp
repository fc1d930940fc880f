// LOS commands (issue 3).
#include "editor/cli/commands.h"

namespace crestline::cli {
void addLosCommands(CLI::App&, int&) {}
} // namespace crestline::cli
