#pragma once
// The CoH scenario file (NAME.scenario.xml with system="coh"): reading,
// writing, loading with its map, and the JSON export for a play engine.
// Same root and version as the FF and GTS formats, its own body; documented
// in docs/coh-scenario.md, schema docs/schema/coh-scenario.xsd. Which reader
// a file needs is decided by its root's `system` (scenarioSystemOf).

#include "formats/common/atomic_file.h"
#include "formats/map/map_format.h"
#include "formats/scenario/scenario_format.h"
#include "geometry/finding.h"
#include "scenarios/board_set.h"
#include "scenarios/coh/coh_hidden_setup.h"
#include "scenarios/coh/coh_scenario.h"

#include <filesystem>
#include <list>
#include <string>
#include <string_view>

namespace crestline::formats {

/// The system id of CoH scenarios and maps.
inline constexpr std::string_view kCohSystem = "coh";

/// Read a CoH scenario. Only a fatal problem leaves no model (not XML, wrong
/// root, newer version, a system other than "coh": wrong-system); with errors
/// the scenario is returned as far as it could be read, values in error left empty.
ReadResult<scenarios::coh::CohScenario> readCohScenarioText(std::string_view xml, const std::string& fileName);
ReadResult<scenarios::coh::CohScenario> readCohScenarioFile(const std::filesystem::path& file);
/// The file text: fixed order, optional values only when set, kept extensions written back.
std::string writeCohScenarioText(const scenarios::coh::CohScenario& scenario);
/// Atomic save; on failure one "save-failed" finding (the old file is kept).
Findings writeCohScenarioFile(const scenarios::coh::CohScenario& scenario, const std::filesystem::path& file);

/// A CoH scenario with its maps loaded (relative to the scenario file). Move-only: `boards` points into `maps`.
using LoadedCohScenario = LoadedHexScenario<scenarios::coh::CohScenario>;
/// Read the scenario, then each map it uses (a map that cannot be loaded is a placeholder with "map-unreadable").
ReadResult<LoadedCohScenario> loadCohScenario(const std::filesystem::path& file);
/// The same for scenario text as if read from `file` (maps resolve relative to it).
ReadResult<LoadedCohScenario> loadCohScenarioText(std::string_view text, const std::filesystem::path& file);

/// The scenario resolved for a play engine as JSON (docs/coh-scenario.md,
/// "JSON export"): hexes as labels qualified by map, each unit with its side,
/// values and start (hex, carrier or arriving round), rounds with arrivals and draws.
std::string exportCohScenarioJson(const scenarios::coh::CohScenario& scenario, const scenarios::BoardSet& boards);

/// The hidden set-up format version this build writes and reads.
inline constexpr int kHiddenSetupFormatVersion = 1;

/// Whether the file's root element is <hidden-setup> (a CoH hidden set-up,
/// not an FF Sighting setup); false when it cannot be read.
bool isHiddenSetupFile(const std::filesystem::path& file);
/// Read a CoH hidden set-up (NAME.hidden.xml; docs/coh-scenario.md, "Hidden
/// set-up"), owner's or opponent's view as the file says. Only a fatal
/// problem leaves no model. An opponent's file holding a unit id, hex,
/// facing or salt is an error (bad-value): it must not exist.
ReadResult<scenarios::coh::HiddenSetup> readHiddenSetupText(std::string_view xml, const std::string& fileName);
ReadResult<scenarios::coh::HiddenSetup> readHiddenSetupFile(const std::filesystem::path& file);
/// Write one. The opponent's view writes public ids and commitments only,
/// whatever else the model holds.
std::string writeHiddenSetupText(const scenarios::coh::HiddenSetup& setup);
/// Atomic save: the owner's file private (0600), the opponent's by the umask.
Findings writeHiddenSetupFile(const scenarios::coh::HiddenSetup& setup, const std::filesystem::path& file);

} // namespace crestline::formats
