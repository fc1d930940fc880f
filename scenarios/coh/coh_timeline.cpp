#include "scenarios/coh/coh_timeline.h"

#include <algorithm>
#include <climits>

namespace crestline::scenarios::coh {

std::vector<CohTimelineRound> buildCohTimeline(const CohScenario& scenario)
{
    std::vector<CohTimelineRound> out;
    // A firefight has a handful of rounds; a huge count is the check's concern, not a reason to allocate.
    const int rounds = scenario.rounds > 1000 ? 1000 : scenario.rounds;
    for (int n = 1; n <= rounds; ++n) {
        CohTimelineRound r;
        r.number = n;
        r.last = n == scenario.rounds;
        for (const Side& s : scenario.sides) {
            CohCards c{s.id, n == 1 ? s.cardsDealt : 0, 0};
            for (const CardDraw& d : s.draws)
                if (d.round == n) c.drawn = int(std::min<long long>(INT_MAX, (long long)c.drawn + d.cards)); // saturates: no overflow on absurd counts
            if (c.dealt > 0 || c.drawn > 0) r.cards.push_back(c);
        }
        for (const Reinforcement& re : scenario.reinforcements)
            if (re.round == n) r.arrivals.push_back(&re);
        out.push_back(std::move(r));
    }
    return out;
}

} // namespace crestline::scenarios::coh
