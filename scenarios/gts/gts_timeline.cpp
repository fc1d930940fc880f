#include "scenarios/gts/gts_timeline.h"

namespace crestline::scenarios::gts {

std::vector<GtsTimelineTurn> buildGtsTimeline(const GtsScenario& scenario)
{
    const TurnRecord& r = scenario.turnRecord;
    std::vector<GtsTimelineTurn> out;
    for (int n = 1; n <= r.last; ++n) {
        const Turn* t = r.find(n);
        if (!t) continue;
        GtsTimelineTurn g;
        g.number = n;
        g.time = t->time;
        g.night = t->night;
        g.last = n == r.last;
        const Turn* next = r.find(n + 1);
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
