#include "scenarios/timeline.h"

#include <algorithm>

namespace crestline::scenarios {

int TimelineTurn::commandMarkers(const std::string& side) const
{
    int n = 0;
    for (const Reinforcement* r : arrivals)
        if (r->side == side) n += r->commandMarkers;
    return n;
}

std::vector<TimelineTurn> buildTimeline(const Scenario& scenario)
{
    const TimeTrack& tt = scenario.track.timeTrack;
    std::vector<const TimeSpace*> spaces;
    for (const TimeSpace& s : tt.spaces)
        if (s.number >= tt.turnStart) spaces.push_back(&s);
    std::stable_sort(spaces.begin(), spaces.end(), [](auto* a, auto* b) { return a->number < b->number; });
    std::vector<TimelineTurn> out;
    for (const TimeSpace* s : spaces) {
        if (!out.empty() && out.back().space == s->number) continue;
        TimelineTurn t;
        t.space = s->number;
        t.start = s->number == tt.turnStart;
        // [21.22] a roll is made whenever the Turn marker advances into or beyond
        // the Sudden Death space, against the number of the Turn marker's space.
        if (!t.start && s->number >= tt.suddenDeathSpace) t.suddenDeath = s->suddenDeath;
        for (const Reinforcement& r : scenario.reinforcements)
            if (r.turn == s->number && !t.start) t.arrivals.push_back(&r);
        out.push_back(std::move(t));
    }
    return out;
}

} // namespace crestline::scenarios
