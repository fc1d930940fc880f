#pragma once
// Scenario jobs: check a scenario (and Sighting setups against it), its
// timeline, the JSON export for a play engine, sealing a Sighting setup plan
// into the owner's and the opponent's files, and proving a reveal. Nothing is
// exported or sealed from a document with error findings.

#include "editor/jobs/job_report.h"
#include "editor/jobs/scenario_document.h"
#include "editor/jobs/seal_jobs.h"
#include "scenarios/timeline.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace crestline::jobs {

/// Findings of the scenario (loader and checks) and of each setup checked
/// against it (a sealed owner's file also against its commitments:
/// setup-commitment-stale). Done even with errors: the findings are the result.
struct CheckResult : JobReport {};

/// The one load of a Sighting setup file for every job that uses one (check,
/// sheet ...): read, checked against the scenario (an owner's or an
/// opponent's file), and a sealed owner's file verified against its
/// commitments (setup-commitment-stale, setup-bad-salt ...). Findings are
/// appended to `report`. nullopt (and `report` refused) when the file cannot
/// be read; otherwise the setup, `clean` when it has no error finding. A
/// consumer that prints or writes from the setup must refuse one not clean.
struct LoadedSetup {
    scenarios::SightingSetup setup;
    bool clean = false;
};
std::optional<LoadedSetup> loadVerifiedSetup(const ScenarioDocument& doc, const std::filesystem::path& file, JobReport& report);
CheckResult checkScenarioFiles(const ScenarioDocument& doc, const std::vector<std::filesystem::path>& setups);

/// Turn by turn: arrivals, Command markers, the sudden death number in force.
/// Refused when the scenario's loader or checks have error findings. The
/// turns point into the document's scenario.
struct TimelineResult : JobReport {
    std::vector<scenarios::TimelineTurn> turns;
};
TimelineResult timelineOf(const ScenarioDocument& doc);

/// The resolved scenario as JSON; written to `out` unless it is empty.
struct ExportResult : JobReport {
    std::string json;
};
ExportResult exportScenario(const ScenarioDocument& doc, const std::filesystem::path& out);

/// A Sighting setup plan sealed and Sighting setups revealed (the Sighting
/// setup kind's FileKind::seal and reveal).
SealResult sealSightingSetup(const SealOptions& options);
RevealResult revealSightingSetup(const std::vector<std::filesystem::path>& files, const std::vector<std::string>& only);

/// Seals a plan (`setup`): the plan file's kind does it (FileKind::seal:
/// a Sighting setup, a hidden set-up ...); a file of no such kind is read as
/// a Sighting setup, whose reader says what is wrong with it.
SealResult sealSetupPlan(const SealOptions& options);
/// Proves sealed files (`reveal`): the kind of the first file that has one
/// does it (FileKind::reveal); else they are read as Sighting setups.
RevealResult revealSetup(const std::vector<std::filesystem::path>& files, const std::vector<std::string>& only);

} // namespace crestline::jobs
