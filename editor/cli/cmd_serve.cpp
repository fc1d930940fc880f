// `crestline serve`: a session instead of a process per ruling
// (jobs::Session, docs/cli.md "serve"). Reads one JSON request a line from
// standard input and answers each with one JSON line on standard output,
// flushed, in order: documents are opened once ("open") and ruled on by
// handle. A bad request is answered with an error line and the session goes
// on; it ends at the end of the input (exit 0).

#include "editor/jobs/session.h"

#include <iostream>
#include <string>

namespace crestline::cli {

int runServe()
{
    std::ios::sync_with_stdio(false);
    jobs::Session session;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue; // blank lines are no requests
        std::cout << session.handleLine(line).line() << '\n';
        std::cout.flush();
    }
    return 0;
}

} // namespace crestline::cli
