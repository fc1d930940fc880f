#pragma once
// Sealed set-ups: a plan sealed into the owner's and the opponent's files
// (`setup`), and the sealed files proved against each other (`reveal`).
// Each kind of plan brings its own sealing and proof through its file kind
// (FileKind::seal, FileKind::reveal in file_kinds.h); sealSetupPlan and
// revealSetup (scenario_jobs.h) ask the file's kind.

#include "editor/jobs/job_report.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace crestline::jobs {

/// A Sighting setup plan to seal: setup id, public ids and salts drawn,
/// commitments made, then the owner's file (all markers, or `only` these, by
/// owner's or public id; 0600) and the opponent's file written together. A
/// sealed owner's file is verified and written again as it is.
struct SealOptions {
    std::filesystem::path plan;
    std::filesystem::path scenario; ///< empty: the plan's scenario-href
    std::filesystem::path owner, opponent; ///< files to write (at least one)
    std::vector<std::string> only;
};
struct SealResult : JobReport {};

/// A marker proved against its commitment, described for people: its public
/// id (the one in the opponent's file) and the owner's own id.
struct RevealedLine {
    std::string marker, ownerId, hex, content;
};
/// Markers proved (all, or `only` these) from the owner's file against the
/// opponent's. Done when the files could be read; `proved` says whether every
/// requested marker matched.
struct RevealResult : JobReport {
    std::vector<RevealedLine> revealed;
    bool proved = false;
};

/// The two files `reveal` takes, read by `read(file, result)` (an
/// optional set-up with a `view`; nullopt: refused in `result`): one
/// owner's file and one opponent's file, in either order. False with
/// `result` refused (bad input) otherwise; `ownerHolds` says what the
/// owner's file brings ("contents and salts").
template <class Setup, class Read>
bool readOwnerAndOpponent(const std::vector<std::filesystem::path>& files, Read read, RevealResult& result, const std::string& ownerHolds,
                          std::optional<Setup>& owner, std::filesystem::path& ownerFile, std::optional<Setup>& opponent,
                          std::filesystem::path& opponentFile)
{
    for (const std::filesystem::path& f : files) {
        std::optional<Setup> s = read(f, result);
        if (!s) return false;
        const bool isOwner = s->view == decltype(s->view)::Owner;
        std::optional<Setup>& slot = isOwner ? owner : opponent;
        if (slot) {
            refuse(result, Outcome::BadInput, f.string() + ": `reveal` takes one owner's file and one opponent's file");
            return false;
        }
        (isOwner ? ownerFile : opponentFile) = f;
        slot = std::move(s);
    }
    if (owner && opponent) return true;
    refuse(result, Outcome::BadInput, "`reveal` needs the owner's file (" + ownerHolds + ") and the opponent's file (commitments)");
    return false;
}

} // namespace crestline::jobs
