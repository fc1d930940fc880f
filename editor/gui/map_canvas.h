#pragma once
// The canvas: one map drawn by the shared renderer (render::drawMap) into
// the window's cairo context through remembered layers (canvas_cache.h: the
// map, its shading, its other overlays), with smooth zoom around the cursor (wheel),
// pan (middle drag, space + drag), fit to window, a snap marker and the
// active tool's overlay. Mouse and key events go to the active tool in the
// lattice frame; the canvas is the tools' ToolHost.

#include "editor/gui/background_layer.h"
#include "editor/gui/joined_boards.h"
#include "editor/gui/layers.h"
#include "editor/gui/tool.h"

#include <wx/window.h>

#include <functional>
#include <memory>
#include <optional>

namespace crestline::gui {

class CanvasLayers;

/// The map window. Does not own the document (the main frame does).
class MapCanvas : public wxWindow, public ToolHost {
public:
    explicit MapCanvas(wxWindow* parent);
    ~MapCanvas() override;

    /// Shows `document` (nullptr: nothing) and fits it to the window.
    void setDocument(jobs::MapDocument* document);
    /// Makes `tool` the active tool (the old one is cancelled).
    void setTool(std::unique_ptr<Tool> tool);
    Tool* tool() const { return m_tool.get(); }
    /// Shows the whole map in the window.
    void fitToWindow();
    /// Zooms by `factor` around the window pixel (x, y).
    void zoomAt(double factor, double x, double y);
    /// Centres the lattice point `p` and zooms so about `hexes` hexes fit across.
    void showLattice(geometry::Point p, double hexes = 6);
    bool snapping() const { return m_snapping; }
    void setSnapping(bool on);
    LayerState& layers() { return m_layers; }
    /// The canvas pixel of a lattice point (scripts and tests).
    wxPoint pixelOf(geometry::Point lattice) const;
    /// Draws the canvas as it is shown into `cr` (w x h pixels): paint and screenshots.
    void paintTo(cairo_t* cr, int w, int h);
    /// Writes the canvas as a PNG; false on failure.
    bool writePng(const std::string& file);

    /// Called after every edit, undo or redo the canvas ran (the frame updates panels and title).
    std::function<void()> onDocumentChanged;
    /// Called when the selection or the tool's state changed.
    std::function<void()> onToolChanged;
    /// A key the tool did not use, without Ctrl or Alt (GTK does not always
    /// give those to the menu accelerators once the canvas has focus): true if used.
    std::function<bool(const wxKeyEvent&)> onUnhandledKey;
    /// Status bar texts: field 0 the tool, field 1 the pointer.
    std::function<void(int field, const wxString&)> onStatus;

    // ToolHost
    jobs::MapDocument* document() override { return m_doc; }
    void execute(std::unique_ptr<edit::MapCommand> command, std::uint64_t gesture = 0) override;
    std::uint64_t newGesture() override { return ++m_gesture; }
    const render::MapFrame& frame() const override { return m_frame; }
    const std::vector<int>& selection() const override { return m_selection; }
    void setSelection(std::vector<int> features) override;
    bool featureEditable(int feature) const override;
    bool hexLayerEditable() const override;
    bool hexsideLayerEditable() const override;
    ToolOptions& options() override { return m_options; }
    void refresh() override { Refresh(false); }
    void toolChanged() override;
    /// Hexes shaded with an action's answer (a reveal check: system_actions.h), drawn over the map; empty: none.
    void setAnswerShades(std::vector<render::Overlays::HexShade> shades);
    /// A scenario's pieces in its forms (scenario_forms.h UnitMark), drawn as
    /// the renderer's counter-like markers while the scenario overlays layer is shown; empty: none.
    void setFormsUnits(std::vector<render::HexMarker> units);
    /// Shows the active tool's status line again (its state changed elsewhere: the LOS panel's attack kind).
    void showToolStatus();
    /// Null while the scenario overlays layer is hidden or locked: the scenario tools then edit nothing.
    ScenarioEditor* scenarioEditor() override { return m_layers.editable(Layer::Scenario) ? m_scenarioEditor : nullptr; }
    /// The scenario shown over the map (its overlays drawn on the "scenario overlays" layer); not owned, may be null.
    void setScenarioEditor(ScenarioEditor* editor);
    /// The scenario or its selection changed: redraw its overlays.
    void scenarioChanged();
    /// The layers panel changed what is shown or locked.
    void layersChanged()
    {
        updateJoinedOverlays();
        viewChanged();
    }
    /// The document changed outside the tools (undo, redo, panels): redraw and tell the frame.
    void documentEdited();

    /// A scenario on several maps: the others, drawn around this one (joined_boards.h).
    JoinedBoards& joined() { return m_joined; }
    /// The joined maps were laid out again, or their overlays changed: redraw.
    void joinedChanged();
    /// Double-click on another map of the scenario: make it the map under edit
    /// (`board` its index in the scenario's maps; the argument is where the
    /// canvas showed it, so the view can stay put).
    std::function<void(int board, const render::MapFrame& shownIn)> onEditBoard;
    /// Shows map units (originX, originY) at the window's top-left, `scale` pixels per map unit.
    void setView(double scale, double originX, double originY);

    // Tracing (background_layer.h): the scanned image under the map.
    BackgroundLayer& background() { return m_background; }
    /// The background image or its preview changed: redraw the map.
    void backgroundChanged() { viewChanged(); }

private:
    jobs::MapDocument* m_doc = nullptr;
    ScenarioEditor* m_scenarioEditor = nullptr;
    std::unique_ptr<Tool> m_tool;
    LayerState m_layers;
    ToolOptions m_options;
    std::vector<int> m_selection;
    std::vector<render::Overlays::HexShade> m_answerShades; ///< setAnswerShades
    std::vector<render::HexMarker> m_formsUnits;            ///< setFormsUnits
    std::uint64_t m_gesture = 0;
    bool m_snapping = true;
    bool m_autoFit = true;           ///< refit on resize until the user zooms or pans
    double m_scale = 1;              ///< pixels per map unit
    double m_originX = 0, m_originY = 0; ///< map units at window pixel (0, 0)
    render::MapFrame m_frame;        ///< lattice <-> pixels, as last drawn
    std::optional<edit::SnapResult> m_snapMark;
    bool m_panning = false, m_spaceDown = false;
    wxPoint m_panLast;

    /// The map and its overlays as last drawn (canvas_cache.h): motion that changes no overlay never redraws the map.
    std::unique_ptr<CanvasLayers> m_cache;
    BackgroundLayer m_background;
    JoinedBoards m_joined;
    /// The scenario's overlays on the joined maps, from the scenario editor.
    void updateJoinedOverlays();
    /// Draws the background image if shown; returns `view` with the paper left out where it was drawn.
    render::View underlay(cairo_t* cr, render::View view);

    void invalidateCache();
    /// The document's changeCount() the map picture has been told of (drawn whole, or mapChanged).
    std::uint64_t m_drawnChange = 0;
    /// The view moved or zoomed: new frame, new cache, repaint.
    void viewChanged();
    render::View currentView(int w, int h) const;
    void updateFrame();
    ToolMouse toolMouse(const wxMouseEvent& e);
    /// Whether the active tool's points snap now, Ctrl aside (snapping on, a tool that snaps).
    bool toolSnaps() const;
    /// `lattice` snapped, or (snapping off or `suspended`: Ctrl held) rounded to 1/64.
    edit::SnapResult snapped(geometry::Point lattice, bool suspended) const;
    /// Ctrl pressed (true) or released: the snap mark and the status bar's pointer field follow at once.
    void suspendSnapping(bool held);
    bool m_snapSuspended = false;            ///< Ctrl is held (as the last key events said)
    std::optional<geometry::Point> m_pointer; ///< the pointer in the canvas (lattice, raw), if it is there
    void showPointer(const ToolMouse& m);
    void drawSelection(cairo_t* cr) const;
    void drawSnapMark(cairo_t* cr) const;

    void onPaint(wxPaintEvent&);
    void onSize(wxSizeEvent&);
    void onMouse(wxMouseEvent&);
    void onWheel(wxMouseEvent&);
    void onKeyDown(wxKeyEvent&);
    void onKeyUp(wxKeyEvent&);
};

} // namespace crestline::gui
