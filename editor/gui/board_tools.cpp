// What a board kind holds beyond artwork and painted terrain
// (maps::BoardKind): markers printed in hexes, links hex to hex through
// hexsides, entry hexes with Division symbols. Each tool is generic: it
// offers what the map's board kind says its maps hold, and the frame shows
// it only there (MainFrame::showSystemTools). Every change is one command.

#include "editor/gui/edit_tools.h"

#include "editor/jobs/map_document.h"
#include "formats/render/style.h"

#include <algorithm>

namespace crestline::gui {

using geometry::OffsetCoord;
using geometry::Point;

namespace {

void outline(cairo_t* cr, const render::MapFrame& frame, const geometry::HexGrid& grid, OffsetCoord h, double width)
{
    traceHex(cr, frame, grid, h);
    const auto& hi = render::style().highlight;
    cairo_set_source_rgba(cr, hi.r, hi.g, hi.b, 0.9);
    cairo_set_line_width(cr, width);
    cairo_stroke(cr);
}

/// "A B, C" -> {"A", "B", "C"}.
std::vector<std::string> words(const std::string& text)
{
    std::vector<std::string> out;
    std::string word;
    for (char c : text + " ") {
        if (c == ' ' || c == ',' || c == '\t') {
            if (!word.empty()) out.push_back(word);
            word.clear();
        } else {
            word += c;
        }
    }
    return out;
}

/// A tool that works hex by hex, with the hex under the pointer outlined.
class HexClickTool : public Tool {
public:
    bool snaps() const override { return false; }
    void mouseMove(ToolHost& host, const ToolMouse& m) override
    {
        m_hover = hexAt(host.document()->grid(), m.lattice);
        host.refresh();
    }
    void cancel(ToolHost&) override { m_hover.reset(); }
    void drawOverlay(cairo_t* cr, const OverlayContext& on) const override
    {
        if (m_hover) outline(cr, on.frame, on.document.grid(), *m_hover, 2);
    }

protected:
    std::optional<OffsetCoord> m_hover;
};

class MarkerTool : public HexClickTool {
public:
    std::string name() const override { return "marker"; }
    void mouseDown(ToolHost& host, const ToolMouse& m) override
    {
        const jobs::MapDocument& doc = *host.document();
        const auto hex = hexAt(doc.grid(), m.lattice);
        if (!hex || !host.hexLayerEditable()) return;
        const ToolOptions& o = host.options();
        const auto& markers = doc.map().markers;
        const auto on = std::find_if(markers.begin(), markers.end(), [&](const maps::HexMarker& k) { return k.hex == *hex; });
        // Shift+click, or a click on the same marker, removes it; a click elsewhere places (or replaces) one.
        const bool remove = m.shift || (on != markers.end() && on->kind == o.markerKind && on->owner == o.markerOwner);
        if (remove) {
            if (on != markers.end()) host.execute(edit::setMarker(*hex, "", ""));
        } else if (!o.markerKind.empty()) {
            host.execute(edit::setMarker(*hex, o.markerKind, o.markerOwner));
        }
    }
    std::string status() const override
    {
        return "Markers: click a hex to place the chosen marker (or to remove the same one); Shift+click removes a hex's marker";
    }
};

class LinkTool : public HexClickTool {
public:
    std::string name() const override { return "link"; }
    void mouseDown(ToolHost& host, const ToolMouse& m) override
    {
        const jobs::MapDocument& doc = *host.document();
        const auto hex = hexAt(doc.grid(), m.lattice);
        m_chain.clear();
        if (!hex || !host.hexLayerEditable()) return;
        if (m.shift) {
            // The newest link through this hex goes.
            const auto& links = doc.map().links;
            for (int i = int(links.size()) - 1; i >= 0; --i) {
                const auto& hexes = links[std::size_t(i)].hexes;
                if (std::find(hexes.begin(), hexes.end(), *hex) != hexes.end()) return host.execute(edit::deleteLink(i));
            }
            return;
        }
        m_chain.push_back(*hex);
        host.refresh();
    }
    void mouseMove(ToolHost& host, const ToolMouse& m) override
    {
        HexClickTool::mouseMove(host, m);
        if (m_chain.empty() || !m_hover || *m_hover == m_chain.back()) return;
        const geometry::HexGrid& grid = host.document()->grid();
        if (m_chain.size() >= 2 && *m_hover == m_chain[m_chain.size() - 2]) {
            m_chain.pop_back(); // back over the last hexside: undo that step
        } else if (grid.distance(m_chain.back(), *m_hover) == 1 && std::find(m_chain.begin(), m_chain.end(), *m_hover) == m_chain.end()) {
            m_chain.push_back(*m_hover); // through the hexside the two share
        }
        host.refresh();
    }
    void mouseUp(ToolHost& host, const ToolMouse&) override
    {
        std::vector<OffsetCoord> chain;
        chain.swap(m_chain);
        if (chain.size() < 2 || host.options().linkTerrain.empty()) return host.refresh();
        maps::HexLink link;
        link.terrain = host.options().linkTerrain;
        link.hexes = std::move(chain);
        host.execute(edit::addLink(std::move(link)));
    }
    void cancel(ToolHost& host) override
    {
        HexClickTool::cancel(host);
        m_chain.clear();
    }
    void drawOverlay(cairo_t* cr, const OverlayContext& on) const override
    {
        HexClickTool::drawOverlay(cr, on);
        if (m_chain.empty()) return;
        const geometry::HexGrid& grid = on.document.grid();
        std::vector<Point> centres;
        for (OffsetCoord h : m_chain) centres.push_back(grid.centre(h).toPoint());
        tracePath(cr, on.frame, centres, false);
        const auto& hi = render::style().highlight;
        cairo_set_source_rgba(cr, hi.r, hi.g, hi.b, 0.9);
        cairo_set_line_width(cr, 4);
        cairo_stroke(cr);
        for (OffsetCoord h : m_chain) outline(cr, on.frame, grid, h, 1);
    }
    std::string status() const override
    {
        return m_chain.empty() ? "Links: drag from hex to hex through hexsides to lay the chosen road, railroad or trail; Shift+click a hex removes the newest link through it"
                               : "Link: " + std::to_string(m_chain.size()) + " hexes; release to lay it, drag back to take a hex off";
    }

private:
    std::vector<OffsetCoord> m_chain;
};

class DivisionEntryTool : public HexClickTool {
public:
    std::string name() const override { return "division-entry"; }
    void mouseDown(ToolHost& host, const ToolMouse& m) override
    {
        const jobs::MapDocument& doc = *host.document();
        const auto hex = hexAt(doc.grid(), m.lattice);
        if (!hex || !host.hexLayerEditable()) return;
        const ToolOptions& o = host.options();
        const std::vector<std::string> divisions = words(o.entryDivisions);
        const auto& entries = doc.map().entries;
        const auto on = std::find_if(entries.begin(), entries.end(), [&](const maps::EntryHex& e) { return e.hex == *hex; });
        const bool remove = m.shift || (on != entries.end() && on->divisions == divisions && on->side == o.entrySide);
        if (remove) {
            if (on != entries.end()) host.execute(edit::setEntryHex(*hex, {}, ""));
        } else if (!divisions.empty()) {
            host.execute(edit::setEntryHex(*hex, divisions, o.entrySide));
        }
    }
    std::string status() const override
    {
        return "Entry hexes: type the Division symbols (and side), click a hex to make it their entry hex (again: remove); Shift+click removes";
    }
};

} // namespace

std::unique_ptr<Tool> makeMarkerTool() { return std::make_unique<MarkerTool>(); }
std::unique_ptr<Tool> makeLinkTool() { return std::make_unique<LinkTool>(); }
std::unique_ptr<Tool> makeDivisionEntryTool() { return std::make_unique<DivisionEntryTool>(); }

} // namespace crestline::gui
