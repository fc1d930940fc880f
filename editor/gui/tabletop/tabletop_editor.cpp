// Tabletop in the editor: tables are shown on the board canvas
// (tabletop_board_view.h), read only, with LOS between teams.

#include "editor/gui/tabletop/tabletop_editor.h"

#include "editor/gui/tabletop/tabletop_board_view.h"

namespace crestline::gui {

EditorSystem tabletopEditor()
{
    EditorSystem s;
    s.system = "tabletop";
    s.views = {{"table", openTabletopView}};
    return s;
}

} // namespace crestline::gui
