#pragma once
// A CoH firefight round by round: from round 1 to the round count, each
// side's Action Cards (dealt before round 1, drawn per round [8.0]) and the
// reinforcements entering with their entry hexes [5.5].

#include "scenarios/coh/coh_scenario.h"

#include <string>
#include <vector>

namespace crestline::scenarios::coh {

/// Action Cards a side gets on a round: dealt at start (round 1) or drawn.
struct CohCards {
    std::string side;
    int dealt = 0;               ///< round 1 only
    int drawn = 0;
};

/// One round as play reaches it.
struct CohTimelineRound {
    int number = 0;
    bool last = false;                          ///< the game ends after it
    std::vector<CohCards> cards;                ///< per side with any cards, in side order
    std::vector<const Reinforcement*> arrivals; ///< in file order
};

/// The most rounds a timeline lists (one entry per round, none dropped): a
/// larger count is the check's error (bad-value naming the limit), and
/// buildCohTimeline refuses it (std::length_error naming the limit).
inline constexpr int kMaxCohTimelineRounds = 100000;

/// Rounds 1..rounds, every one; time and memory linear in rounds plus
/// reinforcements and draws. Holds pointers into `scenario`, which must
/// outlive the result. Throws std::length_error when scenario.rounds is above
/// kMaxCohTimelineRounds (a scenario that checks clean never is).
std::vector<CohTimelineRound> buildCohTimeline(const CohScenario& scenario);

} // namespace crestline::scenarios::coh
