#pragma once
// Drawing one map with its overlays into a caller's cairo context: the layer
// order of docs/rendering.md (level areas, terrain artwork, crest lines, hex
// terrain and hexsides, hex grid and labels, overlays, north arrow, scale
// bar). The same call draws the editor's canvas, map images, the map on a
// setup sheet and the zoomed map of an LOS dispute report. Colours and line
// widths come from the one style table (style.h), never from callers.

#include "geometry/hex_grid.h"
#include "geometry/los/analysis.h"
#include "geometry/los/ruling.h"
#include "geometry/los/scene.h"
#include "geometry/point.h"
#include "formats/render/style.h"
#include "maps/map_analysis.h"

#include <cairo.h>

#include <optional>
#include <string>
#include <vector>

namespace crestline::render {

/// A setup area (or any hex set) tinted in a side's colour.
struct SideHexes {
    int side = 0;                 ///< 0, 1, ...: index into the style's side colours
    std::vector<geometry::OffsetCoord> hexes;
    std::string label;            ///< key text, e.g. "German setup"
};

/// An objective outlined on its hex; `vp` unset draws no number (never 0).
struct ObjectiveMark {
    geometry::OffsetCoord hex;
    std::optional<int> vp;
    std::string label;            ///< objective id or name
};

/// An entry or exit edge of the map (map's own frame), in a side's colour.
struct EdgeMark {
    enum class Which { North, South, East, West } edge = Which::North;
    int side = 0;
    bool exit = false;            ///< false: entry
    std::string label;            ///< e.g. "German entry, turn 3"
    std::vector<geometry::OffsetCoord> hexes; ///< empty: the whole edge
};

/// A counter-like mark on a hex: Sighting markers and the like.
struct HexMarker {
    geometry::OffsetCoord hex;
    int side = 0;
    std::string text;             ///< short, e.g. "S1" or "b"
    /// Hollow: a dashed frame in the side's colour on a paper plate, the text
    /// in that colour (pieces that arrive here later, not set up); drawn
    /// below a filled marker of the same hex so both are read.
    bool hollow = false;
};

/// Everything drawn over the map, supplied by the caller; all optional.
struct Overlays {
    std::vector<SideHexes> setupAreas;
    std::vector<ObjectiveMark> objectives;
    std::vector<EdgeMark> edges;
    std::vector<HexMarker> markers;
    std::vector<geometry::los::SmokeMarker> smoke;
    /// Other systems' play markers: GTS barrages ("barrage-light" / "barrage-heavy") as bursts, other kinds by name.
    std::vector<geometry::los::PlayMarker> playMarkers;
    /// Viewshed from `viewer`, indexed by HexGrid::index (los::viewshed).
    std::optional<geometry::OffsetCoord> viewer;
    const std::vector<geometry::los::Cell>* viewshed = nullptr;
    /// Blind hexes seen from `viewer`, with the obstacle behind each.
    std::vector<geometry::los::BlindHex> blindZone;
    /// An LOS string in its verdict's colour, the deciding artwork
    /// highlighted and the contact point marked (a Full ruling); for a GTS
    /// ruling, the hexes and hexsides it counted outlined and its tie sites marked.
    const geometry::los::Ruling* los = nullptr;
    /// The scene `los` and `blindZone` were computed on: names their artwork
    /// (scene index -> map feature) so it can be highlighted. Unset: no highlight.
    const geometry::los::Scene* scene = nullptr;
    /// Hexes filled with a colour and an optional short text (coverage counts);
    /// colours come from the style table via the caller in this library.
    struct HexShade {
        geometry::OffsetCoord hex;
        Rgba colour;
        std::string text;
    };
    std::vector<HexShade> shades;
};

/// Which part of the map to draw, and how.
struct View {
    /// The map rectangle to show, in the lattice frame; unset: the whole map.
    std::optional<geometry::Box> region;
    /// The target rectangle in the context's user space (points): the region
    /// is fitted into it, centred, keeping its aspect ratio.
    double x = 0, y = 0, width = 0, height = 0;
    /// Turn the map so its north is up (degrees, counter-clockwise).
    double rotationDegrees = 0;
    /// Label every Nth hex; 0 picks by the drawn hex size.
    int labelEvery = 0;
    bool grid = true, centreDots = true, labels = true;
    bool northArrow = true, scaleBar = true;
    /// Layers the editor can hide: level areas and crest lines, terrain
    /// artwork (features that are not level areas), per-hex terrain and
    /// markers, hexside features.
    bool levels = true, artwork = true, hexTerrain = true, hexsides = true;
    /// Paint level 0 (the map's paper); off, what is under the map shows
    /// through (the editor's background image being traced).
    bool paper = true;
};

/// The passes of drawMap, in drawing order, for a caller that keeps the map
/// under changing overlays (the editor's canvas caches each pass's result):
/// drawMap with kMapPass, then kShadingPass, then kMarksPass | kFurniturePass
/// onto the same pixels draws what kAllPasses does.
enum MapPass : unsigned {
    kMapPass = 1u,       ///< level areas to hex grid and labels (no overlays)
    kShadingPass = 2u,   ///< the overlays drawn first: hex shades and the viewshed
    kMarksPass = 4u,     ///< the other overlays: blind zone, setup areas, ..., LOS string, viewer
    kFurniturePass = 8u, ///< the map's border, north arrow and scale bar
    kAllPasses = 15u,
};

/// Draws `map` into `cr` as `view` says (only the `passes` asked, MapPass
/// bits). Leaves the context's state as it found it.
void drawMap(cairo_t* cr, const maps::MapAnalysis& map, const View& view, const Overlays& overlays = {}, unsigned passes = kAllPasses);

/// Where drawMap puts the map: lattice frame -> the context's user space.
struct MapFrame {
    cairo_matrix_t toUser{};   ///< lattice (u, v) -> user space (points), rotation included
    geometry::Box region;      ///< the lattice rectangle shown
    double hexPt = 0;          ///< drawn hex size, centre to corner, in points
    double pointsPerMapUnit = 0;
    double rotationRadians = 0; ///< the map's turn on the page (clockwise on screen)
    int labelEvery = 1;        ///< labels on every Nth column and row (chosen or as asked)

    /// A lattice point in user space.
    geometry::Point user(geometry::Point lattice) const;
    /// A user-space point in the lattice frame.
    geometry::Point lattice(geometry::Point user) const;
};

/// The frame drawMap uses for `view` on `grid` (no drawing).
MapFrame mapFrame(const geometry::HexGrid& grid, const View& view);
/// The lattice box holding every hexagon of the grid.
geometry::Box mapBox(const geometry::HexGrid& grid);

/// How far (points) what the map pass draws for one element (a feature, a
/// painted hex, a hexside, a printed marker, a hex's grid lines and label)
/// may reach beyond its own lattice box (a hex's: its centre +-2 units, a
/// feature's: its bounding box and width): strokes, casings, antialiasing,
/// labels and marker plates. drawMap draws every element whose box comes
/// within this of the clip, so the map redrawn under a clip (the editor's
/// canvas after an edit: the edit's boxes widened by this) equals the map
/// drawn whole, pixel for pixel, inside that clip.
double drawReachPt(const geometry::HexGrid& grid, const MapFrame& frame);

/// The map's north arrow as drawn in `frame` (map bearing plus the view's
/// turn), centred at (x, y) in user space, `size` points across.
void drawNorthArrow(cairo_t* cr, const maps::MapAnalysis& map, const MapFrame& frame, double x, double y, double size);
/// A scale bar in metres for `frame`, its bar's top-left at (x, y), about
/// `width` points long; the map's metres-per-hex, else Fighting Formations'
/// 75 m per hex, which the bar then says. `plate`: a translucent paper
/// plate under it (for drawing over the map). Returns the width used.
double drawScaleBar(cairo_t* cr, const maps::MapAnalysis& map, const MapFrame& frame, double x, double y, double width, double fontPt,
                    bool plate = false);

} // namespace crestline::render
