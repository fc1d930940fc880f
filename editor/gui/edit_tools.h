#pragma once
// The map editing tools (each a Tool; every change through the document's
// commands): select and move, vertex edit, polygon and polyline drawing,
// per-hex terrain paint, hex levels (CoH) and hexside setting. Picking helpers shared by them.

#include "editor/gui/tool.h"
#include "maps/map.h"
#include "maps/terrain_catalog.h"

#include <functional>
#include <memory>
#include <optional>

namespace crestline::gui {

std::unique_ptr<Tool> makeSelectTool();
std::unique_ptr<Tool> makeVertexTool();
std::unique_ptr<Tool> makePolygonTool();
std::unique_ptr<Tool> makePolylineTool();
std::unique_ptr<Tool> makePaintTool();
std::unique_ptr<Tool> makeHexsideTool();
/// Conflict of Heroes whole-hex levels 0..2 (docs/editor.md, "Conflict of Heroes").
std::unique_ptr<Tool> makeLevelTool();
/// Markers printed in hexes (the board kind's printedMarkers: observation
/// posts, strongpoints ...), links hex to hex through hexsides (roads,
/// railroads, trails) and entry hexes with Division symbols, on the maps
/// whose board kind holds them (board_tools.cpp).
std::unique_ptr<Tool> makeMarkerTool();
std::unique_ptr<Tool> makeLinkTool();
std::unique_ptr<Tool> makeDivisionEntryTool();

/// Pixel tolerance for picking features, vertices and edges.
inline constexpr double kPickPx = 6;

/// The topmost feature under canvas pixel (px, py) for which `editable`
/// holds: an area whose region holds it or whose outline is within kPickPx,
/// a line within kPickPx (plus half its width). Level areas (terrain of kind
/// Level in `catalog`) are the ground everything stands on: they are picked
/// by their outline only, so a click or a box on a hill reaches what is on it.
/// -1 if none.
int pickFeature(const maps::Map& map, const maps::TerrainCatalog& catalog, const render::MapFrame& frame, double px, double py,
                const std::function<bool(int)>& editable);
/// The vertex of an editable feature nearest to (px, py) within kPickPx.
std::optional<edit::VertexRef> pickVertex(const maps::Map& map, const render::MapFrame& frame, double px, double py,
                                          const std::function<bool(int)>& editable);
/// The edge (as the vertex it ends at: insert before it) of an editable
/// feature nearest to (px, py) within kPickPx, and the nearest point on it (lattice).
std::optional<std::pair<edit::VertexRef, geometry::Point>> pickEdge(const maps::Map& map, const render::MapFrame& frame, double px,
                                                                    double py, const std::function<bool(int)>& editable);
/// The on-map hex holding lattice point `p` (the first, on a hexside or a
/// vertex), if any: what a hex tool's click or the LOS tool's press is on.
std::optional<geometry::OffsetCoord> hexAt(const geometry::HexGrid& grid, geometry::Point p);
/// Adds hex `h`'s outline to `cr`'s path, in canvas pixels.
void traceHex(cairo_t* cr, const render::MapFrame& frame, const geometry::HexGrid& grid, geometry::OffsetCoord h);
/// The points of a ring or path (ring -1: outer / path).
const std::vector<geometry::Point>& featureRing(const maps::Feature& f, int ring);
/// Strokes the lattice points `pts` as a pixel path in `cr` (closed if `close`).
void tracePath(cairo_t* cr, const render::MapFrame& frame, const std::vector<geometry::Point>& pts, bool close);

} // namespace crestline::gui
