// crestline: the command line. Turns arguments into a job and runs the same
// core code the editor runs. Links no wxWidgets (checked by CMake).

#include "editor/cli/commands.h"

#include <iostream>

namespace crestline::cli {

int printFindings(std::ostream& out, const Findings& findings)
{
    for (const Finding& f : findings) out << formatFinding(f) << '\n';
    return hasErrors(findings) ? kExitFindings : kExitOk;
}

} // namespace crestline::cli

int main(int argc, char** argv)
{
    CLI::App app{"crestline: exact line of sight and scenario tools for tactical hex wargames"};
    app.footer("Exit codes: 0 ok; 1 findings at error severity (or a failed reveal);\n"
               "2 bad arguments or unreadable input.");
    app.require_subcommand(1);
    app.set_version_flag("--version", "crestline 0.1.0");
    int result = crestline::cli::kExitOk;
    crestline::cli::addMapCommands(app, result);
    crestline::cli::addLosCommands(app, result);
    crestline::cli::addScenarioCommands(app, result);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        const int code = app.exit(e);
        return code == 0 ? 0 : crestline::cli::kExitBadInput;
    }
    return result;
}
