#pragma once
// The gts part of the editor (editor/gui/editor_system.h).

#include "editor/gui/editor_system.h"

namespace crestline::gui {

EditorSystem gtsEditor();

} // namespace crestline::gui
