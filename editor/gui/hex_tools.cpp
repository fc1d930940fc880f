// Hex-based data: paint terrain per hex with a brush of radius 0, 1 or 2
// (a drag paints all its hexes as one undo step; Shift+click fills the
// connected region of hexes showing the same terrain type), set the level of
// whole hexes on Conflict of Heroes maps the same way (chart: Hills), and set
// a hexside feature by clicking near the hexside (Shift+click removes it).
#include "editor/gui/edit_tools.h"

#include "editor/jobs/map_document.h"
#include "formats/render/style.h"
#include "maps/board_kind.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <set>

namespace crestline::gui {

using geometry::OffsetCoord;
using geometry::Point;

namespace {

/// A brush over whole hexes (radius 0, 1 or 2): a drag gathers its hexes
/// and makes one command of them on release; Shift+click takes the connected
/// region of hexes alike (regionKey) instead. The paint and level tools.
class HexBrushTool : public Tool {
public:
    bool snaps() const override { return false; }

    void mouseDown(ToolHost& host, const ToolMouse& m) override
    {
        m_painted.clear();
        m_usable = usable(*host.document());
        if (!host.hexLayerEditable() || !m_usable) return;
        if (m.shift) return fill(host, m.lattice);
        m_painting = true;
        brush(host, m.lattice);
    }
    void mouseMove(ToolHost& host, const ToolMouse& m) override
    {
        m_usable = usable(*host.document());
        m_hover = hexAt(host.document()->grid(), m.lattice);
        m_radius = radius(host.options());
        if (m_painting) brush(host, m.lattice);
        host.refresh();
    }
    void mouseUp(ToolHost& host, const ToolMouse&) override
    {
        if (m_painting && !m_painted.empty()) host.execute(command(host, std::move(m_painted)));
        m_painting = false;
        m_painted.clear();
    }
    void cancel(ToolHost&) override
    {
        m_hover.reset();
        m_painting = false;
        m_painted.clear();
    }
    void drawOverlay(cairo_t* cr, const OverlayContext& on) const override
    {
        if (!usable(on.document)) return;
        const auto& grid = on.document.grid();
        const render::MapFrame& frame = on.frame;
        const auto& hi = render::style().highlight;
        cairo_save(cr);
        for (OffsetCoord h : m_painted) traceHex(cr, frame, grid, h);
        cairo_set_source_rgba(cr, hi.r, hi.g, hi.b, 0.3);
        cairo_fill(cr);
        if (m_hover)
            for (int r = 0; r <= m_radius; ++r)
                for (OffsetCoord h : grid.ring(*m_hover, r)) traceHex(cr, frame, grid, h);
        cairo_set_source_rgba(cr, hi.r, hi.g, hi.b, 1);
        cairo_set_line_width(cr, 1.5);
        cairo_stroke(cr);
        cairo_restore(cr);
    }
    wxCursor cursor() const override { return wxCursor(wxCURSOR_PAINT_BRUSH); }

protected:
    bool m_usable = true; ///< usable() on the document under the pointer at the last mouse event (the status line)

    /// Whether the tool edits this map at all.
    virtual bool usable(const jobs::MapDocument&) const { return true; }
    /// The brush radius the options give this tool.
    virtual int radius(const ToolOptions& o) const = 0;
    /// What makes hexes one region for Shift+click (a terrain type, a level).
    virtual std::string regionKey(const jobs::MapDocument& doc, OffsetCoord h) const = 0;
    /// The one undo step for `hexes`.
    virtual std::unique_ptr<edit::MapCommand> command(ToolHost& host, std::vector<OffsetCoord> hexes) const = 0;

private:
    bool m_painting = false;
    std::vector<OffsetCoord> m_painted;
    std::optional<OffsetCoord> m_hover;
    int m_radius = 0;

    void brush(ToolHost& host, Point p)
    {
        const auto& grid = host.document()->grid();
        const auto centre = hexAt(grid, p);
        if (!centre) return;
        for (int r = 0; r <= radius(host.options()); ++r)
            for (OffsetCoord h : grid.ring(*centre, r))
                if (std::find(m_painted.begin(), m_painted.end(), h) == m_painted.end()) m_painted.push_back(h);
        host.refresh();
    }
    /// The connected hexes alike (regionKey) with the one clicked.
    void fill(ToolHost& host, Point p)
    {
        const auto& doc = *host.document();
        const auto start = hexAt(doc.grid(), p);
        if (!start) return;
        const std::string key = regionKey(doc, *start);
        std::set<OffsetCoord> seen{*start};
        std::deque<OffsetCoord> queue{*start};
        std::vector<OffsetCoord> region;
        while (!queue.empty()) {
            const OffsetCoord h = queue.front();
            queue.pop_front();
            region.push_back(h);
            for (OffsetCoord n : doc.grid().neighbours(h))
                if (regionKey(doc, n) == key && seen.insert(n).second) queue.push_back(n);
        }
        host.execute(command(host, std::move(region)));
    }
};

class PaintTool : public HexBrushTool {
public:
    std::string name() const override { return "paint"; }
    std::string status() const override { return "Paint: click or drag over hexes; Shift+click fills the same-terrain region"; }

protected:
    int radius(const ToolOptions& o) const override { return o.brushRadius; }
    std::string regionKey(const jobs::MapDocument& doc, OffsetCoord h) const override { return doc.analysis().hex(h).terrainType; }
    std::unique_ptr<edit::MapCommand> command(ToolHost& host, std::vector<OffsetCoord> hexes) const override
    {
        // A hex's level stays whatever its terrain; a cleared hex with a level keeps it on the default type.
        return edit::paintHexes(std::move(hexes), host.options().hexTerrain, host.document()->catalog().defaultType);
    }
};

/// Hex levels, on maps whose board kind states them (Conflict of Heroes
/// hills, chart: Hills, L1 and L2): sets the level of whole hexes, never
/// their terrain; level 0 clears it. Keys 0 up to the kind's highest level choose it.
class LevelTool : public HexBrushTool {
public:
    std::string name() const override { return "level"; }
    bool key(ToolHost& host, const ToolKey& k) override
    {
        if (k.ctrl || k.alt || k.code < '0' || k.code > '0' + maxLevel(*host.document())) return false;
        host.options().hexLevel = k.code - '0';
        host.toolChanged(); // the options bar shows the level chosen
        return true;
    }
    std::string status() const override
    {
        if (!m_usable) return "Hex levels: only " + maps::statedLevelSystemsText() + " maps give a hex a level";
        return "Levels: click or drag sets the level; keys 0 1 2 (0 clears); Shift+click fills";
    }

protected:
    /// The highest level the map's board kind lets a hex state (0 if it states none).
    static int maxLevel(const jobs::MapDocument& doc) { return maps::statedLevelMax(doc.map().system).value_or(0); }
    bool usable(const jobs::MapDocument& doc) const override { return maps::statedLevelMax(doc.map().system).has_value(); }
    int radius(const ToolOptions& o) const override { return o.levelBrushRadius; }
    std::string regionKey(const jobs::MapDocument& doc, OffsetCoord h) const override { return std::to_string(doc.analysis().hex(h).level); }
    std::unique_ptr<edit::MapCommand> command(ToolHost& host, std::vector<OffsetCoord> hexes) const override
    {
        const int level = std::clamp(host.options().hexLevel, 0, maxLevel(*host.document()));
        return edit::setHexLevels(std::move(hexes), level ? std::optional<int>(level) : std::nullopt, host.document()->catalog().defaultType);
    }
};

class HexsideTool : public Tool {
public:
    std::string name() const override { return "hexside"; }
    bool snaps() const override { return false; }

    void mouseDown(ToolHost& host, const ToolMouse& m) override
    {
        if (!host.hexsideLayerEditable()) return;
        const auto side = sideAt(host.document()->grid(), m.lattice);
        if (side) host.execute(edit::setHexside(side->first, side->second, m.shift ? std::string() : host.options().hexsideTerrain));
    }
    void mouseMove(ToolHost& host, const ToolMouse& m) override
    {
        m_hover = sideAt(host.document()->grid(), m.lattice);
        host.refresh();
    }
    void drawOverlay(cairo_t* cr, const OverlayContext& on) const override
    {
        if (!m_hover) return;
        const auto cs = on.document.grid().corners(m_hover->first);
        const Point a = on.frame.user(cs[std::size_t(m_hover->second)].toPoint()), b = on.frame.user(cs[std::size_t((m_hover->second + 1) % 6)].toPoint());
        const auto& hi = render::style().highlight;
        cairo_save(cr);
        cairo_set_source_rgba(cr, hi.r, hi.g, hi.b, 0.9);
        cairo_set_line_width(cr, 5);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
        cairo_move_to(cr, a.u, a.v);
        cairo_line_to(cr, b.u, b.v);
        cairo_stroke(cr);
        cairo_restore(cr);
    }
    void cancel(ToolHost&) override { m_hover.reset(); }
    std::string status() const override { return "Hexside: click near a hexside to set it; Shift+click removes it"; }

private:
    std::optional<std::pair<OffsetCoord, int>> m_hover;

    /// The hexside nearest to p of the hex holding p: (hex, side 0..5).
    static std::optional<std::pair<OffsetCoord, int>> sideAt(const geometry::HexGrid& grid, Point p)
    {
        const auto h = hexAt(grid, p);
        if (!h) return std::nullopt;
        const auto cs = grid.corners(*h);
        int best = 0;
        double bestD = 1e300;
        for (int k = 0; k < 6; ++k) {
            const Point mid{double(cs[std::size_t(k)].u + cs[std::size_t((k + 1) % 6)].u) / 2,
                            double(cs[std::size_t(k)].v + cs[std::size_t((k + 1) % 6)].v) / 2};
            const Point a = grid.toMap(mid), b = grid.toMap(p); // map units: the lattice is not square
            const double d = std::hypot(a.u - b.u, a.v - b.v);
            if (d < bestD) {
                bestD = d;
                best = k;
            }
        }
        return std::pair{*h, best};
    }
};

} // namespace

std::unique_ptr<Tool> makePaintTool() { return std::make_unique<PaintTool>(); }
std::unique_ptr<Tool> makeHexsideTool() { return std::make_unique<HexsideTool>(); }
std::unique_ptr<Tool> makeLevelTool() { return std::make_unique<LevelTool>(); }

} // namespace crestline::gui
