// The LOS tools' shared state (see los_session.h).

#include "editor/gui/los_session.h"

#include "editor/jobs/los_jobs.h"

#include <algorithm>

namespace crestline::gui {

using geometry::OffsetCoord;

namespace {

/// [8.2] a Smoke marker hinders 5 on its full side, 2 on its depleted side.
constexpr int kFullSmoke = 5;
constexpr int kDepletedSmoke = 2;

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

void LosSession::clearSmoke()
{
    m_smoke.clear();
    refresh();
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
    return items;
}

void LosSession::ruleAgain()
{
    m_ruling.reset();
    m_problem.clear();
    if (!m_doc || !m_from || !m_to) return;
    const auto& grid = m_doc->grid();
    jobs::LosOptions options{grid.label(*m_from), grid.label(*m_to), smokeItems(), geometry::los::Detail::Full};
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
    jobs::ViewshedResult result = jobs::viewshedOf(*m_doc, {m_doc->grid().label(*m_viewer), smokeItems(), 2, false});
    if (!result.done()) return;
    m_viewshed = std::move(result.view);
    m_viewshedChange = m_doc->changeCount();
}

void LosSession::addOverlays(render::Overlays& o) const
{
    if (!m_doc) return;
    o.smoke = m_smoke;
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
