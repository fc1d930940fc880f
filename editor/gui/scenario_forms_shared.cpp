// Pages of the parts scenario formats share whatever their system (see
// scenario_forms.h): the special rules, the designer's notes and the map
// placements. A system hands the part as it is now and how a change of it
// is written (its own writer, one step); nothing here names a system.

#include "editor/gui/scenario_forms.h"

#include "editor/gui/scenario_text.h"

#include <algorithm>
#include <memory>

namespace crestline::gui {

namespace st = scenario_text;
using namespace forms_text;

namespace {

/// What was typed, trimmed; unchanged from `now`, kept as it is (the file's
/// own white space is not rewritten by an Apply that changed nothing).
std::string typedText(const std::string& typed, const std::string& now) { return typed == now ? now : st::trim(typed); }

/// "" or why `id` may not be the id of row `row` (-1: a new one).
template <class T>
std::string uniqueId(const std::vector<T>& list, int row, const std::string& id, const std::string& what)
{
    for (std::size_t i = 0; i < list.size(); ++i)
        if (int(i) != row && list[i].id == id) return "another " + what + " has the id \"" + id + "\"";
    return {};
}

const std::vector<std::string> kRotations{"0", "90", "180", "270"};

} // namespace

void ScenarioFormsPanel::addSpecialRulesPage(std::function<const std::vector<scenarios::SpecialRule>&()> part,
                                             PartEdit<std::vector<scenarios::SpecialRule>> edit)
{
    using scenarios::SpecialRule;
    auto rules = std::make_shared<std::function<const std::vector<SpecialRule>&()>>(std::move(part));
    auto change = std::make_shared<PartEdit<std::vector<SpecialRule>>>(std::move(edit));
    addListPage("rules", "Special rules",
                {{"Id", false, "One word, unique among the special rules"},
                 {"Title", false, "As printed; may be empty"},
                 {"Text", true, "The rule in words, as printed"}},
                {[rules] {
                     std::vector<std::string> rows;
                     for (const SpecialRule& r : (*rules)()) rows.push_back(r.id + (r.title.empty() ? "" : "  " + r.title));
                     return rows;
                 },
                 [rules](int row) {
                     if (row < 0) return std::vector<std::string>{"", "", ""};
                     const SpecialRule& r = (*rules)()[std::size_t(row)];
                     return std::vector<std::string>{r.id, r.title, r.text};
                 },
                 [rules, change](int row, const std::vector<std::string>& f) {
                     std::string id;
                     if (std::string problem = parseToken(f[0], "The rule's id", id); !problem.empty()) return problem;
                     return (*change)("Special rule " + id, [&](std::vector<SpecialRule>& list) {
                         if (std::string problem = uniqueId(list, row, id, "special rule"); !problem.empty()) return problem;
                         SpecialRule r = row < 0 ? SpecialRule{} : list[std::size_t(row)];
                         r.id = id;
                         r.title = st::trim(f[1]);
                         r.text = typedText(f[2], r.text);
                         if (row < 0) list.push_back(std::move(r));
                         else list[std::size_t(row)] = std::move(r);
                         return std::string();
                     });
                 },
                 [rules, change](int row) {
                     const std::string id = (*rules)()[std::size_t(row)].id;
                     return (*change)("Remove special rule " + id, [&](std::vector<SpecialRule>& list) {
                         list.erase(list.begin() + row);
                         return std::string();
                     });
                 }});
}

void ScenarioFormsPanel::addNotesPage(std::function<const std::string&()> part, PartEdit<std::string> edit)
{
    auto notes = std::make_shared<std::function<const std::string&()>>(std::move(part));
    auto change = std::make_shared<PartEdit<std::string>>(std::move(edit));
    addListPage("notes", "Notes", {{"Notes", true, "The designer's notes (empty: none)"}},
                {[notes] { return std::vector<std::string>{(*notes)().empty() ? "(no notes)" : "Notes"}; },
                 [notes](int) { return std::vector<std::string>{(*notes)()}; },
                 [change](int, const std::vector<std::string>& f) {
                     return (*change)("Notes", [&](std::string& text) {
                         text = typedText(f[0], text);
                         return std::string();
                     });
                 },
                 nullptr});
}

void ScenarioFormsPanel::addMapsPage(std::function<const std::vector<scenarios::MapPlacement>&()> part,
                                     PartEdit<std::vector<scenarios::MapPlacement>> edit)
{
    using scenarios::MapPlacement;
    auto maps = std::make_shared<std::function<const std::vector<MapPlacement>&()>>(std::move(part));
    auto change = std::make_shared<PartEdit<std::vector<MapPlacement>>>(std::move(edit));
    addListPage("maps", "Maps",
                {{"Id", false, "How hexes name the map (\"id:0304\"); renaming it renames them"},
                 {"File", false, "The map file, relative to the scenario's folder"},
                 {"Rotation", false, "Degrees clockwise on the table", kRotations}},
                {[maps] {
                     std::vector<std::string> rows;
                     for (const MapPlacement& m : (*maps)()) rows.push_back(m.id + "  " + m.href + (m.rotation ? "  rotated " + std::to_string(m.rotation) : ""));
                     return rows;
                 },
                 [maps](int row) {
                     if (row < 0) return std::vector<std::string>{"", "", "0"};
                     const MapPlacement& m = (*maps)()[std::size_t(row)];
                     return std::vector<std::string>{m.id, m.href, std::to_string(m.rotation)};
                 },
                 [maps, change](int row, const std::vector<std::string>& f) {
                     std::string id, href;
                     if (std::string problem = parseToken(f[0], "The map's id", id); !problem.empty()) return problem;
                     if (std::string problem = parseName(f[1], "The map's file", href); !problem.empty()) return problem;
                     const auto rotation = std::find(kRotations.begin(), kRotations.end(), f[2]);
                     if (rotation == kRotations.end()) return std::string("choose the rotation: 0, 90, 180 or 270");
                     return (*change)("Map " + id, [&](std::vector<MapPlacement>& list) {
                         if (std::string problem = uniqueId(list, row, id, "map"); !problem.empty()) return problem;
                         MapPlacement m = row < 0 ? MapPlacement{} : list[std::size_t(row)];
                         m.id = id;
                         m.href = href;
                         m.rotation = int(rotation - kRotations.begin()) * 90;
                         if (row < 0) list.push_back(std::move(m));
                         else list[std::size_t(row)] = std::move(m);
                         return std::string();
                     });
                 },
                 [maps, change](int row) {
                     const std::string id = (*maps)()[std::size_t(row)].id;
                     return (*change)("Remove map " + id, [&](std::vector<MapPlacement>& list) {
                         if (list.size() == 1) return std::string("a scenario is played on at least one map: add another first");
                         list.erase(list.begin() + row);
                         return std::string();
                     });
                 }});
}

} // namespace crestline::gui
