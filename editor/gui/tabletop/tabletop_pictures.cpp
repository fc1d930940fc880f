// The tabletop view's kept pictures (see tabletop_pictures.h).

#include "editor/gui/tabletop/tabletop_pictures.h"

#include "formats/render/style.h"

#include <algorithm>
#include <cmath>

namespace crestline::gui {

void TablePictures::clear()
{
    m_pictures[0].reset();
    m_pictures[1].reset();
}

void TablePictures::draw(cairo_t* cr, const maps::TabletopGame& game, const render::TabletopLayout& layout, double width, double height,
                         render::TabletopPart part)
{
    const bool ground = part == render::TabletopPart::Ground;
    cairo_matrix_t m;
    cairo_get_matrix(cr, &m);
    const double s = m.xx;
    if (s <= 0 || m.xy != 0 || m.yx != 0 || m.yy != s) { // not a plain scale: drawn whole
        render::drawTabletopPart(cr, game, layout, part);
        return;
    }
    if (s != m_scale) {
        clear();
        m_scale = s;
    }
    auto& picture = m_pictures[ground ? 0 : 1];
    if (!picture) {
        const int w = std::max(1, int(std::ceil(width * s))), h = std::max(1, int(std::ceil(height * s)));
        // Like the window's surface (an X pixmap under X): painting it is then the server's copy, not an upload.
        picture.reset(cairo_surface_create_similar(cairo_get_target(cr), ground ? CAIRO_CONTENT_COLOR : CAIRO_CONTENT_COLOR_ALPHA, w, h));
        cairo_t* pc = cairo_create(picture.get());
        if (ground) {
            const render::Rgba& paper = render::style().paper;
            cairo_set_source_rgb(pc, paper.r, paper.g, paper.b);
            cairo_paint(pc);
        }
        cairo_scale(pc, s, s);
        render::drawTabletopPart(pc, game, layout, part);
        cairo_destroy(pc);
    }
    cairo_save(cr);
    cairo_identity_matrix(cr);
    cairo_set_source_surface(cr, picture.get(), std::round(m.x0), std::round(m.y0));
    cairo_paint(cr);
    cairo_restore(cr);
}

} // namespace crestline::gui
