#pragma once
// The canvas's tools: a tool receives the canvas's mouse and key events in
// the lattice frame (raw and snapped), edits only through the document's
// commands (ToolHost::execute), and may draw an overlay over the map and add
// to the renderer's overlays. The canvas dispatches to the one active tool.
// Tools are listed in tool_registry.cpp (name, menu text, shortcut, factory).
// A tool holds nothing of a document across documents: whenever the canvas
// is given another document (New, Open, Recover, another map of a
// scenario, closing) it cancels the active tool while the old document is
// still there and puts a new tool of the same kind in its place. A tool
// reads the document it draws over from OverlayContext, never from a pointer
// it kept.

#include "editor/edit/map_commands.h"
#include "editor/edit/snap.h"
#include "formats/render/map_painter.h"
#include "geometry/point.h"

#include <cairo.h>
#include <wx/cursor.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace crestline::jobs {
class MapDocument;
}

namespace crestline::gui {

class ScenarioEditor;

/// A mouse event as a tool sees it.
struct ToolMouse {
    geometry::Point lattice;        ///< the pointer, unsnapped (lattice units)
    edit::SnapResult snap;          ///< the pointer snapped (== raw, kind None, when snapping is off)
    double px = 0, py = 0;          ///< the pointer in canvas pixels
    bool shift = false, ctrl = false, alt = false;
};

/// A key press as a tool sees it (wx key code, modifiers).
struct ToolKey {
    int code = 0;
    bool shift = false, ctrl = false, alt = false;
};

/// The choices of the tool options bar, shared by the tools.
struct ToolOptions {
    std::string areaTerrain = "building";   ///< polygon tool: catalog terrain of new areas
    std::optional<int> level;               ///< polygon tool: explicit level of a new area
    bool holeMode = false;                  ///< polygon tool: add a hole to the selected area
    std::string lineTerrain = "road";       ///< polyline tool
    std::optional<double> lineWidth;        ///< polyline tool: road width, lattice units
    std::string hexTerrain = "woods";       ///< paint tool ("" clears)
    int brushRadius = 0;                    ///< paint tool: 0, 1 or 2 hexes around the centre
    int hexLevel = 1;                       ///< level tool (CoH): 0 (clears), 1 or 2
    int levelBrushRadius = 0;               ///< level tool: 0, 1 or 2 hexes around the centre
    std::string hexsideTerrain = "wall";    ///< hexside tool ("" removes)
    std::string markerKind;                 ///< marker tool: the kind placed (the board kind's printed markers)
    std::string markerOwner;                ///< marker tool: its owning side ("" none)
    std::string linkTerrain = "road";       ///< link tool: the catalog terrain of a new link
    std::string entryDivisions;             ///< entry hex tool: Division symbols, separated by spaces or commas
    std::string entrySide;                  ///< entry hex tool: the side it belongs to ("" none)
};

/// What the canvas offers the active tool. Implemented by the canvas.
class ToolHost {
public:
    virtual ~ToolHost() = default;
    /// The open map (nullptr if none).
    virtual jobs::MapDocument* document() = 0;
    /// Runs a command on the document (the only way a tool edits); updates
    /// the panels. `gesture`: from newGesture(), the same for every push of one drag.
    virtual void execute(std::unique_ptr<edit::MapCommand> command, std::uint64_t gesture = 0) = 0;
    /// A fresh gesture number for one drag.
    virtual std::uint64_t newGesture() = 0;
    /// The current lattice -> pixel frame of the canvas.
    virtual const render::MapFrame& frame() const = 0;
    /// Selected feature indices (the property panel shows the first).
    virtual const std::vector<int>& selection() const = 0;
    virtual void setSelection(std::vector<int> features) = 0;
    /// Whether a feature may be picked and edited (its layer shown and unlocked).
    virtual bool featureEditable(int feature) const = 0;
    /// Whether hex terrain / hexsides may be edited (layer unlocked).
    virtual bool hexLayerEditable() const = 0;
    virtual bool hexsideLayerEditable() const = 0;
    /// The shared tool options (the options bar edits them).
    virtual ToolOptions& options() = 0;
    /// Redraw the canvas (and the tool's overlay).
    virtual void refresh() = 0;
    /// Tell the panels the tool's state changed (selection, options).
    virtual void toolChanged() = 0;
    /// The scenario open with the map and its shared selection (null: none); the scenario tools edit through it.
    virtual ScenarioEditor* scenarioEditor() { return nullptr; }
};

/// What a tool's overlay is drawn over: the canvas's open map (drawOverlay
/// is only called while there is one), its frame and its selection.
struct OverlayContext {
    const jobs::MapDocument& document;
    const render::MapFrame& frame;      ///< lattice -> canvas pixels
    const std::vector<int>& selection;  ///< selected feature indices of `document`
};

/// One tool of the canvas. All event handlers are optional.
class Tool {
public:
    virtual ~Tool() = default;
    /// Stable name used by menus and scripts ("select", "polygon", ...).
    virtual std::string name() const = 0;
    virtual void mouseDown(ToolHost&, const ToolMouse&) {}
    virtual void mouseMove(ToolHost&, const ToolMouse&) {}
    virtual void mouseUp(ToolHost&, const ToolMouse&) {}
    virtual void doubleClick(ToolHost&, const ToolMouse&) {}
    /// A key while the canvas has focus; true if the tool used it.
    virtual bool key(ToolHost&, const ToolKey&) { return false; }
    /// Escape, or another tool chosen: drop whatever is half done.
    virtual void cancel(ToolHost&) {}
    /// Draws the tool's own marks over the map; `cr` is in canvas pixels.
    virtual void drawOverlay(cairo_t*, const OverlayContext&) const {}
    /// Adds to what the renderer draws over the map (LOS string, viewshed, smoke).
    virtual void addOverlays(render::Overlays&) const {}
    virtual wxCursor cursor() const { return wxCursor(wxCURSOR_CROSS); }
    /// One line for the status bar: what the tool does next.
    virtual std::string status() const { return {}; }
    /// Whether the canvas should snap the pointer for this tool.
    virtual bool snaps() const { return true; }
};

} // namespace crestline::gui
