#pragma once
// Tiled jobs (docs/tiled.md): export a hex map as a Tiled hexagonal map
// (NAME.tmx with its terrain tileset NAME.tiles.png beside it, drawn in the
// renderer's swatch colours) and import a Tiled map as a crestline map.
// Both write atomically and nothing at all when refused.

#include "editor/jobs/job_report.h"
#include "editor/jobs/map_document.h"

#include <filesystem>

namespace crestline::jobs {

struct TiledResult : JobReport {
    std::vector<std::filesystem::path> written; ///< empty unless written
    std::string summary; ///< import: what was left out, one line (empty when everything was mapped)
};

/// Write `doc` (a hex map without error findings) to `out` (NAME.tmx, or
/// NAME.tmj: the same map in Tiled's JSON format) and
/// its tileset to NAME.tiles.png beside it. BadInput: an output name that is
/// not .tmx or .tmj; Refused: the map has errors or holds what TMX cannot carry.
TiledResult exportTiled(const MapDocument& doc, const std::filesystem::path& out);

/// Read `tmx` and write it as a crestline map to `out` (NAME.map.xml); the
/// catalog reference is rewritten relative to `out`'s folder. BadInput (exit
/// 2, nothing written): any error finding of the TMX (damaged input,
/// docs/tiled.md, "Import"). Done with tiled-not-mapped warnings: the parts
/// a crestline map has no place for are left out, the rest is written, and
/// `summary` counts what was left out.
TiledResult importTiled(const std::filesystem::path& tmx, const std::filesystem::path& out);

} // namespace crestline::jobs
