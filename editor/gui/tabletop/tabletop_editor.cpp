// Tabletop in the editor: tables are shown on the board canvas
// (tabletop_board_view.h), edited there, with LOS between teams; File > New table makes one.

#include "editor/gui/tabletop/tabletop_editor.h"

#include "editor/gui/tabletop/tabletop_board_view.h"

namespace crestline::gui {

EditorSystem tabletopEditor()
{
    EditorSystem s;
    s.system = "tabletop";
    s.views = {{"table", openTabletopView}};
    s.newBoards = {{"table", "New &table...", "A new 15 mm tabletop table: its width and depth in inches, then draw its pieces and place its teams",
                    "tabletop table", newTabletopTable}};
    return s;
}

} // namespace crestline::gui
