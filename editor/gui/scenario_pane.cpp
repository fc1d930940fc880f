// The scenario pane (see scenario_pane.h): the notebook, the Sides & Track
// Display, Forces and Special rules pages. Objectives, setup areas and
// reinforcements are in scenario_pane_places.cpp; fortifications, assets,
// elimination and exit VPs and the scenario's words in
// scenario_pane_forms.cpp; Sighting in scenario_sighting_page.cpp.

#include "editor/gui/scenario_pane.h"

#include "editor/gui/scenario_editor.h"
#include "editor/gui/scenario_text.h"
#include "editor/jobs/scenario_document.h"

#include "scenarios/scenario_checks.h"

#include <wx/scrolwin.h>
#include <wx/stattext.h>
#include <wx/notebook.h>
#include <wx/sizer.h>

namespace crestline::gui {

namespace st = scenario_text;
using scenarios::Scenario;

namespace {

/// Replaces item `index` of the list `member` picks from the scenario.
template <class Pick, class T>
std::unique_ptr<edit::ScenarioCommand> replaceAt(std::string label, Pick member, int index, T item)
{
    return edit::changeScenario(std::move(label), [member, index, item = std::move(item)](Scenario& s) {
        auto& list = member(s);
        if (index < 0 || index >= int(list.size()) || list[std::size_t(index)] == item) return false;
        list[std::size_t(index)] = item;
        return true;
    });
}

/// Where a unit of the Forces page is: forces index and unit index.
struct UnitAt {
    int forces = -1, unit = -1;
};

std::vector<UnitAt> allUnits(const Scenario& s)
{
    std::vector<UnitAt> out;
    for (std::size_t f = 0; f < s.forces.size(); ++f)
        for (std::size_t u = 0; u < s.forces[f].units.size(); ++u) out.push_back({int(f), int(u)});
    return out;
}

} // namespace

std::string fortificationAt(const Scenario& s, int row)
{
    for (const auto& f : s.forces)
        for (const auto& x : f.fortifications)
            if (row-- == 0) return x.id;
    return {};
}

ScenarioPane::ScenarioPane(wxWindow* parent, ScenarioEditor& editor, std::function<void(const std::string&)> pickTool)
    : wxPanel(parent, wxID_ANY), m_editor(editor), m_pickTool(std::move(pickTool))
{
    // Eight tabs fit down the side: pages that belong together share a tab, stacked under headings.
    m_book = new wxNotebook(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxNB_LEFT);
    buildSidesPage();
    buildForcesPage();
    buildObjectivesPage();
    buildVictoryPage();
    buildAreasPage();
    buildSightingPage();
    buildReinforcementsPage();
    buildRulesPage();
    m_editor.showFinding = [this](const Finding& f) { showFinding(f); };
    // One line, so that the tabs keep their room: the count; the Checks panel lists them, the tooltip too.
    m_findings = new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_END);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_book, 1, wxEXPAND);
    sizer->Add(m_findings, 0, wxEXPAND | wxALL, 4);
    SetSizer(sizer);
    m_book->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& e) {
        // The selection of a page is drawn only while its page is shown.
        const wxString page = m_book->GetPageText(std::size_t(e.GetSelection()));
        if (page != "Objectives") m_editor.objective.clear();
        if (page != "Areas" && !m_editor.sighting) m_editor.area.clear(), m_editor.preview.reset();
        if (page != "Reinforcements") m_editor.reinforcement = -1;
        if (page != "Forces") m_editor.fortification.clear();
        if (page != "Victory") m_editor.exit = -1;
        if (page == "Objectives" && m_pages["objectives"]->selection() >= 0)
            m_editor.objective = m_editor.scenario().victory.objectives[std::size_t(m_pages["objectives"]->selection())].id;
        if (page == "Areas" && m_pages["areas"]->selection() >= 0)
            m_editor.area = m_editor.scenario().setupAreas[std::size_t(m_pages["areas"]->selection())].id;
        if (page == "Reinforcements") m_editor.reinforcement = m_pages["reinforcements"]->selection();
        // The hex-picking tool (E) works on the records of the page shown.
        if (page == "Reinforcements") m_editor.hexTarget = ScenarioEditor::HexTarget::Entry;
        if (page == "Forces") {
            m_editor.hexTarget = ScenarioEditor::HexTarget::Fortification;
            const auto rows = m_pages["fortifications"]->selection();
            if (rows >= 0) m_editor.fortification = fortificationAt(m_editor.scenario(), rows);
        }
        if (page == "Victory") {
            m_editor.hexTarget = ScenarioEditor::HexTarget::Exit;
            m_editor.exit = m_pages["exits"]->selection();
        }
        m_editor.notify();
        e.Skip();
    });
}

RecordPage* ScenarioPane::addPage(wxWindow* parent, const std::string& name, std::vector<RecordField> fields, bool canAdd)
{
    auto* page = new RecordPage(parent, std::move(fields), canAdd);
    m_pages[name] = page;
    return page;
}

RecordPage* ScenarioPane::page(const std::string& name)
{
    const auto at = m_pages.find(name);
    return at == m_pages.end() ? nullptr : at->second;
}

void ScenarioPane::reload()
{
    const bool on = m_editor.active();
    Enable(on);
    if (!on) return;
    m_seenChanges = m_editor.document()->changeCount();
    for (auto& [name, page] : m_pages) page->reload();
    followSelection();
    showSightingSetup();
    showFindings();
}

void ScenarioPane::showFindings()
{
    m_findingRows.clear();
    std::string line;
    int errors = 0;
    if (m_editor.sighting) {
        // Findings about Sighting allotments could name the other side's hidden contents.
        line = "Checks hidden while " + m_editor.sighting->side + " sets up";
    } else {
        const Findings& found = m_editor.checks();
        for (const Finding& f : found) {
            m_findingRows.push_back(std::string(severityName(f.severity)) + " [" + f.code + "] " + f.message);
            if (f.severity == Severity::Error || f.severity == Severity::Fatal) ++errors;
        }
        const std::size_t n = found.size();
        line = n == 0 ? "Scenario checks: no findings"
                      : "Scenario checks: " + std::to_string(n) + (n == 1 ? " finding" : " findings") +
                            (errors > 0 ? " (" + std::to_string(errors) + (errors == 1 ? " error)" : " errors)") : "") + ", listed in the Checks panel";
    }
    std::string tip;
    for (const std::string& row : m_findingRows) tip += (tip.empty() ? "" : "\n") + row;
    m_findings->SetLabel(wxString::FromUTF8(line));
    m_findings->SetToolTip(wxString::FromUTF8(tip.empty() ? line : tip));
    m_findings->SetForegroundColour(errors > 0 ? wxColour(176, 0, 32) : wxColour(60, 60, 60));
}

void ScenarioPane::showFinding(const Finding& f)
{
    const Scenario& s = m_editor.scenario();
    auto show = [this](const char* page, int row) {
        showPage(page);
        m_pages[page]->choose(row); // as a click in its list: the tools follow
    };
    const std::string& id = f.where.feature;
    for (std::size_t i = 0; !id.empty() && i < s.victory.objectives.size(); ++i)
        if (s.victory.objectives[i].id == id) return show("objectives", int(i));
    for (std::size_t i = 0; !id.empty() && i < s.setupAreas.size(); ++i)
        if (s.setupAreas[i].id == id) return show("areas", int(i));
    const auto units = allUnits(s);
    for (std::size_t i = 0; !id.empty() && i < units.size(); ++i)
        if (s.forces[std::size_t(units[i].forces)].units[std::size_t(units[i].unit)].id == id) return show("forces", int(i));
    for (int i = 0; !id.empty() && !fortificationAt(s, i).empty(); ++i)
        if (fortificationAt(s, i) == id) return show("fortifications", i);
    // Elements without an id, by the line the finding names.
    for (std::size_t i = 0; f.where.line > 0 && i < s.victory.exits.size(); ++i)
        if (s.victory.exits[i].line == f.where.line) return show("exits", int(i));
    for (std::size_t i = 0; f.where.line > 0 && i < s.reinforcements.size(); ++i)
        if (s.reinforcements[i].line == f.where.line) return show("reinforcements", int(i));
}

void ScenarioPane::scenarioChanged()
{
    if (!m_editor.active()) return reload();
    if (m_editor.document()->changeCount() != m_seenChanges) return reload();
    followSelection();
    showSightingSetup();
}

void ScenarioPane::followSelection()
{
    const Scenario& s = m_editor.scenario();
    auto follow = [](RecordPage* page, int row) {
        if (row >= 0 && page->selection() != row) page->select(row);
    };
    for (std::size_t i = 0; i < s.victory.objectives.size(); ++i)
        if (s.victory.objectives[i].id == m_editor.objective) follow(m_pages["objectives"], int(i));
    for (std::size_t i = 0; i < s.setupAreas.size(); ++i)
        if (s.setupAreas[i].id == m_editor.area) follow(m_pages["areas"], int(i));
    if (m_editor.reinforcement < int(s.reinforcements.size())) follow(m_pages["reinforcements"], m_editor.reinforcement);
    for (int row = 0; !m_editor.fortification.empty() && !fortificationAt(s, row).empty(); ++row)
        if (fortificationAt(s, row) == m_editor.fortification) follow(m_pages["fortifications"], row);
    if (m_editor.exit < int(s.victory.exits.size())) follow(m_pages["exits"], m_editor.exit);
}

void ScenarioPane::showPage(const std::string& name)
{
    const RecordPage* page = this->page(name);
    for (std::size_t i = 0; page && i < m_book->GetPageCount(); ++i)
        if (m_book->GetPage(i) == page || m_book->GetPage(i) == page->GetParent()) m_book->SetSelection(i);
    // A part stacked lower on its tab is scrolled to, its heading just above.
    if (auto* scrolled = page ? dynamic_cast<wxScrolledWindow*>(page->GetParent()) : nullptr) {
        int x = 0, y = 0, unitX = 0, unitY = 0;
        scrolled->CalcUnscrolledPosition(page->GetPosition().x, page->GetPosition().y, &x, &y);
        scrolled->GetScrollPixelsPerUnit(&unitX, &unitY);
        if (unitY > 0) scrolled->Scroll(-1, std::max(0, (y - 30) / unitY));
    }
}

void ScenarioPane::showPageFor(const std::string& tool)
{
    // The hex-picking tool works on the page its records were chosen on.
    const char* picked = m_editor.hexTarget == ScenarioEditor::HexTarget::Fortification ? "Forces"
                         : m_editor.hexTarget == ScenarioEditor::HexTarget::Exit        ? "Victory"
                                                                                        : "Reinforcements";
    const char* page = tool == "objective" ? "Objectives" : tool == "setup-paint" ? "Areas" : tool == "entry-hexes" ? picked
                       : tool == "sighting"                                        ? "Sighting"
                                                                                   : nullptr;
    if (!page) return;
    for (std::size_t i = 0; i < m_book->GetPageCount(); ++i)
        if (m_book->GetPageText(i) == page && m_book->GetSelection() != int(i)) m_book->SetSelection(i); // the page's selection is drawn
}

void ScenarioPane::buildSidesPage()
{
    // Scrolls when the pane is shorter than the page (its two parts do not squeeze).
    auto* panel = new wxScrolledWindow(m_book);
    panel->SetScrollRate(0, 12);
    RecordPage* sides = addPage(panel, "sides",
                                {{"Id", false, "the key other parts use, e.g. german"},
                                 {"Nationality", false, "as the counters print it"},
                                 {"Command & Control", false, "starting level [1.6]"},
                                 {"Command markers", false, "in the Available box at start [4.1]"}});
    sides->rows = [this] {
        std::vector<std::string> out;
        for (const auto& s : m_editor.scenario().sides) out.push_back(s.nationality + " (" + s.id + ")");
        return out;
    };
    sides->values = [this](int row) {
        const auto& s = m_editor.scenario().sides[std::size_t(row)];
        return std::vector<std::string>{s.id, s.nationality, std::to_string(s.commandControl), std::to_string(s.commandMarkers)};
    };
    sides->apply = [this](int row, const std::vector<std::string>& f) -> std::string {
        scenarios::Side side = m_editor.scenario().sides[std::size_t(row)];
        side.id = st::trim(f[0]);
        side.nationality = st::trim(f[1]);
        if (side.id.empty()) return "a side needs an id";
        if (auto e = st::parseInt(f[2], 0, "Command & Control", side.commandControl); !e.empty()) return e;
        if (auto e = st::parseInt(f[3], 0, "Command markers", side.commandMarkers); !e.empty()) return e;
        m_editor.execute(replaceAt("Edit side " + side.id, [](Scenario& s) -> auto& { return s.sides; }, row, side));
        return {};
    };

    RecordPage* track = addPage(panel, "track",
                                {{"First to set up", false, "side id"},
                                 {"Initiative", false, "side with the Initiative [20]"},
                                 {"Initiative pawn", false, "\"0\" or \"SPACE SIDE\" [1.21]"},
                                 {"Fate card", false, "side holding it [9]"},
                                 {"Sniper face up", false, "side [1.33]"},
                                 {"Air Support face up", false, "side [1.4]"},
                                 {"VP marker", false, "\"0\", \"SPACE SIDE\", or empty: none [1.22]"},
                                 {"Turn marker", false, "Time Track space at start [1.31]"},
                                 {"Sudden Death marker", false, "Time Track space [21.21]"},
                                 {"Time Track", true, "NUMBER:SUDDEN-DEATH per space, e.g. 1:3 2:5 [21.22]"}},
                                false);
    track->rows = [] { return std::vector<std::string>{"Track Display and setup order"}; };
    track->values = [this](int) {
        const Scenario& s = m_editor.scenario();
        const auto& t = s.track;
        return std::vector<std::string>{s.firstToSetUp,     t.initiativeSide,  st::trackPosition(t.initiativePawn),
                                        t.fateCard,         t.sniperFaceUp,    t.airSupportFaceUp,
                                        t.vpMarker ? st::trackPosition(*t.vpMarker) : std::string(),
                                        std::to_string(t.timeTrack.turnStart), std::to_string(t.timeTrack.suddenDeathSpace),
                                        st::timeSpaces(t.timeTrack)};
    };
    track->apply = [this](int, const std::vector<std::string>& f) -> std::string {
        Scenario s = m_editor.scenario();
        s.firstToSetUp = st::trim(f[0]);
        auto& t = s.track;
        t.initiativeSide = st::trim(f[1]);
        if (auto e = st::parseTrackPosition(f[2], t.initiativePawn); !e.empty()) return "Initiative pawn: " + e;
        t.fateCard = st::trim(f[3]);
        t.sniperFaceUp = st::trim(f[4]);
        t.airSupportFaceUp = st::trim(f[5]);
        if (st::trim(f[6]).empty()) {
            t.vpMarker.reset();
        } else {
            scenarios::TrackPosition vp = t.vpMarker.value_or(scenarios::TrackPosition{});
            if (auto e = st::parseTrackPosition(f[6], vp); !e.empty()) return "VP marker: " + e;
            t.vpMarker = vp;
        }
        if (auto e = st::parseInt(f[7], 1, "the Turn marker's space", t.timeTrack.turnStart); !e.empty()) return e;
        if (auto e = st::parseInt(f[8], 1, "the Sudden Death marker's space", t.timeTrack.suddenDeathSpace); !e.empty()) return e;
        if (auto e = st::parseTimeSpaces(f[9], t.timeTrack); !e.empty()) return e;
        m_editor.execute(edit::changeScenario("Edit Track Display", [s](Scenario& now) {
            if (now.track == s.track && now.firstToSetUp == s.firstToSetUp) return false;
            now.track = s.track;
            now.firstToSetUp = s.firstToSetUp;
            return true;
        }));
        return {};
    };
    RecordPage* about = buildAboutPage(panel);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    addStacked(sizer, panel, "Sides", sides, 0);
    addStacked(sizer, panel, "Track Display and setup order", track, 1);
    addStacked(sizer, panel, "The scenario", about, 1);
    panel->SetSizer(sizer);
    panel->FitInside();
    m_book->AddPage(panel, "Sides");
}

void ScenarioPane::buildForcesPage()
{
    // Units, fortifications and asset cards: what each side starts with, one tab.
    auto* panel = new wxScrolledWindow(m_book);
    panel->SetScrollRate(0, 12);
    RecordPage* page = addPage(panel, "forces",
                               {{"Side", false, "side id"},
                                {"Id", false, "unit id, e.g. g-gren-sqd"},
                                {"Name", false, "as printed on the counter"},
                                {"Type", false, "infantry, gun or vehicle [3.1]"},
                                {"Size", false, "platoon or squad [3.3]"},
                                {"Count", false, "how many"},
                                {"Setup area", false, "area id; empty: any of the side's areas"},
                                {"Fixed hexes", false, "start hexes, if the scenario gives them"}});
    page->rows = [this] {
        std::vector<std::string> out;
        const Scenario& s = m_editor.scenario();
        for (UnitAt at : allUnits(s)) {
            const auto& u = s.forces[std::size_t(at.forces)].units[std::size_t(at.unit)];
            out.push_back(s.forces[std::size_t(at.forces)].side + ": " + u.name + " " + std::string(scenarios::unitSizeName(u.size)) + " x" +
                          std::to_string(u.count) + "  (" + u.id + ")");
        }
        return out;
    };
    page->values = [this](int row) {
        const Scenario& s = m_editor.scenario();
        const UnitAt at = allUnits(s)[std::size_t(row)];
        const auto& u = s.forces[std::size_t(at.forces)].units[std::size_t(at.unit)];
        return std::vector<std::string>{s.forces[std::size_t(at.forces)].side, u.id, u.name,
                                        std::string(scenarios::unitTypeName(u.type)), std::string(scenarios::unitSizeName(u.size)),
                                        std::to_string(u.count), u.area, st::hexList(u.hexes)};
    };
    page->apply = [this](int row, const std::vector<std::string>& f) -> std::string {
        const UnitAt at = allUnits(m_editor.scenario())[std::size_t(row)];
        scenarios::Unit u = m_editor.scenario().forces[std::size_t(at.forces)].units[std::size_t(at.unit)];
        std::vector<scenarios::Unit> one{u};
        const std::string line = st::trim(f[1]) + " | " + st::trim(f[2]) + " | " + st::trim(f[3]) + " | " + st::trim(f[4]) + " | " + st::trim(f[5]);
        if (auto e = st::parseUnitLines(line, one); !e.empty()) return e;
        u = one.front();
        u.area = st::trim(f[6]);
        u.hexes = st::parseHexList(f[7]);
        const std::string side = st::trim(f[0]);
        if (!m_editor.scenario().findSide(side)) return "no side \"" + side + "\" in the scenario";
        m_editor.execute(edit::changeScenario("Edit unit " + u.id, [at, u, side](Scenario& s) {
            auto& from = s.forces[std::size_t(at.forces)];
            if (from.side == side) {
                if (from.units[std::size_t(at.unit)] == u) return false;
                from.units[std::size_t(at.unit)] = u;
                return true;
            }
            from.units.erase(from.units.begin() + at.unit);
            auto to = std::find_if(s.forces.begin(), s.forces.end(), [&](const auto& forces) { return forces.side == side; });
            if (to == s.forces.end()) to = s.forces.insert(s.forces.end(), scenarios::Forces{side, {}, {}, {}, {}, 0});
            to->units.push_back(u);
            return true;
        }));
        return {};
    };
    page->add = [this] {
        const Scenario& s = m_editor.scenario();
        if (s.sides.empty()) return;
        const std::string side = s.forces.empty() ? s.sides.front().id : s.forces.back().side;
        m_editor.execute(edit::changeScenario("Add unit", [side](Scenario& sc) {
            auto to = std::find_if(sc.forces.begin(), sc.forces.end(), [&](const auto& forces) { return forces.side == side; });
            if (to == sc.forces.end()) to = sc.forces.insert(sc.forces.end(), scenarios::Forces{side, {}, {}, {}, {}, 0});
            scenarios::Unit u;
            u.id = side + "-unit-" + std::to_string(to->units.size() + 1);
            u.name = "New unit";
            u.count = 1;
            // The last forces entry holds the new unit, so that it is the page's last row.
            scenarios::Forces moved = std::move(*to);
            sc.forces.erase(to);
            moved.units.push_back(std::move(u));
            sc.forces.push_back(std::move(moved));
            return true;
        }));
    };
    page->remove = [this](int row) {
        const UnitAt at = allUnits(m_editor.scenario())[std::size_t(row)];
        const std::string id = m_editor.scenario().forces[std::size_t(at.forces)].units[std::size_t(at.unit)].id;
        m_editor.execute(edit::changeScenario("Remove unit " + id, [at](Scenario& s) {
            auto& units = s.forces[std::size_t(at.forces)].units;
            units.erase(units.begin() + at.unit);
            return true;
        }));
    };
    RecordPage* forts = buildFortificationsPage(panel);
    RecordPage* assets = buildAssetsPage(panel);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    addStacked(sizer, panel, "Units [3]", page, 0);
    addStacked(sizer, panel, "Beneficial fortifications [7]", forts, 0);
    addStacked(sizer, panel, "Asset cards [10]", assets, 0);
    panel->SetSizer(sizer);
    panel->FitInside();
    m_book->AddPage(panel, "Forces");
}

void ScenarioPane::buildRulesPage()
{
    RecordPage* page = addPage(m_book, "rules", {{"Id", false, ""}, {"Title", false, ""}, {"Text", true, "the rule in words"}});
    page->rows = [this] {
        std::vector<std::string> out;
        for (const auto& r : m_editor.scenario().specialRules) out.push_back(r.title.empty() ? r.id : r.title);
        return out;
    };
    page->values = [this](int row) {
        const auto& r = m_editor.scenario().specialRules[std::size_t(row)];
        return std::vector<std::string>{r.id, r.title, r.text};
    };
    page->apply = [this](int row, const std::vector<std::string>& f) -> std::string {
        scenarios::SpecialRule r = m_editor.scenario().specialRules[std::size_t(row)];
        r.id = st::trim(f[0]);
        r.title = st::trim(f[1]);
        r.text = st::trim(f[2]);
        if (r.id.empty()) return "a special rule needs an id";
        m_editor.execute(replaceAt("Edit special rule " + r.id, [](Scenario& s) -> auto& { return s.specialRules; }, row, r));
        return {};
    };
    page->add = [this] {
        const std::size_t n = m_editor.scenario().specialRules.size() + 1;
        m_editor.execute(edit::changeScenario("Add special rule", [n](Scenario& s) {
            s.specialRules.push_back({"rule-" + std::to_string(n), "New rule", "", {}, 0});
            return true;
        }));
    };
    page->remove = [this](int row) {
        const std::string id = m_editor.scenario().specialRules[std::size_t(row)].id;
        m_editor.execute(edit::changeScenario("Remove special rule " + id, [row](Scenario& s) {
            s.specialRules.erase(s.specialRules.begin() + row);
            return true;
        }));
    };
    m_book->AddPage(page, "Rules");
}

} // namespace crestline::gui
