#pragma once
// The tabletop view's kept pictures (tabletop_board_view.cpp): the table's
// layers that do not change with a ruling (render::TabletopPart Ground and
// Teams) drawn once at the canvas's scale and copied on each paint, so a
// ruling repaints only its own marks (docs/performance.md, "Through the window").

#include "formats/render/tabletop/tabletop_image.h"

#include <cairo.h>

#include <memory>

namespace crestline::gui {

class TablePictures {
public:
    /// Draws layer `part` (Ground: opaque, on paper; Teams: transparent), kept from an earlier paint at the same scale.
    /// `width`, `height`: the drawing's size in its units. A context that is not a plain scale draws the layer whole.
    void draw(cairo_t* cr, const maps::TabletopGame& game, const render::TabletopLayout& layout, double width, double height,
              render::TabletopPart part);
    /// The table changed: every picture is drawn again when next needed.
    void clear();

private:
    struct Free {
        void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
    };
    std::unique_ptr<cairo_surface_t, Free> m_pictures[2]; ///< Ground, Teams
    double m_scale = 0;
};

} // namespace crestline::gui
