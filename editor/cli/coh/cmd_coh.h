#pragma once
// The Conflict of Heroes commands of their own: `reveal-check`
// (cmd_reveal_check.cpp); the CoH scenario kinds' handlers (cmd_coh_scenario.cpp)
// register through command_registration.cpp.

#include "editor/cli/commands.h"

#include <string>

namespace crestline::cli {

/// `reveal-check SCENARIO --position FILE [--json]` (SCENARIO: a coh scenario, or a coh map)
struct RevealCheckArgs {
    std::string scenario, position;
    bool json = false;
};
int runRevealCheck(const RevealCheckArgs& args);

} // namespace crestline::cli
