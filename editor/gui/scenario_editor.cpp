// The scenario under edit (see scenario_editor.h).

#include "editor/gui/scenario_editor.h"

#include "editor/jobs/scenario_document.h"
#include "formats/render/sheet.h"
#include "scenarios/scenario_checks.h"

#include <algorithm>

namespace crestline::gui {

bool ScenarioEditor::active() const { return m_doc && m_doc->loaded(); }

const scenarios::Scenario& ScenarioEditor::scenario() const { return m_doc->scenario(); }

void ScenarioEditor::setDocument(jobs::ScenarioDocument* document)
{
    m_doc = document;
    m_board = 0;
    objective.clear();
    area.clear();
    reinforcement = -1;
    fortification.clear();
    exit = -1;
    hexTarget = HexTarget::Entry;
    markedHex.reset();
    preview.reset();
    sighting.reset();
    m_checks.clear();
    m_checked = ~std::uint64_t(0);
}

const Findings& ScenarioEditor::checks()
{
    const bool hidden = sighting.has_value();
    if (!active() || hidden) {
        m_checks.clear();
        m_checked = ~std::uint64_t(0);
        return m_checks;
    }
    // A new document starts at change 0 as well: setDocument forgets the count.
    if (m_checked != m_doc->changeCount() || m_checkedHidden != hidden) {
        m_checks = scenarios::checkScenario(scenario(), m_doc->boards(), m_doc->file().string());
        m_checked = m_doc->changeCount();
        m_checkedHidden = hidden;
    }
    return m_checks;
}

std::optional<geometry::OffsetCoord> ScenarioEditor::findingHex(const Finding& f) const
{
    if (!active() || f.where.hex.empty() || m_doc->boards().boards().empty() || !m_doc->boards().loaded(0)) return std::nullopt;
    const auto h = m_doc->boards().resolve(scenarios::parseHexName(f.where.hex)).hex;
    if (!h || h->board != 0) return std::nullopt;
    return h->hex;
}

void ScenarioEditor::execute(std::unique_ptr<edit::ScenarioCommand> command, std::uint64_t gesture)
{
    if (!active()) return;
    m_doc->execute(std::move(command), gesture);
    notify();
}

void ScenarioEditor::notify()
{
    for (const auto& listener : changed) listener();
}

scenarios::HexName ScenarioEditor::hexName(geometry::OffsetCoord hex) const
{
    const auto& boards = m_doc->boards();
    const std::string label = boards.grid(m_board).label(hex);
    if (scenario().maps.size() > 1) return {boards.boards()[std::size_t(m_board)].id, label};
    return {"", label};
}

std::optional<geometry::OffsetCoord> ScenarioEditor::hexAt(geometry::Point lattice) const
{
    if (!active() || m_board >= int(m_doc->boards().boards().size()) || !m_doc->boards().loaded(m_board)) return std::nullopt;
    const geometry::PointLocation where = m_doc->boards().grid(m_board).locate(lattice);
    if (where.hexes.empty()) return std::nullopt;
    return where.hexes.front();
}

int ScenarioEditor::sideIndex(const std::string& side) const
{
    const auto& sides = scenario().sides;
    for (std::size_t i = 0; i < sides.size(); ++i)
        if (sides[i].id == side) return int(i);
    return 0;
}

void ScenarioEditor::addOverlays(render::Overlays& o, int board) const
{
    if (board < 0) board = m_board;
    if (!active() || board >= int(m_doc->boards().boards().size()) || !m_doc->boards().loaded(board)) return;
    const scenarios::Scenario& s = scenario();
    const scenarios::BoardSet& boards = m_doc->boards();
    Findings warnings; // unresolved hexes are the checks panel's business, not the drawing's
    render::Overlays base = render::scenarioOverlays(s, boards, board, warnings);
    // Setup areas again, ours: with one selected only that one (or its
    // preview, as typed) is tinted, so that the designer sees what it holds.
    base.setupAreas.clear();
    for (const scenarios::SetupArea& written : s.setupAreas) {
        if (!area.empty() && written.id != area) continue;
        const scenarios::SetupArea& shown = preview && preview->id == written.id ? *preview : written;
        render::SideHexes tint{sideIndex(shown.side), {}, shown.id};
        for (const scenarios::PlacedHex& h : boards.resolveArea(shown).hexes)
            if (h.board == board) tint.hexes.push_back(h.hex);
        base.setupAreas.push_back(std::move(tint));
    }
    for (const scenarios::Objective& obj : s.victory.objectives) {
        if (obj.id != objective) continue;
        for (const scenarios::HexName& name : obj.hexes)
            if (auto h = boards.resolve(name).hex; h && h->board == board) base.markers.push_back({h->hex, 0, "\u2605"});
    }
    if (reinforcement >= 0 && reinforcement < int(s.reinforcements.size())) {
        const scenarios::Reinforcement& r = s.reinforcements[std::size_t(reinforcement)];
        if (r.entry)
            for (const scenarios::HexName& name : r.entry->hexes)
                if (auto h = boards.resolve(name).hex; h && h->board == board) base.markers.push_back({h->hex, sideIndex(r.side), "in"});
    }
    if (exit >= 0 && exit < int(s.victory.exits.size())) {
        const scenarios::ExitVp& x = s.victory.exits[std::size_t(exit)];
        for (scenarios::HexName name : x.hexes) {
            if (name.map.empty()) name.map = x.map;
            if (auto h = boards.resolve(name).hex; h && h->board == 0) base.markers.push_back({h->hex, sideIndex(x.side), "out"});
        }
    }
    for (const scenarios::Forces& f : s.forces)
        for (const scenarios::Fortification& x : f.fortifications)
            if (x.id == fortification)
                for (const scenarios::HexName& name : x.hexes)
                    if (auto h = boards.resolve(name).hex; h && h->board == 0) base.markers.push_back({h->hex, sideIndex(f.side), "F"});
    if (markedHex) base.markers.push_back({*markedHex, 2, "!"});
    // [6.1] Only the side setting up sees its markers, and only its own.
    if (sighting)
        for (const scenarios::PlacedMarker& m : sighting->markers)
            if (auto h = boards.resolve(m.hex); !m.hex.label.empty() && h.hex && h.hex->board == board)
                base.markers.push_back({h.hex->hex, sideIndex(sighting->side), m.id});
    auto append = [](auto& to, auto& from) { std::move(from.begin(), from.end(), std::back_inserter(to)); };
    append(o.setupAreas, base.setupAreas);
    append(o.objectives, base.objectives);
    append(o.edges, base.edges);
    append(o.markers, base.markers);
}

} // namespace crestline::gui
