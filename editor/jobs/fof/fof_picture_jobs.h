#pragma once
// Fields of Fire picture jobs: a card map drawn, with a mission's marks,
// and a mission's set-up sheet. Written as every picture job writes
// (picture_jobs.h): atomically, never from a card map or mission with errors.

#include "editor/jobs/picture_jobs.h"
#include "formats/map/fof/fof_format.h"
#include "scenarios/fof/fof_mission.h"

#include <filesystem>

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


} // namespace crestline::jobs
