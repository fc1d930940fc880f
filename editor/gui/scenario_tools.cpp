// The scenario's canvas tools (see scenario_tools.h). Each works on the
// first map of the scenario (the one the canvas shows) and pushes one
// scenario command per click, or per drag for the setup-area brush.

#include "editor/gui/scenario_tools.h"

#include "editor/gui/edit_tools.h"
#include "editor/gui/scenario_editor.h"
#include "editor/jobs/scenario_document.h"
#include "formats/render/style.h"

#include <algorithm>

namespace crestline::gui {

using geometry::OffsetCoord;
using scenarios::HexName;

namespace {

bool hasHex(const std::vector<HexName>& list, const HexName& h)
{
    return std::find(list.begin(), list.end(), h) != list.end();
}

/// Common to the scenario tools: the editor, or a status line saying why not.
class ScenarioTool : public Tool {
public:
    bool snaps() const override { return false; }
    std::string status() const override { return m_status; }

protected:
    std::string m_status;
    /// The scenario editor with a scenario open, or null (and the status says so).
    ScenarioEditor* editorOf(ToolHost& host)
    {
        ScenarioEditor* e = host.scenarioEditor();
        if (!e || !e->active()) {
            m_status = "Needs an open scenario, with the Scenario overlays layer shown and unlocked";
            return nullptr;
        }
        return e;
    }
};

/// Click a hex: select the objective on it, or place a new one there [22.3].
class ObjectiveTool : public ScenarioTool {
public:
    std::string name() const override { return "objective"; }
    void mouseDown(ToolHost& host, const ToolMouse& m) override
    {
        ScenarioEditor* e = editorOf(host);
        if (!e) return;
        const auto hex = e->hexAt(m.lattice);
        if (!hex) return;
        const HexName name = e->hexName(*hex);
        for (const scenarios::Objective& o : e->scenario().victory.objectives)
            if (hasHex(o.hexes, name)) {
                e->objective = o.id;
                m_status = "Objective " + o.id + " selected: set its VPs and control in the scenario pane";
                return e->notify();
            }
        scenarios::Objective o;
        o.id = freeId(*e, "objective-" + name.label);
        o.name = name.text();
        o.hexes = {name};
        o.control = std::string(scenarios::Objective::kNobody);
        // One value per side so that the objective is complete; the designer sets the VPs.
        for (const scenarios::Side& s : e->scenario().sides) o.values.push_back({s.id, 0, {}, 0});
        e->objective = o.id;
        m_status = "Placed objective " + o.id + ": set its VPs in the scenario pane";
        const std::string label = "Place objective " + o.id;
        e->execute(edit::changeScenario(label, [o = std::move(o)](scenarios::Scenario& s) {
            s.victory.objectives.push_back(o);
            return true;
        }));
    }

private:
    static std::string freeId(const ScenarioEditor& e, const std::string& base)
    {
        const auto& list = e.scenario().victory.objectives;
        auto taken = [&](const std::string& id) { return std::any_of(list.begin(), list.end(), [&](const auto& o) { return o.id == id; }); };
        std::string id = base;
        for (int n = 2; taken(id); ++n) id = base + "-" + std::to_string(n);
        return id;
    }
};

/// Paint hexes into the selected setup area: they go to its last top-level
/// <hexes> part (one is added at the end if there is none); Ctrl+click takes
/// a listed hex out again. A drag is one undo step.
class SetupPaintTool : public ScenarioTool {
public:
    std::string name() const override { return "setup-paint"; }
    void mouseDown(ToolHost& host, const ToolMouse& m) override
    {
        m_hexes.clear();
        m_erase = m.ctrl;
        m_painting = editorOf(host) != nullptr;
        if (m_painting) stroke(host, m);
    }
    void mouseMove(ToolHost& host, const ToolMouse& m) override
    {
        if (m_painting) stroke(host, m);
    }
    void mouseUp(ToolHost& host, const ToolMouse&) override
    {
        if (!m_painting) return;
        m_painting = false;
        ScenarioEditor* e = editorOf(host);
        const scenarios::SetupArea* area = e ? e->scenario().findArea(e->area) : nullptr;
        if (!area) {
            m_status = "Select a setup area in the scenario pane first";
            return host.refresh();
        }
        scenarios::SetupArea changed = *area;
        if (!(m_erase ? erase(changed) : paint(changed))) return host.refresh();
        const int n = int(m_hexes.size());
        m_status = std::string(m_erase ? "Took " : "Painted ") + std::to_string(n) + (n == 1 ? " hex" : " hexes") + (m_erase ? " out of " : " into ") + area->id;
        e->preview.reset();
        e->execute(edit::changeScenario(std::string(m_erase ? "Erase hexes from setup area " : "Paint setup area ") + area->id,
                                        [changed](scenarios::Scenario& s) {
                                            for (auto& a : s.setupAreas)
                                                if (a.id == changed.id) a = changed;
                                            return true;
                                        }));
        m_hexes.clear();
    }
    void cancel(ToolHost&) override
    {
        m_painting = false;
        m_hexes.clear();
    }
    void addOverlays(render::Overlays& o) const override
    {
        if (!m_hexes.empty()) o.setupAreas.push_back({m_erase ? 2 : 3, m_hexes, "brush"});
    }

private:
    std::vector<OffsetCoord> m_hexes;
    ScenarioEditor* m_editor = nullptr;
    bool m_painting = false, m_erase = false;

    void stroke(ToolHost& host, const ToolMouse& m)
    {
        m_editor = editorOf(host);
        const auto hex = m_editor ? m_editor->hexAt(m.lattice) : std::nullopt;
        if (hex && std::find(m_hexes.begin(), m_hexes.end(), *hex) == m_hexes.end()) {
            m_hexes.push_back(*hex);
            host.refresh();
        }
    }
    bool paint(scenarios::SetupArea& a) const
    {
        const scenarios::HexSet have = m_editor->document()->boards().resolveArea(a).hexes;
        std::vector<HexName> added;
        for (OffsetCoord h : m_hexes)
            if (!scenarios::containsHex(have, {m_editor->board(), h})) added.push_back(m_editor->hexName(h));
        if (added.empty()) return false;
        auto part = std::find_if(a.parts.rbegin(), a.parts.rend(), [](const auto& p) { return p.op == scenarios::AreaOp::Hexes; });
        if (part == a.parts.rend()) {
            a.parts.push_back({});
            a.parts.back().op = scenarios::AreaOp::Hexes;
            part = a.parts.rbegin();
        }
        for (HexName& h : added) part->hexes.push_back(std::move(h));
        return true;
    }
    bool erase(scenarios::SetupArea& a)
    {
        bool any = false;
        for (OffsetCoord h : m_hexes) {
            const HexName name = m_editor->hexName(h);
            for (auto& p : a.parts)
                if (p.op == scenarios::AreaOp::Hexes && std::erase(p.hexes, name) > 0) any = true;
        }
        std::erase_if(a.parts, [](const auto& p) { return p.op == scenarios::AreaOp::Hexes && p.hexes.empty(); });
        if (!any) m_status = "Only hexes listed by a <hexes> part can be erased; edit the expression for the others";
        return any;
    }
};

/// Click hexes to add (or, clicked again, remove) them as hexes of the record
/// last selected in the pane: a reinforcement's entry [21.12e], a
/// fortification's fixed hexes [7] or an exit VP's exit hexes [22.2].
class EntryHexTool : public ScenarioTool {
public:
    std::string name() const override { return "entry-hexes"; }
    void mouseDown(ToolHost& host, const ToolMouse& m) override
    {
        ScenarioEditor* e = editorOf(host);
        if (!e) return;
        const auto hex = e->hexAt(m.lattice);
        if (!hex) return;
        const HexName name = e->hexName(*hex);
        switch (e->hexTarget) {
        case ScenarioEditor::HexTarget::Entry: return entry(*e, name);
        case ScenarioEditor::HexTarget::Fortification: return fortification(*e, name);
        case ScenarioEditor::HexTarget::Exit: return exit(*e, name);
        }
    }

private:
    /// Adds `name` to `hexes`, or takes it out if it is there; true if it was taken out.
    static bool toggle(std::vector<HexName>& hexes, const HexName& name)
    {
        if (std::erase(hexes, name) > 0) return true;
        hexes.push_back(name);
        return false;
    }
    void said(bool removed, const std::string& what, const HexName& name)
    {
        m_status = std::string(removed ? "Removed " : "Added ") + what + " hex " + name.text();
    }
    void entry(ScenarioEditor& e, const HexName& name)
    {
        const int index = e.reinforcement;
        if (index < 0 || index >= int(e.scenario().reinforcements.size())) {
            m_status = "Select a reinforcement, fortification or exit VP in the scenario pane first";
            return;
        }
        scenarios::Reinforcement r = e.scenario().reinforcements[std::size_t(index)];
        if (!r.entry) r.entry.emplace();
        said(toggle(r.entry->hexes, name), "entry", name);
        if (!r.entry->edge && r.entry->hexes.empty()) r.entry.reset();
        e.execute(edit::setReinforcement(index, std::move(r)));
    }
    void fortification(ScenarioEditor& e, const HexName& name)
    {
        for (const scenarios::Forces& f : e.scenario().forces)
            for (scenarios::Fortification x : f.fortifications)
                if (x.id == e.fortification) {
                    said(toggle(x.hexes, name), "fortification " + x.id, name);
                    return e.execute(edit::setFortification(f.side, std::move(x)));
                }
        m_status = "Select a fortification in the scenario pane first";
    }
    void exit(ScenarioEditor& e, HexName name)
    {
        const int index = e.exit;
        if (index < 0 || index >= int(e.scenario().victory.exits.size())) {
            m_status = "Select an exit VP in the scenario pane first";
            return;
        }
        scenarios::ExitVp x = e.scenario().victory.exits[std::size_t(index)];
        if (!x.map.empty() && name.map == x.map) name.map.clear(); // written relative to the exit's map
        said(toggle(x.hexes, name), "exit", name);
        if (!x.edge && x.hexes.empty()) {
            m_status = "An exit needs an edge or a hex [22.2]: set its edge before taking its last hex out";
            return;
        }
        e.execute(edit::setExitVp(index, std::move(x)));
    }
};

/// [6.1] Place the Sighting markers of the side being set up, one per click,
/// in the order the pane lists them; Ctrl+click lifts a placed one.
class SightingTool : public ScenarioTool {
public:
    std::string name() const override { return "sighting"; }
    void mouseDown(ToolHost& host, const ToolMouse& m) override
    {
        ScenarioEditor* e = editorOf(host);
        if (!e) return;
        if (!e->sighting) {
            m_status = "Start a Sighting setup for one side on the scenario pane's Sighting page";
            return;
        }
        const auto hex = e->hexAt(m.lattice);
        if (!hex) return;
        SightingPlacement& p = *e->sighting;
        const HexName name = e->hexName(*hex);
        if (m.ctrl) {
            for (auto& marker : p.markers)
                if (marker.hex == name) marker.hex = {};
        } else {
            auto free = std::find_if(p.markers.begin(), p.markers.end(), [](const auto& k) { return k.hex.label.empty(); });
            if (free == p.markers.end()) {
                m_status = "Every marker is placed: seal the setup, or Ctrl+click one to lift it";
                return;
            }
            free->hex = name;
        }
        const auto left = std::count_if(p.markers.begin(), p.markers.end(), [](const auto& k) { return k.hex.label.empty(); });
        m_status = std::to_string(left) + " of " + std::to_string(p.markers.size()) + " markers left to place";
        e->notify();
    }
};

} // namespace

std::unique_ptr<Tool> makeObjectiveTool() { return std::make_unique<ObjectiveTool>(); }
std::unique_ptr<Tool> makeSetupPaintTool() { return std::make_unique<SetupPaintTool>(); }
std::unique_ptr<Tool> makeEntryHexTool() { return std::make_unique<EntryHexTool>(); }
std::unique_ptr<Tool> makeSightingTool() { return std::make_unique<SightingTool>(); }

bool isScenarioTool(const std::string& name)
{
    return name == "objective" || name == "setup-paint" || name == "entry-hexes" || name == "sighting";
}

} // namespace crestline::gui
