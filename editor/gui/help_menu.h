#pragma once
// The Help menu: Keyboard shortcuts... lists every tool of the tool table
// (tool_registry.cpp: name, shortcut, help line), then every menu item that
// has an accelerator, read from the menu bar itself (so the list follows
// the menus and never drifts); About crestline.

#include <string>
#include <vector>

class wxMenuBar;

namespace crestline::gui {

class MainFrame;

/// One row of the shortcuts list.
struct ShortcutRow {
    std::string what; ///< a tool's name ("Line of sight") or a menu path ("Edit > Undo")
    std::string key;  ///< as the menu shows it ("O", "Ctrl+Z")
    std::string help; ///< the tool's help line or the item's help string
};

/// The tools (in table order), then the menu items with an accelerator, menu
/// by menu (submenus included; the Tools menu's tool items are the tool rows).
std::vector<ShortcutRow> shortcutRows(wxMenuBar& bar);

/// Appends the Help menu to the frame's menu bar: call after every other menu is added.
void installHelpMenu(MainFrame& frame);

/// The rows the open Keyboard shortcuts window lists (empty when it is not open; scripts).
std::vector<ShortcutRow> shownShortcuts();

} // namespace crestline::gui
