// Where the map's keys go (key_routing.h).
#include "editor/gui/key_routing.h"

#include "editor/gui/main_frame.h"
#include "editor/gui/panels.h"

#include <wx/menu.h>
#include <wx/textentry.h>

#include <memory>
#include <vector>

namespace crestline::gui {

namespace {

bool within(const wxWindow* w, const wxWindow* ancestor)
{
    for (; w; w = w->GetParent())
        if (w == ancestor) return true;
    return false;
}

} // namespace

bool isCanvasShortcut(wxMenuBar* bar, const wxKeyEvent& key)
{
    if (!bar || key.ControlDown() || key.AltDown()) return false;
    const int flags = key.ShiftDown() ? wxACCEL_SHIFT : wxACCEL_NORMAL;
    std::vector<wxMenu*> menus;
    for (std::size_t m = 0; m < bar->GetMenuCount(); ++m) menus.push_back(bar->GetMenu(m));
    while (!menus.empty()) {
        wxMenu* menu = menus.back();
        menus.pop_back();
        for (wxMenuItem* item : menu->GetMenuItems()) {
            if (item->GetSubMenu()) menus.push_back(item->GetSubMenu());
            const std::unique_ptr<wxAcceleratorEntry> accel(item->GetAccel());
            if (accel && accel->GetFlags() == flags && accel->GetKeyCode() == key.GetKeyCode()) return true;
        }
    }
    return false;
}

void routeCanvasKeys(MainFrame& frame)
{
    frame.Bind(wxEVT_CHAR_HOOK, [&frame](wxKeyEvent& e) {
        MapCanvas& canvas = frame.canvas();
        wxWindow* focus = wxWindow::FindFocus();
        if (focus == &canvas || !isCanvasShortcut(frame.GetMenuBar(), e)) return e.Skip();
        auto* entry = dynamic_cast<wxTextEntry*>(focus);
        if (within(focus, &frame.toolOptions()) && !entry) {
            // The options bar's lists and buttons keep the focus after a pick: the key is the map's.
            canvas.SetFocus();
            wxKeyEvent down(e);
            down.SetEventType(wxEVT_KEY_DOWN);
            down.SetEventObject(&canvas);
            down.SetId(canvas.GetId());
            canvas.GetEventHandler()->ProcessEvent(down);
            return;
        }
        if (entry && focus->IsEnabled()) return e.Skip(); // typed into a field: the field's
        // A disabled form, a pane's list or button, nothing focused: no shortcut.
    });
}

} // namespace crestline::gui
