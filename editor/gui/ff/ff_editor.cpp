// Fighting Formations in the editor: Smoke markers for what-if rulings,
// full (hindrance 5) then flipped to depleted (2) then removed [8.2, 23.33].

#include "editor/gui/ff/ff_editor.h"

namespace crestline::gui {

EditorSystem ffEditor()
{
    EditorSystem s;
    s.system = "ff";
    s.markers.cycle = {{MarkerFace::List::Smoke, "full", "5"}, {MarkerFace::List::Smoke, "depleted", "2"}};
    s.markers.noun = "Smoke";
    s.markers.clearLabel = "Clear Smoke";
    s.markers.clickHelp = "drop Smoke, flip it to depleted, remove it [8.2]";
    return s;
}

} // namespace crestline::gui
