#include "scenarios/coh/coh_timeline.h"

#include <algorithm>
#include <climits>
#include <stdexcept>

namespace crestline::scenarios::coh {

std::vector<CohTimelineRound> buildCohTimeline(const CohScenario& scenario)
{
    // Every round is listed: a count above the limit is refused by name (the
    // check's bad-value at <rounds>), never cut short.
    if (scenario.rounds > kMaxCohTimelineRounds)
        throw std::length_error("a CoH timeline lists at most " + std::to_string(kMaxCohTimelineRounds) + " rounds; the scenario has " +
                                std::to_string(scenario.rounds) + " (the round count limit)");
    const int rounds = std::max(scenario.rounds, 0);
    std::vector<CohTimelineRound> out(static_cast<std::size_t>(rounds));
    for (int n = 1; n <= rounds; ++n) {
        out[std::size_t(n - 1)].number = n;
        out[std::size_t(n - 1)].last = n == scenario.rounds;
    }
    auto at = [&](int round) { return round >= 1 && round <= rounds ? &out[std::size_t(round - 1)] : nullptr; };
    // Cards per side, in side order: dealt before round 1, drawn per round [8.0].
    for (const Side& s : scenario.sides) {
        if (CohTimelineRound* first = at(1); first && s.cardsDealt > 0) first->cards.push_back({s.id, s.cardsDealt, 0});
        for (const CardDraw& d : s.draws) {
            CohTimelineRound* r = at(d.round);
            if (!r) continue; // a draw outside 1..rounds is the check's coh-round-beyond-count
            if (r->cards.empty() || r->cards.back().side != s.id) r->cards.push_back({s.id, 0, 0});
            CohCards& c = r->cards.back();
            c.drawn = int(std::min<long long>(INT_MAX, (long long)c.drawn + d.cards)); // saturates: no overflow on absurd counts
        }
    }
    // A side with dealt 0 and draws adding up to 0 is not listed (as before: any cards).
    for (CohTimelineRound& r : out)
        std::erase_if(r.cards, [](const CohCards& c) { return c.dealt <= 0 && c.drawn <= 0; });
    for (const Reinforcement& re : scenario.reinforcements)
        if (CohTimelineRound* r = at(re.round)) r->arrivals.push_back(&re);
    return out;
}

} // namespace crestline::scenarios::coh
