#pragma once
// The 15 mm tabletop table format (NAME.table.xml, root <table system="tabletop">,
// docs/tabletop-format.md, schema docs/schema/tabletop-table.xsd): reader,
// writer and the exact decimal inches it writes coordinates in. A table whose
// teams carry <state> is a game position; the same reader reads both.

#include "formats/map/map_format.h"
#include "maps/tabletop/tabletop_game.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace crestline::formats {

inline constexpr int kTableFormatVersion = 1;

/// Inches as an exact decimal with at most 3 places ("10.25", "-3", "0.125")
/// into 1/1000 inch; nullopt for anything else (more places, exponents, a
/// sign without digits, beyond 100000 inches). Never rounds.
std::optional<geometry::los::tabletop::Thou> parseInches(std::string_view text);
/// 1/1000 inch as the shortest exact decimal inches ("10.25", "-0.005", "3").
std::string formatInches(geometry::los::tabletop::Thou thou);

/// Read a table; structural problems drop the item (or, in the <table>
/// header, the whole table); geometry problems are reported and the item kept.
ReadResult<maps::TabletopGame> readTableText(std::string_view xml, const std::string& fileName);
ReadResult<maps::TabletopGame> readTableFile(const std::filesystem::path& file);
/// Canonical text: outlines counter-clockwise, kept extensions at the end of their element.
std::string writeTableText(const maps::TabletopGame& game);
/// Atomic save; on failure one "save-failed" finding (the old file is kept).
Findings writeTableFile(const maps::TabletopGame& game, const std::filesystem::path& file);

/// The root is a tabletop table (<table>), as the command line tells it from a map.
bool isTableRoot(std::string_view rootName);

} // namespace crestline::formats
