// Fields of Fire in the editor: card maps are shown on the board canvas
// (fof_board_view.h), not the hex canvas.

#include "editor/gui/fof/fof_editor.h"

#include "editor/gui/fof/fof_board_view.h"

namespace crestline::gui {

EditorSystem fofEditor()
{
    EditorSystem s;
    s.system = "fof";
    s.views = {{"card-map", openFofCardMapView}};
    s.newBoards = {{"card-map", "New card &map...", "A new Fields of Fire card map: its deck and first rectangle, then place its cards", "Fields of Fire card map",
                    newFofCardMap}};
    return s;
}

} // namespace crestline::gui
