// The scenario pane's pages for what the other pages leave out (see
// scenario_pane.h): beneficial fortifications [7] and asset cards [10] of the
// forces, elimination [22.1] and exit [22.2] VPs, and the scenario's words
// (title, date, location, history, victory conditions in words, notes).
// Each Apply, Add and Remove is one named scenario command
// (editor/edit/scenario_commands.h).

#include "editor/gui/scenario_pane.h"

#include "editor/gui/scenario_editor.h"
#include "editor/gui/scenario_text.h"
#include "editor/jobs/scenario_document.h"

#include <wx/button.h>
#include <wx/notebook.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace crestline::gui {

namespace st = scenario_text;
using scenarios::Scenario;

namespace {

/// The choices of a unit type field [3.1] and a size field [3.3] ("": any).
const std::vector<std::string> kTypes{"", "infantry", "gun", "vehicle"};
const std::vector<std::string> kSizes{"", "platoon", "squad"};

/// A record of a side's forces: forces index and index in its list.
struct ForcesAt {
    int forces = -1, item = -1;
};

template <class List>
std::vector<ForcesAt> allOf(const Scenario& s, List list)
{
    std::vector<ForcesAt> out;
    for (std::size_t f = 0; f < s.forces.size(); ++f)
        for (std::size_t i = 0; i < list(s.forces[f]).size(); ++i) out.push_back({int(f), int(i)});
    return out;
}

const std::vector<scenarios::Fortification>& fortsOf(const scenarios::Forces& f) { return f.fortifications; }
const std::vector<scenarios::AssetCard>& assetsOf(const scenarios::Forces& f) { return f.assets; }

wxButton* pickButton(RecordPage* page, std::function<void()> run)
{
    auto* b = new wxButton(page, wxID_ANY, "Pick hexes on map (E)");
    page->extras()->Add(b, 0, wxRIGHT, 4);
    b->Bind(wxEVT_BUTTON, [run = std::move(run)](wxCommandEvent&) { run(); });
    return b;
}

/// "" or the problem with a type / size word of a choice field.
std::string readType(const std::string& word, std::optional<scenarios::UnitType>& type)
{
    type.reset();
    if (word.empty()) return {};
    type = scenarios::unitTypeFromName(word);
    return type ? std::string() : "the type is infantry, gun or vehicle, not \"" + word + "\"";
}

std::string readSize(const std::string& word, std::optional<scenarios::UnitSize>& size)
{
    size.reset();
    if (word.empty()) return {};
    size = scenarios::unitSizeFromName(word);
    return size ? std::string() : "the size is platoon or squad, not \"" + word + "\"";
}

std::string typeWord(const std::optional<scenarios::UnitType>& t) { return t ? std::string(scenarios::unitTypeName(*t)) : std::string(); }
std::string sizeWord(const std::optional<scenarios::UnitSize>& s) { return s ? std::string(scenarios::unitSizeName(*s)) : std::string(); }

} // namespace

void addStacked(wxSizer* sizer, wxWindow* parent, const std::string& heading, RecordPage* page, int proportion)
{
    auto* title = new wxStaticText(parent, wxID_ANY, wxString::FromUTF8(heading));
    title->SetFont(title->GetFont().Bold());
    // The pane's whole width: measured in the plain font, a bold heading would wrap its last words out of sight.
    sizer->Add(title, 0, wxEXPAND | wxLEFT | wxTOP, 6);
    sizer->Add(page, proportion, wxEXPAND);
}

RecordPage* ScenarioPane::buildFortificationsPage(wxWindow* parent)
{
    RecordPage* page = addPage(parent, "fortifications",
                               {{"Side", false, "side id"},
                                {"Id", false, "fortification id, e.g. g-trench (Hiding markers refer to it [6.51])"},
                                {"Kind", false, "e.g. entrenchment, pillbox [7]"},
                                {"Count", false, "how many"},
                                {"Setup area", false, "area id; empty: as the side's units"},
                                {"Fixed hexes", false, "picked on the map (E), or typed: M5 N4"}});
    auto at = [this](int row) { return allOf(m_editor.scenario(), fortsOf)[std::size_t(row)]; };
    page->rows = [this] {
        std::vector<std::string> out;
        const Scenario& s = m_editor.scenario();
        for (ForcesAt a : allOf(s, fortsOf)) {
            const auto& x = s.forces[std::size_t(a.forces)].fortifications[std::size_t(a.item)];
            out.push_back(s.forces[std::size_t(a.forces)].side + ": " + x.kind + " x" + std::to_string(x.count) + "  (" + x.id + ")" +
                          (x.hexes.empty() ? "" : "  " + st::hexList(x.hexes)));
        }
        return out;
    };
    page->values = [this, at](int row) {
        const ForcesAt a = at(row);
        const auto& f = m_editor.scenario().forces[std::size_t(a.forces)];
        const auto& x = f.fortifications[std::size_t(a.item)];
        return std::vector<std::string>{f.side, x.id, x.kind, std::to_string(x.count), x.area, st::hexList(x.hexes)};
    };
    page->apply = [this, at](int row, const std::vector<std::string>& f) -> std::string {
        const ForcesAt a = at(row);
        const Scenario& s = m_editor.scenario();
        scenarios::Fortification x = s.forces[std::size_t(a.forces)].fortifications[std::size_t(a.item)];
        const std::string was = x.id, side = st::trim(f[0]);
        x.id = st::trim(f[1]);
        x.kind = st::trim(f[2]);
        if (!s.findSide(side)) return "no side \"" + side + "\" in the scenario";
        if (x.id.empty()) return "a fortification needs an id";
        if (x.id != was && (s.findFortification(side, x.id) || s.findUnit(side, x.id) || s.findFortification(s.opponentOf(side), x.id)))
            return "the id \"" + x.id + "\" is taken";
        if (x.kind.empty()) return "a fortification needs a kind, e.g. entrenchment [7]";
        if (auto e = st::parseInt(f[3], 1, "the count", x.count); !e.empty()) return e;
        x.area = st::trim(f[4]);
        x.hexes = st::parseHexList(f[5]);
        m_editor.fortification = x.id;
        m_editor.execute(edit::setFortification(side, std::move(x), was));
        return {};
    };
    page->add = [this] {
        const Scenario& s = m_editor.scenario();
        if (s.sides.empty()) return;
        const std::string side = s.sides.front().id;
        scenarios::Fortification x;
        x.kind = "entrenchment";
        x.count = 1;
        x.id = side + "-fortification-1";
        for (int n = 2; s.findFortification(side, x.id) || s.findUnit(side, x.id); ++n) x.id = side + "-fortification-" + std::to_string(n);
        m_editor.fortification = x.id;
        m_editor.hexTarget = ScenarioEditor::HexTarget::Fortification;
        m_editor.execute(edit::setFortification(side, std::move(x)));
    };
    page->addedRow = [this] {
        for (int row = 0; !fortificationAt(m_editor.scenario(), row).empty(); ++row)
            if (fortificationAt(m_editor.scenario(), row) == m_editor.fortification) return row;
        return -1;
    };
    page->remove = [this, at](int row) {
        const ForcesAt a = at(row);
        m_editor.fortification.clear();
        m_editor.execute(edit::removeFortification(m_editor.scenario().forces[std::size_t(a.forces)].fortifications[std::size_t(a.item)].id));
    };
    page->selected = [this, at](int row) {
        m_editor.fortification = row >= 0 ? m_editor.scenario().forces[std::size_t(at(row).forces)].fortifications[std::size_t(at(row).item)].id
                                          : std::string();
        m_editor.hexTarget = ScenarioEditor::HexTarget::Fortification;
        m_editor.markedHex.reset();
        m_editor.notify();
    };
    pickButton(page, [this] {
        m_editor.hexTarget = ScenarioEditor::HexTarget::Fortification;
        m_pickTool("entry-hexes");
    });
    return page;
}

RecordPage* ScenarioPane::buildAssetsPage(wxWindow* parent)
{
    RecordPage* page = addPage(parent, "assets",
                               {{"Side", false, "side id"}, {"Card", false, "the asset card's name, e.g. Mortar Barrage [10]"}, {"Count", false, "how many"}});
    auto at = [this](int row) { return allOf(m_editor.scenario(), assetsOf)[std::size_t(row)]; };
    page->rows = [this] {
        std::vector<std::string> out;
        const Scenario& s = m_editor.scenario();
        for (ForcesAt a : allOf(s, assetsOf)) {
            const auto& c = s.forces[std::size_t(a.forces)].assets[std::size_t(a.item)];
            out.push_back(s.forces[std::size_t(a.forces)].side + ": " + c.card + " x" + std::to_string(c.count));
        }
        return out;
    };
    page->values = [this, at](int row) {
        const ForcesAt a = at(row);
        const auto& f = m_editor.scenario().forces[std::size_t(a.forces)];
        const auto& c = f.assets[std::size_t(a.item)];
        return std::vector<std::string>{f.side, c.card, std::to_string(c.count)};
    };
    page->apply = [this, at](int row, const std::vector<std::string>& f) -> std::string {
        const ForcesAt a = at(row);
        const Scenario& s = m_editor.scenario();
        const std::string was = s.forces[std::size_t(a.forces)].side, side = st::trim(f[0]);
        scenarios::AssetCard c = s.forces[std::size_t(a.forces)].assets[std::size_t(a.item)];
        c.card = st::trim(f[1]);
        if (!s.findSide(side)) return "no side \"" + side + "\" in the scenario";
        if (c.card.empty()) return "an asset card needs its name [10]";
        if (auto e = st::parseInt(f[2], 1, "the count", c.count); !e.empty()) return e;
        if (side == was) {
            m_editor.execute(edit::setAssetCard(side, a.item, std::move(c)));
            return {};
        }
        m_editor.execute(edit::changeScenario("Asset card " + c.card + " to " + side, [a, side, c](Scenario& sc) {
            auto& from = sc.forces[std::size_t(a.forces)].assets;
            from.erase(from.begin() + a.item);
            auto to = std::find_if(sc.forces.begin(), sc.forces.end(), [&](const auto& forces) { return forces.side == side; });
            if (to == sc.forces.end()) to = sc.forces.insert(sc.forces.end(), scenarios::Forces{side, {}, {}, {}, {}, 0});
            to->assets.push_back(c);
            return true;
        }));
        return {};
    };
    page->add = [this] {
        const Scenario& s = m_editor.scenario();
        if (s.sides.empty()) return;
        m_editor.execute(edit::addAssetCard(s.sides.front().id, {"New card", 1, {}, 0}));
    };
    page->addedRow = [this] {
        // The first side's last card: the one Add made.
        const Scenario& s = m_editor.scenario();
        const auto all = allOf(s, assetsOf);
        int row = -1;
        for (std::size_t i = 0; i < all.size(); ++i)
            if (!s.sides.empty() && s.forces[std::size_t(all[i].forces)].side == s.sides.front().id) row = int(i);
        return row;
    };
    page->remove = [this, at](int row) {
        const ForcesAt a = at(row);
        m_editor.execute(edit::removeAssetCard(m_editor.scenario().forces[std::size_t(a.forces)].side, a.item));
    };
    return page;
}

void ScenarioPane::buildVictoryPage()
{
    auto* panel = new wxScrolledWindow(m_book);
    panel->SetScrollRate(0, 12);
    RecordPage* elim = addPage(panel, "elimination",
                               {{"Side", false, "whose units; empty: either side's [22.1]"},
                                {"Type", false, "unit type; (none): any [3.1]", kTypes},
                                {"Size", false, "unit size; (none): any [3.3]", kSizes},
                                {"VPs", false, "to the opponent per unit eliminated [22.1]"}});
    elim->rows = [this] {
        std::vector<std::string> out;
        for (const auto& e : m_editor.scenario().victory.elimination) {
            std::string what = (e.side.empty() ? std::string("any") : e.side) + " " + typeWord(e.type) + (e.size ? " " + sizeWord(e.size) : "");
            if (!e.type && !e.size) what += "unit";
            out.push_back(what + ": " + std::to_string(e.vp) + " VP");
        }
        return out;
    };
    elim->values = [this](int row) {
        const auto& e = m_editor.scenario().victory.elimination[std::size_t(row)];
        return std::vector<std::string>{e.side, typeWord(e.type), sizeWord(e.size), std::to_string(e.vp)};
    };
    elim->apply = [this](int row, const std::vector<std::string>& f) -> std::string {
        scenarios::EliminationVp e = m_editor.scenario().victory.elimination[std::size_t(row)];
        e.side = st::trim(f[0]);
        if (!e.side.empty() && !m_editor.scenario().findSide(e.side)) return "no side \"" + e.side + "\" in the scenario";
        if (auto p = readType(f[1], e.type); !p.empty()) return p;
        if (auto p = readSize(f[2], e.size); !p.empty()) return p;
        if (auto p = st::parseInt(f[3], 0, "the VPs", e.vp); !p.empty()) return p;
        m_editor.execute(edit::setEliminationVp(row, std::move(e)));
        return {};
    };
    elim->add = [this] {
        scenarios::EliminationVp e;
        e.vp = 1;
        m_editor.execute(edit::addEliminationVp(std::move(e)));
    };
    elim->remove = [this](int row) { m_editor.execute(edit::removeEliminationVp(row)); };

    RecordPage* exits = addPage(panel, "exits",
                                {{"Side", false, "the side that exits units [22.2]"},
                                 {"Map", false, "map id; empty when the scenario has one map"},
                                 {"Edge", false, "the map edge units exit off", st::edgeChoices()},
                                 {"Exit hexes", false, "picked on the map (E), or typed; empty: anywhere along the edge"},
                                 {"Type", false, "unit type; (none): any unit", kTypes},
                                 {"VPs", false, "per unit exited [22.2]"}});
    exits->rows = [this] {
        std::vector<std::string> out;
        for (const auto& e : m_editor.scenario().victory.exits)
            out.push_back(e.side + (e.type ? " " + typeWord(e.type) : std::string()) + " off " +
                          (e.edge ? std::string(scenarios::mapEdgeName(*e.edge)) + " edge" : std::string("hexes")) +
                          (e.hexes.empty() ? "" : " " + st::hexList(e.hexes)) + ": " + std::to_string(e.vp) + " VP");
        return out;
    };
    exits->values = [this](int row) {
        const auto& e = m_editor.scenario().victory.exits[std::size_t(row)];
        return std::vector<std::string>{e.side, e.map, e.edge ? std::string(scenarios::mapEdgeName(*e.edge)) : std::string(),
                                        st::hexList(e.hexes), typeWord(e.type), std::to_string(e.vp)};
    };
    exits->apply = [this](int row, const std::vector<std::string>& f) -> std::string {
        scenarios::ExitVp e = m_editor.scenario().victory.exits[std::size_t(row)];
        e.side = st::trim(f[0]);
        e.map = st::trim(f[1]);
        if (!m_editor.scenario().findSide(e.side)) return "no side \"" + e.side + "\" in the scenario";
        if (auto p = st::parseEdge(f[2], e.edge); !p.empty()) return p;
        e.hexes = st::parseHexList(f[3]);
        if (!e.edge && e.hexes.empty()) return "an exit needs an edge, hexes or both [22.2]";
        if (auto p = readType(f[4], e.type); !p.empty()) return p;
        if (auto p = st::parseInt(f[5], 0, "the VPs", e.vp); !p.empty()) return p;
        m_editor.exit = row;
        m_editor.execute(edit::setExitVp(row, std::move(e)));
        return {};
    };
    exits->add = [this] {
        const Scenario& s = m_editor.scenario();
        scenarios::ExitVp e;
        e.side = s.sides.empty() ? std::string() : s.sides.front().id;
        e.edge = scenarios::MapEdge::North; // an exit needs an edge or hexes [22.2]; the designer sets it
        e.vp = 1;
        m_editor.exit = int(s.victory.exits.size());
        m_editor.hexTarget = ScenarioEditor::HexTarget::Exit;
        m_editor.execute(edit::addExitVp(std::move(e)));
    };
    exits->remove = [this](int row) {
        m_editor.exit = -1;
        m_editor.execute(edit::removeExitVp(row));
    };
    exits->selected = [this](int row) {
        m_editor.exit = row;
        m_editor.hexTarget = ScenarioEditor::HexTarget::Exit;
        m_editor.markedHex.reset();
        m_editor.notify();
    };
    pickButton(exits, [this] {
        m_editor.hexTarget = ScenarioEditor::HexTarget::Exit;
        m_pickTool("entry-hexes");
    });
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    // Exits first: their hexes are picked on the map, the page's tool work.
    addStacked(sizer, panel, "Exit VPs [22.2]", exits, 0);
    addStacked(sizer, panel, "Elimination VPs [22.1]", elim, 0);
    panel->SetSizer(sizer);
    panel->FitInside();
    m_book->AddPage(panel, "Victory");
}

RecordPage* ScenarioPane::buildAboutPage(wxWindow* parent)
{
    RecordPage* page = addPage(parent, "about",
                               {{"Title", false, ""},
                                {"Date", false, "as written, e.g. 1944-07-11"},
                                {"Location", false, ""},
                                {"History", true, "historical notes"},
                                {"Victory", true, "the Victory Conditions in words, as printed [22]"},
                                {"Notes", true, "the designer's notes"}},
                               false);
    page->rows = [this] { return std::vector<std::string>{m_editor.scenario().title.empty() ? m_editor.scenario().id : m_editor.scenario().title}; };
    page->values = [this](int) {
        const Scenario& s = m_editor.scenario();
        return std::vector<std::string>{s.title, s.date, s.location, s.history, s.victory.text, s.notes};
    };
    page->apply = [this](int, const std::vector<std::string>& f) -> std::string {
        m_editor.execute(edit::setScenarioWords({st::trim(f[0]), st::trim(f[1]), st::trim(f[2]), st::trim(f[3]), st::trim(f[4]), st::trim(f[5])}));
        return {};
    };
    return page;
}

} // namespace crestline::gui
