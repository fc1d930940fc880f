#include "editor/gui/tool_registry.h"

#include "editor/gui/align_tool.h"
#include "editor/gui/edit_tools.h"
#include "editor/gui/los_tool.h"
#include "editor/gui/scenario_tools.h"

namespace crestline::gui {

const std::vector<ToolInfo>& toolTable()
{
    static const std::vector<ToolInfo> table = {
        {"select", "&Select / move", "Select", "V", "Click or drag a box to select features; drag a selected feature to move it", makeSelectTool},
        {"vertex", "Edit &vertices", "Vertices", "A", "Drag a vertex; double-click an edge to add one; Delete removes the one under the pointer",
         makeVertexTool},
        {"polygon", "Draw &polygon", "Polygon", "P", "Click the vertices; double-click or Enter closes the area", makePolygonTool},
        {"polyline", "Draw poly&line", "Polyline", "L", "Click the points; double-click or Enter ends the line", makePolylineTool},
        {"paint", "Paint &terrain", "Paint", "B", "Paint the chosen terrain on hexes; Shift+click fills the same-terrain region", makePaintTool},
        {"level", "Hex levels (h&ills)", "Level", "Shift+B",
         "Conflict of Heroes maps: set the level (0, 1, 2) of hexes; drag for many, Shift+click for a connected region of one level",
         makeLevelTool},
        {"hexside", "Set &hexside", "Hexside", "H", "Click near a hexside to set the chosen hexside terrain on it", makeHexsideTool},
        {"marker", "Hex ma&rkers", "Marker", "T", "Click a hex to place the chosen marker (observation post, strongpoint ...); again, or Shift+click, removes it",
         makeMarkerTool},
        {"link", "Lin&ks hex to hex", "Link", "N", "Drag from hex to hex through hexsides to lay a road, railroad or trail; Shift+click removes the newest link through a hex",
         makeLinkTool},
        {"division-entry", "Division entr&y hexes", "Div. entry", "Shift+E",
         "Click a hex to make it the entry hex of the Division symbols typed in the options; again, or Shift+click, removes it", makeDivisionEntryTool},
        {"los", "Line &of sight", "LOS", "O",
         "Drag from hex to hex to rule on LOS; hold Shift to shade the viewshed of the hex under the pointer; Ctrl+click drops, turns, "
         "removes a what-if marker (Smoke, a barrage, smoke +2 / +1)",
         makeLosTool},
        {"objective", "&Objective", "Objective", "J", "Click a hex to place an objective, or to select the one there; VPs and control in the scenario pane",
         makeObjectiveTool},
        {"setup-paint", "Setup &area", "Setup area", "G", "Paint hexes into the setup area selected in the scenario pane; Ctrl+click erases a listed hex",
         makeSetupPaintTool},
        {"entry-hexes", "&Entry hexes", "Entry hexes", "E", "Click hexes to add or remove hexes of the reinforcement entry, fortification or exit VP selected in the scenario pane", makeEntryHexTool},
        {"sighting", "Si&ghting markers", "Sighting", "M", "Sighting setup: click hexes to place the side's markers in order; Ctrl+click lifts one",
         makeSightingTool},
        {"align", "&Align background", "Align", "K", "Click a point on the scanned image, then the hex centre it belongs on; three pairs, Enter applies",
         makeAlignTool},
    };
    return table;
}

const ToolInfo* findTool(const std::string& name)
{
    for (const ToolInfo& t : toolTable())
        if (t.name == name) return &t;
    return nullptr;
}

} // namespace crestline::gui
