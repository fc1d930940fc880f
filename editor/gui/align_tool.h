#pragma once
// The "Align background" tool (docs/editor.md "Tracing a scanned map"):
// three pairs of clicks, each a point on the scanned image and then the hex
// centre (or, in corner mode, the hex corner) it should lie on. After the
// third pair the image is drawn with the fitted transform (edit::fitImage)
// as a live preview; Enter applies it as one setBackground step, Escape or
// a fourth click starts again. The pick on the image is unsnapped (it is
// turned into an image pixel through the transform shown); the target snaps
// to the nearest hex centre or corner. Key C switches centre / corner mode.

#include "editor/gui/tool.h"

#include <memory>

namespace crestline::gui {

std::unique_ptr<Tool> makeAlignTool();

} // namespace crestline::gui
