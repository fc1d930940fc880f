#pragma once
// The LOS dispute report: one page (PDF, SVG or PNG) that settles an
// argument over one line of sight. Parts (docs/rendering.md): the ruling in
// words with its rule number; a zoomed map of the string's neighbourhood with
// the string in its verdict's colour, the deciding artwork highlighted and
// the contact point marked; a loupe (magnified circle) when the ruling turns
// on a tie; a side profile of ground levels and obstacles along the string;
// and the per-hex trace as a table.

#include "formats/render/map_image.h"
#include "geometry/los/ruling.h"
#include "geometry/los/scene.h"

#include <cairo.h>

#include <string>

namespace crestline::render {

/// Why a ruling is a tie, if it is one. A GTS ruling: its first tie site
/// whose two nudges count differently (else its first), from its ties.
/// Others: the string runs along a hexside or
/// through a hex vertex (the trace says Crossing::Hexside / Vertex), or it
/// passes exactly through a vertex of the deciding artwork or along one of
/// its edges (exact orientation tests against the string between the two
/// centre dots). `at` is the point to magnify, in the lattice frame.
struct Tie {
    bool tie = false;
    std::string why;      ///< plain words, e.g. "the string passes exactly through corner (28, 16) of barn"
    geometry::Point at;   ///< where to put the loupe
};
Tie findTie(const geometry::los::Scene& scene, const geometry::los::Ruling& ruling);

/// Page size and raster resolution of the report.
struct LosReportOptions {
    double widthPt = 595.28, heightPt = 841.89; ///< A4 portrait
    double dpi = 150;                            ///< PNG only (10..1200)
    std::string rulesName;                       ///< e.g. "Fighting Formations"; empty: the map's system id
    /// The play state the ruling was made under: its Smoke and play markers
    /// (GTS barrages) are drawn on the zoomed map and the loupe.
    geometry::los::PlayState play;
};

/// Draws the report page into `cr` (user space in points, page at 0,0).
void drawLosReport(cairo_t* cr, const maps::MapAnalysis& map, const geometry::los::Scene& scene, const geometry::los::Ruling& ruling,
                   const LosReportOptions& options);

/// The report as a document. `ruling` must be a Detail::Full ruling made on `scene`.
RenderResult renderLosReport(const maps::MapAnalysis& map, const geometry::los::Scene& scene, const geometry::los::Ruling& ruling,
                             OutputKind kind, const LosReportOptions& options = {});

/// The side profile alone, into the rectangle (x, y, w, h): ground level
/// along the string (display only: sampled, not the exact ruling), obstacle
/// and hindrance artwork at the level each stands on, hex boundaries, the
/// sighter and target, and the contact point.
void drawLosProfile(cairo_t* cr, const maps::MapAnalysis& map, const geometry::los::Scene& scene, const geometry::los::Ruling& ruling,
                    double x, double y, double w, double h);

} // namespace crestline::render
