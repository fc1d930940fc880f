// The LOS tools' shared state (see los_session.h).

#include "editor/gui/los_session.h"

#include "editor/jobs/los_jobs.h"
#include "editor/jobs/map_document.h"

#include <algorithm>

namespace crestline::gui {

using geometry::OffsetCoord;

namespace {

/// [8.2] a Smoke marker hinders 5 on its full side, 2 on its depleted side.
constexpr int kFullSmoke = 5;
constexpr int kDepletedSmoke = 2;
/// GTS barrage markers, light and heavy [11.0, 16.4.2.2].
constexpr const char* kLightBarrage = "barrage-light";
constexpr const char* kHeavyBarrage = "barrage-heavy";
/// CoH smoke counters, +2 fresh and +1 reduced [13.0].
constexpr const char* kSmokeCounter2 = "smoke+2";
constexpr const char* kSmokeCounter1 = "smoke+1";

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
    m_smoke.clear();
    m_markers.clear();
    m_attack = geometry::los::Attack::Direct;
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

void LosSession::cycleSmoke(OffsetCoord hex)
{
    auto on = std::find_if(m_smoke.begin(), m_smoke.end(), [&](const geometry::los::SmokeMarker& s) { return s.hex == hex; });
    if (on == m_smoke.end())
        m_smoke.push_back({hex, kFullSmoke});
    else if (on->hindrance == kFullSmoke)
        on->hindrance = kDepletedSmoke;
    else
        m_smoke.erase(on);
    refresh();
}

LosSession::MarkerUse LosSession::markerUse() const
{
    const geometry::los::LosRules* rules = m_doc ? m_doc->rules() : nullptr;
    if (!rules) return MarkerUse::None;
    const geometry::los::PlayStateReads reads = rules->reads();
    if (reads.smoke) return MarkerUse::Smoke;
    if (std::find(reads.markerKinds.begin(), reads.markerKinds.end(), kLightBarrage) != reads.markerKinds.end()) return MarkerUse::Barrage;
    if (std::find(reads.markerKinds.begin(), reads.markerKinds.end(), kSmokeCounter2) != reads.markerKinds.end()) return MarkerUse::SmokeCounters;
    return MarkerUse::None;
}

void LosSession::cycleMarker(OffsetCoord hex)
{
    const MarkerUse use = markerUse();
    if (use != MarkerUse::Barrage && use != MarkerUse::SmokeCounters) return;
    const char* first = use == MarkerUse::Barrage ? kLightBarrage : kSmokeCounter2;
    const char* second = use == MarkerUse::Barrage ? kHeavyBarrage : kSmokeCounter1;
    auto on = std::find_if(m_markers.begin(), m_markers.end(), [&](const geometry::los::PlayMarker& b) { return b.hex == hex; });
    if (on == m_markers.end())
        m_markers.push_back({hex, first, 0});
    else if (on->kind == first)
        on->kind = second;
    else
        m_markers.erase(on);
    refresh();
}

void LosSession::clearSmoke()
{
    m_smoke.clear();
    m_markers.clear();
    refresh();
}

bool LosSession::readsAttack() const
{
    const geometry::los::LosRules* rules = m_doc ? m_doc->rules() : nullptr;
    return rules && rules->reads().attack;
}

void LosSession::setAttack(geometry::los::Attack attack)
{
    if (attack == m_attack) return;
    m_attack = attack;
    refresh();
}

jobs::PlayText LosSession::playText() const
{
    jobs::PlayText play;
    if (!m_doc) return play;
    if (readsAttack()) play.attack = std::string(geometry::los::attackName(m_attack)); // [5.0.2]
    for (const auto& b : m_markers)
        if (b.kind == kLightBarrage || b.kind == kHeavyBarrage) play.barrage.push_back(m_doc->grid().label(b.hex) + (b.kind == kHeavyBarrage ? ":heavy" : ":light"));
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
    if (!m_doc) return items;
    for (const auto& s : m_smoke) items.push_back(m_doc->grid().label(s.hex) + (s.hindrance == kFullSmoke ? ":full" : ":depleted"));
    for (const auto& m : m_markers)
        if (m.kind == kSmokeCounter2 || m.kind == kSmokeCounter1) items.push_back(m_doc->grid().label(m.hex) + (m.kind == kSmokeCounter2 ? ":2" : ":1"));
    return items;
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
    o.smoke = m_smoke;
    o.playMarkers = m_markers;
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
