#pragma once
// Sealing and revealing a Conflict of Heroes hidden set-up [10.0]
// (scenarios/coh/coh_hidden_setup.h): the same `setup` and `reveal` as FF
// Sighting setups, chosen by the file's root element (<hidden-setup>).
// Nothing is sealed against a scenario with error findings or from a plan
// that does not place exactly its side's hidden units.

#include "editor/jobs/coh/coh_scenario_jobs.h"
#include "editor/jobs/scenario_jobs.h"
#include "scenarios/coh/coh_hidden_setup.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace crestline::jobs {

/// `check SCENARIO --setup FILE...` for a CoH scenario: each hidden set-up
/// (owner's or opponent's) checked against the scenario, a sealed owner's
/// file also against its commitments. Findings are appended to `report`;
/// a file that is not a hidden set-up, or cannot be read, marks it not done.
void checkHiddenSetupFiles(const CohScenarioDocument& doc, const std::vector<std::filesystem::path>& files, JobReport& report);

/// The one load of a hidden set-up file for every job that uses one (check,
/// sheet ...), as loadVerifiedSetup for FF: read, checked against the
/// scenario, a sealed owner's file verified against its commitments. nullopt
/// (and `report` refused) when the file is not a hidden set-up or cannot be
/// read; otherwise the set-up, `clean` when it has no error finding.
struct LoadedHiddenSetup {
    scenarios::coh::HiddenSetup setup;
    bool clean = false;
};
std::optional<LoadedHiddenSetup> loadVerifiedHiddenSetup(const CohScenarioDocument& doc, const std::filesystem::path& file, JobReport& report);

/// Seal a CoH hidden set-up plan (or verify a sealed owner's file) and write
/// the owner's file (0600; `only` keeps those units, by unit or public id)
/// and the opponent's file together, as sealSetupPlan does for FF.
SealResult sealHiddenSetupPlan(const SealOptions& options);

/// Prove the owner's hidden units (all, or `only`) against the opponent's
/// file. Each line: public id, owner's unit id, hex, "Name, facing N".
RevealResult revealHiddenSetup(const std::vector<std::filesystem::path>& files, const std::vector<std::string>& only);

} // namespace crestline::jobs
