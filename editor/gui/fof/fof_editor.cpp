// Fields of Fire in the editor: card maps are shown on the board canvas
// (fof_board_view.h), not the hex canvas; a mission on its card map
// (fof_mission_view.h) with its forms beside it (fof_mission_forms.h).

#include "editor/gui/fof/fof_editor.h"

#include "editor/gui/fof/fof_board_view.h"
#include "editor/gui/fof/fof_mission_forms.h"
#include "editor/gui/fof/fof_mission_view.h"

namespace crestline::gui {

EditorSystem fofEditor()
{
    EditorSystem s;
    s.system = "fof";
    s.views = {{"card-map", openFofCardMapView}, {"fof-mission", openFofMissionView}};
    s.scenarioForms = {fofMissionForms()}; // a mission edited in forms beside its card map
    s.newBoards = {{"card-map", "New card &map...", "A new Fields of Fire card map: its deck and first rectangle, then place its cards", "Fields of Fire card map",
                    newFofCardMap,
                    // What newFofCardMap asks, in its order: the deck, the first rectangle [2.2.1].
                    {{NewBoardQuestion::Kind::File, "Deck", "The terrain deck its cards come from (a *.deck.xml file)",
                      "FoF decks (*.deck.xml)|*.deck.xml|XML files (*.xml)|*.xml", ".deck.xml"},
                     {NewBoardQuestion::Kind::Number, "Columns", "Columns of the mission's first rectangle (Mission 1: 4) [2.2.1]", "", "", 1, 12, 4},
                     {NewBoardQuestion::Kind::Number, "Rows", "Rows of the mission's first rectangle (Mission 1: 3) [2.2.1]", "", "", 1, 12, 3}}}};
    return s;
}

} // namespace crestline::gui
