// The LOS string on the map: its verdict's colour and dashes, the deciding
// artwork highlighted and the contact point marked.

#include "formats/render/painter.h"

#include <algorithm>
#include <cmath>

namespace crestline::render::detail {

using geometry::Point;

void highlightArtwork(Painter& p, const geometry::los::Scene& scene, int index)
{
    if (index < 0 || index >= int(scene.artwork().size())) return;
    const geometry::los::Artwork& a = scene.artwork()[std::size_t(index)];
    const Style& st = p.st();
    p.lattice();
    if (a.isLine)
        p.polyline(a.shape.outer);
    else
        p.polygon(a.shape);
    cairo_set_line_join(p.cr(), CAIRO_LINE_JOIN_MITER);
    p.strokeWith(st.highlight, st.highlightWidth.at(p.hexPt()), {}, true);
    p.strokeWith(st.ink, std::max(0.5, 0.2 * st.highlightWidth.at(p.hexPt())), {});
    cairo_set_line_join(p.cr(), CAIRO_LINE_JOIN_BEVEL);
}

void drawLosString(Painter& p, const geometry::los::Ruling& r)
{
    if (!p.grid().contains(r.from) || !p.grid().contains(r.to)) return;
    const Style& st = p.st();
    const VerdictStyle& vs = st.verdict(r.verdict);
    cairo_t* cr = p.cr();
    const Point a = p.centreUser(r.from), b = p.centreUser(r.to);
    const double w = st.losWidth.at(p.hexPt());
    p.base();
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_move_to(cr, a.u, a.v);
    cairo_line_to(cr, b.u, b.v);
    p.strokeWith(st.losCasing, w * 2.2, {}, true);
    // Dashes are laid out from the middle, so the string's midpoint is always inked.
    std::vector<double> dash(vs.dash);
    for (double& d : dash) d *= w;
    double offset = 0;
    if (!dash.empty()) {
        double period = 0;
        for (double d : dash) period += d;
        const double half = std::hypot(b.u - a.u, b.v - a.v) / 2;
        // cairo: the phase at distance x along the path is (x + offset) mod period.
        offset = std::fmod(dash[0] / 2 - half, period);
        if (offset < 0) offset += period;
    }
    p.colour(vs.colour);
    cairo_set_line_width(cr, w);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_dash(cr, dash.empty() ? nullptr : dash.data(), int(dash.size()), offset);
    cairo_stroke(cr);
    cairo_set_dash(cr, nullptr, 0, 0);
    // Sighter: a filled dot; target: a ring.
    const double rEnd = st.symbols.losEndRadius.at(p.hexPt());
    cairo_arc(cr, a.u, a.v, rEnd, 0, 2 * M_PI);
    p.fill(vs.colour, true);
    p.strokeWith(st.ink, std::max(0.6, 0.25 * w), {});
    cairo_arc(cr, b.u, b.v, rEnd, 0, 2 * M_PI);
    p.fill(st.paper, true);
    p.strokeWith(vs.colour, std::max(1.0, 0.6 * w), {});
    if (!r.hasContact) return;
    // The contact point: a ring with cross hairs, on a white halo.
    const Point c = p.user(r.contact);
    const double rc = st.symbols.contactRadius.at(p.hexPt());
    cairo_arc(cr, c.u, c.v, rc, 0, 2 * M_PI);
    p.strokeWith(st.paper, std::max(1.6, 0.1 * rc) * 2.5, {}, true);
    p.strokeWith(st.contact, std::max(0.8, 0.1 * rc), {});
    for (int k = 0; k < 4; ++k) {
        const double dx = k == 0 ? 1 : k == 1 ? -1 : 0, dy = k == 2 ? 1 : k == 3 ? -1 : 0;
        cairo_move_to(cr, c.u + dx * rc * 0.45, c.v + dy * rc * 0.45);
        cairo_line_to(cr, c.u + dx * rc * 1.6, c.v + dy * rc * 1.6);
    }
    p.strokeWith(st.contact, std::max(0.8, 0.1 * rc), {});
}

} // namespace crestline::render::detail
