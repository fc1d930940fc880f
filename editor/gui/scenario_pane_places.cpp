// The scenario pane's pages about places on the map (see scenario_pane.h):
// objectives [22.3], setup areas (the expression as text, resolved on the
// map as it is typed) and reinforcements with their entry [21.12e].

#include "editor/gui/scenario_pane.h"

#include "editor/gui/scenario_editor.h"
#include "editor/gui/scenario_text.h"
#include "editor/jobs/scenario_document.h"
#include "formats/scenario/scenario_format.h"

#include <wx/button.h>
#include <wx/notebook.h>
#include <wx/sizer.h>

namespace crestline::gui {

namespace st = scenario_text;
using scenarios::Scenario;

namespace {

wxButton* toolButton(RecordPage* page, const wxString& text, std::function<void()> run)
{
    auto* b = new wxButton(page, wxID_ANY, text);
    page->extras()->Add(b, 0, wxRIGHT, 4);
    b->Bind(wxEVT_BUTTON, [run = std::move(run)](wxCommandEvent&) { run(); });
    return b;
}

/// The row of the item with id `id`, -1 if none.
template <class T>
int rowOf(const std::vector<T>& list, const std::string& id)
{
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].id == id) return int(i);
    return -1;
}

/// "N hexes" or the first problems resolving an area.
std::string describeResolved(const scenarios::ResolvedArea& r)
{
    std::string text = std::to_string(r.hexes.size()) + (r.hexes.size() == 1 ? " hex" : " hexes");
    for (const auto& issue : r.issues) text += "; " + issue.message;
    return text;
}

} // namespace

void ScenarioPane::buildObjectivesPage()
{
    RecordPage* page = addPage(m_book, "objectives",
                               {{"Id", false, ""},
                                {"Name", false, ""},
                                {"Hexes", false, "e.g. L8, or several: L8 M8"},
                                {"Control at start", false, "side id, or none [22.3]"},
                                {"VPs", false, "side=VP for each side, e.g. german=2 american=3 [22.3]"}});
    page->rows = [this] {
        std::vector<std::string> out;
        for (const auto& o : m_editor.scenario().victory.objectives)
            out.push_back((o.name.empty() ? o.id : o.name) + "  " + st::hexList(o.hexes) + "  " + st::objectiveValues(o));
        return out;
    };
    page->values = [this](int row) {
        const auto& o = m_editor.scenario().victory.objectives[std::size_t(row)];
        return std::vector<std::string>{o.id, o.name, st::hexList(o.hexes), o.control, st::objectiveValues(o)};
    };
    page->apply = [this](int row, const std::vector<std::string>& f) -> std::string {
        scenarios::Objective o = m_editor.scenario().victory.objectives[std::size_t(row)];
        o.id = st::trim(f[0]);
        o.name = st::trim(f[1]);
        o.hexes = st::parseHexList(f[2]);
        o.control = st::trim(f[3]);
        if (o.id.empty()) return "an objective needs an id";
        if (o.hexes.empty()) return "an objective needs a hex [22.3]";
        if (o.control.empty()) return "control at start is a side id or none";
        if (auto e = st::parseObjectiveValues(f[4], o); !e.empty()) return e;
        m_editor.objective = o.id;
        m_editor.execute(edit::changeScenario("Edit objective " + o.id, [row, o](Scenario& s) {
            auto& slot = s.victory.objectives[std::size_t(row)];
            if (slot == o) return false;
            slot = o;
            return true;
        }));
        return {};
    };
    page->remove = [this](int row) {
        const std::string id = m_editor.scenario().victory.objectives[std::size_t(row)].id;
        m_editor.execute(edit::removeObjective(id));
    };
    page->selected = [this](int row) {
        m_editor.objective = row >= 0 ? m_editor.scenario().victory.objectives[std::size_t(row)].id : std::string();
        m_editor.markedHex.reset();
        m_editor.notify();
    };
    toolButton(page, "Place on map (J)", [this] { m_pickTool("objective"); });
    m_book->AddPage(page, "Objectives");
}

void ScenarioPane::buildAreasPage()
{
    RecordPage* page = addPage(m_book, "areas",
                               {{"Id", false, ""},
                                {"Side", false, "side id"},
                                {"Description", false, "the scenario's own words"},
                                {"Expression", true,
                                 "area elements, their union is the area: <hexes list=\"J8 K9\"/> <row label=\"10\"/> <column label=\"J\"/> "
                                 "<south-of row=\"10\"/> <within distance=\"2\" of=\"J8\"/> <containing terrain=\"road\"/> "
                                 "<union>, <intersection>, <difference>"}});
    page->rows = [this] {
        std::vector<std::string> out;
        for (const auto& a : m_editor.scenario().setupAreas) out.push_back(a.id + " (" + a.side + ")");
        return out;
    };
    page->values = [this](int row) {
        const auto& a = m_editor.scenario().setupAreas[std::size_t(row)];
        return std::vector<std::string>{a.id, a.side, a.description, formats::writeAreaPartsText(a.parts)};
    };
    // The area as the form has it; the problem if the expression does not read.
    auto fromForm = [this](int row, const std::vector<std::string>& f, scenarios::SetupArea& a) -> std::string {
        a = m_editor.scenario().setupAreas[std::size_t(row)];
        a.id = st::trim(f[0]);
        a.side = st::trim(f[1]);
        a.description = st::trim(f[2]);
        if (a.id.empty()) return "a setup area needs an id";
        if (st::trim(f[3]).empty()) {
            a.parts.clear(); // a new area before its hexes are painted
            return {};
        }
        auto read = formats::readAreaPartsText(f[3], "expression");
        for (const Finding& finding : read.findings)
            if (finding.severity == Severity::Error || finding.severity == Severity::Fatal) return formatFinding(finding);
        a.parts = std::move(*read.value);
        return {};
    };
    page->apply = [this, fromForm](int row, const std::vector<std::string>& f) -> std::string {
        scenarios::SetupArea a;
        if (auto e = fromForm(row, f, a); !e.empty()) return e;
        m_editor.area = a.id;
        m_editor.preview.reset();
        m_editor.execute(edit::changeScenario("Edit setup area " + a.id, [row, a](Scenario& s) {
            auto& slot = s.setupAreas[std::size_t(row)];
            if (slot == a) return false;
            slot = a;
            return true;
        }));
        return {};
    };
    page->edited = [this, page, fromForm](int field, const std::string&) {
        if (field != 3 || page->selection() < 0) return;
        scenarios::SetupArea a;
        if (auto e = fromForm(page->selection(), page->fieldTexts(), a); !e.empty()) {
            page->showMessage(e, true);
            return;
        }
        a.id = m_editor.scenario().setupAreas[std::size_t(page->selection())].id; // the preview stands in for the written area
        const auto resolved = m_editor.document()->boards().resolveArea(a);
        page->showMessage("Resolves to " + describeResolved(resolved) + " (Apply to keep)", !resolved.issues.empty());
        m_editor.preview = a;
        m_editor.notify();
    };
    page->add = [this] {
        const Scenario& s = m_editor.scenario();
        const std::string side = s.sides.empty() ? std::string() : s.sides.front().id;
        std::string id = side + "-area";
        for (int n = 2; rowOf(s.setupAreas, id) >= 0; ++n) id = side + "-area-" + std::to_string(n);
        scenarios::SetupArea a;
        a.id = id;
        a.side = side;
        m_editor.area = id;
        m_editor.execute(edit::changeScenario("Add setup area " + id, [a](Scenario& sc) {
            sc.setupAreas.push_back(a);
            return true;
        }));
    };
    page->remove = [this](int row) { m_editor.execute(edit::removeSetupArea(m_editor.scenario().setupAreas[std::size_t(row)].id)); };
    page->selected = [this](int row) {
        m_editor.area = row >= 0 ? m_editor.scenario().setupAreas[std::size_t(row)].id : std::string();
        m_editor.preview.reset();
        m_editor.markedHex.reset();
        m_editor.notify();
    };
    toolButton(page, "Paint hexes (G)", [this] { m_pickTool("setup-paint"); });
    m_book->AddPage(page, "Areas");
}

void ScenarioPane::buildReinforcementsPage()
{
    RecordPage* page = addPage(m_book, "reinforcements",
                               {{"Side", false, "side id"},
                                {"Turn", false, "Time Track space the Turn marker enters [21.12e]"},
                                {"Units", true, "one a line: id | name | type | size | count"},
                                {"Command markers", false, "to the Available box [4.1]"},
                                {"Entry edge", false, "the map edge they come on by; (none): the entry hexes only", st::edgeChoices()},
                                {"Entry hexes", false, "picked on the map with the entry-hex tool (E), or typed"},
                                {"Instructions", false, "in words"}});
    page->rows = [this] {
        std::vector<std::string> out;
        for (const auto& r : m_editor.scenario().reinforcements) {
            std::string units;
            for (const auto& u : r.units) units += (units.empty() ? "" : ", ") + u.name + " x" + std::to_string(u.count);
            out.push_back("Turn " + std::to_string(r.turn) + " " + r.side + ": " + (units.empty() ? "command only" : units));
        }
        return out;
    };
    page->values = [this](int row) {
        const auto& r = m_editor.scenario().reinforcements[std::size_t(row)];
        return std::vector<std::string>{r.side,
                                        std::to_string(r.turn),
                                        st::unitLines(r.units),
                                        std::to_string(r.commandMarkers),
                                        r.entry && r.entry->edge ? std::string(scenarios::mapEdgeName(*r.entry->edge)) : std::string(),
                                        r.entry ? st::hexList(r.entry->hexes) : std::string(),
                                        r.text};
    };
    page->apply = [this](int row, const std::vector<std::string>& f) -> std::string {
        scenarios::Reinforcement r = m_editor.scenario().reinforcements[std::size_t(row)];
        r.side = st::trim(f[0]);
        if (auto e = st::parseInt(f[1], 1, "the turn", r.turn); !e.empty()) return e;
        if (auto e = st::parseUnitLines(f[2], r.units); !e.empty()) return e;
        if (auto e = st::parseInt(f[3], 0, "Command markers", r.commandMarkers); !e.empty()) return e;
        const std::string edge = st::trim(f[4]);
        const auto hexes = st::parseHexList(f[5]);
        if (edge.empty() && hexes.empty()) {
            r.entry.reset();
        } else {
            if (!r.entry) r.entry.emplace();
            r.entry->edge.reset();
            if (!edge.empty()) {
                r.entry->edge = scenarios::mapEdgeFromName(edge);
                if (!r.entry->edge) return "the entry edge is north, south, east or west, not \"" + edge + "\"";
            }
            r.entry->hexes = hexes;
        }
        r.text = st::trim(f[6]);
        if (r.units.empty() && r.commandMarkers == 0) return "a reinforcement brings units or Command markers";
        m_editor.reinforcement = row;
        m_editor.execute(edit::setReinforcement(row, std::move(r)));
        return {};
    };
    page->add = [this] {
        const Scenario& s = m_editor.scenario();
        scenarios::Reinforcement r;
        r.side = s.sides.empty() ? std::string() : s.sides.front().id;
        r.turn = s.track.timeTrack.turnStart + 1;
        r.commandMarkers = 1; // something to bring, so that the new row is a valid reinforcement; edit it
        m_editor.reinforcement = int(s.reinforcements.size());
        m_editor.execute(edit::addReinforcement(std::move(r)));
    };
    page->remove = [this](int row) {
        m_editor.reinforcement = -1;
        m_editor.execute(edit::removeReinforcement(row));
    };
    page->selected = [this](int row) {
        m_editor.reinforcement = row;
        m_editor.hexTarget = ScenarioEditor::HexTarget::Entry;
        m_editor.markedHex.reset();
        m_editor.notify();
    };
    toolButton(page, "Pick entry hexes (E)", [this] {
        m_editor.hexTarget = ScenarioEditor::HexTarget::Entry;
        m_pickTool("entry-hexes");
    });
    m_book->AddPage(page, "Reinforcements");
}

} // namespace crestline::gui
