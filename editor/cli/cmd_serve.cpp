// `crestline serve`: a session instead of a process per ruling
// (jobs::Session, docs/cli.md "A session"). Reads one JSON request a line
// from standard input and answers each with one JSON line on standard
// output, flushed, in order: documents are opened once ("open") and ruled on
// by handle. A bad request is answered with an error line and the session
// goes on; it ends at the end of the input (exit 0). A line over
// kMaxRequestBytes is not kept: it is answered as a bad request naming the
// limit.

#include "editor/jobs/session.h"

#include <cstddef>
#include <iostream>
#include <string>

namespace crestline::cli {

namespace {

/// The longest request line read (a request is a few hundred bytes; Smoke lists included).
constexpr std::size_t kMaxRequestBytes = std::size_t(1) << 20;

/// The next line of `in` without its newline, at most kMaxRequestBytes of it
/// kept (`tooLong` when more were dropped); false at the end of the input.
bool readLine(std::istream& in, std::string& line, bool& tooLong)
{
    line.clear();
    tooLong = false;
    std::streambuf* buffer = in.rdbuf();
    bool any = false;
    for (int c; (c = buffer->sbumpc()) != std::char_traits<char>::eof();) {
        any = true;
        if (c == '\n') return true;
        if (line.size() < kMaxRequestBytes) line.push_back(char(c));
        else tooLong = true;
    }
    return any;
}

} // namespace

int runServe()
{
    std::ios::sync_with_stdio(false);
    jobs::Session session;
    std::string line;
    bool tooLong = false;
    while (readLine(std::cin, line, tooLong)) {
        if (tooLong) {
            jobs::SessionReply reply;
            reply.error = jobs::SessionError{"bad-request",
                                             "a request line is over " + std::to_string(kMaxRequestBytes) + " bytes (the limit of a request); it was not read",
                                             "",
                                             {}};
            std::cout << reply.line() << '\n';
        } else if (line.find_first_not_of(" \t\r") != std::string::npos) { // blank lines are no requests
            std::cout << session.handleLine(line).line() << '\n';
        } else {
            continue;
        }
        std::cout.flush();
    }
    return 0;
}

} // namespace crestline::cli
