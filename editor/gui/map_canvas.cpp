#include "editor/gui/map_canvas.h"

#include "editor/gui/canvas_cache.h"
#include "editor/gui/scenario_editor.h"
#include "editor/gui/script_timing.h"
#include "editor/gui/tool_registry.h"
#include "editor/jobs/map_document.h"
#include "formats/render/style.h"

#include <wx/dcclient.h>
#include <wx/graphics.h>

#include <algorithm>
#include <cmath>

namespace crestline::gui {

using geometry::Point;

namespace {

constexpr double kSnapRadiusPx = 12;
constexpr double kMinScale = 0.02, kMaxScale = 40; ///< pixels per map unit
constexpr double kFreeStep = 1.0 / 64;             ///< unsnapped points round to this

void setColour(cairo_t* cr, const render::Rgba& c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }

double pixelLength(const render::MapFrame& f, Point a, Point b)
{
    const Point pa = f.user(a), pb = f.user(b);
    return std::hypot(pb.u - pa.u, pb.v - pa.v);
}

} // namespace

MapCanvas::MapCanvas(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxSize(800, 600), wxWANTS_CHARS | wxFULL_REPAINT_ON_RESIZE | wxBORDER_NONE)
    , m_cache(std::make_unique<CanvasLayers>())
{
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    Bind(wxEVT_PAINT, &MapCanvas::onPaint, this);
    Bind(wxEVT_SIZE, &MapCanvas::onSize, this);
    for (const auto& type : {wxEVT_LEFT_DOWN, wxEVT_LEFT_UP, wxEVT_LEFT_DCLICK, wxEVT_MIDDLE_DOWN, wxEVT_MIDDLE_UP, wxEVT_MOTION,
                             wxEVT_LEAVE_WINDOW})
        Bind(type, [this](wxMouseEvent& e) { onMouse(e); });
    Bind(wxEVT_MOUSE_CAPTURE_LOST, [this](wxMouseCaptureLostEvent&) { m_panning = false; });
    Bind(wxEVT_MOUSEWHEEL, &MapCanvas::onWheel, this);
    Bind(wxEVT_KEY_DOWN, &MapCanvas::onKeyDown, this);
    Bind(wxEVT_KEY_UP, &MapCanvas::onKeyUp, this);
}

MapCanvas::~MapCanvas() = default;

void MapCanvas::setDocument(jobs::MapDocument* document)
{
    // Tools hold nothing across documents (tool.h): the active one lets go
    // while the old document is still there, then a new one of its kind
    // takes its place.
    if (m_tool) {
        if (m_doc) m_tool->cancel(*this);
        if (const ToolInfo* info = findTool(m_tool->name())) m_tool = info->make();
    }
    m_doc = document && document->loaded() ? document : nullptr;
    m_selection.clear();
    m_answerShades.clear(); // an answer belongs to the map it was made on
    m_formsUnits.clear();   // so do the forms' pieces
    m_snapMark.reset();
    invalidateCache();
    m_autoFit = true;
    fitToWindow();
    showToolStatus();
}

void MapCanvas::setScenarioEditor(ScenarioEditor* editor)
{
    m_scenarioEditor = editor;
    scenarioChanged();
}

void MapCanvas::scenarioChanged()
{
    // The map under edit's scenario marks are overlays; the joined maps' are in the map picture.
    updateJoinedOverlays();
    if (!m_joined.empty()) invalidateCache();
    Refresh(false);
}

void MapCanvas::joinedChanged()
{
    updateJoinedOverlays();
    invalidateCache();
    if (m_autoFit) fitToWindow();
    Refresh(false);
}

void MapCanvas::updateJoinedOverlays()
{
    for (JoinedBoards::Board& b : m_joined.boards()) {
        b.overlays = {};
        if (m_scenarioEditor && m_layers.isShown(Layer::Scenario)) m_scenarioEditor->addOverlays(b.overlays, b.index);
    }
}

void MapCanvas::setView(double scale, double originX, double originY)
{
    m_autoFit = false;
    m_scale = std::clamp(scale, kMinScale, kMaxScale);
    m_originX = originX;
    m_originY = originY;
    viewChanged();
}

void MapCanvas::setTool(std::unique_ptr<Tool> tool)
{
    if (m_tool) m_tool->cancel(*this);
    m_tool = std::move(tool);
    SetCursor(m_tool ? m_tool->cursor() : wxCursor(wxCURSOR_ARROW));
    toolChanged();
}

void MapCanvas::setSnapping(bool on)
{
    m_snapping = on;
    if (!on) m_snapMark.reset();
    toolChanged();
}

render::View MapCanvas::currentView(int w, int h) const
{
    render::View view;
    view.x = 0;
    view.y = 0;
    view.width = w;
    view.height = h;
    if (m_doc) {
        const auto& grid = m_doc->grid();
        const Point a = grid.toLattice({m_originX, m_originY});
        const Point b = grid.toLattice({m_originX + w / m_scale, m_originY + h / m_scale});
        view.region = geometry::Box{std::min(a.u, b.u), std::min(a.v, b.v), std::max(a.u, b.u), std::max(a.v, b.v)};
    }
    m_layers.applyTo(view);
    return view;
}

void MapCanvas::updateFrame()
{
    const wxSize size = GetClientSize();
    if (m_doc) m_frame = render::mapFrame(m_doc->grid(), currentView(std::max(size.x, 1), std::max(size.y, 1)));
}

void MapCanvas::fitToWindow()
{
    const wxSize size = GetClientSize();
    if (m_doc && size.x > 0 && size.y > 0) {
        const auto& grid = m_doc->grid();
        const geometry::Box box = render::mapBox(grid);
        const Point a = grid.toMap({box.minU, box.minV}), b = grid.toMap({box.maxU, box.maxV});
        // A scenario's joined maps are shown whole with it.
        double x0 = std::min(a.u, b.u), y0 = std::min(a.v, b.v), x1 = std::max(a.u, b.u), y1 = std::max(a.v, b.v);
        if (!m_joined.empty()) m_joined.extent(grid, x0, y0, x1, y1);
        const double mw = x1 - x0, mh = y1 - y0;
        m_scale = std::clamp(0.96 * std::min(size.x / mw, size.y / mh), kMinScale, kMaxScale);
        m_originX = (x0 + x1) / 2 - size.x / 2.0 / m_scale;
        m_originY = (y0 + y1) / 2 - size.y / 2.0 / m_scale;
    }
    viewChanged();
}

void MapCanvas::zoomAt(double factor, double x, double y)
{
    m_autoFit = false;
    const double mx = m_originX + x / m_scale, my = m_originY + y / m_scale;
    m_scale = std::clamp(m_scale * factor, kMinScale, kMaxScale);
    m_originX = mx - x / m_scale;
    m_originY = my - y / m_scale;
    viewChanged();
}

void MapCanvas::showLattice(Point p, double hexes)
{
    if (!m_doc) return;
    m_autoFit = false;
    const wxSize size = GetClientSize();
    const double hexWidth = 2 * m_doc->grid().spec().hexSize;
    m_scale = std::clamp(size.x / (hexes * hexWidth), kMinScale, kMaxScale);
    const Point m = m_doc->grid().toMap(p);
    m_originX = m.u - size.x / 2.0 / m_scale;
    m_originY = m.v - size.y / 2.0 / m_scale;
    viewChanged();
}

void MapCanvas::viewChanged()
{
    invalidateCache();
    updateFrame();
    Refresh(false);
}

wxPoint MapCanvas::pixelOf(Point lattice) const
{
    const Point p = m_frame.user(lattice);
    return {int(std::lround(p.u)), int(std::lround(p.v))};
}

void MapCanvas::execute(std::unique_ptr<edit::MapCommand> command, std::uint64_t gesture)
{
    if (!m_doc) return;
    m_doc->execute(std::move(command), gesture);
    documentEdited();
}

void MapCanvas::documentEdited()
{
    const int count = int(m_doc ? m_doc->map().features.size() : 0);
    std::erase_if(m_selection, [&](int i) { return i >= count; });
    // What the edits since the map picture was last brought up to date
    // changed: drawn again there only (canvas_cache.h); not known, or the
    // grid or catalog changed: drawn whole.
    const std::optional<maps::MapDelta> delta = m_doc ? m_doc->changesSince(m_drawnChange) : std::nullopt;
    if (delta && !delta->everything && !delta->regions.empty()) {
        m_cache->mapChanged(delta->regions);
        m_drawnChange = m_doc->changeCount();
    } else {
        invalidateCache();
    }
    Refresh(false);
    if (onDocumentChanged) onDocumentChanged();
}

void MapCanvas::setSelection(std::vector<int> features)
{
    m_selection = std::move(features);
    toolChanged();
}

bool MapCanvas::featureEditable(int feature) const
{
    if (!m_doc || feature < 0 || feature >= int(m_doc->map().features.size())) return false;
    return m_layers.editable(featureLayer(m_doc->map().features[std::size_t(feature)], m_doc->catalog()));
}

bool MapCanvas::hexLayerEditable() const { return m_layers.editable(Layer::HexTerrain); }
bool MapCanvas::hexsideLayerEditable() const { return m_layers.editable(Layer::Hexsides); }

void MapCanvas::toolChanged()
{
    showToolStatus();
    Refresh(false);
    if (onToolChanged) onToolChanged();
}

void MapCanvas::showToolStatus()
{
    if (onStatus) onStatus(0, wxString::FromUTF8(m_tool ? m_tool->status() : std::string()));
}

void MapCanvas::invalidateCache()
{
    m_cache->invalidateMap();
    m_drawnChange = m_doc ? m_doc->changeCount() : 0;
}

void MapCanvas::setAnswerShades(std::vector<render::Overlays::HexShade> shades)
{
    m_answerShades = std::move(shades);
    refresh();
}

void MapCanvas::setFormsUnits(std::vector<render::HexMarker> units)
{
    m_formsUnits = std::move(units);
    refresh();
}

void MapCanvas::paintTo(cairo_t* cr, int w, int h)
{
    cairo_save(cr);
    if (!m_doc) {
        setColour(cr, render::style().paper);
        cairo_paint(cr);
    } else {
        // The layers are opaque and cover the window: no paper under them.
        render::Overlays overlays;
        if (m_tool) m_tool->addOverlays(overlays);
        if (m_scenarioEditor && m_layers.isShown(Layer::Scenario)) m_scenarioEditor->addOverlays(overlays);
        overlays.shades.insert(overlays.shades.end(), m_answerShades.begin(), m_answerShades.end());
        if (m_layers.isShown(Layer::Scenario)) overlays.markers.insert(overlays.markers.end(), m_formsUnits.begin(), m_formsUnits.end());
        m_cache->paint(cr, w, h, m_doc->analysis(), [&](cairo_t* c) {
            setColour(c, render::style().paper);
            cairo_paint(c);
            return underlay(c, currentView(w, h));
        }, overlays, [this](cairo_t* c, const render::View& view) { m_joined.draw(c, m_doc->grid(), m_frame, view); });
        drawSelection(cr);
        if (m_tool) m_tool->drawOverlay(cr, {*m_doc, m_frame, m_selection});
        drawSnapMark(cr);
    }
    cairo_restore(cr);
}

render::View MapCanvas::underlay(cairo_t* cr, render::View view)
{
    if (m_layers.isShown(Layer::Background) && m_background.draw(cr, *m_doc, m_frame)) view.paper = false;
    return view;
}

void MapCanvas::drawSelection(cairo_t* cr) const
{
    const auto& features = m_doc->map().features;
    cairo_save(cr);
    setColour(cr, render::style().highlight);
    cairo_set_line_width(cr, 2.5);
    for (int i : m_selection) {
        if (i < 0 || i >= int(features.size())) continue;
        const maps::Feature& f = features[std::size_t(i)];
        auto trace = [&](const std::vector<Point>& pts, bool close) {
            for (std::size_t k = 0; k < pts.size(); ++k) {
                const Point p = m_frame.user(pts[k]);
                k == 0 ? cairo_move_to(cr, p.u, p.v) : cairo_line_to(cr, p.u, p.v);
            }
            if (close) cairo_close_path(cr);
        };
        if (f.shape == maps::FeatureShape::Area) {
            trace(f.area.outer, true);
            for (const auto& hole : f.area.holes) trace(hole, true);
        } else {
            trace(f.path, false);
        }
        cairo_stroke(cr);
    }
    cairo_restore(cr);
}

void MapCanvas::drawSnapMark(cairo_t* cr) const
{
    if (!m_snapMark || m_snapMark->kind == edit::SnapKind::None) return;
    const Point p = m_frame.user(m_snapMark->point);
    cairo_save(cr);
    cairo_set_line_width(cr, 1.5);
    setColour(cr, render::style().contact);
    const double r = m_snapMark->kind == edit::SnapKind::Fine ? 3 : 6;
    if (m_snapMark->kind == edit::SnapKind::Centre || m_snapMark->kind == edit::SnapKind::Fine) {
        cairo_arc(cr, p.u, p.v, r, 0, 2 * M_PI);
    } else if (m_snapMark->kind == edit::SnapKind::Corner) {
        cairo_rectangle(cr, p.u - r, p.v - r, 2 * r, 2 * r);
    } else {
        cairo_move_to(cr, p.u, p.v - r);
        cairo_line_to(cr, p.u + r, p.v);
        cairo_line_to(cr, p.u, p.v + r);
        cairo_line_to(cr, p.u - r, p.v);
        cairo_close_path(cr);
    }
    cairo_stroke(cr);
    cairo_restore(cr);
}

bool MapCanvas::writePng(const std::string& file)
{
    const wxSize size = GetClientSize();
    cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, std::max(size.x, 1), std::max(size.y, 1));
    cairo_t* cr = cairo_create(s);
    paintTo(cr, std::max(size.x, 1), std::max(size.y, 1));
    cairo_destroy(cr);
    const bool ok = cairo_surface_write_to_png(s, file.c_str()) == CAIRO_STATUS_SUCCESS;
    cairo_surface_destroy(s);
    return ok;
}

void MapCanvas::onPaint(wxPaintEvent&)
{
    const paint_probe::PaintScope probe; // timed script steps only (script_timing.cpp)
    wxPaintDC dc(this);
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    auto* cr = static_cast<cairo_t*>(gc->GetNativeContext());
    const wxSize size = GetClientSize();
    if (cr && size.x > 0 && size.y > 0) paintTo(cr, size.x, size.y);
}

void MapCanvas::onSize(wxSizeEvent& e)
{
    if (m_autoFit) fitToWindow();
    else viewChanged();
    e.Skip();
}

ToolMouse MapCanvas::toolMouse(const wxMouseEvent& e)
{
    ToolMouse m;
    m.px = e.GetX();
    m.py = e.GetY();
    m.shift = e.ShiftDown();
    m.ctrl = e.ControlDown();
    m.alt = e.AltDown();
    m.lattice = m_frame.lattice({m.px, m.py});
    m.snap = snapped(m.lattice, m.ctrl);
    m_pointer = m.lattice;
    return m;
}

bool MapCanvas::toolSnaps() const { return m_doc && m_snapping && (!m_tool || m_tool->snaps()); }

edit::SnapResult MapCanvas::snapped(Point lattice, bool suspended) const
{
    // Ctrl held suspends snapping (docs/editor.md, "Snapping"): the point is placed as with snapping off.
    if (toolSnaps() && !suspended) {
        const edit::SnapScale scale{kSnapRadiusPx, pixelLength(m_frame, {0, 0}, {1, 0}), pixelLength(m_frame, {0, 0}, {0, 1})};
        return edit::snapPoint(m_doc->grid(), lattice, scale);
    }
    return {edit::roundToFine(lattice, kFreeStep), edit::SnapKind::None};
}

void MapCanvas::suspendSnapping(bool held)
{
    // Ctrl pressed or released with the pointer still: the snap mark and the pointer field follow at once.
    if (held == m_snapSuspended) return;
    m_snapSuspended = held;
    if (!m_doc || !m_pointer) return;
    ToolMouse m;
    m.lattice = *m_pointer;
    m.ctrl = held;
    m.snap = snapped(m.lattice, held);
    m_snapMark = m.snap;
    showPointer(m);
    Refresh(false);
}

void MapCanvas::showPointer(const ToolMouse& m)
{
    if (!onStatus || !m_doc) return;
    const auto& grid = m_doc->grid();
    const geometry::PointLocation where = grid.locate(m.lattice);
    wxString text;
    if (!where.hexes.empty()) {
        const geometry::OffsetCoord h = where.hexes.front();
        const maps::HexFacts& facts = m_doc->analysis().hex(h);
        text = wxString::FromUTF8(grid.label(h) + "  level " + std::to_string(facts.level) + "  " + facts.terrainType +
                                  (facts.crest ? "  crest" : "") + "   ");
    } else if (const auto hit = m_joined.hitTest(grid, m_frame, m_frame.user(m.lattice).u, m_frame.user(m.lattice).v)) {
        const JoinedBoards::Board& b = m_joined.boards()[hit->board];
        text = wxString::FromUTF8(b.name + " " + b.map->grid().label(hit->hex) + " (another map: double-click with Select to edit it)   ");
    } else {
        text = "off map   ";
    }
    text += wxString::FromUTF8(edit::formatLatticePoint(m.snap.point));
    if (m.snap.kind != edit::SnapKind::None) text += wxString::FromUTF8(std::string("  (") + edit::snapKindName(m.snap.kind) + ")");
    if (m.ctrl && toolSnaps()) text += "  (snapping suspended: Ctrl held)";
    onStatus(1, text);
}

void MapCanvas::onMouse(wxMouseEvent& e)
{
    const paint_probe::HandlerScope probe;
    const wxEventType type = e.GetEventType();
    if (type == wxEVT_LEAVE_WINDOW) {
        m_snapMark.reset();
        m_pointer.reset();
        Refresh(false);
        return;
    }
    if (type == wxEVT_MIDDLE_DOWN || (type == wxEVT_LEFT_DOWN && m_spaceDown)) {
        m_panning = true;
        m_panLast = e.GetPosition();
        if (!HasCapture()) CaptureMouse();
        SetCursor(wxCursor(wxCURSOR_SIZING));
        return;
    }
    if (m_panning) {
        if (type == wxEVT_MOTION) {
            const wxPoint d = e.GetPosition() - m_panLast;
            m_panLast = e.GetPosition();
            m_autoFit = false;
            m_originX -= d.x / m_scale;
            m_originY -= d.y / m_scale;
            viewChanged();
        } else if (type == wxEVT_MIDDLE_UP || type == wxEVT_LEFT_UP) {
            m_panning = false;
            if (HasCapture()) ReleaseMouse();
            SetCursor(m_tool ? m_tool->cursor() : wxCursor(wxCURSOR_ARROW));
        }
        return;
    }
    if (!m_doc) return;
    const ToolMouse m = toolMouse(e);
    if (type == wxEVT_LEFT_DOWN) {
        SetFocus();
        if (!HasCapture()) CaptureMouse();
        if (m_tool) m_tool->mouseDown(*this, m);
    } else if (type == wxEVT_LEFT_UP) {
        if (HasCapture()) ReleaseMouse();
        if (m_tool) m_tool->mouseUp(*this, m);
    } else if (type == wxEVT_LEFT_DCLICK) {
        const Point at = m_frame.user(m.lattice);
        // With the Select tool only: a drawing tool's double-click finishes its shape.
        const bool selecting = !m_tool || m_tool->name() == "select";
        const auto hit = selecting && m_doc->grid().locate(m.lattice).hexes.empty() ? m_joined.hitTest(m_doc->grid(), m_frame, at.u, at.v) : std::nullopt;
        if (hit && onEditBoard) {
            if (HasCapture()) ReleaseMouse();
            return onEditBoard(m_joined.boards()[hit->board].index, m_joined.frameOf(hit->board, m_doc->grid(), m_frame));
        }
        if (m_tool) m_tool->doubleClick(*this, m);
    } else if (type == wxEVT_MOTION) {
        if (m_tool) m_tool->mouseMove(*this, m);
    }
    m_snapMark = m.snap;
    showPointer(m);
    if (m_tool && onStatus) onStatus(0, wxString::FromUTF8(m_tool->status()));
    Refresh(false);
}

void MapCanvas::onWheel(wxMouseEvent& e)
{
    const double steps = double(e.GetWheelRotation()) / std::max(e.GetWheelDelta(), 1);
    zoomAt(std::pow(1.2, steps), e.GetX(), e.GetY());
}

void MapCanvas::onKeyDown(wxKeyEvent& e)
{
    const paint_probe::HandlerScope probe;
    if (e.GetKeyCode() == WXK_SPACE) {
        m_spaceDown = true;
        return;
    }
    if (e.GetKeyCode() == WXK_CONTROL) {
        suspendSnapping(true);
        e.Skip();
        return;
    }
    if (e.GetKeyCode() == WXK_ESCAPE && m_tool) {
        m_tool->cancel(*this);
        toolChanged();
        return;
    }
    if (m_tool && m_doc && m_tool->key(*this, {e.GetKeyCode(), e.ShiftDown(), e.ControlDown(), e.AltDown()})) {
        toolChanged();
        return;
    }
    if (!e.ControlDown() && !e.AltDown() && onUnhandledKey && onUnhandledKey(e)) return;
    e.Skip();
}

void MapCanvas::onKeyUp(wxKeyEvent& e)
{
    if (e.GetKeyCode() == WXK_SPACE) m_spaceDown = false;
    if (e.GetKeyCode() == WXK_CONTROL) suspendSnapping(false);
    e.Skip();
}

} // namespace crestline::gui
