#pragma once
// The canvas's remembered pictures (map_canvas.cpp): the map as drawn for the
// current view, the map with the shading overlays (viewshed, hex shades) and
// that with the other overlays and the map's furniture, each an RGB24 image
// kept with a key saying what it shows. A repaint whose map and overlays did
// not change is then one copy to the window; a new viewshed redraws its
// shading over the remembered map, never the map itself.

#include "formats/render/map_painter.h"

#include <cairo.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace crestline::gui {

/// One remembered picture: a w x h RGB24 image and the key it was drawn for. Owns the image.
class CanvasLayer {
public:
    CanvasLayer() = default;
    ~CanvasLayer();
    CanvasLayer(const CanvasLayer&) = delete;
    CanvasLayer& operator=(const CanvasLayer&) = delete;

    /// Whether it holds a w x h picture drawn for `key`.
    bool holds(std::uint64_t key, int w, int h) const;
    /// Starts the picture for `key` anew: a w x h image holding a copy of
    /// `under` (null: unset pixels) and a context to draw on it, which the caller destroys.
    cairo_t* redraw(std::uint64_t key, int w, int h, cairo_surface_t* under);
    /// The image (null before the first redraw).
    cairo_surface_t* surface() const { return m_surface; }
    /// Forgets the picture (the next holds() is false).
    void invalidate() { m_valid = false; }

private:
    cairo_surface_t* m_surface = nullptr;
    std::uint64_t m_key = 0;
    bool m_valid = false;
};

/// Builds a 64-bit key (FNV-1a) from what a layer shows.
class LayerKey {
public:
    explicit LayerKey(std::uint64_t seed = 0) { add(seed); }
    LayerKey& add(std::uint64_t x);
    LayerKey& add(const void* bytes, std::size_t n);
    std::uint64_t value() const { return m_hash; }

private:
    std::uint64_t m_hash = 14695981039346656037ull;
};

/// A key for what the shading pass (render::kShadingPass) draws of `o`: hex shades and the viewshed's cells; 0 for nothing.
std::uint64_t shadingKey(const render::Overlays& o);
/// A key for what the marks pass (render::kMarksPass) draws of `o`; nullopt
/// when `o` holds an LOS ruling (not hashed: drawn afresh on each repaint).
std::optional<std::uint64_t> marksKey(const render::Overlays& o);

/// The canvas's three pictures, painted in turn: the map (render::kMapPass
/// over what lies under it), the map with the shading overlays
/// (kShadingPass), and that with the other overlays and the furniture
/// (kMarksPass | kFurniturePass). Drawn in three passes onto the same pixels,
/// they are what one drawMap call draws. GUI-free, so the editor's benchmark
/// times the canvas's own code.
class CanvasLayers {
public:
    /// Paints what is under the map into a layer's context (paper, the
    /// background image); returns the view to draw the map with.
    using Underlay = std::function<render::View(cairo_t*)>;

    /// The map picture is stale: the document, view, shown layers, size or background changed.
    void invalidateMap();
    /// The map changed only inside these lattice boxes (an edit's
    /// MapDelta::regions): the next paint draws the map picture again only
    /// there, widened by a hex (the facts of a hex meeting a box may change)
    /// and by how far a drawing reaches (render::drawReachPt), and the layers
    /// over it there too; the rest of each picture stays.
    void mapChanged(const std::vector<geometry::Box>& regions);
    /// Paints `map` with `overlays` into `cr` (w x h pixels), redrawing only
    /// the stale pictures: a repaint that changed nothing is one copy, a new
    /// viewshed redraws its shading over the remembered map.
    /// `aboveMap`, if set, draws into the map picture after the map pass
    /// (a scenario's other maps, joined around this one).
    using AboveMap = std::function<void(cairo_t*, const render::View&)>;
    void paint(cairo_t* cr, int w, int h, const maps::MapAnalysis& map, const Underlay& underlay, const render::Overlays& overlays,
               const AboveMap& aboveMap = {});

    /// The pixels of the map picture (w x h, drawn with `view`) that the map
    /// changed in lattice boxes `regions` may have changed: few rectangles,
    /// overlapping ones joined. Public for the tests.
    static std::vector<cairo_rectangle_int_t> changedPixels(const maps::MapAnalysis& map, const render::View& view,
                                                            const std::vector<geometry::Box>& regions, int w, int h);

private:
    CanvasLayer m_map, m_shading, m_marks;
    std::uint64_t m_mapVersion = 1;
    render::View m_view; ///< the view m_map was drawn with
    std::vector<geometry::Box> m_changed; ///< mapChanged's boxes not yet drawn
};

} // namespace crestline::gui
