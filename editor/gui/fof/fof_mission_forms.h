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
#include "editor/jobs/fof/fof_map_followers.h"
#include "formats/scenario/fof/fof_mission_format.h"
#include "scenarios/fof/fof_mission.h"

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

class wxListBox;

namespace crestline::gui {

class FofMissionView;

/// The forms entry of FoF missions (registered by fofEditor()).
ScenarioForms fofMissionForms();

namespace fof_forms {

/// The card map grown with the mission (fof_mission_growth.cpp): which map
/// goes with which text of the mission's steps. A growth step is recorded
/// with the texts before and after it and the maps before and after it;
/// each text the forms' page reads (a step, an undo, a redo) gets the map of
/// the step that leads to it from the text shown now, or the map shown now.
/// Until the first growth the card map is its file's (map unset). Each map
/// goes with its path: the growth steps that lead to it from the card map as
/// opened, so that Save can renumber the card map's other missions by the
/// steps between the map last written and the map shown (fof_map_followers.h).
struct GrownMaps {
    using Path = std::vector<jobs::FofMapStep>;
    struct Step {
        std::string before, after;
        formats::LoadedFofMap mapBefore, mapAfter;
        Path pathBefore, pathAfter;
    };
    std::vector<Step> steps;
    std::string shown;                          ///< the mission's text shown now
    std::optional<formats::LoadedFofMap> map;   ///< its card map, once grown here (then kept: Save compares it with the file)
    std::optional<formats::LoadedFofMap> first; ///< the card map as read before the first growth (what an unset map is)
    Path path;                                  ///< the steps from the card map as opened to the one shown
    Path savedPath;                             ///< the steps from the card map as opened to the one on disk (written by Save)
    /// A card map and its path.
    struct Found {
        const formats::LoadedFofMap* map; ///< nullptr: the file's
        const Path* path;
    };
    /// The card map for the mission's `text`, with its path.
    Found find(const std::string& text) const;
    /// The card map for the mission's `text` (nullptr: the file's).
    const formats::LoadedFofMap* mapFor(const std::string& text) const { return find(text).map; }
};

class FofMissionForms final : public ScenarioFormsPanel {
public:
    FofMissionForms(wxWindow* parent, ScenarioFormsHost& host);
    void reload() override;
    /// One step: the card map grown (`add`) or shrunk at `side` and the
    /// mission renumbered with it (jobs::growFofMission); "" or the refusal.
    std::string grow(jobs::FofSide side, bool add);
    /// The card map grown here, to be written with the mission's Save (nullptr: none).
    const formats::LoadedFofMap* grownMap() const { return m_grown.map ? &*m_grown.map : nullptr; }
    /// The growth steps from the card map on disk (as last written, or opened) to grownMap():
    /// what the card map's other missions are renumbered by when it is saved.
    std::vector<jobs::FofMapStep> unsavedMapSteps() const { return jobs::fofStepsBetween(m_grown.savedPath, m_grown.path); }
    /// The card map shown was written to its file (Save).
    void mapSaved() { m_grown.savedPath = m_grown.path; }
    /// The read of a mission's text without forms open (the forms entry's): with the card map of its file.
    static std::unique_ptr<jobs::Document> readAsFiled(std::string_view text, const std::filesystem::path& file);
    /// These forms' read of a step's text: with the card map grown here.
    std::unique_ptr<jobs::Document> read(std::string_view text, const std::filesystem::path& file) const override;
    /// `expect-forms-shown`: the forms are on the screen (beside the board, their page chosen);
    /// `expect-forms-marked PAGE TEXT`: the map outlines what page PAGE's selected row names, as "3,2=OBJ 1;..." ("-": nothing)
    /// (PAGE `timeline`: the Timeline page's selected line);
    /// `fof-timeline-write FILE`: the Timeline page's text to FILE; `fof-timeline-select N`: selects its line N (from 0);
    /// `fof-card-map-copy FILE`: the mission's card map file, as it is on disk now, copied to FILE.
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
    GrownMaps m_grown;     ///< the card map grown with the mission (read() consults it)
    bool m_following = false; ///< followGrowth has recorded the text as opened
    /// The text shown now and its card map recorded (reload, before the pages show them).
    void followGrowth();
    bool runGrowthScript(const std::vector<std::string>& words, std::string& problem);

    // The Timeline page (fof_mission_timeline.cpp): the lines of `crestline
    // timeline` for the mission as it is now (the job fofTimelineLines, on
    // the text read with the checks, as the command reads the saved file),
    // shown again after every step; a line selected outlines its contacts.
    using Places = std::vector<std::pair<std::string, std::string>>;
    wxListBox* m_timeline = nullptr;
    std::string m_timelineText;              ///< the page's text: what `crestline timeline` prints (or why there is none)
    std::vector<Places> m_timelinePlaces;    ///< per line: its contacts' cards
    void buildTimelinePage();
    void showTimeline();
    void markTimeline(int line);
    bool runTimelineScript(const std::vector<std::string>& words, std::string& problem);

    void buildMissionPage();
    void buildStartPage();
    void buildLinesPage();
    void buildPointsPage();
    void buildContactsPage();
    void buildUnitsPage();
};

/// The cards a Potential Contact may stand on, with its marker's text: its
/// card when fixed, else every card of its row in a map of `columns` [2.2.2].
std::vector<std::pair<std::string, std::string>> contactPlaces(const scenarios::fof::PotentialContact& c, int columns);

} // namespace fof_forms

} // namespace crestline::gui
