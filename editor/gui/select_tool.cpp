// Select (click, shift+click, box) and move (drag the selection: one undo step).
#include "editor/gui/edit_tools.h"

#include "editor/edit/group_command.h"
#include "editor/jobs/map_document.h"
#include "formats/render/style.h"

#include <algorithm>
#include <cmath>

namespace crestline::gui {

using geometry::Point;

namespace {

class SelectTool : public Tool {
public:
    std::string name() const override { return "select"; }

    void mouseDown(ToolHost& host, const ToolMouse& m) override
    {
        const auto& map = host.document()->map();
        const int hit = pickFeature(map, host.document()->catalog(), host.frame(), m.px, m.py, [&](int i) { return host.featureEditable(i); });
        m_moving = false;
        m_boxing = false;
        if (hit < 0) {
            if (!m.shift) host.setSelection({});
            m_boxing = true;
            m_boxFrom = m_boxTo = {m.px, m.py};
            return;
        }
        std::vector<int> sel = host.selection();
        const bool selected = std::find(sel.begin(), sel.end(), hit) != sel.end();
        if (m.shift) {
            if (selected) std::erase(sel, hit);
            else sel.push_back(hit);
            host.setSelection(sel);
            return;
        }
        if (!selected) host.setSelection({hit});
        m_moving = true;
        m_from = m_to = m.snap.point;
    }

    void mouseMove(ToolHost& host, const ToolMouse& m) override
    {
        if (m_boxing) m_boxTo = {m.px, m.py};
        if (m_moving) m_to = m.snap.point;
        if (m_boxing || m_moving) host.refresh();
    }

    void mouseUp(ToolHost& host, const ToolMouse& m) override
    {
        if (m_boxing) {
            m_boxTo = {m.px, m.py};
            selectInBox(host, m.shift);
        } else if (m_moving) {
            m_to = m.snap.point;
            const Point offset{m_to.u - m_from.u, m_to.v - m_from.v};
            std::vector<std::unique_ptr<edit::MapCommand>> moves;
            for (int i : host.selection())
                if (host.featureEditable(i)) moves.push_back(edit::moveFeature(i, offset));
            // One undo step however many features move.
            if ((offset.u != 0 || offset.v != 0) && moves.size() == 1) host.execute(std::move(moves.front()));
            else if (offset.u != 0 || offset.v != 0)
                host.execute(edit::groupCommands(std::move(moves), "Move " + std::to_string(moves.size()) + " features"));
        }
        m_boxing = m_moving = false;
        host.refresh();
    }

    void cancel(ToolHost&) override { m_boxing = m_moving = false; }

    void drawOverlay(cairo_t* cr, const OverlayContext& on) const override
    {
        const auto& ink = render::style().ink;
        if (m_boxing) {
            cairo_save(cr);
            cairo_set_source_rgba(cr, ink.r, ink.g, ink.b, 0.8);
            cairo_set_line_width(cr, 1);
            const double dash[] = {4, 3};
            cairo_set_dash(cr, dash, 2, 0);
            cairo_rectangle(cr, m_boxFrom.u + 0.5, m_boxFrom.v + 0.5, m_boxTo.u - m_boxFrom.u, m_boxTo.v - m_boxFrom.v);
            cairo_stroke(cr);
            cairo_restore(cr);
        }
        if (m_moving && (m_to.u != m_from.u || m_to.v != m_from.v)) {
            const auto& hi = render::style().highlight;
            cairo_save(cr);
            cairo_set_source_rgba(cr, hi.r, hi.g, hi.b, 0.9);
            cairo_set_line_width(cr, 1.5);
            const double dash[] = {5, 3};
            cairo_set_dash(cr, dash, 2, 0);
            const Point d{m_to.u - m_from.u, m_to.v - m_from.v};
            const auto& features = on.document.map().features;
            for (int i : on.selection) {
                if (i < 0 || i >= int(features.size())) continue;
                const maps::Feature& f = features[std::size_t(i)];
                std::vector<Point> pts = featureRing(f, -1);
                for (Point& p : pts) p = {p.u + d.u, p.v + d.v};
                tracePath(cr, on.frame, pts, f.shape == maps::FeatureShape::Area);
            }
            cairo_stroke(cr);
            cairo_restore(cr);
        }
    }

    wxCursor cursor() const override { return wxCursor(wxCURSOR_ARROW); }
    std::string status() const override
    {
        if (m_moving) return "Moving: release to drop (Escape cancels; hold Ctrl for a free offset)";
        return "Select: click, Shift+click, drag a box; drag to move; R rotate, X/Y mirror";
    }

private:
    bool m_boxing = false, m_moving = false;
    Point m_boxFrom, m_boxTo;  ///< pixels
    Point m_from, m_to;        ///< lattice, snapped

    void selectInBox(ToolHost& host, bool add)
    {
        const render::MapFrame& f = host.frame();
        const Point a = f.lattice(m_boxFrom), b = f.lattice(m_boxTo);
        const geometry::Box box{std::min(a.u, b.u), std::min(a.v, b.v), std::max(a.u, b.u), std::max(a.v, b.v)};
        std::vector<int> sel = add ? host.selection() : std::vector<int>{};
        const auto& features = host.document()->map().features;
        for (int i = 0; i < int(features.size()); ++i) {
            const geometry::Box fb = edit::featureBox(features[std::size_t(i)]);
            const bool inside = fb.minU >= box.minU && fb.maxU <= box.maxU && fb.minV >= box.minV && fb.maxV <= box.maxV;
            if (inside && host.featureEditable(i) && std::find(sel.begin(), sel.end(), i) == sel.end()) sel.push_back(i);
        }
        host.setSelection(sel);
    }
};

} // namespace

std::unique_ptr<Tool> makeSelectTool() { return std::make_unique<SelectTool>(); }

} // namespace crestline::gui
