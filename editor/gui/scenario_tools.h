#pragma once
// The scenario's canvas tools (rows in tool_registry.cpp): place or select
// an objective, paint hexes into the selected setup area, pick the hexes of
// the record selected in the pane (a reinforcement's entry, a fortification,
// an exit VP), and place one side's Sighting markers.
// They edit the scenario through ToolHost::scenarioEditor() (its commands).

#include "editor/gui/tool.h"

#include <memory>

namespace crestline::gui {

std::unique_ptr<Tool> makeObjectiveTool();
std::unique_ptr<Tool> makeSetupPaintTool();
std::unique_ptr<Tool> makeEntryHexTool();
std::unique_ptr<Tool> makeSightingTool();

/// Whether `name` is one of the scenario tools (Undo then acts on the scenario).
bool isScenarioTool(const std::string& name);

} // namespace crestline::gui
