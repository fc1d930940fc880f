#pragma once
// Picture jobs on 15 mm tabletop tables (docs/rendering.md "Tabletop
// tables"): the table drawn to scale, and an LOS ruling between two teams
// drawn over it with its witness segment. Like the other picture jobs they
// render into memory and save atomically, so a refused or failed job leaves
// an existing file as it was; a table with error findings is not drawn.

#include "editor/jobs/picture_jobs.h"
#include "editor/jobs/tabletop/tabletop_jobs.h"
#include "editor/jobs/tabletop/tabletop_sight_jobs.h"

#include <filesystem>
#include <string>

namespace crestline::jobs {

/// The table in `file` drawn to PDF, SVG or PNG (by `options.out`'s
/// extension). Refused when the table has error findings; BadInput when it
/// cannot be read, or for a bad extension or --dpi.
PictureResult writeTabletopPicture(const std::filesystem::path& file, const PictureOptions& options);

/// The LOS ruling from team `from` to team `to` and its picture.
struct TabletopReportResult : PictureResult {
    TabletopLosResult los; ///< the ruling (its game and verdict when ruled)
};
/// Rules as jobs::tabletopLos and draws the ruling over the table. Not
/// ruled and nothing written as tabletopLos refuses (errors, unknown team),
/// or for a bad extension or --dpi (checked first).
TabletopReportResult writeTabletopLosReport(const std::filesystem::path& file, const std::string& from, const std::string& to,
                                            const PictureOptions& options);

/// One team's viewshed (jobs::tabletopViewshed) drawn over the table. Not
/// drawn, nothing written, as tabletopViewshed refuses (errors, an unknown
/// team), or for a bad extension or --dpi (checked first).
PictureResult writeTabletopViewshedPicture(const TableDocument& doc, const std::filesystem::path& file, const std::string& from,
                                           const PictureOptions& options);
/// The table's coverage: every pair ruled (jobs::tabletopPairs, on
/// `threads` workers), each team drawn on a disc coloured by how many other
/// teams see it. Not drawn as tabletopPairs refuses, or for a bad extension or --dpi (checked first).
PictureResult writeTabletopCoveragePicture(const TableDocument& doc, const std::filesystem::path& file, const PictureOptions& options, int threads);

} // namespace crestline::jobs
