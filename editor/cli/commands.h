#pragma once
// The command line's subcommands. Each group adds its subcommands to the app;
// a subcommand's callback stores its exit code in `result`.
// Exit codes: 0 ok, 1 findings at error severity, 2 bad arguments or unreadable input.

#include <CLI/CLI.hpp>

#include "geometry/finding.h"

#include <iosfwd>

namespace crestline::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFindings = 1;
inline constexpr int kExitBadInput = 2;

/// info, hex (cmd_map.cpp)
void addMapCommands(CLI::App& app, int& result);
/// los, viewshed, matrix (cmd_los.cpp)
void addLosCommands(CLI::App& app, int& result);
/// check, timeline, export, setup, reveal (cmd_scenario.cpp)
void addScenarioCommands(CLI::App& app, int& result);

/// Print findings one per line to `out`; returns the exit code they imply.
int printFindings(std::ostream& out, const Findings& findings);

} // namespace crestline::cli
