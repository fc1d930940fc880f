#pragma once
// The coh part of the editor (editor/gui/editor_system.h).

#include "editor/gui/editor_system.h"

namespace crestline::gui {

EditorSystem cohEditor();

} // namespace crestline::gui
