#include "editor/gui/tool_registry.h"

#include "editor/gui/align_tool.h"
#include "editor/gui/edit_tools.h"

namespace crestline::gui {

const std::vector<ToolInfo>& toolTable()
{
    static const std::vector<ToolInfo> table = {
        {"select", "&Select / move", "V", "Click or drag a box to select features; drag a selected feature to move it", makeSelectTool},
        {"vertex", "Edit &vertices", "A", "Drag a vertex; double-click an edge to add one; Delete removes the one under the pointer",
         makeVertexTool},
        {"polygon", "Draw &polygon", "P", "Click the vertices; double-click or Enter closes the area", makePolygonTool},
        {"polyline", "Draw poly&line", "L", "Click the points; double-click or Enter ends the line", makePolylineTool},
        {"paint", "Paint &terrain", "B", "Paint the chosen terrain on hexes; Shift+click fills the same-terrain region", makePaintTool},
        {"hexside", "Set &hexside", "H", "Click near a hexside to set the chosen hexside terrain on it", makeHexsideTool},
        {"align", "&Align background", "G", "Click a point on the scanned image, then the hex centre it belongs on; three pairs, Enter applies",
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
