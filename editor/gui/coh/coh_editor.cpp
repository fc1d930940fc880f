// Conflict of Heroes in the editor: smoke counters for what-if rulings, +2
// as placed, reduced to +1, removed [13.0]; what the attack kind changes.

#include "editor/gui/coh/coh_editor.h"

#include "editor/gui/coh/coh_scenario_forms.h"

namespace crestline::gui {

EditorSystem cohEditor()
{
    EditorSystem s;
    s.system = "coh";
    s.markers.cycle = {{MarkerFace::List::Smoke, "2", "+2"}, {MarkerFace::List::Smoke, "1", "+1"}};
    s.markers.noun = "Smoke";
    s.markers.clearLabel = "Clear Smoke";
    s.markers.clickHelp = "drop smoke +2, reduce it to +1, remove it [13.0]";
    s.conditions = {
        {"attack", "A wall on the side where the line of fire enters the target's hex gives +1 DM against direct fire only, "
                   "not against mortar or artillery [5.0.2]"},
    };
    s.actions = {cohRevealAction()};
    s.scenarioForms = {cohScenarioForms()}; // its scenarios and hidden set-ups in forms (coh_scenario_forms.h)
    return s;
}

} // namespace crestline::gui
