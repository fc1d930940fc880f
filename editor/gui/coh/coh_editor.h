#pragma once
// The coh part of the editor (editor/gui/editor_system.h).

#include "editor/gui/editor_system.h"

namespace crestline::gui {

EditorSystem cohEditor();
/// LOS > Reveal check of a position... (coh_reveal_action.cpp).
SystemAction cohRevealAction();

} // namespace crestline::gui
