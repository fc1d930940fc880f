#pragma once
// What teams see on a 15 mm tabletop table (docs/cli-systems.md "Tabletop tables"):
// one team's viewshed (every other team on the table ruled from it, as
// jobs::tabletopLos rules one pair) and the verdict of every pair of teams,
// each unordered pair ruled once (LOS is reciprocal, tabletop-los.md
// "Reciprocity"), written as the matrix CSV or counted for the coverage
// picture (tabletop_picture_jobs.h). They run on the table document opened
// once (jobs::openDocument), never on a table with error findings.

#include "editor/jobs/job_report.h"
#include "editor/jobs/tabletop/tabletop_kinds.h"
#include "formats/los/tabletop/tabletop_sight_format.h"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>

namespace crestline::jobs {

/// A viewshed, when the job ran.
struct TabletopViewshedResult : JobReport {
    const maps::TabletopGame* game = nullptr; ///< the document's table
    std::optional<formats::TabletopViewshed> view;
};
/// Every other team on the table (in file order) ruled from team `from`.
/// Refused when the table (`doc`, read from `file`) has error findings;
/// BadInput when it could not be read or `from` names no team on the table
/// (a team of an off-table unit included).
TabletopViewshedResult tabletopViewshed(const TableDocument& doc, const std::filesystem::path& file, const std::string& from);

/// Every pair's verdict, when the job ran.
struct TabletopPairsResult : JobReport {
    const maps::TabletopGame* game = nullptr;
    std::optional<formats::TabletopPairs> pairs;
};
/// Rules each unordered pair of teams on the table once, on `threads`
/// workers (1 or more). Refused or BadInput as tabletopViewshed.
TabletopPairsResult tabletopPairs(const TableDocument& doc, const std::filesystem::path& file, int threads);

/// The matrix written: its pairs, and the CSV's size.
struct TabletopMatrixResult : TabletopPairsResult {
    std::size_t csvBytes = 0;
};
/// tabletopPairs written to `out` as formats::tabletopMatrixCsv, atomically
/// (nothing written unless ruled; BadInput when it cannot be saved).
TabletopMatrixResult writeTabletopMatrix(const TableDocument& doc, const std::filesystem::path& file, const std::filesystem::path& out, int threads);

} // namespace crestline::jobs
