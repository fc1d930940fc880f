// The LOS tool (see los_tool.h).

#include "editor/gui/los_tool.h"

#include "editor/gui/edit_tools.h"
#include "editor/gui/los_session.h"
#include "editor/jobs/map_document.h"
#include "formats/los/ruling_format.h"

namespace crestline::gui {

using geometry::OffsetCoord;

namespace {

class LosTool : public Tool {
public:
    std::string name() const override { return "los"; }
    bool snaps() const override { return false; }

    void mouseDown(ToolHost& host, const ToolMouse& m) override
    {
        LosSession& los = session(host);
        const auto hex = hexAt(host.document()->grid(), m.lattice);
        if (!hex) return;
        if (m.ctrl) {
            los.cycleMarker(*hex);
            return host.refresh();
        }
        m_dragFrom = hex;
        m_dragTo = hex;
        los.clearRuling();
        host.refresh();
    }

    /// GTK turns a quick second Ctrl+click into a double click, not a second
    /// press: it drops, flips or removes a marker as the click would have.
    void doubleClick(ToolHost& host, const ToolMouse& m) override
    {
        if (m.ctrl) mouseDown(host, m);
    }

    void mouseMove(ToolHost& host, const ToolMouse& m) override
    {
        LosSession& los = session(host);
        m_hover = hexAt(host.document()->grid(), m.lattice);
        if (m_dragFrom) {
            // A ruling per hex the drag end enters, not per pixel.
            if (m_hover && m_hover != m_dragTo) {
                m_dragTo = m_hover;
                if (*m_dragTo != *m_dragFrom) los.rule(*m_dragFrom, *m_dragTo);
                else los.clearRuling();
            }
        } else if (m.shift || los.sweepMode()) {
            los.sweep(m_hover);
        } else if (los.viewshed()) {
            los.sweep(std::nullopt);
        }
        host.refresh();
    }

    void mouseUp(ToolHost& host, const ToolMouse&) override
    {
        m_dragFrom.reset();
        m_dragTo.reset();
        host.refresh();
    }

    bool key(ToolHost& host, const ToolKey& k) override
    {
        if (k.code != WXK_SHIFT || m_dragFrom || !m_hover) return false;
        session(host).sweep(m_hover); // Shift pressed over a hex: sweep at once, before the pointer moves
        return true;
    }

    void cancel(ToolHost& host) override
    {
        m_dragFrom.reset();
        m_dragTo.reset();
        LosSession& los = session(host);
        if (!los.sweepMode()) los.sweep(std::nullopt);
    }

    void addOverlays(render::Overlays& overlays) const override { losSession().addOverlays(overlays); }

    void drawOverlay(cairo_t* cr, const OverlayContext& on) const override
    {
        if (!m_dragFrom && !m_hover) return;
        // The hex the drag started in (until the string is drawn) and the one under the pointer.
        const auto& ink = render::style().ink; // not the highlight: that marks the deciding artwork
        cairo_save(cr);
        cairo_set_line_width(cr, 1.5);
        for (const auto& h : {m_dragFrom, m_hover}) {
            if (!h) continue;
            std::vector<geometry::Point> pts;
            for (const auto& c : on.document.grid().corners(*h)) pts.push_back(c.toPoint());
            tracePath(cr, on.frame, pts, true);
        }
        cairo_set_source_rgba(cr, ink.r, ink.g, ink.b, 0.55);
        cairo_stroke(cr);
        cairo_restore(cr);
    }

    std::string status() const override
    {
        const LosSession& los = losSession();
        if (const auto* r = los.ruling()) return formats::rulingHeadline(los.document()->scene(), *r);
        if (!los.problem().empty()) return los.problem();
        const WhatIfMarkers* markers = los.whatIfMarkers();
        return std::string("LOS: drag from hex to hex; hold Shift for the viewshed of the hex under the pointer") +
               (markers ? "; Ctrl+click a hex to " + markers->clickHelp : std::string());
    }

private:
    std::optional<OffsetCoord> m_dragFrom, m_dragTo, m_hover;

    /// The session, showing the host's document.
    static LosSession& session(ToolHost& host)
    {
        LosSession& los = losSession();
        los.setDocument(host.document());
        return los;
    }
};

} // namespace

std::unique_ptr<Tool> makeLosTool() { return std::make_unique<LosTool>(); }

} // namespace crestline::gui
