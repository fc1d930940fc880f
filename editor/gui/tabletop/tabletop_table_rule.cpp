// The rulings of the tabletop view (tabletop_table_view.h): in *rule LOS*
// mode a press on a team's base picks the sighter, the next press the target
// and rules; or a press on the sighter and a drag: while the pointer is over
// another team's base that pair is ruled and drawn at once, off any base a
// plain line runs to the pointer and nothing is ruled. Released over a team,
// its ruling stays (as the second click's); released anywhere else, nothing
// is ruled and the sighter stays picked, as after a first click (DECISION:
// what is shown always answers where the pointer let go).
//
// A ruling is the job's on the table as edited: `crestline los`
// (jobs::losTableOf, tt::decideLos), `crestline fire`, `crestline concealed`.

#include "editor/gui/tabletop/tabletop_table_view.h"

#include "editor/jobs/tabletop/tabletop_fire_jobs.h"
#include "editor/jobs/tabletop/tabletop_jobs.h"
#include "formats/los/tabletop/tabletop_conceal_format.h"
#include "formats/los/tabletop/tabletop_ruling_format.h"
#include "formats/table/tabletop/tabletop_format.h"

#include <stdexcept>

namespace crestline::gui::tabletop_view {

bool TableView::press(BoardPoint p)
{
    if (m_mode != kRuleMode) return edit(p);
    m_dragging = false;
    m_dragEnd.reset();
    const TeamOnTable* t = teamAt(p);
    if (!t) return false;
    if (m_from.empty() || !m_to.empty()) {
        m_from = t->team->id;
        m_to.clear();
        clearRulings();
        m_problem.clear();
        m_dragging = true; // the sighter picked: a drag from here rules each team it passes over
    } else {
        m_to = t->team->id;
        rule();
    }
    return true;
}

bool TableView::drag(BoardPoint p)
{
    if (!m_dragging) return false;
    const TeamOnTable* t = teamAt(p);
    if (t && t->team->id != m_from) {
        if (m_to == t->team->id) return false; // still over the team ruled
        m_dragEnd.reset();
        m_to = t->team->id;
        rule();
        return true;
    }
    // Off any other team's base (or back over the sighter's): the line to the pointer, nothing ruled.
    const tt::TablePoint at = tablePoint(p);
    if (m_to.empty() && m_dragEnd && *m_dragEnd == at) return false;
    m_to.clear();
    clearRulings();
    m_problem.clear();
    m_dragEnd = at;
    return true;
}

bool TableView::release(BoardPoint p)
{
    if (!m_dragging) return false;
    m_dragging = false;
    m_dragEnd.reset();
    const TeamOnTable* t = teamAt(p);
    if (t && t->team->id != m_from) {
        if (m_to != t->team->id) { // the last motion did not reach it: ruled now
            m_to = t->team->id;
            rule();
        }
        return true;
    }
    m_to.clear();
    clearRulings();
    m_problem.clear();
    return true;
}

std::string TableView::words() const
{
    if (m_mode != kRuleMode) return editWords();
    if (const std::string text = rulingText(); !text.empty()) {
        if (m_fire && !m_fire->weapons.empty()) {
            const formats::WeaponFire& w = m_fire->weapons.front();
            return text + "\nDrawn: the arc, and " + w.name + "'s short range (" + formats::formatInches(w.range) + "\u2033) and long range (" +
                   formats::formatInches(2 * w.range) + "\u2033) from the firer's base.";
        }
        return text;
    }
    if (!m_problem.empty()) return m_problem;
    if (m_dragging && m_dragEnd)
        return "From team " + m_from + ": drag onto another team's base to rule (at once); release there to keep the ruling. "
               "Released elsewhere, " + m_from + " stays picked: click the target's base.";
    if (!m_from.empty()) return "From team " + m_from + ": click the target team's base (or press on " + m_from + " and drag to it).";
    if (m_ask == "fire") return "Click the firing team's base, then the target's: may it fire, with each weapon's range band (the same as crestline fire).";
    if (m_ask == "concealment")
        return "Click a team of the firing unit, then one of the target unit: is the target unit concealed (the same as crestline concealed).";
    return "Click the sighter's base, then the target's, or press on the sighter's and drag to the target's: the LOS ruling between the "
           "two teams with its active pieces and the witness segment (the same as crestline los).";
}

/// The index of team `id` in the LOS table (losTableOf numbers the teams on the table in file order).
std::optional<std::size_t> TableView::losIndex(const std::string& id) const
{
    std::size_t k = 0;
    for (const maps::TableSide& side : m_game.sides)
        for (const maps::TableUnit& unit : side.units) {
            if (m_game.isOffTable(unit.id)) continue;
            for (const maps::TableTeam& t : unit.teams) {
                if (t.id == id) return k;
                ++k;
            }
        }
    return std::nullopt;
}

void TableView::clearRulings()
{
    m_ruling.reset();
    m_fire.reset();
    m_conceal.reset();
}

/// The shown ruling's words as the command line prints them ("" none).
std::string TableView::rulingText() const
{
    if (m_ruling) return formats::tabletopRulingText(m_from, m_to, *m_ruling);
    if (m_fire) return formats::tabletopFireText(*m_fire);
    if (m_conceal && m_conceal->concealment) return formats::tabletopConcealText(m_conceal->names, *m_conceal->concealment);
    return {};
}

void TableView::rule()
{
    clearRulings();
    m_problem.clear();
    if (hasErrors(m_findings)) {
        m_problem = "The table has errors (Findings below): nothing is ruled, as the command line refuses it.";
        return;
    }
    const std::string where = m_file.empty() ? std::string("the new table") : m_file.string();
    if (m_ask == "fire") {
        jobs::TabletopFireResult r = jobs::tabletopFireOn(m_game, where, m_from, m_to, std::nullopt);
        if (r.ruling) m_fire = std::move(r.ruling);
        else m_problem = r.problem.empty() ? std::string("not ruled") : r.problem;
        return;
    }
    if (m_ask == "concealment") {
        const TeamOnTable *f = team(m_from), *t = team(m_to);
        jobs::TabletopConcealResult r = jobs::tabletopConcealmentOn(m_game, where, t ? t->unit->id : m_to, f ? f->unit->id : m_from);
        if (r.concealment) m_conceal = std::move(r);
        else m_problem = r.problem.empty() ? std::string("not ruled") : r.problem;
        return;
    }
    try {
        if (!m_checked && m_checkProblem.empty()) m_checked.emplace(jobs::losTableOf(m_game));
    } catch (const std::invalid_argument& e) {
        m_checkProblem = e.what();
    }
    if (!m_checked) {
        m_problem = "the LOS core refused the table: " + m_checkProblem;
        return;
    }
    const auto a = losIndex(m_from), b = losIndex(m_to);
    if (!a || !b) {
        m_problem = "team '" + (a ? m_to : m_from) + "' is no team on the table";
        return;
    }
    m_ruling = tt::decideLos(*m_checked, m_checked->teams()[*a], m_checked->teams()[*b]);
}

} // namespace crestline::gui::tabletop_view
