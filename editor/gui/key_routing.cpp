// Where the map's keys go (key_routing.h).
#include "editor/gui/key_routing.h"

#include "editor/gui/main_frame.h"
#include "editor/gui/panels.h"

#include <wx/combobox.h>
#include <wx/eventfilter.h>
#include <wx/menu.h>
#include <wx/textentry.h>

#include <memory>
#include <vector>

namespace crestline::gui {

namespace {

/// With the focus nowhere (a focused field was disabled: GTK drops the
/// focus) a key reaches the menu's accelerators without any window seeing
/// it first. Their command is let through only from an open menu (a click)
/// or with the canvas focused (the canvas runs the shortcuts itself).
class ShortcutGuard : public wxEventFilter {
public:
    explicit ShortcutGuard(MainFrame& frame) : m_frame(frame) { wxEvtHandler::AddFilter(this); }
    ~ShortcutGuard() override { wxEvtHandler::RemoveFilter(this); }
    int FilterEvent(wxEvent& e) override
    {
        const wxEventType type = e.GetEventType();
        if (type == wxEVT_MENU_OPEN) {
            m_menuOpen = true;
        } else if (type == wxEVT_MENU_CLOSE) {
            // GTK hides the menu before it runs the item clicked: forget the menu after that.
            m_frame.CallAfter([this] { m_menuOpen = false; });
        } else if (type == wxEVT_MENU && !m_menuOpen && !wxWindow::FindFocus() && isShortcutItem(e.GetId())) {
            return Event_Processed; // taken, and nothing done (Event_Ignore lets the menu pass it on to the frame)
        }
        return Event_Skip;
    }

private:
    MainFrame& m_frame;
    bool m_menuOpen = false;
    bool isShortcutItem(int id) const
    {
        wxMenuBar* bar = m_frame.GetMenuBar();
        wxMenuItem* item = bar ? bar->FindItem(id) : nullptr;
        const std::unique_ptr<wxAcceleratorEntry> accel(item ? item->GetAccel() : nullptr);
        return accel && (accel->GetFlags() & (wxACCEL_CTRL | wxACCEL_ALT)) == 0;
    }
};

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
    auto* guard = new ShortcutGuard(frame);
    frame.Bind(wxEVT_DESTROY, [&frame, guard](wxWindowDestroyEvent& e) {
        if (e.GetEventObject() == &frame) delete guard;
        e.Skip();
    });
    frame.Bind(wxEVT_CHAR_HOOK, [&frame](wxKeyEvent& e) {
        MapCanvas& canvas = frame.canvas();
        wxWindow* focus = wxWindow::FindFocus();
        if (focus == &canvas || !isCanvasShortcut(frame.GetMenuBar(), e)) return e.Skip();
        auto* entry = dynamic_cast<wxTextEntry*>(focus);
        if (auto* list = dynamic_cast<wxComboBox*>(focus); list && list->HasFlag(wxCB_READONLY)) entry = nullptr; // a list (the terrain lists), not a field
        if (isWithin(focus, &frame.toolOptions()) && !entry) {
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

bool isWithin(const wxWindow* w, const wxWindow* ancestor)
{
    for (; w; w = w->GetParent())
        if (w == ancestor) return true;
    return false;
}

} // namespace crestline::gui
