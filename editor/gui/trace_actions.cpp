// Loading the background image and setting its opacity (trace_actions.h).
#include "editor/gui/trace_actions.h"

#include "editor/gui/background_layer.h"
#include "editor/gui/main_frame.h"
#include "editor/jobs/map_document.h"
#include "formats/render/map_painter.h"

#include <wx/button.h>
#include <wx/dialog.h>
#include <wx/filedlg.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/slider.h>
#include <wx/stattext.h>

#include <algorithm>
#include <cmath>

namespace crestline::gui {

namespace {

constexpr double kFirstOpacity = 0.7; ///< a new image: the artwork drawn over it stays readable

/// Pixel -> lattice for an image of w x h pixels laid over the map's box,
/// centred, its aspect kept in map units (the lattice's u and v units differ).
maps::ImageTransform overMapBox(const geometry::HexGrid& grid, int w, int h)
{
    const geometry::Box box = render::mapBox(grid);
    const geometry::Point a = grid.toMap({box.minU, box.minV}), b = grid.toMap({box.maxU, box.maxV});
    const double left = std::min(a.u, b.u), top = std::min(a.v, b.v), mw = std::abs(b.u - a.u), mh = std::abs(b.v - a.v);
    const double k = std::min(mw / w, mh / h); // map units per image pixel
    const geometry::Point o{left + (mw - k * w) / 2, top + (mh - k * h) / 2};
    const geometry::Point p0 = grid.toLattice(o), px = grid.toLattice({o.u + k, o.v}), py = grid.toLattice({o.u, o.v + k});
    maps::ImageTransform t;
    t.ux = px.u - p0.u;
    t.vx = px.v - p0.v;
    t.uy = py.u - p0.u;
    t.vy = py.v - p0.v;
    t.u0 = p0.u;
    t.v0 = p0.v;
    return t;
}

/// The opacity dialog: a slider; each drag is one undo step.
void showOpacityDialog(MainFrame& frame)
{
    MapCanvas& canvas = frame.canvas();
    const jobs::MapDocument* doc = canvas.document();
    if (!doc || !doc->map().background) {
        wxMessageBox("The map has no background image (File > Load background image...).", "Background opacity", wxOK, &frame);
        return;
    }
    wxDialog dialog(&frame, wxID_ANY, "Background opacity");
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(&dialog, wxID_ANY, "Opacity of the scanned image (%)"), 0, wxALL, 8);
    auto* slider = new wxSlider(&dialog, wxID_ANY, int(std::lround(doc->map().background->opacity * 100)), 0, 100, wxDefaultPosition,
                                wxSize(280, -1), wxSL_HORIZONTAL | wxSL_LABELS);
    sizer->Add(slider, 0, wxEXPAND | wxLEFT | wxRIGHT, 8);
    sizer->Add(dialog.CreateButtonSizer(wxCLOSE), 0, wxALL | wxALIGN_RIGHT, 8);
    dialog.SetSizerAndFit(sizer);
    dialog.SetEscapeId(wxID_CLOSE);
    std::uint64_t gesture = canvas.newGesture();
    slider->Bind(wxEVT_SLIDER, [&](wxCommandEvent&) { setBackgroundOpacity(canvas, slider->GetValue() / 100.0, gesture); });
    // A drag ends: the next one is a step of its own.
    slider->Bind(wxEVT_SCROLL_CHANGED, [&](wxScrollEvent& e) {
        gesture = canvas.newGesture();
        e.Skip();
    });
    dialog.ShowModal();
}

} // namespace

bool loadBackground(MapCanvas& canvas, const std::filesystem::path& image, std::string& error)
{
    const jobs::MapDocument* doc = canvas.document();
    if (!doc) {
        error = "no map is open";
        return false;
    }
    cairo_surface_t* surface = loadImageSurface(image, error);
    if (!surface) return false;
    const int w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface);
    cairo_surface_destroy(surface);
    namespace fs = std::filesystem;
    maps::BackgroundImage background;
    if (doc->map().background) background = *doc->map().background; // keeps the fit, opacity and extras
    else background.opacity = kFirstOpacity;
    if (!doc->map().background) background.transform = overMapBox(doc->grid(), w, h);
    const fs::path absolute = fs::absolute(image).lexically_normal();
    background.href = doc->file().empty() ? absolute.generic_string()
                                          : absolute.lexically_relative(fs::absolute(doc->file()).parent_path().lexically_normal()).generic_string();
    background.visible = true;
    canvas.execute(edit::setBackground(std::move(background)));
    canvas.background().setPreview(std::nullopt);
    canvas.backgroundChanged();
    return true;
}

void setBackgroundOpacity(MapCanvas& canvas, double opacity, std::uint64_t gesture)
{
    const jobs::MapDocument* doc = canvas.document();
    if (!doc || !doc->map().background) return;
    maps::BackgroundImage background = *doc->map().background;
    background.opacity = std::clamp(opacity, 0.0, 1.0);
    if (background == *doc->map().background) return;
    canvas.execute(edit::setBackground(std::move(background)), gesture);
}

void addTracingMenus(MainFrame& frame, wxMenu* file, wxMenu* view)
{
    const int load = wxWindow::NewControlId(), opacity = wxWindow::NewControlId();
    file->Insert(5, load, "Load &background image...", "A scanned map (PNG or JPEG) under the map, to trace");
    view->AppendSeparator();
    view->Append(opacity, "Background &opacity...", "How strongly the scanned image shows under the map");
    frame.Bind(wxEVT_MENU, [&frame](wxCommandEvent&) {
        if (!frame.mapDocument()) return;
        wxFileDialog dialog(&frame, "Load a scanned map image", "", "", "Images (*.png;*.jpg;*.jpeg)|*.png;*.jpg;*.jpeg|All files|*",
                            wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (dialog.ShowModal() != wxID_OK) return;
        std::string error;
        if (!loadBackground(frame.canvas(), std::filesystem::path(dialog.GetPath().utf8_string()), error))
            wxMessageBox(wxString::FromUTF8(error), "Load background image", wxOK | wxICON_ERROR, &frame);
    }, load);
    frame.Bind(wxEVT_MENU, [&frame](wxCommandEvent&) { showOpacityDialog(frame); }, opacity);
}

} // namespace crestline::gui
