// Vertex editing: drag a vertex (live, one undo step per drag), double-click
// an edge to add a vertex there, Delete removes the vertex under the pointer.
// The handles of the selected features are drawn; a click away from any
// vertex selects the feature under the pointer.
#include "editor/gui/edit_tools.h"

#include "editor/jobs/map_document.h"
#include "formats/render/style.h"

#include <wx/defs.h>

#include <cmath>

namespace crestline::gui {

using geometry::Point;

namespace {

class VertexTool : public Tool {
public:
    std::string name() const override { return "vertex"; }

    void mouseDown(ToolHost& host, const ToolMouse& m) override
    {
        remember(m);
        m_drag = pickVertex(host.document()->map(), host.frame(), m.px, m.py, editable(host));
        if (m_drag) {
            m_pressX = m.px;
            m_pressY = m.py;
            m_moved = false;
            m_gesture = host.newGesture();
            if (std::find(host.selection().begin(), host.selection().end(), m_drag->feature) == host.selection().end())
                host.setSelection({m_drag->feature});
            return;
        }
        const int hit = pickFeature(host.document()->map(), host.document()->catalog(), host.frame(), m.px, m.py, editable(host));
        host.setSelection(hit >= 0 ? std::vector<int>{hit} : std::vector<int>{});
    }
    void mouseMove(ToolHost& host, const ToolMouse& m) override
    {
        remember(m);
        if (!m_drag) return host.refresh();
        // A click on a vertex selects; only a drag past a few pixels moves it.
        m_moved = m_moved || std::hypot(m.px - m_pressX, m.py - m_pressY) > kPickPx / 2;
        if (!m_moved) return;
        const auto* ring = edit::ringOf(host.document()->map(), *m_drag);
        if (ring && !((*ring)[std::size_t(m_drag->index)] == m.snap.point)) host.execute(edit::moveVertex(*m_drag, m.snap.point), m_gesture);
    }
    void mouseUp(ToolHost& host, const ToolMouse& m) override
    {
        mouseMove(host, m);
        m_drag.reset();
    }
    void doubleClick(ToolHost& host, const ToolMouse& m) override
    {
        remember(m);
        if (pickVertex(host.document()->map(), host.frame(), m.px, m.py, editable(host))) return;
        const auto edge = pickEdge(host.document()->map(), host.frame(), m.px, m.py, editable(host));
        if (!edge) return;
        host.execute(edit::insertVertex(edge->first, m.snap.point));
        host.setSelection({edge->first.feature});
    }
    bool key(ToolHost& host, const ToolKey& k) override
    {
        if (k.code != WXK_DELETE && k.code != WXK_BACK) return false;
        const auto v = pickVertex(host.document()->map(), host.frame(), m_px, m_py, editable(host));
        if (!v) return true; // no vertex under the pointer: Delete does nothing here (never deletes the feature)
        const maps::Feature& f = host.document()->map().features[std::size_t(v->feature)];
        const std::size_t least = f.shape == maps::FeatureShape::Area ? 4 : 3; // an area keeps 3 vertices, a line 2
        if (featureRing(f, v->ring).size() < least) return true;
        host.execute(edit::deleteVertex(*v));
        return true;
    }
    void cancel(ToolHost&) override { m_drag.reset(); }

    void drawOverlay(cairo_t* cr, const OverlayContext& on) const override
    {
        const auto& features = on.document.map().features;
        const auto& hi = render::style().highlight;
        const auto& paper = render::style().paper;
        cairo_save(cr);
        cairo_set_line_width(cr, 1.5);
        for (int i : on.selection) {
            if (i < 0 || i >= int(features.size())) continue;
            const maps::Feature& f = features[std::size_t(i)];
            const int rings = f.shape == maps::FeatureShape::Area ? int(f.area.holes.size()) : 0;
            for (int r = -1; r < rings; ++r) {
                for (const Point& p : featureRing(f, r)) {
                    const Point q = on.frame.user(p);
                    cairo_rectangle(cr, q.u - 4, q.v - 4, 8, 8);
                    cairo_set_source_rgba(cr, paper.r, paper.g, paper.b, 1);
                    cairo_fill_preserve(cr);
                    cairo_set_source_rgba(cr, hi.r, hi.g, hi.b, 1);
                    cairo_stroke(cr);
                }
            }
        }
        cairo_restore(cr);
    }
    std::string status() const override
    {
        return m_drag ? "Dragging a vertex" : "Vertices: drag one; double-click an edge adds one; Delete removes the one under the pointer";
    }

private:
    std::optional<edit::VertexRef> m_drag;
    std::uint64_t m_gesture = 0;
    double m_px = -1e9, m_py = -1e9;
    double m_pressX = 0, m_pressY = 0; ///< where the vertex was pressed (pixels)
    bool m_moved = false;

    void remember(const ToolMouse& m)
    {
        m_px = m.px;
        m_py = m.py;
    }
    static std::function<bool(int)> editable(ToolHost& host)
    {
        return [&host](int i) { return host.featureEditable(i); };
    }
};

} // namespace

std::unique_ptr<Tool> makeVertexTool() { return std::make_unique<VertexTool>(); }

} // namespace crestline::gui
