#pragma once
// Fields of Fire mission jobs: check, timeline and JSON export, the jobs a
// GTS or CoH scenario has (gts_scenario_jobs.h), on the FofMissionDocument
// (fof_kinds.h: the mission with its card map, checked on opening). Nothing
// is timed, exported or printed from a mission with error findings.

#include "editor/jobs/fof/fof_kinds.h"
#include "editor/jobs/job_report.h"
#include "editor/jobs/scenario_jobs.h"
#include "scenarios/fof/fof_timeline.h"

#include <filesystem>
#include <string>
#include <vector>

namespace crestline::jobs {

/// The mission's findings as a job's report: refused when the mission
/// could not be read (BadInput), or with `why` when it has error findings.
JobReport fofMissionUsable(const FofMissionDocument& doc, const std::string& why);

/// The Potential Contacts placed at set-up and at the start of each turn
/// [2.2.2, 3.2.2]; refused with errors. The turns point into the document.
struct FofTimelineResult : JobReport {
    std::vector<scenarios::fof::ContactsOnTurn> turns;
};
FofTimelineResult fofTimelineOf(const FofMissionDocument& doc);

/// One line of the timeline as `crestline timeline` prints it, with the
/// Potential Contacts it names (a turn's heading: that turn's; a contact's
/// line: that one; the first two lines: none). Pointers into the document.
struct FofTimelineLine {
    std::string text; ///< without the newline
    std::vector<const scenarios::fof::PotentialContact*> contacts;
};
/// The lines `crestline timeline` prints for a timeline given (result.done()):
/// the mission's name, id and type; the Duration; then set-up and each turn
/// that adds contacts, each followed by its contacts (row, column when fixed,
/// letter or "random"). The editor's Timeline page shows these lines.
std::vector<FofTimelineLine> fofTimelineLines(const FofMissionDocument& doc, const FofTimelineResult& result);

/// The mission as JSON (docs/fof-mission.md); written to `out` unless it is empty.
ExportResult exportFofMission(const FofMissionDocument& doc, const std::filesystem::path& out);

} // namespace crestline::jobs
