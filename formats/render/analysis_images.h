#pragma once
// Pictures of LOS analysis: one hex's viewshed (every hex clear, hindered N,
// blocked or blind from it, with the blind zone) and the coverage heat map
// (for each hex, how many hexes see it), each with a key. Bytes out, like
// map_image.h.

#include "formats/render/map_image.h"
#include "geometry/los/analysis.h"

#include <vector>

namespace crestline::render {

/// The viewshed of `viewer` (cells from geometry::los::viewshed, indexed by
/// HexGrid::index) over the map; `blind` (optional) outlines the blind zone
/// and highlights the obstacle behind each blind hex (needs `scene`).
RenderResult renderViewshedImage(const maps::MapAnalysis& map, geometry::OffsetCoord viewer, const std::vector<geometry::los::Cell>& cells,
                                 OutputKind kind, const MapImageOptions& options, const std::vector<geometry::los::BlindHex>* blind = nullptr,
                                 const geometry::los::Scene* scene = nullptr);

/// For each hex (by HexGrid::index), how many viewer hexes see it clear or
/// hindered; a hex never counts itself.
struct Coverage {
    std::vector<int> seenBy;
    int viewers = 0;      ///< how many hexes were counted as viewers
    int most = 0;         ///< the largest count
};

/// Counts from the all-pairs matrix; `viewers` (optional) restricts who
/// looks, e.g. a side's setup area. Off-map viewer hexes are ignored.
Coverage coverageOf(const geometry::HexGrid& grid, const geometry::los::LosMatrix& matrix,
                    const std::vector<geometry::OffsetCoord>* viewers = nullptr);

/// The coverage heat map with its key; `viewersLabel` names the viewers in
/// the key ("all hexes", "German setup area").
RenderResult renderCoverageImage(const maps::MapAnalysis& map, const Coverage& coverage, OutputKind kind, const MapImageOptions& options,
                                 const std::string& viewersLabel = "all hexes");

} // namespace crestline::render
