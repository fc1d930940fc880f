#pragma once
// VASSAL module export of a hex map (docs/vassal.md): `crestline vassal MAP
// --out NAME.vmod` writes a VASSAL 3.7 module holding buildFile.xml,
// moduledata and images/<map id>.png, the board drawn by the map renderer
// (the map of `crestline render`, without the page's title and furniture)
// with its grid where VASSAL's HexGrid computes it and every hex named by
// VASSAL's HexGridNumbering as crestline labels it. A grid VASSAL cannot
// name or place exactly is refused (BadInput, a "vassal-grid" finding) and
// nothing is written; the zip is saved atomically. Bare maps only: no
// scenario, counters, charts, card maps or tables (yet).

#include "editor/jobs/job_report.h"
#include "editor/jobs/map_document.h"
#include "formats/vassal/vassal_module.h"

#include <filesystem>
#include <optional>

namespace crestline::maps {
class MapAnalysis;
}
namespace crestline::render {
struct Overlays;
}

namespace crestline::jobs {

struct VassalOptions {
    std::filesystem::path out; ///< NAME.vmod
    double dpi = 150;          ///< the board image's pixels per inch (10..1200), as `render --dpi`
};

struct VassalResult : JobReport {
    std::filesystem::path written;         ///< empty unless the module was written
    Findings renderWarnings;               ///< font fallback ..., never stopping the job
    std::optional<vassal::BoardFrame> frame; ///< where the lattice lies on the board image (once laid out)
    std::optional<vassal::VassalGrid> grid;  ///< the VASSAL grid written (once accepted)
};

VassalResult writeVassalModule(const MapDocument& doc, const VassalOptions& options);

/// A board of a module: the map drawn as `writeVassalModule` draws it (with
/// `overlays` over it), where its lattice lies and the VASSAL grid naming its hexes.
struct VassalBoardImage {
    vassal::BoardFrame frame;
    vassal::VassalGrid grid;
    std::string png;
};
/// Nullopt with `problem` set when the image is too large or VASSAL cannot name the grid.
std::optional<VassalBoardImage> drawVassalBoard(const maps::MapAnalysis& map, double dpi, const render::Overlays& overlays, std::string* problem);
/// A zip entry name made of an id: letters, digits, '-', '_' and '.' kept, others '_'.
std::string vassalEntryName(const std::string& id);

} // namespace crestline::jobs
