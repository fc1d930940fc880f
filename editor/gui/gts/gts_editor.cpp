// The Grand Tactical Series in the editor: barrage markers for what-if
// rulings, light then heavy then removed (either blocks like Blocking
// Terrain [11.0, 16.4.2.2]); what purpose, weather and night do to the
// range M (docs/gts.md); its scenarios in forms (gts_scenario_forms.h).

#include "editor/gui/gts/gts_editor.h"

#include "editor/gui/gts/gts_scenario_forms.h"

namespace crestline::gui {

EditorSystem gtsEditor()
{
    EditorSystem s;
    s.system = "gts";
    s.markers.cycle = {{MarkerFace::List::Barrage, "light", "light"}, {MarkerFace::List::Barrage, "heavy", "heavy"}};
    s.markers.noun = "Barrage";
    s.markers.clearLabel = "Clear barrages";
    s.markers.clickHelp = "drop a light barrage, make it heavy, remove it [16.4.2.2]";
    s.conditions = {
        {"purpose", "Fire: range M is 8 by day, 2 at night, in fog or rain; spot (from an observation post for another unit): "
                    "13 by a clear or overcast day, else 2 [15.4, 15.4.2]"},
        {"weather", "Fog and rain cut the range M to 2 hexes [26.0]; overcast changes nothing"},
        {"night", "At night the range M is 2 hexes [28.0]"},
    };
    s.scenarioForms = {gtsScenarioForms()}; // its scenarios edited in forms (gts_scenario_forms.h)
    return s;
}

} // namespace crestline::gui
