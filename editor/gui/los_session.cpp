// The LOS tools' shared state (see los_session.h).

#include "editor/gui/los_session.h"

#include "editor/jobs/los_jobs.h"
#include "editor/jobs/map_document.h"

#include <algorithm>

namespace crestline::gui {

using geometry::OffsetCoord;

namespace {

/// The choices of each condition, the default first.
const std::vector<std::string> kWeathers = {"clear", "overcast", "fog", "rain"};
const std::vector<std::string> kNights = {"day", "night"};
const std::vector<std::string> kAttacks = {"direct", "mortar", "artillery"};

std::string purposeWord(geometry::los::Purpose p)
{
    switch (p) {
    case geometry::los::Purpose::Fire: return "fire";
    case geometry::los::Purpose::Spot: return "spot";
    case geometry::los::Purpose::Comm: return "comm";
    }
    return "";
}

} // namespace

LosSession& losSession()
{
    static LosSession session;
    return session;
}

void LosSession::setDocument(const jobs::MapDocument* doc)
{
    if (doc == m_doc && doc) return;
    m_doc = doc;
    m_from.reset();
    m_to.reset();
    m_ruling.reset();
    m_problem.clear();
    m_viewshed.reset();
    m_viewer.reset();
    m_placed.clear();
    m_conditions.clear();
    m_state = {};
    changed();
}

void LosSession::rule(OffsetCoord from, OffsetCoord to)
{
    m_from = from;
    m_to = to;
    ruleAgain();
    changed();
}

void LosSession::clearRuling()
{
    m_from.reset();
    m_to.reset();
    m_ruling.reset();
    m_problem.clear();
    changed();
}

void LosSession::sweep(std::optional<OffsetCoord> viewer)
{
    if (viewer == m_viewer && (!viewer || viewshed())) return;
    m_viewer = viewer;
    sweepAgain();
    changed();
}

const WhatIfMarkers* LosSession::whatIfMarkers() const
{
    const geometry::los::LosRules* rules = m_doc ? m_doc->rules() : nullptr;
    const EditorSystem* system = rules ? editorSystemFor(rules->system()) : nullptr;
    return system && !system->markers.cycle.empty() ? &system->markers : nullptr;
}

void LosSession::cycleMarker(OffsetCoord hex)
{
    const WhatIfMarkers* markers = whatIfMarkers();
    if (!markers) return;
    auto on = std::find_if(m_placed.begin(), m_placed.end(), [&](const Placed& p) { return p.hex == hex; });
    if (on == m_placed.end())
        m_placed.push_back({hex, 0});
    else if (on->face + 1 < int(markers->cycle.size()))
        ++on->face;
    else
        m_placed.erase(on);
    refresh();
}

void LosSession::clearSmoke()
{
    m_placed.clear();
    refresh();
}

std::vector<LosSession::Condition> LosSession::conditions() const
{
    std::vector<Condition> out;
    const geometry::los::LosRules* rules = m_doc ? m_doc->rules() : nullptr;
    if (!rules) return out;
    const geometry::los::PlayStateReads reads = rules->reads();
    if (!reads.purposes.empty()) {
        Condition purpose{"purpose", "Purpose", {}};
        for (geometry::los::Purpose p : reads.purposes) purpose.values.push_back(purposeWord(p));
        out.push_back(purpose);
    }
    if (reads.weather) out.push_back({"weather", "Weather", kWeathers});
    if (reads.night) out.push_back({"night", "Time", kNights});
    if (reads.attack) out.push_back({"attack", "Attack", kAttacks});
    return out;
}

std::string LosSession::condition(const std::string& name) const
{
    for (const Condition& c : conditions()) {
        if (c.name != name) continue;
        for (const auto& [asked, value] : m_conditions)
            if (asked == name) return value;
        return c.values.front();
    }
    return {};
}

bool LosSession::setCondition(const std::string& name, const std::string& value)
{
    for (const Condition& c : conditions()) {
        if (c.name != name) continue;
        if (std::find(c.values.begin(), c.values.end(), value) == c.values.end()) return false;
        if (condition(name) == value) return true;
        std::erase_if(m_conditions, [&](const auto& asked) { return asked.first == name; });
        if (value != c.values.front()) m_conditions.emplace_back(name, value);
        refresh();
        return true;
    }
    return false;
}

jobs::PlayText LosSession::playText() const
{
    jobs::PlayText play;
    if (!m_doc) return play;
    if (const WhatIfMarkers* markers = whatIfMarkers())
        for (const Placed& p : m_placed) {
            const MarkerFace& face = markers->cycle[std::size_t(p.face)];
            if (face.list == MarkerFace::List::Barrage) play.barrage.push_back(m_doc->grid().label(p.hex) + ":" + face.value);
        }
    // Every condition the rules read, the default too: the ruling is asked exactly as the panel shows it.
    for (const Condition& c : conditions()) {
        const std::string value = condition(c.name);
        if (c.name == "purpose") play.purpose = value;
        else if (c.name == "weather") play.weather = value;
        else if (c.name == "night") play.night = value == "night";
        else if (c.name == "attack") play.attack = value;
    }
    return play;
}

void LosSession::documentEdited()
{
    if (!m_doc) return;
    const bool rulingStale = m_from && m_to && m_rulingChange != m_doc->changeCount();
    const bool viewshedStale = m_viewer && m_viewshedChange != m_doc->changeCount();
    if (rulingStale || viewshedStale) refresh();
}

void LosSession::refresh()
{
    readMarkers();
    ruleAgain();
    sweepAgain();
    changed();
}

const geometry::los::Ruling* LosSession::ruling() const
{
    if (!m_doc || !m_ruling || m_doc->changeCount() != m_rulingChange) return nullptr;
    return &*m_ruling;
}

const formats::ViewshedView* LosSession::viewshed() const
{
    if (!m_doc || !m_viewshed || m_doc->changeCount() != m_viewshedChange) return nullptr;
    return &*m_viewshed;
}

std::vector<std::string> LosSession::smokeItems() const
{
    std::vector<std::string> items;
    const WhatIfMarkers* markers = whatIfMarkers();
    if (!markers) return items;
    for (const Placed& p : m_placed) {
        const MarkerFace& face = markers->cycle[std::size_t(p.face)];
        if (face.list == MarkerFace::List::Smoke) items.push_back(m_doc->grid().label(p.hex) + ":" + face.value);
    }
    return items;
}

void LosSession::readMarkers()
{
    m_state = {};
    const geometry::los::LosRules* rules = m_doc ? m_doc->rules() : nullptr;
    if (!rules) return;
    jobs::ParsedPlayState parsed = jobs::parsePlayState(m_doc->grid(), *rules, smokeItems(), playText());
    if (parsed.state) m_state = std::move(*parsed.state);
}

void LosSession::ruleAgain()
{
    m_ruling.reset();
    m_problem.clear();
    if (!m_doc || !m_from || !m_to) return;
    const auto& grid = m_doc->grid();
    jobs::LosOptions options{grid.label(*m_from), grid.label(*m_to), smokeItems(), geometry::los::Detail::Full, playText()};
    jobs::LosResult result = jobs::ruleLos(*m_doc, options);
    if (!result.done()) {
        m_problem = result.problem;
        return;
    }
    m_ruling = std::move(result.ruling);
    m_rulingChange = m_doc->changeCount();
}

void LosSession::sweepAgain()
{
    m_viewshed.reset();
    if (!m_doc || !m_viewer) return;
    // Cells only: blind hexes are shaded from their cells; the obstacle
    // behind each (the blind zone) costs as much again on large boards.
    jobs::ViewshedResult result = jobs::viewshedOf(*m_doc, {m_doc->grid().label(*m_viewer), smokeItems(), 2, false, playText()});
    if (!result.done()) return;
    m_viewshed = std::move(result.view);
    m_viewshedChange = m_doc->changeCount();
}

void LosSession::addOverlays(render::Overlays& o) const
{
    if (!m_doc) return;
    o.smoke = m_state.smoke;
    o.playMarkers = m_state.markers;
    const geometry::los::Ruling* r = ruling();
    const formats::ViewshedView* v = viewshed();
    if (r || v) o.scene = &m_doc->scene();
    o.los = r;
    if (v) {
        o.viewer = v->from;
        o.viewshed = &v->cells;
        o.blindZone = v->blind;
    }
}

void LosSession::changed()
{
    if (onChanged) onChanged();
}

} // namespace crestline::gui
