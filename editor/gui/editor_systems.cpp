// The registry of the rule systems' parts of the editor (editor_system.h):
// the one place in editor/gui that lists the systems.

#include "editor/gui/editor_system.h"

#include "editor/gui/coh/coh_editor.h"
#include "editor/gui/ff/ff_editor.h"
#include "editor/gui/fof/fof_editor.h"
#include "editor/gui/gts/gts_editor.h"
#include "editor/gui/tabletop/tabletop_editor.h"

#include <algorithm>

namespace crestline::gui {

namespace {

std::vector<EditorSystem>& registry()
{
    static std::vector<EditorSystem> systems = [] {
        std::vector<EditorSystem> built;
        built.push_back(ffEditor());
        built.push_back(gtsEditor());
        built.push_back(cohEditor());
        built.push_back(fofEditor());
        built.push_back(tabletopEditor());
        return built;
    }();
    return systems;
}

} // namespace

std::string EditorSystem::helpFor(std::string_view condition) const
{
    for (const ConditionHelp& c : conditions)
        if (c.condition == condition) return c.help;
    return {};
}

void registerEditorSystem(EditorSystem system)
{
    auto& all = registry();
    auto on = std::find_if(all.begin(), all.end(), [&](const EditorSystem& s) { return s.system == system.system; });
    if (on != all.end()) *on = std::move(system);
    else all.push_back(std::move(system));
}

const EditorSystem* editorSystemFor(std::string_view system)
{
    for (const EditorSystem& s : registry())
        if (s.system == system) return &s;
    return nullptr;
}

const BoardViewEntry* boardViewFor(std::string_view kind)
{
    for (const EditorSystem& s : registry())
        for (const BoardViewEntry& v : s.views)
            if (v.kind == kind) return &v;
    return nullptr;
}

const ScenarioForms* scenarioFormsFor(std::string_view kind)
{
    for (const EditorSystem& s : registry())
        for (const ScenarioForms& f : s.scenarioForms)
            if (f.kind == kind) return &f;
    return nullptr;
}

std::vector<const NewBoard*> newBoards()
{
    std::vector<const NewBoard*> out;
    for (const EditorSystem& s : registry())
        for (const NewBoard& b : s.newBoards) out.push_back(&b);
    return out;
}

std::vector<std::pair<std::string, const SystemAction*>> systemActions()
{
    std::vector<std::pair<std::string, const SystemAction*>> out;
    for (const EditorSystem& s : registry())
        for (const SystemAction& a : s.actions) out.emplace_back(s.system, &a);
    return out;
}

} // namespace crestline::gui
