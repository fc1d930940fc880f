// The FoF mission forms following their card map's growth (see
// fof_mission_forms.h, jobs::growFofMission): *Add column* / *Add row* on
// the mission's board grow the card map and renumber the mission in one
// step. The card map is not written until the mission's Save (the view
// writes both together); meanwhile every read of the mission's text takes
// the card map that goes with that text (GrownMaps), so the checks, the
// map drawn, the timeline, undo and redo all see it. Each map goes with the
// steps that lead to it, so that Save renumbers the card map's other
// missions (fof_map_followers.h) by the steps since the map last written.

#include "editor/gui/fof/fof_mission_forms.h"

#include "editor/gui/fof/fof_mission_forms_text.h"
#include "editor/jobs/fof/fof_kinds.h"
#include "editor/jobs/fof/fof_mission_grow.h"
#include "formats/common/atomic_file.h"
#include "maps/fof/fof_map_checks.h"

namespace crestline::gui::fof_forms {

namespace {

bool sameMap(const formats::LoadedFofMap& a, const formats::LoadedFofMap& b) { return a.map == b.map && a.file == b.file; }

} // namespace

GrownMaps::Found GrownMaps::find(const std::string& text) const
{
    // The step from the text shown to `text`, forwards (a growth, its redo) or backwards (its undo), from the map shown.
    const formats::LoadedFofMap* now = map ? &*map : first ? &*first : nullptr;
    if (text != shown && now)
        for (auto s = steps.rbegin(); s != steps.rend(); ++s) {
            if (s->before == shown && s->after == text && sameMap(s->mapBefore, *now)) return {&s->mapAfter, &s->pathAfter};
            if (s->after == shown && s->before == text && sameMap(s->mapAfter, *now)) return {&s->mapBefore, &s->pathBefore};
        }
    return {map ? &*map : nullptr, &path}; // any other step leaves the card map as it is
}

std::unique_ptr<jobs::Document> FofMissionForms::readAsFiled(std::string_view text, const std::filesystem::path& file)
{
    // Without the checks: an edit is refused only for what the reader finds (check adds the checks).
    return std::make_unique<jobs::DocumentOf<jobs::FofMissionDocument>>("fof-mission", file, jobs::FofMissionDocument::fromText(text, file, false, nullptr));
}

std::unique_ptr<jobs::Document> FofMissionForms::read(std::string_view text, const std::filesystem::path& file) const
{
    const formats::LoadedFofMap* map = m_following ? m_grown.mapFor(std::string(text)) : nullptr;
    return std::make_unique<jobs::DocumentOf<jobs::FofMissionDocument>>("fof-mission", file, jobs::FofMissionDocument::fromText(text, file, false, map));
}

void FofMissionForms::followGrowth()
{
    if (!m_following) { // the first reload: the text as opened
        m_following = true;
        m_grown.shown = host().text();
        return;
    }
    const std::string& text = host().text();
    if (text == m_grown.shown) return;
    const GrownMaps::Found found = m_grown.find(text);
    GrownMaps::Path path = *found.path; // a copy first: it may be m_grown.path itself
    m_grown.map = found.map ? std::optional<formats::LoadedFofMap>(*found.map) : std::nullopt;
    m_grown.path = std::move(path);
    m_grown.shown = text;
}

std::string FofMissionForms::grow(jobs::FofSide side, bool add)
{
    const auto& doc = *jobs::as<jobs::FofMissionDocument>(host().document());
    if (!doc.mission().map) return "the mission's card map could not be read: nothing to grow";
    const formats::LoadedFofMap& now = *doc.mission().map;
    // Only a card map without errors is grown (the card map's checks, as its own window runs them).
    for (const Finding& f : maps::checkFofMap(now.map, now.decks, now.file.string()))
        if (f.severity >= Severity::Error) return "the card map has errors (" + f.code + "): mend them in the card map first";
    jobs::FofMissionGrowth growth = jobs::growFofMission(mission(), now.map, side, add);
    if (!growth.refusal.empty()) return growth.refusal;
    std::string text = mission_text::keepProlog(host().text(), formats::writeFofMissionText(growth.mission));
    formats::LoadedFofMap after = now;
    after.map = std::move(growth.map);
    if (!m_grown.map && !m_grown.first) m_grown.first = now; // the file's card map, before the first growth
    GrownMaps::Path pathAfter = m_grown.path;
    pathAfter.push_back({side, add});
    m_grown.steps.push_back({host().text(), text, now, std::move(after), m_grown.path, std::move(pathAfter)});
    if (!host().execute(growth.label, std::move(text))) {
        m_grown.steps.pop_back();
        return growth.label + ": not done (the mission would not read back, or nothing changed)";
    }
    return {};
}

bool FofMissionForms::runGrowthScript(const std::vector<std::string>& words, std::string& problem)
{
    if (words[0] != "fof-card-map-copy") return false;
    if (words.size() != 2) return problem = "fof-card-map-copy FILE", true;
    const auto& doc = *jobs::as<jobs::FofMissionDocument>(host().document());
    if (!doc.mission().map) return problem = "the mission's card map could not be read", true;
    std::string error;
    const auto bytes = formats::readWholeFile(doc.mission().map->file, &error);
    if (!bytes) return problem = "cannot read the card map: " + error, true;
    if (const auto failed = formats::saveAtomically(words[1], *bytes)) problem = *failed;
    return true;
}

} // namespace crestline::gui::fof_forms
