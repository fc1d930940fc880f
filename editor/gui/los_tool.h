#pragma once
// The LOS tool of the canvas (docs/editor.md, "LOS tools"): drag from hex to
// hex and the string is ruled with full detail on every change of the hex
// under the pointer, drawn in its verdict's colour with the deciding artwork
// highlighted and the contact point marked; the ruling stays after the
// release. Shift held (or LOS > Viewshed sweep on) shades the viewshed of
// the hex under the pointer; Ctrl+click drops, flips and removes Smoke.
// Its state lives in the LOS session (los_session.h) so the panel shows it
// and it outlives a change of tool.

#include "editor/gui/tool.h"

#include <memory>

namespace crestline::gui {

/// A new LOS tool (the tool table's factory).
std::unique_ptr<Tool> makeLosTool();

} // namespace crestline::gui
