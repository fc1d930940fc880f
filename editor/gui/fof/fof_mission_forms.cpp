// The FoF mission forms (see fof_mission_forms.h): the forms entry, the
// Mission Details, visibility and US start, and the helpers the pages
// share (the edit, the card picked on the map, the cards outlined). The
// controls, contacts and units pages are in fof_mission_record_forms.cpp.

#include "editor/gui/fof/fof_mission_forms.h"

#include "editor/gui/fof/fof_mission_view.h"
#include "editor/gui/fof/fof_mission_forms_text.h"
#include "editor/gui/scenario_forms_page.h"
#include "editor/gui/scenario_text.h"
#include "editor/jobs/fof/fof_kinds.h"
#include "formats/scenario/fof/fof_mission_format.h"

#include <wx/listbox.h>

#include <memory>

namespace crestline::gui {

namespace st = scenario_text;
using namespace scenarios::fof;

ScenarioForms fofMissionForms()
{
    ScenarioForms f;
    f.kind = "fof-mission";
    f.caption = "FoF mission";
    // Read without the checks: an edit is refused only for what the reader finds (check adds the checks).
    // The forms open read with the card map grown there (FofMissionForms::read, fof_mission_growth.cpp).
    f.read = fof_forms::FofMissionForms::readAsFiled;
    f.check = [](const jobs::Document& doc) { return jobs::checkFofMissionDocument(*jobs::as<jobs::FofMissionDocument>(doc)); };
    f.make = [](wxWindow* parent, ScenarioFormsHost& host) -> ScenarioFormsPanel* { return new fof_forms::FofMissionForms(parent, host); };
    return f;
}

namespace fof_forms {

using namespace forms_text;
using namespace mission_text;

FofMissionForms::FofMissionForms(wxWindow* parent, ScenarioFormsHost& host) : ScenarioFormsPanel(parent, host)
{
    // The window's Undo, Redo and Save act on the board shown: it hands them to these forms' steps.
    if (FofMissionView* v = view()) v->attach(dynamic_cast<ScenarioFormsPage*>(&host));
    buildMissionPage();
    buildStartPage();
    buildLinesPage();
    buildPointsPage();
    buildContactsPage();
    buildUnitsPage();
    buildTimelinePage();
}

const FofMissionForms::Mission& FofMissionForms::mission() const
{
    return jobs::as<jobs::FofMissionDocument>(host().document())->mission().mission;
}

FofMissionView* FofMissionForms::view() { return dynamic_cast<FofMissionView*>(host().board()); }

void FofMissionForms::reload()
{
    followGrowth(); // the card map that goes with the text now, before anything shows it
    ScenarioFormsPanel::reload();
    showTimeline(); // the timeline of the mission now (the job's, as `crestline timeline` gives it)
    // The map beside the forms shows the mission as read now (its outlines go with the step).
    if (FofMissionView* v = view()) {
        const auto& doc = *jobs::as<jobs::FofMissionDocument>(host().document());
        v->show(doc.mission());
        v->mark({});
        if (m_marking == "timeline") markTimeline(m_timeline->GetSelection());
        else if (RecordPage* p = m_marking.empty() ? nullptr : page(m_marking)) p->selected(p->selection()); // the selected row as it is now
        host().boardChanged();
    }
}

std::string FofMissionForms::edit(const std::string& label, const std::function<std::string(Mission&)>& change)
{
    Mission copy = mission();
    if (std::string problem = change(copy); !problem.empty()) return problem;
    std::string text = keepProlog(host().text(), formats::writeFofMissionText(copy));
    if (text == host().text()) return {};
    return host().execute(label, std::move(text)) ? std::string() : "not applied: the mission would not read back (see the message)";
}

void FofMissionForms::addCardPick(const std::string& name, int field, std::function<void(RecordPage&, const std::string&)> put)
{
    RecordPage* p = page(name);
    addButton(name, "Pick card on map", [this, p, field, put] {
        FofMissionView* v = view();
        if (!v) return host().refuse("No card map is shown beside the mission: type the card (\"column,row\")");
        if (v->picking()) { // the button again: cancelled
            v->cancelPick();
            host().status("No card picked");
            return host().boardChanged();
        }
        if (p->selection() < 0) return host().refuse("Select a row first: the card picked goes into its form");
        v->pick("Click the card on the map for the form", [this, p, field, put](const std::string& place) {
            put(*p, place);
            host().status("Picked " + place + " for the form");
            p->applyNow();        // a problem shows under the form, as Apply's would
            p->focusField(field); // back to the form
            host().boardChanged();
        });
        host().status("Click the card on the map for the form (the button again: cancel)");
        host().boardChanged();
    });
}

void FofMissionForms::markOnSelect(const std::string& name, std::function<std::size_t()> count,
                                   std::function<std::vector<std::pair<std::string, std::string>>(std::size_t)> places)
{
    page(name)->selected = [this, name, count, places](int row) {
        FofMissionView* v = view();
        if (!v) return;
        m_marking = name;
        v->mark(row < 0 || std::size_t(row) >= count() ? std::vector<std::pair<std::string, std::string>>{} : places(std::size_t(row)));
        host().boardChanged();
    };
}

bool FofMissionForms::runScript(const std::vector<std::string>& words, std::string& problem)
{
    if (!words.empty() && words[0] == "expect-forms-shown") { // the forms on screen beside the board (their page's tab chosen)
        if (!IsShownOnScreen()) problem = "the mission's forms are not on the screen";
        return true;
    }
    if (!words.empty() && (runTimelineScript(words, problem) || runGrowthScript(words, problem))) return true;
    if (words.empty() || words[0] != "expect-forms-marked") return false;
    if (words.size() != 3) return problem = "expect-forms-marked PAGE takes the places as \"3,2=OBJ 1;...\" or -", true;
    FofMissionView* v = view();
    std::string shown;
    for (const auto& [place, text] : v ? v->marked() : std::vector<std::pair<std::string, std::string>>{})
        shown += (shown.empty() ? "" : ";") + place + "=" + text;
    if (shown.empty()) shown = "-";
    if (m_marking != words[1] && shown != "-") problem = "the map outlines page " + m_marking + "'s row, not " + words[1] + "'s";
    else if (shown != words[2]) problem = "the map outlines \"" + shown + "\", not \"" + words[2] + "\"";
    return true;
}

void FofMissionForms::buildMissionPage()
{
    addListPage(
        "mission", "Mission",
        {{"Title", false, "As printed, e.g. \"Mission 1: Trevieres Offensive\""},
         {"Subtitle", false, "As printed under the title (the dates); may be empty"},
         {"Campaign", false, "May be empty"},
         {"Type", false, "Offensive, Defensive or Combat Patrol: which tactical controls it uses [2.1, 2.4.1]", names(kMissionTypes)},
         {"Duration", false, "Turns [2.1]"},
         {"Map columns", false, "The first rectangle of cards: columns [2.2.1]; the card map's must match"},
         {"Map rows", false, "The first rectangle of cards: rows [2.2.1]"},
         {"Attempts", false, "How many times it may be attempted; empty: not given"},
         {"Opponent", false, "The historical opponent, as printed; may be empty"},
         {"Mission goal", true, "As printed [2.1]"},
         {"Initial placements", true, "As printed [2.1]"}},
        {[this] { return std::vector<std::string>{mission().name.empty() ? std::string("(untitled)") : mission().name}; },
         [this](int) {
             const Mission& m = mission();
             return std::vector<std::string>{m.name, m.subtitle, m.campaign, std::string(missionTypeName(m.type)), std::to_string(m.turns),
                                             std::to_string(m.columns), std::to_string(m.rows), m.attempts > 0 ? std::to_string(m.attempts) : "",
                                             m.opponent, m.goal, m.initialPlacements};
         },
         [this](int, const std::vector<std::string>& f) {
             return edit("Mission details", [&](Mission& m) {
                 std::string problem = parseName(f[0], "The title", m.name);
                 const auto type = missionTypeFromName(st::trim(f[3]));
                 if (problem.empty() && !type) problem = "choose the mission's type";
                 if (problem.empty()) problem = st::parseInt(f[4], 1, "The Duration", m.turns);
                 if (problem.empty()) problem = st::parseInt(f[5], 1, "The map's columns", m.columns);
                 if (problem.empty()) problem = st::parseInt(f[6], 1, "The map's rows", m.rows);
                 m.attempts = 0;
                 if (problem.empty() && !st::trim(f[7]).empty()) problem = st::parseInt(f[7], 1, "Attempts", m.attempts);
                 if (!problem.empty()) return problem;
                 m.type = *type;
                 m.subtitle = st::trim(f[1]);
                 m.campaign = st::trim(f[2]);
                 m.opponent = st::trim(f[8]);
                 m.goal = st::trim(f[9]);
                 m.initialPlacements = st::trim(f[10]);
                 return std::string();
             });
         },
         nullptr});
}

void FofMissionForms::buildStartPage()
{
    addListPage(
        "start", "Visibility, start",
        {{"Visibility", false, "As printed: \"Daylight\", \"Moon\" [NCM]"},
         {"Modifier", false, "The printed net modifier: 0, +2, -1"},
         {"Daylight", false, "Daylight gives the LOS range M = 3 cards, else 1 [1.2.7]: said here, never guessed from the name", kYesNo},
         {"US start", false, "staging-area: enter from the Main Staging Area below Row 1; on-rows: set up on Rows 1 to the row below [2.1]",
          {"staging-area", "on-rows"}},
         {"Through row", false, "on-rows: the last row the company sets up on; staging-area: empty"},
         {"US start as printed", false, "e.g. \"Enter from staging area below Row 1\"; may be empty"}},
        {[this] {
             const Mission& m = mission();
             return std::vector<std::string>{m.visibility.name + " " + signedNumber(m.visibility.modifier) + ", " +
                                             (m.usStart.kind == UsStart::Kind::OnRows ? "start on rows 1-" + std::to_string(m.usStart.throughRow)
                                                                                      : std::string("enter from the staging area"))};
         },
         [this](int) {
             const Mission& m = mission();
             const bool onRows = m.usStart.kind == UsStart::Kind::OnRows;
             return std::vector<std::string>{m.visibility.name, signedNumber(m.visibility.modifier), yesNo(m.visibility.daylight),
                                             onRows ? "on-rows" : "staging-area", onRows ? std::to_string(m.usStart.throughRow) : "", m.usStart.text};
         },
         [this](int, const std::vector<std::string>& f) {
             return edit("Visibility and US start", [&](Mission& m) {
                 std::string problem = parseToken(f[0], "The visibility", m.visibility.name);
                 if (problem.empty()) problem = parseSigned(f[1], "The visibility modifier", m.visibility.modifier);
                 if (problem.empty()) problem = parseYesNo(f[2], "Daylight", m.visibility.daylight);
                 const bool onRows = st::trim(f[3]) == "on-rows";
                 if (problem.empty() && onRows) problem = st::parseInt(f[4], 1, "Through row", m.usStart.throughRow);
                 if (problem.empty() && !onRows && !st::trim(f[4]).empty())
                     problem = "Through row belongs to a start on rows (on-rows): leave it empty for the staging area";
                 if (!problem.empty()) return problem;
                 m.usStart.kind = onRows ? UsStart::Kind::OnRows : UsStart::Kind::StagingArea;
                 if (!onRows) m.usStart.throughRow = 0;
                 m.usStart.text = st::trim(f[5]);
                 return std::string();
             });
         },
         nullptr});
}

} // namespace fof_forms

} // namespace crestline::gui
