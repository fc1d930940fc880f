#pragma once
// The fof part of the editor (editor/gui/editor_system.h).

#include "editor/gui/editor_system.h"

namespace crestline::gui {

EditorSystem fofEditor();

} // namespace crestline::gui
