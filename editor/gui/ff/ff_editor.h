#pragma once
// The ff part of the editor (editor/gui/editor_system.h).

#include "editor/gui/editor_system.h"

namespace crestline::gui {

EditorSystem ffEditor();

} // namespace crestline::gui
