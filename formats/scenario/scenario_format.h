#pragma once
// The scenario file format (NAME.scenario.xml), the Sighting setup format
// (NAME.setup.xml) and the JSON export of a scenario resolved for a play
// engine. Documented in docs/scenario-format.md; schemas in docs/schema/.

#include "formats/common/atomic_file.h"
#include "formats/map/map_format.h"
#include "geometry/finding.h"
#include "scenarios/board_set.h"
#include "scenarios/scenario.h"
#include "scenarios/sighting_setup.h"

#include <filesystem>
#include <list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::formats {

/// The scenario format version this build reads and writes.
inline constexpr int kScenarioFormatVersion = 1;
/// The Sighting setup format version this build writes (and reads, with
/// version 1 plans: version 1 had no setup id and no public ids).
inline constexpr int kSetupFormatVersion = 2;

/// Read a scenario. Only a fatal problem leaves no model; with errors the
/// scenario is returned as far as it could be read (a value in error left
/// empty, nothing made up) and the caller decides.
ReadResult<scenarios::Scenario> readScenarioText(std::string_view xml, const std::string& fileName);
ReadResult<scenarios::Scenario> readScenarioFile(const std::filesystem::path& file);
std::string writeScenarioText(const scenarios::Scenario& scenario);
/// Atomic save; on failure one "save-failed" finding (the old file is kept).
Findings writeScenarioFile(const scenarios::Scenario& scenario, const std::filesystem::path& file);

/// A setup area's expression as text: area elements one after another
/// (<hexes list="J8"/> <within distance="1" of="L8"/> ...), the union of
/// which is the area. Findings are located in the text (`fileName`, line).
ReadResult<std::vector<scenarios::AreaExpr>> readAreaPartsText(std::string_view text, const std::string& fileName);
/// The parts of an area as that text, one element per line (nested ones indented).
std::string writeAreaPartsText(const std::vector<scenarios::AreaExpr>& parts);

/// A scenario with its maps loaded (each relative to the scenario file).
/// A map that cannot be loaded stays in the BoardSet with a null map and a
/// "map-unreadable" error. Move-only: `boards` points into `maps`.
/// A scenario of a hex system with the maps it places, as loaded from `file`.
template <class Scenario>
struct LoadedHexScenario {
    Scenario scenario;
    std::filesystem::path file;
    std::list<LoadedMap> maps;       ///< stable addresses
    scenarios::BoardSet boards;      ///< points into `maps`
};
using LoadedScenario = LoadedHexScenario<scenarios::Scenario>;

/// Read the scenario, then each map it uses. Findings of the scenario, plus
/// errors met loading its maps. Loaded whenever the scenario was read, with
/// reading errors or without.
ReadResult<LoadedScenario> loadScenario(const std::filesystem::path& file);
/// loadScenario on a scenario's text (an autosaved copy), its maps relative to `file`.
ReadResult<LoadedScenario> loadScenarioText(std::string_view text, const std::filesystem::path& file);

/// Read a Sighting setup (owner's or opponent's view, as the file says). Only
/// a fatal problem leaves no model; with an error in the header the setup is
/// returned without its markers.
ReadResult<scenarios::SightingSetup> readSetupText(std::string_view xml, const std::string& fileName);
ReadResult<scenarios::SightingSetup> readSetupFile(const std::filesystem::path& file);
/// Write a setup. The opponent's view writes only marker ids, hexes and
/// commitments, whatever else the model holds.
std::string writeSetupText(const scenarios::SightingSetup& setup);
/// Atomic save; on failure one "save-failed" finding (the old file is kept).
/// An owner's file (salts, hidden contents) is saved 0600.
Findings writeSetupFile(const scenarios::SightingSetup& setup, const std::filesystem::path& file);
/// How a setup file is saved: an owner's file private, an opponent's public.
FileAccess setupAccess(const scenarios::SightingSetup& setup);

/// The scenario resolved for a play engine, as JSON: setup areas as hex
/// lists, reinforcements as a turn-by-turn schedule. Deterministic output.
std::string exportScenarioJson(const scenarios::Scenario& scenario, const scenarios::BoardSet& boards);

} // namespace crestline::formats
