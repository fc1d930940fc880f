#pragma once
// Internal to crestline::render: the state one drawMap call shares between
// its layers (map_terrain.cpp, map_grid.cpp, map_overlays.cpp). Paths are
// built in the lattice frame (the context's matrix includes the lattice
// affine map) and stroked in the caller's user space, so line widths are
// round points whatever the hex aspect or rotation.

#include "formats/render/map_painter.h"
#include "formats/render/style.h"
#include "formats/render/text.h"

#include <cairo.h>

#include <optional>

namespace crestline::render::detail {

/// One drawMap call in progress.
class Painter {
public:
    Painter(cairo_t* cr, const maps::MapAnalysis& map, const MapFrame& frame);

    cairo_t* cr() const { return m_cr; }
    const maps::MapAnalysis& map() const { return m_map; }
    const geometry::HexGrid& grid() const { return m_map.grid(); }
    const MapFrame& frame() const { return m_frame; }
    const Style& st() const { return style(); }
    double hexPt() const { return m_frame.hexPt; }
    TextPainter& text() { return m_text; }
    /// The lattice box actually visible (the region, widened for rotation).
    const geometry::Box& visible() const { return m_visible; }

    /// Matrix for building paths in lattice coordinates.
    void lattice() { cairo_set_matrix(m_cr, &m_latticeCtm); }
    /// Matrix of the caller's user space (points), for strokes and text.
    void base() { cairo_set_matrix(m_cr, &m_base); }

    // Path builders: lattice matrix must be current.
    void ring(const geometry::Ring& r);
    void polygon(const geometry::PolygonWithHoles& p);
    void polyline(const std::vector<geometry::Point>& line);
    void hexagon(geometry::OffsetCoord h);

    void colour(const Rgba& c) { cairo_set_source_rgba(m_cr, c.r, c.g, c.b, c.a); }
    /// Strokes the current path in user space with `s` (keeps the path when `preserve`).
    void stroke(const Stroke& s, bool preserve = false);
    /// Strokes with an explicit width in points and dash (in widths).
    void strokeWith(const Rgba& c, double widthPt, const std::vector<double>& dash, bool preserve = false);
    /// Fills the current path (even-odd, so holes stay open).
    void fill(const Rgba& c, bool preserve = false);
    /// Fills the current path with thin diagonal hatching; with `ground`, over
    /// that colour in the same fill (one pass over the pixels, not two).
    void hatch(const Stroke& s, double spacingPerHex, bool preserve = false, const std::optional<Rgba>& ground = std::nullopt);

    /// A lattice point in user space.
    geometry::Point user(geometry::Point p) const { return m_frame.user(p); }
    geometry::Point centreUser(geometry::OffsetCoord h) const { return user(grid().centre(h).toPoint()); }
    /// On-map hexes that can show in the view.
    std::vector<geometry::OffsetCoord> visibleHexes() const;

private:
    cairo_t* m_cr;
    const maps::MapAnalysis& m_map;
    MapFrame m_frame;
    cairo_matrix_t m_base{}, m_latticeCtm{};
    geometry::Box m_visible;
    TextPainter m_text;
};

// The layers, in drawing order (docs/rendering.md).
void drawLevelAreas(Painter& p, bool paper = true);
void drawArtwork(Painter& p);
void drawCrestLines(Painter& p);
/// Hex-painted terrain (Map::hexTerrain) filled as its terrain's style: painted levels (with the level
/// areas, under the artwork) or painted types (over the artwork, under the crest lines).
enum class HexTerrainPass { Levels, Types };
void drawHexTerrain(Painter& p, HexTerrainPass pass);
void drawHexsides(Painter& p);
void drawHexMarkers(Painter& p);
void drawGrid(Painter& p, const View& view);
/// The overlays of kShadingPass (hex shades, viewshed), then those of kMarksPass.
void drawShadingOverlays(Painter& p, const Overlays& o);
void drawMarkOverlays(Painter& p, const Overlays& o);
void drawNorthArrow(Painter& p, const View& view);
void drawScaleBar(Painter& p, const View& view);

/// A printed map marker of a kind with no symbol of its own: a plate with its initials.
void drawMarkerPlate(Painter& p, const maps::HexMarker& m);

/// Markers placed in play that no other overlay draws: each by the board
/// painter of the map's system (board_painter.h), else as a plate with its kind.
void drawPlayMarkers(Painter& p, const std::vector<geometry::los::PlayMarker>& markers);

/// Highlights scene artwork `index` (outline in the highlight colour).
void highlightArtwork(Painter& p, const geometry::los::Scene& scene, int index);
/// Draws an LOS string in its verdict colour with contact mark (no highlight).
void drawLosString(Painter& p, const geometry::los::Ruling& r);

} // namespace crestline::render::detail
