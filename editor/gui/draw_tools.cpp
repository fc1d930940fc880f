// Drawing new features: a polygon (an area of the chosen terrain and level,
// or a hole in the selected area) and a polyline (road with its width, wall,
// hedge, stream, crest line). Clicks add snapped vertices; double-click or
// Enter finishes; Backspace takes the last vertex back; Escape drops it.
#include "editor/gui/edit_tools.h"

#include "editor/jobs/map_document.h"
#include "formats/render/style.h"

#include <wx/defs.h>

namespace crestline::gui {

using geometry::Point;

namespace {

class DrawTool : public Tool {
public:
    explicit DrawTool(bool closed) : m_closed(closed) {}
    std::string name() const override { return m_closed ? "polygon" : "polyline"; }

    void mouseDown(ToolHost&, const ToolMouse& m) override
    {
        if (m_points.empty() || !(m_points.back() == m.snap.point)) m_points.push_back(m.snap.point);
        m_pointer = m.snap.point;
    }
    void mouseMove(ToolHost& host, const ToolMouse& m) override
    {
        m_pointer = m.snap.point;
        if (!m_points.empty()) host.refresh();
    }
    void doubleClick(ToolHost& host, const ToolMouse& m) override
    {
        if (m_points.empty() || !(m_points.back() == m.snap.point)) m_points.push_back(m.snap.point);
        finish(host);
    }
    bool key(ToolHost& host, const ToolKey& k) override
    {
        if (k.code == WXK_RETURN || k.code == WXK_NUMPAD_ENTER) {
            finish(host);
            return true;
        }
        if (k.code == WXK_BACK && !m_points.empty()) {
            m_points.pop_back();
            return true;
        }
        return false;
    }
    void cancel(ToolHost&) override { m_points.clear(); }

    void drawOverlay(cairo_t* cr, const OverlayContext& on) const override
    {
        if (m_points.empty()) return;
        const auto& hi = render::style().highlight;
        cairo_save(cr);
        std::vector<Point> pts = m_points;
        pts.push_back(m_pointer);
        tracePath(cr, on.frame, pts, m_closed);
        cairo_set_source_rgba(cr, hi.r, hi.g, hi.b, 0.15);
        if (m_closed) cairo_fill_preserve(cr);
        cairo_set_source_rgba(cr, hi.r, hi.g, hi.b, 1);
        cairo_set_line_width(cr, 2);
        cairo_stroke(cr);
        for (const Point& p : m_points) {
            const Point q = on.frame.user(p);
            cairo_rectangle(cr, q.u - 3, q.v - 3, 6, 6);
        }
        cairo_fill(cr);
        cairo_restore(cr);
    }

    std::string status() const override
    {
        const std::string what = m_closed ? "area" : "line";
        if (m_points.empty()) return "Draw " + what + ": click the first vertex";
        return std::to_string(m_points.size()) + " vertices: click the next; double-click or Enter finishes the " + what +
               "; Backspace takes one back";
    }

private:
    bool m_closed;
    std::vector<Point> m_points;
    Point m_pointer;

    void finish(ToolHost& host)
    {
        std::vector<Point> pts = std::move(m_points);
        m_points.clear();
        if (pts.size() < (m_closed ? 3u : 2u)) return;
        const ToolOptions& o = host.options();
        if (m_closed && o.holeMode) {
            if (host.selection().size() != 1 || !host.featureEditable(host.selection().front())) return;
            const int area = host.selection().front();
            if (host.document()->map().features[std::size_t(area)].shape != maps::FeatureShape::Area) return;
            host.execute(edit::addHole(area, std::move(pts)));
            return;
        }
        maps::Feature f;
        f.terrain = m_closed ? o.areaTerrain : o.lineTerrain;
        if (f.terrain.empty()) return;
        f.id = freshId(*host.document(), f.terrain);
        if (m_closed) {
            f.shape = maps::FeatureShape::Area;
            f.area.outer = std::move(pts);
            f.level = o.level;
        } else {
            f.shape = maps::FeatureShape::Line;
            f.path = std::move(pts);
            f.width = o.lineWidth;
        }
        host.execute(edit::addFeature(std::move(f)));
        host.setSelection({int(host.document()->map().features.size()) - 1});
    }

    /// "building-3": the terrain id and the first number no feature uses.
    static std::string freshId(const jobs::MapDocument& doc, const std::string& terrain)
    {
        for (int n = 1;; ++n) {
            const std::string id = terrain + "-" + std::to_string(n);
            if (!doc.map().findFeature(id)) return id;
        }
    }
};

} // namespace

std::unique_ptr<Tool> makePolygonTool() { return std::make_unique<DrawTool>(true); }
std::unique_ptr<Tool> makePolylineTool() { return std::make_unique<DrawTool>(false); }

} // namespace crestline::gui
