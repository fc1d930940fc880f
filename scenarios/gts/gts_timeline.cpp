#include "scenarios/gts/gts_timeline.h"

#include <algorithm>
#include <climits>
#include <unordered_map>

namespace crestline::scenarios::gts {

std::vector<GtsTimelineTurn> buildGtsTimeline(const GtsScenario& scenario)
{
    const TurnRecord& r = scenario.turnRecord;
    // The record's own turns, not 1..last: a `last` of two billion costs nothing.
    std::vector<const Turn*> turns;
    for (const Turn& t : r.turns)
        if (t.number >= 1 && t.number <= r.last) turns.push_back(&t);
    std::stable_sort(turns.begin(), turns.end(), [](const Turn* a, const Turn* b) { return a->number < b->number; });
    // Reinforcements by turn, in file order: linear in turns plus reinforcements.
    std::unordered_map<int, std::vector<const Reinforcement*>> arriving;
    for (const Reinforcement& re : scenario.reinforcements) arriving[re.turn].push_back(&re);
    std::vector<GtsTimelineTurn> out;
    for (std::size_t i = 0; i < turns.size(); ++i) {
        const Turn* t = turns[i];
        const int n = t->number;
        if (!out.empty() && out.back().number == n) continue; // a turn written twice: the first
        GtsTimelineTurn g;
        g.number = n;
        g.time = t->time;
        g.night = t->night;
        g.last = n == r.last;
        // The next turn: the first of number n + 1 in file order (stable sort), as r.find(n + 1).
        const Turn* next = nullptr;
        for (std::size_t k = i + 1; k < turns.size() && turns[k]->number <= n + 1LL; ++k)
            if (turns[k]->number == n + 1LL) {
                next = turns[k];
                break;
            }
        g.beforeNight = !t->night && next && next->night && n < r.last;
        if (!t->night) // [28.0, 27.0] no air units at night
            for (const AirUnits& a : t->air)
                if (a.units > 0) g.air.push_back(&a);
        if (const auto it = arriving.find(n); it != arriving.end())
            for (const Reinforcement* re : it->second) {
                if (!re->units.empty() || !re->leaders.empty()) g.arrivals.push_back(re);
                if (re->divisionChit) g.chitsGained.push_back(re->division);
            }
        out.push_back(std::move(g));
    }
    return out;
}

} // namespace crestline::scenarios::gts
