#pragma once
// Conflict of Heroes picture jobs: a scenario's set-up sheet, public or for
// one side with its hidden units (docs/sheets.md). Written as every picture
// job writes (picture_jobs.h): atomically, never from a scenario with errors.

#include "editor/jobs/coh/coh_scenario_jobs.h"
#include "editor/jobs/picture_jobs.h"

namespace crestline::jobs {

/// A Conflict of Heroes scenario's set-up sheet (PDF only): public, or for
/// `options.side` with, when `options.ownerSetup` names that side's owner's
/// hidden set-up file, its hidden units [10.0] at their hexes (the file is
/// checked against the scenario and its sealed commitments first). Refused
/// when the loader or the CoH checks find errors.
PictureResult writeCohSetupSheet(const CohScenarioDocument& doc, const SheetJobOptions& options);

} // namespace crestline::jobs
