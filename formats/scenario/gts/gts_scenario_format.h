#pragma once
// The GTS scenario file (NAME.scenario.xml with system="gts"): reading,
// writing, loading with its maps, and the JSON export for a play engine.
// Same root and version as the FF format, its own body; documented in
// docs/gts-scenario.md, schema docs/schema/gts-scenario.xsd. Which reader a
// scenario file needs is decided by its root's `system` (scenarioSystemOf).

#include "formats/common/atomic_file.h"
#include "formats/map/map_format.h"
#include "formats/scenario/scenario_format.h"
#include "geometry/finding.h"
#include "scenarios/board_set.h"
#include "scenarios/gts/gts_scenario.h"

#include <filesystem>
#include <list>
#include <optional>
#include <string>
#include <string_view>

namespace crestline::formats {

/// The system id of GTS scenarios and maps.
inline constexpr std::string_view kGtsSystem = "gts";

/// The `system` attribute of a scenario file's root; nullopt when the text is
/// not XML or has no such root (the reader then says what is wrong).
std::optional<std::string> scenarioSystemOf(std::string_view xml);

/// Read a GTS scenario. Only a fatal problem leaves no model (not XML, wrong
/// root, newer version, a system other than "gts": wrong-system); with errors
/// the scenario is returned as far as it could be read, values in error left empty.
ReadResult<scenarios::gts::GtsScenario> readGtsScenarioText(std::string_view xml, const std::string& fileName);
ReadResult<scenarios::gts::GtsScenario> readGtsScenarioFile(const std::filesystem::path& file);
/// The file text: fixed order, optional values only when set, kept extensions written back.
std::string writeGtsScenarioText(const scenarios::gts::GtsScenario& scenario);
/// Atomic save; on failure one "save-failed" finding (the old file is kept).
Findings writeGtsScenarioFile(const scenarios::gts::GtsScenario& scenario, const std::filesystem::path& file);

/// A GTS scenario with its maps loaded (relative to the scenario file), as
/// LoadedScenario is for FF. Move-only: `boards` points into `maps`.
using LoadedGtsScenario = LoadedHexScenario<scenarios::gts::GtsScenario>;
/// Read the scenario, then each map it uses (a map that cannot be loaded is
/// kept as a placeholder with "map-unreadable").
ReadResult<LoadedGtsScenario> loadGtsScenario(const std::filesystem::path& file);
ReadResult<LoadedGtsScenario> loadGtsScenarioText(std::string_view text, const std::filesystem::path& file);

/// The scenario resolved for a play engine as JSON (docs/gts-scenario.md,
/// "JSON export"): hexes as labels qualified by map, order of battle with each
/// Unit's Army, Division and Formation, the turn record with its arrivals.
std::string exportGtsScenarioJson(const scenarios::gts::GtsScenario& scenario, const scenarios::BoardSet& boards);

} // namespace crestline::formats
