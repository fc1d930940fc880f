// The FoF mission forms' Timeline page (see fof_mission_forms.h): the
// mission's timeline as `crestline timeline` prints it, made by the same
// job (fofTimelineOf, fofTimelineLines) on the mission as it is now, read
// with the checks as the command reads the saved file: a mission with
// error findings gets the job's refusal instead. Shown again after every
// step, undo and redo (reload); a line selected outlines its contacts'
// cards on the map as the forms' selection does.

#include "editor/gui/fof/fof_mission_forms.h"

#include "editor/gui/fof/fof_mission_forms_text.h"
#include "editor/gui/fof/fof_mission_view.h"
#include "editor/jobs/fof/fof_mission_jobs.h"
#include "formats/common/atomic_file.h"

#include <wx/bookctrl.h>
#include <wx/listbox.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace crestline::gui {

namespace fof_forms {

std::vector<std::pair<std::string, std::string>> contactPlaces(const scenarios::fof::PotentialContact& c, int columns)
{
    const std::string text = c.random ? "random" : c.letter;
    std::vector<std::pair<std::string, std::string>> out;
    if (c.column) out.push_back({mission_text::cellText({*c.column, c.row}), text});
    else // anywhere in its row: every column of the mission's map
        for (int column = 1; column <= columns; ++column) out.push_back({mission_text::cellText({column, c.row}), text});
    return out;
}

void FofMissionForms::buildTimelinePage()
{
    auto* panel = new wxPanel(book());
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(panel, wxID_ANY,
                                "The Potential Contacts by turn, as `crestline timeline` lists them [2.2.2, 3.2.2]; a line selected outlines its contacts' cards."),
               0, wxALL, 4);
    m_timeline = new wxListBox(panel, wxID_ANY);
    sizer->Add(m_timeline, 1, wxEXPAND | wxALL, 4);
    panel->SetSizer(sizer);
    m_timeline->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) { markTimeline(m_timeline->GetSelection()); });
    addTab(panel, "Timeline");
    showTimeline();
}

void FofMissionForms::showTimeline()
{
    if (!m_timeline) return;
    // The job on the text now, read with the mission checks: what `crestline timeline` gives for it once saved.
    const jobs::FofMissionDocument doc = jobs::FofMissionDocument::fromText(host().text(), host().file(), true, grownMap());
    const jobs::FofTimelineResult result = jobs::fofTimelineOf(doc);
    const std::vector<jobs::FofTimelineLine> lines = jobs::fofTimelineLines(doc, result);
    const int columns = doc.loaded() ? doc.mission().mission.columns : 0;
    const int selected = m_timeline->GetSelection();
    m_timelineText.clear();
    m_timelinePlaces.clear();
    wxArrayString items;
    for (const jobs::FofTimelineLine& line : lines) {
        m_timelineText += line.text + "\n";
        items.Add(wxString::FromUTF8(line.text));
        Places places;
        for (const scenarios::fof::PotentialContact* c : line.contacts)
            for (auto& place : contactPlaces(*c, columns)) places.push_back(std::move(place));
        m_timelinePlaces.push_back(std::move(places));
    }
    if (!result.done()) { // the job's refusal, as the command says it (the errors are the Checks panel's rows)
        m_timelineText = result.problem + "\n";
        items.Add(wxString::FromUTF8(result.problem));
        m_timelinePlaces.emplace_back();
    }
    m_timeline->Set(items);
    if (selected != wxNOT_FOUND && std::size_t(selected) < m_timelinePlaces.size()) m_timeline->SetSelection(selected);
}

void FofMissionForms::markTimeline(int line)
{
    FofMissionView* v = view();
    if (!v) return;
    m_marking = "timeline";
    v->mark(line < 0 || std::size_t(line) >= m_timelinePlaces.size() ? Places{} : m_timelinePlaces[std::size_t(line)]);
    host().boardChanged();
}

bool FofMissionForms::runTimelineScript(const std::vector<std::string>& words, std::string& problem)
{
    if (words[0] == "fof-timeline-write") {
        if (words.size() != 2) return problem = "fof-timeline-write FILE", true;
        if (const auto error = formats::saveAtomically(words[1], m_timelineText)) problem = *error;
        return true;
    }
    if (words[0] == "fof-timeline-select") {
        if (words.size() != 2) return problem = "fof-timeline-select N (a line, from 0)", true;
        const int line = std::stoi(words[1]);
        if (!m_timeline || line < 0 || line >= int(m_timeline->GetCount()))
            return problem = "the Timeline page has no line " + words[1], true;
        showTab("Timeline");
        m_timeline->SetSelection(line);
        markTimeline(line);
        return true;
    }
    return false;
}

} // namespace fof_forms

} // namespace crestline::gui
