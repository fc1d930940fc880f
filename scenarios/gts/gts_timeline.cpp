#include "scenarios/gts/gts_timeline.h"

#include <algorithm>
#include <climits>

namespace crestline::scenarios::gts {

std::vector<GtsTimelineTurn> buildGtsTimeline(const GtsScenario& scenario)
{
    const TurnRecord& r = scenario.turnRecord;
    // The record's own turns, not 1..last: a `last` of two billion costs nothing.
    std::vector<const Turn*> turns;
    for (const Turn& t : r.turns)
        if (t.number >= 1 && t.number <= r.last) turns.push_back(&t);
    std::stable_sort(turns.begin(), turns.end(), [](const Turn* a, const Turn* b) { return a->number < b->number; });
    std::vector<GtsTimelineTurn> out;
    for (const Turn* t : turns) {
        const int n = t->number;
        if (!out.empty() && out.back().number == n) continue; // a turn written twice: the first
        GtsTimelineTurn g;
        g.number = n;
        g.time = t->time;
        g.night = t->night;
        g.last = n == r.last;
        const Turn* next = n < INT_MAX ? r.find(n + 1) : nullptr;
        g.beforeNight = !t->night && next && next->night && n < r.last;
        if (!t->night) // [28.0, 27.0] no air units at night
            for (const AirUnits& a : t->air)
                if (a.units > 0) g.air.push_back(&a);
        for (const Reinforcement& re : scenario.reinforcements) {
            if (re.turn != n) continue;
            if (!re.units.empty() || !re.leaders.empty()) g.arrivals.push_back(&re);
            if (re.divisionChit) g.chitsGained.push_back(re.division);
        }
        out.push_back(std::move(g));
    }
    return out;
}

} // namespace crestline::scenarios::gts
