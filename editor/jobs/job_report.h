#pragma once
// What every job returns besides its own result: how it ended, the findings
// the caller must see (the document's loader findings included) and, when it
// did not run, one sentence saying why. The command line maps the outcome to
// its exit code (docs/cli.md); the editor lists the findings.

#include "geometry/finding.h"

#include <iterator>
#include <string>

namespace crestline::jobs {

/// How a job ended.
enum class Outcome {
    Done,     ///< the job ran (its findings may still hold errors, e.g. `check`)
    Refused,  ///< not run: the document (or what it was checked against) has error findings
    BadInput, ///< not run: unreadable input, or an argument that names nothing (hex, marker, file)
};

/// The part of a job's result shared by all jobs.
struct JobReport {
    Outcome outcome = Outcome::Done;
    Findings findings;   ///< everything found, loader findings included
    std::string problem; ///< why the job did not run (empty when Done)

    bool done() const { return outcome == Outcome::Done; }
};

/// Add `more` to the end of `to`.
inline void append(Findings& to, Findings more)
{
    to.insert(to.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
}

/// Mark `report` as not run with `why`.
inline void refuse(JobReport& report, Outcome outcome, std::string why)
{
    report.outcome = outcome;
    report.problem = std::move(why);
}

/// Findings at error severity or worse.
Findings errorsOf(const Findings& findings);
/// Whether any finding is fatal (the file could not be read as its kind at all).
bool hasFatal(const Findings& findings);
/// The outcome of a job refused because of `findings`: BadInput if any is
/// fatal, else Refused. The same whether or not the reader returned a model.
inline Outcome refusalFor(const Findings& findings) { return hasFatal(findings) ? Outcome::BadInput : Outcome::Refused; }

} // namespace crestline::jobs
