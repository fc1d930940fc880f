#pragma once
// Fields of Fire picture jobs: a card map drawn, with a mission's marks; a
// mission's set-up sheet; and the LOS pictures of a card map: the dispute
// report of one ruling, a card's viewshed and the coverage heat map. Written as every picture job writes
// (picture_jobs.h): atomically, never from a card map or mission with errors.

#include "editor/jobs/fof/fof_los_jobs.h"
#include "editor/jobs/picture_jobs.h"
#include "formats/map/fof/fof_format.h"
#include "scenarios/fof/fof_mission.h"

#include <filesystem>
#include <optional>
#include <vector>

namespace crestline::jobs {

// Fields of Fire card maps and missions (docs/rendering.md "FoF card maps",
// docs/sheets.md "Fields of Fire sheets").

/// A card map drawn (PDF, SVG or PNG), optionally with a mission's marks.
struct FofMapPictureOptions : PictureOptions {
    std::filesystem::path mission; ///< a mission file played on the map; empty: the cards alone
};
/// Loads the card map with its decks (formats::loadFofMap) and draws it;
/// refused (Refused, exit 1) when the map or a deck has error findings,
/// BadInput when the file cannot be read as a card map at all.
PictureResult writeFofMapPicture(const std::filesystem::path& mapFile, const FofMapPictureOptions& options);
/// The same for a card map already loaded (`map` null: it could not be read)
/// with the findings of its loading: no second read.
PictureResult writeFofMapPicture(const std::filesystem::path& mapFile, const formats::LoadedFofMap* map, const Findings& findings,
                                 const FofMapPictureOptions& options);

/// A mission's set-up sheet (PDF only) from a mission and its card map
/// already loaded; refused when maps::checkFofMap finds errors in the map or
/// its size is not the mission's ("4 columns by 3 rows" [2.1]).
PictureResult writeFofMissionSheet(const scenarios::fof::Mission& mission, const formats::LoadedFofMap& map, const SheetJobOptions& options);


// LOS pictures of a card map (docs/fof.md "Card maps on the command line").
// Each refuses as the text jobs refuse (fof_los_jobs.h): error findings in
// the map or a deck (Refused), bad cells or flags (BadInput); then a bad
// output extension or --dpi (BadInput).

/// The ruling FROM -> TO drawn on the card map with its explanation (PDF, SVG or PNG).
struct FofLosReportResult : PictureResult {
    std::optional<formats::FofRulingView> view;
};
FofLosReportResult writeFofLosReport(const FofMapDocument& doc, const FofLosOptions& los, const PictureOptions& options);

/// One card's viewshed drawn: every card by its verdict from the viewer.
PictureResult writeFofViewshedPicture(const FofMapDocument& doc, const FofViewshedOptions& viewshed, const PictureOptions& options);

/// The coverage heat map: every card by how many other cards see it, from
/// the same all-pairs rulings as writeFofMatrix (fire, daylight, no marks).
struct FofCoverageResult : PictureResult {
    std::vector<geometry::OffsetCoord> cards;
    std::vector<int> seenBy; ///< by `cards`
};
FofCoverageResult writeFofCoveragePicture(const FofMapDocument& doc, const PictureOptions& options);

} // namespace crestline::jobs
