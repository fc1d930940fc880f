#pragma once
// The table of the canvas's tools: name (scripts: `tool NAME`), menu text,
// shortcut (shown in the Tools menu and the toolbar tooltips) and how to
// make one. A new tool is one row in tool_registry.cpp.

#include "editor/gui/tool.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace crestline::gui {

/// One row of the tool table.
struct ToolInfo {
    std::string name;      ///< "select", "polygon", ...
    std::string menuText;  ///< "&Select / move"
    std::string button;    ///< the toolbar's short label, "Select"
    std::string shortcut;  ///< wx accelerator text, e.g. "V" or "Shift+L"
    std::string help;      ///< one line for the status bar and tooltip
    std::function<std::unique_ptr<Tool>()> make;
};

/// Every tool, in menu order; the first is the default.
const std::vector<ToolInfo>& toolTable();
/// The row of `name`, or nullptr.
const ToolInfo* findTool(const std::string& name);

} // namespace crestline::gui
