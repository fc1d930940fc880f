// The "Align background" tool (align_tool.h).
#include "editor/gui/align_tool.h"

#include "editor/edit/background.h"
#include "editor/gui/map_canvas.h"
#include "editor/jobs/map_document.h"
#include "formats/render/style.h"

#include <cmath>
#include <cstdio>

namespace crestline::gui {

using geometry::Point;

namespace {

constexpr int kPairs = 3;

class AlignTool : public Tool {
public:
    std::string name() const override { return "align"; }
    bool snaps() const override { return false; } // the target is snapped here, the image pick never

    void mouseDown(ToolHost& host, const ToolMouse& m) override
    {
        MapCanvas* canvas = dynamic_cast<MapCanvas*>(&host);
        const jobs::MapDocument* doc = host.document();
        m_message.clear();
        if (!canvas || !doc || !doc->map().background) return say(host, "The map has no background image: File > Load background image...");
        if (canvas->layers().isLocked(Layer::Background) || !canvas->layers().isShown(Layer::Background))
            return say(host, "The background image layer is hidden or locked");
        if (int(m_targets.size()) == kPairs) restart(host); // a fourth click starts again
        if (m_pixels.size() == m_targets.size()) {
            // A point on the image: its pixel under the transform shown now.
            const auto t = canvas->background().shownTransform(*doc);
            const auto pixel = t ? edit::latticeToImage(*t, m.lattice) : std::nullopt;
            if (!pixel) return say(host, "The image's transform is singular: load it again");
            m_pixels.push_back(*pixel);
            m_shownWith = *t;
        } else {
            m_targets.push_back(target(doc->grid(), m.lattice));
            if (int(m_targets.size()) == kPairs) preview(*canvas);
        }
        host.toolChanged();
    }
    void mouseMove(ToolHost& host, const ToolMouse& m) override
    {
        m_hover = host.document() ? std::optional(target(host.document()->grid(), m.lattice)) : std::nullopt;
        if (m_pixels.size() > m_targets.size()) host.refresh();
    }
    bool key(ToolHost& host, const ToolKey& k) override
    {
        if (k.code == WXK_RETURN || k.code == WXK_NUMPAD_ENTER) {
            apply(host);
            return true;
        }
        if (k.code == WXK_ESCAPE) {
            restart(host);
            return true;
        }
        if ((k.code == 'c' || k.code == 'C') && !k.ctrl && !k.alt) {
            m_corners = !m_corners;
            restart(host);
            return true;
        }
        return false;
    }
    void cancel(ToolHost& host) override
    {
        m_pixels.clear();
        m_targets.clear();
        m_fit = {};
        if (auto* canvas = dynamic_cast<MapCanvas*>(&host)) {
            canvas->background().setPreview(std::nullopt);
            canvas->backgroundChanged();
        }
    }
    void drawOverlay(cairo_t* cr, const OverlayContext& on) const override
    {
        const maps::ImageTransform& shown = m_fit.transform ? *m_fit.transform : m_shownWith;
        cairo_save(cr);
        cairo_set_line_width(cr, 2);
        for (std::size_t i = 0; i < m_pixels.size(); ++i) {
            // The image point where the image is drawn now (with the fit, on its target if the fit is good).
            const Point p = on.frame.user(shown.apply(m_pixels[i].x, m_pixels[i].y));
            const std::optional<Point> t = i < m_targets.size() ? std::optional(m_targets[i])
                                           : m_hover                ? m_hover
                                                                    : std::nullopt;
            if (t) {
                const Point q = on.frame.user(*t);
                cairo_set_source_rgba(cr, 0.1, 0.3, 0.9, 0.9);
                cairo_new_path(cr); // no line from the last number's end
                cairo_arc(cr, q.u, q.v, 7, 0, 2 * M_PI);
                cairo_stroke(cr);
                cairo_move_to(cr, p.u, p.v);
                cairo_line_to(cr, q.u, q.v);
                cairo_stroke(cr);
            }
            cairo_set_source_rgba(cr, 0.9, 0.15, 0.1, 0.95);
            cairo_new_path(cr);
            cairo_move_to(cr, p.u - 8, p.v);
            cairo_line_to(cr, p.u + 8, p.v);
            cairo_move_to(cr, p.u, p.v - 8);
            cairo_line_to(cr, p.u, p.v + 8);
            cairo_stroke(cr);
            cairo_move_to(cr, p.u + 6, p.v - 6);
            cairo_show_text(cr, std::to_string(i + 1).c_str());
        }
        cairo_restore(cr);
    }
    std::string status() const override
    {
        if (!m_message.empty()) return m_message;
        const std::string what = m_corners ? "corner of the same hex" : "hex centre";
        if (int(m_targets.size()) == kPairs) {
            if (!m_fit.transform) return "No fit: " + m_fit.error + ". Esc starts again";
            char text[160];
            std::snprintf(text, sizeof text, "Preview of the fit (largest miss %.3f lattice units): Enter applies, Esc starts again",
                          m_fit.maxResidual);
            return text;
        }
        const std::string n = std::to_string(m_targets.size() + 1);
        if (m_pixels.size() == m_targets.size()) return "Pair " + n + " of 3: click a " + what + " on the image (C: " +
                                                         (m_corners ? "centres" : "corners") + " instead)";
        return "Pair " + n + " of 3: click the " + what + " of the grid it should lie on";
    }

private:
    std::vector<edit::ImagePoint> m_pixels;
    std::vector<Point> m_targets;
    std::optional<Point> m_hover;
    maps::ImageTransform m_shownWith; ///< the transform the picks were made on
    edit::ImageFit m_fit;
    bool m_corners = false;
    std::string m_message;

    /// The hex centre, or corner in corner mode, nearest to `p`.
    Point target(const geometry::HexGrid& grid, Point p) const
    {
        const geometry::PointLocation where = grid.locate(p);
        geometry::OffsetCoord hex{0, 0};
        if (!where.hexes.empty()) {
            hex = where.hexes.front();
        } else {
            double best = INFINITY;
            for (const auto& h : grid.hexesNear({p.u - 3, p.v - 3, p.u + 3, p.v + 3})) {
                const Point c = grid.centre(h).toPoint();
                const double d = std::hypot(c.u - p.u, c.v - p.v);
                if (d < best) best = d, hex = h;
            }
        }
        if (!m_corners) return grid.centre(hex).toPoint();
        Point best = grid.centre(hex).toPoint();
        double bestD = INFINITY;
        for (const auto& c : grid.corners(hex)) {
            const double d = std::hypot(double(c.u) - p.u, double(c.v) - p.v);
            if (d < bestD) bestD = d, best = c.toPoint();
        }
        return best;
    }
    void preview(MapCanvas& canvas)
    {
        m_fit = edit::fitImage(m_pixels, m_targets);
        canvas.background().setPreview(m_fit.transform);
        canvas.backgroundChanged();
    }
    void apply(ToolHost& host)
    {
        const jobs::MapDocument* doc = host.document();
        if (!doc || !doc->map().background || !m_fit.transform) return;
        maps::BackgroundImage background = *doc->map().background;
        background.transform = *m_fit.transform;
        cancel(host);
        host.execute(edit::setBackground(std::move(background)));
        m_message = "Background aligned";
        host.toolChanged();
    }
    void restart(ToolHost& host)
    {
        cancel(host);
        m_message.clear();
        host.toolChanged();
    }
    void say(ToolHost& host, std::string message)
    {
        m_message = std::move(message);
        host.toolChanged();
    }
};

} // namespace

std::unique_ptr<Tool> makeAlignTool() { return std::make_unique<AlignTool>(); }

} // namespace crestline::gui
