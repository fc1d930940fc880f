// Printing findings and the reason a job did not run; the exit code it implies.

#include "editor/cli/commands.h"

#include <iostream>

namespace crestline::cli {

void printFindings(std::ostream& out, const Findings& findings, bool errorsOnly)
{
    for (const Finding& f : findings)
        if (!errorsOnly || f.severity >= Severity::Error) out << formatFinding(f) << '\n';
}

int reportNotRun(const jobs::JobReport& report)
{
    printFindings(std::cerr, report.findings, true);
    if (!report.problem.empty()) std::cerr << report.problem << '\n';
    return report.outcome == jobs::Outcome::Refused ? kExitFindings : kExitBadInput;
}

} // namespace crestline::cli
