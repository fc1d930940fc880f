#pragma once
// The tabletop part of the editor (editor/gui/editor_system.h).

#include "editor/gui/editor_system.h"

namespace crestline::gui {

EditorSystem tabletopEditor();

} // namespace crestline::gui
