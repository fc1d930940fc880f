#pragma once
// The Fields of Fire mission in the editor's forms (scenario_forms.h), its
// card map beside them on the board canvas (fof_mission_view.h): the Mission
// Details [2.1] (name, type, Duration, map size, attempts, goal, initial
// placements, opponent), visibility and the US start [1.2.7, 2.1], the
// tactical controls on seams and on cards [2.4.1], the Potential Contacts
// per row [2.2.2, 3.2.2, 9.1.2] and the units placed at the start (a card,
// the Main Staging Area, a Helicopter Staging Area [2.4.2]). Each Apply, Add
// and Remove is the mission written again by writeFofMissionText: one undo
// step. A card is typed ("3,2") or picked on the map (Pick card on map);
// the selected record's cards are outlined there.

#include "editor/gui/editor_system.h"
#include "editor/gui/scenario_forms.h"
#include "scenarios/fof/fof_mission.h"

#include <functional>
#include <string>

namespace crestline::gui {

class FofMissionView;

/// The forms entry of FoF missions (registered by fofEditor()).
ScenarioForms fofMissionForms();

namespace fof_forms {

class FofMissionForms final : public ScenarioFormsPanel {
public:
    FofMissionForms(wxWindow* parent, ScenarioFormsHost& host);
    void reload() override;
    /// `expect-forms-shown`: the forms are on the screen (beside the board, their page chosen);
    /// `expect-forms-marked PAGE TEXT`: the map outlines what page PAGE's selected row names, as "3,2=OBJ 1;..." ("-": nothing).
    bool runScript(const std::vector<std::string>& words, std::string& problem) override;

private:
    using Mission = scenarios::fof::Mission;
    const Mission& mission() const;
    /// The mission's card map as shown beside the forms (nullptr: none).
    FofMissionView* view();
    /// Changes a copy of the mission by `change` ("" or its problem) and
    /// hands its text to the host as the step `label`: "" or the problem.
    std::string edit(const std::string& label, const std::function<std::string(Mission&)>& change);
    /// A "Pick card on map" button under page `name`'s form: the next click
    /// on a card gives its name to `put` (which fills the form), then Apply
    /// and the focus back in field `field`. Pressed again while picking: cancelled.
    void addCardPick(const std::string& name, int field, std::function<void(RecordPage& page, const std::string& place)> put);
    /// The selected row of page `name` outlines `places(row)` on the map (rows past `count()`: the draft, none).
    void markOnSelect(const std::string& name, std::function<std::size_t()> count,
                      std::function<std::vector<std::pair<std::string, std::string>>(std::size_t row)> places);

    std::string m_marking; ///< the page whose selected row is outlined on the map ("" none): outlined again after each step

    void buildMissionPage();
    void buildStartPage();
    void buildLinesPage();
    void buildPointsPage();
    void buildContactsPage();
    void buildUnitsPage();
};

} // namespace fof_forms

} // namespace crestline::gui
