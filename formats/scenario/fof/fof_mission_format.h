#pragma once
// The Fields of Fire mission file (NAME.scenario.xml with system="fof"):
// reading, writing, loading with its card map, and the JSON export for a
// play engine. Same root and version as the other scenario formats, its own
// body; documented in docs/fof-mission.md, schema docs/schema/fof-mission.xsd.
// Which reader a file needs is decided by its root's `system` (scenarioSystemOf).

#include "formats/map/fof/fof_format.h"
#include "geometry/finding.h"
#include "scenarios/fof/fof_mission.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace crestline::formats {

/// The system id of Fields of Fire missions and card maps.
inline constexpr std::string_view kFofSystem = "fof";

/// Read a mission. Only a fatal problem leaves no model (not XML, wrong root,
/// newer version, a system other than "fof": wrong-system); with errors the
/// mission is returned as far as it could be read, values in error left at
/// their zero (turns 0, no cell), never made up.
ReadResult<scenarios::fof::Mission> readFofMissionText(std::string_view xml, const std::string& fileName);
ReadResult<scenarios::fof::Mission> readFofMissionFile(const std::filesystem::path& file);
/// The file text: fixed order, optional values only when set, kept extensions written back.
std::string writeFofMissionText(const scenarios::fof::Mission& mission);
/// Atomic save; on failure one "save-failed" finding (the old file is kept).
Findings writeFofMissionFile(const scenarios::fof::Mission& mission, const std::filesystem::path& file);

/// A mission with its card map and decks (the map's href relative to the mission file).
struct LoadedFofMission {
    scenarios::fof::Mission mission;
    std::filesystem::path file;
    std::optional<LoadedFofMap> map; ///< unset when the map could not be read ("map-unreadable")
};
/// Read the mission, then its card map with loadFofMap (the map's findings
/// are passed on; a map that cannot be read is "map-unreadable").
ReadResult<LoadedFofMission> loadFofMission(const std::filesystem::path& file);
/// The same for mission text as if read from `file` (the map resolves relative to it).
ReadResult<LoadedFofMission> loadFofMissionText(std::string_view text, const std::filesystem::path& file);

/// The mission resolved for a play engine as JSON (docs/fof-mission.md, "JSON
/// export"): the Mission Details with the LOS range M, each control with its
/// marker label and the cards beside it, contacts by turn, units with the
/// card they start on. `map` may be null (cells are then given without cards).
std::string exportFofMissionJson(const scenarios::fof::Mission& mission, const LoadedFofMap* map);

} // namespace crestline::formats
